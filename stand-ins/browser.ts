import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, resolve, sep } from 'node:path'
import { type Page, chromium } from 'playwright-core'
import { CHROMIUM, requireChromium } from './chromium.js'

export { CHROMIUM, requireChromium }

// A built app opened in headless Chromium (Debian's `chromium`, driven by playwright-core), served over http from
// 127.0.0.1 as a hosting step would serve it. WebGL runs on SwiftShader, the CPU renderer, so no GPU is needed.

/** Every wait in a browser test is bounded by this. */
export const BROWSER_WAIT_MS = 30_000

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
}

/**
 * A static file server for `dir` on 127.0.0.1 (the query ignored, as a bucket ignores the engine's `?t=` hash), at
 * `base`: `/<repository>/` serves it as GitHub Pages serves a project site, and nothing outside it. A request whose
 * path `hold` matches is never answered (a host that stalls), until the server closes.
 */
export async function serveFolder(
  dir: string,
  base = '/',
  hold: (path: string) => boolean = () => false,
): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(dir)
  const server: Server = createServer((req, res) => {
    if (hold(req.url ?? '')) return
    let path: string
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    } catch {
      return void res.writeHead(400).end()
    }
    if (!path.startsWith(base)) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    path = `/${path.slice(base.length)}`
    const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`)
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    }
    const body = readFileSync(file)
    res.writeHead(200, {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(body.length),
    })
    res.end(body)
  })
  await new Promise<void>(done => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${base}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise(done => server.close(done))
    },
  }
}

/**
 * Serves `dir`, opens its index.html in headless Chromium and runs `check` on the page. When `check` (or the load)
 * fails, a screenshot and the page's console (messages, uncaught errors, failed requests) are left in a folder under
 * the system's temporary folder, and the error thrown names both files.
 */
export async function inBrowser(
  dir: string,
  check: (page: Page, log: string[]) => Promise<void>,
  base = '/',
): Promise<void> {
  requireChromium()
  const served = await serveFolder(dir, base)
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--enable-unsafe-swiftshader', '--no-sandbox'],
    timeout: BROWSER_WAIT_MS,
  })
  const log: string[] = []
  try {
    const page = await browser.newPage({ viewport: { width: 640, height: 360 } })
    page.setDefaultTimeout(BROWSER_WAIT_MS)
    page.on('console', message =>
      log.push(`console.${message.type()}: ${message.text()} (${message.location().url || 'no url'})`),
    )
    page.on('pageerror', error => log.push(`pageerror: ${error.stack ?? error.message}`))
    page.on('requestfailed', request => log.push(`requestfailed: ${request.url()} ${request.failure()?.errorText}`))
    page.on('response', response => {
      if (response.status() >= 400) log.push(`response ${response.status()}: ${response.url()}`)
    })
    try {
      await page.goto(served.url, { timeout: BROWSER_WAIT_MS })
      await check(page, log)
    } catch (error) {
      const evidence = mkdtempSync(join(tmpdir(), 'app-in-browser-'))
      const screenshot = join(evidence, 'screenshot.png')
      const consoleLog = join(evidence, 'console.log')
      await page
        .screenshot({ path: screenshot, timeout: 10_000 })
        .catch((e: Error) => log.push(`(no screenshot: ${e.message})`))
      writeFileSync(consoleLog, `${log.join('\n')}\n`)
      const message = error instanceof Error ? error.message : String(error)
      throw new Error(`${message}\n\nScreenshot: ${screenshot}\nConsole log: ${consoleLog}`, { cause: error })
    }
  } finally {
    await browser.close()
    await served.close()
  }
}

/** A classic script, as the Editor makes one: it sets the page's title when the app initializes it. */
export const TITLE_JS = `var Title = pc.createScript('title');

Title.prototype.initialize = function () {
    document.title = 'pushed from git';
};
`

// The page's globals, as the functions run in the page see them (this project compiles without the DOM's types).
declare const window: { pc?: { AppBase?: { getApplication(): { frame: number } | undefined } } }
declare const document: { title: string }

/** The engine's application exists and has run its first frames; else an error that says the app did not start. */
export async function waitUntilStarted(page: Page): Promise<void> {
  const started = await page
    .waitForFunction(() => (window.pc?.AppBase?.getApplication()?.frame ?? 0) > 2, undefined, {
      timeout: BROWSER_WAIT_MS,
    })
    .then(() => true)
    .catch(() => false)
  if (!started) throw new Error(`The app did not start within ${BROWSER_WAIT_MS / 1000} s`)
}

/** TITLE_JS ran in the app, and nothing threw on the page. */
export async function expectTitleSet(page: Page, log: readonly string[]): Promise<void> {
  await page
    .waitForFunction(() => document.title === 'pushed from git', undefined, { timeout: BROWSER_WAIT_MS })
    .catch(async () => {
      throw new Error(`The pushed script did not run: the title is "${await page.title()}"`)
    })
  const errors = log.filter(line => line.startsWith('pageerror'))
  if (errors.length) throw new Error(`The page threw: ${errors.join('\n')}`)
}

/** The app started (its first frames run) and TITLE_JS ran in it, with no uncaught error on the page. */
export async function expectTitleScriptRan(page: Page, log: readonly string[]): Promise<void> {
  await waitUntilStarted(page)
  await expectTitleSet(page, log)
}
