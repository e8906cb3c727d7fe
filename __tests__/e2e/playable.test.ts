import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunResult } from '../../stand-ins/runner.js'
import { errorAnnotations, runnerCommands } from '../../stand-ins/workflow-commands.js'
import { adAppChanges, writeAdApp } from '../../stand-ins/ad-app.js'
import { writeApp } from '../../stand-ins/app-folder.js'
import { requireChromium } from '../../stand-ins/chromium.js'
import { expectContained } from '../support/e2e.js'
import { packageBrowser } from '../support/package-browser.js'
import {
  type Folders,
  expectDrawn,
  expectStartsAndDraws as startsAndDraws,
  pack as packWith,
  packAlone as packAloneWith,
} from '../support/playable-package.js'
import { GOOGLE_EXIT_API, TIKTOK_SDK } from '../../src/playable/networks.js'
import { FILES_ID, START } from '../../src/playable/runtime.js'

// The playable action as a runner runs it (action.yml's defaults, the committed bundle spawned), on the stand-in's
// real builds (the real engine), each package then opened alone by verify-app's bundle in Debian's Chromium: a folder
// holding the package and nothing else, `offline` on, so that any file the page did not carry fails it.
let root: string
let workspace: string
let temp: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'playable-'))
  workspace = join(root, 'workspace')
  temp = join(root, 'temp')
  mkdirSync(workspace)
  mkdirSync(temp)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const folders = (): Folders => ({ workspace, temp })
const pack = (inputs: Record<string, string>): Promise<RunResult> => packWith(folders(), inputs)
const packAlone = (network: string, inputs: Record<string, string> = {}) => packAloneWith(folders(), network, inputs)
/**
 * Opened alone in its network's container by verify-app's bundle: started, drawing; the store call
 * `playable.openStore()` reached. Once, for the chain a workflow runs (playable's bundle, then verify-app's).
 */
const expectStartsAndDraws = (dir: string, page: string, network: string): Promise<string> =>
  startsAndDraws(folders(), dir, page, { network })
// Every other package opened in a tab of one browser, as verify-app opens it: a browser's start is most of a run's CPU.
const browser = packageBrowser()
/** Opened alone in its network's container (in-process): started, drawing; the store call it reached. */
const opened = async (dir: string, page: string, network: string): Promise<string> =>
  expectDrawn(await browser.open(dir, page, { network }))
/** The faults of a page opened in a network's container (in-process), each as verify-app's error names it. */
const faultsIn = async (dir: string, page: string, network: string): Promise<string[]> => {
  const report = await browser.open(dir, page, { network })
  expect(report.passed).toBe(false)
  return report.faults.map(fault => fault.message)
}
const STORE = 'https://apps.example/app/1'

const warnings = (result: RunResult): string[] =>
  runnerCommands(result.stdout)
    .filter(command => command.name === 'warning')
    .map(command => command.data ?? '')

/** The runtime's config, the one part of the page that names the network (runtime.ts: the function called with it). */
const CONFIG = /\)\(\{"network":[^\n]*\}\);$/m

describe('a package for each network starts and draws, opened alone, its assets loaded from it', () => {
  beforeEach(requireChromium)

  it('MRAID (applovin): one HTML file, mraid.js first, started once MRAID is ready; outputs and summary', async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page, result } = await packAlone('applovin', { 'store-url': STORE })
    expect(readdirSync(dir)).toEqual(['applovin.html'])
    expect(result.outputs).toMatchObject({ page: 'applovin.html', mraid: 'true', limit: '5000000' })
    expect(Number(result.outputs.size)).toBe(readFileSync(join(dir, page)).length)
    const html = readFileSync(join(dir, page), 'utf8')
    expect(html.indexOf('<script src="mraid.js"></script>')).toBeLessThan(html.search(CONFIG))
    // No element of the page names a file to load but mraid.js (the build's scripts are inert, `data-src`).
    expect(html.match(/\ssrc="[^"]*"/g)).toEqual([' src="mraid.js"'])
    expect(result.summary).toContain('<h3>Playable packed</h3>')
    expect(result.summary).toContain('playcanvas-stable.min.js')
    expect(await expectStartsAndDraws(dir, page, 'applovin')).toBe(`mraid.open(${STORE})`)
  })

  it('Meta: an ES module script, the files gzipped to fit 2 MB, unpacked by the browser', async () => {
    writeAdApp(join(workspace, 'build'), { module: true })
    const { dir, page, result } = await packAlone('facebook')
    expect(result.outputs.limit).toBe('2000000')
    expect(Number(result.outputs.size)).toBeLessThanOrEqual(2_000_000)
    expect(result.summary).toContain('gzip, unpacked by the browser')
    expect(await opened(dir, page, 'facebook')).toBe('FbPlayableAd.onCTAClick()')
  })

  it('a plain page (html): no MRAID, no limit', async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page, result } = await packAlone('html', { 'store-url': STORE })
    expect(result.outputs).toMatchObject({ mraid: 'false', limit: '' })
    expect(await opened(dir, page, 'html')).toBe(`window.open(${STORE})`)
  })

  it("Google: a zip with index.html at its root, the orientation's meta and exitapi.js first in the head", async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page, result } = await packAlone('google', { orientation: 'portrait' })
    expect(
      execFileSync('unzip', ['-Z1', result.outputs.file ?? ''])
        .toString()
        .trim()
        .split('\n'),
    ).toEqual(['index.html'])
    expect(page).toBe('index.html')
    expect(readFileSync(join(dir, page), 'utf8')).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="ad.orientation" content="portrait"><script src="([^"]+)"><\/script><script>\(function/,
    )
    expect(readFileSync(join(dir, page), 'utf8')).toContain(`<script src="${GOOGLE_EXIT_API}"></script><script>(`)
    // Google's container answers exitapi.js, the one request out the page makes.
    expect(await opened(dir, page, 'google')).toBe('ExitApi.exit()')
  })

  it('Moloco: one HTML file of 5 MB at most, no mraid.js, no XMLHttpRequest, started at once, drawing', async () => {
    writeAdApp(join(workspace, 'build'))
    // The engine's own text holds the word: carried as base64, it is not in the page's text.
    const engine = readFileSync(join(workspace, 'build', 'playcanvas-stable.min.js'), 'utf8')
    expect(engine.match(/XMLHttpRequest/g)?.length).toBeGreaterThan(0)
    const { dir, page, result } = await packAlone('moloco')
    expect(readdirSync(dir)).toEqual(['moloco.html'])
    expect(result.outputs).toMatchObject({ page: 'moloco.html', mraid: 'false', limit: '5000000' })
    const html = readFileSync(join(dir, page), 'utf8')
    expect({
      size: html.length <= 5_000_000,
      word: html.match(/XMLHttpRequest/gi),
      mraid: html.match(/mraid\.js/gi),
      call: html.includes('FbPlayableAd.onCTAClick()'),
      requests: html.match(/\ssrc="[^"]*"/g),
    }).toEqual({ size: true, word: null, mraid: null, call: true, requests: null })
    expect(await opened(dir, page, 'moloco')).toBe('FbPlayableAd.onCTAClick()')
  })

  it("TikTok: index.html and config.json at the zip's root, its SDK last in the body, no mraid.js, drawing", async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page, result } = await packAlone('tiktok', { orientation: 'portrait' })
    expect(
      execFileSync('unzip', ['-Z1', result.outputs.file ?? ''])
        .toString()
        .trim()
        .split('\n'),
    ).toEqual(['index.html', 'config.json'])
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))).toEqual({ playable_orientation: 1 })
    const html = readFileSync(join(dir, page), 'utf8')
    expect(html).not.toMatch(/mraid\.js/i)
    expect(html.match(/\ssrc="[^"]*"/g)).toEqual([` src="${TIKTOK_SDK}"`])
    expect(html).toContain(`<script src="${TIKTOK_SDK}"></script><script type="application/json" id="${FILES_ID}">`)
    expect(html.endsWith(`<script>window.${START}();</script></body></html>`)).toBe(true)
    expect(await opened(dir, page, 'tiktok')).toBe('window.openAppStore()')
  })

  it("Snapchat: a zip whose page waits for MRAID, the store link Snap's own", async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page } = await packAlone('snapchat')
    expect(readFileSync(join(dir, page), 'utf8')).toContain('"storeUrl":"{{ .ClickTrackingUrl }}"')
    expect(await opened(dir, page, 'snapchat')).toBe('mraid.open({{ .ClickTrackingUrl }})')
  })

  it('Unity: MRAID 3.0, the ad shown a while after ready; the page starts once it is viewable', async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page } = await packAlone('unity', { 'store-url': STORE })
    expect(await opened(dir, page, 'unity')).toBe(`mraid.open(${STORE})`)
  })

  it("Liftoff: a zip of index.html alone, no mraid.js, the store a message to Vungle's frame", async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page, result } = await packAlone('liftoff')
    expect(
      execFileSync('unzip', ['-Z1', result.outputs.file ?? ''])
        .toString()
        .trim(),
    ).toBe('index.html')
    expect(await opened(dir, page, 'liftoff')).toBe("parent.postMessage('download', '*')")
  })

  it("every other network writes the page of one verified above, its network's config and scripts aside", async () => {
    writeAdApp(join(workspace, 'build'))
    const pageOf = async (network: string, inputs: Record<string, string> = {}): Promise<string> => {
      const { dir, page } = await packAlone(network, inputs)
      return readFileSync(join(dir, page), 'utf8').replace(CONFIG, '')
    }
    const mraid = await pageOf('applovin')
    for (const network of ['unity', 'ironsource', 'mintegral', 'mraid']) expect(await pageOf(network)).toBe(mraid)
    expect(await pageOf('html')).toBe(await pageOf('moloco'))
    const google = await pageOf('google')
    const liftoff = await pageOf('liftoff')
    expect(
      google.replace(
        `<meta name="ad.orientation" content="portrait,landscape"><script src="${GOOGLE_EXIT_API}"></script>`,
        '',
      ),
    ).toBe(liftoff)
    expect((await pageOf('tiktok')).replace(`<script src="${TIKTOK_SDK}"></script>`, '')).toBe(liftoff)
    const tiktok = await packAlone('tiktok', { orientation: 'landscape', output: 'out/tiktok-landscape' })
    expect(JSON.parse(readFileSync(join(tiktok.dir, 'config.json'), 'utf8'))).toEqual({ playable_orientation: 2 })
  })
})

describe("a package opened in another network's container fails, naming what that network refuses", () => {
  beforeEach(requireChromium)

  it("Google's page in TikTok's: its exitapi.js is a request out, and TikTok's container answers nothing of it", async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page } = await packAlone('google')
    expect(await faultsIn(dir, page, 'tiktok')).toEqual([
      `${GOOGLE_EXIT_API} failed: asked of a server (offline: a playable must hold every file it loads)`,
    ])
  })

  it("AppLovin's page in Unity's: it starts on ready, before the ad is viewable", async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page } = await packAlone('applovin')
    // Started on ready: before the ad was viewable, or, where the page took its time to start (a loaded machine), after
    // it without having asked. Either is the fault of a page that does not wait for Unity's viewable.
    expect((await faultsIn(dir, page, 'unity')).join('\n')).toMatch(
      /The app started at \d+\.\d s, (before the ad was viewable( \(at \d+\.\d s\))?|after the ad was viewable \(at \d+\.\d s\) but without asking whether it was): Unity Ads shows an ad after MRAID's ready/,
    )
  })

  it("Meta's page in Liftoff's: the store link reaches no call of Vungle's", async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page } = await packAlone('facebook')
    const report = await browser.open(dir, page, { network: 'liftoff' })
    expect(report.faults.map(fault => fault.message)).toEqual([
      expect.stringMatching(
        /^playable\.openStore\(\) did not reach Liftoff \(Vungle\)'s store call parent\.postMessage\('download', '\*'\): it reached none of the container, and threw TypeError: Cannot read properties of undefined \(reading 'onCTAClick'\) \(a page packed for another network\?\)$/,
      ),
    ])
    expect({ passed: report.passed, storeCall: report.storeCall }).toEqual({ passed: false, storeCall: undefined })
  })
})

describe('an MRAID page that never becomes ready never starts', () => {
  beforeEach(requireChromium)

  it("with a network's mraid.js that stays loading, the app is not started", async () => {
    writeAdApp(join(workspace, 'build'))
    const { dir, page } = await packAlone('unity')
    writeFileSync(
      join(dir, 'mraid.js'),
      "window.mraid = { getState: function () { return 'loading'; }, addEventListener: function () {}, removeEventListener: function () {} };\n",
    )
    const report = await browser.open(dir, page, { mraid: false }, { timeoutSeconds: 6, frames: 5 })
    expect(report.passed).toBe(false)
    expect(report.faults[0]?.message).toMatch(/The app did not start within 6 s: waiting for the engine never loaded/)
  })
})

describe('a budget the build cannot meet fails, naming the biggest files, and writes nothing', () => {
  it('max-size below the engine alone', async () => {
    writeAdApp(join(workspace, 'build'))
    const result = await pack({ network: 'applovin', 'max-size': '500KB' })
    expectContained(result)
    expect(result.code).toBe(1)
    const [annotation] = errorAnnotations(result.stdout)
    // Gzipped first (compress: auto), and still over.
    expect(annotation).toMatch(
      /^The page would be 896\.7 kB, over its limit of 500\.0 kB \(\d+ > 500000 bytes\): nothing was written/,
    )
    expect(annotation).toMatch(
      /- playcanvas-stable\.min\.js: 2\.6 MB in the build, 878\.8 kB in the package \(gzip\+base64\)\n- __start__\.js: /,
    )
    expect(annotation).not.toContain('compress: true')
    expect(result.summary).toContain('<h3>Playable over its limit</h3>')
    expect(readdirSync(join(workspace, 'playable'))).toEqual([])
  })

  it("Meta's 2 MB with compress: false", async () => {
    writeAdApp(join(workspace, 'build'))
    const result = await pack({ network: 'facebook', compress: 'false' })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)[0]).toMatch(/over its limit of 2\.0 MB.*\n[^]*or try compress: true\.$/)
    expect(readdirSync(join(workspace, 'playable'))).toEqual([])
  })

  it('a max-size above the network is kept, with a warning', async () => {
    writeAdApp(join(workspace, 'build'))
    const result = await pack({ network: 'facebook', compress: 'false', 'max-size': '4MB' })
    expect(result.code).toBe(0)
    expect(result.outputs.limit).toBe('4000000')
    expect(warnings(result)).toEqual([
      expect.stringContaining("Input 'max-size' (4.0 MB) is above Meta (Facebook)'s 2.0 MB"),
    ])
  })
})

describe('what the page cannot carry is refused by name, before anything is written', () => {
  it('a module that imports a file the build does not hold; a script from another host', async () => {
    const changes = adAppChanges()
    writeApp(join(workspace, 'build'), {
      ...changes,
      scripts: {
        ...changes.scripts,
        'rules.mjs': "import { speed } from './tuning.mjs'\nexport const rules = speed\n",
      },
      edit: {
        'index.html': text =>
          text.replace('</head>', '<script src="https://cdn.example/analytics.js"></script></head>'),
      },
    })
    const result = await pack({ network: 'applovin' })
    expect(result.code).toBe(1)
    const [annotation] = errorAnnotations(result.stdout)
    expect(annotation).toContain(
      "files/assets/102/1/rules.mjs imports './tuning.mjs', which names files/assets/102/1/tuning.mjs: the build does not hold it",
    )
    expect(annotation).toContain(
      `index.html's <script src="https://cdn.example/analytics.js"> loads https://cdn.example/analytics.js from outside the build`,
    )
    expect(existsSync(join(workspace, 'playable', 'applovin.html'))).toBe(false)
  })

  it("a package that breaks its network's rules is not written, each rule named with its source", async () => {
    // What a build can break: the text its own index.html keeps (an inline script here).
    const changes = adAppChanges()
    writeApp(join(workspace, 'build'), {
      ...changes,
      edit: {
        'index.html': text =>
          text.replace(
            '</body>',
            "<script>// mraid.js is Moloco's to give\nvar probe = typeof XMLHttpRequest; if (window.dapi) dapi.openStoreUrl()</script></body>",
          ),
      },
    })
    const failed = async (network: string): Promise<string[]> => {
      const result = await pack({ network, output: `out/${network}` })
      expectContained(result)
      expect(result.code).toBe(1)
      expect(existsSync(join(workspace, 'out', network))).toBe(true)
      expect(readdirSync(join(workspace, 'out', network))).toEqual([])
      return (errorAnnotations(result.stdout)[0] ?? '').split('\n')
    }
    const source = (name: string, url: string) => `(${name}, ${url}, read 2026-11-27)`
    const moloco = source(
      'Moloco: Playable and Interactive End Card (IEC) creative guide',
      'https://help.moloco.com/hc/en-us/articles/24124525963799-Playable-and-Interactive-End-Card-IEC-creative-guide',
    )
    const lines = await failed('moloco')
    expect(lines).toEqual([
      "The package breaks 2 rules of Moloco's upload, so nothing was written:",
      expect.stringMatching(
        new RegExp(
          `^- Moloco: the page holds no mraid\\.js: it does, at character \\d+: ….*// mraid\\.js is Moloco's to give`,
        ),
      ),
      expect.stringMatching(
        /^- Moloco: the page holds no XMLHttpRequest: it does, at character \d+: …[^\n]*var probe = typeof XMLHttpRequest;/,
      ),
    ])
    expect(lines.slice(1).every(line => line.endsWith(moloco))).toBe(true)
    expect(await failed('ironsource')).toEqual([
      "The package breaks a rule of ironSource's upload, so nothing was written:",
      expect.stringMatching(
        /^- ironSource: the page holds no dapi \(as a word\): it does, at character \d+: …[^\n]*window\.dapi\) dapi\.openStoreUrl\(\)[^\n]* \(ironSource Ads: MRAID requirements, https:\/\/developers\.is\.com\/ironsource-mobile\/general\/mraid-requirements, read 2026-11-27\)$/,
      ),
    ])
    expect(await failed('tiktok')).toEqual([
      "The package breaks a rule of TikTok (Pangle)'s upload, so nothing was written:",
      expect.stringMatching(/^- TikTok \(Pangle\): the page holds no mraid\.js: it does, at character \d+: /),
    ])
  })

  it('a bad input is named, with what would be accepted', async () => {
    writeAdApp(join(workspace, 'build'))
    const result = await pack({ network: 'myspace' })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)).toEqual([
      "Input 'network' must be one of applovin, unity, ironsource, mintegral, moloco, facebook, google, tiktok, liftoff, snapchat, mraid, html; got 'myspace'",
    ])
    expect(existsSync(join(workspace, 'playable'))).toBe(false)
  })
})
