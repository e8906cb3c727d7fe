import { parse } from 'yaml'

/**
 * What a workflow must hold to: every action it uses from another repository is pinned to a full commit SHA with its
 * version in a comment (`uses: owner/repo@<40 hex> # v1.2.3`, which Dependabot keeps current), and no job may ask
 * for more than `contents: read` unless one of its own steps needs it. Pure: text in, problems out.
 */
const PINNED = /^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40}$/

interface Step {
  uses?: string
  run?: string
}
interface Job {
  permissions?: Record<string, string> | string
  steps?: Step[]
  uses?: string
}
interface Workflow {
  permissions?: Record<string, string> | string
  jobs?: Record<string, Job>
}

const usesAction = (job: Job, ...actions: string[]): boolean =>
  (job.steps ?? []).some(step => actions.some(action => step.uses?.startsWith(`${action}@`)))
const runs = (job: Job, command: RegExp): boolean => (job.steps ?? []).some(step => command.test(step.run ?? ''))
const attests = (job: Job): boolean => usesAction(job, 'actions/attest-build-provenance', 'actions/attest')
const scans = (job: Job): boolean => usesAction(job, 'github/codeql-action/init', 'github/codeql-action/analyze')

/** Each permission above `contents: read`, and the steps that justify it. */
const NEEDED_BY: Record<string, (job: Job) => boolean> = {
  'contents: write': job => runs(job, /\bgh release (?:create|upload|edit)\b/),
  'id-token: write': attests,
  'attestations: write': attests,
  'security-events: write': scans,
  'actions: read': scans,
}

export function workflowProblems(file: string, text: string): string[] {
  const problems: string[] = []
  const workflow = parse(text) as Workflow
  text.split('\n').forEach((line, i) => {
    const match = /^\s*(?:-\s+)?uses:\s*['"]?([^'"\s#]+)['"]?\s*(#.*)?$/.exec(line)
    if (!match?.[1] || match[1].startsWith('./')) return
    const where = `${file}:${i + 1}`
    if (!PINNED.test(match[1])) problems.push(`${where}: ${match[1]} is not pinned to a full commit SHA`)
    else if (!/^#\s*v\d+(?:\.\d+)*\s*$/.test(match[2] ?? ''))
      problems.push(`${where}: ${match[1]} has no "# vX.Y.Z" comment`)
  })
  const top = workflow.permissions
  if (top === undefined)
    problems.push(`${file}: no top-level permissions (the token would get the repository's default)`)
  else if (!isReadOnly(top)) problems.push(`${file}: top-level permissions must be at most contents: read`)
  for (const [name, job] of Object.entries(workflow.jobs ?? {})) {
    const permissions = job.permissions ?? top ?? {}
    if (typeof permissions === 'string') {
      problems.push(`${file}: job ${name} asks for ${permissions}`)
      continue
    }
    for (const [scope, access] of Object.entries(permissions)) {
      if (readOnly(scope, access)) continue
      const permission = `${scope}: ${access}`
      if (!NEEDED_BY[permission]?.(job)) problems.push(`${file}: job ${name} asks for ${permission} without needing it`)
    }
  }
  return problems
}

function isReadOnly(permissions: Record<string, string> | string): boolean {
  return (
    typeof permissions !== 'string' && Object.entries(permissions).every(([scope, access]) => readOnly(scope, access))
  )
}

/** What any job may hold without a reason: reading the repository, or nothing. */
const readOnly = (scope: string, access: string): boolean =>
  access === 'none' || (scope === 'contents' && access === 'read')
