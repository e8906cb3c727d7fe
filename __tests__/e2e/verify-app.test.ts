import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations, runnerCommands } from '../../stand-ins/workflow-commands.js'
import { SPIN_JS, scriptPath, throwsAfter, writeApp } from '../../stand-ins/app-folder.js'
import { requireChromium, serveFolder } from '../../stand-ins/browser.js'
import { HOSTILE, cleanups, expectContained } from '../support/e2e.js'
import { pixel } from '../../stand-ins/ad-app.js'
import { packageBrowser } from '../support/package-browser.js'
import type { AppReport } from '../../src/verifying/open-app.js'

// verify-app as a runner runs it: its action.yml's defaults, the committed bundle spawned with INPUT_* and GITHUB_*,
// the stand-in's real app build (the real engine) in a folder or behind a server, opened in Debian's Chromium. Each
// fault is one that PlayCanvas builds have in the field.
let root: string
let workspace: string
let temp: string
beforeEach(() => {
  requireChromium()
  root = mkdtempSync(join(tmpdir(), 'verify-app-'))
  workspace = join(root, 'workspace')
  temp = join(root, 'temp')
  mkdirSync(workspace)
  mkdirSync(temp)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const verify = (inputs: Record<string, string>, env: Record<string, string> = {}): Promise<RunResult> =>
  runAction({ action: 'verify-app', inputs, workspace, runnerTemp: temp, env })

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file)
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}

/** A script that logs an error when the app initializes it, as a working app may. */
const LOGS_JS = `var Logs = pc.createScript('logs');\nLogs.prototype.initialize = function () {\n    console.error('no save data yet');\n};\n`

/**
 * A script whose picture depends on the page's clock and random numbers, as a game's does: a box placed by
 * Math.random(), turned by the second of `new Date()`, then spun by each frame's dt. Unpinned, two runs of it differ.
 */
const SWAY_JS = `var Sway = pc.createScript('sway');
Sway.prototype.initialize = function () {
    var box = new pc.Entity('box');
    box.addComponent('render', { type: 'box' });
    box.setLocalPosition(Math.random() * 2 - 1, 0, -4);
    box.setLocalEulerAngles(0, new Date().getSeconds() * 6, 0);
    this.app.root.addChild(box);
    this.box = box;
};
Sway.prototype.update = function (dt) {
    this.box.rotate(30 * dt, 45 * dt, 0);
};
`

/** A script that turns the picture's background red at a mouse press on the window's right half. */
const CLICKS_JS = `var Clicks = pc.createScript('clicks');
Clicks.prototype.initialize = function () {
    var app = this.app;
    app.mouse.on(pc.EVENT_MOUSEDOWN, function (event) {
        if (event.x < 640) return;
        app.root.findComponents('camera').forEach(function (camera) {
            camera.clearColor = new pc.Color(1, 0, 0);
        });
    });
};
`

const warnings = (result: RunResult): string[] =>
  runnerCommands(result.stdout)
    .filter(command => command.name === 'warning')
    .map(command => command.data ?? '')

describe('verify-app passes an app that starts and draws', () => {
  // Two runs (each browser is seconds of the machine's CPU) for the claims of a pinned clock: the first makes the
  // reference, the second, of the same build, must show the very same picture.
  it('a build in a folder: served, started, its frames drawn on WebGL 2; outputs, summary and a 1280×720 screenshot; a click made at its frame; pinned, the same picture again', async () => {
    writeApp(join(workspace, 'app'), { scripts: { 'spin.js': SPIN_JS, 'sway.js': SWAY_JS, 'clicks.js': CLICKS_JS } })
    // A click on the left half first, which the script ignores, then one on the right half.
    const clicks = '100,360@10 900,360@30'
    const result = await verify({ directory: 'app', 'pin-clock': 'true', clicks })
    expectContained(result)
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ device: 'webgl2', errors: '0', similarity: '' })
    // Held at frame 60 for the screenshot, however late it was taken.
    expect(result.outputs.frames).toBe('60')
    expect(Number(result.outputs['started-in'])).toBeGreaterThan(0)
    expect(result.outputs.screenshot).toBe(join(temp, 'verify-app', 'screenshot.png'))
    expect(pngSize(result.outputs.screenshot ?? '')).toEqual([1280, 720])
    // The click on the right half turned the background red.
    expect(pixel(readFileSync(result.outputs.screenshot ?? ''), 20, 20)).toEqual([255, 0, 0])
    expect(result.stdout).toContain('Clicks: 100,360 at frame 10; 900,360 at frame 30')
    expect(result.summary).toContain(
      '<tr><th align="left">Clicks</th><td>100,360 at frame 10; 900,360 at frame 30</td></tr>',
    )
    expect(result.summary).toContain('<h3>App verified in the browser</h3>')
    expect(result.summary).toContain('<tr><th align="left">Device</th><td>webgl2</td></tr>')
    expect(result.summary).toContain('actions/upload-artifact@v7')
    // The profile and every browser process are gone with the step.
    expect(readdirSync(temp).filter(name => name.startsWith('verify-app-profile-'))).toEqual([])

    // The same build, its clock pinned by the reference: the same picture, to the pixel's SSIM (unpinned, the box's
    // place, turn and spin differ: 0.98 over the whole, 0.92 in its region).
    const again = await verify({
      directory: 'app',
      reference: '../temp/verify-app/screenshot.png',
      'min-similarity': '0.999',
      screenshot: 'again.png',
      clicks,
    })
    expect(errorAnnotations(again.stdout)).toEqual([])
    expect(again.code).toBe(0)
    expect(again.outputs.similarity).toBe('1.0000')
    expect(again.stdout).toContain('Clock: pinned, the picture held at frame 60')
    expect(again.stdout).toContain(
      `Similarity to ${join(temp, 'verify-app', 'screenshot.png')}: 1.0000 (SSIM) over the whole, 1.0000 in the least similar region`,
    )
    expect(again.summary).toContain(
      '<tr><th align="left">Similarity</th><td>1.0000 over the whole, 1.0000 in the least similar region (x 0–320, y 0–180); at least 0.999 wanted</td></tr>',
    )
  })

  it('an app that takes seconds to start passes, and says how long it took', async () => {
    writeApp(join(workspace, 'app'), {
      edit: { '__start__.js': text => text.replace('app.start();', 'setTimeout(function () { app.start(); }, 4000);') },
    })
    const result = await verify({ directory: 'app', frames: '10', screenshot: 'shots/app.png' })
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    expect(Number(result.outputs['started-in'])).toBeGreaterThanOrEqual(4)
    expect(result.outputs.screenshot).toBe(join(workspace, 'shots', 'app.png'))
    pngSize(result.outputs.screenshot ?? '')
  })

  // One run for two claims (each browser is seconds of the machine's CPU): served by its url under a sub-path, and the
  // app's console.error lines only warned of.
  it("a site by its url, under a sub-path as Pages serves a project's site; its console.error lines are warnings", async () => {
    const site = await serveFolder(writeApp(join(root, 'site'), { scripts: { 'logs.js': LOGS_JS } }), '/game/')
    cleanups.push(site.close)
    const result = await verify({ url: site.url, frames: '10' })
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`Opening ${site.url} in `)
    expect(warnings(result)).toEqual([
      expect.stringContaining('console.error: no save data yet at files/assets/101/1/logs.js:3'),
    ])
  })

  it('with fail-on-console-error, a console.error line fails it', async () => {
    writeApp(join(workspace, 'app'), { scripts: { 'logs.js': LOGS_JS } })
    const failed = await verify({ directory: 'app', frames: '10', 'fail-on-console-error': 'true' })
    expect(failed.code).toBe(1)
    expect(errorAnnotations(failed.stdout)).toEqual([expect.stringContaining('console.error: no save data yet')])
  })
})

describe('verify-app fails a broken app, naming the fault, with a screenshot', () => {
  it('a script that throws after a few frames: its message, file and line', async () => {
    const changes = { scripts: { 'spin.js': throwsAfter(3) } }
    writeApp(join(workspace, 'app'), changes)
    const result = await verify({ directory: 'app' })
    expectContained(result)
    expect(result.code).toBe(1)
    const [annotation] = errorAnnotations(result.stdout)
    expect(annotation).toMatch(
      new RegExp(
        `^The app failed in the browser: Uncaught Error: spin broke at frame 4 at ${scriptPath(changes, 'spin.js')}:10`,
      ),
    )
    expect(result.outputs.errors).toBe('1')
    expect(result.summary).toContain('<h3>App failed in the browser</h3>')
    expect(result.summary).toContain('spin.js:10')
    pngSize(result.outputs.screenshot ?? '')
  })

  it('no WebGL, the device not made: a browser without WebGL (as Chrome 144+ without SwiftShader allowed)', async () => {
    writeApp(join(workspace, 'app'))
    const browser = join(root, 'chrome-without-webgl')
    await import('node:fs').then(fs => {
      fs.writeFileSync(browser, '#!/bin/sh\nexec /usr/bin/chromium "$@" --disable-3d-apis\n', { mode: 0o755 })
    })
    const result = await verify({ directory: 'app', frames: '10', browser })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)[0]).toContain(
      'No WebGL: the browser offers neither WebGL 2, WebGL 1 nor WebGPU',
    )
    expect(result.outputs.device).toBe('')
  })

  it('a preload that never ends: at the timeout, what it waited for and the requests still open', async () => {
    const changes = { scripts: { 'spin.js': SPIN_JS } }
    const held = scriptPath(changes, 'spin.js')
    const site = await serveFolder(writeApp(join(root, 'site'), changes), '/', path => path.includes(held))
    cleanups.push(site.close)
    const result = await verify({ url: site.url, timeout: '15' })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)).toEqual([
      `The app failed in the browser: The app did not start within 15 s: waiting for the preload: 0 of 1 preloaded assets loaded; requests still open: ${held}`,
    ])
    pngSize(result.outputs.screenshot ?? '')
  })

  it('a script that never returns: bounded all the same (the timeout, a last look, the screenshot tried), and said', async () => {
    // Blocked in a synchronous request the server never answers: a page as stuck as in an endless loop, without
    // burning a core for the half minute the other tests need it.
    const hang = `var Hang = pc.createScript('hang');\nHang.prototype.update = function () {\n    var request = new XMLHttpRequest();\n    request.open('GET', 'stalled', false);\n    request.send();\n};\n`
    const site = await serveFolder(writeApp(join(root, 'site'), { scripts: { 'hang.js': hang } }), '/', path =>
      path.endsWith('/stalled'),
    )
    cleanups.push(site.close)
    // Long enough for the app to reach its first update on a busy machine, where the script then never returns.
    const result = await verify({ url: site.url, timeout: '20' })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)[0]).toContain('the page stopped answering (a script that never returns')
    expect(warnings(result)).toEqual([
      expect.stringMatching(/^No screenshot: The browser did not answer Page\.captureScreenshot/),
    ])
    expect(result.outputs.screenshot).toBe('')
    // 20 s, at most 5 s more for the last look and 10 s for the screenshot, and the browser's start and close.
    expect(result.elapsedMs).toBeLessThan(75_000)
    expect(readdirSync(temp).filter(name => name.startsWith('verify-app-profile-'))).toEqual([])
  })

  it("the page's words are untrusted: an exception's text cannot act as a workflow command", async () => {
    writeApp(join(workspace, 'app'), { scripts: { 'spin.js': throwsAfter(0, HOSTILE) } })
    const result = await verify({ directory: 'app' })
    expectContained(result)
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)).toHaveLength(1)
  })
})

// The faults only the page shows, judged in tabs of one browser as verify-app opens a directory (the same serving and
// watching code, in-process): the bundle's runs above carry each fault to its annotation, outputs and summary.
describe('verify-app names what the page shows', () => {
  const browser = packageBrowser()
  const open = (dir: string, wait: { frames: number; timeoutSeconds: number }): Promise<AppReport> =>
    browser.open(dir, 'index.html', { build: true }, wait)

  it('a preloaded file missing from the build: its path and status', async () => {
    const changes = { scripts: { 'spin.js': SPIN_JS } }
    const app = writeApp(join(workspace, 'app'), { ...changes, remove: [scriptPath(changes, 'spin.js')] })
    const report = await open(app, { frames: 10, timeoutSeconds: 30 })
    expect(report.passed).toBe(false)
    expect(report.faults[0]?.message).toContain(`${scriptPath(changes, 'spin.js')} answered 404`)
    expect(report.screenshot?.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  })

  it("no WebGL, the engine's null device: the app runs and draws nothing, and fails", async () => {
    const app = writeApp(join(workspace, 'app'), {
      edit: {
        '__settings__.js': text => text.replace("'deviceTypes': [`webgl2`, `webgl1`]", "'deviceTypes': [`null`]"),
      },
    })
    const report = await open(app, { frames: 60, timeoutSeconds: 120 })
    expect(report.passed).toBe(false)
    expect(report.faults[0]?.message).toContain('the engine fell back to its null graphics device')
    expect(report.state?.device).toBe('null')
  })

  it('too few frames: how many of how many', async () => {
    // Frames counted without drawing them (autoRender off): seconds of SwiftShader would only slow the other tests.
    const app = writeApp(join(workspace, 'app'), {
      edit: { '__start__.js': text => text.replace('app.start();', 'app.autoRender = false;\n        app.start();') },
    })
    const report = await open(app, { frames: 100_000, timeoutSeconds: 12 })
    expect(report.passed).toBe(false)
    expect(report.faults[0]?.message).toMatch(
      /^Too few frames: the app drew \d+ of 100000 in the [\d.]+ s since it started$/,
    )
  })
})
