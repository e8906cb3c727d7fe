import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { declaredTotal } from '../../src/unpacking/declared.js'
import { type ZipEntry, writeZip } from '../../stand-ins/zip-writer.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'declared-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const zipOf = (entries: ZipEntry[]): string => {
  writeZip(join(dir, 'build.zip'), entries)
  return join(dir, 'build.zip')
}
const LIMITS = { maxEntries: 10, maxBytes: 1_000_000 }

describe('declaredTotal', () => {
  it('adds up the files the central directory declares, and the whole blocks they take', async () => {
    const zip = zipOf([
      { name: 'files/', mode: 0o40755 },
      { name: 'files/a.bin', data: Buffer.alloc(5_000) },
      { name: 'index.html', data: 'x' },
      { name: 'empty', data: '' },
    ])
    expect(await declaredTotal(zip, LIMITS)).toEqual({ files: 2, bytes: 5_001, onDisk: 8_192 + 4_096 })
  })

  it('leaves a zip past the caps to the unpacking, which refuses it naming the entry', async () => {
    const many = zipOf(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, data: 'x' })))
    expect(await declaredTotal(many, LIMITS)).toBeUndefined()
    const bomb = zipOf([{ name: 'bomb', data: Buffer.alloc(2_000_000) }])
    expect(await declaredTotal(bomb, LIMITS)).toBeUndefined()
  })

  it('says a file that is not a zip cannot be read', async () => {
    writeFileSync(join(dir, 'not.zip'), 'not a zip at all')
    await expect(declaredTotal(join(dir, 'not.zip'), LIMITS)).rejects.toThrow('The zip cannot be read')
  })
})
