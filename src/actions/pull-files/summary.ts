import { type ChangesFacts, type ChangesWords, changesSummaryHtml } from '../../report/changes.js'
import { code } from '../../report/format.js'

export interface PullSummaryFacts extends ChangesFacts {
  path: string
  leftOut: number
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
  return changesSummaryHtml(facts, PULL_WORDS, {
    rows: [
      ['Path', code(facts.path)],
      ['Left out (names no file can have)', String(facts.leftOut)],
    ],
  })
}
