import { type FileQuery, type GitVersions, versionKey } from '../history/read-history.js'
import type { PullPlan, PullWrite } from './plan.js'

/**
 * A pull weighed against git's history (pure), so that the pull request shows only the Editor's edits: bytes git had
 * on HEAD's line mean the Editor is behind (left to git, which a push will bring there); bytes git never had are the
 * Editor's, written — or merged three ways where git changed the file too since the base, the newest commit the
 * Editor holds. A local file without an asset is deleted only when it stood at the base unchanged (the Editor deleted
 * it); added or changed in git since, it is git's, not yet pushed.
 */

/** Why a file the Editor differs on was left as git has it. */
export type LeftWhy = 'behind' | 'deleted in git' | 'not yet pushed' | 'unverified'

export interface LeftToGit {
  path: string
  /** The asset's id (0 for a local file the Editor has no asset of). */
  id: number
  why: LeftWhy
}

export interface WeighedPull {
  plan: PullPlan
  leftToGit: LeftToGit[]
  /** Files changed without a check: git does not track them (or there is no repository). */
  unchecked: string[]
}

/** What to ask git's history about: every asset's bytes (the unchanged too: a candidate for the base). */
export function pullQueries(plan: PullPlan): FileQuery[] {
  return [
    ...plan.writes.map(w => ({ path: w.path, md5: w.asset.hash ?? '', differs: true })),
    ...plan.unchanged.map(u => ({ path: u.path, md5: u.asset.hash ?? '', differs: false })),
  ].filter(q => q.md5)
}

/** The local files whose version at the base decides their fate: those replaced, and those a delete would remove. */
export function pullBaseFiles(plan: PullPlan): string[] {
  return [...plan.writes.filter(w => w.action === 'updated').map(w => w.path), ...plan.deletes]
}

export function weighPull(plan: PullPlan, versions: GitVersions, local: ReadonlyMap<string, string>): WeighedPull {
  if (!versions.repository) {
    return { plan, leftToGit: [], unchecked: [...plan.writes.map(w => w.path), ...plan.deletes] }
  }
  const leftToGit: LeftToGit[] = []
  const unchecked: string[] = []
  const writes: PullWrite[] = []
  const base = versions.base
  // The local file as it stood at the base: the MD5s it had there (none: it was not there).
  const atBase = (path: string): readonly string[] => base?.md5s.get(path) ?? []
  const sameAtBase = (path: string): boolean => {
    const md5 = local.get(path)
    return md5 !== undefined && atBase(path).includes(md5)
  }
  for (const write of plan.writes) {
    const { path, asset } = write
    const had = asset.hash !== undefined && versions.found.has(versionKey(path, asset.hash))
    if (had) leftToGit.push({ path, id: asset.id, why: write.action === 'created' ? 'deleted in git' : 'behind' })
    else if (write.action === 'updated' && !versions.tracked.has(path)) {
      unchecked.push(path)
      writes.push(write)
    } else if (!versions.complete) leftToGit.push({ path, id: asset.id, why: 'unverified' })
    // Made in the Editor, or changed only there since the base.
    else if (write.action === 'created' || sameAtBase(path)) writes.push(write)
    // Git changed it too (or nothing of git's on the branch tells since when): merged, the base the file at the base.
    else writes.push({ ...write, merge: base && atBase(path).length ? { base: base.commit } : {} })
  }
  const deletes: string[] = []
  for (const path of plan.deletes) {
    if (!versions.tracked.has(path)) {
      unchecked.push(path)
      deletes.push(path)
    } else if (sameAtBase(path)) deletes.push(path)
    else leftToGit.push({ path, id: 0, why: 'not yet pushed' })
  }
  return { plan: { ...plan, writes, deletes }, leftToGit, unchecked }
}
