import type { EditorConflict } from '../errors.js'
import { type FileQuery, type GitVersions, versionKey } from '../history/read-history.js'
import type { AssetStep, Plan } from './plan.js'

/**
 * A push weighed against git's history (pure): an update or a delete whose asset bytes git had at that path on HEAD's
 * line only brings the Editor up to git (a push pending, a revert, a merged branch); bytes git never had were made in
 * the Editor, and are a conflict, which `on-conflict` decides.
 */

export type OnConflict = 'fail' | 'skip' | 'overwrite'
export const ON_CONFLICT: readonly OnConflict[] = ['fail', 'skip', 'overwrite']

export interface Weighed {
  /** The plan to write: with `skip`, without the conflicts. */
  plan: Plan
  conflicts: EditorConflict[]
  /** Files changed without a check: git does not track them (or there is no repository). */
  unchecked: string[]
}

/** What to ask git's history about: every asset a push would overwrite or delete, by its bytes' MD5. */
export function pushQueries(plan: Plan): FileQuery[] {
  return [...plan.updates, ...plan.deletes].flatMap(step =>
    step.asset.hash ? [{ path: step.path, md5: step.asset.hash, differs: true }] : [],
  )
}

export function weighPush(plan: Plan, versions: GitVersions, mode: OnConflict): Weighed {
  const conflicts: EditorConflict[] = []
  const unchecked: string[] = []
  const conflict = (step: AssetStep, action: EditorConflict['action']): boolean => {
    // An asset with no file holds no bytes to lose.
    if (!step.asset.hash) return false
    if (!versions.repository || (action === 'updated' && !versions.tracked.has(step.path))) {
      unchecked.push(step.path)
      return false
    }
    if (versions.found.has(versionKey(step.path, step.asset.hash))) return false
    conflicts.push({
      path: step.path,
      action,
      id: step.asset.id,
      md5: step.asset.hash,
      ...(step.asset.modifiedAt ? { modifiedAt: step.asset.modifiedAt } : {}),
      why: versions.complete ? 'edited' : 'unverified',
    })
    return true
  }
  const updates = plan.updates.filter(step => !conflict(step, 'updated'))
  const deletes = plan.deletes.filter(step => !conflict(step, 'deleted'))
  return { plan: mode === 'skip' ? { ...plan, updates, deletes } : plan, conflicts, unchecked }
}
