import { GOOGLE_EXIT_API, type Glue, type Network, TIKTOK_SDK, sdkScripts } from '../playable/networks.js'
import {
  type ContainerEventKind,
  EXIT_API,
  FB_PLAYABLE_AD,
  type MraidOptions,
  TIKTOK_PLAYABLE_SDK,
  WINDOW_OPEN,
  mraidStandIn,
  vungleParent,
} from './container-stand-ins.js'
import type { Fault } from './verdict.js'
import { isRecord } from '../text.js'
import { pageText } from './page-record.js'

/**
 * What a network's container gives the page it opens, read from the network's row (playable/networks.ts): `mraid.js`
 * where the network is an MRAID one, the globals it sets before the page runs, the scripts it answers from its own
 * host, and the store call that is its own. Everything else the page asks of a server is a fault (offline).
 */
export interface Container {
  network: Network
  /** `mraid.js`, answered beside the page; undefined where the network gives none (then it is a request out). */
  mraid?: MraidOptions
  /** Run in the page before its own scripts: the globals the container gives. */
  globals?: string
  /**
   * The container's own page, holding the package's page (at the address given) in a frame: where the network opens
   * an ad in a frame and talks to it through `parent`. Undefined: the package's page is the top frame.
   */
  parent?: (page: URL) => string
  /** The network's own scripts, by their exact address, and the stand-in each is answered with. */
  scripts: ReadonlyMap<string, string>
  /** The store call that is the network's own, as the stand-ins report it: its text up to its argument. */
  storeCall: string
}

/** How long a Unity-like container waits, after `ready`, to show the ad: long enough to see an app started early. */
export const VIEWABLE_AFTER_MS = 1_500

const STORE_CALL: Record<Glue, string> = {
  mraid: 'mraid.open(',
  meta: 'FbPlayableAd.onCTAClick()',
  google: 'ExitApi.exit()',
  tiktok: 'window.openAppStore()',
  vungle: "parent.postMessage('download', '*')",
  none: 'window.open(',
}

const GLOBALS: Partial<Record<Glue, string>> = { meta: FB_PLAYABLE_AD, none: WINDOW_OPEN }
const PARENTS: Partial<Record<Glue, (page: URL) => string>> = { vungle: vungleParent }

/** The network's own scripts' stand-ins, by address: each row's `script` rule that is not `mraid.js`. */
const SCRIPTS: Record<string, string> = { [GOOGLE_EXIT_API]: EXIT_API, [TIKTOK_SDK]: TIKTOK_PLAYABLE_SDK }

export function containerFor(network: Network): Container {
  const scripts = new Map(
    sdkScripts(network)
      .filter(script => script.src !== 'mraid.js')
      .map(script => [script.src, SCRIPTS[script.src] ?? ''] as const),
  )
  return {
    network,
    // A network that asks the ad to wait until viewable (MRAID 3.0) loads it before it shows it.
    mraid:
      network.glue === 'mraid'
        ? network.start === 'viewable'
          ? { version: '3.0', viewableAfterMs: VIEWABLE_AFTER_MS }
          : { version: '2.0', viewableAfterMs: 0 }
        : undefined,
    globals: GLOBALS[network.glue],
    parent: PARENTS[network.glue],
    scripts,
    storeCall: STORE_CALL[network.glue],
  }
}

/** The container's own page, when it holds the package's in a frame: beside it, so that the two share an origin. */
export const PARENT_PAGE = 'verify-app-container.html'

/** A response the container gives inside the browser (open-app.ts answers it through CDP's Fetch domain). */
export interface ContainerAnswer {
  body: string
  type: string
}

/**
 * What the container answers by exact address for a package's page at `page`: its scripts, and its own page when it
 * holds the package's in a frame (then `parent` is that page's address, the one the tab opens).
 */
export function containerAnswers(
  container: Container,
  page: URL,
): { answers: Map<string, ContainerAnswer>; parent?: URL } {
  const answers = new Map<string, ContainerAnswer>()
  for (const [url, body] of container.scripts) answers.set(url, { body, type: 'text/javascript; charset=utf-8' })
  if (!container.parent) return { answers }
  const parent = new URL(PARENT_PAGE, page)
  answers.set(parent.href, { body: container.parent(page), type: 'text/html; charset=utf-8' })
  return { answers, parent }
}

/** The `mraid: true` input's stand-in, with no network named: ready and viewable at once, MRAID 3.0. */
export const PLAIN_MRAID = (): string => mraidStandIn({ version: '3.0', viewableAfterMs: 0 })

/** One report of a container's stand-in. */
export interface ContainerEvent {
  event: ContainerEventKind
  /** The call, as the page made it (the page's text, bounded). */
  detail: string
  /** On the page's clock (ms since its navigation), as the probe's startedAt. */
  at: number
}

const EVENTS: readonly string[] = ['store', 'end', 'viewable', 'asked', 'deviceready'] satisfies ContainerEventKind[]

/** A binding's payload read as untrusted (the page can call the binding too): undefined when it is not one. */
export function readContainerEvent(payload: unknown): ContainerEvent | undefined {
  if (typeof payload !== 'string' || payload.length > 4_000) return undefined
  let value: unknown
  try {
    value = JSON.parse(payload)
  } catch {
    return undefined
  }
  if (!isRecord(value) || typeof value.event !== 'string' || !EVENTS.includes(value.event)) return undefined
  if (typeof value.at !== 'number' || !Number.isFinite(value.at) || value.at < 0) return undefined
  return {
    event: value.event as ContainerEventKind,
    detail: pageText(typeof value.detail === 'string' ? value.detail : '', 300),
    at: value.at,
  }
}

/** What came of `playable.openStore()` called on the page once the app passed. */
export type StoreTrial = { tried: false } | { tried: true; threw?: string; calls: readonly string[] }

/**
 * The store trial's fault, if any: `playable.openStore()` must reach the network's own call. A page with no
 * `playable` (not made by the playable action) is not tried.
 */
export function storeFault(container: Container, trial: StoreTrial): Fault | undefined {
  if (!trial.tried) return undefined
  const label = container.network.label
  if (trial.calls.some(call => call.startsWith(container.storeCall))) return undefined
  const reached = trial.calls.length ? `it reached ${trial.calls.join(', ')}` : 'it reached none of the container'
  const threw = trial.threw ? `, and threw ${trial.threw}` : ''
  return {
    kind: 'network',
    message: `playable.openStore() did not reach ${label}'s store call ${container.storeCall}${container.storeCall.endsWith('(') ? '…)' : ''}: ${reached}${threw} (a page packed for another network?)`,
  }
}

/** When, on the page's clock (ms), the container made the ad viewable and the page first asked whether it was. */
export interface ViewableTimes {
  viewableAt?: number
  askedAt?: number
}

/**
 * Where the network shows the ad only later (MRAID 3.0, Unity), the network asks an ad to wait for it: an app that
 * started before it was viewable is a fault, and so is one that started without asking (`isViewable()`, or a
 * `viewableChange` listener), however late, as its start only happened to follow the container's.
 */
export function viewableFault(container: Container, startedAt: number | undefined, times: ViewableTimes) {
  if (!container.mraid?.viewableAfterMs || startedAt === undefined) return undefined
  const { viewableAt, askedAt } = times
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const rule = `${container.network.label} shows an ad after MRAID's ready, and asks it to start once isViewable() or viewableChange says so`
  if (viewableAt === undefined || startedAt < viewableAt)
    return {
      kind: 'network' as const,
      message: `The app started at ${seconds(startedAt)}, before the ad was viewable${viewableAt !== undefined ? ` (at ${seconds(viewableAt)})` : ''}: ${rule}`,
    }
  if (askedAt === undefined || askedAt > startedAt)
    return {
      kind: 'network' as const,
      message: `The app started at ${seconds(startedAt)}, after the ad was viewable (at ${seconds(viewableAt)}) but without asking whether it was: ${rule}`,
    }
  return undefined
}
