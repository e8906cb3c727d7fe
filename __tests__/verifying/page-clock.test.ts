import { describe, expect, it } from '@jest/globals'
import { createContext, runInContext } from 'node:vm'
import {
  type Click,
  EPOCH_MS,
  FRAME_MS,
  START_MS,
  describeClicks,
  pinnedClock,
} from '../../src/verifying/page-clock.js'

// The pinned clock as a page runs it: its text evaluated in a realm of its own (node:vm) whose window has a real
// Date, Math and a performance clock that moves on its own, and an animation-frame loop the test turns.
function page(frames = 3, clicks: Click[] = []) {
  let real = 5_000
  let pending: [number, (time: number) => void][] = []
  let id = 0
  const window: Record<string, unknown> = {
    performance: { now: () => (real += 7) },
    requestAnimationFrame(callback: unknown) {
      if (typeof callback !== 'function') throw new TypeError('not a function')
      pending.push([++id, callback as (time: number) => void])
      return id
    },
  }
  window.window = window
  const context = createContext(window)
  // What a click reaches: the element at its point, which notes each event (type, point, buttons) with the app's frame.
  runInContext(
    `globalThis.events = [];
    class MouseEvent { constructor(type, init) { Object.assign(this, init, { type }); } }
    class PointerEvent extends MouseEvent {}
    globalThis.MouseEvent = MouseEvent;
    globalThis.PointerEvent = PointerEvent;
    const canvas = { dispatchEvent: e => events.push([e.type, e.clientX, e.clientY, e.buttons, e.bubbles, e instanceof PointerEvent, globalThis.app && app.frame]) };
    globalThis.document = { body: canvas, elementFromPoint: (x, y) => (x < 1280 ? canvas : null) };`,
    context,
  )
  runInContext(pinnedClock(frames, clicks), context)
  const run = <T>(code: string): T => runInContext(code, context) as T
  return {
    run,
    /** One animation frame: every callback asked for before it, with the browser's own (real) timestamp. */
    frame: () => {
      const due = pending
      pending = []
      real += 16.7
      for (const [, callback] of due) callback(real)
    },
    waiting: () => pending.length,
    set pc(pc: unknown) {
      window.pc = pc
    },
  }
}

describe('pinnedClock', () => {
  it('reads 0 at the start, and moves on one step in each animation frame, whatever the machine took', () => {
    const { run, frame } = page()
    expect(run('performance.now()')).toBe(0)
    expect(run('Date.now()')).toBe(EPOCH_MS)
    run(
      'globalThis.seen = []; requestAnimationFrame(t => seen.push(t, performance.now())); requestAnimationFrame(t => seen.push(t))',
    )
    frame()
    // Two callbacks of one frame see one time, the step's.
    expect(run('seen')).toEqual([FRAME_MS, FRAME_MS, FRAME_MS])
    expect(run('performance.now()')).toBe(FRAME_MS)
    // Whole milliseconds, as the machine's.
    expect(run('Date.now()')).toBe(EPOCH_MS + 16)
    expect(run('new Date().getTime()')).toBe(EPOCH_MS + 16)
    expect(run('Date()')).toBe(new Date(EPOCH_MS + 16).toString())
    // A date given is the date given; a Date is still a Date.
    expect(run('new Date(0).getTime()')).toBe(0)
    expect(run('new Date() instanceof Date && Date.UTC(2024, 0, 1) === ' + EPOCH_MS)).toBe(true)
    expect(() => run('requestAnimationFrame(3)')).toThrow('not a function')
  })

  it('gives the same random numbers in every run, and starts them again at the app start', () => {
    const first = page().run<number[]>('[Math.random(), Math.random(), Math.random()]')
    const second = page().run<number[]>('[Math.random(), Math.random(), Math.random()]')
    expect(second).toEqual(first)
    expect(new Set(first).size).toBe(3)
    for (const value of first) expect(value >= 0 && value < 1).toBe(true)
    const { run } = page()
    run('Math.random(); Math.random()')
    run('window.__verifyAppClock.start({ frame: 0 })')
    expect(run('Math.random()')).toBe(first[0])
  })

  it("sets the clock to one time at the app's start, however many frames the load took; the machine's clock kept for the probe", () => {
    const { run, frame } = page()
    for (let i = 0; i < 5; i++) {
      run('requestAnimationFrame(() => {})')
      frame()
    }
    expect(run('performance.now()')).toBeCloseTo(5 * FRAME_MS)
    run('window.__verifyAppClock.start({ frame: 0 })')
    expect(run('performance.now()')).toBe(START_MS)
    expect(run('Date.now()')).toBe(EPOCH_MS + START_MS)
    expect(run<number>('window.__verifyAppClock.now()')).toBeGreaterThan(5_000)
  })

  it('holds the animation frames once the app has run its frames: the picture stays that frame', () => {
    const { run, frame, waiting } = page(3)
    run('globalThis.app = { frame: 0 }; window.__verifyAppClock.start(app)')
    run(
      'globalThis.tick = t => { app.frame++; app.time = t; requestAnimationFrame(tick); }; requestAnimationFrame(tick)',
    )
    for (let i = 0; i < 10; i++) frame()
    expect(run('app.frame')).toBe(3)
    expect(run('app.time')).toBeCloseTo(START_MS + 3 * FRAME_MS, 6)
    expect(run('performance.now()')).toBeCloseTo(START_MS + 3 * FRAME_MS, 6)
    expect(waiting()).toBe(0)
  })

  it('makes each click once the app has run its frame, before the next, in the order of the frames; none after the hold', () => {
    const { run, frame } = page(5, [
      { x: 900, y: 360, frame: 3 },
      { x: 10, y: 20, frame: 0 },
      { x: 11, y: 21, frame: 3 },
    ])
    run('globalThis.app = { frame: 0 }; window.__verifyAppClock.start(app)')
    run('globalThis.tick = () => { app.frame++; requestAnimationFrame(tick); }; requestAnimationFrame(tick)')
    frame()
    // Frame 0's click before the app's first frame: a pointer's and a mouse's press and release, then the click.
    expect(run('events.map(e => e.join(" "))')).toEqual([
      'pointerdown 10 20 1 true true 0',
      'mousedown 10 20 1 true false 0',
      'pointerup 10 20 0 true true 0',
      'mouseup 10 20 0 true false 0',
      'click 10 20 0 true false 0',
    ])
    for (let i = 0; i < 10; i++) frame()
    const later = run<string[]>('events.slice(5).filter(e => e[0] === "mousedown").map(e => e.join(" "))')
    expect(later).toEqual(['mousedown 900 360 1 true false 3', 'mousedown 11 21 1 true false 3'])
    expect(run('app.frame')).toBe(5)
    expect(
      describeClicks([
        { x: 900, y: 360, frame: 3 },
        { x: 10, y: 20, frame: 0 },
      ]),
    ).toBe('900,360 at frame 3; 10,20 at frame 0')
  })

  it("finds the app itself when its start was not seen (the engine's pc), and holds it all the same", () => {
    const clock = page(2)
    const app = { frame: 0 }
    clock.pc = { AppBase: { getApplication: () => app } }
    clock.run(
      'requestAnimationFrame(function tick() { pc.AppBase.getApplication().frame++; requestAnimationFrame(tick); })',
    )
    for (let i = 0; i < 6; i++) clock.frame()
    expect(app.frame).toBe(2)
  })
})
