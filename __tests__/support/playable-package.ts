import { expect } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { CLEAR, TEXTURE_RGB, pixel } from '../../stand-ins/ad-app.js'
import { BASIS_RGB, DRACO_RGB, POINTS } from '../../stand-ins/wasm-app.js'
import { expectContained } from './e2e.js'
import type { AppReport } from '../../src/verifying/open-app.js'

/** A workspace and a runner's temp folder, as the playable and ESM tests lay them out (the build in `build`). */
export interface Folders {
  workspace: string
  temp: string
}

export const pack = (folders: Folders, inputs: Record<string, string>): Promise<RunResult> =>
  runAction({
    action: 'playable',
    inputs: { directory: 'build', ...inputs },
    workspace: folders.workspace,
    runnerTemp: folders.temp,
  })

/** Packs for `network` and returns the folder that holds the package alone, unzipped with `unzip` when a zip. */
export async function packAlone(
  folders: Folders,
  network: string,
  inputs: Record<string, string> = {},
): Promise<{ dir: string; page: string; result: RunResult }> {
  const result = await pack(folders, { network, output: `out/${network}`, ...inputs })
  expectContained(result)
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
  const file = result.outputs.file ?? ''
  if (!file.endsWith('.zip'))
    return { dir: join(folders.workspace, 'out', network), page: result.outputs.page ?? '', result }
  const dir = join(folders.workspace, 'unzipped', inputs.output ?? network)
  mkdirSync(dir, { recursive: true })
  execFileSync('unzip', ['-q', file, '-d', dir])
  return { dir, page: result.outputs.page ?? '', result }
}

/**
 * verify-app opens the page alone, offline, in its network's container (`network`), or beside the plain MRAID stand-in
 * (`mraid`); the screenshot shows the JSON's colour around the texture's. Returns the store call the page's
 * `playable.openStore()` reached (empty without a network).
 */
export async function expectStartsAndDraws(
  folders: Folders,
  dir: string,
  page: string,
  how: { network: string } | { mraid: boolean },
): Promise<string> {
  const result = await runAction({
    action: 'verify-app',
    inputs: {
      directory: dir.slice(folders.workspace.length + 1),
      page,
      ...('network' in how ? { network: how.network } : { mraid: String(how.mraid), offline: 'true' }),
      frames: '20',
    },
    workspace: folders.workspace,
    runnerTemp: folders.temp,
  })
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
  expectPicture(readFileSync(result.outputs.screenshot ?? ''))
  const store = result.outputs['store-call'] ?? ''
  // The summary names the container and the call (escaped: the page's text).
  if ('network' in how)
    expect(result.summary).toMatch(/<th align="left">Network<\/th><td>.+ container \(stand-in\)<\/td>/)
  if (store) expect(result.summary).toContain('<th align="left">Store link</th><td><code>')
  return store
}

/**
 * The same claims on a page opened in-process, in a tab of the file's one browser (package-browser.ts): passed, no
 * fault, the picture. Returns the store call the page's `playable.openStore()` reached (empty when none).
 */
export function expectDrawn(report: AppReport): string {
  expect({ passed: report.passed, faults: report.faults.map(fault => fault.message) }).toEqual({
    passed: true,
    faults: [],
  })
  expectPicture(report.screenshot ?? Buffer.alloc(0))
  return report.storeCall ?? ''
}

/** The screenshot's corner is the JSON asset's colour and its middle the texture's (±3). */
export function expectPicture(png: Buffer): void {
  const near = (seen: number[], want: number[]) => seen.every((value, i) => Math.abs(value - (want[i] ?? 0)) <= 3)
  const corner = pixel(png, 20, 20)
  const middle = pixel(png, 640, 360)
  expect({
    corner,
    near: near(
      corner,
      CLEAR.map(c => Math.round(c * 255)),
    ),
  }).toEqual({ corner, near: true })
  expect({ middle, near: near(middle, TEXTURE_RGB) }).toEqual({ middle, near: true })
}

const near = (seen: number[], want: readonly number[], by: number): boolean =>
  seen.every((value, i) => Math.abs(value - (want[i] ?? 0)) <= by)

/**
 * The screenshot of stand-ins/wasm-app.ts's build: the clear colour, the quad Draco decoded and the texture Basis
 * transcoded. Returns the pixels seen.
 */
export function expectWasmPicture(png: Buffer): Record<'clear' | 'draco' | 'basis', number[]> {
  const seen = {
    clear: pixel(png, ...POINTS.clear),
    draco: pixel(png, ...POINTS.draco),
    basis: pixel(png, ...POINTS.basis),
  }
  expect({
    clear: near(
      seen.clear,
      CLEAR.map(c => Math.round(c * 255)),
      3,
    ),
    draco: near(seen.draco, DRACO_RGB, 6),
    basis: near(seen.basis, BASIS_RGB, 8),
    seen,
  }).toEqual({ clear: true, draco: true, basis: true, seen })
  return seen
}
