import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createContext, runInContext } from 'node:vm'
import {
  type DeviceType,
  HOLD_FRAMES,
  PROBE,
  type ProbeState,
  WATCHER,
  readProbe,
} from '../../src/verifying/page-probe.js'
import { pinnedClock } from '../../src/verifying/page-clock.js'
import { MAX_KEPT } from '../../src/verifying/page-record.js'

const NOTHING: ProbeState = {
  now: 0,
  engine: undefined,
  app: false,
  device: undefined,
  frame: 0,
  startedAt: undefined,
  preload: undefined,
  webgl: { webgl2: false, webgl1: false, webgpu: undefined },
  violations: [],
  failedAssets: [],
}

describe('readProbe', () => {
  it('reads what PROBE answers for a running app', () => {
    const answer = {
      now: 1834.5,
      engine: '2.7.4',
      app: true,
      device: 'webgl2',
      frame: 120,
      startedAt: 950.25,
      preload: [12, 12],
      webgl: { webgl2: true, webgl1: true, webgpu: false },
    }
    expect(readProbe(answer)).toEqual({
      now: 1834.5,
      engine: '2.7.4',
      app: true,
      device: 'webgl2',
      frame: 120,
      startedAt: 950.25,
      preload: { loaded: 12, total: 12 },
      webgl: { webgl2: true, webgl1: true, webgpu: false },
      violations: [],
      failedAssets: [],
    })
  })

  it.each([null, undefined, 'a string', 42, [], [1, 2], true])('reads %p as nothing there', value => {
    expect(readProbe(value)).toEqual(NOTHING)
  })

  it.each(['webgl2', 'webgl1', 'webgpu', 'null'] as const)('keeps the device type %s', device => {
    expect(readProbe({ device }).device).toBe(device)
  })

  it.each(['webgl3', '', 'WEBGL2', 'null '])('reads the unknown device string %p as unknown', device => {
    expect(readProbe({ device }).device).toBe('unknown')
  })

  it('reads a device that is no string as none', () => {
    expect(readProbe({ device: null }).device).toBeUndefined()
    expect(readProbe({ device: 2 }).device).toBeUndefined()
  })

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '120', null, {}])(
    'reads the frame count %p as 0, the clock as 0 and the start as not yet',
    value => {
      const state = readProbe({ now: value, frame: value, startedAt: value })
      expect(state.frame).toBe(0)
      expect(state.now).toBe(0)
      expect(state.startedAt).toBeUndefined()
    },
  )

  it('counts whole frames, at most 1e12', () => {
    expect(readProbe({ frame: 7.9 }).frame).toBe(7)
    expect(readProbe({ frame: 1e300 }).frame).toBe(1e12)
  })

  it('keeps a start at 0 ms', () => {
    expect(readProbe({ startedAt: 0 }).startedAt).toBe(0)
  })

  it('reads the preload counts field by field, and no array as none', () => {
    expect(readProbe({ preload: [3, 10] }).preload).toEqual({ loaded: 3, total: 10 })
    expect(readProbe({ preload: [-3, Number.NaN] }).preload).toEqual({ loaded: 0, total: 0 })
    expect(readProbe({ preload: ['3', null] }).preload).toEqual({ loaded: 0, total: 0 })
    expect(readProbe({ preload: [] }).preload).toEqual({ loaded: 0, total: 0 })
    expect(readProbe({ preload: { loaded: 3, total: 10 } }).preload).toBeUndefined()
    expect(readProbe({ preload: null }).preload).toBeUndefined()
  })

  it('keeps an empty engine version (pc without one), cuts a long one, and reads no string as no engine', () => {
    expect(readProbe({ engine: '' }).engine).toBe('')
    expect(readProbe({ engine: 'v'.repeat(100) }).engine).toHaveLength(40)
    expect(readProbe({ engine: 2 }).engine).toBeUndefined()
    expect(readProbe({ engine: null }).engine).toBeUndefined()
  })

  it('has an app only when the page says true', () => {
    expect(readProbe({ app: true }).app).toBe(true)
    expect(readProbe({ app: 'true' }).app).toBe(false)
    expect(readProbe({ app: 1 }).app).toBe(false)
  })

  it('reads missing or odd WebGL answers as not offered, and WebGPU still asked (null) as undefined', () => {
    expect(readProbe({}).webgl).toEqual({ webgl2: false, webgl1: false, webgpu: undefined })
    expect(readProbe({ webgl: 'yes' }).webgl).toEqual({ webgl2: false, webgl1: false, webgpu: undefined })
    expect(readProbe({ webgl: [true, true] }).webgl).toEqual({ webgl2: false, webgl1: false, webgpu: undefined })
    expect(readProbe({ webgl: { webgl2: 'true', webgl1: 1, webgpu: null } }).webgl).toEqual({
      webgl2: false,
      webgl1: false,
      webgpu: undefined,
    })
    expect(readProbe({ webgl: { webgl2: false, webgl1: true, webgpu: true } }).webgl).toEqual({
      webgl2: false,
      webgl1: true,
      webgpu: true,
    })
    expect(readProbe({ webgl: { webgpu: false } }).webgl.webgpu).toBe(false)
  })
})

describe("readProbe: the page's Content Security Policy violations, untrusted", () => {
  const APP = new URL('http://127.0.0.1:4321/game/index.html')
  const violation = (change: Record<string, unknown> = {}) => ({
    directive: 'img-src',
    blocked: 'data',
    source: 'http://127.0.0.1:4321/game/files/assets/1/1/x.js?t=abc',
    line: 12,
    disposition: 'enforce',
    times: 1,
    ...change,
  })

  it('reads each as the directive, what it blocked and where, paths told from the app, counted', () => {
    const answer = {
      violations: [
        violation({ times: 3 }),
        violation({ directive: 'script-src-elem', blocked: 'http://127.0.0.1:4321/game/files/a%20b.js?x=1' }),
        violation({ directive: 'connect-src', blocked: 'wss://game.example.com/socket?token=s3cret#x', source: '' }),
        violation({ directive: 'script-src', blocked: 'wasm-eval', line: 0 }),
        violation({ disposition: 'report' }),
      ],
    }
    expect(readProbe(answer, APP).violations).toEqual([
      { directive: 'img-src', blocked: 'data:', where: 'files/assets/1/1/x.js:12', times: 3, enforced: true },
      {
        directive: 'script-src-elem',
        blocked: 'files/a b.js',
        where: 'files/assets/1/1/x.js:12',
        times: 1,
        enforced: true,
      },
      {
        directive: 'connect-src',
        blocked: 'wss://game.example.com/socket',
        where: undefined,
        times: 1,
        enforced: true,
      },
      { directive: 'script-src', blocked: 'wasm-eval', where: 'files/assets/1/1/x.js', times: 1, enforced: true },
      { directive: 'img-src', blocked: 'data:', where: 'files/assets/1/1/x.js:12', times: 1, enforced: false },
    ])
  })

  it('tells a data: or blob: address by its scheme alone, however the page gives it', () => {
    const blocked = (value: string) => readProbe({ violations: [violation({ blocked: value })] }, APP).violations[0]
    expect(blocked('data:image/png;base64,' + 'A'.repeat(5_000))?.blocked).toBe('data:')
    expect(blocked('blob')?.blocked).toBe('blob:')
    expect(blocked('BLOB:http://127.0.0.1:4321/1b2c')?.blocked).toBe('blob:')
  })

  it('keeps addresses whole without the app, their query left out', () => {
    const [read] = readProbe({ violations: [violation()] }).violations
    expect(read?.where).toBe('http://127.0.0.1:4321/game/files/assets/1/1/x.js:12')
  })

  it.each([null, 'violations', 42, { 0: violation() }])('reads violations of %p as none', violations => {
    expect(readProbe({ violations }, APP).violations).toEqual([])
  })

  it(`keeps at most ${MAX_KEPT}, skips what is no record, and reads odd fields as nothing`, () => {
    const many = Array.from({ length: 5_000 }, (_, i) => violation({ line: i + 1 }))
    expect(readProbe({ violations: many }, APP).violations).toHaveLength(MAX_KEPT)
    const odd = readProbe(
      { violations: [null, 'x', [1], { directive: 7, blocked: {}, source: 3, line: -4, times: Number.NaN }] },
      APP,
    ).violations
    expect(odd).toEqual([{ directive: 'unknown', blocked: '', where: undefined, times: 1, enforced: true }])
    expect(readProbe({ violations: [violation({ times: 1e300, line: 2.7 })] }, APP).violations[0]).toMatchObject({
      times: 1e12,
      where: 'files/assets/1/1/x.js:2',
    })
  })

  it('bounds every text, and no line break of the page reaches the log', () => {
    const hostile = violation({
      directive: 'img-src\n::error::forged' + 'x'.repeat(1_000),
      blocked: 'https://evil.example/' + 'p'.repeat(10_000) + '\r\n::warning::forged',
      source: 'https://evil.example/s.js\u2028::error::x' + 's'.repeat(10_000),
      line: 3,
    })
    const [read] = readProbe({ violations: [hostile] }, APP).violations
    expect(read?.directive.length).toBeLessThanOrEqual(40)
    expect(read?.blocked.length).toBeLessThanOrEqual(300)
    expect(read?.where?.length).toBeLessThanOrEqual(300 + ':3'.length)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must not be there
    expect(JSON.stringify(read)).not.toMatch(/[\u0000-\u001f\u2028\u2029]|\\[nr]|\\u20/)
    expect(readProbe({ violations: [violation({ blocked: 'i'.repeat(500) })] }).violations[0]?.blocked).toHaveLength(40)
  })
})

describe('WATCHER and PROBE, run as the page runs them (a realm of their own, the page faked)', () => {
  /** A page: the window's listeners, no engine, a canvas without WebGL; WATCHER run in it first, as Chrome runs it. */
  function page() {
    const listeners: ((event: unknown) => void)[] = []
    const window: Record<string, unknown> = {
      addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) => {
        expect([type, capture]).toEqual(['securitypolicyviolation', true])
        listeners.push(listener)
      },
      requestAnimationFrame: () => 0,
      performance: { now: () => 5 },
      document: { createElement: () => ({ getContext: () => null }) },
      navigator: {},
    }
    window.window = window
    const context = createContext(window)
    runInContext(WATCHER, context)
    return {
      report: (event: Record<string, unknown>) => listeners.forEach(listener => listener(event)),
      probe: () => readProbe(JSON.parse(JSON.stringify(runInContext(PROBE, context))) as unknown),
      raw: () => runInContext(PROBE, context) as { violations: unknown[] },
      kept: () => runInContext('window.__verifyApp.violations.length', context) as number,
    }
  }
  const event = (change: Record<string, unknown> = {}) => ({
    effectiveDirective: 'img-src',
    violatedDirective: 'img-src',
    blockedURI: 'data',
    sourceFile: 'http://127.0.0.1:1/x.js',
    lineNumber: 12,
    disposition: 'enforce',
    ...change,
  })

  it('records each violation the document reports, the same one counted, before the engine exists', () => {
    const { report, probe } = page()
    expect(probe().violations).toEqual([])
    report(event())
    report(event())
    report(event({ effectiveDirective: 'script-src-elem', blockedURI: 'inline', lineNumber: 3 }))
    report(event({ effectiveDirective: '', violatedDirective: 'style-src', disposition: 'report' }))
    expect(probe().violations).toEqual([
      { directive: 'img-src', blocked: 'data:', where: 'http://127.0.0.1:1/x.js:12', times: 2, enforced: true },
      { directive: 'script-src-elem', blocked: 'inline', where: 'http://127.0.0.1:1/x.js:3', times: 1, enforced: true },
      { directive: 'style-src', blocked: 'data:', where: 'http://127.0.0.1:1/x.js:12', times: 1, enforced: false },
    ])
  })

  it(`keeps at most ${MAX_KEPT} distinct ones, each field cut on the page already, and survives an odd event`, () => {
    const { report, raw, kept } = page()
    report({ effectiveDirective: 3, blockedURI: null })
    for (let line = 0; line < 1_000; line++) report(event({ lineNumber: line, blockedURI: 'x'.repeat(100_000) }))
    // Held on the page too, not only in what PROBE returns: a page reporting without end does not grow.
    expect(kept()).toBe(MAX_KEPT)
    const { violations } = raw()
    expect(violations).toHaveLength(MAX_KEPT)
    expect(violations[0]).toMatchObject({ directive: '', blocked: '', source: '', line: 0 })
    expect((violations[1] as { blocked: string }).blocked).toHaveLength(1_000)
  })
})

describe('WATCHER and PROBE find the application on every engine the Editor has written', () => {
  /** An engine's application as PROBE reads it: its device, frames, preloaded assets and `once('start')`. */
  function application(device: Record<string, unknown>, frame = 0) {
    const started: (() => void)[] = []
    return {
      app: {
        graphicsDevice: device,
        frame,
        assets: {
          list: (filters: { preload?: boolean }) =>
            filters.preload === true ? [{ loaded: true }, { loaded: false }] : [{ loaded: true }],
        },
        once: (name: string, handler: () => void) => {
          expect(name).toBe('start')
          started.push(handler)
        },
      },
      start: () => started.splice(0).forEach(handler => handler()),
    }
  }

  /** A page with `pc` as given, WATCHER run in it; `frame()` runs the page's animation frames once. */
  function page(pc: unknown) {
    let frames: (() => void)[] = []
    let now = 5
    const window: Record<string, unknown> = {
      pc,
      addEventListener: () => undefined,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      performance: { now: () => now },
      document: { createElement: () => ({ getContext: () => null }) },
      navigator: {},
    }
    window.window = window
    const context = createContext(window)
    runInContext(WATCHER, context)
    return {
      frame: () => {
        const due = frames
        frames = []
        due.forEach(callback => callback())
      },
      at: (ms: number) => (now = ms),
      probe: () => readProbe(JSON.parse(JSON.stringify(runInContext(PROBE, context))) as unknown),
    }
  }

  // The shapes below are the engines' own (checked against their sources at the end).
  const engine2 = (app: unknown) => ({ version: '2.23.3', AppBase: { getApplication: () => app }, Application: {} })
  const engine1 = (app: unknown) => ({ version: '1.37.1', Application: { getApplication: () => app }, app })
  const oldest = (app: unknown) => ({ version: '', app })

  it.each<[string, (app: unknown) => { version: string }, Record<string, unknown>, DeviceType]>([
    ['engine 2: pc.AppBase.getApplication()', engine2, { deviceType: 'webgl2', isWebGL2: true }, 'webgl2'],
    ['engine 1.37.1: pc.Application.getApplication(), no AppBase', engine1, { webgl2: true, gl: {} }, 'webgl2'],
    ['engine 1.37.1 on WebGL 1 (webgl2 false)', engine1, { webgl2: false, gl: {} }, 'webgl1'],
    ['a later engine 1 (isWebGL2, no deviceType)', engine1, { isWebGL2: false, gl: {} }, 'webgl1'],
    ['the oldest engines: pc.app alone', oldest, { gl: {} }, 'webgl1'],
  ])('%s', (_, engine, device, type) => {
    const { app, start } = application(device, 0)
    const { frame, at, probe } = page(engine(app))
    expect(probe()).toMatchObject({ app: true, device: type, frame: 0, startedAt: undefined })
    frame()
    at(1_234)
    start()
    app.frame = 61
    expect(probe()).toMatchObject({
      engine: engine(app).version,
      app: true,
      device: type,
      frame: 61,
      startedAt: 1_234,
      preload: { loaded: 1, total: 2 },
    })
  })

  it("keeps each asset the engine's registry says failed, the same one counted, on engine 1 and 2 alike", () => {
    const handlers: ((...args: unknown[]) => void)[] = []
    const { app } = application({ deviceType: 'webgl2' })
    Object.assign(app.assets, {
      on: (name: string, handler: (...args: unknown[]) => void) => {
        expect(name).toBe('error')
        handlers.push(handler)
      },
    })
    const { frame, probe } = page(engine2(app))
    frame()
    const fail = (...args: unknown[]) => handlers.forEach(handler => handler(...args))
    const show = { name: 'show.mjs', file: { url: './js/esm-scripts/game/show.mjs' } }
    const error = new SyntaxError("The requested module 'x' does not provide an export named 'Nope'")
    fail(error, show)
    fail(error, show)
    // Engine 1's cubemaps fire the asset alone; a string error; an asset without a file.
    fail({ name: 'sky', file: { url: 'files/assets/3/1/sky.dds' } })
    fail('Error loading Texture from: files/assets/4/1/a.png', { name: 'a.png', file: null })
    expect(probe().failedAssets).toEqual([
      {
        name: 'show.mjs',
        path: undefined,
        message: "SyntaxError: The requested module 'x' does not provide an export named 'Nope'",
        times: 2,
      },
      { name: 'sky', path: undefined, message: '', times: 1 },
      { name: 'a.png', path: undefined, message: 'Error loading Texture from: files/assets/4/1/a.png', times: 1 },
    ])
  })

  it('tries the next lookup when one is missing, no function, throws or answers nothing', () => {
    const { app } = application({ deviceType: 'webgl1' })
    const throwing = {
      get AppBase(): never {
        throw new Error('no')
      },
      Application: { getApplication: () => app },
    }
    expect(page(throwing).probe()).toMatchObject({ app: true, device: 'webgl1' })
    expect(page({ AppBase: { getApplication: 'x' }, app }).probe().app).toBe(true)
    expect(
      page({ AppBase: { getApplication: () => null }, Application: { getApplication: () => app } }).probe().app,
    ).toBe(true)
    const answersThrow = {
      AppBase: {
        getApplication: () => {
          throw new Error('x')
        },
      },
      app,
    }
    expect(page(answersThrow).probe().app).toBe(true)
    expect(page({ app: 'an app' }).probe().app).toBe(false)
  })

  it('an engine with no application yet: the engine, and no app (the same on every engine)', () => {
    expect(page(engine2(null)).probe()).toMatchObject({ engine: '2.23.3', app: false, device: undefined })
    expect(page(engine1(undefined)).probe()).toMatchObject({ engine: '1.37.1', app: false, device: undefined })
    expect(page({ version: '1.37.1', Application: { getApplication: () => null }, app: null }).probe().app).toBe(false)
  })

  it('reads a device that says nothing it knows as unknown, and one whose properties throw as unknown', () => {
    const hostile = {
      get deviceType(): never {
        throw new Error('no')
      },
    }
    expect(page(engine1(application({}).app)).probe().device).toBe('unknown')
    expect(page(engine1(application(hostile).app)).probe().device).toBe('unknown')
    expect(page(engine2(application({ deviceType: 'null', isNull: true }).app)).probe().device).toBe('null')
    expect(page(engine1(application({ isNull: true }).app)).probe().device).toBe('null')
    expect(page(engine1(application({ isWebGPU: true }).app)).probe().device).toBe('webgpu')
  })

  it('the shapes faked here are those of the engines in node_modules (1.37.1 and 2.23.3)', () => {
    const source = (name: string) =>
      readFileSync(createRequire(import.meta.url).resolve(`${name}/build/playcanvas.js`), 'utf8')
    // What of each is not in the source (not the source itself, a megabyte, in a failure).
    const missing = (text: string, patterns: (string | RegExp)[]) =>
      patterns.filter(pattern => (typeof pattern === 'string' ? !text.includes(pattern) : !pattern.test(text)))
    const present = (text: string, patterns: RegExp[]) => patterns.filter(pattern => pattern.test(text))
    const one = source('playcanvas-1')
    expect(
      missing(one, [
        'var version = "1.37.1";',
        // The application: the Application's, kept as the current one and as pc.app.
        'Application.getApplication = function (id) {',
        'Application._currentApplication = this;',
        'exports.app = this;',
        // The device: webgl2 true or false as the context made, and its gl.
        'this.webgl2 = preferWebGl2 && i < 2;',
        'this.gl = gl;',
        // frame, the start event, the preloaded assets, once().
        /start: function \(\) \{\s+this\.frame = 0;\s+this\.fire\("start"/,
        /update: function \(dt\) \{\s+this\.frame\+\+;/,
        /list: function \(filters\) \{[\s\S]{0,200}include = \(asset\.preload === filters\.preload\);/,
        'once: function (name, callback, scope) {',
      ]),
    ).toEqual([])
    // None of what engine 2 says: no AppBase, no deviceType, isWebGL2, isNull or isWebGPU.
    expect(present(one, [/\bAppBase\b/, /\bdeviceType\b/, /\bisWebGL2\b/, /\bisNull\b/, /\bisWebGPU\b/])).toEqual([])
    expect(missing(source('playcanvas'), [/static getApplication\(\w+\) \{/, /get deviceType\(\) \{/])).toEqual([])
  })
})

describe("WATCHER holds the page's animation frames once the verdict is in (HOLD_FRAMES)", () => {
  /** A page whose browser runs animation frames when the test says; WATCHER (after the pinned clock, if asked) in it. */
  function page(options: { pinned?: boolean } = {}) {
    let pending: ((time: number) => void)[] = []
    let time = 0
    const window: Record<string, unknown> = {
      addEventListener: () => undefined,
      requestAnimationFrame(callback: unknown) {
        if (typeof callback !== 'function') throw new TypeError('not a function')
        return pending.push(callback as (time: number) => void)
      },
      performance: { now: () => time },
      document: { createElement: () => ({ getContext: () => null }) },
      navigator: {},
    }
    window.window = window
    const context = createContext(window)
    if (options.pinned) runInContext(pinnedClock(1), context)
    runInContext(WATCHER, context)
    const run = <T>(code: string): T => runInContext(code, context) as T
    // An app's loop, as the engine's: each frame asks for the next one first, then counts itself.
    run(
      'globalThis.ticks = 0; const tick = () => { requestAnimationFrame(tick); ticks++; }; requestAnimationFrame(tick)',
    )
    return {
      run,
      frame: () => {
        const due = pending
        pending = []
        time += 16
        for (const callback of due) callback(time)
      },
    }
  }

  it("runs the page's frames until held; then keeps them, and answers once two of the browser's frames have passed", async () => {
    const { run, frame } = page()
    frame()
    frame()
    expect(run('ticks')).toBe(2)
    let answered = false
    const held = run<Promise<unknown>>(HOLD_FRAMES).then(value => {
      answered = true
      return value
    })
    // The frame the app asked for before the hold comes, and its callback is kept, never run.
    frame()
    await Promise.resolve()
    expect(run('ticks')).toBe(2)
    expect(answered).toBe(false)
    frame()
    await expect(held).resolves.toBe(true)
    for (let i = 0; i < 5; i++) frame()
    expect(run('ticks')).toBe(2)
    expect(() => run('requestAnimationFrame(3)')).toThrow('not a function')
  })

  it("with the clock pinned (whose frames hold at frames), waits on the browser's own frames all the same", async () => {
    const { run, frame } = page({ pinned: true })
    run('window.pc = { AppBase: { getApplication: () => ({ frame: 5 }) } }')
    // The pinned clock holds every frame from here (the app is past frame 1): hold() must not wait on it.
    const held = run<Promise<unknown>>(HOLD_FRAMES)
    frame()
    frame()
    await expect(held).resolves.toBe(true)
  })

  it('a page WATCHER is not in answers false at once', () => {
    const context = createContext({ window: {} })
    runInContext('window.window = window', context)
    expect(runInContext(HOLD_FRAMES, context)).toBe(false)
  })
})
