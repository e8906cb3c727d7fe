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

/**
 * SSIM over the whole picture alone, computed a band of rows at a time: the same score as `similarity`'s `whole` (its
 * 11-pixel blocks never straddle two bands), with the memory of a band rather than of the picture (pure).
 */
export function wholeSimilarity(before: Pixels, after: Pixels, rows = OPTIONS.windowSize * 24): number {
  if (before.width !== after.width || before.height !== after.height)
    throw new Error(
      `The pictures differ in size: ${before.width}×${before.height} against ${after.width}×${after.height}`,
    )
  const { width, height } = before
  let sum = 0
  let blocks = 0
  for (let top = 0; top < height; top += rows) {
    const bottom = Math.min(height, top + rows)
    const band = (pixels: Pixels): Pixels => ({
      data: pixels.data.subarray(top * width * 4, bottom * width * 4),
      width,
      height: bottom - top,
    })
    const { mssim, ssim_map: map } = ssim(asImageData(band(before)), asImageData(band(after)), OPTIONS)
    sum += mssim * map.width * map.height
    blocks += map.width * map.height
  }
  return blocks ? sum / blocks : 1
}
