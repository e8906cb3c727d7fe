import type { Asset } from '../api/assets.js'
import { TEXT_TYPES } from '../api/text-assets.js'
import { type Ambiguity, type Change, type Conflict, PlanError } from '../errors.js'
import type { LocalFile } from '../workspace/local-files.js'

/**
 * What a push changes, decided before any write (pure): the folders to make (parents first), the files to create,
 * those to update (their MD5 differs from the asset's `file.hash`; equal means no request), and, only when asked, the
 * text assets under the target that no file matches, last, so that a failure part-way leaves additions, never losses.
 */

/** A folder of the assets panel by its path from the root, `/`-joined ('' is the root). */
export type FolderKey = string

export interface FolderStep {
  key: FolderKey
  parent: FolderKey
  name: string
}
export interface CreateStep {
  path: string
  folder: FolderKey
  name: string
}
export interface AssetStep {
  /** The file's path under `path`, or for a delete the asset's under `target`. */
  path: string
  asset: Asset
}

export interface Plan {
  /** The target folder's key: `changes` name every entry by its path under it. */
  target: FolderKey
  /** The folders that exist, by key, with their ids (the root: null). */
  known: ReadonlyMap<FolderKey, number | null>
  folders: FolderStep[]
  creates: CreateStep[]
  updates: AssetStep[]
  deletes: AssetStep[]
  unchanged: AssetStep[]
}

export function planPush(
  files: readonly LocalFile[],
  assets: readonly Asset[],
  target: readonly string[],
  deleteExtras: boolean,
): Plan {
  // Indexed once: a folder's children, and the assets of each name in each folder (a list may hold 100,000).
  const children = new Map<number | null, Asset[]>()
  const byName = new Map<string, Asset[]>()
  for (const asset of assets) {
    append(children, asset.parent, asset)
    append(byName, `${asset.parent}/${asset.name}`, asset)
  }
  const known = new Map<FolderKey, number | null>([['', null]])
  const folders: FolderStep[] = []
  const ambiguities: Ambiguity[] = []
  const conflicts: Conflict[] = []
  const named = (parent: number | null, name: string, where: string): Asset[] => {
    const found = byName.get(`${parent}/${name}`) ?? []
    if (found.length > 1 && !ambiguities.some(a => a.where === where))
      ambiguities.push({ where, ids: found.map(a => a.id) })
    return found
  }
  // The folder at `segments` from the root: found, or planned (with every missing parent before it).
  const folder = (segments: readonly string[]): FolderKey => {
    let key = ''
    for (const name of segments) {
      const parent = key
      key = key ? `${key}/${name}` : name
      if (known.has(key) || folders.some(f => f.key === key) || conflicts.some(c => c.path === key)) continue
      const parentId = known.get(parent)
      const found = parentId === undefined ? [] : named(parentId, name, key)
      const [asset] = found
      if (!asset) folders.push({ key, parent, name })
      else if (asset.type === 'folder') known.set(key, asset.id)
      // A file holds the folder's name: a folder beside it would be a second asset of that name.
      else conflicts.push({ path: key, id: asset.id, type: asset.type })
    }
    return key
  }

  const targetKey = folder(target)
  const creates: CreateStep[] = []
  const updates: AssetStep[] = []
  const unchanged: AssetStep[] = []
  const matched = new Set<number>()
  for (const file of files) {
    const segments = file.path.split('/')
    const name = segments.pop() as string
    const key = folder([...target, ...segments])
    const parentId = known.get(key)
    const found = parentId === undefined ? [] : named(parentId, name, key ? `${key}/${name}` : name)
    const [asset] = found
    found.forEach(a => matched.add(a.id))
    if (!asset) creates.push({ path: file.path, folder: key, name })
    else if (found.length > 1) continue
    else if (asset.type === 'folder' || !TEXT_TYPES.has(asset.type))
      conflicts.push({ path: file.path, id: asset.id, type: asset.type })
    else if (asset.hash === file.md5) unchanged.push({ path: file.path, asset })
    else updates.push({ path: file.path, asset })
  }

  const targetId = known.get(targetKey)
  const deletes = deleteExtras && targetId !== undefined ? extras(children, targetId, matched) : []
  if (ambiguities.length || conflicts.length) throw new PlanError(ambiguities, conflicts)
  return { target: targetKey, known, folders, creates, updates, deletes, unchanged }
}

/**
 * The text assets under the folder `root` (at any depth) that no file matched: never a folder, never another type,
 * never outside it. A list whose parents loop is walked once.
 */
function extras(
  children: ReadonlyMap<number | null, Asset[]>,
  root: number | null,
  matched: ReadonlySet<number>,
): AssetStep[] {
  const out: AssetStep[] = []
  const seen = new Set<number | null>([root])
  const walk = (parent: number | null, prefix: string): void => {
    for (const asset of children.get(parent) ?? []) {
      const path = prefix ? `${prefix}/${asset.name}` : asset.name
      if (asset.type === 'folder') {
        if (seen.has(asset.id)) continue
        seen.add(asset.id)
        walk(asset.id, path)
      } else if (TEXT_TYPES.has(asset.type) && !matched.has(asset.id)) out.push({ path, asset })
    }
  }
  walk(root, '')
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.asset.id - b.asset.id))
}

function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** How many requests a plan's writes take (the reads aside). */
export function writeCount(plan: Plan): number {
  return plan.folders.length + plan.creates.length + plan.updates.length + plan.deletes.length
}

/**
 * A folder's path under the target, as `changes` name it (`data/`), or undefined for the target itself and the
 * folders above it: those are made for the target, and said in the log, not counted among the changes under it.
 */
export function folderPath(target: FolderKey, key: FolderKey): string | undefined {
  if (!target) return `${key}/`
  return key.startsWith(`${target}/`) ? `${key.slice(target.length + 1)}/` : undefined
}

/** A plan as the changes it would make, in its order (a dry run's outputs); what does not exist yet has id 0. */
export function plannedChanges(plan: Plan): Change[] {
  return [
    ...plan.folders.flatMap(f => {
      const path = folderPath(plan.target, f.key)
      return path === undefined ? [] : [{ path, action: 'created-folder' as const, id: 0 }]
    }),
    ...plan.creates.map(c => ({ path: c.path, action: 'created' as const, id: 0 })),
    ...plan.updates.map(u => ({ path: u.path, action: 'updated' as const, id: u.asset.id })),
    ...plan.deletes.map(d => ({ path: d.path, action: 'deleted' as const, id: d.asset.id })),
  ]
}

/** The target folder and those above it that the plan makes (keys from the root), for the log. */
export function targetFolders(plan: Plan): FolderKey[] {
  return plan.folders.filter(f => folderPath(plan.target, f.key) === undefined).map(f => f.key)
}
