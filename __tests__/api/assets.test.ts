import { describe, expect, it } from '@jest/globals'
import { parseAsset, parseAssetPage, parseWritten } from '../../src/api/assets.js'
import { UnreadableAnswerError } from '../../src/errors.js'

const good = { id: 7, name: 'a.js', type: 'script', parent: 3, file: { hash: 'A'.repeat(32), filename: 'a.js' } }

describe('assets as the API answers them', () => {
  it('reads an asset, its hash lower-cased; a folder at the root has no hash', () => {
    expect(parseAsset(good)).toEqual({
      id: 7,
      name: 'a.js',
      type: 'script',
      parent: 3,
      hash: 'a'.repeat(32),
      filename: 'a.js',
    })
    expect(parseAsset({ id: 1, name: 'f', type: 'folder', parent: null })).toEqual({
      id: 1,
      name: 'f',
      type: 'folder',
      parent: null,
    })
  })

  it.each([
    ['no id', { ...good, id: undefined }],
    ['a string id', { ...good, id: '7' }],
    ['an empty name', { ...good, name: '' }],
    ['a huge name', { ...good, name: 'x'.repeat(1_001) }],
    ['a type with spaces', { ...good, type: 'a b' }],
    ['a parent that is no id', { ...good, parent: 'root' }],
  ])('leaves out an entry with %s', (_, entry) => {
    expect(parseAsset(entry)).toBeUndefined()
  })

  it('takes a hash that is no MD5 as none: such a file is never equal, and says its hash could not be read', () => {
    for (const hash of ['x', 'z'.repeat(32), 42, null, undefined]) {
      expect(parseAsset({ ...good, file: { hash } })).toMatchObject({ unreadableHash: true })
      expect(parseAsset({ ...good, file: { hash } })?.hash).toBeUndefined()
    }
    // No file at all is no unreadable hash.
    expect(parseAsset({ ...good, file: null })).not.toHaveProperty('unreadableHash')
    expect(parseAsset({ ...good, file: undefined })).not.toHaveProperty('unreadableHash')
  })

  it('keeps the file’s own name only when a form part could carry it', () => {
    const named = (filename: unknown) => parseAsset({ ...good, name: 'renamed.js', file: { ...good.file, filename } })
    expect(named('old.mjs')?.filename).toBe('old.mjs')
    for (const bad of ['', 'a/b.js', 'a\\b.js', 'a\nb.js', 'x'.repeat(1_001), 7])
      expect(named(bad)?.filename).toBeUndefined()
  })

  it('reads where a page says it starts and how many were asked, when it says so', () => {
    expect(parseAssetPage({ result: [], pagination: { skip: 5, limit: 10, total: 3 } })).toMatchObject({
      skip: 5,
      limit: 10,
      total: 3,
    })
    expect(parseAssetPage({ result: [], pagination: { skip: -1, limit: 'x' } })).toEqual({
      assets: [],
      unreadable: 0,
      entries: 0,
    })
  })

  it('counts what a page held and could not read', () => {
    expect(parseAssetPage({ result: [good, 'junk', null], pagination: { total: 3 } })).toMatchObject({
      entries: 3,
      unreadable: 2,
      total: 3,
    })
    expect(() => parseAssetPage({ results: [] })).toThrow(UnreadableAnswerError)
  })

  it('an answer that is not the asset asked for is unreadable (the request may have acted)', () => {
    expect(() => parseWritten(good, { name: 'b.js', parent: 3 })).toThrow(UnreadableAnswerError)
    expect(() => parseWritten(good, { name: 'a.js', parent: null })).toThrow(UnreadableAnswerError)
    expect(() => parseWritten(good, { name: 'a.js', parent: 3, id: 8 })).toThrow(UnreadableAnswerError)
    expect(parseWritten(good, { name: 'a.js', parent: 3, id: 7 }).id).toBe(7)
  })
})
