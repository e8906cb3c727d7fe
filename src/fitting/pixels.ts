import type { Pixels } from '../images/similarity.js'

/** Whether any pixel is less than opaque: JPEG cannot carry it (pure). */
export function hasAlpha(pixels: Pixels): boolean {
  for (let i = 3; i < pixels.data.length; i += 4) if (pixels.data[i] !== 255) return true
  return false
}

/**
 * Tiles of the picture spread over it, side by side in one smaller picture: a quality is chosen on them in a fraction
 * of the time a whole 2048-pixel texture's encodes would take. The whole picture when it is no bigger (pure). Tiles
 * of 176 pixels, 11 blocks of 16 (JPEG's and WebP's) and 16 of SSIM's 11: no block straddles two tiles, whose seam
 * would score as detail the texture does not have (docs/performance.md: fit's tiles).
 */
export function sampleTiles(pixels: Pixels, tile = 176, across = 3): Pixels {
  const { width, height } = pixels
  if (width <= tile * across && height <= tile * across) return pixels
  const tw = Math.min(tile, width)
  const th = Math.min(tile, height)
  const out = new Uint8ClampedArray(tw * across * th * across * 4)
  for (let row = 0; row < across; row++)
    for (let column = 0; column < across; column++) {
      // Tiles evenly spread, the last ones against the far edges.
      const sx = Math.round((column * (width - tw)) / (across - 1))
      const sy = Math.round((row * (height - th)) / (across - 1))
      for (let y = 0; y < th; y++) {
        const from = ((sy + y) * width + sx) * 4
        const to = ((row * th + y) * tw * across + column * tw) * 4
        out.set(pixels.data.subarray(from, from + tw * 4), to)
      }
    }
  return { data: out, width: tw * across, height: th * across }
}

/**
 * The picture at half its width and height, each pixel the mean of the four it covers, as a texture's next mip level
 * is made; an odd last row or column is averaged with itself. Written here: a box filter over 2×2 needs no codec (pure).
 */
export function halve(pixels: Pixels): Pixels {
  const { width, height, data } = pixels
  const w = Math.max(1, width >> 1)
  const h = Math.max(1, height >> 1)
  const out = new Uint8ClampedArray(w * h * 4)
  for (let y = 0; y < h; y++) {
    const y0 = Math.min(2 * y, height - 1)
    const y1 = Math.min(2 * y + 1, height - 1)
    for (let x = 0; x < w; x++) {
      const x0 = Math.min(2 * x, width - 1)
      const x1 = Math.min(2 * x + 1, width - 1)
      for (let c = 0; c < 4; c++)
        out[(y * w + x) * 4 + c] =
          ((data[(y0 * width + x0) * 4 + c] ?? 0) +
            (data[(y0 * width + x1) * 4 + c] ?? 0) +
            (data[(y1 * width + x0) * 4 + c] ?? 0) +
            (data[(y1 * width + x1) * 4 + c] ?? 0) +
            2) >>
          2
    }
  }
  return { data: out, width: w, height: h }
}

/**
 * The lowest of `qualities` (ascending) that `passes`, by bisection, `first` tried first where given (a guess: the
 * answer is the same, found in fewer tries when the guess is near); undefined when not even the highest does, or as
 * soon as `passes` answers null, for "none of these can do better than what is already had".
 */
export async function lowestPassing(
  qualities: readonly number[],
  passes: (quality: number) => Promise<boolean | null>,
  first?: number,
): Promise<number | undefined> {
  let low = 0
  let high = qualities.length - 1
  let found: number | undefined
  // The guess, then its neighbour on the side the answer lies (a guess one off costs one try more), then bisection.
  let next = first === undefined ? -1 : qualities.indexOf(first)
  for (let tries = 0; low <= high; tries++) {
    const middle = next >= low && next <= high ? next : (low + high) >> 1
    const quality = qualities[middle] as number
    const passed = await passes(quality)
    if (passed === null) return undefined
    if (passed) {
      found = quality
      high = middle - 1
    } else low = middle + 1
    next = tries === 0 && next === middle ? middle + (passed ? -1 : 1) : -1
  }
  return found
}
