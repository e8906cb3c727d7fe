import { expect } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { GOOGLE_EXIT_API, TIKTOK_SDK } from '../../src/playable/networks.js'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { CLEAR, TEXTURE_RGB, pixel } from '../../stand-ins/ad-app.js'
import { expectContained } from './e2e.js'

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

/** verify-app opens the page alone, offline; the screenshot shows the JSON's colour around the texture's. */
export async function expectStartsAndDraws(folders: Folders, dir: string, page: string, mraid: boolean): Promise<void> {
  const result = await runAction({
    action: 'verify-app',
    inputs: {
      directory: dir.slice(folders.workspace.length + 1),
      page,
      mraid: String(mraid),
      offline: 'true',
      frames: '20',
    },
    workspace: folders.workspace,
    runnerTemp: folders.temp,
  })
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
  expectPicture(readFileSync(result.outputs.screenshot ?? ''))
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

/**
 * Stand-ins of the SDK scripts a network's container answers from its host (networks.ts): each sets the globals the
 * page's glue calls, and writes the call to the console, as verify-app's MRAID stand-in does.
 */
export const SDK_STAND_INS: Record<string, string> = {
  [GOOGLE_EXIT_API]: "window.ExitApi = { exit: function () { console.info('ExitApi.exit'); } };",
  [TIKTOK_SDK]: "window.openAppStore = function () { console.info('openAppStore'); };",
}

/**
 * The page of a package whose network's SDK comes from the network's host, as it opens in the network's container:
 * a copy, alone in a folder of its own (`<dir>-alone`), with each such script element made an inline stand-in of the
 * script, in its place. verify-app's `offline` counts any request out of the page a fault, and answers `mraid.js`
 * alone; until it answers a network's SDK (issue 62, item 4), this is how the test opens these packages alone.
 */
export function withSdkStandIns(dir: string, page: string): { dir: string; page: string } {
  let html = readFileSync(join(dir, page), 'utf8')
  for (const [src, standIn] of Object.entries(SDK_STAND_INS)) {
    const element = `<script src="${src}"></script>`
    if (html.includes(element)) html = html.replace(element, `<script>${standIn}</script>`)
  }
  const alone = `${dir}-alone`
  mkdirSync(alone, { recursive: true })
  writeFileSync(join(alone, page), html)
  return { dir: alone, page }
}
