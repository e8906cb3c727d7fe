import { describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { gzippedForPage, mayShrink } from '../../src/playable/page-gzip.js'
import { PNG } from 'pngjs'
import { musicWav } from '../../stand-ins/photo-app.js'

describe('gzippedForPage', () => {
  it('gzips what shrinks by a tenth or more, to bytes that unpack to the same', () => {
    const script = Buffer.from('var app = new pc.Application(canvas);\n'.repeat(500))
    const packed = gzippedForPage(script)
    expect(packed?.length).toBeLessThan(script.length * 0.9)
    expect(gunzipSync(packed ?? Buffer.alloc(0)).equals(script)).toBe(true)
  })

  it('leaves what gzip cannot shrink (a texture, a sound) as it is', () => {
    expect(gzippedForPage(randomBytes(64 * 1024))).toBeUndefined()
  })

  it('gzips the same bytes once, whichever buffer holds them: fit packs the build again after each change', () => {
    const text = 'export const shader = `precision highp float;`;\n'.repeat(300)
    const first = gzippedForPage(Buffer.from(text))
    expect(first).toBeDefined()
    expect(gzippedForPage(Buffer.from(text))).toBe(first)
    expect(gzippedForPage(Buffer.from(`${text} `))).not.toBe(first)
  })

  it('tries a large file at level 9 only where slices of it deflate: not a PNG texture, still a script or a WAV', () => {
    // pngjs writes the PNG (of a camera's noise), deflated already: level 9 over such a file is the slowest, for nothing.
    const png = new PNG({ width: 320, height: 320 })
    png.data = randomBytes(320 * 320 * 4)
    const texture = PNG.sync.write(png)
    expect(texture.length).toBeGreaterThan(256 * 1024)
    expect(mayShrink(texture)).toBe(false)
    expect(gzippedForPage(texture)).toBeUndefined()
    const script = Buffer.from('var app = new pc.Application(canvas);\n'.repeat(20_000))
    expect(mayShrink(script)).toBe(true)
    expect(mayShrink(musicWav(5))).toBe(true)
    // Compressible only past its first half: the slices are spread over the whole file.
    expect(mayShrink(Buffer.concat([randomBytes(400 * 1024), script]))).toBe(true)
    expect(mayShrink(randomBytes(100 * 1024))).toBe(true)
  })
})
