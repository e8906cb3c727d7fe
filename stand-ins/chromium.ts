import { existsSync } from 'node:fs'

/**
 * Debian's Chromium, which the browser tests open their apps in (WebGL on SwiftShader, the CPU renderer: no GPU
 * needed). A module of its own, apart from browser.ts: a test file that only needs the path does not load
 * playwright-core, about a CPU-second each file.
 */
export const CHROMIUM = '/usr/bin/chromium'

/** Chromium is on every machine the tests run on (CI installs it): a missing one fails the test, never skips it. */
export function requireChromium(): void {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `${CHROMIUM} is missing: the browser tests load the built app in Chromium. Install it: apt-get install -y chromium`,
    )
}
