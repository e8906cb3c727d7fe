import { describe, expect, it } from '@jest/globals'
import { ssim } from 'ssim.js'
import { type Pixels, lumaOf, lumaSimilarity, similarity, wholeSimilarity } from '../../src/images/similarity.js'

/** A picture of smooth gradients and a seeded speckle, `width` × `height`. */
function picture(width: number, height: number, seed: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4)
  let state = seed
  for (let i = 0; i < width * height; i++) {
    state = (state * 1103515245 + 12345) >>> 0
    const x = i % width
    const y = Math.floor(i / width)
    data[i * 4] = (x * 255) / width + (state % 17)
    data[i * 4 + 1] = (y * 255) / height
    data[i * 4 + 2] = ((x + y) * 97) % 256
    data[i * 4 + 3] = 255
  }
  return { data, width, height }
}

/** `pixels` with every `every`th byte of colour moved by `by`. */
function noisy(pixels: Pixels, every: number, by: number): Pixels {
  const data = new Uint8ClampedArray(pixels.data)
  for (let i = 0; i < data.length; i += every) if (i % 4 !== 3) data[i] = (data[i] ?? 0) + by
  return { ...pixels, data }
}

describe('wholeSimilarity', () => {
  // Sizes that are and are not multiples of the 11-pixel block, so that the edge blocks are partial.
  it.each([
    [64, 64],
    [121, 77],
    [200, 13],
  ])('gives ssim.js’s Bezkrovny score for %i×%i', (width, height) => {
    const before = picture(width, height, 7)
    for (const after of [noisy(before, 5, 9), noisy(before, 3, -40), picture(width, height, 8)]) {
      const expected = ssim(before as never, after as never, {
        ssim: 'bezkrovny',
        downsample: false,
        windowSize: 11,
      }).mssim
      expect(wholeSimilarity(before, after)).toBeCloseTo(expected, 12)
      expect(similarity(before, after).whole).toBeCloseTo(expected, 12)
    }
  })

  it('is 1 for the same picture and falls as it changes more', () => {
    const before = picture(96, 96, 3)
    expect(wholeSimilarity(before, before)).toBe(1)
    const slight = wholeSimilarity(before, noisy(before, 7, 4))
    const more = wholeSimilarity(before, noisy(before, 3, 60))
    expect(slight).toBeLessThan(1)
    expect(more).toBeLessThan(slight)
  })

  it('takes luminance once: the same score from lumaOf as from the pixels', () => {
    const before = picture(50, 40, 1)
    const after = noisy(before, 4, 20)
    const luma = lumaOf(before)
    expect(luma.data).toHaveLength(50 * 40)
    expect(lumaSimilarity(luma, lumaOf(after))).toBe(wholeSimilarity(before, after))
  })

  it('refuses pictures of two sizes', () => {
    expect(() => wholeSimilarity(picture(10, 10, 1), picture(10, 11, 1))).toThrow(/differ in size: 10×10 against 10×11/)
  })
})
