import { afterEach, beforeEach, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runDownloadApp, runPushFiles } from '../../stand-ins/defaults.js'
import type { RunOptions } from '../../stand-ins/runner.js'
import {
  BROWSER_WAIT_MS,
  TITLE_JS,
  expectTitleSet,
  inBrowser,
  requireChromium,
  waitUntilStarted,
} from '../../stand-ins/browser.js'
import { expectContained, startApi } from '../support/e2e.js'

// The whole way from git to a running app: a script pushed by push-files onto main, the build download-app asks for,
// downloads and unpacks, and that folder served over http and opened in headless Chromium. The stand-in's build is a
// real PlayCanvas app (stand-ins/app-build.ts): it starts only if its files, the engine and the layout are right,
// and the title changes only if the pushed script is in the build, loaded, attached and run.
let root: string
let workspace: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'e2e-browser-'))
  workspace = join(root, 'workspace')
  mkdirSync(join(workspace, 'scripts'), { recursive: true })
  mkdirSync(join(root, 'temp'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const where = (): Omit<RunOptions, 'inputs' | 'bundle'> => ({ workspace, runnerTemp: join(root, 'temp') })

/** What the test reads of the engine's application, and the globals the build's scripts leave on window. */
interface RunningApp {
  frame: number
  graphicsDevice: { canvas: unknown; isWebGL2: boolean }
  root: { findByName(name: string): unknown }
}
// The page's globals, as the functions run in the page see them (this project compiles without the DOM's types).
declare const window: { pc?: { AppBase?: { getApplication(): RunningApp | undefined } }; pcBootstrap?: unknown }
declare const document: { title: string; getElementById(id: string): unknown }

it(
  'starts the app download-app unpacked in a browser, and runs the script pushed to the branch',
  async () => {
    requireChromium()
    const api = await startApi({ jobMs: 200 })
    writeFileSync(join(workspace, 'scripts', 'title.js'), TITLE_JS)
    const pushed = await runPushFiles(api.url, {}, where())
    expectContained(pushed)
    expect([pushed.code, pushed.outputs.created]).toEqual([0, '1'])

    const built = await runDownloadApp(api.url, { extract: 'true', scenes: 'Level 1' }, where())
    expectContained(built)
    expect(built.code).toBe(0)
    const app = built.outputs.directory ?? ''
    const title = api.assets.of('main-branch-id').find(asset => asset.name === 'title.js')
    expect(readFileSync(join(app, `files/assets/${title?.id}/1/title.js`), 'utf8')).toBe(TITLE_JS)

    await inBrowser(app, async (page, log) => {
      // Started: the engine's application exists, has run its first frames, on a WebGL canvas of the page.
      await waitUntilStarted(page)
      const state = await page.evaluate(() => {
        const running = window.pc?.AppBase?.getApplication()
        return {
          canvas: document.getElementById('application-canvas') === running?.graphicsDevice.canvas,
          webgl: running?.graphicsDevice.isWebGL2,
          scene: running?.root.findByName('Camera') !== null,
          bootstrap: typeof window.pcBootstrap,
        }
      })
      expect(state).toEqual({ canvas: true, webgl: true, scene: true, bootstrap: 'object' })
      // The pushed script ran (its initialize, on the scene's root), and nothing threw.
      await expectTitleSet(page, log)
    })
  },
  3 * BROWSER_WAIT_MS + 30_000,
)
