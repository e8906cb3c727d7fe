import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'
import type { ZipEntry } from '../../stand-ins/zip-writer.js'
import { runArchiveProject, runDownloadApp } from '../../stand-ins/defaults.js'
import type { RunOptions, RunResult } from '../../stand-ins/runner.js'
import { expectFailure, startApi } from '../support/e2e.js'
import { escapeHtml } from '../../src/text.js'

// The runner's own disk too small, as it happens: a real small file system (a tmpfs, mounted here) under RUNNER_TEMP
// or the workspace, the bundles spawned as a runner spawns them against the stand-in and its file host.
let root: string
let workspace: string
let temp: string
const mounted: string[] = []
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'e2e-disk-'))
  workspace = join(root, 'workspace')
  temp = join(root, 'temp')
  mkdirSync(workspace)
  mkdirSync(temp)
})
afterEach(() => {
  for (const dir of mounted.splice(0)) execFileSync('umount', [dir])
  rmSync(root, { recursive: true, force: true })
})

/** A tmpfs at `dir` (`size=8m`, `nr_inodes=…`); root only, as on CI, where a test that cannot mount it fails. */
function mountSmallDisk(dir: string, options: string): void {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'pipe' })
  } catch (error) {
    throw new Error(
      `This test mounts a small tmpfs, which takes root (CI runs the tests as root): ${(error as Error).message}`,
      { cause: error },
    )
  }
  mounted.push(dir)
}

/** A 20 MB build: 40 files of 500 kB that do not compress, as a game's assets do not. */
const BUILD: ZipEntry[] = Array.from({ length: 40 }, (_, i) => ({
  name: `files/assets/${i}/texture.basis`,
  data: randomBytes(500_000),
  deflate: false,
}))
const where = (): Omit<RunOptions, 'inputs' | 'bundle'> => ({ workspace, runnerTemp: temp })
const MINE = 'a file of an earlier step'

/** The workspace holds what an earlier step put there; nothing else. */
function given(): void {
  writeFileSync(join(workspace, 'keep.txt'), MINE)
}
function expectWorkspaceUntouched(): void {
  expect(readdirSync(workspace)).toEqual(['keep.txt'])
  expect(readFileSync(join(workspace, 'keep.txt'), 'utf8')).toBe(MINE)
}

/** Failed with one annotation saying `message`, no crash, and a summary under `title` that says it too. */
function expectToldOnce(result: RunResult, message: RegExp, title = 'App not built'): void {
  expectFailure(result, message)
  expect(result.stderr).not.toMatch(/TypeError|Error:|\n\s+at /)
  const annotation = /^::error::(.*)$/m.exec(result.stdout)?.[1] ?? ''
  expect(result.summary).toContain(`<h3>${title}</h3>`)
  expect(result.summary).toContain(escapeHtml(annotation))
}

const fetches = (api: StandInApi): number => api.files.requests.length

describe('download-app on a disk too small', () => {
  it('RUNNER_TEMP: refuses the declared size before reading the body, once, leaving nothing', async () => {
    mountSmallDisk(temp, 'size=8m')
    given()
    const api = await startApi({ jobMs: 200, appZip: BUILD })
    const result = await runDownloadApp(api.url, {}, where())
    expectToldOnce(
      result,
      /^The build \(job 1000\) succeeded, but downloading its zip failed: the disk of RUNNER_TEMP \(.*\/temp\) has 8\.4 MB free, and the zip is 20\.0 MB \(its Content-Length\); free space or raise the runner's disk\. No partial zip was kept\.$/,
    )
    // One request, whose body was not taken: the answer's headers said it would not fit.
    expect(fetches(api)).toBe(1)
    expect(api.files.requests[0]?.sent).toBeLessThan(20_000_000)
    expect(readdirSync(temp)).toEqual([])
    expectWorkspaceUntouched()
  })

  it('RUNNER_TEMP, the size not declared: fails on the write that meets the full disk, once, leaving nothing', async () => {
    mountSmallDisk(temp, 'size=8m')
    given()
    const api = await startApi({ jobMs: 200, appZip: BUILD })
    api.files.faults.push({ chunked: true, times: 10 })
    const result = await runDownloadApp(api.url, {}, where())
    expectToldOnce(
      result,
      /^The build \(job 1000\) succeeded, but downloading its zip failed: the disk of RUNNER_TEMP \(.*\/temp\) is full: [\d.]+ MB were written; free space or raise the runner's disk\. No partial zip was kept\.$/,
    )
    // What the 8 MB disk took, give or take the last chunk, which did not fit.
    const written = Number(/is full: ([\d.]+) MB/.exec(result.stdout)?.[1])
    expect(written).toBeGreaterThan(7)
    expect(written).toBeLessThanOrEqual(8.4)
    expect(fetches(api)).toBe(1)
    expect(readdirSync(temp)).toEqual([])
    expectWorkspaceUntouched()
  })

  it("directory's disk: refuses what the entries declare before unpacking, keeping the whole zip", async () => {
    mountSmallDisk(workspace, 'size=8m')
    given()
    const api = await startApi({ jobMs: 200, appZip: BUILD })
    const result = await runDownloadApp(api.url, {}, where())
    expectToldOnce(
      result,
      /^The build \(job 1000\) succeeded, but unpacking its zip failed: the disk of directory \(.*\/workspace\/playcanvas-app\) has 8\.4 MB free, and the zip's 40 files take 20\.2 MB unpacked; free space or raise the runner's disk\. Nothing was written to directory\.$/,
    )
    expect(fetches(api)).toBe(1)
    // Downloaded whole, it stays where it was downloaded, as after any failure to unpack.
    expect(readdirSync(temp)).toEqual(['playcanvas-app-1000.zip'])
    expect(statSync(join(temp, 'playcanvas-app-1000.zip')).size).toBeGreaterThan(20_000_000)
    expectWorkspaceUntouched()
  })

  it("directory's disk filling while entries are in flight (its files run out): no crash, no staging folder", async () => {
    // Room for the bytes, so the check passes; not for the files, so the writes fail, several entries in flight.
    mountSmallDisk(workspace, 'size=64m,nr_inodes=24')
    given()
    const api = await startApi({ jobMs: 200, appZip: BUILD })
    const result = await runDownloadApp(api.url, {}, where())
    expectToldOnce(
      result,
      /^The build \(job 1000\) succeeded, but unpacking its zip failed: the disk of directory \(.*\/workspace\/playcanvas-app\) is full: [\d.]+ MB were written of 20\.0 MB; free space or raise the runner's disk\. Nothing was written to directory\.$/,
    )
    expect(fetches(api)).toBe(1)
    expectWorkspaceUntouched()
  })
})

describe('archive-project on a disk too small', () => {
  const FILE = 'playcanvas-project-1234.zip'

  it('RUNNER_TEMP: refuses the declared size before reading the body, once, leaving last night’s file', async () => {
    mountSmallDisk(temp, 'size=8m')
    writeFileSync(join(workspace, FILE), 'last night')
    const api = await startApi({ jobMs: 200, projectZip: BUILD })
    const result = await runArchiveProject(api.url, {}, where())
    expectToldOnce(
      result,
      /^The archive \(job 1000\) succeeded, but downloading its zip failed: the disk of RUNNER_TEMP \(.*\/temp\) has 8\.4 MB free, and the zip is 20\.0 MB \(its Content-Length\); free space or raise the runner's disk\. No partial zip was kept\.$/,
      'Project not archived',
    )
    expect(fetches(api)).toBe(1)
    expect(readdirSync(temp)).toEqual([])
    expect(readdirSync(workspace)).toEqual([FILE])
    expect(readFileSync(join(workspace, FILE), 'utf8')).toBe('last night')
  })

  it("file's disk (another than RUNNER_TEMP's): refuses before copying, leaving last night's file and no zip", async () => {
    mountSmallDisk(workspace, 'size=8m')
    writeFileSync(join(workspace, FILE), 'last night')
    const api = await startApi({ jobMs: 200, projectZip: BUILD })
    const result = await runArchiveProject(api.url, {}, where())
    expectToldOnce(
      result,
      /^The archive \(job 1000\) succeeded, but saving its zip failed: the disk of file \(.*\/workspace\/playcanvas-project-1234\.zip\) has 8\.[34] MB free, and the zip is 20\.0 MB; free space or raise the runner's disk\. The zip was not saved, and file is as it was\.$/,
      'Project not archived',
    )
    expect(fetches(api)).toBe(1)
    expect(readdirSync(temp)).toEqual([])
    expect(readdirSync(workspace)).toEqual([FILE])
    expect(readFileSync(join(workspace, FILE), 'utf8')).toBe('last night')
  })
})
