import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { TraceMap } from '@jridgewell/trace-mapping'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type Browser, type Page, chromium } from 'playwright-core'
import { solidPng } from '../../stand-ins/ad-app.js'
import { CHROMIUM, requireChromium, serveFolder } from '../../stand-ins/browser.js'
import { BUNDLE } from '../../stand-ins/runner.js'
import { type V8Function, ranCharacters, ranFunctions, sourceCoverage } from '../support/block-coverage.js'
import { pack } from '../support/playable-package.js'

// The page's runtime (src/playable/page/runtime.ts) as the package carries it: the committed bundle packs a build with
// no engine, made to ask for its files every way the runtime answers (XHR, fetch of a string, a URL and a Request, an
// element's src and href as a property and as an attribute, `new Audio(url)`, a Worker and what a Worker asks for, modules by a bare name, by an import by path,
// by address and through the build's own import map's folder), opened in Chromium for each way the page starts (at
// once; gzip and MRAID, ready late or at once; unpacking that fails) and each network's glue. What each asked is
// checked; V8's block coverage of every load is mapped back to runtime.ts through the bundle's source map: every
// function of the runtime must have run, and the figures are printed (docs/playable.md keeps them).

const SOURCE = '../src/playable/page/runtime.ts'

/** The runtime's config in the page: the one part of it that differs between networks (runtime.ts). */
const CONFIG = /\)\((\{"network":[^\n]*\})\);$/m

const FILES: Record<string, string | Buffer> = {
  'index.html': `<!doctype html>
<html><head><title>runtime</title>
<script type="importmap">{"imports":{"helper":"./mods/helper.mjs","lib/":"./mods/","gone":"./nothing.mjs"},"scopes":{"./mods/deep/":{"dep":"./mods/deep/dep.mjs"},"./mods/":{"dep":"./mods/dep.mjs"}}}</script>
<script type="importmap">{ not json</script>
<script>window.results = { inline: true }</script>
<script src="classic.js" data-note="kept" defer></script>
<script type="module" src="mods/main.mjs"></script>
<script type="module">import { x } from 'lib/x.mjs'; window.results.folder = x</script>
<script type="module">import { scoped } from 'lib/scoped.mjs'; window.results.scoped = scoped</script>
<script type="module">import { inner } from 'lib/deep/inner.mjs'; window.results.narrower = inner</script>
</head><body></body></html>
`,
  'classic.js': `var r = window.results;
var answer = function (response) { return response.json().then(function (json) { return json.answer; }); };
var xhr = new XMLHttpRequest();
xhr.open('GET', 'data/a.json');
xhr.onload = function () { r.xhr = JSON.parse(xhr.responseText).answer; };
xhr.send();
new XMLHttpRequest().open('GET', null);
fetch('data/a.json').then(answer).then(function (a) { r.fetchString = a; });
fetch(new URL('data/a.json', document.baseURI)).then(answer).then(function (a) { r.fetchUrl = a; });
fetch(new Request('data/a.json')).then(answer).then(function (a) { r.fetchRequest = a; });
fetch(new Request('data/missing.json')).then(function (response) { r.fetchMissing = response.status; });
fetch('data/%E0%A4%A').then(function (response) { r.badEscape = response.status; });
fetch({ toString: function () { return 'data/a.json'; } }).then(function (response) { r.fetchObject = response.status; });
var img = new Image();
img.onload = function () { r.imgWidth = img.naturalWidth; };
img.src = 'img/p.png';
r.imgSrc = img.src.slice(0, 5);
var byAttribute = document.createElement('img');
byAttribute.setAttribute('src', 'img/p.png');
r.attrSrc = byAttribute.getAttribute('src').slice(0, 5);
var link = document.createElement('link');
link.setAttribute('href', 'data/a.json');
r.linkHref = link.getAttribute('href').slice(0, 5);
var div = document.createElement('div');
div.setAttribute('src', 'img/p.png');
r.divSrc = div.getAttribute('src');
var data = new Image();
data.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
r.dataSrc = data.src.slice(0, 5);
var bad = new Image();
bad.src = 'http://[';
r.badSrc = bad.getAttribute('src');
var worker = new Worker('worker.js');
r.workerIsWorker = worker instanceof Worker;
worker.onmessage = function (event) { r.worker = event.data; };
var helpers = new Worker('workers/main.js');
helpers.onmessage = function (event) { r.workerAsked = event.data; };
var audio = new Audio('sound/a.wav');
r.audioSrc = audio.src.slice(0, 5);
r.audioIsAudio = audio instanceof HTMLAudioElement;
r.silentAudio = new Audio().getAttribute('src');
r.attributesKept = document.querySelectorAll('script[data-note="kept"]').length;
r.sourceUrl = /sourceURL=classic\\.js/.test(document.querySelector('script[data-note="kept"]').text);
`,
  'worker.js': "postMessage('worker ran');\n",
  'workers/main.js': `importScripts('lib.js');
fetch('../data/a.json').then(function (response) { return response.json(); }).then(function (json) {
  var xhr = new XMLHttpRequest();
  xhr.open('GET', 'lib.js');
  xhr.onload = function () { postMessage([LIB, json.answer, xhr.responseText.split('\\n')[0], self.location.protocol]); };
  xhr.send();
});
`,
  'workers/lib.js': "var LIB = 'lib';\n",
  'sound/a.wav': Buffer.from('RIFF'),
  'data/a.json': JSON.stringify({ answer: 42, pad: 'the same words again and again '.repeat(40) }),
  'img/p.png': solidPng([255, 128, 0]),
  'mods/main.mjs': `import { helper } from 'helper';
import { dep } from './dep.mjs';
window.results.module = helper + ' ' + dep;
import(new URL('mods/late.mjs', document.baseURI).href).then(function (m) { window.results.late = m.late; });
`,
  'mods/helper.mjs': "export const helper = 'helper';\n",
  'mods/dep.mjs': "export const dep = 'dep';\n",
  'mods/late.mjs': "export const late = 'late';\n",
  'mods/x.mjs': "export const x = 'folder';\n",
  'mods/scoped.mjs': "import { dep } from 'dep';\nexport const scoped = 'scoped ' + dep;\n",
  'mods/deep/inner.mjs': "import { dep } from 'dep';\nexport const inner = 'inner ' + dep;\n",
  'mods/deep/dep.mjs': "export const dep = 'deep dep';\n",
}

/** What the build's scripts find, once it ran: each answer from the page, each request not the runtime's as asked. */
const RESULTS = {
  inline: true,
  xhr: 42,
  fetchString: 42,
  fetchUrl: 42,
  fetchRequest: 42,
  fetchMissing: 404,
  badEscape: 400,
  fetchObject: 404,
  imgWidth: 4,
  imgSrc: 'blob:',
  attrSrc: 'blob:',
  linkHref: 'blob:',
  divSrc: 'img/p.png',
  dataSrc: 'data:',
  badSrc: 'http://[',
  workerIsWorker: true,
  worker: 'worker ran',
  workerAsked: ['lib', 42, "var LIB = 'lib';", 'blob:'],
  audioSrc: 'blob:',
  audioIsAudio: true,
  silentAudio: null,
  attributesKept: 1,
  sourceUrl: true,
  module: 'helper dep',
  late: 'late',
  folder: 'folder',
  scoped: 'scoped dep',
  narrower: 'inner deep dep',
}

// What each network's page would give: every call the glue may make, recorded (as in e2e/playable.test.ts).
const STUBS = `window.__calls = [];
  const note = name => (...args) => window.__calls.push([name, ...args].join(' '));
  window.mraid = { getState: () => 'default', addEventListener() {}, open: note('mraid.open') };
  window.FbPlayableAd = { onCTAClick: note('FbPlayableAd.onCTAClick') };
  window.ExitApi = { exit: note('ExitApi.exit') };
  window.openAppStore = note('openAppStore');
  window.open = note('window.open');
  window.addEventListener('message', event => window.__calls.push('postMessage ' + event.data));`

declare const window: { results?: Record<string, unknown>; __calls: string[] }

let root: string
let served: { url: string; close: () => Promise<void> }
let browser: Browser
/** Per load, V8's functions of the runtime's script; its text is the same in every page. */
const loads: V8Function[][] = []
let runtimeText = ''
const consoleErrors: string[] = []

beforeAll(async () => {
  requireChromium()
  root = mkdtempSync(join(tmpdir(), 'playable-runtime-'))
  const folders = { workspace: join(root, 'workspace'), temp: join(root, 'temp') }
  mkdirSync(folders.temp, { recursive: true })
  for (const [path, content] of Object.entries(FILES)) {
    const file = join(folders.workspace, 'build', path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
  for (const [network, compress] of [
    ['html', 'false'],
    ['applovin', 'true'],
  ] as const) {
    const result = await pack(folders, { network, compress, output: 'out', 'store-url': 'https://apps.example/app/1' })
    if (result.code !== 0) throw new Error(`The ${network} package was not written:\n${result.stdout}`)
  }
  const out = join(folders.workspace, 'out')
  const html = readFileSync(join(out, 'html.html'), 'utf8')
  // The same page for each network's glue: only its config differs.
  for (const glue of ['mraid', 'meta', 'google', 'tiktok', 'vungle'])
    writeFileSync(
      join(out, `glue-${glue}.html`),
      html.replace(CONFIG, (_, json: string) => configured(json, { glue })),
    )
  const gzipped = readFileSync(join(out, 'applovin.html'), 'utf8')
  if (!gzipped.includes(',"gz","')) throw new Error('The applovin page holds no gzipped file')
  writeFileSync(join(out, 'broken-gzip.html'), gzipped.replace(/,"gz","[^"]+"/, ',"gz","AAAA"'))
  // Unity's start: MRAID ready, and the ad viewable.
  writeFileSync(
    join(out, 'viewable.html'),
    gzipped.replace(CONFIG, (_, json: string) => configured(json, { signal: 'viewable' })),
  )
  // A Cordova app's start: the build waits for deviceready (the mobile-app action's page).
  writeFileSync(
    join(out, 'deviceready.html'),
    html.replace(CONFIG, (_, json: string) => configured(json, { signal: 'deviceready' })),
  )
  served = await serveFolder(out)
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
})

afterAll(async () => {
  await browser?.close()
  await served?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

const configured = (json: string, change: Record<string, unknown>): string =>
  `)(${JSON.stringify({ ...(JSON.parse(json) as object), ...change }).replace(/</g, '\\u003c')});`

/** Opens `page` of the packages with V8's block coverage on, runs `act` in it, and keeps what ran of the runtime. */
async function load(page: string, act: (tab: Page) => Promise<void>, init = ''): Promise<void> {
  const tab = await browser.newPage()
  try {
    // The runtime's own errors (a 404 the build asked for is the browser's, not the runtime's).
    tab.on('console', message => {
      if (message.type() === 'error' && message.text().startsWith('playable:')) consoleErrors.push(message.text())
    })
    tab.on('pageerror', error => consoleErrors.push(`pageerror: ${error.message}`))
    if (init) await tab.addInitScript(init)
    await tab.coverage.startJSCoverage({ resetOnNavigation: false })
    await tab.goto(`${served.url}${page}`)
    await act(tab)
    const entries = await tab.coverage.stopJSCoverage()
    const runtime = entries.filter(entry => entry.source?.startsWith('(function') && CONFIG.test(entry.source))
    expect(runtime).toHaveLength(1)
    const source = runtime[0]?.source ?? ''
    const text = source.slice(1, source.search(CONFIG))
    if (runtimeText === '') runtimeText = text
    expect(text).toBe(runtimeText)
    // Offsets in the function's text, not the script's (which opens with a parenthesis).
    loads.push(
      (runtime[0]?.functions ?? []).map(f => ({
        functionName: f.functionName,
        ranges: f.ranges.map(range => ({
          ...range,
          startOffset: range.startOffset - 1,
          endOffset: range.endOffset - 1,
        })),
      })),
    )
  } finally {
    await tab.close()
  }
}

/** What the build's scripts found, once every answer is in or 10 s have passed: a diff then names what is missing. */
const results = async (tab: Page): Promise<Record<string, unknown>> => {
  await tab
    .waitForFunction(keys => keys.every(key => window.results && key in window.results), Object.keys(RESULTS), {
      timeout: 10_000,
    })
    .catch(() => undefined)
  return tab.evaluate(() => window.results ?? {})
}

describe('the page runtime, as the bundle writes it, in Chromium', () => {
  beforeAll(requireChromium)

  it('answers every request of the build from the page, with no gzip nor MRAID: the build runs at once', async () => {
    await load('html.html', async tab => {
      expect(await results(tab)).toEqual(RESULTS)
      expect(await tab.evaluate(() => Object.isFrozen((window as unknown as { playable: object }).playable))).toBe(true)
      expect(await tab.evaluate(() => '__playableStart' in window)).toBe(false)
    })
    expect(consoleErrors).toEqual([expect.stringContaining('playable: an import map of the build is not JSON')])
  })

  it('gzipped and on MRAID: waits for mraid.js, then for ready, and runs the build once', async () => {
    await load('applovin.html', async tab => {
      await tab.waitForTimeout(300)
      expect(await tab.evaluate(() => window.results)).toBeUndefined()
      // mraid.js did not load (the folder has none): MRAID comes late, loading, and then ready.
      await tab.evaluate(() => {
        const listeners: (() => void)[] = []
        const page = window as unknown as Record<string, unknown>
        page.mraid = {
          getState: () => 'loading',
          addEventListener: (_: string, listener: () => void) => listeners.push(listener),
          removeEventListener: (_: string, listener: () => void) =>
            listeners.splice(listeners.indexOf(listener) >>> 0, 1),
        }
        page.__ready = () => [...listeners].forEach(listener => listener())
      })
      await tab.waitForFunction(() => (window as unknown as { mraid: object }).mraid !== undefined)
      await tab.waitForTimeout(300)
      expect(await tab.evaluate(() => window.results)).toBeUndefined()
      await tab.evaluate(() => (window as unknown as { __ready: () => void }).__ready())
      expect(await results(tab)).toEqual(RESULTS)
    })
    expect(consoleErrors).toContain(
      "playable: no MRAID on the page (the network's script did not load): the app waits for it",
    )
  })

  it('on MRAID already ready, the build runs at once; a page it cannot unpack says so', async () => {
    await load('applovin.html', async tab => expect(await results(tab)).toEqual(RESULTS), STUBS)
    await load(
      'broken-gzip.html',
      async tab => {
        await tab.waitForTimeout(300)
        expect(await tab.evaluate(() => window.results)).toBeUndefined()
      },
      STUBS,
    )
    expect(consoleErrors).toContainEqual(expect.stringContaining('playable: could not unpack the page'))
  })

  it('where the network asks it, waits for the ad to be viewable too, and runs the build once', async () => {
    // MRAID ready at once; the ad not viewable until its viewableChange says true (false first: still waiting).
    const mraid = `window.__listeners = [];
      window.mraid = { getState: () => 'default', isViewable: () => false, open() {},
        addEventListener: (event, listener) => event === 'viewableChange' && window.__listeners.push(listener),
        removeEventListener: (_, listener) => window.__listeners.splice(window.__listeners.indexOf(listener) >>> 0, 1) };
      window.__viewable = now => [...window.__listeners].forEach(listener => listener(now));`
    await load(
      'viewable.html',
      async tab => {
        const viewable = (now: boolean) =>
          tab.evaluate(v => (window as unknown as { __viewable: (v: boolean) => void }).__viewable(v), now)
        await tab.waitForTimeout(300)
        await viewable(false)
        await tab.waitForTimeout(100)
        expect(await tab.evaluate(() => window.results)).toBeUndefined()
        await viewable(true)
        expect(await results(tab)).toEqual(RESULTS)
        expect(await tab.evaluate(() => (window as unknown as { __listeners: unknown[] }).__listeners)).toEqual([])
      },
      mraid,
    )
  })

  it('on Cordova, waits for deviceready on the document, and runs the build once', async () => {
    await load(
      'deviceready.html',
      async tab => {
        await tab.waitForTimeout(300)
        expect(await tab.evaluate(() => window.results)).toBeUndefined()
        await tab.evaluate("document.dispatchEvent(new Event('deviceready'))")
        expect(await results(tab)).toEqual(RESULTS)
        // Cordova fires it once; a second would start nothing more.
        await tab.evaluate("document.dispatchEvent(new Event('deviceready'))")
        expect(await results(tab)).toEqual(RESULTS)
      },
      STUBS,
    )
  })

  it("playable.openStore(url?) and playable.end() call each network's own", async () => {
    const seen: Record<string, string[]> = {}
    for (const [name, page, init] of [
      ['none', 'html.html', STUBS],
      ['mraid', 'glue-mraid.html', STUBS],
      ['meta', 'glue-meta.html', STUBS],
      ['google', 'glue-google.html', STUBS],
      ['tiktok, its SDK', 'glue-tiktok.html', `${STUBS}\nwindow.playableSDK = { openAppStore: note('playableSDK') }`],
      ['tiktok, no SDK', 'glue-tiktok.html', STUBS],
      ['vungle', 'glue-vungle.html', STUBS],
      ['no gameEnd', 'html.html', `${STUBS}\nwindow.gameEnd = undefined`],
    ] as const)
      await load(
        page,
        async tab => {
          await tab.evaluate(
            "playable.openStore(); playable.openStore('https://other.example/'); playable.openStore(42); playable.end()",
          )
          await tab.waitForTimeout(50)
          seen[name] = await tab.evaluate(() => window.__calls)
        },
        name === 'no gameEnd' ? init : `${init}\nwindow.gameEnd = note('gameEnd')`,
      )
    const store = 'https://apps.example/app/1'
    expect(seen).toEqual({
      none: [
        `window.open ${store} _blank`,
        'window.open https://other.example/ _blank',
        `window.open ${store} _blank`,
        'gameEnd',
      ],
      mraid: [`mraid.open ${store}`, 'mraid.open https://other.example/', `mraid.open ${store}`, 'gameEnd'],
      meta: ['FbPlayableAd.onCTAClick', 'FbPlayableAd.onCTAClick', 'FbPlayableAd.onCTAClick', 'gameEnd'],
      google: ['ExitApi.exit', 'ExitApi.exit', 'ExitApi.exit', 'gameEnd'],
      'tiktok, its SDK': ['playableSDK', 'playableSDK', 'playableSDK', 'gameEnd'],
      'tiktok, no SDK': ['openAppStore', 'openAppStore', 'openAppStore', 'gameEnd'],
      vungle: ['postMessage download', 'postMessage download', 'postMessage download', 'postMessage complete'],
      'no gameEnd': [
        `window.open ${store} _blank`,
        'window.open https://other.example/ _blank',
        `window.open ${store} _blank`,
      ],
    })
  })

  it('ran every function of runtime.ts, mapped back by the bundle source map (figures printed)', () => {
    expect(loads.length).toBeGreaterThan(0)
    // The page carries the bundle's own text of the function, once there: in playable's chunk of it.
    const holding = readdirSync(dirname(BUNDLE))
      .filter(name => name.endsWith('.js'))
      .map(name => join(dirname(BUNDLE), name))
      .filter(file => readFileSync(file, 'utf8').includes(runtimeText))
    expect(holding).toHaveLength(1)
    const chunk = holding[0] ?? ''
    const bundle = readFileSync(chunk, 'utf8')
    const at = bundle.indexOf(runtimeText)
    expect(at).toBeGreaterThan(0)
    expect(bundle.indexOf(runtimeText, at + 1)).toBe(-1)
    const length = runtimeText.length
    const each = loads.map(functions => ranCharacters(functions, 0, length))
    const ran = Array.from({ length }, (_, i) => each.some(load => load[i] === true))
    const coverage = sourceCoverage({
      bundle,
      map: new TraceMap(readFileSync(`${chunk}.map`, 'utf8')),
      at,
      ran,
      functions: ranFunctions(loads, 0, length),
      source: SOURCE,
    })
    const percent = (part: number, whole: number): string => `${((part / whole) * 100).toFixed(1)} %`
    const notRun = coverage.functions.filter(f => !f.ran).map(f => `${f.name}:${f.line}`)
    const { tokens, lines } = coverage
    console.log(
      [
        `page runtime (${SOURCE.slice(3)}), ${length} bytes in the page, V8 block coverage over ${loads.length} loads:`,
        `  functions run: ${coverage.functions.length - notRun.length}/${coverage.functions.length}${notRun.length ? `; not run: ${notRun.join(', ')}` : ''}`,
        `  characters of its text run: ${percent(ran.filter(Boolean).length, length)}`,
        `  source map segments run: ${tokens.ran}/${tokens.total}, ${percent(tokens.ran, tokens.total)}`,
        `  lines of code wholly run: ${lines.ran}/${lines.total}, ${percent(lines.ran, lines.total)}; partly: ${lines.partly.join(', ') || 'none'}; not run: ${lines.notRun.join(', ') || 'none'}`,
      ].join('\n'),
    )
    expect(coverage.functions.length).toBeGreaterThan(30)
    expect(notRun).toEqual([])
  })
})
