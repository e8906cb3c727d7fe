import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { readVerifyInputs } from '../../../src/actions/verify-app/inputs.js'

// verify-app's inputs, read and checked before any browser starts: what each becomes, and what each refuses.
// Made at load: the table of refusals names its files.
const workspace = mkdtempSync(join(tmpdir(), 'verify-inputs-'))
beforeAll(() => {
  mkdirSync(join(workspace, 'app'))
  writeFileSync(join(workspace, 'app', 'index.html'), '<!doctype html>')
  writeFileSync(join(workspace, 'chrome'), '#!/bin/sh\n', { mode: 0o755 })
  writeFileSync(join(workspace, 'not-run'), 'text', { mode: 0o644 })
  writeFileSync(join(workspace, 'shot.png'), PNG.sync.write(new PNG({ width: 4, height: 2 })))
  // A PNG's signature and a header asking for 100,000 × 100,000 pixels: refused before its pixels are read.
  const huge = PNG.sync.write(new PNG({ width: 1, height: 1 }))
  huge.writeUInt32BE(100_000, 16)
  huge.writeUInt32BE(100_000, 20)
  writeFileSync(join(workspace, 'huge.png'), huge)
})
afterAll(() => rmSync(workspace, { recursive: true, force: true }))

const env = (): NodeJS.ProcessEnv => ({ GITHUB_WORKSPACE: workspace, RUNNER_TEMP: join(workspace, 'temp') })
const read = (inputs: Record<string, string>) => readVerifyInputs(name => inputs[name] ?? '', env())

describe('verify-app inputs', () => {
  it('defaults: 120 s, 60 frames, the screenshot under the runner temp, no browser given, console errors warned', () => {
    expect(read({ directory: 'app' })).toEqual({
      app: { directory: join(workspace, 'app'), page: 'index.html' },
      mraid: false,
      offline: false,
      network: undefined,
      timeoutSeconds: 120,
      frames: 60,
      screenshot: join(workspace, 'temp', 'verify-app', 'screenshot.png'),
      browser: undefined,
      failOnConsoleError: false,
      reference: undefined,
      pinClock: false,
      clicks: [],
    })
  })

  it('takes clicks, apart by spaces or lines, in the order given; the clock then pinned', () => {
    const inputs = read({ directory: 'app', clicks: ' 900,360@30\n0,0@0   1279,719@59 ' })
    expect(inputs.clicks).toEqual([
      { x: 900, y: 360, frame: 30 },
      { x: 0, y: 0, frame: 0 },
      { x: 1279, y: 719, frame: 59 },
    ])
    expect(inputs.pinClock).toBe(true)
    expect(read({ directory: 'app', clicks: '1,2@3', 'pin-clock': 'true' }).pinClock).toBe(true)
  })

  it('takes a reference PNG, with its bound; the clock then pinned unless told not to, and pinned on its own', () => {
    const inputs = read({ directory: 'app', reference: 'shot.png', 'min-similarity': '0.95' })
    expect(inputs.reference).toMatchObject({ path: join(workspace, 'shot.png'), minSimilarity: 0.95 })
    expect(inputs.pinClock).toBe(true)
    expect(read({ directory: 'app', reference: 'shot.png' }).reference?.minSimilarity).toBe(0.9)
    expect(read({ directory: 'app', reference: 'shot.png', 'pin-clock': 'false' }).pinClock).toBe(false)
    expect(read({ directory: 'app', 'pin-clock': 'true' })).toMatchObject({ pinClock: true, reference: undefined })
    expect(read({ directory: 'app', reference: 'shot.png', 'min-similarity': '1' }).reference?.minSimilarity).toBe(1)
  })

  it('takes a url, seconds with a fraction, a screenshot and a browser relative to the workspace', () => {
    const inputs = read({
      url: 'https://octo-org.github.io/game/',
      timeout: '7.5',
      frames: '3',
      screenshot: 'out/App.PNG',
      browser: join(workspace, 'chrome'),
      'fail-on-console-error': 'true',
    })
    expect(inputs).toMatchObject({ timeoutSeconds: 7.5, frames: 3, failOnConsoleError: true })
    expect('url' in inputs.app && inputs.app.url.href).toBe('https://octo-org.github.io/game/')
    expect(inputs.screenshot).toBe(join(workspace, 'out', 'App.PNG'))
    expect(inputs.browser).toBe(join(workspace, 'chrome'))
  })

  it.each([
    [{ directory: 'app', url: 'https://x.test/' }, /^Inputs 'directory' and 'url' are both set/],
    [{}, /^Input 'directory' or 'url' is required/],
    [{ directory: 'app\u001b[31m' }, /^Input 'directory' must not contain control characters/],
    [{ directory: 'app/index.html' }, /which is not a folder/],
    [{ url: 'javascript:alert(1)' }, /^Input 'url' must use http or https; got 'javascript:'/],
    [{ directory: 'app', timeout: '3601' }, /^Input 'timeout' must be a number of seconds from above 0 to 3,600/],
    [{ directory: 'app', frames: '100001' }, /^Input 'frames' must be a whole number from 1 to 100,000/],
    [{ directory: 'app', screenshot: 'app' }, /^Input 'screenshot' must name a \.png file/],
    [
      { directory: 'app', browser: join(workspace, 'not-run') },
      /^Input 'browser' names .*not-run, which is not a file this runner can run/,
    ],
    [{ directory: 'app', browser: join(workspace, 'app') }, /which is not a file this runner can run/],
    [{ url: 'https://x.test/', page: 'a.html' }, /^Input 'page' names a page in 'directory': give 'directory' with it/],
    [{ url: 'https://x.test/', mraid: 'true' }, /^Input 'mraid' serves a stand-in beside a 'directory'/],
    [{ directory: 'app', page: '../outside.html' }, /^Input 'page' must name an \.html file inside 'directory'/],
    [{ directory: 'app', page: 'styles.css' }, /^Input 'page' must name an \.html file inside 'directory'/],
    [{ directory: 'app', page: 'gone.html' }, /^Input 'page' names .*gone\.html, which is not a file/],
    [{ directory: 'app', offline: 'yes' }, /offline/],
    [
      { directory: 'app', network: 'myspace' },
      /^Input 'network' must be one of applovin, unity, ironsource, mintegral, moloco, facebook, google, tiktok, liftoff, snapchat, mraid, html \(the playable action's networks\); got 'myspace'$/,
    ],
    [{ url: 'https://x.test/', network: 'google' }, /^Input 'network' opens a package beside its network's stand-ins/],
    [
      { directory: 'app', network: 'moloco', mraid: 'true' },
      /^Input 'mraid' asks for MRAID, but Moloco's container gives none \(input 'network' is 'moloco'\): leave 'mraid' out$/,
    ],
    [
      { directory: 'app', platform: 'electron' },
      /^Input 'platform' must be one of cordova, capacitor \(the mobile-app action's\); got 'electron'$/,
    ],
    [{ directory: 'app', platform: 'cordova\u0007' }, /^Input 'platform' must not contain control characters/],
    [
      { url: 'https://x.test/', platform: 'cordova' },
      /^Input 'platform' opens a web folder from its files: give 'directory' with it, not 'url'$/,
    ],
    [
      { directory: 'app', platform: 'cordova', network: 'google' },
      /^Input 'platform' opens a mobile app's web folder from its file, in Cordova's shell: leave 'network' out/,
    ],
    [{ directory: 'app', platform: 'capacitor', mraid: 'true' }, /: leave 'mraid' out \(an ad network's container/],
    [{ directory: 'app', reference: 'gone.png' }, /^Input 'reference' names .*gone\.png, which is not a file/],
    [{ directory: 'app', reference: 'app' }, /^Input 'reference' names .*app, which is not a file/],
    [{ directory: 'app', reference: 'app/index.html' }, /^Input 'reference' must be a PNG .*does not begin as one$/],
    [{ directory: 'app', reference: 'huge.png' }, /^Input 'reference' is a PNG of 100000×100000: at most 8192×8192/],
    [{ directory: 'app', reference: 'shot.png\u0007' }, /^Input 'reference' must not contain control characters/],
    ...['0', '1.01', '-0.5', 'high', '0.9.1', '1e-1'].map((bound): [Record<string, string>, RegExp] => [
      { directory: 'app', reference: 'shot.png', 'min-similarity': bound },
      /^Input 'min-similarity' must be an SSIM from above 0 to 1 \(1: the same picture\), e\.g\. 0\.9; got /,
    ]),
    [{ directory: 'app', 'pin-clock': 'maybe' }, /pin-clock/],
    [
      { directory: 'app', clicks: '640,360@30', 'pin-clock': 'false' },
      /^Input 'clicks' makes each click at a frame of the pinned clock: leave 'pin-clock' out, or set it true$/,
    ],
    ...['640,360', '640;360@30', '640,360@', '-1,2@3', '1.5,2@3', '640,360@30s', '1,2@3,4'].map(
      (word): [Record<string, string>, RegExp] => [
        { directory: 'app', clicks: `1,1@1 ${word}` },
        /^Input 'clicks' must be x,y@frame for each click, apart by spaces, e\.g\. 640,360@30 .*; got '/,
      ],
    ),
    [{ directory: 'app', clicks: '1,1@1\u0007' }, /^Input 'clicks' must not contain control characters$/],
    [{ directory: 'app', clicks: '1280,10@1' }, /^Input 'clicks' names 1280,10, outside the 1280×720 window/],
    [{ directory: 'app', clicks: '10,720@1' }, /^Input 'clicks' names 10,720, outside the 1280×720 window/],
    [
      { directory: 'app', clicks: '10,10@60' },
      /^Input 'clicks' makes a click at frame 60, but the picture is held at frame 60 \(input 'frames'\)/,
    ],
    [{ directory: 'app', clicks: '10,10@5', frames: '5' }, /click at frame 5, but the picture is held at frame 5/],
    [{ directory: 'app', clicks: Array(21).fill('1,1@1').join(' ') }, /^Input 'clicks' gives 21 clicks: at most 20$/],
  ])('refuses %j', (inputs, message) => {
    expect(() => read(inputs)).toThrow(message)
  })

  it('takes a page of the folder, MRAID and offline', () => {
    expect(read({ directory: 'app', page: './index.html', mraid: 'true', offline: 'true' })).toMatchObject({
      app: { directory: join(workspace, 'app'), page: 'index.html' },
      mraid: true,
      offline: true,
    })
  })

  it("takes a network by the playable action's name, offline then on whatever 'offline' says", () => {
    const inputs = read({ directory: 'app', network: 'tiktok', offline: 'false' })
    expect({ network: inputs.network?.label, offline: inputs.offline }).toEqual({
      network: 'TikTok (Pangle)',
      offline: true,
    })
    expect(read({ directory: 'app', network: 'unity', mraid: 'true' }).network?.name).toBe('unity')
  })

  it("takes a platform by the mobile-app action's name, offline then on whatever 'offline' says", () => {
    const inputs = read({ directory: 'app', platform: 'Cordova', offline: 'false' })
    expect({ platform: inputs.platform?.name, offline: inputs.offline, network: inputs.network }).toEqual({
      platform: 'cordova',
      offline: true,
      network: undefined,
    })
  })

  it('refuses a url over 2,000 characters', () => {
    expect(() => read({ url: `https://x.test/${'a'.repeat(2_000)}` })).toThrow(
      /^Input 'url' must be at most 2,000 characters/,
    )
  })

  it('refuses a screenshot path that is a folder', () => {
    mkdirSync(join(workspace, 'shots.png'), { recursive: true })
    expect(() => read({ directory: 'app', screenshot: 'shots.png' })).toThrow(/which is a folder: name a \.png file/)
  })

  it('never echoes credentials of a url that does not parse', () => {
    expect(() => read({ url: 'https://user:hunter2@' })).toThrow(
      /^Input 'url' must be an absolute http or https address/,
    )
    expect(() => read({ url: 'https://user:hunter2@' })).not.toThrow(/hunter2/)
  })
})
