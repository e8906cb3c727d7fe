import { type ChangesFacts, type ChangesWords, changesSummaryHtml, countOf } from '../../report/changes.js'
import { code } from '../../report/format.js'
import { historyCell, pathList } from '../../report/history-messages.js'
import type { EditorConflict } from '../../errors.js'
import type { GitVersions } from '../../history/read-history.js'
import type { OnConflict } from '../../pushing/against-history.js'
import type { Twin } from '../../pushing/write-plan.js'
import { escapeHtml } from '../../text.js'

export interface PushSummaryFacts extends ChangesFacts {
  twins: readonly Twin[]
  conflicts: readonly EditorConflict[]
  onConflict: OnConflict
  /** Files pushed without a check against git's history (untracked, or no repository). */
  unchecked: readonly string[]
  history: GitVersions
}

export const PUSH_WORDS: ChangesWords = {
  done: 'Files pushed',
  dryRun: 'Files not pushed (dry run): what would change',
  failed: 'Files not pushed',
  what: {
    created: ['created', 'would be created'],
    updated: ['updated', 'would be updated'],
    deleted: ['deleted', 'would be deleted'],
    'created-folder': ['folder made', 'folder would be made'],
  },
}

const CONFLICT_FATE: Record<OnConflict, string> = {
  fail: 'not pushed',
  skip: 'left as the Editor has it',
  overwrite: "replaced by git's (on-conflict: overwrite)",
}

/** The push-files step's summary as HTML: the changes (path, what, asset id), counts and figures; every value escaped. */
export function pushSummaryHtml(facts: PushSummaryFacts): string {
  const twins = facts.twins.length
    ? `<p>Assets of one name in a folder this step created into (another run's?): ${facts.twins
        .map(t => `${code(t.path)} (ids ${t.ids.join(', ')})`)
        .join('; ')}.</p>\n`
    : ''
  const unchecked = facts.unchecked.length
    ? `<p>Not checked against git's history (git does not track them, or there is no repository): ${pathList(facts.unchecked)}.</p>\n`
    : ''
  return changesSummaryHtml(facts, PUSH_WORDS, {
    rows: [
      ["Checked against git's history", historyCell(facts.history)],
      ['Edits only the Editor has', `${facts.conflicts.length} (on-conflict: ${facts.onConflict})`],
    ],
    changedMore: `; folders made: ${countOf(facts.changes, 'created-folder')}`,
    notes: `${conflictsTable(facts.conflicts, facts.onConflict)}${unchecked}${twins}`,
  })
}

/** The conflicts, a row each: path, asset, the Editor's MD5 and time, and what the push did with it. */
export function conflictsTable(conflicts: readonly EditorConflict[], mode: OnConflict): string {
  if (!conflicts.length) return ''
  const rows = conflicts.map(c =>
    [
      code(c.path),
      code(String(c.id)),
      code(c.md5),
      c.modifiedAt ? escapeHtml(c.modifiedAt) : '',
      c.why === 'edited' ? 'bytes git never had' : "git's history too short to tell (fetch-depth: 0)",
      `${c.action === 'deleted' ? 'delete' : 'update'}: ${CONFLICT_FATE[mode]}`,
    ]
      .map(cell => `<td>${cell}</td>`)
      .join(''),
  )
  const head = ['Path', 'Asset', "Editor's MD5", 'Modified', 'Why', 'Push'].map(h => `<th align="left">${h}</th>`)
  return `<p>Edits on the branch that git does not have:</p>\n<table>\n<tr>${head.join('')}</tr>\n${rows.map(r => `<tr>${r}</tr>`).join('\n')}\n</table>\n`
}
