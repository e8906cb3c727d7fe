import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { coreFixture } from '../../../__fixtures__/core.js'
import { writeAdApp } from '../../../stand-ins/ad-app.js'
import { photoPng } from '../../../stand-ins/photo-app.js'

// The playable action's run() in-process, with @actions/core replaced by a typed fixture, on the stand-in's real build
// (the browser runs are e2e/playable.test.ts's).
const core = coreFixture({})
jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../../src/actions/playable/main.js')

let workspace: string
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'workspace-'))
  Object.assign(process.env, { GITHUB_WORKSPACE: workspace, GITHUB_STEP_SUMMARY: join(workspace, 'summary.md') })
  writeAdApp(join(workspace, 'build'))
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

const given = (inputs: Record<string, string>) => core.reset({ directory: 'build', ...inputs })

describe('playable run()', () => {
  it('writes the page, its outputs, the sizes in the log and the summary', async () => {
    given({ network: 'applovin' })
    await run()
    expect(core.failed).toEqual([])
    const file = join(workspace, 'playable', 'applovin.html')
    expect(core.outputs).toMatchObject({
      file,
      size: String(readFileSync(file).length),
      limit: '5000000',
      page: 'applovin.html',
      mraid: 'true',
    })
    expect(readdirSync(join(workspace, 'playable'))).toEqual(['applovin.html'])
    expect(core.summaries.join()).toContain('<th align="left">Limit</th><td>5.0 MB (5000000 bytes), 69 % used</td>')
    expect(core.summaries.join()).toContain(
      '<td><code>playcanvas-stable.min.js</code></td><td align="right">2.6 MB</td><td align="right">3.4 MB</td><td>base64</td>',
    )
  })

  it('a zip, gzip never inside it, TikTok config.json beside the page', async () => {
    given({ network: 'tiktok', orientation: 'portrait', compress: 'true' })
    await run()
    expect(core.failed).toEqual([])
    const zip = join(workspace, 'playable', 'tiktok.zip')
    expect(execFileSync('unzip', ['-Z1', zip]).toString().trim().split('\n')).toEqual(['index.html', 'config.json'])
    expect(execFileSync('unzip', ['-p', zip, 'config.json']).toString()).toBe('{"playable_orientation":1}\n')
    expect(core.summaries.join()).toContain('<th align="left">Compressed</th><td>no</td>')
  })

  it('over its limit: fails naming the biggest files, its summary says so, nothing written', async () => {
    given({ network: 'html', 'max-size': '100KB', compress: 'false' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(/^The page would be 3\.4 MB, over its limit of 100\.0 kB[^]*or try compress: true\.$/),
    ])
    expect(core.summaries.join()).toContain('<h3>Playable over its limit</h3>')
    expect(readdirSync(join(workspace, 'playable'))).toEqual([])
  })

  it("a package that breaks its network's rules: fails naming each, nothing written, its summary", async () => {
    const index = join(workspace, 'build', 'index.html')
    writeFileSync(index, readFileSync(index, 'utf8').replace('</body>', '<script>new XMLHttpRequest()</script></body>'))
    given({ network: 'moloco' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^The package breaks a rule of Moloco's upload, so nothing was written:\n- Moloco: the page holds no XMLHttpRequest: it does, at character \d+: …[^\n]*data-kind="classic">new XMLHttpRequest\(\)<\/script>[^\n]* \(Moloco: Playable and Interactive End Card \(IEC\) creative guide, https:\/\/help\.moloco\.com\/[^ ]+, read 2026-11-27\)$/,
      ),
    ])
    expect(core.summaries.join()).toContain('<h3>Playable not packed</h3>')
    expect(readdirSync(join(workspace, 'playable'))).toEqual([])
  })

  it('a bad input fails before anything is written, with its summary', async () => {
    given({ network: 'applovin', orientation: 'up' })
    await run()
    expect(core.failed).toEqual(["Input 'orientation' must be one of both, portrait, landscape; got 'up'"])
    expect(core.summaries.join()).toContain('<h3>Playable not packed</h3>')
  })

  it('a symbolic link in the build is refused by name', async () => {
    symlinkSync('/etc/passwd', join(workspace, 'build', 'secret.txt'))
    given({ network: 'html' })
    await run()
    expect(core.failed).toEqual([expect.stringMatching(/^Input 'directory' holds secret\.txt, a symbolic link/)])
  })

  it('over its limit, without fit: the refusal says what fit: true would change first', async () => {
    given({ network: 'html', 'max-size': '100KB', compress: 'false' })
    await run()
    expect(core.failed[0]).toContain(
      'fit: true would re-encode the build until it fits; first it would re-encode the textures at their own size (WebP or JPEG, the quality chosen per texture): mark.png (',
    )
    expect(core.summaries.join()).toContain('<p>With <code>fit: true</code> it would be re-encoded until it fits')
  })

  it('fit: a texture re-encoded until the package fits, config.json following it; the summary lists the change', async () => {
    const texture = join(workspace, 'build', 'files', 'assets', '203', '1', 'mark.png')
    writeFileSync(texture, photoPng(256, 3))
    given({ network: 'applovin', compress: 'true', 'max-size': '50MB' })
    await run()
    const plain = Number(core.outputs.size)
    given({ network: 'applovin', compress: 'true', 'max-size': String(plain - 40_000), fit: 'true' })
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs.fitted).toBe('1')
    expect(Number(core.outputs.size)).toBeLessThanOrEqual((plain - 40_000) * 0.98)
    expect(core.summaries.join()).toMatch(
      /<tr><td>mark\.png<br><code>files\/assets\/203\/1\/mark\.png<\/code><\/td><td>texture<\/td><td align="right">[\d.]+ kB<\/td><td align="right">[\d.]+ kB<\/td><td>256×256 PNG<\/td><td>256×256 (JPEG|WebP)<\/td><td>quality \d+, SSIM 0\.9\d\d<\/td><\/tr>/,
    )
    // The build itself is as it was; the package holds the new bytes under the old name.
    expect(readFileSync(texture)).toEqual(photoPng(256, 3))
  })

  it("fit, with a limit under what it cannot lower: fails at once saying so, nothing written, fit's folder gone", async () => {
    given({ network: 'applovin', 'max-size': '300KB', fit: 'true' })
    process.env.RUNNER_TEMP = join(workspace, 'temp')
    mkdirSync(process.env.RUNNER_TEMP)
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^fit: true cannot bring the package under its limit of 300\.0 kB: what it carries as it is \(code, scenes, settings and the page itself\) comes to [\d.]+ kB \(\d+ %\) whatever it does to the textures, meshes and sounds, so it re-encoded nothing: nothing was written\. The biggest of it:\n- playcanvas-stable\.min\.js: [\d.]+ kB in the package \(code, carried as it is\)/,
      ),
    ])
    expect(core.summaries.join()).toContain('<h3>Playable could not be fitted</h3>')
    expect(readdirSync(join(workspace, 'playable'))).toEqual([])
    expect(readdirSync(process.env.RUNNER_TEMP)).toEqual([])
    delete process.env.RUNNER_TEMP
  })

  it('fit, with a limit over what it cannot lower but under what it reaches: fails after trying, saying how close it came', async () => {
    // A PNG garbled past its header, which no decoder reads: it stays, and keeps the package over a limit its code
    // is under.
    const garbled = photoPng(256, 3)
    for (let i = 40; i < garbled.length; i += 7) garbled[i] = (garbled[i] ?? 0) ^ 0x5a
    writeFileSync(join(workspace, 'build', 'files', 'assets', '203', '1', 'mark.png'), garbled)
    given({ network: 'applovin', compress: 'true', 'max-size': '50MB' })
    await run()
    const plain = Number(core.outputs.size)
    rmSync(join(workspace, 'playable', 'applovin.html'))
    given({ network: 'applovin', compress: 'true', 'max-size': String(plain - 10_000), fit: 'true' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^fit: true changed 0 file\(s\) of the build, and the package still comes to [\d.]+ MB, over its limit of [\d.]+ MB \(\d+ %\): nothing was written\. What is left, biggest first:\n/,
      ),
    ])
    expect(core.failed[0]).toMatch(
      /\n- files\/assets\/203\/1\/mark\.png: [\d.]+ kB in the package \(an image fit cannot decode\)/,
    )
    expect(core.summaries.join()).toContain('<p>With every change below it comes to')
    expect(readdirSync(join(workspace, 'playable'))).toEqual([])
  })
})
