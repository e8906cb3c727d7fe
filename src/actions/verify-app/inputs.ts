import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { InputError } from '../../errors.js'
import { type InputReader, bool, plainText, workspace } from '../../inputs/inputs.js'
import { isExecutable } from '../../browser/find-browser.js'
import { clip } from '../../text.js'
import { NETWORKS, type Network, findNetwork } from '../../playable/networks.js'
import { APP_SHELLS, type AppShell, findShell } from '../../playable/app-shells.js'
import { DEFAULT_MIN_SIMILARITY } from '../../verifying/likeness.js'
import type { Click } from '../../verifying/page-clock.js'
import { VIEWPORT } from '../../browser/launch.js'

/** The verify-app action's inputs (verify-app/action.yml), every one checked before a browser starts. */
export interface VerifyInputs {
  /** The build to serve (absolute) and the page in it to open, or the address of one already served. */
  app: { directory: string; page: string } | { url: URL }
  /** Answer `mraid.js` with the MRAID stand-in (a served directory only). */
  mraid: boolean
  /** Fail on any request out of the page (a playable opened alone); always so with a network. */
  offline: boolean
  /** Open the page in this network's container (a served directory only). */
  network?: Network
  /** Open the page from its file (`file://`), nothing served, in this mobile app's shell (a directory only). */
  platform?: AppShell
  timeoutSeconds: number
  frames: number
  /** Absolute; a .png. */
  screenshot: string
  /** Given as an input; undefined to look for one. */
  browser?: string
  failOnConsoleError: boolean
  /** The picture the screenshot must stay like (read and decoded here), and how alike: SSIM, in (0, 1]. */
  /** Its pixels are read by main.ts, before the browser starts (reference.ts, loaded only then). */
  reference?: { path: string; minSimilarity: number }
  /** The page's clock pinned and the picture held at `frames` (page-clock.ts): on with a reference unless set false. */
  pinClock: boolean
  /** Made at frames of the pinned clock, before the screenshot: a game whose first screen shows little of it. */
  clicks: Click[]
}

export const DEFAULT_TIMEOUT_SECONDS = 120
export const MAX_TIMEOUT_SECONDS = 3_600
export const DEFAULT_FRAMES = 60
export const MAX_FRAMES = 100_000
/** A reference's file, at most: a 1280×720 screenshot is 3.7 MB of pixels, far less as a PNG. */
export const MAX_REFERENCE_BYTES = 20_000_000
/** A reference's width and height, each at most: its header is read before its pixels, so a small file cannot ask for gigabytes. */
export const MAX_REFERENCE_SIDE = 8_192
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export function readVerifyInputs(get: InputReader, env: NodeJS.ProcessEnv): VerifyInputs {
  const [directory, url] = [get('directory').trim(), get('url').trim()]
  if (directory && url) throw new InputError(`Inputs 'directory' and 'url' are both set: give one of them`)
  if (!directory && !url)
    throw new InputError(
      `Input 'directory' or 'url' is required: the folder download-app unpacked (its directory output), or the address of a deployed app`,
    )
  const browser = get('browser').trim()
  if (browser && !isExecutable(resolve(plainText('browser', browser))))
    throw new InputError(`Input 'browser' names ${clip(browser, 300)}, which is not a file this runner can run`)
  const page = get('page').trim()
  if (page && !directory) throw new InputError(`Input 'page' names a page in 'directory': give 'directory' with it`)
  const app = directory ? appDirectory(directory, page, workspace(env)) : { url: appUrl(url) }
  const mraid = bool('mraid', get('mraid'), false)
  if (mraid && !directory)
    throw new InputError(`Input 'mraid' serves a stand-in beside a 'directory': give 'directory' with it`)
  const network = readNetwork(get('network').trim(), directory)
  if (mraid && network && network.glue !== 'mraid')
    throw new InputError(
      `Input 'mraid' asks for MRAID, but ${network.label}'s container gives none (input 'network' is '${network.name}'): leave 'mraid' out`,
    )
  const platform = readPlatform(get('platform').trim(), directory)
  if (platform && (network || mraid))
    throw new InputError(
      `Input 'platform' opens a mobile app's web folder from its file, in ${platform.label}'s shell: leave '${network ? 'network' : 'mraid'}' out (an ad network's container is for a playable)`,
    )
  const reference = readReference(get, env)
  const frames = number(get, 'frames', DEFAULT_FRAMES, MAX_FRAMES, true)
  const clicks = readClicks(get('clicks'), frames)
  const pinClock = bool('pin-clock', get('pin-clock'), reference !== undefined || clicks.length > 0)
  if (clicks.length > 0 && !pinClock)
    throw new InputError(
      `Input 'clicks' makes each click at a frame of the pinned clock: leave 'pin-clock' out, or set it true`,
    )
  return {
    app,
    mraid,
    offline: network !== undefined || platform !== undefined || bool('offline', get('offline'), false),
    network,
    platform,
    timeoutSeconds: number(get, 'timeout', DEFAULT_TIMEOUT_SECONDS, MAX_TIMEOUT_SECONDS, false),
    frames,
    screenshot: screenshotPath(get('screenshot').trim(), env),
    browser: browser ? resolve(browser) : undefined,
    failOnConsoleError: bool('fail-on-console-error', get('fail-on-console-error'), false),
    reference,
    pinClock,
    clicks,
  }
}

/** `reference` checked (a file, of a PNG's signature and a bounded size), with `min-similarity`; undefined when none. */
function readReference(get: InputReader, env: NodeJS.ProcessEnv): VerifyInputs['reference'] {
  const value = get('reference').trim()
  const minSimilarity = readMinSimilarity(get('min-similarity').trim())
  if (!value) return undefined
  const path = resolve(workspace(env), plainText('reference', value))
  if (!existsSync(path) || !statSync(path).isFile())
    throw new InputError(
      `Input 'reference' names ${clip(path, 300)}, which is not a file: give the PNG of an earlier verify-app run (its screenshot output)`,
    )
  const size = statSync(path).size
  if (size > MAX_REFERENCE_BYTES)
    throw new InputError(
      `Input 'reference' names a file of ${size.toLocaleString('en')} bytes: a screenshot is at most ${MAX_REFERENCE_BYTES.toLocaleString('en')}`,
    )
  const head = Buffer.alloc(24)
  const file = openSync(path, 'r')
  try {
    readSync(file, head, 0, head.length, 0)
  } finally {
    closeSync(file)
  }
  if (!head.subarray(0, 8).equals(PNG_SIGNATURE))
    throw new InputError(
      `Input 'reference' must be a PNG (verify-app's screenshot); ${clip(path, 300)} does not begin as one`,
    )
  const [width, height] = [head.readUInt32BE(16), head.readUInt32BE(20)]
  if (width > MAX_REFERENCE_SIDE || height > MAX_REFERENCE_SIDE)
    throw new InputError(
      `Input 'reference' is a PNG of ${width}×${height}: at most ${MAX_REFERENCE_SIDE}×${MAX_REFERENCE_SIDE} is read (verify-app's screenshot is 1280×720)`,
    )
  return { path, minSimilarity }
}

/** Clicks, at most: each is a line of the log and of the summary. */
export const MAX_CLICKS = 20

/** `clicks`: `x,y@frame` each (CSS pixels of the window, a frame before the one held), apart by spaces or lines. */
function readClicks(text: string, frames: number): Click[] {
  const words = text.split(/\s+/).filter(Boolean)
  if (words.length > MAX_CLICKS)
    throw new InputError(`Input 'clicks' gives ${words.length} clicks: at most ${MAX_CLICKS}`)
  return words.map(word => {
    plainText('clicks', word)
    const [, x, y, frame] = /^(\d{1,5}),(\d{1,5})@(\d{1,6})$/.exec(word)?.map(Number) ?? []
    if (x === undefined || y === undefined || frame === undefined)
      throw new InputError(
        `Input 'clicks' must be x,y@frame for each click, apart by spaces, e.g. 640,360@30 (the window's middle, once the app has run 30 frames); got '${clip(word, 40)}'`,
      )
    if (x >= VIEWPORT.width || y >= VIEWPORT.height)
      throw new InputError(
        `Input 'clicks' names ${x},${y}, outside the ${VIEWPORT.width}×${VIEWPORT.height} window (0,0 its top left)`,
      )
    if (frame >= frames)
      throw new InputError(
        `Input 'clicks' makes a click at frame ${frame}, but the picture is held at frame ${frames} (input 'frames'): a click must come before it`,
      )
    return { x, y, frame }
  })
}

function readMinSimilarity(text: string): number {
  if (!text) return DEFAULT_MIN_SIMILARITY
  const value = Number(text)
  if (!/^\d*\.?\d+$/.test(text) || !(value > 0) || value > 1)
    throw new InputError(
      `Input 'min-similarity' must be an SSIM from above 0 to 1 (1: the same picture), e.g. ${DEFAULT_MIN_SIMILARITY}; got '${clip(text, 40)}'`,
    )
  return value
}

function readNetwork(value: string, directory: string): Network | undefined {
  if (!value) return undefined
  const network = findNetwork(value)
  if (!network)
    throw new InputError(
      `Input 'network' must be one of ${NETWORKS.map(known => known.name).join(', ')} (the playable action's networks); got '${clip(value, 40)}'`,
    )
  if (!directory)
    throw new InputError(`Input 'network' opens a package beside its network's stand-ins: give 'directory' with it`)
  return network
}

function readPlatform(value: string, directory: string): AppShell | undefined {
  if (!value) return undefined
  const shell = findShell(plainText('platform', value).toLowerCase())
  if (!shell)
    throw new InputError(
      `Input 'platform' must be one of ${APP_SHELLS.map(known => known.name).join(', ')} (the mobile-app action's); got '${clip(value, 40)}'`,
    )
  if (!directory)
    throw new InputError(`Input 'platform' opens a web folder from its files: give 'directory' with it, not 'url'`)
  return shell
}

function appDirectory(value: string, page: string, root: string): { directory: string; page: string } {
  const directory = resolve(root, plainText('directory', value))
  if (!existsSync(directory) || !statSync(directory).isDirectory())
    throw new InputError(`Input 'directory' names ${clip(directory, 300)}, which is not a folder`)
  const file = page ? resolve(directory, plainText('page', page)) : join(directory, 'index.html')
  if (page && (!file.startsWith(directory + sep) || !/\.html?$/i.test(file)))
    throw new InputError(
      `Input 'page' must name an .html file inside 'directory', e.g. applovin.html; got '${clip(page, 200)}'`,
    )
  if (!existsSync(file) || !statSync(file).isFile())
    throw new InputError(
      page
        ? `Input 'page' names ${clip(file, 300)}, which is not a file`
        : `Input 'directory' names ${clip(directory, 300)}, which has no index.html: give the folder download-app unpacked (its directory output)`,
    )
  return { directory, page: relative(directory, file).split(sep).join('/') }
}

function appUrl(value: string): URL {
  plainText('url', value)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InputError(
      `Input 'url' must be an absolute http or https address, e.g. https://octo-org.github.io/game/; got '${clip(value.replace(/\/\/[^/]*@/, '//***@'), 200)}'`,
    )
  }
  if (url.username || url.password) throw new InputError(`Input 'url' must not contain credentials`)
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new InputError(`Input 'url' must use http or https; got '${clip(url.protocol, 20)}'`)
  if (value.length > 2_000) throw new InputError(`Input 'url' must be at most 2,000 characters`)
  return url
}

function number(get: InputReader, input: string, fallback: number, max: number, whole: boolean): number {
  const text = get(input).trim()
  if (!text) return fallback
  const value = Number(text)
  const shape = whole ? /^\d+$/ : /^\d*\.?\d+$/
  if (!shape.test(text) || !(value > 0) || value > max)
    throw new InputError(
      `Input '${input}' must be a ${whole ? 'whole number' : 'number of seconds'} from ${whole ? 1 : 'above 0'} to ${max.toLocaleString('en')}, e.g. ${fallback}; got '${clip(text, 40)}'`,
    )
  return value
}

function screenshotPath(value: string, env: NodeJS.ProcessEnv): string {
  if (!value) return join(env.RUNNER_TEMP || tmpdir(), 'verify-app', 'screenshot.png')
  const path = resolve(workspace(env), plainText('screenshot', value))
  if (!/\.png$/i.test(path)) throw new InputError(`Input 'screenshot' must name a .png file; got '${clip(value, 200)}'`)
  if (existsSync(path) && statSync(path).isDirectory())
    throw new InputError(`Input 'screenshot' names ${clip(path, 300)}, which is a folder: name a .png file`)
  return path
}
