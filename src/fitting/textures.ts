import { decodeImage, encodeJpeg, encodeWebp } from './codecs.js'
import { hasAlpha, lowestPassing, sampleTiles } from './pixels.js'
import { type Luma, type Pixels, lumaOf, lumaSimilarity } from '../images/similarity.js'

/** A texture's new encoding, and what it cost the picture. */
export interface Encoded {
  bytes: Buffer
  codec: 'JPEG' | 'WebP' | 'WebP lossless'
  /** The encoder's quality, 0–100; undefined for lossless. */
  quality?: number
  /** SSIM of the whole texture decoded back against the pixels it was made from (1 for lossless). */
  ssim: number
}

/** The qualities tried, lowest first: under 30 blocks show whatever SSIM says; over 95 saves little on a PNG. */
const QUALITIES = [30, 40, 50, 60, 70, 75, 80, 85, 90, 95]

/** How similar a re-encoded texture must stay to its pixels, by default: SSIM over the texture, 1 for the same. */
export const TEXTURE_FLOOR = 0.95

/** What the tiles chose for a texture, before its whole is encoded. */
export interface TileChoice {
  codec: 'JPEG' | 'WebP'
  /** The lowest quality the tiles keep the floor at. */
  quality: number
  /** The quality the whole is tried at first: a step under `quality` where the tiles fell just short there. */
  from: number
  /**
   * The bytes the whole may come to at `from`: the tiles' bytes there, scaled by the areas (how far off, measured on
   * photos: docs/performance.md).
   */
  estimate: number
}

/** `TileChoice.estimate` times this is under the whole's bytes at `from`: a lower bound fit plans with. */
export const ESTIMATE_LOW = 0.85

/**
 * The texture re-encoded at its own size, the quality chosen for it alone (`chooseOnTiles`, then `encodeChoice`).
 * `lossless` for what must stay exact (a font's or an atlas's edges). Undefined when no quality keeps the floor.
 */
export async function reencode(
  pixels: Pixels,
  options: { lossless?: boolean; floor?: number } = {},
): Promise<Encoded | undefined> {
  if (options.lossless) return { bytes: await encodeWebp(pixels, 'lossless'), codec: 'WebP lossless', ssim: 1 }
  const floor = options.floor ?? TEXTURE_FLOOR
  const choice = await chooseOnTiles(pixels, floor)
  return choice && encodeChoice(pixels, choice, floor)
}

/**
 * The codec and quality for a texture, from tiles sampled over it: the lowest quality whose decoded tiles keep SSIM at
 * `floor` or above, JPEG or WebP, whichever is smaller at its quality (WebP alone where a pixel is not opaque).
 * Undefined when no quality keeps the floor.
 */
export async function chooseOnTiles(pixels: Pixels, floor = TEXTURE_FLOOR): Promise<TileChoice | undefined> {
  const sample = sampleTiles(pixels)
  // Each picture's luminance taken once, to score it against every encode.
  const sampleLuma = lumaOf(sample)
  // WebP first, JPEG then tried from WebP's answer: a JPEG that fails the floor at as many bytes as WebP's answer
  // cannot beat it at a higher quality, so its search ends there.
  const encoders = hasAlpha(pixels)
    ? ([['WebP', encodeWebp]] as const)
    : ([
        ['WebP', encodeWebp],
        ['JPEG', encodeJpeg],
      ] as const)
  let best:
    { codec: 'JPEG' | 'WebP'; quality: number; sizes: Map<number, number>; scores: Map<number, number> } | undefined
  for (const [codec, encode] of encoders) {
    const sizes = new Map<number, number>()
    const scores = new Map<number, number>()
    const beaten = best?.sizes.get(best.quality) ?? Infinity
    const quality = await lowestPassing(
      QUALITIES,
      async q => {
        const bytes = await encode(sample, q)
        sizes.set(q, bytes.length)
        scores.set(q, await scoreOf(sampleLuma, bytes))
        const passes = (scores.get(q) ?? 0) >= floor
        return !passes && bytes.length >= beaten ? null : passes
      },
      best?.quality,
    )
    if (quality === undefined) continue
    if (!best || (sizes.get(quality) ?? Infinity) < beaten) best = { codec, quality, sizes, scores }
  }
  if (!best) return undefined
  // Tiles are a sample: where they fell just short a step lower, the whole is tried there too.
  const lower = QUALITIES[QUALITIES.indexOf(best.quality) - 1]
  const from = lower !== undefined && (best.scores.get(lower) ?? 0) >= floor - NEAR ? lower : best.quality
  const scale = (pixels.width * pixels.height) / (sample.width * sample.height)
  return { codec: best.codec, quality: best.quality, from, estimate: Math.round((best.sizes.get(from) ?? 0) * scale) }
}

/** The whole texture encoded as the tiles chose, from `choice.from` up until the whole keeps the floor. */
export async function encodeChoice(
  pixels: Pixels,
  choice: TileChoice,
  floor = TEXTURE_FLOOR,
): Promise<Encoded | undefined> {
  const encode = choice.codec === 'JPEG' ? encodeJpeg : encodeWebp
  const luma = lumaOf(pixels)
  for (const quality of QUALITIES.slice(QUALITIES.indexOf(choice.from))) {
    const bytes = await encode(pixels, quality)
    const ssim = await scoreOf(luma, bytes)
    if (ssim >= floor) return { bytes, codec: choice.codec, quality, ssim }
  }
  return undefined
}

/** How far under the floor the tiles may score at a quality for the whole to be tried there. */
const NEAR = 0.01

/** SSIM of `bytes` decoded against the luminance they were made from. */
export async function scoreOf(luma: Luma, bytes: Uint8Array): Promise<number> {
  const decoded = await decodeImage(bytes)
  return decoded ? lumaSimilarity(luma, lumaOf(decoded)) : 0
}
