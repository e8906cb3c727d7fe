import { DEPLOY_TASK, type DeployRecord } from './record.js'

/**
 * Which deploy is live and which one a roll back puts back, read from the records newest first. Pure: the caller
 * feeds one record at a time (with its newest status) and stops as soon as the choice is made, so that an old
 * repository's long history costs no more requests than the choice needs.
 */

/** A record as listed: ours and readable, or why not. */
export type Listed = DeployRecord | { id: number; unreadable: string }

export interface Skipped {
  id: number
  why: string
}

export interface Walk {
  readonly projectId: number
  /** A record id, checkpoint id or commit (a prefix of 7 or more hex digits) to roll back to; undefined: the last good. */
  readonly to?: string
  live?: DeployRecord
  target?: DeployRecord
  /** Why the target is an unusual pick (the one asked for was rolled back from once). */
  notes: string[]
  /** The records passed over on the way, with why. */
  skipped: Skipped[]
  /** Records of this project looked at. */
  looked: number
  /** Records rolled back from, by the id of the record that rolled back from them. */
  readonly rolledBackBy: Map<number, number>
  /** The checkpoints of releases rolled back from: never a target by default. */
  readonly badReleases: Set<string>
}

export function startWalk(projectId: number, to?: string): Walk {
  return { projectId, to, notes: [], skipped: [], looked: 0, rolledBackBy: new Map(), badReleases: new Set() }
}

/** Whether `to` names this record: its id, its checkpoint, or its commit. */
export function names(to: string, record: DeployRecord): boolean {
  return (
    to === String(record.id) ||
    to === record.release.checkpointId ||
    (/^[0-9a-f]{7,40}$/.test(to) && record.sha.startsWith(to))
  )
}

/** A status state GitHub keeps for a deploy that went live: `success`, or `inactive` once marked so. */
const wentLive = (state: string | undefined): boolean => state === 'success' || state === 'inactive'

/**
 * Takes the next older record into the walk. `state` is its newest status's state (undefined: it has none). Returns
 * true when the choice is made and no older record is needed.
 */
export function consider(walk: Walk, listed: Listed, state: string | undefined): boolean {
  if ('unreadable' in listed) {
    walk.skipped.push({ id: listed.id, why: `not readable as a deploy record: ${listed.unreadable}` })
    return false
  }
  if (listed.projectId !== walk.projectId) return false
  walk.looked++
  const record = listed
  if (!wentLive(state)) {
    walk.skipped.push({ id: record.id, why: `never went live (its last status: ${state ?? 'none'})` })
    return false
  }
  // A roll back names what it rolled back from; that one is older, so it is always met after the roll back.
  if (record.rolledBackFrom !== undefined && !walk.rolledBackBy.has(record.rolledBackFrom)) {
    walk.rolledBackBy.set(record.rolledBackFrom, record.id)
  }
  const by = walk.rolledBackBy.get(record.id)
  const rolledBack = by !== undefined || state === 'inactive'
  if (!walk.live) {
    if (rolledBack) {
      walk.badReleases.add(record.release.checkpointId)
      walk.skipped.push({ id: record.id, why: rolledBackWhy(by) })
      return false
    }
    walk.live = record
    if (walk.to !== undefined && names(walk.to, record))
      walk.skipped.push({ id: record.id, why: 'the one asked for, and it is the live deploy' })
    return false
  }
  const live = walk.live
  if (walk.to !== undefined) {
    if (!names(walk.to, record)) return false
    if (record.release.checkpointId === live.release.checkpointId) {
      walk.skipped.push({ id: record.id, why: `the live release (checkpoint ${live.release.checkpointId})` })
      return false
    }
    if (rolledBack || walk.badReleases.has(record.release.checkpointId))
      walk.notes.push(`#${record.id} was asked for by name, though its release was rolled back from once`)
    walk.target = record
    return true
  }
  if (rolledBack) {
    walk.badReleases.add(record.release.checkpointId)
    walk.skipped.push({ id: record.id, why: rolledBackWhy(by) })
    return false
  }
  if (record.release.checkpointId === live.release.checkpointId) {
    walk.skipped.push({ id: record.id, why: `the live release (checkpoint ${live.release.checkpointId})` })
    return false
  }
  if (walk.badReleases.has(record.release.checkpointId)) {
    walk.skipped.push({
      id: record.id,
      why: `its release (checkpoint ${record.release.checkpointId}) was rolled back from`,
    })
    return false
  }
  walk.target = record
  return true
}

/**
 * Pages serves a commit that the newest record that went live does not name: that record is not what is live, so it
 * may be put back when the run asks for it by name (the walk took it for the live one, and passed it over).
 */
export function allowNewestOnRecord(walk: Walk): void {
  const newest = walk.live
  if (!newest || walk.to === undefined || !names(walk.to, newest)) return
  walk.target = newest
  walk.skipped = walk.skipped.filter(skipped => skipped.id !== newest.id)
}

function rolledBackWhy(by: number | undefined): string {
  return by !== undefined ? `rolled back from (by #${by})` : 'marked inactive'
}

/** GitHub's own deployment of an environment (the record it makes for a job's `environment:`), as listed. */
export interface EnvironmentDeployment {
  id: number
  sha: string
  task: string
}

/**
 * The commit Pages serves: that of the newest deployment of Pages' environment whose newest status is `success`,
 * not counting ours. The caller feeds them newest first; returns the commit once known, else undefined (keep going).
 */
export function servedCommit(deployment: EnvironmentDeployment, state: string | undefined): string | undefined {
  if (deployment.task === DEPLOY_TASK) return undefined
  return state === 'success' ? deployment.sha : undefined
}
