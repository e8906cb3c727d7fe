import { type ChangesFacts, type ChangesWords, changesSummaryHtml, countOf } from '../../report/changes.js'
import { code } from '../../report/format.js'
import type { Twin } from '../../pushing/write-plan.js'

export interface PushSummaryFacts extends ChangesFacts {
  twins: readonly Twin[]
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

/** The push-files step's summary as HTML: the changes (path, what, asset id), counts and figures; every value escaped. */
export function pushSummaryHtml(facts: PushSummaryFacts): string {
  const twins = facts.twins.length
    ? `<p>Assets of one name in a folder this step created into (another run's?): ${facts.twins
        .map(t => `${code(t.path)} (ids ${t.ids.join(', ')})`)
        .join('; ')}.</p>\n`
    : ''
  return changesSummaryHtml(facts, PUSH_WORDS, {
    changedMore: `; folders made: ${countOf(facts.changes, 'created-folder')}`,
    notes: twins,
  })
}
