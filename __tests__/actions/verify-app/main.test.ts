import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { type CoreFixture, coreFixture } from '../../../__fixtures__/core.js'
import { CHROMIUM, requireChromium } from '../../../stand-ins/chromium.js'
import { throwsAfter, writeApp } from '../../../stand-ins/app-folder.js'
import { writeAdApp } from '../../../stand-ins/ad-app.js'
import { expectPicture, packAlone } from '../../support/playable-package.js'

// The verify-app action's run() in-process, with @actions/core replaced by a typed fixture, on the stand-in's real
// build in Debian's Chromium (the bundle itself, spawned as a runner spawns it: __tests__/e2e/verify-app*.test.ts).
const core = coreFixture({})
jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../../src/actions/verify-app/main.js')

let workspace: string
beforeEach(() => {
  requireChromium()
  workspace = mkdtempSync(join(tmpdir(), 'workspace-'))
  Object.assign(process.env, {
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: workspace,
    GITHUB_STEP_SUMMARY: join(workspace, 'summary.md'),
    CHROME_BIN: CHROMIUM,
  })
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

function given(inputs: Record<string, string>): CoreFixture {
  core.reset(inputs)
  return core
}

describe('verify-app run()', () => {
  it('a reference of a PNG signature whose pixels cannot be read: fails naming the input', async () => {
    writeAdApp(join(workspace, 'app'))
    const header = Buffer.from('89504e470d0a1a0a0000000d49484452000000040000000208060000', 'hex')
    writeFileSync(join(workspace, 'broken.png'), Buffer.concat([header, Buffer.from('not the rest of a PNG')]))
    given({ directory: 'app', reference: 'broken.png' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^Input 'reference' must be a PNG \(verify-app's screenshot\); .*broken\.png could not be read as one: /,
      ),
    ])
  })

  // Two browsers: the first run's screenshot is the reference of the second, a build of another picture.
  it('passes an app that starts and draws: outputs, the figures in the log, the summary, nothing left behind; a build whose picture changed then fails against it', async () => {
    writeApp(join(workspace, 'app'))
    given({ directory: 'app', frames: '20', screenshot: 'shot.png', 'pin-clock': 'true' })
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs).toMatchObject({ device: 'webgl2', errors: '0', screenshot: join(workspace, 'shot.png') })
    expect(core.outputs.frames).toBe('20')
    expect(existsSync(join(workspace, 'shot.png'))).toBe(true)
    expect(core.infos.join('\n')).toMatch(/^Opening .*app \(served at http:\/\/127\.0\.0\.1:\d+\/\) in .*Chrome\//m)
    expect(core.summaries.join()).toContain('<h3>App verified in the browser</h3>')
    expect(core.summaries.join()).toContain(
      '<tr><th align="left">Clock</th><td>pinned: the picture held at frame 20</td></tr>',
    )
    expect(readdirSync(workspace).filter(name => name.startsWith('verify-app-profile-'))).toEqual([])

    // Another clear colour, and a texture in the middle: the app passes, its picture does not.
    writeAdApp(join(workspace, 'changed'))
    given({ directory: 'changed', frames: '20', reference: 'shot.png', screenshot: 'changed.png' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^The app failed in the browser: The picture differs from the reference: similarity 0\.\d{4} \(SSIM\) over the whole, -?0\.\d{4} in the least similar region \(x \d+–\d+, y \d+–\d+\); at least 0\.9 wanted \(min-similarity\)$/,
      ),
    ])
    expect(Number(core.outputs.similarity)).toBeLessThan(0.9)
    expect(core.failed[0]).toContain(`similarity ${core.outputs.similarity} (SSIM) over the whole`)
    expect(core.outputs.errors).toBe('1')
    expect(core.summaries).toHaveLength(1)
    const summary = core.summaries[0] ?? ''
    expect(summary).toContain('<h3>App failed in the browser</h3>')
    expect(summary).toContain(
      `<tr><th align="left">Reference</th><td><code>${join(workspace, 'shot.png')}</code></td></tr>`,
    )
    expect(summary).toMatch(
      /<tr><th align="left">Similarity<\/th><td><b>0\.\d{4}<\/b> over the whole, <b>-?0\.\d{4}<\/b> in the least similar region \(x \d+–\d+, y \d+–\d+\); at least 0\.9 wanted<\/td><\/tr>/,
    )
    expect(summary).toContain('<details><summary>Similarity by region (4×4, as the picture lies)</summary>')
  })

  // One browser for two claims (a browser is seconds of the machine's CPU); the e2e tests see the screenshot of a
  // failed app written.
  it('fails an app that throws, with one annotation and its own summary (not a second one); a screenshot that cannot be written is a warning, and the verdict stands', async () => {
    writeApp(join(workspace, 'app'), { scripts: { 'spin.js': throwsAfter(2) } })
    // A .png path under a file: its folder cannot be made.
    given({ directory: 'app', screenshot: 'app/index.html/shot.png' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^The app failed in the browser: Uncaught Error: spin broke at frame 3 at files\/assets\/101\/1\/spin\.js:10/,
      ),
    ])
    expect(core.outputs.errors).toBe('1')
    expect(core.summaries).toHaveLength(1)
    expect(core.summaries[0]).toContain('<h3>App failed in the browser</h3>')
    expect(core.warnings).toEqual([expect.stringMatching(/^Could not write the screenshot to .*shot\.png: /)])
    expect(core.outputs.screenshot).toBe('')
  })

  // The playable action's package for Liftoff (its bundle spawned), opened offline in Vungle's container: the
  // container's own page, answered from inside the browser, holds the package's page in a frame, and the store link,
  // tried once the app passed, must reach that parent.
  it("opens a package in its network's container: in Vungle's frame, the store link reaching the parent", async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page } = await packAlone({ workspace, temp: workspace }, 'liftoff')
    // Pinned in Vungle's frame too: the app held at frame 60 there.
    given({
      directory: relative(workspace, dir),
      page,
      network: 'liftoff',
      screenshot: 'shot.png',
      'pin-clock': 'true',
    })
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs.frames).toBe('60')
    expect(core.outputs['store-call']).toBe("parent.postMessage('download', '*')")
    expect(core.summaries.join()).toContain(
      '<th align="left">Store link</th><td><code>parent.postMessage(&#39;download&#39;, &#39;*&#39;)</code>',
    )
    expectPicture(readFileSync(join(workspace, 'shot.png')))

    // Posted to itself rather than to its parent: in the top frame the two are one window, in Vungle's frame they
    // are not, and nothing reaches the container.
    const html = readFileSync(join(dir, page), 'utf8')
    const call = 'parent.postMessage("download","*")'
    expect(html.split(call)).toHaveLength(2)
    writeFileSync(join(dir, page), html.replace(call, 'window.postMessage("download","*")'))
    // Against the first run's screenshot: the same picture (a store link drawn nothing), its similarity said though
    // the app failed.
    given({
      directory: relative(workspace, dir),
      page,
      network: 'liftoff',
      reference: 'shot.png',
      screenshot: 'again.png',
    })
    await run()
    expect(core.failed).toEqual([
      "The app failed in the browser: playable.openStore() did not reach Liftoff (Vungle)'s store call parent.postMessage('download', '*'): it reached none of the container (a page packed for another network?)",
    ])
    expect(core.outputs.similarity).toBe('1.0000')
  })
})
