import type { Walk } from '../../deployments/choose.js'
import { MAX_LOOKED } from '../../deployments/records.js'
import type { DeployRecord } from '../../deployments/record.js'
import { code, tableHtml } from '../../report/format.js'
import { escapeHtml } from '../../text.js'
import type { FindInputs } from './inputs.js'

export interface FindFacts {
  inputs: FindInputs
  walk: Walk
  /** The commit Pages serves by GitHub's records; undefined when none is on record (or the site is not on Pages). */
  served?: string
  /** The commit this run started on. */
  sha: string
  repository: string
}

const deploy = (record: DeployRecord): string =>
  `#${record.id}: ${record.release.branchName} (checkpoint ${record.release.checkpointId}, commit ${record.sha.slice(0, 7)}, ${record.createdAt})`

const looked = (walk: Walk): string =>
  `${walk.looked} record${walk.looked === 1 ? '' : 's'} of the project looked at${walk.looked >= MAX_LOOKED ? ` (at most ${MAX_LOOKED})` : ''}`

/** Why there is nothing to roll back to, naming the live deploy when there is one. */
export function nothingToRollBackMessage(facts: FindFacts): string {
  const { walk, inputs } = facts
  if (!walk.live)
    return `No deploy of project ${inputs.projectId} is on record in environment '${inputs.environment}' of ${facts.repository} (${looked(walk)}): deploys made before record-deploy was in the deploy workflow have no record. Nothing was built or deployed; to roll back by hand from a checkpoint id, see docs/create-branch.md, "Roll back to a checkpoint".`
  const asked =
    walk.to !== undefined
      ? `no deploy before it on record matches '${walk.to}' (a record id, a checkpoint id or a commit) with another release`
      : 'no deploy before it went live with another release that was never rolled back from'
  return `Nothing to roll back to: ${deploy(walk.live)} is live, and ${asked} (${looked(walk)}). Nothing was built or deployed: the site is as it was.`
}

/** Pages' silent no-op, said before anything is built. */
export function pagesNoOpMessage(served: string): string {
  return `Pages already serves commit ${served.slice(0, 7)}, the commit this run started on: deploy-pages would publish the roll back as that same version, and Pages answers success without changing the site (actions/deploy-pages#383). Nothing was built or deployed. Push a commit that starts no deploy (git commit --allow-empty -m "Roll back [skip ci]" && git push), then run the roll back again: it then starts on a commit Pages does not serve.`
}

/** What the step read and decided: the live deploy, the target, the ones passed over and why, the served commit. */
export function findSummaryHtml(facts: FindFacts, refusal?: string): string {
  const { walk } = facts
  const rows: [string, string][] = [
    ['Live', walk.live ? escapeHtml(deploy(walk.live)) : 'none on record'],
    ['Roll back to', walk.target ? escapeHtml(deploy(walk.target)) : 'none'],
    ['Asked for', walk.to !== undefined ? code(walk.to) : 'the last good deploy before the live one'],
    ['Records', escapeHtml(`${looked(walk)}, environment ${facts.inputs.environment}`)],
    ['Pages serves', facts.served ? code(facts.served.slice(0, 7)) : 'no commit on record'],
    ['This run', code(facts.sha.slice(0, 7))],
  ]
  const title = refusal ? 'Nothing rolled back' : 'Deploy to roll back to'
  const why = refusal ? `<p>${escapeHtml(refusal)}</p>\n` : ''
  const skipped = walk.skipped.length
    ? `<details><summary>Passed over (${walk.skipped.length})</summary>\n<ul>\n${walk.skipped.map(s => `<li>#${s.id}: ${escapeHtml(s.why)}</li>`).join('\n')}\n</ul>\n</details>\n`
    : ''
  const notes = walk.notes.map(note => `<p>${escapeHtml(note)}</p>\n`).join('')
  return `<h3>${title}</h3>\n${why}${tableHtml(rows)}\n${notes}${skipped}`
}
