import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { requireChromium } from '../../stand-ins/chromium.js'
import { writeAdEsmApp } from '../../stand-ins/ad-app.js'
import { writeWasmApp } from '../../stand-ins/wasm-app.js'
import { expectContained } from '../support/e2e.js'
import { expectDrawn, expectWasmPicture } from '../support/playable-package.js'
import { packageBrowser } from '../support/package-browser.js'

// The mobile-app action as a runner runs it (its bundle, action.yml's defaults), on a build whose picture needs a JSON
// asset, a texture (a Basis variant, transcoded by a wasm module in the engine's Worker), a glb Draco decodes, and a
// sound that must decode (its script throws otherwise). Each folder is opened from its file, file://, nothing served:
// Cordova's by verify-app's bundle (platform: cordova, its cordova.js a stand-in that fires deviceready late), the
// others as verify-app opens them, in tabs of one browser.
let root: string
let workspace: string
let temp: string
beforeAll(async () => {
  requireChromium()
  root = mkdtempSync(join(tmpdir(), 'mobile-app-'))
  workspace = join(root, 'workspace')
  temp = join(root, 'temp')
  mkdirSync(temp)
  await writeWasmApp(join(workspace, 'build'), { sound: true })
}, 30_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const browser = packageBrowser()

const pack = (inputs: Record<string, string>): Promise<RunResult> =>
  runAction({ action: 'mobile-app', inputs: { directory: 'build', ...inputs }, workspace, runnerTemp: temp })

/** Packs for `platform` (as the step's `output`, `out/<platform>`) and returns the folder. */
async function packed(platform: string, directory = 'build'): Promise<{ folder: string; result: RunResult }> {
  const result = await pack({ platform, directory, output: `out/${platform}` })
  expectContained(result)
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
  return { folder: result.outputs.directory ?? '', result }
}

describe('the build as a mobile app’s web folder, started from its file with nothing served', () => {
  it("Cordova: index.html alone, cordova.js first; verify-app's bundle opens it from file:// and it starts after deviceready", async () => {
    const { folder, result } = await packed('cordova')
    expect(folder).toBe(join(workspace, 'out', 'cordova', 'cordova'))
    expect(readdirSync(folder)).toEqual(['index.html'])
    expect(result.outputs).toMatchObject({ page: 'index.html', zip: `${folder}.zip` })
    const html = readFileSync(join(folder, 'index.html'), 'utf8')
    expect(Number(result.outputs.size)).toBe(Buffer.byteLength(html))
    expect(
      execFileSync('unzip', ['-Z1', result.outputs.zip ?? ''])
        .toString()
        .trim(),
    ).toBe('index.html')
    // Cordova's script is the one file the page asks for: the shell's, before anything of the build.
    expect(html.match(/\ssrc="[^"]*"/g)).toEqual([' src="cordova.js"'])
    expect(html).toMatch(/^<!DOCTYPE html><html><head>(<meta[^>]*>)*<script src="cordova\.js"><\/script>/)
    expect(result.stdout).toContain(`Folder: ${folder} (copy it into www/)`)
    expect(result.summary).toContain('<h3>Mobile app folder packed</h3>')
    expect(result.summary).toContain("once Cordova's deviceready fired")

    const verified = await runAction({
      action: 'verify-app',
      inputs: { directory: 'out/cordova/cordova', platform: 'cordova', frames: '10' },
      workspace,
      runnerTemp: temp,
    })
    expect(errorAnnotations(verified.stdout)).toEqual([])
    expect(verified.code).toBe(0)
    expect(verified.stdout).toContain(`file://${folder}/index.html`)
    expect(verified.stdout).toContain("from its file as Cordova's shell opens it")
    expect(verified.summary).toContain(
      `<th align="left">Platform</th><td>Cordova's shell (stand-in), opened from its file</td>`,
    )
    // Started once deviceready fired, 1.5 s after cordova.js loaded.
    expect(Number(verified.outputs['started-in'])).toBeGreaterThanOrEqual(1.5)
    expectWasmPicture(readFileSync(verified.outputs.screenshot ?? ''))
  })

  it('Capacitor: nothing of Cordova’s in the page; it starts at once, from its file', async () => {
    const { folder } = await packed('capacitor')
    const html = readFileSync(join(folder, 'index.html'), 'utf8')
    expect(html).not.toMatch(/cordova\.js/i)
    expect(html.match(/\ssrc="[^"]*"/g)).toBeNull()
    const report = await browser.open(folder, 'index.html', { platform: 'capacitor' }, { frames: 10 })
    expect(report.faults.map(fault => fault.message)).toEqual([])
    expectWasmPicture(report.screenshot ?? Buffer.alloc(0))
  })

  it('an ES module build, for Capacitor and for Cordova', async () => {
    writeAdEsmApp(join(workspace, 'esm'))
    for (const platform of ['capacitor', 'cordova']) {
      const { folder } = await packed(platform, 'esm')
      expectDrawn(await browser.open(folder, 'index.html', { platform }))
    }
  })
})

describe('a folder that does not start as a shell starts it fails, named', () => {
  /** A copy of the Cordova folder, its page edited. */
  async function edited(edit: (html: string) => string): Promise<string> {
    const { folder } = await packed('cordova')
    const copy = join(root, `edited-${Math.random().toString(36).slice(2)}`)
    cpSync(folder, copy, { recursive: true })
    const page = join(copy, 'index.html')
    writeFileSync(page, edit(readFileSync(page, 'utf8')))
    return copy
  }

  it('an asset asked for by URL, not answered from inside the page: a request of the device’s files', async () => {
    // The JSON's row of the page's files left out: the engine asks for it by URL, as it would from a server.
    const dir = await edited(html => {
      const row = /,?\n\["files\/assets\/\d+\/1\/colors\.json",[^\]]*\]/
      expect(html).toMatch(row)
      return html.replace(row, '')
    })
    const report = await browser.open(dir, 'index.html', { platform: 'cordova' }, { frames: 10, timeoutSeconds: 15 })
    expect(report.passed).toBe(false)
    expect(report.faults.map(fault => fault.message).join('\n')).toMatch(
      /files\/assets\/\d+\/1\/colors\.json failed: asked of the device's files \(an app's web folder answers every file from inside its page\)/,
    )
  })

  // Before it, or, where the page took its time to start (a loaded machine), after it without having listened.
  it('a page that does not wait for deviceready (judged once drawn: it may not have fired yet)', async () => {
    const dir = await edited(html => {
      expect(html).toContain('"signal":"deviceready"')
      return html.replace('"signal":"deviceready"', '"signal":"none"')
    })
    const report = await browser.open(dir, 'index.html', { platform: 'cordova' }, { frames: 10 })
    expect(report.passed).toBe(false)
    expect(report.faults.map(fault => fault.message)).toEqual([
      expect.stringMatching(
        /^The app started at \d+\.\d s, (before Cordova's deviceready( \(at \d+\.\d s\)| fired)|after Cordova's deviceready \(at \d+\.\d s\) but without listening for it): a Cordova app starts once deviceready fires/,
      ),
    ])
  })

  it('a bad platform is named, and nothing is written', async () => {
    const result = await pack({ platform: 'electron', output: 'out/bad' })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)).toEqual([
      "Input 'platform' must be one of cordova, capacitor; got 'electron'",
    ])
    expect(existsSync(join(workspace, 'out', 'bad'))).toBe(false)
  })
})
