import type { DeployFacts, DeployRecord } from '../../deployments/record.js'
import { code, tableHtml } from '../../report/format.js'
import { escapeHtml } from '../../text.js'

/** Why a deploy is not recorded: Pages served this run's commit before it, so the deploy changed nothing. */
export function notLiveMessage(served: string): string {
  return `Not recorded: Pages already served commit ${served.slice(0, 7)}, this run's commit, before this deploy, and Pages answers success to a deploy of the version it serves without changing the site (actions/deploy-pages#383). The site is as it was before this run. Deploy from a new commit: a re-run of an older deploy never goes live.`
}

/**
 * What to warn of when this deploy runs another engine than the deploy before it on record (pure): a new engine goes
 * live on purpose, not by surprise. Undefined when either engine is unknown, or they are the same.
 */
export function engineDrift(engine: string | undefined, before: DeployRecord | undefined): string | undefined {
  if (!engine || !before?.engineVersion || before.engineVersion === engine) return undefined
  return `This deploy runs engine ${engine}, and the deploy before it on record (deployment ${before.id}, ${before.release.branchName}) ran engine ${before.engineVersion}: the app now runs on another engine. If that was not meant, pin download-app's engine-version (docs/download-app.md#the-engine)`
}

/** The record written, and where to see it. */
export function recordSummaryHtml(o: { id: number; facts: DeployFacts; environment: string; sha: string }): string {
  const { facts } = o
  const rows: [string, string][] = [
    ['Record', `deployment ${o.id}, environment ${escapeHtml(o.environment)}`],
    ['Release', `${escapeHtml(facts.release.branchName)} (${code(facts.release.branchId)})`],
    ['Checkpoint', code(facts.release.checkpointId)],
    ['Engine', facts.engineVersion ? code(facts.engineVersion) : 'not given'],
    ['Commit', code(o.sha.slice(0, 7))],
    ['Page', facts.url ? escapeHtml(facts.url) : 'not given'],
    ...(facts.rolledBackFrom !== undefined
      ? [['Rolled back from', `deployment ${facts.rolledBackFrom}, marked so`] as [string, string]]
      : []),
  ]
  return `<h3>Deploy on record</h3>\n${tableHtml(rows)}\n<p>The repository's Environments page lists it; a roll back (find-deploy) reads it.</p>\n`
}
