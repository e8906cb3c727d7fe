import { describe, expect, it } from '@jest/globals'
import { PNG, type ColorType } from 'pngjs'
import { decodeImage, encodeJpeg, encodePng, encodeWebp } from '../../src/fitting/codecs.js'

// fit reads a PNG with Rust's png decoder (WebAssembly): each kind of PNG a writer makes, read as pngjs reads it.
describe('decodeImage, a PNG', () => {
  const width = 37
  const height = 23
  const rgba = Buffer.alloc(width * height * 4)
  for (let i = 0; i < rgba.length; i++) rgba[i] = (i * 37 + (i >> 5)) & 255

  it.each([
    [0, 8],
    [2, 8],
    [4, 8],
    [6, 8],
    [0, 16],
    [2, 16],
    [6, 16],
  ] as [ColorType, 8 | 16][])('colour type %i, %i bits: the same RGBA as pngjs reads', async (colorType, bitDepth) => {
    const png = new PNG({ width, height, colorType, bitDepth, inputColorType: 6, inputHasAlpha: true })
    png.data = bitDepth === 16 ? Buffer.from(new Uint16Array([...rgba].map(v => v * 257)).buffer) : rgba
    const bytes = PNG.sync.write(png, { colorType, bitDepth, inputColorType: 6, inputHasAlpha: true })
    const expected = PNG.sync.read(bytes)
    const decoded = await decodeImage(bytes)
    expect([decoded?.width, decoded?.height]).toEqual([width, height])
    // A 16-bit channel is rounded to 8 bits where pngjs cuts it: at most one level apart.
    const apart = Math.max(...[...(decoded?.data ?? [])].map((value, i) => Math.abs(value - (expected.data[i] ?? -9))))
    expect(apart).toBeLessThanOrEqual(bitDepth === 16 ? 1 : 0)
  })

  it('reads back what fit writes', async () => {
    const bytes = encodePng({ data: new Uint8ClampedArray(rgba), width, height })
    expect(Buffer.from((await decodeImage(bytes))?.data ?? [])).toEqual(rgba)
  })
})

describe('decodeImage, an image cut short or garbled', () => {
  const pixels = { data: new Uint8ClampedArray(64 * 64 * 4).fill(128), width: 64, height: 64 }

  it.each([
    ['PNG', () => encodePng(pixels)],
    ['JPEG', () => encodeJpeg(pixels, 80)],
    ['WebP', () => encodeWebp(pixels, 80)],
  ])(
    '%s: undefined (fit carries the file as it is), and the codec still reads a whole one after',
    async (_, encode) => {
      const whole = Buffer.from(await encode())
      const garbled = Buffer.from(whole)
      for (let i = 40; i < garbled.length; i += 7) garbled[i] = (garbled[i] ?? 0) ^ 0x5a
      expect(await decodeImage(whole.subarray(0, 60))).toBeUndefined()
      expect(await decodeImage(garbled)).toBeUndefined()
      expect(await decodeImage(whole)).toMatchObject({ width: 64, height: 64 })
    },
  )
})
