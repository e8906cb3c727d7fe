import { code, formatDuration, named, tableHtml } from './format.js'
import { escapeHtml } from '../text.js'
import type { Change } from '../errors.js'

/**
 * The summary of a step whose outcome is a list of changes to files (push-files, pull-files): the facts both tell,
 * the table of changes, and a failure's summary. Pure; every value escaped where it is placed.
 */

export interface ChangesFacts {
  projectId: number
  branch: { id: string; name?: string }
  target: string
  dryRun: boolean
  /** Made, or with dry-run, that would be made (id 0 for what does not exist yet). */
  changes: readonly Change[]
  unchanged: number
  tookMs: number
  requests: number
  heldMs: number
}

/** What one step calls its work: its titles, each action's word (done, and would be done), and its own rows. */
export interface ChangesWords {
  done: string
  dryRun: string
  failed: string
  what: Partial<Record<Change['action'], readonly [string, string]>>
}

export const countOf = (changes: readonly Change[], action: Change['action']): number =>
  changes.filter(c => c.action === action).length

/** `2 created, 1 updated, 0 deleted`: the counts every such step gives, in its log and its summary. */
export function countsText(changes: readonly Change[]): string {
  return `${countOf(changes, 'created')} created, ${countOf(changes, 'updated')} updated, ${countOf(changes, 'deleted')} deleted`
}

/**
 * The summary: project, branch, target, the step's own `rows` (after target), counts and figures, then `notes`
 * (HTML already) and the table of changes.
 */
export function changesSummaryHtml(
  facts: ChangesFacts,
  words: ChangesWords,
  own: { rows?: readonly (readonly [string, string])[]; changedMore?: string; notes?: string } = {},
): string {
  const rows: (readonly [string, string])[] = [
    ['Project', escapeHtml(String(facts.projectId))],
    ['Branch', named(facts.branch.name, facts.branch.id)],
    ['Target', facts.target ? code(facts.target) : 'the root of the assets panel'],
    ...(own.rows ?? []),
    [facts.dryRun ? 'Would change' : 'Changed', `${countsText(facts.changes)}${own.changedMore ?? ''}`],
    ['Unchanged', String(facts.unchanged)],
    ['Step took', escapeHtml(formatDuration(facts.tookMs))],
    ['Requests', String(facts.requests)],
  ]
  if (facts.heldMs >= 1) rows.push(['Held back by the rate limit', escapeHtml(formatDuration(facts.heldMs))])
  const title = facts.dryRun ? words.dryRun : words.done
  return `<h3>${title}</h3>\n${tableHtml(rows)}\n${own.notes ?? ''}${changesTable(facts.changes, words, facts.dryRun)}`
}

/** A failed step's summary: what went wrong, and what was changed before it. */
export function changesFailureSummaryHtml(message: string, changes: readonly Change[], words: ChangesWords): string {
  const done = changes.length ? changesTable(changes, words, false) : ''
  return `<h3>${words.failed}</h3>\n<p>${escapeHtml(message)}</p>\n${done}`
}

/** The changes as a table; at most MAX_ROWS rows (the `changes` output holds them all). */
export const MAX_ROWS = 500

function changesTable(changes: readonly Change[], words: ChangesWords, dryRun: boolean): string {
  if (changes.length === 0) return '<p>Nothing to change: every file matches its asset.</p>\n'
  const rows = changes
    .slice(0, MAX_ROWS)
    .map(
      c =>
        `<tr><td>${code(c.path)}</td><td>${words.what[c.action]?.[dryRun ? 1 : 0] ?? c.action}</td><td>${c.id ? code(String(c.id)) : ''}</td></tr>`,
    )
  const more =
    changes.length > MAX_ROWS ? `<p>And ${changes.length - MAX_ROWS} more (the changes output lists all).</p>\n` : ''
  return `<table>\n<tr><th align="left">Path</th><th align="left">What</th><th align="left">Asset</th></tr>\n${rows.join('\n')}\n</table>\n${more}`
}
