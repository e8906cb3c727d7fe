import type { Asset } from '../api/assets.js'
import { TEXT_TYPES } from '../api/text-assets.js'
import { type Ambiguity, type Change, InputError, PlanError, UnreadableAnswerError } from '../errors.js'
import { hidden, pushable } from '../workspace/file-rules.js'
import type { LocalFile } from '../workspace/local-files.js'

/**
 * What a pull changes in the workspace, decided before any download (pure): the text assets under the target, at any
 * depth, whose file.hash differs from the local file's MD5 (or that have no local file) are written; equal means no
 * request and the file untouched; and, only when asked, the local files of the text extensions that no asset matches
 * are deleted, last. Never another type, never anything outside target, never a name that cannot be a file's.
 */

export interface PullWrite {
  /** The file's path under `path` (and the asset's under target), `/`-separated. */
  path: string
  asset: Asset
  /** `created` when no local file is there, `updated` when one of another MD5 is. */
  action: 'created' | 'updated'
  /**
   * Git changed the file too since the base (the newest commit the Editor holds): the Editor's bytes are merged into
   * the local file three ways, with the file at `base` as the common ancestor (none: git added it since).
   */
  merge?: { base?: string }
}

/** An asset left out: its name cannot be a file's name (or is a dot-name), or it has no file to read. */
export interface LeftOut {
  id: number
  /** Where it is under target, its own name last (as listed: untrusted). */
  path: string
  why: string
}

export interface PullPlan {
  writes: PullWrite[]
  /** Local files (paths under `path`) that no asset matches: only with delete. */
  deletes: string[]
  unchanged: { path: string; asset: Asset }[]
  leftOut: LeftOut[]
  /** Local files not deleted, though no asset is named so: one differs from theirs only by case (macOS, Windows). */
  keptByCase: string[]
}

export interface PullOptions {
  deleteExtras: boolean
  /** Paths under `path` that exclude leaves out: never written, never deleted. */
  isExcluded: (path: string) => boolean
}

/** Longer names (in UTF-8 bytes) are no file's name on the runners' file systems. */
export const MAX_FILE_NAME_BYTES = 255

/**
 * A name as macOS's and Windows' file systems compare it: two names of one fold are one file there, so a pull that
 * wrote both would keep one, and a delete of one would remove the other.
 */
export function foldName(name: string): string {
  return name.normalize('NFC').toLowerCase()
}

/** Why a name cannot be a file's name in the workspace, or undefined when it can be one. */
export function badFileName(name: string): string | undefined {
  if (name === '.' || name === '..') return `"${name}" is no file's name`
  if (/[/\\]/.test(name)) return 'its name holds a / or a \\'
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\x00-\x1f\x7f]/.test(name)) return 'its name holds a control character'
  if (hidden(name)) return 'its name starts with a dot (dot-names are never pulled, as never pushed)'
  if (Buffer.byteLength(name) > MAX_FILE_NAME_BYTES) return `its name is over ${MAX_FILE_NAME_BYTES} bytes`
  return undefined
}

export function planPull(
  assets: readonly Asset[],
  target: readonly string[],
  local: readonly LocalFile[],
  options: PullOptions,
): PullPlan {
  const children = new Map<number | null, Asset[]>()
  for (const asset of assets) {
    const list = children.get(asset.parent)
    if (list) list.push(asset)
    else children.set(asset.parent, [asset])
  }
  const ambiguities: Ambiguity[] = []
  // The target folder: each of its names, one folder of that name at each step.
  let targetId: number | null | undefined = null
  for (let i = 0; i < target.length && targetId !== undefined; i++) {
    const name = target[i] as string
    const found: Asset[] = (children.get(targetId) ?? []).filter(a => a.name === name && a.type === 'folder')
    if (found.length > 1) ambiguities.push({ where: target.slice(0, i + 1).join('/'), ids: found.map(a => a.id) })
    targetId = found[0]?.id
  }
  if (ambiguities.length) throw new PlanError(ambiguities, [])

  const remote = new Map<string, Asset>()
  const leftOut: LeftOut[] = []
  const unchecked: string[] = []
  const seen = new Set<number | null>()
  const walk = (parent: number | null, prefix: string): void => {
    if (seen.has(parent)) return
    seen.add(parent)
    // Folders and text assets only: every other type is never pulled, whatever its name.
    const entries = (children.get(parent) ?? []).filter(a => a.type === 'folder' || TEXT_TYPES.has(a.type))
    const byName = new Map<string, Asset[]>()
    for (const asset of entries) {
      const path = prefix ? `${prefix}/${asset.name}` : asset.name
      const why = badFileName(asset.name)
      if (why) {
        leftOut.push({ id: asset.id, path, why })
        continue
      }
      if (options.isExcluded(path)) continue
      const same = byName.get(asset.name)
      if (same) same.push(asset)
      else byName.set(asset.name, [asset])
    }
    const folds = new Map<string, string[]>()
    for (const name of byName.keys()) folds.set(foldName(name), [...(folds.get(foldName(name)) ?? []), name])
    for (const names of folds.values()) {
      if (names.length < 2) continue
      const ids = names.flatMap(name => (byName.get(name) ?? []).map(a => a.id))
      ambiguities.push({ where: [...target, ...(prefix ? [prefix] : [])].join('/'), ids, names })
    }
    for (const [name, same] of byName) {
      const path = prefix ? `${prefix}/${name}` : name
      if (same.length > 1) {
        ambiguities.push({ where: [...target, path].join('/'), ids: same.map(a => a.id) })
        continue
      }
      const asset = same[0] as Asset
      if (asset.type === 'folder') walk(asset.id, path)
      else if (asset.unreadableHash) unchecked.push(`${asset.id} (${JSON.stringify(path)})`)
      else if (asset.hash === undefined) leftOut.push({ id: asset.id, path, why: 'the list gives it no file' })
      else remote.set(path, asset)
    }
  }
  if (targetId !== undefined) walk(targetId, '')
  if (ambiguities.length) throw new PlanError(ambiguities, [])
  // A file whose hash cannot be read is no file left out: its bytes could not be checked, so nothing is pulled.
  if (unchecked.length) {
    const more = unchecked.length > 10 ? ` and ${unchecked.length - 10} more` : ''
    throw new UnreadableAnswerError(
      `The branch's asset list gives asset ${unchecked.slice(0, 10).join(', asset ')}${more} a file whose hash is not an MD5: its bytes could not be checked`,
    )
  }

  const md5Of = new Map(local.map(file => [file.path, file.md5]))
  const writes: PullWrite[] = []
  const unchanged: PullPlan['unchanged'] = []
  for (const [path, asset] of [...remote].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const md5 = md5Of.get(path)
    if (md5 === asset.hash) unchanged.push({ path, asset })
    else writes.push({ path, asset, action: md5 === undefined ? 'created' : 'updated' })
  }
  const kept = new Set(leftOut.map(l => l.path))
  const folded = new Set([...remote.keys(), ...kept].map(foldName))
  const extras = options.deleteExtras
    ? local
        .map(file => file.path)
        .filter(path => !remote.has(path) && !kept.has(path) && pullable(path) && !options.isExcluded(path))
        .sort()
    : []
  const deletes = extras.filter(path => !folded.has(foldName(path)))
  const keptByCase = extras.filter(path => folded.has(foldName(path)))
  // Nothing to pull (a target misspelt, an exclude too wide): with delete, that would empty path.
  if (deletes.length && remote.size === 0) {
    throw new InputError(
      `Input 'target' holds no text asset to pull${targetId === undefined ? ' (no such folder on the branch)' : ''}: with delete: true that would delete every file under path, so nothing was changed. Check target and exclude`,
    )
  }
  return { writes, deletes, unchanged, leftOut, keptByCase }
}

/** A local file a pull may delete: of a text extension, no dot-name on its way. */
function pullable(path: string): boolean {
  const names = path.split('/')
  return names.every(name => !hidden(name)) && pushable(names[names.length - 1] as string)
}

/** A plan as the changes it makes, in its order (a dry run's outputs): deletes say id 0 (a local file). */
export function pullChanges(plan: PullPlan): Change[] {
  return [
    ...plan.writes.map(w => ({ path: w.path, action: w.action, id: w.asset.id })),
    ...plan.deletes.map(path => ({ path, action: 'deleted' as const, id: 0 })),
  ]
}
