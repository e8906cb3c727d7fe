import { clip, isRecord } from '../text.js'
import { MAX_KEPT, appPath, pageText } from './page-record.js'

/** A field of a violation as the page side keeps it, at most: readProbe() cuts it further, as the page may be anything. */
const MAX_FIELD = 1_000

/**
 * The engine's application, as the page's own realm finds it (JavaScript text: a function of `pc`, used by WATCHER and
 * PROBE). Every engine the Editor has written answers one of three, tried in this order, each guarded (a name the
 * engine lacks, one that is no function, one that throws, an answer that is no object: the next is tried):
 * - `pc.AppBase.getApplication()`: engine 2, and engine 1 from the release that split `AppBase` out of `Application`
 *   (an `Application` there inherits the same static, so the next would give the same);
 * - `pc.Application.getApplication()`: older engine 1 releases, which have no `AppBase` (1.37.1's `Application` keeps
 *   the one made last in `Application._currentApplication`);
 * - `pc.app`: the global the oldest engines set to the application they made (1.37.1 still sets it in the constructor);
 *   last, as engine 2.19's UMD build left it `null` while its `AppBase` had the application.
 */
export const FIND_APP = `function (pc) {
  if (!pc || (typeof pc !== 'object' && typeof pc !== 'function')) return undefined;
  const tries = [
    () => (typeof pc.AppBase.getApplication === 'function' ? pc.AppBase.getApplication() : undefined),
    () => (typeof pc.Application.getApplication === 'function' ? pc.Application.getApplication() : undefined),
    () => pc.app,
  ];
  for (const get of tries) {
    let app;
    try { app = get(); } catch (e) { app = undefined; }
    if (app && typeof app === 'object') return app;
  }
  return undefined;
}`

/**
 * The application's graphics device as DeviceType names it (JavaScript text: a function of the device, used by
 * PROBE). Engine 2 says it (`deviceType`, one of `DEVICETYPE_*`); engines before it did not, and are read by what they
 * have: `isNull`, `isWebGPU`, `isWebGL2` (later 1.x), or `webgl2` (1.37.1: true when the context made was WebGL 2,
 * false for WebGL 1), then a WebGL context (`gl`) as WebGL 1. Any property that throws reads as "unknown".
 */
export const DEVICE_TYPE = `function (device) {
  try {
    if (typeof device.deviceType === 'string') return device.deviceType;
    if (device.isNull === true) return 'null';
    if (device.isWebGPU === true) return 'webgpu';
    if (device.isWebGL2 === true || device.webgl2 === true) return 'webgl2';
    if (device.gl) return 'webgl1';
  } catch (e) {}
  return 'unknown';
}`

/**
 * The machine's clock, as JavaScript text (`clock` and `now`): with the page's clock pinned (page-clock.ts), the app's
 * start is still timed in real milliseconds, for the `started-in` output and a container's viewable rule.
 */
const REAL_NOW = `const clock = window.__verifyAppClock;
  const now = clock && typeof clock.now === 'function' ? clock.now : () => performance.now();`

/**
 * What runs inside the page, as JavaScript text (the page's own realm: nothing of the bundle can be called there).
 * WATCHER is added to the page before any of its scripts (Page.addScriptToEvaluateOnNewDocument, which the page's own
 * Content Security Policy does not govern): it notes when the engine's application fires `start` (and, the page's
 * clock pinned, moves the clock to the app's start: page-clock.ts), every asset whose
 * load failed (the asset registry's `error`, which every engine fires: the one word of a script asset that failed to
 * import, resolve or link, as the engine catches its `import()` and says nothing), and every violation
 * of the page's policy its document reports (`securitypolicyviolation`, caught on the window before any listener of
 * the page's; a worker's own scope reports to itself, out of reach): at most MAX_KEPT distinct ones, counted, each
 * field cut. PROBE is evaluated at every look and returns a plain object; readProbe() checks it, as the page may be
 * anything.
 */
export const WATCHER = `(() => {
  const findApp = ${FIND_APP};
  ${REAL_NOW}
  const seen = { startedAt: null, violations: [], failedAssets: [] };
  Object.defineProperty(window, '__verifyApp', { value: seen });
  const cut = (value, max) => (typeof value === 'string' ? value.slice(0, max) : '');
  window.addEventListener('securitypolicyviolation', event => {
    try {
      const violation = {
        directive: cut(event.effectiveDirective || event.violatedDirective, ${MAX_FIELD}),
        blocked: cut(event.blockedURI, ${MAX_FIELD}),
        source: cut(event.sourceFile, ${MAX_FIELD}),
        line: typeof event.lineNumber === 'number' ? event.lineNumber : 0,
        disposition: event.disposition === 'report' ? 'report' : 'enforce',
        times: 1,
      };
      const same = seen.violations.find(kept => kept.directive === violation.directive
        && kept.blocked === violation.blocked && kept.source === violation.source && kept.line === violation.line);
      if (same) same.times++;
      else if (seen.violations.length < ${MAX_KEPT}) seen.violations.push(violation);
    } catch (e) {}
  }, true);
  const failed = (error, asset) => {
    try {
      // Engine 1's cubemaps fire the asset alone.
      if (asset === undefined && error && typeof error === 'object' && 'file' in error) { asset = error; error = undefined; }
      let url = '';
      try { url = new URL(String(asset.file.url), document.baseURI).href; } catch (e) {}
      // An Error of any realm: its name and message.
      const message = error && typeof error === 'object' && typeof error.message === 'string'
        ? String(error.name || 'Error') + ': ' + error.message : typeof error === 'string' ? error : '';
      const failure = { name: cut(asset && asset.name, ${MAX_FIELD}), url: cut(url, ${MAX_FIELD}),
        message: cut(message, ${MAX_FIELD}), times: 1 };
      const same = seen.failedAssets.find(kept => kept.name === failure.name && kept.url === failure.url
        && kept.message === failure.message);
      if (same) same.times++;
      else if (seen.failedAssets.length < ${MAX_KEPT}) seen.failedAssets.push(failure);
    } catch (e) {}
  };
  // The page's animation frames, through a gate that hold() closes once the verdict is in: every callback asked for
  // is kept, never run, so no frame of the app starts again (a heavy game's takes seconds on SwiftShader, and a
  // screenshot asked for while the app draws waits for the frames in flight and another). hold() answers once two of
  // the browser's own frames have passed after it: the frame in progress, and the work it queued for the GPU, are
  // done. The browser's own frames, not the pinned clock's, which hold from frame \`frames\` on (page-clock.ts).
  const browserFrame = clock && typeof clock.frame === 'function'
    ? clock.frame : window.requestAnimationFrame.bind(window);
  const pageFrame = window.requestAnimationFrame;
  const held = [];
  let holding = false;
  Object.defineProperty(window, 'requestAnimationFrame', {
    value: function requestAnimationFrame(callback) {
      if (typeof callback !== 'function') return pageFrame.call(window, callback);
      return pageFrame.call(window, time => { if (holding) held.push(callback); else callback(time); });
    },
    writable: true, configurable: true, enumerable: true,
  });
  seen.hold = () => {
    holding = true;
    return new Promise(done => browserFrame(() => browserFrame(() => done(true))));
  };
  const look = () => {
    const app = findApp(window.pc);
    if (app && typeof app.once === 'function') {
      app.once('start', () => {
        seen.startedAt = now();
        if (clock) clock.start(app);
      });
      try { if (app.assets && typeof app.assets.on === 'function') app.assets.on('error', failed); } catch (e) {}
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`

export const PROBE = `(() => {
  const findApp = ${FIND_APP};
  const deviceType = ${DEVICE_TYPE};
  ${REAL_NOW}
  const seen = window.__verifyApp || { startedAt: null };
  if (!seen.webgl) {
    const canvas = document.createElement('canvas');
    let webgl2 = false, webgl1 = false;
    try { webgl2 = !!canvas.getContext('webgl2'); } catch (e) {}
    try { webgl1 = !!document.createElement('canvas').getContext('webgl'); } catch (e) {}
    seen.webgl = { webgl2, webgl1, webgpu: navigator.gpu ? null : false };
    // navigator.gpu is there in a browser with no adapter to give: only an adapter says WebGPU can run.
    if (navigator.gpu) navigator.gpu.requestAdapter().then(adapter => { seen.webgl.webgpu = !!adapter; }, () => {});
  }
  const state = { now: now(), engine: null, app: false, device: null, frame: 0, startedAt: seen.startedAt,
    preload: null, webgl: seen.webgl,
    violations: Array.isArray(seen.violations) ? seen.violations.slice(0, ${MAX_KEPT}) : [],
    failedAssets: Array.isArray(seen.failedAssets) ? seen.failedAssets.slice(0, ${MAX_KEPT}) : [] };
  try {
    const pc = window.pc;
    if (!pc || typeof pc !== 'object') return state;
    state.engine = typeof pc.version === 'string' ? pc.version : '';
    const app = findApp(pc);
    if (!app) return state;
    state.app = true;
    const device = app.graphicsDevice;
    if (device && typeof device === 'object') state.device = deviceType(device);
    state.frame = typeof app.frame === 'number' ? app.frame : 0;
    if (state.startedAt === null && state.frame > 0) state.startedAt = now();
    if (app.assets && typeof app.assets.list === 'function') {
      const preload = app.assets.list({ preload: true });
      if (Array.isArray(preload)) state.preload = [preload.filter(asset => asset.loaded).length, preload.length];
    }
  } catch (e) {}
  return state;
})()`

/**
 * Evaluated (awaiting its promise) once the verdict is in, before the screenshot: the page's animation frames held,
 * and the frame in progress waited for (WATCHER's hold()). False in a page WATCHER is not in.
 */
export const HOLD_FRAMES = `(() => {
  const seen = window.__verifyApp;
  return seen && typeof seen.hold === 'function' ? seen.hold() : false;
})()`

/** The graphics device's type as the engine names it (`DEVICETYPE_*`), `null` for its null device. */
export type DeviceType = 'webgl2' | 'webgl1' | 'webgpu' | 'null' | 'unknown'

/** The app as one look at the page saw it. */
export interface ProbeState {
  /** Milliseconds since the navigation started, by the page's clock. */
  now: number
  /** The engine's version; undefined while the page has no `pc`. */
  engine?: string
  /** The engine answers an application (FIND_APP: `pc.AppBase`, `pc.Application` or `pc.app`, whichever it has). */
  app: boolean
  /** Undefined while the application has no graphics device. */
  device?: DeviceType
  /** Frames the application ran since it started (the engine's `app.frame`, 0 before `start`). */
  frame: number
  /** Milliseconds from the navigation to the application's `start`; undefined before it. */
  startedAt?: number
  /** Preloaded assets loaded, and preloaded assets in all; undefined before the application has its asset list. */
  preload?: { loaded: number; total: number }
  /** What the browser offers, tried on a canvas of its own; WebGPU: an adapter given, undefined while it is asked. */
  webgl: { webgl2: boolean; webgl1: boolean; webgpu?: boolean }
  /** Violations of the page's Content Security Policy its document reported, at most MAX_KEPT distinct. */
  violations: Violation[]
  /** Assets whose load failed, as the engine's asset registry said, at most MAX_KEPT distinct. */
  failedAssets: FailedAsset[]
}

/** An asset the engine could not load, as the page said it: every text the page's, bounded. */
export interface FailedAsset {
  /** The asset's name (`show.mjs`). */
  name: string
  /** Its file's path in the app (`js/esm-scripts/game/show.mjs`); undefined when the engine named none. */
  path?: string
  /** What the engine was told (`SyntaxError: The requested module … does not provide an export named 'X'`). */
  message: string
  times: number
}

/** One violation of the page's Content Security Policy, as the page reported it: every text the page's, bounded. */
export interface Violation {
  /** The directive that blocked it (`img-src`; the effective one, `script-src-elem` where `script-src` was written). */
  directive: string
  /**
   * What was blocked: a path of the app (`files/assets/1/1/a.png`), another address without its query, a scheme
   * (`data:`, `blob:`), or the browser's word for what has no address (`inline`, `eval`, `wasm-eval`).
   */
  blocked: string
  /** The file and line of the page that asked for it (`files/assets/1/1/x.js:12`); undefined when the page said none. */
  where?: string
  times: number
  /** False for a report-only policy's violation, which blocked nothing. */
  enforced: boolean
}

const DEVICE_TYPES: readonly DeviceType[] = ['webgl2', 'webgl1', 'webgpu', 'null']
/** An address the page names, at most. */
const MAX_ADDRESS = 300

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(Math.floor(value), 1e12) : 0
const time = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined

/**
 * PROBE's answer checked field by field: anything unexpected reads as "not there". `app` is the app's address, for the
 * violations' files to be told as paths of it.
 */
export function readProbe(value: unknown, app?: URL): ProbeState {
  const raw = isRecord(value) ? value : {}
  const webgl = isRecord(raw.webgl) ? raw.webgl : {}
  const device = typeof raw.device === 'string' ? raw.device : undefined
  const preload = Array.isArray(raw.preload) ? raw.preload : undefined
  return {
    now: time(raw.now) ?? 0,
    engine: typeof raw.engine === 'string' ? clip(raw.engine, 40) : undefined,
    app: raw.app === true,
    device: device === undefined ? undefined : (DEVICE_TYPES.find(type => type === device) ?? 'unknown'),
    frame: count(raw.frame),
    startedAt: time(raw.startedAt),
    preload: preload ? { loaded: count(preload[0]), total: count(preload[1]) } : undefined,
    webgl: {
      webgl2: webgl.webgl2 === true,
      webgl1: webgl.webgl1 === true,
      webgpu: typeof webgl.webgpu === 'boolean' ? webgl.webgpu : undefined,
    },
    violations: (Array.isArray(raw.violations) ? raw.violations.slice(0, MAX_KEPT) : [])
      .filter(isRecord)
      .map(violation => readViolation(violation, app)),
    failedAssets: (Array.isArray(raw.failedAssets) ? raw.failedAssets.slice(0, MAX_KEPT) : [])
      .filter(isRecord)
      .map(failed => ({
        name: typeof failed.name === 'string' ? pageText(failed.name, 100) : '',
        path: (app && appPath(app, failed.url)) ?? undefined,
        message: typeof failed.message === 'string' ? pageText(failed.message, 300) : '',
        times: Math.max(1, count(failed.times)),
      })),
  }
}

function readViolation(raw: Record<string, unknown>, app: URL | undefined): Violation {
  const text = (value: unknown, max: number): string => (typeof value === 'string' ? pageText(value, max) : '')
  const path = (value: string): string =>
    (app && appPath(app, value)) ?? pageText(value.split(/[?#]/)[0] ?? '', MAX_ADDRESS)
  const blocked = text(raw.blocked, MAX_FIELD)
  // Chrome names a data: or blob: address by its scheme alone; another browser may give it whole, which is noise.
  const scheme = /^(data|blob|filesystem)(:|$)/i.exec(blocked)?.[1]
  const line = count(raw.line)
  const source = text(raw.source, MAX_FIELD)
  return {
    directive: text(raw.directive, 40) || 'unknown',
    blocked: scheme
      ? `${scheme.toLowerCase()}:`
      : /^[a-z][a-z\d+.-]*:/i.test(blocked)
        ? path(blocked)
        : clip(blocked, 40),
    where: source ? `${path(source)}${line > 0 ? `:${line}` : ''}` : undefined,
    times: Math.max(1, count(raw.times)),
    enforced: raw.disposition !== 'report',
  }
}
