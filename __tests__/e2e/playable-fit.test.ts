import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { requireChromium } from '../../stand-ins/chromium.js'
import { writeAdApp } from '../../stand-ins/ad-app.js'
import { writePhotoAppApart } from '../../stand-ins/photo-app.js'
import { type Folders, pack } from '../support/playable-package.js'

// fit as a runner runs it (action.yml's defaults, the committed bundle spawned) on a build as big as real projects
// are: three photo-like 2048-pixel PNG textures and a 20 s WAV the app needs (stand-ins/photo-app.ts, 29 MB), for
// AppLovin's 5 MB. The package, opened alone in AppLovin's container by verify-app's bundle in Debian's Chromium, must
// start (the sound decoded to its length) and draw the original build's picture, compared region by region with the
// original's screenshot through verify-app's reference.
let root: string
let folders: Folders
beforeAll(() => {
  requireChromium()
  root = mkdtempSync(join(tmpdir(), 'playable-fit-'))
  folders = { workspace: join(root, 'workspace'), temp: join(root, 'temp') }
  mkdirSync(folders.workspace)
  mkdirSync(folders.temp)
  writePhotoAppApart(join(folders.workspace, 'build'))
}, 60_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const verify = (inputs: Record<string, string>): Promise<RunResult> =>
  runAction({
    action: 'verify-app',
    inputs: { frames: '10', ...inputs },
    workspace: folders.workspace,
    runnerTemp: folders.temp,
  })

describe('fit: a 29 MB build for a 5 MB network', () => {
  it('without fit, is refused, naming fit and what it would change first; with it, fits and draws the same picture', async () => {
    const refused = await pack(folders, { network: 'applovin', output: 'out/plain' })
    expect(refused.code).toBe(1)
    const [refusal] = errorAnnotations(refused.stdout)
    expect(refusal).toMatch(/^The page would be 2\d\.\d MB, over its limit of 5\.0 MB/)
    expect(refusal).toContain(
      'fit: true would re-encode the build until it fits; first it would re-encode the textures at their own size (WebP or JPEG, the quality chosen per texture): photo',
    )
    expect(refused.summary).toContain('With <code>fit: true</code> it would be re-encoded until it fits')
    expect(existsSync(join(folders.workspace, 'out', 'plain', 'applovin.html'))).toBe(false)

    const fitted = await pack(folders, { network: 'applovin', output: 'out/fit', fit: 'true' })
    expect(errorAnnotations(fitted.stdout)).toEqual([])
    expect(fitted.code).toBe(0)
    const size = Number(fitted.outputs.size)
    expect(size).toBeLessThanOrEqual(5_000_000)
    expect(size).toBe(readFileSync(fitted.outputs.file ?? '').length)
    expect(readdirSync(join(folders.workspace, 'out', 'fit'))).toEqual(['applovin.html'])
    expect(Number(fitted.outputs.fitted)).toBeGreaterThanOrEqual(4)
    // The summary's table: every texture re-encoded with its quality, the WAV as an MP3 under the .mp3 name.
    expect(fitted.summary).toMatch(
      /<td>2048×2048 PNG<\/td><td>(1024×1024|2048×2048) (JPEG|WebP)<\/td><td>[^<]*quality \d+, SSIM 0\.9\d\d<\/td>/,
    )
    expect(fitted.summary).toContain(
      '<code>files/assets/203/1/music.wav</code> → <code>files/assets/203/1/music.mp3</code></td><td>sound</td>',
    )
    console.log(
      `fit: ${size} bytes; ${fitted.stdout
        .split('\n')
        .filter(line => / → /.test(line))
        .join('; ')}`,
    )

    // The original build, its clock pinned, gives the reference; the package alone, in AppLovin's container, is held
    // to it. Neither passes unless the app started: it throws unless the sound decodes to 20 s.
    const original = await verify({ directory: 'build', 'pin-clock': 'true', screenshot: 'original.png' })
    expect(errorAnnotations(original.stdout)).toEqual([])
    expect(original.code).toBe(0)
    cpSync(original.outputs.screenshot ?? '', join(folders.workspace, 'reference.png'))
    const packaged = await verify({
      directory: 'out/fit',
      page: 'applovin.html',
      network: 'applovin',
      reference: 'reference.png',
      'min-similarity': '0.95',
    })
    expect(errorAnnotations(packaged.stdout)).toEqual([])
    expect(packaged.code).toBe(0)
    console.log(`fit: similarity ${packaged.outputs.similarity}`)
    expect(Number(packaged.outputs.similarity)).toBeGreaterThanOrEqual(0.95)
  }, 240_000)

  it('a limit nothing can meet (under the engine itself): refused at once, saying the least it could come to and what holds it there; nothing written', async () => {
    const small = join(root, 'small')
    mkdirSync(small)
    writeAdApp(join(small, 'build'))
    const result = await runAction({
      action: 'playable',
      inputs: { directory: 'build', network: 'applovin', output: 'out', fit: 'true', 'max-size': '300KB' },
      workspace: small,
      runnerTemp: folders.temp,
    })
    expect(result.code).toBe(1)
    const [refusal] = errorAnnotations(result.stdout)
    expect(refusal).toMatch(
      /^fit: true cannot bring the package under its limit of 300\.0 kB: what it carries as it is \(code, scenes, settings and the page itself\) comes to \d\d\d\.\d kB \(\d+ %\) whatever it does to the textures, meshes and sounds, so it re-encoded nothing: nothing was written\. The biggest of it:\n- playcanvas-stable\.min\.js: \d\d\d\.\d kB in the package \(code, carried as it is\)/,
    )
    // Only what no step can lower is named, and no texture or sound was re-encoded to find that out.
    expect(refusal).not.toMatch(/\.(png|wav|mp3)\b/)
    expect(result.stdout).not.toMatch(/ → /)
    expect(result.summary).toContain('<h3>Playable could not be fitted</h3>')
    expect(result.summary).toContain('it re-encoded nothing, and nothing was written')
    expect(readdirSync(join(small, 'out'))).toEqual([])
    // fit's own folder went with it.
    expect(readdirSync(folders.temp).filter(name => name.startsWith('playable-fit-'))).toEqual([])
  })
})
