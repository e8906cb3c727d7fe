import { type ChangesFacts, type ChangesWords, changesSummaryHtml } from '../../report/changes.js'
import { code } from '../../report/format.js'
import { historyCell, pathList } from '../../report/history-messages.js'
import { leftWhyText } from '../../report/pull-messages.js'
import type { GitVersions } from '../../history/read-history.js'
import type { LeftToGit } from '../../pulling/against-history.js'

export interface PullSummaryFacts extends ChangesFacts {
  path: string
  leftOut: number
  leftToGit: readonly LeftToGit[]
  merged: readonly { path: string; conflicted: boolean }[]
  /** Files written or deleted without a check against git's history (untracked, or no repository). */
  unchecked: readonly string[]
  history: GitVersions
}

export const PULL_WORDS: ChangesWords = {
  done: 'Files pulled',
  dryRun: 'Files not pulled (dry run): what would change',
  failed: 'Files not pulled',
  what: {
    created: ['written (new)', 'would be written (new)'],
    updated: ['replaced', 'would be replaced'],
    deleted: ['deleted', 'would be deleted'],
  },
}

/** The pull-files step's summary as HTML: the changes (path, what, asset id), counts and figures; every value escaped. */
export function pullSummaryHtml(facts: PullSummaryFacts): string {
  const conflicted = facts.merged.filter(m => m.conflicted).map(m => m.path)
  const clean = facts.merged.filter(m => !m.conflicted).map(m => m.path)
  const notes = [
    conflicted.length
      ? `<p>Merged with conflict markers (git and the Editor changed the same lines; resolve them in the pull request): ${pathList(conflicted)}.</p>`
      : '',
    clean.length
      ? `<p>Merged cleanly (git and the Editor changed different lines; both kept): ${pathList(clean)}.</p>`
      : '',
    facts.leftToGit.length ? leftTable(facts.leftToGit) : '',
    facts.unchecked.length
      ? `<p>Not checked against git's history (git does not track them, or there is no repository): ${pathList(facts.unchecked)}.</p>`
      : '',
  ]
    .filter(Boolean)
    .map(note => `${note}\n`)
    .join('')
  return changesSummaryHtml(facts, PULL_WORDS, {
    rows: [
      ['Path', code(facts.path)],
      ['Left out (names no file can have)', String(facts.leftOut)],
      ["Checked against git's history", historyCell(facts.history)],
      ['Left as git has it', String(facts.leftToGit.length)],
    ],
    notes,
  })
}

/** The files left as git has them, at most 100 rows, with why. */
function leftTable(left: readonly LeftToGit[]): string {
  const rows = left
    .slice(0, 100)
    .map(
      l => `<tr><td>${code(l.path)}</td><td>${l.id ? code(String(l.id)) : ''}</td><td>${leftWhyText(l.why)}</td></tr>`,
    )
  const more = left.length > 100 ? `<p>And ${left.length - 100} more (the log lists them).</p>` : ''
  return `<p>Left as git has it (the Editor differs, but not by an edit of its own):</p>\n<table>\n<tr><th align="left">Path</th><th align="left">Asset</th><th align="left">Why</th></tr>\n${rows.join('\n')}\n</table>${more}`
}
