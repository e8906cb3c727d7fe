// Its named export: Node's ESM gives a CommonJS module's default as the whole module.exports, where a bundle (ncc's
// webpack) gives its `exports.default`, the function itself; `ssim` is the same function under both.
import { ssim } from 'ssim.js'

/** An image's pixels, four bytes each (RGBA), row by row: what a decoder gives and a canvas reads. */
export interface Pixels {
  readonly data: Uint8ClampedArray | Uint8Array
  readonly width: number
  readonly height: number
}

/** One part of the picture and how similar it stayed (SSIM, 1 for the same). */
export interface RegionSimilarity {
  x: number
  y: number
  width: number
  height: number
  ssim: number
}

export interface Similarity {
  /** SSIM over the whole picture. */
  whole: number
  /** The picture cut into `grid` × `grid` parts, row by row. */
  regions: RegionSimilarity[]
  /** The least similar part: a change in one corner does not hide in the whole's mean. */
  worst: RegionSimilarity
}

// ssim.js's Bezkrovny variant: SSIM over 11-pixel blocks, several times faster than the windowed one on a large texture
// and the same whole-picture score within a thousandth (docs/performance.md).
const OPTIONS = { ssim: 'bezkrovny', downsample: false, windowSize: 11 } as const

/**
 * How similar `after` stayed to `before` (SSIM on luminance, as ssim.js computes it), over the whole and over each of
 * `grid` × `grid` regions (pure). The two must be of one size.
 */
export function similarity(before: Pixels, after: Pixels, grid = 4): Similarity {
  if (before.width !== after.width || before.height !== after.height)
    throw new Error(
      `The pictures differ in size: ${before.width}×${before.height} against ${after.width}×${after.height}`,
    )
  const { mssim, ssim_map: map } = ssim(asImageData(before), asImageData(after), OPTIONS)
  const block = OPTIONS.windowSize
  const regions: RegionSimilarity[] = []
  for (let row = 0; row < grid; row++)
    for (let column = 0; column < grid; column++) {
      const x = Math.floor((column * before.width) / grid)
      const y = Math.floor((row * before.height) / grid)
      const width = Math.floor(((column + 1) * before.width) / grid) - x
      const height = Math.floor(((row + 1) * before.height) / grid) - y
      let sum = 0
      let count = 0
      // A block belongs to the region its centre falls in.
      for (let my = 0; my < map.height; my++) {
        const cy = my * block + block / 2
        if (cy < y || cy >= y + height) continue
        for (let mx = 0; mx < map.width; mx++) {
          const cx = mx * block + block / 2
          if (cx < x || cx >= x + width) continue
          sum += map.data[my * map.width + mx] ?? 0
          count++
        }
      }
      regions.push({ x, y, width, height, ssim: count ? sum / count : mssim })
    }
  const worst = regions.reduce((a, b) => (b.ssim < a.ssim ? b : a))
  return { whole: mssim, regions, worst }
}

function asImageData(pixels: Pixels): { data: Uint8ClampedArray; width: number; height: number } {
  const { data, width, height } = pixels
  if (data.length !== width * height * 4)
    throw new Error(`${width}×${height} pixels need ${width * height * 4} bytes; got ${data.length}`)
  return {
    data: data instanceof Uint8ClampedArray ? data : new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width,
    height,
  }
}

/** A picture's luminance, one byte a pixel, as ssim.js converts RGBA before it compares. */
export interface Luma {
  readonly data: Uint8Array
  readonly width: number
  readonly height: number
}

/** The luminance ssim.js compares (its integer conversion, alpha ignored) (pure). */
export function lumaOf(pixels: Pixels): Luma {
  const { data, width, height } = asImageData(pixels)
  const luma = new Uint8Array(width * height)
  for (let i = 0, p = 0; p < luma.length; i += 4, p++)
    luma[p] = (77 * (data[i] ?? 0) + 150 * (data[i + 1] ?? 0) + 29 * (data[i + 2] ?? 0) + 128) >> 8
  return { data: luma, width, height }
}

/** SSIM over the whole picture alone (pure); see `lumaSimilarity`. */
export function wholeSimilarity(before: Pixels, after: Pixels): number {
  return lumaSimilarity(lumaOf(before), lumaOf(after))
}

/**
 * SSIM of two pictures' luminance: ssim.js's Bezkrovny score (its mean over 11-pixel blocks, its constants). Written
 * here because fit scores one texture against several encodes: ssim.js converts both pictures again on every call, into
 * arrays of boxed numbers (seconds and about 100 MB a 2048² texture), where each luminance here is taken once (pure).
 */
export function lumaSimilarity(a: Luma, b: Luma): number {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`The pictures differ in size: ${a.width}×${a.height} against ${b.width}×${b.height}`)
  const { width, height } = a
  const size = OPTIONS.windowSize
  const c1 = (0.01 * 255) ** 2
  const c2 = (0.03 * 255) ** 2
  let sum = 0
  let blocks = 0
  for (let y = 0; y < height; y += size)
    for (let x = 0; x < width; x += size) {
      const w = Math.min(size, width - x)
      const h = Math.min(size, height - y)
      const n = w * h
      let sa = 0
      let sb = 0
      for (let j = 0; j < h; j++)
        for (let i = 0, at = (y + j) * width + x; i < w; i++, at++) {
          sa += a.data[at] ?? 0
          sb += b.data[at] ?? 0
        }
      const ma = sa / n
      const mb = sb / n
      let va = 0
      let vb = 0
      let cov = 0
      for (let j = 0; j < h; j++)
        for (let i = 0, at = (y + j) * width + x; i < w; i++, at++) {
          const da = (a.data[at] ?? 0) - ma
          const db = (b.data[at] ?? 0) - mb
          va += da * da
          vb += db * db
          cov += da * db
        }
      sum += ((2 * ma * mb + c1) * ((2 * cov) / n + c2)) / ((ma * ma + mb * mb + c1) * (va / n + vb / n + c2))
      blocks++
    }
  return blocks ? sum / blocks : 1
}
