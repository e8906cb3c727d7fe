import { createHash } from 'node:crypto'
import { cp, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  type BuildAsset,
  type FileEdit,
  editConfig,
  loopedSounds,
  pathOfUrl,
  preloadedPaths,
  readBuildAssets,
} from './build-assets.js'
import { decodeImage, imageFormat, releaseCodecs } from './codecs.js'
import { weldGlb } from './meshes.js'
import { halve } from './pixels.js'
import { reencodeSound } from './sounds.js'
import { type Encoded, TEXTURE_FLOOR, reencode } from './textures.js'
import { type BuildFile, listBuild } from '../playable/build-files.js'
import { type CarriedFile, base64Length } from '../playable/sizes.js'
import { isSettingsFile, listedModules, moduleFallbacks } from '../playable/wasm-modules.js'
import { formatBytes } from '../text.js'

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
  /** The package of the build as it is (the first pack, over its limit). */
  first: Measured
  /** Packs the build in a folder without writing the package, and measures it. */
  measure: (directory: string, files: readonly BuildFile[]) => Promise<Measured>
  /** SSIM each texture keeps, at least. */
  floor?: number
  /** Told as each file is done: the log's lines. */
  progress?: (line: string) => void
}

export interface Fitted {
  /** The fitted build: a copy of the build, changed. */
  directory: string
  files: BuildFile[]
  changes: FitChange[]
  /** The package's bytes as last measured. */
  size: number
  fits: boolean
  /** When it does not fit: the biggest files left, each with what fit did of it or why it could not. */
  left: string[]
}

const IMAGE = /\.(png|jpe?g|webp)$/i
const LOSSLESS_TYPES = new Set(['font', 'textureatlas'])
/** Files shared by identical bytes: what the engine loads by url alone (a script's url also registers it). */
const SHAREABLE = new Set(['texture', 'textureatlas', 'audio', 'container', 'model', 'animation', 'binary', 'json'])

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex')

/**
 * Fits a build to a package size: in `STEPS`' order, each file largest first, it changes the copy of the build until
 * the package, measured by the packer itself after each step, comes to `target`. config.json follows every change
 * (size, hash; url and filename when renamed), so that the engine loads the new files as it loaded the old. The build
 * itself is never written to; the copy is the caller's to pack and to remove.
 */
export async function fitBuild(options: FitOptions): Promise<Fitted> {
  const directory = join(options.work, 'build')
  await cp(options.directory, directory, { recursive: true })
  const configPath = join(directory, 'config.json')
  const config = await readFile(configPath, 'utf8').catch(() => '')
  const files = await listBuild(directory)
  const state: State = {
    options,
    directory,
    assets: readBuildAssets(config),
    config,
    edits: new Map(),
    changes: new Map(),
    notes: new Map(),
    files,
    settings: await settingsTexts(directory, files),
  }
  let measured = options.first
  let estimate = measured.size
  // config.json as the copy now is, and the package measured by the packer: the estimate starts again from it.
  const remeasure = async (): Promise<void> => {
    await writeFile(configPath, editConfig(state.config, state.edits))
    state.files = await listBuild(directory)
    measured = await options.measure(directory, state.files)
    estimate = measured.size
  }
  for (const step of STEPS) {
    if (estimate <= options.target) break
    let changed = 0
    // The packer's bytes per byte of base64 saved: 1 for a page, about ¾ for a zip that deflates it.
    const ratio = Math.min(
      1,
      measured.size /
        Math.max(
          1,
          measured.files.reduce((sum, f) => sum + f.packed, 0),
        ),
    )
    for (const candidate of await step.candidates(state)) {
      if (estimate <= options.target) break
      const saved = await candidate(state)
      if (saved > 0) changed++
      estimate -= saved * ratio
      // Under the target by the estimate: the packer says whether it is, and the step goes on if not.
      if (estimate <= options.target) {
        await remeasure()
        changed = 0
      }
    }
    if (changed > 0) await remeasure()
  }
  const fits = measured.size <= options.target
  return {
    directory,
    files: state.files,
    changes: [...state.changes.values()],
    size: measured.size,
    fits,
    left: fits ? [] : leftOver(measured, state),
  }
}

interface State {
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
}

/** Changes one file of the build copy; returns the base64 bytes saved in the page. */
type Candidate = (state: State) => Promise<number>

interface FitStep {
  name: Step
  candidates: (state: State) => Candidate[] | Promise<Candidate[]>
}

/** The steps, in order: what costs the picture nothing first, what costs it most last. */
const STEPS: FitStep[] = [
  {
    name: 'dropped',
    candidates: state => [...basisOriginals(state), ...moduleFallbacksLeftOut(state), ...sharedFiles(state)],
  },
  { name: 'mesh', candidates: state => filesOf(state, asset => /\.glb$/i.test(asset.path)).map(weldMesh) },
  {
    name: 'texture',
    candidates: state =>
      filesOf(state, asset => isTexture(asset) && IMAGE.test(asset.path)).map(asset => reencodeTexture(asset)),
  },
  {
    name: 'sound',
    candidates: async state => {
      const looped = await loopedIn(state)
      return filesOf(state, asset => asset.type === 'audio' && !looped.has(asset.id)).map(reencodeAudio)
    },
  },
  { name: 'shrunk', candidates: state => texturesOver(state, 1024).map(asset => shrinkTexture(asset, 1024)) },
  { name: 'shrunk', candidates: state => texturesOver(state, 512).map(asset => shrinkTexture(asset, 512)) },
]

const isTexture = (asset: BuildAsset): boolean => asset.type === 'texture' || LOSSLESS_TYPES.has(asset.type)

/** The build's file of each asset that `wanted`, one asset a file, largest first. */
function filesOf(state: State, wanted: (asset: BuildAsset) => boolean): BuildAsset[] {
  const sizes = new Map(state.files.map(file => [file.path, file.size]))
  const seen = new Set<string>()
  return state.assets
    .filter(
      asset => wanted(asset) && sizes.has(currentPath(state, asset)) && !seen.has(asset.path) && seen.add(asset.path),
    )
    .sort((a, b) => (sizes.get(currentPath(state, b)) ?? 0) - (sizes.get(currentPath(state, a)) ?? 0))
}

const currentPath = (state: State, asset: BuildAsset): string => state.edits.get(asset.id)?.path ?? asset.path

/** Writes a file's new bytes over the copy's (at `to` when renamed) and says so in config.json for each asset of it. */
async function replace(state: State, asset: BuildAsset, bytes: Buffer, to?: string): Promise<void> {
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
function record(state: State, change: FitChange): number {
  const earlier = state.changes.get(change.path)
  state.changes.set(change.path, earlier ? { ...change, before: earlier.before, was: earlier.was } : change)
  const previous = earlier?.after ?? change.before
  return base64Length(previous) - base64Length(change.after)
}

/** A texture's original that the engine never asks for: it takes the `basis` variant when the build has Basis. */
function basisOriginals(state: State): Candidate[] {
  const basis = state.settings.some(text => listedModules(text).some(module => /basis/i.test(module.name)))
  if (!basis) return []
  const present = new Set(state.files.map(file => file.path))
  return state.assets
    .filter(
      asset =>
        asset.type === 'texture' &&
        asset.variants.basis !== undefined &&
        present.has(asset.variants.basis) &&
        present.has(asset.path) &&
        // A file another asset loads by its url stays.
        !state.assets.some(other => other !== asset && other.path === asset.path),
    )
    .map(asset => async s => {
      const before = s.files.find(file => file.path === asset.path)?.size ?? 0
      await rm(join(s.directory, asset.path))
      s.files = s.files.filter(file => file.path !== asset.path)
      return record(s, {
        path: asset.path,
        asset: asset.name,
        step: 'dropped',
        before,
        after: 0,
        was: "the texture's own image",
        now: 'left out',
        setting: `the engine loads its basis variant (${asset.variants.basis})`,
      })
    })
}

/**
 * The asm.js fallback of each wasm module the settings list: the engine loads it instead of the module's glue and wasm
 * only where WebAssembly is missing, and every network's browser has WebAssembly. Kept where an asset the engine loads
 * as it starts names the file, or where it is also a module's glue or wasm.
 */
function moduleFallbacksLeftOut(state: State): Candidate[] {
  const present = new Set(state.files.map(file => file.path))
  const kept = preloadedPaths(state.config)
  for (const module of state.settings.flatMap(listedModules))
    for (const url of [module.glue, module.wasm]) kept.add(pathOfUrl(url) ?? url)
  const fallbacks = new Map<string, string>()
  for (const { name, fallback } of state.settings.flatMap(moduleFallbacks)) {
    const path = pathOfUrl(fallback)
    if (path && present.has(path) && !kept.has(path)) fallbacks.set(path, name)
  }
  return [...fallbacks].map(([path, name]) => async s => {
    const before = s.files.find(file => file.path === path)?.size ?? 0
    await rm(join(s.directory, path))
    s.files = s.files.filter(file => file.path !== path)
    return record(s, {
      path,
      asset: s.assets.find(asset => asset.path === path)?.name ?? path.slice(path.lastIndexOf('/') + 1),
      step: 'dropped',
      before,
      after: 0,
      was: `the asm.js fallback of the wasm module ${name}`,
      now: 'left out',
      setting: 'the engine loads it only without WebAssembly, which every network has',
    })
  })
}

/** Files of the same bytes that several assets load: the first kept, the others' urls pointed at it. */
function sharedFiles(state: State): Candidate[] {
  const bySize = new Map<number, BuildAsset[]>()
  const sizes = new Map(state.files.map(file => [file.path, file.size]))
  for (const asset of state.assets) {
    const size = sizes.get(asset.path)
    if (size === undefined || size === 0 || !SHAREABLE.has(asset.type)) continue
    bySize.set(size, [...(bySize.get(size) ?? []), asset])
  }
  return [...bySize.values()]
    .filter(group => new Set(group.map(asset => asset.path)).size > 1)
    .map(group => async s => {
      const byHash = new Map<string, string>()
      let saved = 0
      for (const asset of group) {
        const path = currentPath(s, asset)
        const bytes = await readFile(join(s.directory, path)).catch(() => undefined)
        if (!bytes) continue
        const hash = md5(bytes)
        const kept = byHash.get(hash)
        if (kept === undefined) byHash.set(hash, path)
        else if (kept !== path) {
          await rm(join(s.directory, path), { force: true })
          s.files = s.files.filter(file => file.path !== path)
          for (const other of s.assets)
            if (currentPath(s, other) === path) s.edits.set(other.id, { path: kept, size: bytes.length, hash })
          saved += record(s, {
            path,
            asset: asset.name,
            step: 'shared',
            before: bytes.length,
            after: 0,
            was: "a copy of another asset's file",
            now: 'left out',
            setting: `loads ${kept}, the same bytes`,
          })
        }
      }
      return saved
    })
}

function weldMesh(asset: BuildAsset): Candidate {
  return async state => {
    const path = currentPath(state, asset)
    const bytes = await readFile(join(state.directory, path))
    const welded = await weldGlb(bytes)
    if (!welded || welded.length >= bytes.length * 0.97) {
      state.notes.set(path, welded ? 'a glb already welded' : 'a glb fit cannot read without its decoder')
      return 0
    }
    await replace(state, asset, welded)
    state.options.progress?.(`${path}: ${formatBytes(bytes.length)} → ${formatBytes(welded.length)} (welded)`)
    return record(state, {
      path,
      asset: asset.name,
      step: 'mesh',
      before: bytes.length,
      after: welded.length,
      was: 'glb',
      now: 'glb, welded',
      setting: 'identical vertices and accessors stored once (lossless)',
    })
  }
}

const describeImage = (width: number, height: number, codec: string): string => `${width}×${height} ${codec}`

function reencodeTexture(asset: BuildAsset): Candidate {
  return async state => {
    const path = currentPath(state, asset)
    const bytes = await readFile(join(state.directory, path))
    const pixels = await decodeImage(bytes)
    if (!pixels) {
      state.notes.set(path, 'an image fit cannot decode')
      return 0
    }
    const lossless = LOSSLESS_TYPES.has(asset.type)
    const encoded = await reencode(pixels, { lossless, floor: state.options.floor ?? TEXTURE_FLOOR })
    releaseCodecs()
    if (!encoded || encoded.bytes.length >= bytes.length * 0.9) {
      state.notes.set(
        path,
        `a texture already as small as its quality floor allows (${describeImage(pixels.width, pixels.height, formatName(bytes))})`,
      )
      return 0
    }
    await replace(state, asset, encoded.bytes)
    state.options.progress?.(
      `${path}: ${formatBytes(bytes.length)} → ${formatBytes(encoded.bytes.length)} (${settingOf(encoded)})`,
    )
    return record(state, {
      path,
      asset: asset.name,
      step: 'texture',
      before: bytes.length,
      after: encoded.bytes.length,
      was: describeImage(pixels.width, pixels.height, formatName(bytes)),
      now: describeImage(pixels.width, pixels.height, encoded.codec),
      setting: settingOf(encoded),
    })
  }
}

const formatName = (bytes: Uint8Array): string =>
  ({ png: 'PNG', jpeg: 'JPEG', webp: 'WebP' })[imageFormat(bytes) ?? 'png'] ?? 'image'

const settingOf = (encoded: Encoded): string =>
  encoded.quality === undefined ? 'lossless' : `quality ${encoded.quality}, SSIM ${encoded.ssim.toFixed(3)}`

function reencodeAudio(asset: BuildAsset): Candidate {
  return async state => {
    const path = currentPath(state, asset)
    const bytes = await readFile(join(state.directory, path))
    const sound = await reencodeSound(bytes)
    if ('skip' in sound || 'problem' in sound) {
      state.notes.set(
        path,
        'skip' in sound ? `a sound left as it is: ${sound.skip}` : `a sound not re-encoded: ${sound.problem}`,
      )
      return 0
    }
    if (sound.bytes.length >= bytes.length * 0.9) {
      state.notes.set(path, `a sound already at ${sound.kbpsBefore} kbps`)
      return 0
    }
    // The engine picks the audio's parser by the url's extension: MP3 bytes go under an .mp3 name.
    const to = /\.mp3$/i.test(path) ? path : path.replace(/(\.[^./]*)?$/, '.mp3')
    if (to !== path && state.files.some(file => file.path === to)) {
      state.notes.set(path, `a sound whose MP3 name ${to} is taken`)
      return 0
    }
    await replace(state, asset, sound.bytes, to)
    state.options.progress?.(
      `${path}: ${formatBytes(bytes.length)} → ${formatBytes(sound.bytes.length)} (${to}, ${sound.kbps} kbps mono)`,
    )
    return record(state, {
      path,
      asset: asset.name,
      step: 'sound',
      before: bytes.length,
      after: sound.bytes.length,
      was: `${/\.wav$/i.test(path) ? 'WAV' : 'MP3'}, ${sound.seconds.toFixed(1)} s, ${sound.kbpsBefore} kbps`,
      now: `MP3 mono, ${sound.kbps} kbps`,
      ...(to !== path ? { renamed: to } : {}),
      setting: `${sound.kbps} kbps, decoded back to its length`,
    })
  }
}

/** Textures (not fonts or atlases, whose pixels are read one by one) whose longer side is over `side`. */
function texturesOver(state: State, side: number): BuildAsset[] {
  return filesOf(state, asset => asset.type === 'texture' && IMAGE.test(asset.path)).filter(
    asset =>
      (state.changes.get(asset.path)?.now ?? '')
        .match(/^(\d+)×(\d+)/)
        ?.slice(1)
        .some(n => Number(n) > side) ?? true,
  )
}

function shrinkTexture(asset: BuildAsset, side: number): Candidate {
  return async state => {
    const path = currentPath(state, asset)
    const now = await readFile(join(state.directory, path))
    // From the build's own image, so that the encodings' losses do not add up.
    let pixels = await decodeImage(await readFile(join(state.options.directory, asset.path)))
    if (!pixels || Math.max(pixels.width, pixels.height) <= side) return 0
    const was = describeImage(pixels.width, pixels.height, formatName(now))
    while (Math.max(pixels.width, pixels.height) > side) pixels = halve(pixels)
    const encoded = await reencode(pixels, { floor: state.options.floor ?? TEXTURE_FLOOR })
    releaseCodecs()
    if (!encoded || encoded.bytes.length >= now.length) return 0
    await replace(state, asset, encoded.bytes)
    state.options.progress?.(
      `${path}: ${formatBytes(now.length)} → ${formatBytes(encoded.bytes.length)} (${pixels.width}×${pixels.height})`,
    )
    return record(state, {
      path,
      asset: asset.name,
      step: 'shrunk',
      before: now.length,
      after: encoded.bytes.length,
      was,
      now: describeImage(pixels.width, pixels.height, encoded.codec),
      setting: `shrunk to ${pixels.width}×${pixels.height}, ${settingOf(encoded)}`,
    })
  }
}

async function settingsTexts(directory: string, files: readonly BuildFile[]): Promise<string[]> {
  return Promise.all(
    files.filter(file => isSettingsFile(file.path)).map(file => readFile(join(directory, file.path), 'utf8')),
  )
}

/** The audio assets any scene of the build plays in a loop. */
async function loopedIn(state: State): Promise<Set<string>> {
  const looped = new Set<string>()
  for (const file of state.files.filter(
    f => /^[^/]+\.json$/.test(f.path) && f.path !== 'config.json' && f.path !== 'manifest.json',
  ))
    for (const id of loopedSounds(await readFile(join(state.directory, file.path), 'utf8'))) looped.add(id)
  return looped
}

/** The five files that take the most of the package once fitted, each with what fit made of it. */
function leftOver(measured: Measured, state: State): string[] {
  const byNewPath = new Map([...state.changes.values()].map(change => [change.path, change]))
  return [...measured.files]
    .sort((a, b) => b.packed - a.packed)
    .slice(0, 5)
    .map(file => {
      const change = byNewPath.get(file.path) ?? [...state.changes.values()].find(c => c.renamed === file.path)
      const what = change
        ? `${change.now}, ${change.setting}`
        : (state.notes.get(file.path) ?? (/\.m?js$/.test(file.path) ? 'code, carried as it is' : 'carried as it is'))
      return `${file.path}: ${formatBytes(file.packed)} in the package (${what})`
    })
}
