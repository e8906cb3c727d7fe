import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { coreFixture } from '../../../__fixtures__/core.js'
import { writeAdApp } from '../../../stand-ins/ad-app.js'
import { photoPng } from '../../../stand-ins/photo-app.js'

// The mobile-app action's run() in-process, with @actions/core replaced by a typed fixture, on the stand-in's real
// build (the folders opened from their files are e2e/mobile-app.test.ts's).
const core = coreFixture({})
jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../../src/actions/mobile-app/main.js')

let workspace: string
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'workspace-'))
  Object.assign(process.env, { GITHUB_WORKSPACE: workspace, GITHUB_STEP_SUMMARY: join(workspace, 'summary.md') })
  writeAdApp(join(workspace, 'build'))
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

const given = (inputs: Record<string, string>) => core.reset({ directory: 'build', ...inputs })

describe('mobile-app run()', () => {
  it('writes the folder (index.html alone) and its zip, the outputs, the log and the summary', async () => {
    given({ platform: 'Cordova' })
    await run()
    expect(core.failed).toEqual([])
    const folder = join(workspace, 'mobile-app', 'cordova')
    const page = join(folder, 'index.html')
    expect(core.outputs).toEqual({
      directory: folder,
      zip: `${folder}.zip`,
      size: String(readFileSync(page).length),
      page: 'index.html',
      fitted: '0',
    })
    expect(readdirSync(join(workspace, 'mobile-app')).sort()).toEqual(['cordova', 'cordova.zip'])
    expect(readdirSync(folder)).toEqual(['index.html'])
    const unzipped = execFileSync('unzip', ['-p', `${folder}.zip`, 'index.html'], { maxBuffer: 64 * 1024 * 1024 })
    expect(unzipped.equals(readFileSync(page))).toBe(true)
    const summary = core.summaries.join()
    expect(summary).toContain('<h3>Mobile app folder packed</h3>')
    expect(summary).toContain('<th align="left">Compressed</th><td>no</td>')
    expect(summary).toContain('<li>playcanvas-stable.min.js: 2.6 MB in the build, 3.4 MB in the package (base64)</li>')
  })

  it("replaces an earlier run's folder, so that none of its files is left to ship; gzip when asked", async () => {
    const stale = join(workspace, 'out', 'capacitor')
    mkdirSync(stale, { recursive: true })
    writeFileSync(join(stale, 'old.js'), 'stale')
    given({ platform: 'capacitor', output: 'out', compress: 'true' })
    await run()
    expect(core.failed).toEqual([])
    expect(readdirSync(stale)).toEqual(['index.html'])
    expect(readFileSync(join(stale, 'index.html'), 'utf8')).not.toContain('cordova.js')
    expect(core.summaries.join()).toContain('<th align="left">Compressed</th><td>gzip, unpacked by the web view</td>')
    expect(readdirSync(join(workspace, 'out')).filter(name => name.includes('partial'))).toEqual([])
  })

  it('over max-size, without fit: refused naming the biggest files and what fit: true would change first', async () => {
    given({ platform: 'cordova', 'max-size': '100KB' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^The page would be [\d.]+ MB, over max-size 100\.0 kB \(\d+ > 100000 bytes\): nothing was written\. The biggest files in it:\n- playcanvas-stable\.min\.js: [^]*fit: true would re-encode the build until it fits; first it would re-encode the textures/,
      ),
    ])
    expect(existsSync(join(workspace, 'mobile-app', 'cordova'))).toBe(false)
  })

  it('fit: a texture re-encoded until the page is under max-size; the summary lists the change', async () => {
    writeFileSync(join(workspace, 'build', 'files', 'assets', '203', '1', 'mark.png'), photoPng(256, 3))
    given({ platform: 'capacitor', compress: 'true' })
    await run()
    const plain = Number(core.outputs.size)
    given({ platform: 'capacitor', compress: 'true', 'max-size': String(plain - 40_000), fit: 'true' })
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs.fitted).toBe('1')
    expect(Number(core.outputs.size)).toBeLessThanOrEqual((plain - 40_000) * 0.98)
    const summary = core.summaries.join()
    expect(summary).toContain('<h4>Fitted: 1 file(s) of the build changed</h4>')
    expect(summary).toMatch(/<td>256×256 PNG<\/td><td>256×256 (JPEG|WebP)<\/td><td>quality \d+, SSIM 0\.9\d\d<\/td>/)
    expect(summary).toMatch(/<th align="left">Limit<\/th><td>[\d.]+ MB, \d+ % used<\/td>/)
  })

  it('fit, with a max-size under what it cannot lower: fails at once saying so, nothing written', async () => {
    given({ platform: 'cordova', 'max-size': '300KB', fit: 'true' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^fit: true cannot bring the package under its limit of 300\.0 kB: what it carries as it is \(code, scenes, settings and the page itself\) comes to [\d.]+ (kB|MB) \(\d+ %\) [^\n]*: nothing was written\. The biggest of it:\n- playcanvas-stable\.min\.js: /,
      ),
    ])
    expect(core.summaries.join()).toContain('<h3>Mobile app folder could not be fitted</h3>')
    expect(existsSync(join(workspace, 'mobile-app', 'cordova'))).toBe(false)
  })

  it.each([
    [{ platform: '' }, /^Input 'platform' must be one of cordova, capacitor; got ''$/],
    [{ platform: 'ios' }, /^Input 'platform' must be one of cordova, capacitor; got 'ios'$/],
    [{ platform: 'cordova', compress: 'auto' }, /^Input 'compress' must be true or false; got 'auto'$/],
    [{ platform: 'cordova', 'max-size': 'big' }, /^Input 'max-size' must be a size such as 30MB/],
    [{ platform: 'cordova', fit: 'yes' }, /^Input 'fit' must be true or false; got 'yes'$/],
    [{ platform: 'cordova', fit: 'true' }, /^Input 'fit' re-encodes the build until the page is under 'max-size'/],
    [
      { platform: 'cordova', directory: '' },
      /^Input 'directory' is required: the folder download-app unpacked \(its directory output\)$/,
    ],
    [{ platform: 'cordova', directory: '../elsewhere' }, /^Input 'directory' must be a path inside the workspace/],
    [
      { platform: 'cordova', output: 'build/index.html' },
      /^Input 'output' names .*index\.html, which is a file: name a folder$/,
    ],
  ])('refuses %j before writing anything', async (inputs, message) => {
    given(inputs)
    await run()
    expect(core.failed).toEqual([expect.stringMatching(message)])
    expect(existsSync(join(workspace, 'mobile-app'))).toBe(false)
    expect(core.summaries.join()).toContain('Mobile app folder not packed')
  })
})
