import { createHash } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BuildAsset, FileEdit } from './build-assets.js'
import type { TileChoice } from './textures.js'
import type { BuildFile } from '../playable/build-files.js'
import { type CarriedFile, base64Length } from '../playable/sizes.js'

// What fit's steps share: the copy of the build as it is being changed, the ways a step changes it and says so, and
// what the packer's measure tells a step of the package.

/** One file of the build as fit changed it: a row of the summary's table. */
export interface FitChange {
  path: string
  /** The asset's name in config.json (the first, when several share the file). */
  asset: string
  step: Step
  before: number
  /** 0 when the file was left out. */
  after: number
  /** Its new path, when renamed (a WAV's MP3). */
  renamed?: string
  /** What it was and what it is: `2048×2048 PNG` → `2048×2048 JPEG`, `WAV, 1411 kbps` → `MP3 mono, 64 kbps`. */
  was: string
  now: string
  /** The setting used: `quality 75, SSIM 0.962`, `the engine loads its basis variant`. */
  setting: string
}

export type Step = 'dropped' | 'shared' | 'mesh' | 'texture' | 'sound' | 'shrunk'

/** The package as the packer measured it: its bytes held to the limit, and each file's share. */
export interface Measured {
  size: number
  files: readonly Pick<CarriedFile, 'path' | 'size' | 'packed'>[]
}

export interface FitOptions {
  /** The build, as download-app unpacked it; never written to. */
  directory: string
  /** An empty folder of fit's own: the fitted build is written in it. */
  work: string
  /** Bytes the package must come to, or under. */
  target: number
  /**
   * The package's limit (`target` is under it, with a margin): where what no step can lower is over it, fit stops
   * before re-encoding anything. Without it, fit takes every step until `target`.
   */
  limit?: number
  /** The package of the build as it is (the first pack, over its limit). */
  first: Measured
  /** Packs the build in a folder without writing the package, and measures it. */
  measure: (directory: string, files: readonly BuildFile[]) => Promise<Measured>
  /** SSIM each texture keeps, at least. */
  floor?: number
  /** Told as each file is done: the log's lines. */
  progress?: (line: string) => void
}

/** The copy of the build as fit changes it. */
export interface State {
  options: FitOptions
  directory: string
  assets: BuildAsset[]
  /** config.json as the build has it; `edits` are written over it. */
  config: string
  edits: Map<string, FileEdit>
  /** By the file's path in the build as it was. */
  changes: Map<string, FitChange>
  /** Why a file was left as it is, by path: said of what is left when the package does not fit. */
  notes: Map<string, string>
  files: BuildFile[]
  settings: string[]
  /**
   * Textures the shrink step is sure to take, by their path in the build, each with its tiles' choice at its size:
   * they are not encoded whole at their size first (the texture step's estimate; shrink-plan.ts).
   */
  deferred: Map<string, TileChoice | undefined>
}

/** Changes one file of the build copy; returns the base64 bytes saved in the page. */
export type Candidate = (state: State) => Promise<number>

export const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex')

export const currentPath = (state: State, asset: BuildAsset): string => state.edits.get(asset.id)?.path ?? asset.path

/** Writes a file's new bytes over the copy's (at `to` when renamed) and says so in config.json for each asset of it. */
export async function replace(state: State, asset: BuildAsset, bytes: Buffer, to?: string): Promise<void> {
  const from = currentPath(state, asset)
  const path = to ?? from
  if (path !== from) await rm(join(state.directory, from))
  await writeFile(join(state.directory, path), bytes)
  const hash = md5(bytes)
  // Every asset that loads the file, each with its url changed only where it no longer names it.
  for (const other of state.assets)
    if (currentPath(state, other) === from)
      state.edits.set(other.id, { size: bytes.length, hash, ...(path !== other.path ? { path } : {}) })
}

/** Records a change, merged with an earlier one of the same file (a texture re-encoded, then shrunk). */
export function record(state: State, change: FitChange): number {
  const earlier = state.changes.get(change.path)
  state.changes.set(change.path, earlier ? { ...change, before: earlier.before, was: earlier.was } : change)
  const previous = earlier?.after ?? change.before
  return base64Length(previous) - base64Length(change.after)
}

/** Image files fit reads; assets fit re-encodes losslessly, as their pixels are read one by one. */
export const IMAGE = /\.(png|jpe?g|webp)$/i
export const LOSSLESS_TYPES = new Set(['font', 'textureatlas'])

export const isTexture = (asset: BuildAsset): boolean => asset.type === 'texture' || LOSSLESS_TYPES.has(asset.type)

/** Whether a later step may make the file smaller: a glb, an image of a texture, font or atlas, a sound. */
const mayLower = (asset: BuildAsset): boolean =>
  /\.glb$/i.test(asset.path) || (isTexture(asset) && IMAGE.test(asset.path)) || asset.type === 'audio'

/**
 * The package's bytes that no re-encoding can lower: all of it but the files of assets a later step may make smaller,
 * each counted as if it went altogether. Below what the package can come to (a zip deflates what it carries, so those
 * files take less of it than their bytes in the page), so that fit never gives up on a build it could have fitted.
 */
export function floorOf(measured: Measured, state: State): number {
  const lowered = loweredPaths(state)
  return measured.size - measured.files.reduce((sum, file) => sum + (lowered.has(file.path) ? file.packed : 0), 0)
}

/** The build's paths, as they are now, of the files a later step may make smaller. */
export const loweredPaths = (state: State): Set<string> =>
  new Set(state.assets.filter(mayLower).map(asset => currentPath(state, asset)))

/** The packer's bytes per byte of base64 saved: 1 for a page, about ¾ for a zip that deflates it. */
export const packRatio = (measured: Measured): number =>
  Math.min(
    1,
    measured.size /
      Math.max(
        1,
        measured.files.reduce((sum, f) => sum + f.packed, 0),
      ),
  )

/** The build's file of each asset that `wanted`, one asset a file, largest first. */
export function filesOf(state: State, wanted: (asset: BuildAsset) => boolean): BuildAsset[] {
  const sizes = new Map(state.files.map(file => [file.path, file.size]))
  const seen = new Set<string>()
  return state.assets
    .filter(
      asset => wanted(asset) && sizes.has(currentPath(state, asset)) && !seen.has(asset.path) && seen.add(asset.path),
    )
    .sort((a, b) => (sizes.get(currentPath(state, b)) ?? 0) - (sizes.get(currentPath(state, a)) ?? 0))
}
