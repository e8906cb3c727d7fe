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

/**
 * The texture re-encoded at its own size, the quality chosen for it alone: the lowest whose decoded pixels keep SSIM
 * at `floor` or above, found on tiles sampled over it, then checked on the whole (a step up while the whole falls
 * short). JPEG or WebP, whichever is smaller at its quality (WebP alone where a pixel is not opaque); `lossless` for
 * what must stay exact (a font's or an atlas's edges). Undefined when no quality keeps the floor.
 */
export async function reencode(
  pixels: Pixels,
  options: { lossless?: boolean; floor?: number } = {},
): Promise<Encoded | undefined> {
  if (options.lossless) return { bytes: await encodeWebp(pixels, 'lossless'), codec: 'WebP lossless', ssim: 1 }
  const floor = options.floor ?? TEXTURE_FLOOR
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
  let best: { codec: 'JPEG' | 'WebP'; quality: number; size: number; scores: Map<number, number> } | undefined
  for (const [codec, encode] of encoders) {
    const sizes = new Map<number, number>()
    const scores = new Map<number, number>()
    const beaten = best?.size ?? Infinity
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
    const size = sizes.get(quality) ?? Infinity
    if (!best || size < best.size) best = { codec, quality, size, scores }
  }
  if (!best) return undefined
  // Tiles are a sample: where they fell just short a step lower, the whole is tried there too; then up from the
  // tiles' choice until the whole keeps the floor.
  const encode = best.codec === 'JPEG' ? encodeJpeg : encodeWebp
  const at = QUALITIES.indexOf(best.quality)
  const lower = QUALITIES[at - 1]
  const near = lower !== undefined && (best.scores.get(lower) ?? 0) >= floor - NEAR
  const luma = lumaOf(pixels)
  for (const quality of QUALITIES.slice(near ? at - 1 : at)) {
    const bytes = await encode(pixels, quality)
    const ssim = await scoreOf(luma, bytes)
    if (ssim >= floor) return { bytes, codec: best.codec, quality, ssim }
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
