/**
 * Stand-ins of what an ad network's container gives a playable's page (containers.ts says which network gets which):
 * MRAID's `mraid.js`, Meta's `FbPlayableAd`, Google's `exitapi.js`, TikTok's SDK, Vungle's parent page, a plain
 * page's `window.open`; and of what a mobile app's shell gives its web folder: Cordova's `cordova.js`. A runner has no store to go to: each store call, each container event, is reported to
 * verify-app through the page's binding (the DevTools protocol's Runtime.addBinding), as JSON.
 */

/** The page's function, added by verify-app, that a stand-in reports through. */
export const REPORT_BINDING = '__verifyAppContainer'

/**
 * What a stand-in reports: the store call made, the play's end, the ad become viewable, the page's first question
 * of whether it is (`isViewable()`, or a `viewableChange` listener), and Cordova's `deviceready` fired.
 */
export type ContainerEventKind = 'store' | 'end' | 'viewable' | 'asked' | 'deviceready'

// The stand-ins are the page's own scripts (ES5, as a container's are): each reports with its time on the page's
// clock, the one the probe's startedAt is read on.
const REPORT = `function report(event, detail) {
    if (typeof window.${REPORT_BINDING} !== 'function') return;
    window.${REPORT_BINDING}(JSON.stringify({ event: event, detail: detail === undefined ? '' : String(detail), at: performance.now() }));
  }`

export interface MraidOptions {
  /** What `getVersion()` answers; 3.0 adds `exposureChange`. */
  version: '2.0' | '3.0'
  /**
   * After `ready`, how long until the ad is viewable (`isViewable()`, `viewableChange`): a container that loads the ad
   * before it shows it (Unity) makes it viewable later; 0: at once, with `ready`.
   */
  viewableAfterMs: number
}

/**
 * A stand-in for `mraid.js` (IAB MRAID 2.0/3.0: `getState`, the `ready` event, `open`, the placement's size, and
 * `viewableChange`, with 3.0's `exposureChange`): `loading` when the page loads it, `default` and `ready` a moment
 * later, as a container does once the ad's page is there; viewable then or `viewableAfterMs` after.
 */
export function mraidStandIn(options: MraidOptions): string {
  return `(function () {
  'use strict';
  ${REPORT}
  var state = 'loading', viewable = false, asked = false, listeners = {};
  function ask(how) { if (!asked) { asked = true; report('asked', how); } }
  function fire(event) {
    var args = Array.prototype.slice.call(arguments, 1);
    (listeners[event] || []).slice().forEach(function (listener) { listener.apply(null, args); });
  }
  var size = function () { return { width: window.innerWidth, height: window.innerHeight }; };
  var position = function () { var s = size(); return { x: 0, y: 0, width: s.width, height: s.height }; };
  window.mraid = {
    getVersion: function () { return '${options.version}'; },
    getState: function () { return state; },
    getPlacementType: function () { return 'interstitial'; },
    isViewable: function () { ask('isViewable()'); return viewable; },
    getMaxSize: size,
    getScreenSize: size,
    getCurrentPosition: position,
    getDefaultPosition: position,
    addEventListener: function (event, listener) {
      if (event === 'viewableChange') ask("addEventListener('viewableChange')");
      (listeners[event] = listeners[event] || []).push(listener);
    },
    removeEventListener: function (event, listener) {
      listeners[event] = (listeners[event] || []).filter(function (l) { return l !== listener && listener !== undefined; });
    },
    open: function (url) { report('store', 'mraid.open(' + url + ')'); },
    close: function () { report('end', 'mraid.close()'); },
    useCustomClose: function () {},
    expand: function () {}
  };
  function show() {
    viewable = true;
    report('viewable');
    fire('viewableChange', true);${
      options.version === '3.0' ? "\n    fire('exposureChange', 100, position(), null);" : ''
    }
  }
  setTimeout(function () {
    state = 'default';
    fire('ready');
    fire('stateChange', state);
    if (${options.viewableAfterMs} > 0) setTimeout(show, ${options.viewableAfterMs}); else show();
  }, 50);
})();
`
}

/** Meta's container (and Moloco's) gives `FbPlayableAd` before the page's scripts run. */
export const FB_PLAYABLE_AD = `(function () {
  ${REPORT}
  window.FbPlayableAd = { onCTAClick: function () { report('store', 'FbPlayableAd.onCTAClick()'); } };
})();`

/** Google's `exitapi.js`: `ExitApi.exit()` for the store. */
export const EXIT_API = `(function () {
  ${REPORT}
  window.ExitApi = { exit: function () { report('store', 'ExitApi.exit()'); } };
})();`

/** TikTok's playable SDK, as far as a page's store link uses it: `window.openAppStore()`. */
export const TIKTOK_PLAYABLE_SDK = `(function () {
  ${REPORT}
  window.openAppStore = function () { report('store', 'window.openAppStore()'); };
})();`

/**
 * Vungle's container holds the ad in a frame and listens to its messages: the parent page verify-app opens, the
 * package's page in its frame (open-app.ts). Only a message from that frame counts, as only one reaches a real parent.
 */
export function vungleParent(page: URL): string {
  const script = `(function () {
  ${REPORT}
  window.addEventListener('message', function (event) {
    var frame = document.querySelector('iframe');
    if (!frame || event.source !== frame.contentWindow || (event.data !== 'download' && event.data !== 'complete')) return;
    report(event.data === 'download' ? 'store' : 'end', "parent.postMessage('" + event.data + "', '*')");
  });
})();`
  // The page's address in an attribute: its text escaped as HTML (a URL's own `&`, `"`).
  const src = page.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Vungle container (stand-in)</title>
<style>html, body { margin: 0; height: 100%; overflow: hidden; } iframe { display: block; border: 0; width: 100%; height: 100%; }</style>
<script>${script}</script></head>
<body><iframe src="${src}"></iframe></body></html>
`
}

/** A plain page's store link opens a tab: here, reported instead. */
export const WINDOW_OPEN = `(function () {
  ${REPORT}
  window.open = function (url) { report('store', 'window.open(' + url + ')'); return null; };
})();`

/**
 * A stand-in for Cordova's `cordova.js`: `deviceready` fired on the document `afterMs` after it loads (a device's
 * bridge takes its time), and, as Cordova's own, at once for a listener added after it fired; the first listener
 * added is reported (`asked`), so that an app that starts late without waiting for it is told apart.
 */
export function cordovaStandIn(afterMs: number): string {
  return `(function () {
  'use strict';
  ${REPORT}
  var fired = false, listened = false, add = document.addEventListener;
  document.addEventListener = function (type, listener, options) {
    add.call(document, type, listener, options);
    if (type === 'deviceready' && !listened) { listened = true; report('asked', 'deviceready'); }
    if (type === 'deviceready' && fired && typeof listener === 'function')
      setTimeout(function () { listener.call(document, new Event('deviceready')); });
  };
  window.cordova = { platformId: 'browser', version: 'stand-in' };
  setTimeout(function () {
    fired = true;
    report('deviceready');
    document.dispatchEvent(new Event('deviceready'));
  }, ${Math.max(0, Math.round(afterMs))});
})();
`
}
