import { cp, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type BuildAsset, editConfig, loopedSounds, readBuildAssets } from './build-assets.js'
import { basisOriginals, moduleFallbacksLeftOut, sharedFiles } from './drops.js'
import {
  type Candidate,
  type FitChange,
  type FitOptions,
  type Measured,
  type State,
  type Step,
  currentPath,
  filesOf,
  floorOf,
  loweredPaths,
  packRatio,
  record,
  replace,
} from './fit-state.js'
import { dracoGlb, weldGlb } from './meshes.js'
import { reencodeSound } from './sounds.js'
import { SHRINK_SIDES, shrinkTexture, textureCandidates, texturesOver } from './texture-step.js'
import { type BuildFile, listBuild } from '../playable/build-files.js'
import { isSettingsFile, listedModules } from '../playable/wasm-modules.js'
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
