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

/** The live deploy as read: the newest on record that went live, unless Pages serves a commit it does not name. */
export function liveText({ walk, served }: Pick<FindFacts, 'walk' | 'served'>): string {
  if (!walk.live) return 'none on record'
  if (served !== undefined && served !== walk.live.sha)
    return `not on record (Pages serves commit ${served.slice(0, 7)}); the newest on record: ${deploy(walk.live)}`
  return deploy(walk.live)
}

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

/**
 * Pages serves another commit than the newest deploy on record that went live: one went live since without its record
 * (record-deploy failed or was skipped in that run, or another workflow deployed the site), and rolling back from the
 * record would not undo it. A refusal, unless the run names the deploy to put back (`to`): then a warning.
 */
export function unrecordedLiveMessage(live: DeployRecord, served: string, to?: string): string {
  const seen = `Pages serves commit ${served.slice(0, 7)}, but the newest deploy on record that went live, #${live.id}, is of commit ${live.sha.slice(0, 7)}: the site was deployed since without a record (record-deploy failed or was skipped in that run, or another workflow deployed the site)`
  return to === undefined
    ? `${seen}. Nothing was built or deployed. Say which deploy to put back with the input to (a record id, a checkpoint id or a commit): to: ${live.id} puts back #${live.id}, the newest on record (docs/find-deploy.md, "Pages serves a deploy not on record").`
    : `${seen}. Rolling back to '${to}', as asked.`
}

/** What the step read and decided: the live deploy, the target, the ones passed over and why, the served commit. */
export function findSummaryHtml(facts: FindFacts, refusal?: string): string {
  const { walk } = facts
  const rows: [string, string][] = [
    ['Live', escapeHtml(liveText(facts))],
    ['Roll back to', walk.target ? escapeHtml(deploy(walk.target)) : 'none'],
    ...(walk.target
      ? [
          [
            'Its engine',
            walk.target.engineVersion
              ? code(walk.target.engineVersion)
              : "not on record (a record made before engines were kept): the build takes download-app's engine-version, or the service's default",
          ] as [string, string],
        ]
      : []),
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
