import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runDownloadApp } from '../../stand-ins/defaults.js'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { requireChromium } from '../../stand-ins/chromium.js'
import { expectContained, startApi } from '../support/e2e.js'

// download-app's `csp` and verify-app's check of it, as a runner runs them: the stand-in's real build of main (the
// real engine), the policy written into it by download-app's bundle, then opened by verify-app's bundle in Chromium.
let root: string
let workspace: string
let temp: string
beforeEach(() => {
  requireChromium()
  root = mkdtempSync(join(tmpdir(), 'csp-'))
  workspace = join(root, 'workspace')
  temp = join(root, 'temp')
  mkdirSync(workspace)
  mkdirSync(temp)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** docs/download-app.md's starting policy for a PlayCanvas build. */
const STARTING = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; connect-src 'self' data: blob:; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'`

/** A script of the branch that draws a data: image once the app starts, as a UI's icon may. */
const DATA_IMAGE_JS = `var Icon = pc.createScript('icon');
Icon.prototype.initialize = function () {
    var image = new Image();
    image.src = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';
};
`

async function buildWith(csp: string, scripts: Record<string, string> = {}): Promise<string> {
  const api = await startApi({ jobMs: 100 })
  for (const [name, text] of Object.entries(scripts)) api.assets.add('main-branch-id', { name, text })
  const result = await runDownloadApp(api.url, { csp }, { workspace, runnerTemp: temp })
  expectContained(result)
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
  return result.outputs.directory ?? ''
}

const verify = (directory: string): Promise<RunResult> =>
  runAction({
    action: 'verify-app',
    inputs: { directory: directory.slice(workspace.length + 1), frames: '10', timeout: '30' },
    workspace,
    runnerTemp: temp,
  })

describe('a policy the app runs under, proven in the browser', () => {
  it('the starting policy: written before every script of index.html, one line, and the app starts and draws under it', async () => {
    const directory = await buildWith(STARTING.replaceAll('; ', ';\n  '))
    const html = readFileSync(join(directory, 'index.html'), 'utf8')
    const meta = html.indexOf('http-equiv="Content-Security-Policy"')
    expect(meta).toBeGreaterThan(0)
    expect(meta).toBeLessThan(html.indexOf('<script'))
    expect(html).toContain(`content="${STARTING.replaceAll("'", '&#39;')}"`.replace(/&#39;/g, "'"))
    const result = await verify(directory)
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
  })

  it("img-src 'self' where a script draws a data: image: fails naming the directive, what it blocked and where", async () => {
    const directory = await buildWith(STARTING.replace("img-src 'self' data: blob:", "img-src 'self'"), {
      'icon.js': DATA_IMAGE_JS,
    })
    const result = await verify(directory)
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)[0]).toMatch(
      /^The app failed in the browser: Content Security Policy: img-src blocked data:/,
    )
    expect(result.summary).toContain('Content Security Policy: img-src blocked data:')
  })

  it("script-src 'none': the engine's own script is blocked, and the fault names it", async () => {
    const directory = await buildWith("default-src 'self'; script-src 'none'")
    const result = await verify(directory)
    expect(result.code).toBe(1)
    // The request's failure and the policy's report of it arrive in either order: the first names the file and the
    // policy, the second the directive.
    expect(errorAnnotations(result.stdout)[0]).toMatch(
      /^The app failed in the browser: (playcanvas-stable\.min\.js failed: blocked by the page's Content Security Policy|Content Security Policy: script-src(-elem)? blocked playcanvas-stable\.min\.js)/,
    )
  })
})
