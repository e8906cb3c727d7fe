import { FIND_APP } from './page-probe.js'

/** A click the page is given at a frame of its app (verify-app's `clicks`): CSS pixels of the window. */
export interface Click {
  x: number
  y: number
  /** Made once the app has run this many frames, before it draws the next. */
  frame: number
}

/** `640,360 at frame 30; 100,80 at frame 45`: numbers only, checked as inputs. */
export const describeClicks = (clicks: readonly Click[]): string =>
  clicks.map(({ x, y, frame }) => `${x},${y} at frame ${frame}`).join('; ')

/** One animation frame of the pinned clock: the 60 a second most displays, and headless Chrome, run at. */
export const FRAME_MS = 1000 / 60
/**
 * What `Date.now()` says when the pinned clock reads 0: a fixed day (2024-01-01, UTC), so that an app that shows the
 * date or seeds from it draws the same in every run, whatever the runner's calendar says.
 */
export const EPOCH_MS = Date.UTC(2024, 0, 1)
/**
 * Where the clock is set at the app's start (about 27.8 hours): the frames a page runs before its app starts (the
 * engine's parse, the preload) depend on the machine and the network, so the clock is moved on to one value there,
 * and the app's own time, from its start, is the same in every run. Far beyond what any load reaches at one step a
 * frame (3,600 s of 1,000 frames a second is 6e7 ms), so it never goes back.
 */
export const START_MS = 100_000_000
/** Math.random's seed, at the page's start and again at the app's. */
export const SEED = 0x2f6b3c1d

/**
 * The page's clock pinned, as JavaScript text added before any of its scripts (Page.addScriptToEvaluateOnNewDocument,
 * in every frame): `performance.now()`, `Date.now()`, `new Date()` and `Date()`, requestAnimationFrame's timestamp and
 * `Math.random()` (mulberry32, seeded) no longer read the machine. The clock moves on FRAME_MS once in each animation
 * frame, when its first callback runs, and is set to START_MS with the seed restarted when the app starts; so frame N
 * of one run sees the time and the random numbers frame N of another saw, however fast the machine or the load was.
 * Once the app has run `frames` frames, animation frames are held (their callbacks kept, never run): the picture
 * stays frame `frames`'s for the screenshot, however late it is taken. Each of `clicks` is made once the app has run
 * its frame, before the next frame's callbacks: at the same moment of the app's time in every run.
 *
 * `window.__verifyAppClock` keeps the machine's own clock for WATCHER and PROBE (page-probe.ts), which time the app's
 * start in real milliseconds, the browser's own requestAnimationFrame (`frame`, which WATCHER's hold() waits on), and
 * `start(app)`, which WATCHER calls from the application's `start` event (before the app's scripts initialize). What
 * is not pinned: timers (setTimeout keeps real time, so an app driven by timers is not frame-exact), `event.timeStamp`,
 * CSS and Web Animations, audio's clock, workers.
 */
export function pinnedClock(frames: number, clicks: readonly Click[] = []): string {
  return `(() => {
  const findApp = ${FIND_APP};
  const clicks = ${JSON.stringify([...clicks].sort((a, b) => a.frame - b.frame))};
  let clicked = 0;
  const realNow = performance.now.bind(performance);
  const RealDate = Date;
  const realRequest = window.requestAnimationFrame;
  let time = 0;
  let seed = ${SEED};
  let lastFrame;
  let app;
  const held = [];
  const define = (object, name, value) =>
    Object.defineProperty(object, name, { value, writable: true, configurable: true, enumerable: false });
  // mulberry32: small, fast, and the same sequence from the same seed in every browser.
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const drawn = () => {
    let found = app;
    if (!found) { try { found = findApp(window.pc); } catch (e) {} }
    try { return !!found && typeof found.frame === 'number' && found.frame >= ${frames}; } catch (e) { return false; }
  };
  // Each click as a mouse makes it, on what is at its point: a pointer and a mouse press, release, then a click.
  const click = ({ x, y }) => {
    const target = document.elementFromPoint(x, y) || document.body;
    const at = { bubbles: true, cancelable: true, composed: true, view: window, clientX: x, clientY: y, screenX: x,
      screenY: y, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...at, buttons: 1 }));
    target.dispatchEvent(new MouseEvent('mousedown', { ...at, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0 }));
    target.dispatchEvent(new MouseEvent('mouseup', { ...at, buttons: 0 }));
    target.dispatchEvent(new MouseEvent('click', { ...at, buttons: 0 }));
  };
  // Before the app's frame after the one named: in the frame (of the page's frames) whose app has run that many.
  const clickDue = () => {
    if (clicked >= clicks.length) return;
    let frame;
    try { frame = (app || findApp(window.pc)).frame; } catch (e) { return; }
    while (typeof frame === 'number' && clicked < clicks.length && frame >= clicks[clicked].frame) click(clicks[clicked++]);
  };
  // Whole milliseconds, as the machine's Date.now() gives.
  const date = () => Math.floor(${EPOCH_MS} + time);
  function PinnedDate(...args) {
    if (new.target === undefined) return new RealDate(date()).toString();
    return Reflect.construct(RealDate, args.length > 0 ? args : [date()], new.target);
  }
  Object.setPrototypeOf(PinnedDate, RealDate);
  // A function's prototype is writable, not configurable: assigned. \`new Date() instanceof Date\` stays true.
  PinnedDate.prototype = RealDate.prototype;
  define(PinnedDate, 'now', function now() { return date(); });
  define(window, 'Date', PinnedDate);
  define(performance, 'now', function now() { return time; });
  define(Math, 'random', random);
  define(window, 'requestAnimationFrame', function requestAnimationFrame(callback) {
    // Not a function: the browser's own refusal.
    if (typeof callback !== 'function') return realRequest.call(window, callback);
    return realRequest.call(window, frame => {
      if (drawn()) { held.push(callback); return; }
      // One step a frame, however many callbacks the frame runs: they all see one time, as the browser's do.
      if (frame !== lastFrame) { lastFrame = frame; time += ${FRAME_MS}; clickDue(); }
      callback(time);
    });
  });
  Object.defineProperty(window, '__verifyAppClock', {
    value: Object.freeze({
      now: realNow,
      frame: realRequest.bind(window),
      start(started) {
        app = started;
        if (time < ${START_MS}) time = ${START_MS};
        seed = ${SEED};
      },
    }),
  });
})()`
}
