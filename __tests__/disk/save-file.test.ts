import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import * as fsPromises from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MachineError } from '../../src/errors.js'

// saveFile() where the runner's temp is on another disk than the workspace: node's fs/promises replaced by one whose
// rename across `disk.across` fails EXDEV, whose statfs says `disk.free`, and whose copy stops at `disk.room` bytes.
const disk: { across?: boolean; free?: number; room?: number } = {}
const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: failed`), { code })
jest.unstable_mockModule('node:fs/promises', () => ({
  ...fsPromises,
  rename: async (from: string, to: string) => {
    if (disk.across && from.includes('/temp/')) throw errno('EXDEV')
    return fsPromises.rename(from, to)
  },
  statfs: async (path: string) =>
    disk.free === undefined ? fsPromises.statfs(path) : { bavail: Math.floor(disk.free / 4096), bsize: 4096 },
  copyFile: async (from: string, to: string) => {
    if (disk.room === undefined) return fsPromises.copyFile(from, to)
    await fsPromises.writeFile(to, (await fsPromises.readFile(from)).subarray(0, disk.room))
    throw errno('ENOSPC')
  },
}))
const { saveFile } = await import('../../src/disk/save-file.js')

let dir: string
let from: string
let to: { name: string; path: string }
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'save-file-'))
  for (const folder of ['temp', 'workspace']) mkdirSync(join(dir, folder))
  from = join(dir, 'temp', 'archive.zip')
  to = { name: 'file', path: join(dir, 'workspace', 'backups', 'night.zip') }
  for (const key of Object.keys(disk)) delete disk[key as keyof typeof disk]
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** The new archive in temp, and last night's where it is to go. */
async function given(): Promise<void> {
  await fsPromises.mkdir(join(dir, 'workspace', 'backups'), { recursive: true })
  writeFileSync(from, Buffer.alloc(300_000, 1))
  writeFileSync(to.path, 'last night')
}
const everything = (): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()

describe('saveFile', () => {
  it('renames on the same disk', async () => {
    await given()
    await saveFile(from, to, 300_000)
    expect(readFileSync(to.path).equals(Buffer.alloc(300_000, 1))).toBe(true)
    expect(everything()).toEqual(['temp', 'workspace', 'workspace/backups', 'workspace/backups/night.zip'])
  })

  it('copies across disks beside the file, then renames over it', async () => {
    await given()
    disk.across = true
    await saveFile(from, to, 300_000)
    expect(readFileSync(to.path).equals(Buffer.alloc(300_000, 1))).toBe(true)
    expect(everything()).toEqual(['temp', 'workspace', 'workspace/backups', 'workspace/backups/night.zip'])
  })

  it('refuses before copying what does not fit, and leaves the file as it was', async () => {
    await given()
    Object.assign(disk, { across: true, free: 100_000 })
    const error = await saveFile(from, to, 300_000).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MachineError)
    expect((error as Error).message).toBe(`the disk of file (${to.path}) has 98.3 kB free, and the zip is 300.0 kB`)
    expect(readFileSync(to.path, 'utf8')).toBe('last night')
    expect(everything()).toEqual([
      'temp',
      'temp/archive.zip',
      'workspace',
      'workspace/backups',
      'workspace/backups/night.zip',
    ])
  })

  it('fails on a disk that fills during the copy, naming how far it got, and leaves the file as it was', async () => {
    await given()
    Object.assign(disk, { across: true, room: 120_000 })
    const error = await saveFile(from, to, 300_000).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'ENOSPC', during: 'saving' })
    expect((error as Error).message).toBe(`the disk of file (${to.path}) is full: 120.0 kB were written of 300.0 kB`)
    expect(readFileSync(to.path, 'utf8')).toBe('last night')
    expect(everything()).toEqual([
      'temp',
      'temp/archive.zip',
      'workspace',
      'workspace/backups',
      'workspace/backups/night.zip',
    ])
  })
})
