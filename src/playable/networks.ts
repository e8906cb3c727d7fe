/**
 * The ad networks a playable is packed for, one row each: the form each takes, the limit it holds a package to (and
 * what it measures), when the page starts the build, the call its page makes for the store link, and the rules its
 * upload holds a package to, each with the page it comes from and the date it was read. The one place these live:
 * page-html.ts adds the scripts and the meta the rules ask for, write-package.ts the files beside the page, and
 * checks.ts checks every rule on the package before it is written. docs/playable.md's table is written from this one
 * (`npm run docs`; `npm run lint` fails when they differ).
 */
export type Form = 'html' | 'zip'

/** What a network gives the page to open the store: the page's glue maps `playable.openStore()` to it. */
export type Glue = 'mraid' | 'meta' | 'google' | 'tiktok' | 'vungle' | 'none'

/**
 * When the page runs the build: at once; once Cordova fires `deviceready` (a mobile app's shell, app-shells.ts); once
 * MRAID is ready (`getState()` no longer `loading`); or once MRAID is ready
 * and the ad is viewable (`isViewable()`, else its first `viewableChange` to true).
 */
export type StartSignal = 'none' | 'ready' | 'viewable' | 'deviceready'

/** What a network's limit measures: the one file uploaded, the zip, or the files in the zip unpacked. */
export type Measure = 'file' | 'zip' | 'unzipped'

/** A page a row's facts were read in. */
export interface Source {
  title: string
  url: string
  /** The date it was read (stored copies of it). */
  read: string
  /**
   * `network`: the network's (or the app shell's) own page; `standard`: the standard the network names (IAB MRAID); `tool`: only another
   * tool's documentation or other people's code says it (marked `(?)`: check it before a campaign).
   */
  from: 'network' | 'standard' | 'tool'
}

/** Where an SDK script goes: the head's first script, or the body's end, before the page starts the ad's own scripts. */
export type ScriptPlace = 'head' | 'body-end'

/** One rule of a network's upload, as checks.ts checks it on the package. */
export type Rule = (
  | {
      /** The page loads this script, the one request it makes on purpose: the network's container answers it. */
      kind: 'script'
      src: string
      place: ScriptPlace
    }
  | {
      /**
       * The page's text nowhere holds this, in any case (what the network's upload scans for); as a `word`, only where
       * it stands alone: not inside a longer run of letters, digits, `_`, `$` or base64's `+/=`, so that no file the
       * page carries as base64 can hold it by chance.
       */
      kind: 'absent'
      text: string
      word?: boolean
    }
  | {
      /** The page's text holds this (a call the network's upload looks for). */
      kind: 'present'
      text: string
    }
  | {
      /** Google's orientation: `ad.orientation`, or `ad.size` of 320×480 or 480×320 only, in the head. */
      kind: 'orientation-meta'
    }
  | {
      /** `config.json` at the zip's root, its `playable_orientation` 0, 1 or 2 (TikTok's). */
      kind: 'config-json'
    }
  | {
      /** The zip's page at its root, named one of these. */
      kind: 'page-name'
      names: readonly string[]
    }
  | {
      /** No folder in the zip: every entry at its root. */
      kind: 'no-folders'
    }
  | {
      /** At most this many files in the zip. */
      kind: 'max-files'
      count: number
    }
) & { source: Source }

/**
 * What the page writer (write-package.ts) reads of where a page goes: an ad network's row here, or a mobile app's shell
 * (app-shells.ts). Its form, what its size is held to, when the page starts the build, the store call's glue, and the
 * rules the package is checked against.
 */
export type PageTarget = Pick<Network, 'name' | 'label' | 'form' | 'measures' | 'start' | 'glue' | 'rules'>

export interface Network {
  name: string
  /** How the network names itself, for the log and the summary. */
  label: string
  form: Form
  /** Bytes the network takes; undefined where it sets none. */
  limit?: number
  measures: Measure
  start: StartSignal
  glue: Glue
  /** The store call, as the table shows it. */
  store: string
  /** Where the form, the limit, the start and the store call were read. */
  sources: { form?: Source; limit?: Source; start?: Source; store?: Source }
  rules: readonly Rule[]
}

const MB = 1_000_000
const READ = '2026-11-27'

const network = (title: string, url: string): Source => ({ title, url, read: READ, from: 'network' })
const tool = (title: string, url: string): Source => ({ title, url, read: READ, from: 'tool' })

/** Every page the table was read in. */
export const SOURCES = {
  applovin: network(
    'Axon by AppLovin: Best practices & guidelines',
    'https://support.axon.ai/en/growth/promoting-your-apps/creatives/best-practices-and-guidelines',
  ),
  unity: network(
    'Unity Ads: Playable asset specifications',
    'https://docs.unity.com/grow/en-us/acquire/creatives/playable/specifications',
  ),
  unityExchange: network(
    'Unity Exchange: Playable and interactive ads',
    'https://docs.unity.com/grow/en-us/exchange/playable-ads',
  ),
  ironsource: network(
    'ironSource Ads: Interactive ad creative requirements',
    'https://developers.is.com/ironsource-mobile/general/interactive-requirements/',
  ),
  ironsourceMraid: network(
    'ironSource Ads: MRAID requirements',
    'https://developers.is.com/ironsource-mobile/general/mraid-requirements',
  ),
  ironsourceViewable: network(
    'ironSource Ads (Unity Grow): MRAID requirements (show the ad once viewableChange is first true)',
    'https://docs.unity.com/vi-vn/grow/is-ads/user-acquisition/creatives/mraid-requirements',
  ),
  moloco: network(
    'Moloco: Playable and Interactive End Card (IEC) creative guide',
    'https://help.moloco.com/hc/en-us/articles/24124525963799-Playable-and-Interactive-End-Card-IEC-creative-guide',
  ),
  google: network(
    'Google Ads: About HTML5/Playable ads for App campaigns',
    'https://support.google.com/google-ads/answer/9981650',
  ),
  tiktok: network(
    'TikTok: About playable ads (its js-sdk section)',
    'https://ads.tiktok.com/help/article/playable-ads?lang=zh',
  ),
  vungle: network('Vungle: playable ad requirements', 'https://support.vungle.com/hc/zh-cn/articles/360050398992'),
  vungleDos: network(
    "Vungle: Dos and Don'ts of Adaptive Creative",
    'https://support.vungle.com/hc/en-us/articles/360056663752',
  ),
  mraid: { title: 'IAB MRAID', url: 'https://www.iab.com/guidelines/mraid/', read: READ, from: 'standard' },
  toolsGoogle: tool(
    "de4er00/playable-ads' NETWORKS.md (Google's exitapi.js, as playable toolchains load it)",
    'https://github.com/de4er00/playable-ads/blob/main/NETWORKS.md',
  ),
  toolsTiktok: tool(
    "de4er00/playable-ads' NETWORKS.md (TikTok's window.openAppStore())",
    'https://github.com/de4er00/playable-ads/blob/main/NETWORKS.md',
  ),
  vungleCopy: tool(
    "smartad.pro: Vungle's playable requirements, copied (no mraid.js)",
    'https://smartad.pro/zh/blog/vvv',
  ),
  luna: tool('Luna: Mintegral', 'https://docs.lunalabs.io/docs/playable/ad-networks/mintegral/'),
  facebook: tool(
    'PlayCanvas: Facebook playable ads',
    'https://developer.playcanvas.com/user-manual/editor/publishing/playable-ads/fb-playable-ads/',
  ),
  snapchat: tool(
    'PlayCanvas: Snapchat playable ads',
    'https://developer.playcanvas.com/user-manual/editor/publishing/playable-ads/snapchat-playable-ads/',
  ),
} as const satisfies Record<string, Source>

/** Google's exit API, loaded from Google's host in the head (the address playable toolchains load). */
export const GOOGLE_EXIT_API = 'https://tpc.googlesyndication.com/pagead/gadgets/html5/api/exitapi.js'
/** TikTok's playable SDK, at the end of the body before the ad's own scripts (TikTok's js-sdk section). */
export const TIKTOK_SDK = 'https://sf16-muse-va.ibytedtos.com/obj/union-fe-nc-i18n/playable/sdk/playable-sdk.js'

const mraidScript = (source: Source): Rule => ({ kind: 'script', src: 'mraid.js', place: 'head', source })

export const NETWORKS: readonly Network[] = [
  {
    name: 'applovin',
    label: 'AppLovin',
    form: 'html',
    limit: 5 * MB,
    measures: 'file',
    start: 'ready',
    glue: 'mraid',
    store: 'mraid.open(url)',
    sources: { form: SOURCES.applovin, limit: SOURCES.applovin, start: SOURCES.applovin, store: SOURCES.applovin },
    rules: [mraidScript(SOURCES.mraid)],
  },
  {
    name: 'unity',
    label: 'Unity Ads',
    form: 'html',
    limit: 5 * MB,
    measures: 'file',
    start: 'viewable',
    glue: 'mraid',
    store: 'mraid.open(url)',
    sources: { form: SOURCES.unity, limit: SOURCES.unity, start: SOURCES.unity, store: SOURCES.unity },
    rules: [mraidScript(SOURCES.unityExchange)],
  },
  {
    name: 'ironsource',
    label: 'ironSource',
    form: 'html',
    limit: 5 * MB,
    measures: 'file',
    start: 'viewable',
    glue: 'mraid',
    store: 'mraid.open(url)',
    sources: {
      form: SOURCES.ironsource,
      limit: SOURCES.ironsource,
      start: SOURCES.ironsourceViewable,
      store: SOURCES.ironsourceViewable,
    },
    rules: [
      mraidScript(SOURCES.ironsourceMraid),
      { kind: 'absent', text: 'dapi', word: true, source: SOURCES.ironsourceMraid },
    ],
  },
  {
    name: 'mintegral',
    label: 'Mintegral',
    form: 'html',
    limit: 5 * MB,
    measures: 'file',
    start: 'ready',
    glue: 'mraid',
    store: 'mraid.open(url)',
    sources: { form: SOURCES.luna, limit: SOURCES.luna },
    rules: [mraidScript(SOURCES.mraid)],
  },
  {
    name: 'moloco',
    label: 'Moloco',
    form: 'html',
    limit: 5 * MB,
    measures: 'file',
    start: 'none',
    glue: 'meta',
    store: 'FbPlayableAd.onCTAClick()',
    sources: { form: SOURCES.moloco, limit: SOURCES.moloco, start: SOURCES.moloco, store: SOURCES.moloco },
    rules: [
      { kind: 'absent', text: 'mraid.js', source: SOURCES.moloco },
      { kind: 'absent', text: 'XMLHttpRequest', source: SOURCES.moloco },
      { kind: 'present', text: 'FbPlayableAd.onCTAClick()', source: SOURCES.moloco },
    ],
  },
  {
    name: 'facebook',
    label: 'Meta (Facebook)',
    form: 'html',
    limit: 2 * MB,
    measures: 'file',
    start: 'none',
    glue: 'meta',
    store: 'FbPlayableAd.onCTAClick()',
    sources: { form: SOURCES.facebook, limit: SOURCES.facebook, store: SOURCES.facebook },
    rules: [],
  },
  {
    name: 'google',
    label: 'Google Ads',
    form: 'zip',
    limit: 5 * MB,
    measures: 'zip',
    start: 'none',
    glue: 'google',
    store: 'ExitApi.exit()',
    sources: { form: SOURCES.google, limit: SOURCES.google, store: SOURCES.toolsGoogle },
    rules: [
      { kind: 'orientation-meta', source: SOURCES.google },
      { kind: 'max-files', count: 512, source: SOURCES.google },
      { kind: 'script', src: GOOGLE_EXIT_API, place: 'head', source: SOURCES.toolsGoogle },
    ],
  },
  {
    name: 'tiktok',
    label: 'TikTok (Pangle)',
    form: 'zip',
    limit: 5 * MB,
    measures: 'zip',
    start: 'none',
    glue: 'tiktok',
    store: 'window.openAppStore()',
    sources: { form: SOURCES.tiktok, limit: SOURCES.tiktok, store: SOURCES.toolsTiktok },
    rules: [
      { kind: 'page-name', names: ['index.html'], source: SOURCES.tiktok },
      { kind: 'config-json', source: SOURCES.tiktok },
      { kind: 'absent', text: 'mraid.js', source: SOURCES.tiktok },
      { kind: 'script', src: TIKTOK_SDK, place: 'body-end', source: SOURCES.tiktok },
    ],
  },
  {
    name: 'liftoff',
    label: 'Liftoff (Vungle)',
    form: 'zip',
    limit: 5 * MB,
    measures: 'zip',
    start: 'none',
    glue: 'vungle',
    store: "parent.postMessage('download', '*')",
    sources: { form: SOURCES.vungleDos, limit: SOURCES.vungle, store: SOURCES.vungle },
    rules: [
      { kind: 'page-name', names: ['index.html', 'ad.html'], source: SOURCES.vungleDos },
      { kind: 'no-folders', source: SOURCES.vungle },
      { kind: 'absent', text: 'mraid.js', source: SOURCES.vungleCopy },
    ],
  },
  {
    name: 'snapchat',
    label: 'Snapchat',
    form: 'zip',
    limit: 5 * MB,
    measures: 'unzipped',
    start: 'ready',
    glue: 'mraid',
    store: "mraid.open('{{ .ClickTrackingUrl }}')",
    sources: { form: SOURCES.snapchat, limit: SOURCES.snapchat, start: SOURCES.snapchat, store: SOURCES.snapchat },
    rules: [mraidScript(SOURCES.snapchat)],
  },
  {
    name: 'mraid',
    label: 'any MRAID network',
    form: 'html',
    measures: 'file',
    start: 'ready',
    glue: 'mraid',
    store: 'mraid.open(url)',
    sources: { start: SOURCES.mraid, store: SOURCES.mraid },
    rules: [mraidScript(SOURCES.mraid)],
  },
  {
    name: 'html',
    label: 'a plain page',
    form: 'html',
    measures: 'file',
    start: 'none',
    glue: 'none',
    store: 'window.open(url)',
    sources: {},
    rules: [],
  },
]

export function findNetwork(name: string): Network | undefined {
  return NETWORKS.find(network => network.name === name)
}

/** The scripts a network's page loads from the network (its rules'), in the table's order. */
export function sdkScripts(network: PageTarget): { src: string; place: ScriptPlace }[] {
  return network.rules.flatMap(rule => (rule.kind === 'script' ? [{ src: rule.src, place: rule.place }] : []))
}

/** Whether one of the network's rules is of this kind. */
export const hasRule = (network: PageTarget, kind: Rule['kind']): boolean =>
  network.rules.some(rule => rule.kind === kind)
