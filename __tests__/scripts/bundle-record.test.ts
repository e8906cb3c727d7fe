import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BUNDLE_INPUTS, digestOf, filesUnder, readRecord, upToDate, writeRecord } from '../../scripts/bundle-record.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bundle-record-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const files = (entries: Record<string, string>): Map<string, Buffer> =>
  new Map(Object.entries(entries).map(([path, text]) => [path, Buffer.from(text)]))

describe('digestOf', () => {
  it('is the same for the same files in any order, and changes with a byte, a name or a file moved', () => {
    const digest = digestOf(files({ 'src/a.ts': 'a', 'src/b.ts': 'b' }))
    expect(digestOf(files({ 'src/b.ts': 'b', 'src/a.ts': 'a' }))).toBe(digest)
    expect(digestOf(files({ 'src/a.ts': 'a', 'src/b.ts': 'c' }))).not.toBe(digest)
    expect(digestOf(files({ 'src/a.ts': 'a', 'src/c.ts': 'b' }))).not.toBe(digest)
    expect(digestOf(files({ 'src/a.ts': 'a' }))).not.toBe(digest)
    // A byte moved from one file's end to the next one's start is another build.
    expect(digestOf(files({ 'src/a.ts': 'ab', 'src/b.ts': '' }))).not.toBe(digest)
  })
})

describe('filesUnder', () => {
  it('reads every file under folders and the files named, by path from the root; a missing path adds none', () => {
    mkdirSync(join(root, 'src', 'deep'), { recursive: true })
    writeFileSync(join(root, 'src', 'deep', 'x.ts'), 'x')
    writeFileSync(join(root, 'package.json'), '{}')
    const found = filesUnder(root, ['src', 'package.json', 'gone.ts'])
    expect([...found.keys()].sort()).toEqual(['package.json', join('src', 'deep', 'x.ts')])
    expect(found.get('package.json')?.toString()).toBe('{}')
  })

  it("names what the bundle is built from: the sources, the build's own scripts and the lock file", () => {
    expect(BUNDLE_INPUTS).toEqual(expect.arrayContaining(['src', 'scripts/package.ts', 'package-lock.json']))
  })
})

describe('the record of a build', () => {
  it('holds only while both the inputs and dist/ are what the build saw', () => {
    writeRecord(root, { inputs: 'i1', dist: 'd1' })
    const record = readRecord(root)
    expect(record).toEqual({ inputs: 'i1', dist: 'd1' })
    expect(upToDate(record, { inputs: 'i1', dist: 'd1' })).toBe(true)
    expect(upToDate(record, { inputs: 'i2', dist: 'd1' })).toBe(false)
    expect(upToDate(record, { inputs: 'i1', dist: 'd2' })).toBe(false)
    expect(upToDate(undefined, { inputs: 'i1', dist: 'd1' })).toBe(false)
  })

  it('is none where there is none, or it cannot be read', () => {
    expect(readRecord(root)).toBeUndefined()
    writeRecord(root, { inputs: 'i1', dist: 'd1' })
    writeFileSync(join(root, 'node_modules', '.cache', 'checkpoint-action', 'bundle.json'), '{"inputs": 1}')
    expect(readRecord(root)).toBeUndefined()
  })
})
