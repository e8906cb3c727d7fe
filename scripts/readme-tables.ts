/**
 * `npm run docs` writes the README's inputs and outputs tables from action.yml; `npm run docs -- --check` (run by
 * `npm run lint`) fails when they differ, so the README cannot drift from the action.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import * as prettier from 'prettier'
import { parse } from 'yaml'

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
}

const action = parse(readFileSync('action.yml', 'utf8')) as ActionYml
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim()
const code = (text: string): string => (text.includes('`') ? cell(text) : `\`${cell(text)}\``)

const inputs = [
  '| Name | Required | Default | Description |',
  '| --- | --- | --- | --- |',
  ...Object.entries(action.inputs).map(
    ([name, input]) =>
      `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${input.default ? code(input.default) : ''} | ${cell(input.description)} |`,
  ),
].join('\n')
const outputs = [
  '| Name | Description |',
  '| --- | --- |',
  ...Object.entries(action.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`),
].join('\n')

function replaceBetween(text: string, marker: string, content: string): string {
  const start = `<!-- ${marker}:start (generated from action.yml by npm run docs) -->`
  const end = `<!-- ${marker}:end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block`)
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`
}

const current = readFileSync('README.md', 'utf8')
const generated = replaceBetween(replaceBetween(current, 'inputs', inputs), 'outputs', outputs)
const formatted = await prettier.format(generated, {
  ...(await prettier.resolveConfig('README.md')),
  filepath: 'README.md',
})
if (parseArgs({ options: { check: { type: 'boolean', default: false } } }).values.check) {
  if (formatted !== current) {
    console.error("README.md's inputs or outputs tables differ from action.yml: run npm run docs")
    process.exit(1)
  }
  console.log('README tables match action.yml')
} else {
  writeFileSync('README.md', formatted)
}
