import { code, formatDuration, named, tableHtml } from '../../report/format.js'
import { escapeHtml } from '../../text.js'
import type { Twin } from '../../pushing/write-plan.js'
import type { Change } from '../../errors.js'

export interface PushSummaryFacts {
  projectId: number
  branch: { id: string; name?: string }
  target: string
  dryRun: boolean
  /** Made, or with dry-run, that would be made (id 0 for what does not exist yet). */
  changes: readonly Change[]
  unchanged: number
  twins: readonly Twin[]
  tookMs: number
  requests: number
  heldMs: number
}

const WHAT: Record<Change['action'], [string, string]> = {
  created: ['created', 'would be created'],
  updated: ['updated', 'would be updated'],
  deleted: ['deleted', 'would be deleted'],
  'created-folder': ['folder made', 'folder would be made'],
}

export const countOf = (changes: readonly Change[], action: Change['action']): number =>
  changes.filter(c => c.action === action).length

/** The push-files step's summary as HTML: the changes (path, what, asset id), counts and figures; every value escaped. */
export function pushSummaryHtml(facts: PushSummaryFacts): string {
  const count = (action: Change['action']): number => countOf(facts.changes, action)
  const rows: [string, string][] = [
    ['Project', escapeHtml(String(facts.projectId))],
    ['Branch', named(facts.branch.name, facts.branch.id)],
    ['Target', facts.target ? code(facts.target) : 'the root of the assets panel'],
    [
      facts.dryRun ? 'Would change' : 'Changed',
      `${count('created')} created, ${count('updated')} updated, ${count('deleted')} deleted; folders made: ${count('created-folder')}`,
    ],
    ['Unchanged', String(facts.unchanged)],
    ['Step took', escapeHtml(formatDuration(facts.tookMs))],
    ['Requests', String(facts.requests)],
  ]
  if (facts.heldMs >= 1) rows.push(['Held back by the rate limit', escapeHtml(formatDuration(facts.heldMs))])
  const title = facts.dryRun ? 'Files not pushed (dry run): what would change' : 'Files pushed'
  const twins = facts.twins.length
    ? `<p>Assets of one name in a folder this step created into (another run's?): ${facts.twins
        .map(t => `${code(t.path)} (ids ${t.ids.join(', ')})`)
        .join('; ')}.</p>\n`
    : ''
  return `<h3>${title}</h3>\n${tableHtml(rows)}\n${twins}${changesTable(facts.changes, facts.dryRun)}`
}

/** The changes as a table; at most MAX_ROWS rows (the `changes` output holds them all). */
export const MAX_ROWS = 500

function changesTable(changes: readonly Change[], dryRun: boolean): string {
  if (changes.length === 0) return '<p>Nothing to change: every file matches its asset.</p>\n'
  const rows = changes
    .slice(0, MAX_ROWS)
    .map(
      c =>
        `<tr><td>${code(c.path)}</td><td>${WHAT[c.action][dryRun ? 1 : 0]}</td><td>${c.id ? code(String(c.id)) : ''}</td></tr>`,
    )
  const more =
    changes.length > MAX_ROWS ? `<p>And ${changes.length - MAX_ROWS} more (the changes output lists all).</p>\n` : ''
  return `<table>\n<tr><th align="left">Path</th><th align="left">What</th><th align="left">Asset</th></tr>\n${rows.join('\n')}\n</table>\n${more}`
}

/** A failed push's summary: what went wrong, and what was changed before it. */
export function pushFailureSummaryHtml(message: string, changes: readonly Change[]): string {
  const done = changes.length ? changesTable(changes, false) : ''
  return `<h3>Files not pushed</h3>\n<p>${escapeHtml(message)}</p>\n${done}`
}
