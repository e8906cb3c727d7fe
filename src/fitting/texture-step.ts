import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BuildAsset } from './build-assets.js'
import { decodeImage, imageFormat, releaseCodecs } from './codecs.js'
import {
  type Candidate,
  IMAGE,
  LOSSLESS_TYPES,
  type Measured,
  type State,
  currentPath,
  filesOf,
  floorOf,
  isTexture,
  packRatio,
  record,
  replace,
} from './fit-state.js'
import { halve } from './pixels.js'
import { type Foreseen, sureToShrink } from './shrink-plan.js'
import {
  ESTIMATE_LOW,
  type Encoded,
  TEXTURE_FLOOR,
  type TileChoice,
  chooseOnTiles,
  encodeChoice,
  reencode,
} from './textures.js'
import type { Pixels } from '../images/similarity.js'
import { base64Length } from '../playable/sizes.js'
import { formatBytes } from '../text.js'

// fit's texture steps: each texture re-encoded at its size, and shrunk last, as a last resort.

/** The shrink step's passes: the longer side each brings a texture to, as a last resort. */
export const SHRINK_SIDES = [1024, 512] as const

const describeImage = (width: number, height: number, codec: string): string => `${width}×${height} ${codec}`

/**
 * The texture step. Each texture's codec and quality are chosen on its tiles first, largest first; the textures the
 * shrink step is then sure to take are left for it (a whole encode at their size would be lost: `sureToShrink`), and
 * the others re-encoded, largest first, as the tiles chose.
 */
export async function textureCandidates(state: State, measured: Measured): Promise<Candidate[]> {
  const textures = filesOf(state, asset => isTexture(asset) && IMAGE.test(asset.path))
  const packed = new Map(measured.files.map(file => [file.path, file.packed]))
  const ratio = packRatio(measured)
  const floor = floorOf(measured, state)
  const chosen = new Map<string, Chosen>()
  const foreseen: Foreseen[] = []
  let seen = 0
  let least = 0
  let rest = textures.reduce((sum, asset) => sum + (packed.get(currentPath(state, asset)) ?? 0), 0)
  for (const asset of textures) {
    const before = packed.get(currentPath(state, asset)) ?? 0
    const plan = await chooseFor(state, asset, asset === textures[0])
    if (plan) chosen.set(asset.path, plan)
    const estimate = plan?.choice ? base64Length(Math.floor(plan.choice.estimate * ESTIMATE_LOW)) : 0
    // What the tiles cannot foresee (a lossless texture, one no quality keeps) counted as nothing: a lower bound.
    const texture = {
      path: asset.path,
      least: Math.min(before, estimate) * ratio,
      shrinkable: asset.type === 'texture' && (plan?.side ?? 0) > SHRINK_SIDES[0],
    }
    foreseen.push(texture)
    least += texture.least
    seen += before
    rest -= before
    // The textures not chosen yet foreseen as those chosen: where even so none is sure to be shrunk, they are not
    // read ahead (each would be read twice), and the step goes on as they come.
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
  // The codecs kept: tiles grow their memory little, and an instance made anew is not free (docs/performance.md).
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

/**
 * Textures (not fonts or atlases, whose pixels are read one by one) whose longer side is over `side`, largest first,
 * and first of all those the texture step left for this one (`State.deferred`).
 */
export function texturesOver(state: State, side: number): BuildAsset[] {
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

export function shrinkTexture(asset: BuildAsset, side: number): Candidate {
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
