import { MODULE_SPECIFIER_PREFIX } from './modules.js'
import type { Glue } from './networks.js'

/** What the page's runtime is told when the package is written. */
export interface RuntimeConfig {
  network: string
  glue: Glue
  /** Wait for MRAID's `ready` before the build's scripts run. */
  mraid: boolean
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
 * The page's runtime, as JavaScript text: it runs first, in the page's own realm, and answers the build's own requests
 * from the files the page holds, so that no script of the build is edited. XHR and fetch, an element's `src`/`href`
 * (property or attribute), a Worker's script, and `import()` of a module (an import map, made at start) are each given
 * a `blob:` URL of the file the request names, resolved as the browser would resolve it; anything else goes on as
 * asked (and fails in an ad, which is what verify-app's `offline` shows). Then the build's scripts run in their order,
 * once the files are unpacked (gzip through the browser's own DecompressionStream) and, on an MRAID network, MRAID is
 * ready. `playable.openStore(url?)` is the one call for the store link, `playable.end()` for the play's end: the glue
 * maps each to the network's own.
 */
export function pageRuntime(config: RuntimeConfig): string {
  const text = `(function () {
'use strict';
var CONFIG = ${JSON.stringify(config).replace(/</g, '\\u003c')};
var files = Object.create(null), blobs = Object.create(null), started = false;
function where(url) {
  var u;
  try { u = new URL(String(url), document.baseURI); } catch (e) { return null; }
  if (u.protocol === 'blob:' || u.protocol === 'data:') return null;
  var path = u.pathname;
  try { path = decodeURIComponent(path); } catch (e) {}
  return u.protocol + '//' + u.host + path;
}
function bytes(file) {
  if (!file.bytes) {
    var s = atob(file.data), n = s.length, out = new Uint8Array(n);
    for (var i = 0; i < n; i++) out[i] = s.charCodeAt(i);
    file.bytes = out;
    file.data = null;
  }
  return file.bytes;
}
function isScript(file) { return /javascript/.test(file.type); }
function blobOf(file) {
  if (!blobs[file.path]) {
    var parts = [bytes(file)];
    // Errors in a script name its file in the build, not a blob: address.
    if (isScript(file)) parts.push('\\n//# sourceURL=' + file.path.replace(/[\\r\\n]/g, '') + '\\n');
    blobs[file.path] = URL.createObjectURL(new Blob(parts, { type: file.type }));
  }
  return blobs[file.path];
}
function answer(url) {
  var key = url === undefined || url === null ? null : where(url);
  var file = key === null ? undefined : files[key];
  return file ? blobOf(file) : url;
}
var open = XMLHttpRequest.prototype.open;
XMLHttpRequest.prototype.open = function (method, url) {
  var args = Array.prototype.slice.call(arguments);
  args[1] = answer(url);
  return open.apply(this, args);
};
var fetchFirst = window.fetch;
if (fetchFirst) window.fetch = function (input, init) {
  if (typeof input === 'string' || input instanceof URL) return fetchFirst.call(this, answer(input), init);
  if (typeof Request !== 'undefined' && input instanceof Request) {
    var to = answer(input.url);
    if (to !== input.url) return fetchFirst.call(this, new Request(to, input), init);
  }
  return fetchFirst.apply(this, arguments);
};
function property(type, name) {
  var proto = window[type] && window[type].prototype;
  var d = proto && Object.getOwnPropertyDescriptor(proto, name);
  if (!d || !d.set) return;
  Object.defineProperty(proto, name, { configurable: true, enumerable: d.enumerable, get: d.get,
    set: function (value) { d.set.call(this, answer(value)); } });
}
[['HTMLImageElement', 'src'], ['HTMLScriptElement', 'src'], ['HTMLMediaElement', 'src'], ['HTMLSourceElement', 'src'],
  ['HTMLLinkElement', 'href'], ['HTMLIFrameElement', 'src']].forEach(function (p) { property(p[0], p[1]); });
var setAttribute = Element.prototype.setAttribute;
Element.prototype.setAttribute = function (name, value) {
  var n = String(name).toLowerCase();
  if ((n === 'src' && /^(IMG|SCRIPT|AUDIO|VIDEO|SOURCE|IFRAME)$/.test(this.tagName)) || (n === 'href' && this.tagName === 'LINK'))
    value = answer(value);
  return setAttribute.call(this, name, value);
};
['Worker', 'SharedWorker'].forEach(function (type) {
  var First = window[type];
  if (!First) return;
  var Answered = function (url, options) { return new First(answer(url), options); };
  Answered.prototype = First.prototype;
  window[type] = Answered;
});
function gunzip(file) {
  var stream = new Blob([bytes(file)]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).arrayBuffer().then(function (buffer) { file.bytes = new Uint8Array(buffer); });
}
// Modules are fetched by the browser, not through fetch(): an import map names each module's blob:, by every
// address a module of the build can be imported at (the engine imports a script asset by its address), and by the
// bare name the package gave each import of it by path (modules.ts), and the build's own import maps point into the page.
function importMap(maps) {
  var imports = {}, scopes = {};
  var bases = [document.baseURI];
  try { if (location.origin !== 'null') bases.push(location.origin + location.pathname); } catch (e) {}
  Object.keys(files).forEach(function (key) {
    var file = files[key];
    if (!file.module) return;
    imports[${JSON.stringify(MODULE_SPECIFIER_PREFIX)} + file.path] = blobOf(file);
    var encoded = file.path.split('/').map(encodeURIComponent).join('/');
    bases.forEach(function (base) {
      [file.path, encoded].forEach(function (path) {
        try { imports[new URL(path, base).href] = blobOf(file); } catch (e) {}
      });
    });
  });
  // A key that ends in / maps a folder: each module under it gets its own entry, since the address it maps to is
  // the module's blob:, not a path under the folder.
  function point(table, into) {
    Object.keys(table || {}).forEach(function (specifier) {
      var to = table[specifier];
      into[specifier] = answer(to);
      var folder = specifier.slice(-1) === '/' ? where(to) : null;
      if (folder === null || folder.slice(-1) !== '/') return;
      Object.keys(files).forEach(function (key) {
        if (files[key].module && key.indexOf(folder) === 0) into[specifier + key.slice(folder.length)] = blobOf(files[key]);
      });
    });
  }
  maps.forEach(function (map) {
    point(map.imports, imports);
    Object.keys(map.scopes || {}).forEach(function (scope) { point(map.scopes[scope], scopes[scope] = scopes[scope] || {}); });
  });
  var script = document.createElement('script');
  script.type = 'importmap';
  script.textContent = JSON.stringify({ imports: imports, scopes: scopes });
  document.head.appendChild(script);
}
function runBuild() {
  var inert = Array.prototype.slice.call(document.querySelectorAll('script[type="${INERT_TYPE}"]'));
  var maps = [];
  inert.forEach(function (el) {
    if (el.getAttribute('data-kind') !== 'importmap') return;
    try { maps.push(JSON.parse(el.textContent)); } catch (e) { console.error('playable: an import map of the build is not JSON', e); }
    el.parentNode.removeChild(el);
  });
  importMap(maps);
  inert.forEach(function (el) {
    if (!el.parentNode) return;
    var kind = el.getAttribute('data-kind'), src = el.getAttribute('data-src');
    var script = document.createElement('script');
    Array.prototype.forEach.call(el.attributes, function (a) {
      if (!/^(type|data-kind|data-src|src|async|defer)$/.test(a.name)) script.setAttribute(a.name, a.value);
    });
    if (kind === 'module') {
      script.type = 'module';
      if (src !== null) script.src = answer(src); else script.textContent = el.textContent;
    } else if (src !== null) {
      var file = files[where(src)];
      // Inline, so it runs now, in its place and order, as the parser would have run it.
      script.text = new TextDecoder().decode(bytes(file)) + '\\n//# sourceURL=' + file.path.replace(/[\\r\\n]/g, '') + '\\n';
    } else {
      script.text = el.textContent;
    }
    el.parentNode.replaceChild(script, el);
  });
}
function mraidReady(go) {
  var mraid = window.mraid;
  if (!mraid || typeof mraid.getState !== 'function') {
    console.error('playable: no MRAID on the page (mraid.js did not load): the app waits for it');
    var tries = 0, look = setInterval(function () {
      if (window.mraid && typeof window.mraid.getState === 'function') { clearInterval(look); mraidReady(go); }
      else if (++tries > 600) clearInterval(look);
    }, 100);
    return;
  }
  if (mraid.getState() !== 'loading') return go();
  mraid.addEventListener('ready', function ready() {
    if (mraid.removeEventListener) mraid.removeEventListener('ready', ready);
    go();
  });
}
function start() {
  delete window.${START};
  var island = document.getElementById('${FILES_ID}');
  var rows = JSON.parse(island.textContent);
  island.parentNode.removeChild(island);
  var packed = [];
  rows.forEach(function (row) {
    var file = { path: row[0], type: row[1], data: row[3], bytes: null, module: row[4] === 1 };
    files[where(row[0])] = file;
    if (row[2] === 'gz') packed.push(file);
  });
  var go = function () {
    if (started) return;
    started = true;
    runBuild();
  };
  var unpacked = function () { if (CONFIG.mraid) mraidReady(go); else go(); };
  // Without gzip or MRAID the build runs now, while the page is still parsed, as its own page would have run it.
  if (packed.length === 0) return unpacked();
  Promise.all(packed.map(gunzip)).then(unpacked, function (error) { console.error('playable: could not unpack the page', error); });
}
var glue = {
  mraid: function (url) { window.mraid.open(url || CONFIG.storeUrl); },
  meta: function () { window.FbPlayableAd.onCTAClick(); },
  google: function () { window.ExitApi.exit(); },
  tiktok: function () { if (window.playableSDK) window.playableSDK.openAppStore(); else window.openAppStore(); },
  vungle: function () { parent.postMessage('download', '*'); },
  none: function (url) { window.open(url || CONFIG.storeUrl, '_blank'); }
};
function end() {
  if (CONFIG.glue === 'vungle') parent.postMessage('complete', '*');
  else if (typeof window.gameEnd === 'function') window.gameEnd();
}
Object.defineProperty(window, '${START}', { value: start, configurable: true });
Object.defineProperty(window, 'playable', { value: Object.freeze({
  network: CONFIG.network,
  /** The store link, by the network's own call. */
  openStore: function (url) { glue[CONFIG.glue](typeof url === 'string' ? url : undefined); },
  /** The play is over (Liftoff's 'complete', a network's gameEnd). */
  end: end
}) });
})();
`
  // Inline in a <script>: text that would end it early, or open an HTML comment in it, is a bug here.
  if (/<\/script|<!--/i.test(text)) throw new Error('The page runtime must not hold </script or <!--')
  return text
}
