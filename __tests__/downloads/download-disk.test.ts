import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import * as fsPromises from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MachineError } from '../../src/errors.js'
import { delay } from '../../src/traffic/traffic.js'
import { StandInFileHost } from '../../stand-ins/file-host.js'

// download() on a disk that fills: node's fs/promises replaced by one whose writes stop at `disk.room` bytes (a short
// write, then ENOSPC, as the kernel does) and whose statfs says `disk.free`; or whose open fails with `disk.openFails`.
const disk: { room?: number; free?: number; openFails?: string } = {}
const errno = (code: string, syscall: string, path?: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`${code}: failed, ${syscall}`), { code, syscall, ...(path ? { path } : {}) })
jest.unstable_mockModule('node:fs/promises', () => ({
  ...fsPromises,
  statfs: async (path: string) =>
    disk.free === undefined ? fsPromises.statfs(path) : { bavail: Math.floor(disk.free / 4096), bsize: 4096 },
  open: async (path: string, flags: string) => {
    if (disk.openFails) throw errno(disk.openFails, 'open', path)
    const handle = await fsPromises.open(path, flags)
    return {
      write: async (buffer: Buffer, offset = 0) => {
        if (disk.room !== undefined && disk.room <= 0) throw errno('ENOSPC', 'write')
        const written = await handle.write(buffer, offset, Math.min(buffer.length - offset, disk.room ?? Infinity))
        if (disk.room !== undefined) disk.room -= written.bytesWritten
        return written
      },
      close: () => handle.close(),
    }
  },
}))
const { download } = await import('../../src/downloads/download.js')

const host = new StandInFileHost()
let dir: string
let link: string
const content = Buffer.alloc(300_000, 9)

beforeAll(async () => {
  await host.start()
  dir = mkdtempSync(join(tmpdir(), 'download-disk-'))
  writeFileSync(join(dir, 'source.zip'), content)
  link = host.serve('/builds/1000.zip', join(dir, 'source.zip'))
})
afterAll(async () => {
  await host.stop()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
  host.requests.length = 0
  host.faults.length = 0
  for (const key of Object.keys(disk)) delete disk[key as keyof typeof disk]
})

const out = (): string => join(dir, 'out.zip')
const run = (info: (line: string) => void = () => undefined): Promise<unknown> =>
  download(link, {
    file: out(),
    folder: 'RUNNER_TEMP',
    maxBytes: 10_000_000,
    signal: new AbortController().signal,
    info,
    time: { clock: Date.now, random: () => 0, sleep: (ms, signal) => delay(ms / 20, signal) },
  }).catch((error: unknown) => error)

describe('download, when the runner’s disk fails', () => {
  it('fails at once when a write meets a full disk: one fetch, the figures, no partial file', async () => {
    host.faults.push({ chunked: true })
    disk.room = 100_000
    const error = await run()
    expect(error).toBeInstanceOf(MachineError)
    expect(error).toMatchObject({ code: 'ENOSPC', during: 'downloading' })
    // A short write is not counted as the whole chunk: no more than the disk took.
    const written = /^the disk of RUNNER_TEMP \(.*\) is full: ([\d.]+) kB were written$/.exec((error as Error).message)
    expect(Number(written?.[1])).toBeLessThanOrEqual(100)
    expect(host.requests).toHaveLength(1)
    expect(existsSync(out())).toBe(false)
  })

  it('fails at once when the disk fills after the check, naming the declared size', async () => {
    disk.free = 1_000_000
    disk.room = 150_000
    const error = await run()
    expect((error as Error).message).toMatch(/ is full: [\d.]+ kB were written of 300\.0 kB$/)
    expect(host.requests).toHaveLength(1)
    expect(existsSync(out())).toBe(false)
  })

  it('refuses before reading the body what its Content-Length says will not fit', async () => {
    disk.free = 200_000
    const error = await run()
    expect((error as Error).message).toMatch(
      /^the disk of RUNNER_TEMP \(.*\) has 196\.6 kB free, and the zip is 300\.0 kB \(its Content-Length\)$/,
    )
    expect(host.requests).toHaveLength(1)
    expect(existsSync(out())).toBe(false)
  })

  it('checks the rest of a resumed download against the room left', async () => {
    host.faults.push({ cutAfter: 200_000 })
    disk.free = 1_000_000
    // The first attempt checked 300 kB against 1 MB; by the second, the disk has filled.
    const error = await run(line => {
      if (/fetching again/.test(line)) disk.free = 50_000
    })
    expect((error as Error).message).toMatch(/has 49\.2 kB free, and the rest of the zip is [\d.]+ kB/)
    expect(host.requests).toHaveLength(2)
    expect(existsSync(out())).toBe(false)
  })

  it.each([
    ['EACCES', 'the file'],
    ['EROFS', 'its folder'],
    ['EMFILE', 'its folder'],
    ['EDQUOT', 'its folder'],
  ])('fails at once on %s, naming %s', async (code, named) => {
    disk.openFails = code
    const error = await run()
    expect(error).toMatchObject({ code, during: 'downloading' })
    expect((error as Error).message).toContain(`RUNNER_TEMP (${named === 'the file' ? out() : dir})`)
    expect(host.requests).toHaveLength(1)
  })
})
