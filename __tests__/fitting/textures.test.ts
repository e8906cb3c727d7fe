import { describe, expect, it, jest } from '@jest/globals'

// The real codecs, JPEG's encodes counted: the tries a texture's quality costs.
const codecs = await import('../../src/fitting/codecs.js')
const encodeJpeg = jest.fn(codecs.encodeJpeg)
jest.unstable_mockModule('../../src/fitting/codecs.js', () => ({ ...codecs, encodeJpeg }))
const { reencode } = await import('../../src/fitting/textures.js')

/** Flat-coloured rectangles over a flat ground, as cartoon art is: WebP keeps it at a third of JPEG's bytes (pure). */
function cartoon(side: number): { data: Uint8ClampedArray; width: number; height: number } {
  const data = new Uint8ClampedArray(side * side * 4).fill(255)
  let seed = 7
  const random = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
  for (let k = 0; k < 60; k++) {
    const [x0, y0, w, h] = [random() * side, random() * side, 10 + random() * 120, 10 + random() * 120].map(Math.floor)
    const colour = [random() * 255, random() * 255, random() * 255, 255]
    for (let y = y0!; y < Math.min(side, y0! + h!); y++)
      for (let x = x0!; x < Math.min(side, x0! + w!); x++) data.set(colour, (y * side + x) * 4)
  }
  return { data, width: side, height: side }
}

describe("reencode's search", () => {
  it("tries JPEG first at WebP's quality, and no further once JPEG fails there at more bytes", async () => {
    const encoded = await reencode(cartoon(528), { floor: 0.97 })
    expect(encoded).toMatchObject({ codec: 'WebP', quality: 30 })
    // JPEG at 30 scores about 0.96 in twice WebP's bytes: at a higher quality it would only be bigger still.
    expect(encodeJpeg.mock.calls.map(([, quality]) => quality)).toEqual([30])
  })
})
