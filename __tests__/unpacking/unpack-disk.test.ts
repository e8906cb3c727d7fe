import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import * as fs from 'node:fs'
import * as fsPromises from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { MachineError } from '../../src/errors.js'
import { writeZip } from '../../stand-ins/zip-writer.js'

// unpack() on a disk that fills while several entries are in flight: node's fs replaced by one whose file streams
// stop at `disk.room` bytes in all (then ENOSPC, as the kernel says), each write done on the next turn (so that the
// other entries keep reading while one fails), and
// whose statfs says `disk.free`. yauzl reads the zip with the real fs.
const disk: { room?: number; free?: number; onWrite?: () => void; written?: number } = {}
const enospc = (): NodeJS.ErrnoException =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' })
const opened: string[] = []
jest.unstable_mockModule('node:fs', () => ({
  ...fs,
  createWriteStream: (path: string, options: { flags?: string }) => {
    opened.push(path)
    let fd = -1
    let bytesWritten = 0
    let closed = false
    const file = new Writable({
      // Opened as node's own stream opens: later, an error (EEXIST) told by the stream.
      construct(done) {
        fs.open(path, options.flags ?? 'w', (error, opened) => {
          fd = opened
          done(error)
        })
      },
      write(chunk: Buffer, _encoding, done) {
        setImmediate(() => {
          disk.onWrite?.()
          // Destroyed meanwhile: as node's own stream, it writes nothing more.
          if (closed) return done()
          if (disk.room !== undefined && disk.room < chunk.length) return done(enospc())
          if (disk.room !== undefined) disk.room -= chunk.length
          fs.writeSync(fd, chunk)
          bytesWritten += chunk.length
          disk.written = (disk.written ?? 0) + chunk.length
          done()
        })
      },
      destroy(error, done) {
        closed = true
        if (fd >= 0) fs.closeSync(fd)
        done(error)
      },
    })
    return Object.defineProperty(file, 'bytesWritten', { get: () => bytesWritten })
  },
}))
jest.unstable_mockModule('node:fs/promises', () => ({
  ...fsPromises,
  statfs: async (path: string) =>
    disk.free === undefined ? fsPromises.statfs(path) : { bavail: Math.floor(disk.free / 4096), bsize: 4096 },
}))
const { unpack } = await import('../../src/unpacking/unpack.js')
// A stream left running hangs the unpacking (yauzl's queue stops at the crash): fail soon, not after 90 s.
jest.setTimeout(15_000)

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(join(tmpdir(), 'unpack-disk-'))
  fs.mkdirSync(join(dir, 'work'))
  opened.length = 0
  for (const key of Object.keys(disk)) delete disk[key as keyof typeof disk]
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A build of `count` files of `size` bytes that do not compress, as a game's assets do not. */
function build(count: number, size: number, deflate = false): string {
  const zip = join(dir, 'build.zip')
  writeZip(
    zip,
    Array.from({ length: count }, (_, i) => ({ name: `files/asset-${i}.bin`, data: randomBytes(size), deflate })),
  )
  return zip
}

const LIMITS = { maxEntries: 1_000, maxBytes: 100_000_000 }
/** Long enough for a callback of a stream left running to come back and throw. */
const settle = (): Promise<void> => new Promise(resolve => setTimeout(resolve, 300))

describe('unpack, when the disk fills with entries in flight', () => {
  it.each([
    ['stored', false],
    ['deflated', true],
  ])('fails with the figures, every stream ended, nothing left behind (%s entries)', async (_, deflate) => {
    const zip = build(12, 400_000, deflate)
    disk.room = 1_000_000
    const error = await unpack(zip, join(dir, 'work', 'app'), LIMITS).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MachineError)
    expect(error).toMatchObject({ code: 'ENOSPC', during: 'unpacking' })
    expect((error as Error).message).toMatch(
      /^the disk of directory \(.*app\) is full: [\d.]+ [kM]B were written of 4\.8 MB$/,
    )
    // Several entries were in flight when the disk filled.
    expect(opened.length).toBeGreaterThan(3)
    await settle()
    expect(fs.readdirSync(join(dir, 'work'))).toEqual([])
  })

  it('refuses before writing anything what the entries declare beyond the free space', async () => {
    const zip = build(12, 400_000)
    disk.free = 1_000_000
    const error = await unpack(zip, join(dir, 'work', 'app'), LIMITS).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'ENOSPC', during: 'unpacking' })
    expect((error as Error).message).toBe(
      `the disk of directory (${join(dir, 'work', 'app')}) has 999.4 kB free, and the zip's 12 files take 4.8 MB unpacked`,
    )
    expect(opened).toEqual([])
    expect(fs.readdirSync(join(dir, 'work'))).toEqual([])
  })

  it('stops on a timeout with entries in flight, every stream ended, nothing left behind', async () => {
    const zip = build(12, 400_000, true)
    const controller = new AbortController()
    disk.onWrite = () => {
      if (opened.length >= 4) controller.abort(new Error('Timed out after 1 s (the timeout input)'))
    }
    const limits = { ...LIMITS, signal: controller.signal }
    await expect(unpack(zip, join(dir, 'work', 'app'), limits)).rejects.toThrow('Timed out after 1 s')
    await settle()
    expect(fs.readdirSync(join(dir, 'work'))).toEqual([])
  })

  it('stops the entries in flight at the first failure, rather than write them whole', async () => {
    const zip = join(dir, 'build.zip')
    const big = (i: number) => ({ name: `big-${i}.bin`, data: randomBytes(4_000_000), deflate: false })
    writeZip(zip, [big(0), big(1), big(2), { name: 'a.txt', data: '1' }, { name: 'a.txt', data: '2' }])
    await expect(unpack(zip, join(dir, 'work', 'app'), LIMITS)).rejects.toThrow('"a.txt" is refused: it comes twice')
    await settle()
    expect(disk.written ?? 0).toBeLessThan(12_000_000)
    expect(fs.readdirSync(join(dir, 'work'))).toEqual([])
  })
})
