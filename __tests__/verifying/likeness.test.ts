import { describe, expect, it } from '@jest/globals'
import { PNG } from 'pngjs'
import type { Pixels } from '../../src/images/similarity.js'
import { describeSimilarity, score } from '../../src/verifying/likeness.js'
import { compareWithReference, decodePng } from '../../src/verifying/reference.js'

// The screenshot against the reference, on pictures made here: a pattern with detail everywhere (SSIM needs
// structure), changed in one place or all over.
function pattern(width = 128, height = 72, change?: (x: number, y: number) => number | undefined): Pixels {
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const value = change?.(x, y) ?? ((x * 7 + y * 13) % 64) * 4
      data.set([value, 255 - value, (value * 3) % 256, 255], (y * width + x) * 4)
    }
  return { data, width, height }
}

const png = (pixels: Pixels): Buffer => {
  const image = new PNG({ width: pixels.width, height: pixels.height })
  image.data = Buffer.from(pixels.data)
  return PNG.sync.write(image)
}

describe('compareWithReference', () => {
  it('the same picture: 1 over the whole and in every region, no fault', () => {
    const likeness = compareWithReference(png(pattern()), pattern(), 0.9)
    expect(likeness.fault).toBeUndefined()
    expect(likeness.similarity?.whole).toBe(1)
    expect(likeness.similarity?.regions).toHaveLength(16)
    expect(likeness.similarity?.worst.ssim).toBe(1)
  })

  it('a change in one corner fails on its region, though the whole stays above the bound', () => {
    // The bottom-right sixteenth flat grey: its structure gone.
    const changed = pattern(128, 72, (x, y) => (x >= 96 && y >= 54 ? 128 : undefined))
    const likeness = compareWithReference(png(changed), pattern(), 0.9)
    expect(likeness.similarity?.whole).toBeGreaterThan(0.9)
    expect(likeness.similarity?.worst).toMatchObject({ x: 96, y: 54, width: 32, height: 18 })
    expect(likeness.fault?.kind).toBe('picture')
    expect(likeness.fault?.message).toMatch(
      /^The picture differs from the reference: similarity 0\.9\d{3} \(SSIM\) over the whole, -?0\.\d{4} in the least similar region \(x 96–128, y 54–72\); at least 0\.9 wanted \(min-similarity\)$/,
    )
    // The same change passes a bound below its region's score.
    expect(compareWithReference(png(changed), pattern(), 0.01).fault).toBeUndefined()
  })

  it('another size is a fault naming both; no screenshot, or one that is no PNG, a fault too', () => {
    expect(compareWithReference(png(pattern(64, 36)), pattern(), 0.9)).toEqual({
      fault: {
        kind: 'picture',
        message:
          'The screenshot is 64×36 and the reference 128×72: a picture of another size cannot be compared (give the screenshot of an earlier verify-app run)',
      },
    })
    expect(compareWithReference(undefined, pattern(), 0.9).fault?.message).toBe(
      'No screenshot to compare with the reference: the page gave none',
    )
    expect(compareWithReference(Buffer.from('not a png'), pattern(), 0.9).fault?.message).toMatch(
      /^The screenshot could not be read as a PNG \(.+\), so it was not compared$/,
    )
  })
})

describe('the figures', () => {
  it('rounds down, so that a score below the bound never shows as the bound', () => {
    expect(score(0.89996)).toBe('0.8999')
    expect(score(1)).toBe('1.0000')
    expect(score(0.123456)).toBe('0.1234')
  })

  it('decodes a PNG to RGBA pixels', () => {
    expect(decodePng(png(pattern(8, 4)))).toMatchObject({ width: 8, height: 4 })
    expect(() => decodePng(Buffer.from('GIF89a'))).toThrow()
  })

  it('says the whole, the worst region and where it is', () => {
    const region = { x: 320, y: 180, width: 320, height: 180, ssim: 0.88125 }
    expect(describeSimilarity({ whole: 0.97315, regions: [region], worst: region }, 0.9)).toBe(
      '0.9731 (SSIM) over the whole, 0.8812 in the least similar region (x 320–640, y 180–360); at least 0.9 wanted (min-similarity)',
    )
  })
})
