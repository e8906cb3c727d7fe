import { describe, expect, it } from '@jest/globals'
import { statfsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MachineError } from '../../src/errors.js'
import { ensureRoom, freeBytes } from '../../src/disk/free-space.js'

const free = (): number => {
  const { bavail, bsize } = statfsSync(tmpdir())
  return bavail * bsize
}

describe('freeBytes', () => {
  it('reads the free bytes of the nearest folder that exists', async () => {
    const near = (await freeBytes(join(tmpdir(), 'not', 'made', 'yet'))) ?? 0
    // Other tests write meanwhile: the same disk, within a margin.
    expect(Math.abs(near - free())).toBeLessThan(500_000_000)
  })
})

describe('ensureRoom', () => {
  const place = { name: 'RUNNER_TEMP', path: tmpdir() }

  it('passes what fits', async () => {
    await expect(ensureRoom(place, 1_000, 'the zip is 1.0 kB', 'downloading')).resolves.toBeUndefined()
  })

  it('refuses, naming both figures, what does not fit', async () => {
    const error = await ensureRoom(place, free() * 2, 'the zip is huge', 'downloading').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MachineError)
    expect(error).toMatchObject({ code: 'ENOSPC', during: 'downloading' })
    expect((error as Error).message).toMatch(
      /^the disk of RUNNER_TEMP \(.*\) has [\d.]+ [kMG]?B free, and the zip is huge$/,
    )
  })
})
