import { decodeImage, encodeJpeg, encodeWebp } from './codecs.js'
import { hasAlpha, lowestPassing, sampleTiles } from './pixels.js'
import { type Pixels, similarity } from '../images/similarity.js'

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
  const encoders = hasAlpha(pixels)
    ? ([['WebP', encodeWebp]] as const)
    : ([
        ['JPEG', encodeJpeg],
        ['WebP', encodeWebp],
      ] as const)
  let best: { codec: 'JPEG' | 'WebP'; quality: number; size: number } | undefined
  for (const [codec, encode] of encoders) {
    let size = 0
    const quality = await lowestPassing(QUALITIES, async q => {
      const bytes = await encode(sample, q)
      size = bytes.length
      return (await scoreOf(sample, bytes)) >= floor
    })
    // The size kept is the last tried; at the quality found it is re-measured when it was not.
    if (quality === undefined) continue
    const atQuality = (await encode(sample, quality)).length
    if (!best || atQuality < best.size) best = { codec, quality, size: atQuality || size }
  }
  if (!best) return undefined
  // Tiles are a sample: the whole is tried a step below their choice too, and up from there until it keeps the floor.
  const encode = best.codec === 'JPEG' ? encodeJpeg : encodeWebp
  const from = Math.max(0, QUALITIES.indexOf(best.quality) - 1)
  for (const quality of QUALITIES.slice(from)) {
    const bytes = await encode(pixels, quality)
    const ssim = await scoreOf(pixels, bytes)
    if (ssim >= floor) return { bytes, codec: best.codec, quality, ssim }
  }
  return undefined
}

/** SSIM of `bytes` decoded against `pixels`. */
export async function scoreOf(pixels: Pixels, bytes: Uint8Array): Promise<number> {
  const decoded = await decodeImage(bytes)
  return decoded ? similarity(pixels, decoded, 1).whole : 0
}
