import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { FileMismatchError } from '../../src/errors.js'
import { besideOf, mismatch, receiveInto } from '../../src/pulling/receive-file.js'

// The sink pull-files streams each download into: a file beside its place, hashed on the way, renamed over the place
// only when its MD5 is the list's. Whatever fails, the place is as it was and nothing is left beside it.
let dir: string
let place: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'receive-'))
  place = join(dir, 'a.js')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const md5 = (bytes: Buffer | string): string => createHash('md5').update(bytes).digest('hex')
const live = (): AbortSignal => new AbortController().signal
async function* chunks(...parts: (Buffer | string)[]): AsyncGenerator<Buffer> {
  // One turn of the event loop between chunks, as a socket's arrive.
  for (const part of parts) yield await Promise.resolve(Buffer.from(part))
}

describe('mismatch (pure)', () => {
  it('is undefined for the list’s MD5, and names the asset and both MD5s otherwise', () => {
    expect(mismatch({ id: 7, hash: md5('a') }, md5('a'))).toBeUndefined()
    expect(mismatch({ id: 7, hash: md5('a') }, md5('b'))).toBe(
      `asset 7's file has the MD5 ${md5('b')}, not the list's ${md5('a')}`,
    )
  })

  it('puts the temporary file beside its place, under a dot-name of its own each time', () => {
    const one = besideOf(place)
    expect(dirname(one)).toBe(dir)
    expect(one).toMatch(/\/\.pulling-[0-9a-f]{12}$/)
    expect(besideOf(place)).not.toBe(one)
  })
})

describe('receiveInto', () => {
  it('writes the bytes as they arrive, in chunks, and renames them into place: nothing left beside', async () => {
    const parts = ['// a\n', Buffer.from([0, 255, 10]), 'x'.repeat(100_000)]
    const whole = Buffer.concat(parts.map(p => Buffer.from(p)))
    const received = await receiveInto(place, { id: 1, hash: md5(whole) })(chunks(...parts), live())
    expect(received).toEqual({ md5: md5(whole), size: whole.length })
    expect(readFileSync(place)).toEqual(whole)
    expect(readdirSync(dir)).toEqual(['a.js'])
  })

  it('replaces a file that is there, and takes an empty file', async () => {
    writeFileSync(place, 'old')
    await receiveInto(place, { id: 1, hash: md5('') })(chunks(), live())
    expect(readFileSync(place, 'utf8')).toBe('')
    expect(readdirSync(dir)).toEqual(['a.js'])
  })

  it('bytes of another MD5: a FileMismatchError naming the asset, the place as it was, nothing beside', async () => {
    writeFileSync(place, 'old')
    const error = await receiveInto(place, { id: 42, hash: md5('right') })(chunks('wrong'), live()).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(FileMismatchError)
    expect((error as Error).message).toBe(`asset 42's file has the MD5 ${md5('wrong')}, not the list's ${md5('right')}`)
    expect(readFileSync(place, 'utf8')).toBe('old')
    expect(readdirSync(dir)).toEqual(['a.js'])
  })

  it('a body that fails part-way (a cut, the size cap): its error as it came, the place as it was', async () => {
    writeFileSync(place, 'old')
    const cut = new FileMismatchError('ran past')
    async function* failing(): AsyncGenerator<Buffer> {
      yield await Promise.resolve(Buffer.from('half of it'))
      throw cut
    }
    await expect(receiveInto(place, { id: 1, hash: md5('x') })(failing(), live())).rejects.toBe(cut)
    expect(readFileSync(place, 'utf8')).toBe('old')
    expect(readdirSync(dir)).toEqual(['a.js'])
  })

  it('stops when the signal aborts, mid-body, leaving nothing beside', async () => {
    const controller = new AbortController()
    async function* endless(): AsyncGenerator<Buffer> {
      for (let i = 0; ; i++) {
        if (i === 3) controller.abort(new Error('step timed out'))
        yield Buffer.alloc(1024, i)
        await new Promise(resolve => setTimeout(resolve, 1))
      }
    }
    await expect(receiveInto(place, { id: 1, hash: md5('x') })(endless(), controller.signal)).rejects.toThrow()
    expect(readdirSync(dir)).toEqual([])
  })

  it('a failure of the disk (its folder gone) comes as it is, with its code', async () => {
    const gone = join(dir, 'gone', 'a.js')
    const error = await receiveInto(gone, { id: 1, hash: md5('x') })(chunks('x'), live()).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'ENOENT' })
    expect(readdirSync(dir)).toEqual([])
  })
})
