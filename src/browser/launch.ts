import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { BrowserGoneError, Cdp } from './cdp.js'
import { messageOf } from '../errors.js'
import { clip } from '../text.js'

/** The browser's window, in CSS pixels: a 720p app's own size, and the screenshot's. */
export const VIEWPORT = { width: 1280, height: 720 } as const

/** How long the browser may take to start and answer, and to close once asked. */
const START_MS = 30_000
const CLOSE_MS = 5_000

/**
 * Headless, its own profile, nothing that calls out on its own (a runner's network may be closed), and WebGL on
 * SwiftShader, the CPU renderer, where there is no GPU: since Chrome 144 only `--enable-unsafe-swiftshader` allows it.
 * Not `--use-angle=swiftshader`, which draws the whole browser with it: a second more of CPU per run. `--no-sandbox`, as
 * Playwright's default: Ubuntu 24.04's AppArmor denies the sandbox to a browser it has no profile for, and the page
 * is the workflow's own build. No first tab (`--no-startup-window`, as Playwright starts one): the app opens in a tab
 * of its own, and a blank one beside it cost a renderer of its own (docs/performance.md).
 */
export function browserArgs(profile: string): string[] {
  return [
    '--headless',
    '--remote-debugging-pipe',
    `--user-data-dir=${profile}`,
    `--window-size=${VIEWPORT.width},${VIEWPORT.height}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-default-apps',
    '--disable-extensions',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--mute-audio',
    '--hide-scrollbars',
    '--enable-unsafe-swiftshader',
    '--no-sandbox',
    // Chrome 15x preloads its address bar's popup, a WebUI page in a renderer of its own, headless too: a large share
    // of a start's CPU (docs/performance.md). A feature's name a version does not know is ignored.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    '--no-startup-window',
  ]
}

export interface Browser {
  cdp: Cdp
  /** The browser's version as it says it, e.g. `HeadlessChrome/156.0.8078.108`. */
  version: string
  pid: number
  /** The temporary profile folder, removed by close(). */
  profile: string
  /** Closes the browser (asked, then killed with every process it started) and removes its profile; never throws. */
  close(): Promise<void>
}

/**
 * Starts the browser at `path` with a new profile under `tempDir` and connects to it. Whatever fails after the spawn,
 * the browser and its profile are gone before this throws.
 */
export async function launchBrowser(path: string, tempDir: string): Promise<Browser> {
  const profile = mkdtempSync(join(tempDir, 'verify-app-profile-'))
  let child: ChildProcess
  try {
    child = spawn(path, browserArgs(profile), {
      // Its own process group, so that close() reaches the GPU and renderer processes too.
      detached: process.platform !== 'win32',
      stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
    })
  } catch (error) {
    rmSync(profile, { recursive: true, force: true })
    throw error
  }
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = clip(stderr + chunk.toString(), 4_000)))
  const exited = new Promise<void>(done => child.once('exit', () => done()))
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve)
    child.once('error', reject)
  })
  const cdp = new Cdp(child.stdio[3] as Writable, child.stdio[4] as Readable)
  let closing: Promise<void> | undefined
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await cdp.send('Browser.close', {}, undefined, CLOSE_MS).catch(() => undefined)
        await Promise.race([exited, sleep(CLOSE_MS, undefined, { ref: false })])
      }
      killGroup(child)
      await Promise.race([exited, sleep(CLOSE_MS, undefined, { ref: false })])
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    })())
  try {
    await spawned
    const { product } = await cdp.send('Browser.getVersion', {}, undefined, START_MS)
    return { cdp, version: clip(String(product), 100), pid: child.pid ?? 0, profile, close }
  } catch (error) {
    await close()
    const said = stderr.trim() ? `; it said: ${clip(stderr.trim(), 1_000)}` : ''
    throw new BrowserGoneError(`The browser ${path} did not start: ${messageOf(error)}${said}`)
  }
}

/** Kills the browser and every process it started (its process group); on Windows, the browser alone. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return
  try {
    if (process.platform === 'win32') child.kill('SIGKILL')
    else process.kill(-child.pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}
