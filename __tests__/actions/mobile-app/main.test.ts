import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { coreFixture } from '../../../__fixtures__/core.js'
import { writeAdApp } from '../../../stand-ins/ad-app.js'

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

  it.each([
    [{ platform: '' }, /^Input 'platform' must be one of cordova, capacitor; got ''$/],
    [{ platform: 'ios' }, /^Input 'platform' must be one of cordova, capacitor; got 'ios'$/],
    [{ platform: 'cordova', compress: 'auto' }, /^Input 'compress' must be true or false; got 'auto'$/],
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
