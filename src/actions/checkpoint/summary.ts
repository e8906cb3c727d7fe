import type { Checkpoint } from '../../api/model.js'
import { escapeHtml } from '../../text.js'
import { formatDuration, who } from '../../report/format.js'

export interface SummaryFacts {
  checkpoint: Checkpoint
  jobId?: number
  projectId: number
  branchId: string
  /** Set when the branch was given by its name. */
  branchName?: string
  description: string
  tookMs: number
  /** Requests the step sent, retries included. */
  requests: number
  /** How long the rate limit held the step back: the gate, 429s, and pacing beyond its own pace. */
  heldMs: number
}

/** The step summary as HTML (what core.summary writes); every value is escaped, as any of it may be untrusted. */
export function summaryHtml(facts: SummaryFacts): string {
  const { checkpoint } = facts
  const rows: [string, string][] = [
    ['Checkpoint', `<code>${escapeHtml(checkpoint.id)}</code>`],
    ['Project', escapeHtml(String(facts.projectId))],
    ['Branch', branchCell(facts.branchId, facts.branchName)],
    ['Created by', escapeHtml(who(checkpoint) ?? '—')],
    ['Created at', escapeHtml(checkpoint.createdAt ?? '—')],
    ['Took', escapeHtml(formatDuration(facts.tookMs))],
    ['Requests', String(facts.requests)],
  ]
  if (facts.heldMs >= 1) rows.push(['Held back by the shared rate limit', escapeHtml(formatDuration(facts.heldMs))])
  if (facts.jobId !== undefined) rows.push(['Job', escapeHtml(String(facts.jobId))])
  const table = rows.map(([name, value]) => `<tr><th align="left">${name}</th><td>${value}</td></tr>`).join('\n')
  const description = checkpoint.description ?? facts.description
  return [
    '<h3>Checkpoint created</h3>',
    `<table>\n${table}\n</table>`,
    `<details open><summary>Description</summary>\n<pre>${escapeHtml(description)}</pre>\n</details>`,
    '',
  ].join('\n')
}

/** The step summary of a failed step: what went wrong, and the job to look for if one was started. */
export function failureSummaryHtml(message: string, job?: { id: number; failed: boolean }): string {
  const after = job?.failed ? 'it ended in error, so no checkpoint will appear' : 'its checkpoint may still appear'
  const started = job === undefined ? '' : `<p>Job <code>${job.id}</code> was started; ${after}.</p>\n`
  return `<h3>Checkpoint not created</h3>\n<p>${escapeHtml(message)}</p>\n${started}`
}

function branchCell(id: string, name: string | undefined): string {
  const code = `<code>${escapeHtml(id)}</code>`
  return name === undefined ? code : `${escapeHtml(name)} (${code})`
}
