import { clip, isRecord } from '../text.js'

/**
 * What runs inside the page, as JavaScript text (the page's own realm: nothing of the bundle can be called there).
 * WATCHER is added to the page before any of its scripts: it notes when the engine's application fires `start`.
 * PROBE is evaluated at every look and returns a plain object; readProbe() checks it, as the page may be anything.
 */
export const WATCHER = `(() => {
  const seen = { startedAt: null };
  Object.defineProperty(window, '__verifyApp', { value: seen });
  const look = () => {
    let app;
    try { app = window.pc && window.pc.AppBase && window.pc.AppBase.getApplication(); } catch (e) { app = undefined; }
    if (app && typeof app.once === 'function') {
      app.once('start', () => { seen.startedAt = performance.now(); });
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`

export const PROBE = `(() => {
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
  const state = { now: performance.now(), engine: null, app: false, device: null, frame: 0, startedAt: seen.startedAt,
    preload: null, webgl: seen.webgl };
  try {
    const pc = window.pc;
    if (!pc || typeof pc !== 'object') return state;
    state.engine = typeof pc.version === 'string' ? pc.version : '';
    const app = pc.AppBase && typeof pc.AppBase.getApplication === 'function' ? pc.AppBase.getApplication() : undefined;
    if (!app) return state;
    state.app = true;
    const device = app.graphicsDevice;
    if (device) {
      state.device = typeof device.deviceType === 'string' ? device.deviceType
        : device.isNull ? 'null' : device.isWebGPU ? 'webgpu' : device.isWebGL2 ? 'webgl2' : device.gl ? 'webgl1' : 'unknown';
    }
    state.frame = typeof app.frame === 'number' ? app.frame : 0;
    if (state.startedAt === null && state.frame > 0) state.startedAt = performance.now();
    if (app.assets && typeof app.assets.list === 'function') {
      const preload = app.assets.list({ preload: true });
      state.preload = [preload.filter(asset => asset.loaded).length, preload.length];
    }
  } catch (e) {}
  return state;
})()`

/** The graphics device's type as the engine names it (`DEVICETYPE_*`), `null` for its null device. */
export type DeviceType = 'webgl2' | 'webgl1' | 'webgpu' | 'null' | 'unknown'

/** The app as one look at the page saw it. */
export interface ProbeState {
  /** Milliseconds since the navigation started, by the page's clock. */
  now: number
  /** The engine's version; undefined while the page has no `pc`. */
  engine?: string
  /** `pc.AppBase.getApplication()` answers an application. */
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
}

const DEVICE_TYPES: readonly DeviceType[] = ['webgl2', 'webgl1', 'webgpu', 'null']

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(Math.floor(value), 1e12) : 0
const time = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined

/** PROBE's answer checked field by field: anything unexpected reads as "not there". */
export function readProbe(value: unknown): ProbeState {
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
  }
}
