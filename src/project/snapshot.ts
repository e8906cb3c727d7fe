import { type Json, RawNumber, canonicalJson, isObject } from './canonical-json.js'
import type { ProjectExport } from './read-export.js'

/**
 * A project's export as files a reviewer reads: `project.json`, one file per scene under `scenes/` named by the
 * scene, one per asset under `assets/` at its folder path in the Editor, named by the asset. The export's bookkeeping
 * (what changes on every export with no edit) is left out, so an unchanged project gives byte-identical files. Pure.
 */

export interface SnapshotFile {
  /** Relative to the snapshot's folder, `/`-separated. */
  path: string
  text: string
  kind: 'project' | 'scene' | 'asset'
  /** The scene's or asset's id ('' for the project). */
  id: string
  name: string
  /** The asset's type (material, texture, …), 'scene' or 'project'. */
  type: string
}

export interface Snapshot {
  files: SnapshotFile[]
  /** Names that could not be paths as they are, and what they became. */
  renamed: string[]
}

/**
 * Written by the service, not by an edit, and different on every export: the same fields in every document kind, so
 * one list, whichever document carries them.
 */
const BOOKKEEPING = [
  '_v',
  '_m',
  '_o',
  '_type',
  'checkpoint_id',
  'branch_id',
  'immutable_backup',
  'same_as_backup',
  'revision',
  'task',
  'has_thumbnail',
]
/** Besides: an asset's `path` is where its file is written, and the project's dates and repositories its own record. */
const ASSET_PLACE = ['path']
const PROJECT_RECORD = ['created', 'modified', 'repositories']

export function snapshotOf(exported: ProjectExport): Snapshot {
  const renamed: string[] = []
  const files: SnapshotFile[] = [
    {
      path: 'project.json',
      text: canonicalJson(without(exported.project, [...BOOKKEEPING, ...PROJECT_RECORD])),
      kind: 'project',
      id: '',
      name: text(exported.project.name) || 'project',
      type: 'project',
    },
  ]
  const scenes = Object.entries(exported.scenes).filter(([, scene]) => isObject(scene))
  const scenePaths = uniquePaths(
    scenes.map(([id, scene]) => ({
      id,
      folder: ['scenes'],
      name: fileName(text((scene as { name?: Json }).name), id, renamed),
    })),
  )
  for (const [id, scene] of scenes) {
    const record = scene as { [key: string]: Json }
    files.push({
      path: scenePaths.get(id) ?? `scenes/${id}.json`,
      text: canonicalJson(without(record, BOOKKEEPING)),
      kind: 'scene',
      id,
      name: text(record.name),
      type: 'scene',
    })
  }
  const assets = Object.entries(exported.assets).filter(([, asset]) => isObject(asset)) as [
    string,
    { [key: string]: Json },
  ][]
  const byId = new Map(assets)
  const folderName = (id: string): string => fileName(text(byId.get(id)?.name), id, renamed, false)
  const placed = assets
    .filter(([, asset]) => asset.type !== 'folder')
    .map(([id, asset]) => ({
      id,
      folder: ['assets', ...folderIds(asset.path).map(folderName)],
      name: fileName(text(asset.name), id, renamed),
    }))
  const assetPaths = uniquePaths(placed)
  for (const { id } of placed) {
    const asset = byId.get(id) ?? {}
    files.push({
      path: assetPaths.get(id) ?? `assets/${id}.json`,
      text: canonicalJson(without(asset, [...BOOKKEEPING, ...ASSET_PLACE])),
      kind: 'asset',
      id,
      name: text(asset.name),
      type: text(asset.type) || 'asset',
    })
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return { files, renamed: [...new Set(renamed)] }
}

function without(record: { [key: string]: Json }, keys: readonly string[]): { [key: string]: Json } {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)))
}

const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '')

/** An asset's folder path: the ids of its folders from the root (numbers or strings in exports). */
function folderIds(path: Json | undefined): string[] {
  if (!Array.isArray(path)) return []
  return path.flatMap(id => (id instanceof RawNumber ? [id.text] : typeof id === 'string' ? [id] : []))
}

/** Why a name cannot be a file's or folder's name as it is; undefined when it can. */
export function nameRefusal(name: string): string | undefined {
  if (!name.trim()) return 'it is empty'
  if (name === '.' || name === '..') return `it is ${name}`
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\x00-\x1f\x7f]/.test(name)) return 'it holds control characters'
  if (/[/\\]/.test(name)) return 'it holds a slash'
  if (name.startsWith('.')) return 'it starts with a dot (a hidden file)'
  if (Buffer.byteLength(name) > 200) return 'it is longer than 200 bytes'
  return undefined
}

/** A name as a file (with `.json`) or a folder: itself, or its id when it cannot be one (said in `renamed`). */
function fileName(name: string, id: string, renamed: string[], json = true): string {
  const refusal = nameRefusal(name)
  if (refusal) renamed.push(`${JSON.stringify(name.slice(0, 100))} (id ${id}) is written as ${id}: ${refusal}`)
  const base = refusal ? id : name
  return json ? `${base}.json` : base
}

/**
 * Paths for named things, unique even on a file system that ignores case: when two share a path, each of them gets
 * its id before `.json` (`Red (12).json`), so that neither depends on which came first.
 */
function uniquePaths(items: { id: string; folder: string[]; name: string }[]): Map<string, string> {
  const key = (item: { folder: string[]; name: string }): string => [...item.folder, item.name].join('/').toLowerCase()
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return new Map(
    items.map(item => {
      const name = (counts.get(key(item)) ?? 0) > 1 ? item.name.replace(/\.json$/, ` (${item.id}).json`) : item.name
      return [item.id, [...item.folder, name].join('/')]
    }),
  )
}
