import { code, formatDuration, named, tableHtml } from '../../report/format.js'
import { escapeHtml } from '../../text.js'
import type { Change } from '../../errors.js'

export interface PullSummaryFacts {
  projectId: number
  branch: { id: string; name?: string }
  target: string
  path: string
  dryRun: boolean
  /** Made, or with dry-run, that would be made. */
  changes: readonly Change[]
  unchanged: number
  leftOut: number
  tookMs: number
  requests: number
  heldMs: number
}

export const countOf = (changes: readonly Change[], action: Change['action']): number =>
  changes.filter(c => c.action === action).length

const WHAT: Partial<Record<Change['action'], [string, string]>> = {
  created: ['written (new)', 'would be written (new)'],
  updated: ['replaced', 'would be replaced'],
  deleted: ['deleted', 'would be deleted'],
}

/** The pull-files step's summary as HTML: the changes (path, what, asset id), counts and figures; every value escaped. */
export function pullSummaryHtml(facts: PullSummaryFacts): string {
  const count = (action: Change['action']): number => countOf(facts.changes, action)
  const rows: [string, string][] = [
    ['Project', escapeHtml(String(facts.projectId))],
    ['Branch', named(facts.branch.name, facts.branch.id)],
    ['Target', facts.target ? code(facts.target) : 'the root of the assets panel'],
    ['Path', code(facts.path)],
    [
      facts.dryRun ? 'Would change' : 'Changed',
      `${count('created')} created, ${count('updated')} updated, ${count('deleted')} deleted`,
    ],
    ['Unchanged', String(facts.unchanged)],
    ['Left out (names no file can have)', String(facts.leftOut)],
    ['Step took', escapeHtml(formatDuration(facts.tookMs))],
    ['Requests', String(facts.requests)],
  ]
  if (facts.heldMs >= 1) rows.push(['Held back by the rate limit', escapeHtml(formatDuration(facts.heldMs))])
  const title = facts.dryRun ? 'Files not pulled (dry run): what would change' : 'Files pulled'
  return `<h3>${title}</h3>\n${tableHtml(rows)}\n${changesTable(facts.changes, facts.dryRun)}`
}

/** The changes as a table; at most MAX_ROWS rows (the `changes` output holds them all). */
export const MAX_ROWS = 500

function changesTable(changes: readonly Change[], dryRun: boolean): string {
  if (changes.length === 0) return '<p>Nothing to change: every file matches its asset.</p>\n'
  const rows = changes
    .slice(0, MAX_ROWS)
    .map(
      c =>
        `<tr><td>${code(c.path)}</td><td>${WHAT[c.action]?.[dryRun ? 1 : 0] ?? c.action}</td><td>${c.id ? code(String(c.id)) : ''}</td></tr>`,
    )
  const more =
    changes.length > MAX_ROWS ? `<p>And ${changes.length - MAX_ROWS} more (the changes output lists all).</p>\n` : ''
  return `<table>\n<tr><th align="left">Path</th><th align="left">What</th><th align="left">Asset</th></tr>\n${rows.join('\n')}\n</table>\n${more}`
}

/** A failed pull's summary: what went wrong, and what was changed before it. */
export function pullFailureSummaryHtml(message: string, changes: readonly Change[]): string {
  const done = changes.length ? changesTable(changes, false) : ''
  return `<h3>Files not pulled</h3>\n<p>${escapeHtml(message)}</p>\n${done}`
}
