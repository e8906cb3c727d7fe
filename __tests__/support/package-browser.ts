import { afterAll, beforeAll } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Browser, launchBrowser } from '../../src/browser/launch.js'
import { type AppReport, openApp } from '../../src/verifying/open-app.js'
import { PLAIN_MRAID, containerFor } from '../../src/verifying/containers.js'
import { mraidStandIn } from '../../src/verifying/container-stand-ins.js'
import { servePage } from '../../src/verifying/serve-directory.js'
import { findNetwork } from '../../src/playable/networks.js'
import { findShell } from '../../src/playable/app-shells.js'
import { shellStandIn } from '../../src/verifying/shells.js'
import { CHROMIUM, requireChromium } from '../../stand-ins/chromium.js'

/**
 * One browser for a test file's packages, each opened in a tab of its own as verify-app opens a page (the same
 * serving, container and watching code, in-process): a browser's start is most of a light run's CPU, and a file that
 * checks a dozen packages need not pay it a dozen times. verify-app's own bundle is tested as a runner runs it in
 * e2e/verify-app*.test.ts; here it is the packages that are tested.
 */
export function packageBrowser(): {
  open: (dir: string, page: string, how: How, expected?: Wait) => Promise<AppReport>
  /** The URLs of the browser's open tabs (it starts with none). */
  tabs: () => Promise<string[]>
} {
  let browser: Browser | undefined
  let temp: string
  beforeAll(async () => {
    requireChromium()
    temp = mkdtempSync(join(tmpdir(), 'package-browser-'))
    browser = await launchBrowser(CHROMIUM, temp)
  })
  afterAll(async () => {
    await browser?.close()
    rmSync(temp, { recursive: true, force: true })
  })
  return {
    open: (dir, page, how, expected) => {
      if (!browser) throw new Error('the browser did not start (see beforeAll)')
      return openPackage(browser, dir, page, how, expected)
    },
    tabs: async () => {
      if (!browser) throw new Error('the browser did not start (see beforeAll)')
      const { targetInfos } = await browser.cdp.send('Target.getTargets')
      return (targetInfos as { type: string; url: string }[]).filter(t => t.type === 'page').map(t => t.url)
    },
  }
}

/**
 * In its network's container (verify-app's `network`), or beside the plain MRAID stand-in, or alone; or, a mobile app's
 * web folder, from its file in its shell (verify-app's `platform`). Offline, but for a build (`build`): its folder
 * served, its files asked for, as verify-app opens a `directory` without `offline`.
 */
export type How = { network: string } | { mraid: boolean } | { platform: string } | { build: true }

/** verify-app's `frames` and `timeout`: 20 frames within 30 s unless given. */
export interface Wait {
  frames?: number
  timeoutSeconds?: number
}

/** Opens `page` of `dir` as verify-app does with `offline` (and `network`, `mraid` or `platform`), or a build without. */
async function openPackage(
  browser: Browser,
  dir: string,
  page: string,
  how: How,
  { frames = 20, timeoutSeconds = 30 }: Wait = {},
): Promise<AppReport> {
  const expected = {
    frames,
    timeoutSeconds,
    failOnConsoleError: false,
    offline: !('build' in how),
    signal: AbortSignal.timeout((timeoutSeconds + 30) * 1000),
  }
  if ('platform' in how) {
    const shell = findShell(how.platform)
    if (!shell) throw new Error(`no platform ${how.platform}`)
    return openApp(browser, { ...expected, url: pathToFileURL(join(dir, page)), shell: shellStandIn(shell) })
  }
  const network = 'network' in how ? findNetwork(how.network) : undefined
  if ('network' in how && !network) throw new Error(`no network ${how.network}`)
  const container = network && containerFor(network)
  const mraid = container?.mraid
    ? mraidStandIn(container.mraid)
    : 'mraid' in how && how.mraid
      ? PLAIN_MRAID()
      : undefined
  const served = await servePage(dir, page, { mraid })
  try {
    return await openApp(browser, { ...expected, url: served.url, container })
  } finally {
    await served.close()
  }
}
