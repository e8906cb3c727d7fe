import type { AppShell } from '../playable/app-shells.js'
import { sdkScripts } from '../playable/networks.js'
import { cordovaStandIn } from './container-stand-ins.js'
import type { Fault } from './verdict.js'

/**
 * A mobile app's shell as verify-app's `platform` opens its web folder: from its file (`file://`), nothing served, as
 * the shell loads it from the device; the shell's own scripts (Cordova's `cordova.js`, which Cordova adds when it
 * builds) answered beside the page by their stand-ins; and the app held to wait for the shell's signal.
 */
export interface ShellStandIn {
  shell: AppShell
  /** The shell's scripts, by their path beside the page, and the stand-in each is answered with. */
  scripts: ReadonlyMap<string, string>
}

/** How long Cordova's stand-in takes to fire `deviceready`: long enough to see an app that starts before it. */
export const DEVICE_READY_AFTER_MS = 1_500

export function shellStandIn(shell: AppShell): ShellStandIn {
  const scripts = new Map(
    sdkScripts(shell).map(
      script => [script.src, script.src === 'cordova.js' ? cordovaStandIn(DEVICE_READY_AFTER_MS) : ''] as const,
    ),
  )
  return { shell, scripts }
}

/** The scripts' answers by their address beside `page` (a `file://` URL), as the DevTools protocol's Fetch sees them. */
export function shellAnswers(standIn: ShellStandIn, page: URL): Map<string, string> {
  return new Map([...standIn.scripts].map(([path, body]) => [new URL(path, page).href, body]))
}

/**
 * Cordova asks an app to start once `deviceready` fires, when the device's APIs are there: an app that started before
 * it (or with no `deviceready` at all) is a fault, and so is one that started after it without listening for it, as
 * its start only happened to follow the stand-in's. Times on the page's clock, ms.
 */
export function deviceReadyFault(
  standIn: ShellStandIn,
  startedAt: number | undefined,
  { readyAt, listenedAt }: { readyAt?: number; listenedAt?: number },
): Fault | undefined {
  if (standIn.shell.start !== 'deviceready' || startedAt === undefined) return undefined
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const rule = 'a Cordova app starts once deviceready fires (its page waits for it on the document)'
  if (readyAt === undefined || startedAt < readyAt)
    return {
      kind: 'platform',
      message: `The app started at ${seconds(startedAt)}, before Cordova's deviceready${readyAt === undefined ? ' fired' : ` (at ${seconds(readyAt)})`}: ${rule}`,
    }
  if (listenedAt === undefined || listenedAt > startedAt)
    return {
      kind: 'platform',
      message: `The app started at ${seconds(startedAt)}, after Cordova's deviceready (at ${seconds(readyAt)}) but without listening for it: ${rule}`,
    }
  return undefined
}
