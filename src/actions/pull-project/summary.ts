import type { Change } from '../../project/describe.js'
import { code, formatDuration, named, tableHtml } from '../../report/format.js'
import { escapeHtml } from '../../text.js'

export interface PullProjectFacts {
  projectId: number
  branch?: { id: string; name?: string }
  path: string
  changes: readonly Change[]
  unchanged: number
  renamed: readonly string[]
  tookMs: number
}

/** Rows of the summary's list of changes at most. */
const MAX_ROWS = 200

/** The step's summary: which scenes and assets changed (by type), in the words of the pull request's body. */
export function pullProjectSummaryHtml(facts: PullProjectFacts): string {
  const count = (action: Change['action']): number => facts.changes.filter(c => c.action === action).length
  const byType = new Map<string, number>()
  for (const change of facts.changes) byType.set(change.type, (byType.get(change.type) ?? 0) + 1)
  const rows: [string, string][] = [
    ['Project', escapeHtml(String(facts.projectId))],
    ['Branch', facts.branch ? named(facts.branch.name, facts.branch.id) : "the project's main branch"],
    ['Folder', code(facts.path)],
    [
      'Files',
      `${count('created')} created, ${count('updated')} updated, ${count('deleted')} deleted, ${count('moved')} moved, ${facts.unchanged} unchanged`,
    ],
    ['Changed, by type', escapeHtml([...byType].map(([type, n]) => `${type} ${n}`).join(', ') || 'nothing')],
    ['Step took', escapeHtml(formatDuration(facts.tookMs))],
  ]
  const list = facts.changes
    .slice(0, MAX_ROWS)
    .map(
      c =>
        `<li>${escapeHtml(`${c.kind === 'asset' ? c.type : c.kind} "${c.name}": ${c.action === 'updated' ? c.detail.replace(/`/g, '') : c.action}`)}</li>`,
    )
  const more = facts.changes.length > MAX_ROWS ? `<li>… and ${facts.changes.length - MAX_ROWS} more</li>\n` : ''
  const changes = list.length ? `<ul>\n${list.join('\n')}\n${more}</ul>\n` : ''
  const renamed = facts.renamed.length
    ? `<details><summary>Names written otherwise (${facts.renamed.length})</summary>\n<ul>\n${facts.renamed.map(r => `<li>${escapeHtml(r)}</li>`).join('\n')}\n</ul>\n</details>\n`
    : ''
  return `<h3>Project pulled</h3>\n${tableHtml(rows)}\n${changes}${renamed}`
}
