import { MODULE_SPECIFIER_PREFIX } from './modules.js'
import type { Glue, StartSignal } from './networks.js'
import { type PageConfig, playableRuntime } from '#page-runtime'

/** What the page's runtime is told when the package is written. */
export interface RuntimeConfig {
  network: string
  glue: Glue
  /** What the build's scripts wait for: nothing, MRAID's `ready` (and the ad viewable), or Cordova's `deviceready`. */
  signal: StartSignal
  /** The store link `playable.openStore()` opens where the network takes one (MRAID, a plain page). */
  storeUrl: string
}

/**
 * The id of the page's element that holds the build's files (JSON: `[path, type, "b64" | "gz", base64, 1 | 0]` rows,
 * the last 1 for an ES module).
 */
export const FILES_ID = 'playable-files'
/** The type that keeps one of the build's scripts inert until the runtime runs it, in its place and order. */
export const INERT_TYPE = 'text/x-playable'
/** The global the page's last script calls to start the build once its files are there; deleted once called. */
export const START = '__playableStart'

/**
 * The page's runtime, as JavaScript text: page/runtime.ts's function, called with its config. It runs first, in the
 * page's own realm, and answers the build's own requests from the files the page holds, so that no script of the build
 * is edited. XHR and fetch, an element's `src`/`href` (property or attribute), `new Audio(url)`, a Worker's script (and
 * what a classic one asks for: a prelude), and `import()` of a module (an import map, made at start) are each given a
 * `blob:` URL of the file the request names, resolved as the
 * browser would resolve it; anything else goes on as asked (and fails in an ad, which is what verify-app's `offline`
 * shows). Then the build's scripts run in their order, once the files are unpacked (gzip through the browser's own
 * DecompressionStream) and, on an MRAID network, MRAID is ready (and the ad viewable, where the network asks it). `playable.openStore(url?)` is the one call for the
 * store link, `playable.end()` for the play's end: the glue maps each to the network's own.
 *
 * The function's own text (minified in the bundle), not a copy of it: what is linted, typed and tested is what the page
 * runs. Its config is JSON, every `<` escaped, and U+2028/U+2029 too (a string literal could not hold them before
 * ES2019).
 */
export function pageRuntime(config: RuntimeConfig): string {
  const full: PageConfig = {
    network: config.network,
    glue: config.glue,
    signal: config.signal,
    storeUrl: config.storeUrl,
    filesId: FILES_ID,
    inertType: INERT_TYPE,
    start: START,
    modulePrefix: MODULE_SPECIFIER_PREFIX,
  }
  const json = JSON.stringify(full)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  const text = `(${playableRuntime.toString()})(${json});\n`
  // Inline in a <script>: text that would end it early, or open an HTML comment in it, is a bug here.
  if (/<\/script|<!--/i.test(text)) throw new Error('The page runtime must not hold </script or <!--')
  return text
}
