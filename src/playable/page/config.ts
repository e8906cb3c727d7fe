import type { Glue, StartSignal } from '../networks.js'

/**
 * What Node's side sees of the page's runtime (runtime.ts beside this file): its config and its signature, nothing of
 * the DOM. The actions' code imports `#page-runtime` (package.json's `imports`): TypeScript reads this file for it
 * (the `types` condition), so that the root tsconfig.json, which knows Node and not the DOM, never type-checks the
 * runtime's body; jest, ncc and tsx load runtime.ts itself (`default`). runtime.ts is checked by this folder's own
 * tsconfig.json, against the DOM and without Node's types, and holds itself to this declaration. Not a
 * `/// <reference lib="dom" />` in runtime.ts: that holds for the whole program, and gave Node's code the DOM's `Blob`,
 * `Response` and `FormData` in place of Node's (type errors in src/api/multipart.ts and stand-ins/assets.ts).
 */
export interface PageConfig {
  network: string
  glue: Glue
  /** What the build's scripts wait for: nothing, MRAID's `ready` (and the ad viewable), or Cordova's `deviceready`. */
  signal: StartSignal
  /** The store link `playable.openStore()` opens where the network takes one (MRAID, a plain page). */
  storeUrl: string
  /** The id of the element that holds the build's files (../runtime.ts's `FILES_ID`). */
  filesId: string
  /** The type of the build's scripts, inert until run (../runtime.ts's `INERT_TYPE`). */
  inertType: string
  /** The global the page's last script calls to start (../runtime.ts's `START`). */
  start: string
  /** The bare name a module of the build is imported by (../modules.ts's `MODULE_SPECIFIER_PREFIX`). */
  modulePrefix: string
}

/** The page's runtime: runs in the page, never in Node; ../runtime.ts writes its text into the page. */
export declare function playableRuntime(config: PageConfig): void
