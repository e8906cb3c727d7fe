import { describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { gzippedForPage } from '../../src/playable/page-gzip.js'

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
})
