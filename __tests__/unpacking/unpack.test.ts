import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { UnpackError } from '../../src/errors.js'
import { entryRefusal, unpack } from '../../src/unpacking/unpack.js'
import { type ZipEntry, writeZip } from '../../stand-ins/zip-writer.js'

const LIMITS = { maxEntries: 100, maxBytes: 1_000_000 }
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'unpack-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A zip of `entries` in the test's folder, and the folder it is to be unpacked into (inside `work/`). */
function zipOf(entries: ZipEntry[]): { zip: string; target: string } {
  const zip = join(dir, 'build.zip')
  writeZip(zip, entries)
  mkdirSync(join(dir, 'work'))
  return { zip, target: join(dir, 'work', 'app') }
}

/** Every path under the test's folder, so that nothing written outside the target can hide. */
function tree(): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()
}

describe('unpack, with yauzl reading real zips', () => {
  it('unpacks files and folders, counting files and bytes', async () => {
    const { zip, target } = zipOf([
      { name: 'index.html', data: '<html></html>' },
      { name: 'files/', mode: 0o40755 },
      { name: 'files/assets/1/model.glb', data: Buffer.alloc(50_000, 7) },
      { name: 'stored.txt', data: 'plain', deflate: false },
    ])
    expect(await unpack(zip, target, LIMITS)).toEqual({ files: 3, bytes: 13 + 50_000 + 5 })
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('<html></html>')
    expect(readFileSync(join(target, 'files/assets/1/model.glb'))).toEqual(Buffer.alloc(50_000, 7))
    expect(tree()).toEqual([
      'build.zip',
      'work',
      'work/app',
      'work/app/files',
      'work/app/files/assets',
      'work/app/files/assets/1',
      'work/app/files/assets/1/model.glb',
      'work/app/index.html',
      'work/app/stored.txt',
    ])
  })

  it('moves into an empty folder that exists', async () => {
    const { zip, target } = zipOf([{ name: 'a.txt', data: 'a' }])
    mkdirSync(target)
    await unpack(zip, target, LIMITS)
    expect(readdirSync(target)).toEqual(['a.txt'])
  })

  it.each<[string, ZipEntry, RegExp]>([
    ['a .. segment', { name: '../x.js', data: 'evil' }, /"\.\.\/x\.js" is refused: its name holds a \.\. segment/],
    ['a deeper .. segment', { name: 'a/../../x.js', data: 'evil' }, /"a\/\.\.\/\.\.\/x\.js" is refused/],
    ['an absolute name', { name: '/tmp/x.js', data: 'evil' }, /"\/tmp\/x\.js" is refused: it is an absolute path/],
    ['a drive letter', { name: 'C:x.js', data: 'evil' }, /drive letter/],
    ['a backslash', { name: '..\\x.js', data: 'evil' }, /backslash/],
    [
      'a symbolic link',
      { name: 'link', data: '/etc/passwd', mode: 0o120777 },
      /"link" is refused: it is a symbolic link/,
    ],
    ['a device', { name: 'dev', mode: 0o20644 }, /device/],
    ['a control character', { name: 'a\nb', data: 'x' }, /control characters/],
  ])('refuses %s, naming the entry, and leaves nothing behind', async (_, bad, message) => {
    const { zip, target } = zipOf([{ name: 'first.txt', data: 'ok' }, bad, { name: 'after.txt', data: 'ok' }])
    const error = await unpack(zip, target, LIMITS).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnpackError)
    expect((error as Error).message).toMatch(message)
    // Neither the target, nor the staging folder beside it, nor anything outside.
    expect(tree()).toEqual(['build.zip', 'work'])
  })

  it.each<[string, ZipEntry, RegExp]>([
    // The name's own bytes are harmless; the name the entry would be written under is not.
    [
      'a .. segment',
      { name: 'x.js', unicodePath: { name: '../x.js' }, data: 'evil' },
      /"\.\.\/x\.js" is refused: its name holds a \.\. segment/,
    ],
    [
      'an absolute name',
      { name: 'x.js', unicodePath: { name: '/tmp/x.js' } },
      /"\/tmp\/x\.js" is refused: it is an absolute/,
    ],
    [
      'a backslash',
      { name: 'x.js', unicodePath: { name: '..\\x.js' } },
      /"\.\.\\\\x\.js" is refused: its name holds a backslash/,
    ],
    [
      'a drive letter',
      { name: 'x.js', unicodePath: { name: 'C:x.js' } },
      /"C:x\.js" is refused: its name starts with a drive/,
    ],
    // Read as CP437 (as yauzl read every name without the flag), the newline was a harmless '◙'.
    [
      'a control character',
      { name: Buffer.from('a\nb.js') },
      /"a\\nb\.js" is refused: its name holds control characters/,
    ],
  ])('refuses %s that only decoding shows, naming the entry as decoded', async (_, bad, message) => {
    const { zip, target } = zipOf([{ name: 'first.txt', data: 'ok' }, bad, { name: 'after.txt', data: 'ok' }])
    await expect(unpack(zip, target, LIMITS)).rejects.toThrow(message)
    expect(tree()).toEqual(['build.zip', 'work'])
  })

  it.each<[string, ZipEntry[], string]>([
    [
      'UTF-8 flagged and not',
      [
        { name: 'tëxture.png', data: '1' },
        { name: Buffer.from('tëxture.png'), data: '2' },
      ],
      'tëxture.png',
    ],
    [
      'a Unicode path field',
      [
        { name: 'a.txt', data: '1' },
        { name: 'b.txt', unicodePath: { name: 'a.txt' }, data: '2' },
      ],
      'a.txt',
    ],
  ])('refuses an entry that comes twice once decoded (%s)', async (_, entries, name) => {
    const { zip, target } = zipOf(entries)
    await expect(unpack(zip, target, LIMITS)).rejects.toThrow(`"${name}" is refused: it comes twice`)
    expect(tree()).toEqual(['build.zip', 'work'])
  })

  it('unpacks names as unzip reads them: UTF-8 without the flag, the Unicode path field when its CRC-32 holds, else CP437', async () => {
    const latin1 = Buffer.from('t\xebxture.png', 'latin1')
    const { zip, target } = zipOf([
      { name: Buffer.from('files/assets/12/1/tëxture ü.png'), data: 'a' },
      { name: latin1, unicodePath: { name: 'files/模型.glb' }, data: 'b' },
      { name: Buffer.from('kept.js'), unicodePath: { name: '../x.js', nameCrc: 1 }, data: 'c' },
      { name: Buffer.from([0x81, 0x62, 0x65, 0x72]), data: 'd' },
    ])
    expect(await unpack(zip, target, LIMITS)).toEqual({ files: 4, bytes: 4 })
    expect(readdirSync(target, { recursive: true, encoding: 'utf8' }).sort()).toEqual([
      'files',
      'files/assets',
      'files/assets/12',
      'files/assets/12/1',
      'files/assets/12/1/tëxture ü.png',
      'files/模型.glb',
      'kept.js',
      'über',
    ])
  })

  it('stops when the step is cancelled or times out, leaving nothing behind', async () => {
    const { zip, target } = zipOf(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, data: Buffer.alloc(50_000) })))
    const controller = new AbortController()
    controller.abort(new Error('Timed out after 1 s (the timeout input)'))
    await expect(unpack(zip, target, { ...LIMITS, signal: controller.signal })).rejects.toThrow('Timed out after 1 s')
    expect(tree()).toEqual(['build.zip', 'work'])
  })

  it('caps the entry count', async () => {
    const { zip, target } = zipOf(Array.from({ length: 5 }, (_, i) => ({ name: `f${i}`, data: 'x' })))
    await expect(unpack(zip, target, { ...LIMITS, maxEntries: 4 })).rejects.toThrow('more than 4 entries')
    expect(existsSync(target)).toBe(false)
  })

  it('caps the unpacked bytes (a zip bomb: small zipped, large unpacked)', async () => {
    const { zip, target } = zipOf([{ name: 'bomb', data: Buffer.alloc(5_000_000) }])
    await expect(unpack(zip, target, LIMITS)).rejects.toThrow('unpacks to more than 1000000 bytes (at entry "bomb")')
    expect(tree()).toEqual(['build.zip', 'work'])
  })

  it.each([
    ['less than it holds (a bomb hiding its size)', 1_000],
    ['more than it holds', 200_000],
  ])('refuses an entry that declares %s', async (_, declaredSize) => {
    const { zip, target } = zipOf([{ name: 'liar', data: Buffer.alloc(100_000), declaredSize }])
    await expect(unpack(zip, target, LIMITS)).rejects.toThrow(
      `"liar" does not hold the ${declaredSize} bytes it declares`,
    )
    expect(tree()).toEqual(['build.zip', 'work'])
  })

  it('refuses an entry that comes twice rather than overwrite it', async () => {
    const { zip, target } = zipOf([
      { name: 'a.txt', data: '1' },
      { name: 'a.txt', data: '2' },
    ])
    await expect(unpack(zip, target, LIMITS)).rejects.toThrow('"a.txt" is refused: it comes twice')
  })

  it('says a file that is not a zip cannot be read', async () => {
    writeFileSync(join(dir, 'not.zip'), 'not a zip at all')
    await expect(unpack(join(dir, 'not.zip'), join(dir, 'app'), LIMITS)).rejects.toThrow('The zip cannot be read')
  })

  it('lets finish work on the unpacked folder before it is moved into place, and its failure leave nothing', async () => {
    const { zip, target } = zipOf([{ name: 'index.html', data: '<html></html>' }])
    const seen: string[] = []
    await unpack(zip, target, LIMITS, folder => {
      seen.push(...readdirSync(folder))
      expect(existsSync(target)).toBe(false)
      writeFileSync(join(folder, 'index.html'), 'finished')
      return Promise.resolve()
    })
    expect(seen).toEqual(['index.html'])
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('finished')

    rmSync(target, { recursive: true })
    const broken = new UnpackError('the build has no page')
    await expect(unpack(zip, target, LIMITS, () => Promise.reject(broken))).rejects.toBe(broken)
    expect(tree()).toEqual(['build.zip', 'work'])
  })

  it('will not move into a folder that filled up meanwhile', async () => {
    const { zip, target } = zipOf([{ name: 'a.txt', data: 'a' }])
    mkdirSync(target)
    writeFileSync(join(target, 'mine'), 'keep')
    await expect(unpack(zip, target, LIMITS)).rejects.toThrow('is no longer empty')
    expect(readdirSync(target)).toEqual(['mine'])
  })
})

describe('entryRefusal', () => {
  it.each(['index.html', 'a/b/c.js', 'dir/', './a', 'a..b/c', 'é/ü.js'])('lets %s through', name => {
    expect(entryRefusal(name, 0o100644)).toBeUndefined()
    expect(entryRefusal(name, 0)).toBeUndefined()
  })

  it.each([
    ['', 0],
    ['a/../../b', 0],
    ['..', 0],
    ['/abs', 0],
    ['c:/x', 0],
    ['a\\b', 0],
    ['fifo', 0o10644],
    ['socket', 0o140644],
    ['block', 0o60644],
  ])('refuses %j (mode %o)', (name, mode) => {
    expect(entryRefusal(name, mode)).toEqual(expect.any(String))
  })
})
