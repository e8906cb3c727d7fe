import { parse } from 'yaml'

/** A YAML example of a page, made a whole workflow so that GitHub's parser can read it. */
export interface DocWorkflow {
  /** `page:line`, the line of the block's first YAML line. */
  where: string
  content: string
  /** Lines added above the example: a parser's line N is the page's line N - headerLines + the block's first. */
  headerLines: number
  firstLine: number
  /** Columns added before each of its lines (a list of steps is indented into its job). */
  indent: number
}

// A part of a workflow shown alone is given what a workflow needs around it, each part where the schema wants it.
const ON = 'on: push\n'
const JOB = 'jobs:\n  example:\n    runs-on: ubuntu-latest\n    steps:\n'
const RUN = '      - run: echo example\n'

/**
 * Every ```yaml block of a Markdown page, as a workflow: a whole one as it is (with `on:` added when the example leaves
 * it out), a list of steps inside a job, a mapping without `jobs:` (such as `permissions:`) above one job. Pure.
 */
export function docWorkflows(page: string, markdown: string): DocWorkflow[] {
  const workflows: DocWorkflow[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i] ?? '')) continue
    const start = i + 1
    let end = start
    while (end < lines.length && !/^```\s*$/.test(lines[end] ?? '')) end++
    const block = lines.slice(start, end).join('\n') + '\n'
    i = end
    const value: unknown = parse(block)
    let header: string
    let content: string
    let indent = 0
    if (Array.isArray(value)) {
      header = ON + JOB
      indent = 6
      content = header + block.replace(/^(?=.)/gm, ' '.repeat(indent))
    } else if (value && typeof value === 'object' && 'jobs' in value) {
      header = 'on' in value ? '' : ON
      content = header + block
    } else {
      header = value && typeof value === 'object' && 'on' in value ? '' : ON
      content = header + block + JOB + RUN
    }
    const headerLines = header.split('\n').length - 1
    workflows.push({ where: `${page}:${start + 1}`, content, headerLines, firstLine: start + 1, indent })
  }
  return workflows
}

/** A parser message's `(Line: N, Col: C)` told as the page's own line. */
export function pageMessage(workflow: DocWorkflow, message: string): string {
  return message.replace(/^.*? \(Line: (\d+), Col: (\d+)\)/, (_all, line: string, col: string) => {
    const pageLine = Number(line) - workflow.headerLines + workflow.firstLine - 1
    return `${workflow.where.replace(/:\d+$/, '')}:${pageLine}:${Number(col) - workflow.indent}`
  })
}
