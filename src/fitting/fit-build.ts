import { cp, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type BuildAsset, editConfig, loopedSounds, readBuildAssets } from './build-assets.js'
import { decodeImage, imageFormat, releaseCodecs } from './codecs.js'
import { basisOriginals, moduleFallbacksLeftOut, sharedFiles } from './drops.js'
import {
  type Candidate,
  type FitChange,
  type FitOptions,
  type Measured,
  type State,
  type Step,
  currentPath,
  record,
  replace,
} from './fit-state.js'
import { dracoGlb, weldGlb } from './meshes.js'
import { halve } from './pixels.js'
import { type Foreseen, sureToShrink } from './shrink-plan.js'
import { reencodeSound } from './sounds.js'
import {
  ESTIMATE_LOW,
  type Encoded,
  TEXTURE_FLOOR,
  type TileChoice,
  chooseOnTiles,
  encodeChoice,
  reencode,
} from './textures.js'
import { type BuildFile, listBuild } from '../playable/build-files.js'
import { isSettingsFile, listedModules } from '../playable/wasm-modules.js'
import { base64Length } from '../playable/sizes.js'
import type { Pixels } from '../images/similarity.js'
import { formatBytes } from '../text.js'

export type { FitChange, FitOptions, Measured, Step } from './fit-state.js'

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
  /**
   * Set when fit stopped before re-encoding anything: the package's bytes that no step can lower (its code, scenes,
   * settings and the page around them), over `options.limit` alone.
   */
  floor?: number
}

const IMAGE = /\.(png|jpe?g|webp)$/i
const LOSSLESS_TYPES = new Set(['font', 'textureatlas'])
/** The shrink step's passes: the longer side each brings a texture to, as a last resort. */
const SHRINK_SIDES = [1024, 512] as const

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
    deferred: new Map(),
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
    // Once the drops are taken: where what no step can lower is over the limit alone, re-encoding is time lost.
    const floor = step === FIRST_ENCODING && options.limit !== undefined ? floorOf(measured, state) : 0
    if (floor > (options.limit ?? Infinity))
      return {
        directory,
        files: state.files,
        changes: [...state.changes.values()],
        size: measured.size,
        fits: false,
        left: leftOver(measured, state, { fixedOnly: true }),
        floor,
      }
    let changed = 0
    const ratio = packRatio(measured)
    for (const candidate of await step.candidates(state, measured)) {
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

interface FitStep {
  name: Step
  candidates: (state: State, measured: Measured) => Candidate[] | Promise<Candidate[]>
}

/** The packer's bytes per byte of base64 saved: 1 for a page, about ¾ for a zip that deflates it. */
const packRatio = (measured: Measured): number =>
  Math.min(
    1,
    measured.size /
      Math.max(
        1,
        measured.files.reduce((sum, f) => sum + f.packed, 0),
      ),
  )

/** The steps, in order: what costs the picture nothing first, what costs it most last. */
const STEPS: FitStep[] = [
  {
    name: 'dropped',
    candidates: state => [...basisOriginals(state), ...moduleFallbacksLeftOut(state), ...sharedFiles(state)],
  },
  { name: 'mesh', candidates: state => filesOf(state, asset => /\.glb$/i.test(asset.path)).map(compressMesh) },
  { name: 'texture', candidates: textureCandidates },
  {
    name: 'sound',
    candidates: async state => {
      const looped = await loopedIn(state)
      return filesOf(state, asset => asset.type === 'audio' && !looped.has(asset.id)).map(reencodeAudio)
    },
  },
  ...SHRINK_SIDES.map((side): FitStep => ({
    name: 'shrunk',
    candidates: state => texturesOver(state, side).map(asset => shrinkTexture(asset, side)),
  })),
]

/** The first step that re-encodes: before it, fit knows what the later steps can never lower. */
const FIRST_ENCODING = STEPS[1]

/** Whether a later step may make the file smaller: a glb, an image of a texture, font or atlas, a sound. */
const mayLower = (asset: BuildAsset): boolean =>
  /\.glb$/i.test(asset.path) || (isTexture(asset) && IMAGE.test(asset.path)) || asset.type === 'audio'

/**
 * The package's bytes that no re-encoding can lower: all of it but the files of assets a later step may make smaller,
 * each counted as if it went altogether. Below what the package can come to (a zip deflates what it carries, so those
 * files take less of it than their bytes in the page), so that fit never gives up on a build it could have fitted.
 */
function floorOf(measured: Measured, state: State): number {
  const lowered = loweredPaths(state)
  return measured.size - measured.files.reduce((sum, file) => sum + (lowered.has(file.path) ? file.packed : 0), 0)
}

/** The build's paths, as they are now, of the files a later step may make smaller. */
const loweredPaths = (state: State): Set<string> =>
  new Set(state.assets.filter(mayLower).map(asset => currentPath(state, asset)))

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

function compressMesh(asset: BuildAsset): Candidate {
  return async state => {
    const path = currentPath(state, asset)
    const bytes = await readFile(join(state.directory, path))
    const welded = await weldGlb(bytes)
    const weldSaves = Buffer.isBuffer(welded) && welded.length < bytes.length * 0.97
    let after = weldSaves ? welded : bytes
    let draco = false
    // Why it stays as it is, if it does: Draco's word where the build carries its module, else welding's.
    let note = Buffer.isBuffer(welded) ? 'a glb already welded' : welded.skip
    if (carriesDraco(state)) {
      const compressed = await dracoGlb(after)
      if ('skip' in compressed) note = compressed.skip
      else if (compressed.length < after.length * 0.97) {
        after = compressed
        draco = true
      } else note = 'a glb Draco does not make smaller'
    }
    if (after === bytes) {
      state.notes.set(path, note)
      return 0
    }
    const now = ['glb', ...(weldSaves ? ['welded'] : []), ...(draco ? ['Draco'] : [])].join(', ')
    await replace(state, asset, after)
    state.options.progress?.(`${path}: ${formatBytes(bytes.length)} → ${formatBytes(after.length)} (${now.slice(5)})`)
    return record(state, {
      path,
      asset: asset.name,
      step: 'mesh',
      before: bytes.length,
      after: after.length,
      was: 'glb',
      now,
      setting: [
        ...(weldSaves ? ['identical vertices and accessors stored once (lossless)'] : []),
        ...(draco ? [DRACO_SETTING] : []),
      ].join('; '),
    })
  }
}

const DRACO_SETTING = "Draco (positions 14 bits, normals 10, UVs 12, colours 8), decoded by the build's Draco module"

/** Whether the build's settings list the engine's Draco module, which decodes a glb's Draco geometry as it loads. */
const carriesDraco = (state: State): boolean =>
  state.settings.some(text => listedModules(text).some(module => module.name === 'DracoDecoderModule'))

const describeImage = (width: number, height: number, codec: string): string => `${width}×${height} ${codec}`

/**
 * The texture step. Each texture's codec and quality are chosen on its tiles first, largest first; the textures the
 * shrink step is then sure to take are left for it (a whole encode at their size would be lost: `sureToShrink`), and
 * the others re-encoded, largest first, as the tiles chose.
 */
async function textureCandidates(state: State, measured: Measured): Promise<Candidate[]> {
  const textures = filesOf(state, asset => isTexture(asset) && IMAGE.test(asset.path))
  const packed = new Map(measured.files.map(file => [file.path, file.packed]))
  const ratio = packRatio(measured)
  const floor = floorOf(measured, state)
  const chosen = new Map<string, Chosen>()
  const foreseen: Foreseen[] = []
  let seen = 0
  let rest = textures.reduce((sum, asset) => sum + (packed.get(currentPath(state, asset)) ?? 0), 0)
  for (const asset of textures) {
    const before = packed.get(currentPath(state, asset)) ?? 0
    const plan = await chooseFor(state, asset, asset === textures[0])
    if (plan) chosen.set(asset.path, plan)
    const estimate = plan?.choice ? base64Length(Math.floor(plan.choice.estimate * ESTIMATE_LOW)) : 0
    // What the tiles cannot foresee (a lossless texture, one no quality keeps) counted as nothing: a lower bound.
    foreseen.push({
      path: asset.path,
      least: Math.min(before, estimate) * ratio,
      shrinkable: asset.type === 'texture' && (plan?.side ?? 0) > SHRINK_SIDES[0],
    })
    seen += before
    rest -= before
    // The textures not chosen yet foreseen as those chosen: where even so none is sure to be shrunk, they are not
    // read ahead (each would be read twice), and the step goes on as they come.
    const least = foreseen.reduce((sum, texture) => sum + texture.least, 0)
    if (floor + least + (rest * least) / Math.max(1, seen) <= state.options.target) break
  }
  for (const path of sureToShrink(foreseen, floor, state.options.target)) {
    const plan = chosen.get(path)
    state.deferred.set(path, plan?.choice)
    if (plan) plan.pixels = undefined
    state.options.progress?.(
      `${path}: left for the shrink step: at ${plan?.side ?? '?'} px, the textures would keep the package over its target`,
    )
  }
  return textures
    .filter(asset => !state.deferred.has(asset.path))
    .map(asset => reencodeTexture(asset, chosen.get(asset.path)))
}

/** A texture's choice on its tiles, its longer side, and its pixels where its encode comes next. */
interface Chosen {
  choice: TileChoice | undefined
  side: number
  pixels?: Pixels
}

/** A texture's codec and quality chosen on its tiles; undefined for a lossless one, or one fit cannot decode. */
async function chooseFor(state: State, asset: BuildAsset, keepPixels: boolean): Promise<Chosen | undefined> {
  if (LOSSLESS_TYPES.has(asset.type)) return undefined
  const pixels = await decodeImage(await readFile(join(state.directory, currentPath(state, asset))))
  if (!pixels) return undefined
  // The codecs kept: tiles grow their memory little, and each instance made anew costs about 20 ms.
  const choice = await chooseOnTiles(pixels, state.options.floor ?? TEXTURE_FLOOR)
  return { choice, side: Math.max(pixels.width, pixels.height), ...(keepPixels ? { pixels } : {}) }
}

/** The texture re-encoded at its size, as its tiles chose where they did (`textureCandidates`). */
function reencodeTexture(asset: BuildAsset, chosen?: Chosen): Candidate {
  return async state => {
    const path = currentPath(state, asset)
    const bytes = await readFile(join(state.directory, path))
    const pixels = chosen?.pixels ?? (await decodeImage(bytes))
    if (chosen) chosen.pixels = undefined
    if (!pixels) {
      state.notes.set(path, 'an image fit cannot decode')
      return 0
    }
    const lossless = LOSSLESS_TYPES.has(asset.type)
    const floor = state.options.floor ?? TEXTURE_FLOOR
    const encoded = lossless
      ? await reencode(pixels, { lossless })
      : chosen
        ? chosen.choice && (await encodeChoice(pixels, chosen.choice, floor))
        : await reencode(pixels, { floor })
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

/**
 * Textures (not fonts or atlases, whose pixels are read one by one) whose longer side is over `side`, largest first,
 * and first of all those the texture step left for this one (`State.deferred`).
 */
function texturesOver(state: State, side: number): BuildAsset[] {
  return filesOf(state, asset => asset.type === 'texture' && IMAGE.test(asset.path))
    .filter(
      asset =>
        (state.changes.get(asset.path)?.now ?? '')
          .match(/^(\d+)×(\d+)/)
          ?.slice(1)
          .some(n => Number(n) > side) ?? true,
    )
    .sort((a, b) => Number(state.deferred.has(b.path)) - Number(state.deferred.has(a.path)))
}

function shrinkTexture(asset: BuildAsset, side: number): Candidate {
  return async state => {
    const path = currentPath(state, asset)
    const now = await readFile(join(state.directory, path))
    const deferred = state.deferred.has(asset.path)
    const choice = state.deferred.get(asset.path)
    state.deferred.delete(asset.path)
    // Left for this step and not made smaller by it: re-encoded at its size after all, as the texture step would have.
    const unshrunk = (): Promise<number> =>
      deferred ? reencodeTexture(asset, { choice, side })(state) : Promise.resolve(0)
    // From the build's own image, so that the encodings' losses do not add up.
    let pixels = await decodeImage(await readFile(join(state.options.directory, asset.path)))
    if (!pixels || Math.max(pixels.width, pixels.height) <= side) return unshrunk()
    const was = describeImage(pixels.width, pixels.height, formatName(now))
    while (Math.max(pixels.width, pixels.height) > side) pixels = halve(pixels)
    const encoded = await reencode(pixels, { floor: state.options.floor ?? TEXTURE_FLOOR })
    releaseCodecs()
    if (!encoded || encoded.bytes.length >= now.length) return unshrunk()
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

/**
 * The five files that take the most of the package once fitted, each with what fit made of it; with `fixedOnly`, of
 * those no step can lower.
 */
function leftOver(measured: Measured, state: State, { fixedOnly = false } = {}): string[] {
  const byNewPath = new Map([...state.changes.values()].map(change => [change.path, change]))
  const lowered = fixedOnly ? loweredPaths(state) : new Set<string>()
  return [...measured.files]
    .filter(file => !lowered.has(file.path))
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
