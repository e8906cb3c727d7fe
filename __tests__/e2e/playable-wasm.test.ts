import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { requireChromium } from '../../stand-ins/browser.js'
import { CLEAR, pixel } from '../../stand-ins/ad-app.js'
import { BASIS_RGB, DRACO_RGB, POINTS, WASM_MODULES, writeWasmApp } from '../../stand-ins/wasm-app.js'
import { type Folders, packAlone } from '../support/playable-package.js'

// A build whose picture needs two wasm modules that run in the engine's Workers (stand-ins/wasm-app.ts: a Draco glb,
// a texture's Basis variant), packed by playable's bundle for an MRAID network and for Meta, each package opened alone
// and offline by verify-app's bundle: started, and drawing what each module made. One build, packed twice, and each
// module's file then left out of it once: what the page holds is all the Workers get.
let root: string
let folders: Folders
let build: string
beforeAll(async () => {
  requireChromium()
  root = mkdtempSync(join(tmpdir(), 'playable-wasm-'))
  folders = { workspace: join(root, 'workspace'), temp: join(root, 'temp') }
  mkdirSync(folders.workspace)
  mkdirSync(folders.temp)
  build = join(root, 'build')
  await writeWasmApp(build)
}, 30_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The build copied into the workspace's `build`, less `leftOut`. */
function stage(leftOut: string[] = []): void {
  const target = join(folders.workspace, 'build')
  rmSync(target, { recursive: true, force: true })
  cpSync(build, target, { recursive: true })
  for (const path of leftOut) rmSync(join(target, path))
}

/** verify-app opens the package alone, in a stand-in of its network's container (offline). */
const verify = (dir: string, page: string, network: string, inputs: Record<string, string> = {}): Promise<RunResult> =>
  runAction({
    action: 'verify-app',
    inputs: { directory: dir.slice(folders.workspace.length + 1), page, network, frames: '10', ...inputs },
    workspace: folders.workspace,
    runnerTemp: folders.temp,
  })

const near = (seen: number[], want: readonly number[], by: number): boolean =>
  seen.every((value, i) => Math.abs(value - (want[i] ?? 0)) <= by)

describe('a build with Draco and Basis, packed, opened alone offline', () => {
  it.each(['applovin', 'facebook'])(
    '%s: started, the quad Draco decoded and the texture Basis transcoded drawn',
    async network => {
      stage()
      const { dir, page, result: packed } = await packAlone(folders, network)
      const result = await verify(dir, page, network)
      expect(errorAnnotations(result.stdout)).toEqual([])
      expect(result.code).toBe(0)
      const png = readFileSync(result.outputs.screenshot ?? '')
      const seen = {
        clear: pixel(png, ...POINTS.clear),
        draco: pixel(png, ...POINTS.draco),
        basis: pixel(png, ...POINTS.basis),
      }
      console.log(`${network}: ${packed.outputs.size} bytes; pixels ${JSON.stringify(seen)}`)
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
    },
  )

  it.each([
    ['Draco', WASM_MODULES.draco.wasm],
    ['Basis', WASM_MODULES.basis.glue],
  ])("%s's file left out of the page: verify-app names it", async (_name, path) => {
    stage([path])
    const { dir, page } = await packAlone(folders, 'applovin')
    const result = await verify(dir, page, 'applovin', { timeout: '15' })
    expect(result.code).toBe(1)
    const [annotation] = errorAnnotations(result.stdout)
    expect(annotation).toContain(`${path} failed: asked of a server (offline`)
  })
})
