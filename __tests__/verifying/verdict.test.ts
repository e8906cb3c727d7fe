import { describe, expect, it } from '@jest/globals'
import type { FailedAsset, ProbeState, Violation } from '../../src/verifying/page-probe.js'
import type { PageProblem } from '../../src/verifying/page-record.js'
import {
  type Expected,
  type Seen,
  describeFailedAsset,
  describeProblem,
  describeViolation,
  judge,
} from '../../src/verifying/verdict.js'

const EXPECTED: Expected = { frames: 60, timeoutSeconds: 30, failOnConsoleError: false }

const WEBGL = { webgl2: true, webgl1: true, webgpu: false }
/** A look at an app that started 1.5 s into the page and drew 60 frames since, at 3.5 s. */
const running = (change: Partial<ProbeState> = {}): ProbeState => ({
  now: 3_500,
  engine: '2.7.4',
  app: true,
  device: 'webgl2',
  frame: 60,
  startedAt: 1_500,
  preload: { loaded: 4, total: 4 },
  webgl: WEBGL,
  violations: [],
  failedAssets: [],
  ...change,
})
const seen = (change: Partial<Seen> = {}): Seen => ({
  state: running(),
  problems: [],
  consoleErrors: [],
  openRequests: [],
  ...change,
})

const exception: PageProblem = { kind: 'exception', message: 'Error: boom', where: 'files/spin.js:8', times: 12 }
const consoleError: PageProblem = { kind: 'console', message: 'shader failed', where: 'files/a.js:3', times: 1 }

/** The one fault's message of a failed verdict. */
function fault(verdict: ReturnType<typeof judge>): string {
  expect(verdict.status).toBe('failed')
  const faults = verdict.status === 'failed' ? verdict.faults : []
  expect(faults).toHaveLength(1)
  return faults[0]?.message ?? ''
}

describe('judge', () => {
  it('passes an app that started on a device and drew the frames wanted, with nothing wrong', () => {
    expect(judge(seen(), EXPECTED, false)).toEqual({ status: 'passed' })
    expect(judge(seen({ state: running({ frame: 500 }) }), EXPECTED, true)).toEqual({ status: 'passed' })
  })

  it("waits, once the frames are drawn, for the app's requests still in flight: their answers may be faults", () => {
    const inFlight = seen({ openRequests: ['js/esm-scripts/draw/paint.mjs'] })
    expect(judge(inFlight, EXPECTED, false)).toEqual({ status: 'waiting' })
    // A request that never ends (a stream) does not hold the verdict forever: settled, or at the timeout, it passes.
    expect(judge({ ...inFlight, settled: true }, EXPECTED, false)).toEqual({ status: 'passed' })
    expect(judge(inFlight, EXPECTED, true)).toEqual({ status: 'passed' })
    const answered404 = {
      ...inFlight,
      openRequests: [],
      problems: [{ kind: 'request', path: 'js/esm-scripts/draw/paint.mjs', status: 404 } as PageProblem],
    }
    expect(judge(answered404, EXPECTED, false)).toMatchObject({ status: 'failed' })
  })

  it.each<[string, Partial<ProbeState>]>([
    ['one frame too few', { frame: 59 }],
    ['no start', { startedAt: undefined }],
    ['no device', { device: undefined }],
  ])('waits, before the timeout, on an app with %s', (_, change) => {
    expect(judge(seen({ state: running(change) }), EXPECTED, false)).toEqual({ status: 'waiting' })
  })

  it('waits before the first look at the page', () => {
    expect(judge(seen({ state: undefined }), EXPECTED, false)).toEqual({ status: 'waiting' })
  })

  it('fails at once on a problem of the page, each told as describeProblem tells it', () => {
    const request: PageProblem = { kind: 'request', path: 'files/a.js', status: 404 }
    expect(judge(seen({ problems: [exception, request] }), EXPECTED, false)).toEqual({
      status: 'failed',
      faults: [
        { kind: 'exception', message: 'Uncaught Error: boom at files/spin.js:8 (12 times)' },
        { kind: 'request', message: 'files/a.js answered 404' },
      ],
    })
  })

  it('fails on a page that could not be opened, before any other fault', () => {
    const verdict = judge(seen({ pageError: 'net::ERR_CONNECTION_REFUSED', problems: [exception] }), EXPECTED, false)
    expect(verdict).toMatchObject({
      status: 'failed',
      faults: [
        { kind: 'page', message: 'The page could not be opened: net::ERR_CONNECTION_REFUSED' },
        { kind: 'exception' },
      ],
    })
  })

  it('fails on console errors only with failOnConsoleError', () => {
    const withErrors = seen({ consoleErrors: [consoleError] })
    expect(judge(withErrors, EXPECTED, false)).toEqual({ status: 'passed' })
    expect(judge(withErrors, { ...EXPECTED, failOnConsoleError: true }, false)).toEqual({
      status: 'failed',
      faults: [{ kind: 'console', message: 'console.error: shader failed at files/a.js:3' }],
    })
  })

  it("fails at once on the engine's null device, however many frames it drew", () => {
    const verdict = judge(seen({ state: running({ device: 'null', frame: 1000 }) }), EXPECTED, false)
    expect(verdict).toMatchObject({ status: 'failed', faults: [{ kind: 'null-device' }] })
    expect(fault(verdict)).toMatch(/^No WebGL: the engine fell back to its null graphics device/)
  })

  it('fails at once, with no device yet, when the browser offers neither WebGL nor WebGPU', () => {
    const none = { webgl2: false, webgl1: false, webgpu: false }
    const verdict = judge(seen({ state: running({ device: undefined, webgl: none }) }), EXPECTED, false)
    expect(verdict).toMatchObject({ status: 'failed', faults: [{ kind: 'no-webgl' }] })
    expect(fault(verdict)).toBe(
      'No WebGL: the browser offers neither WebGL 2, WebGL 1 nor WebGPU, so the app cannot make its graphics device',
    )
  })

  it.each<[string, ProbeState['webgl'], Partial<ProbeState>]>([
    ['WebGPU is still being asked for its adapter', { webgl2: false, webgl1: false, webgpu: undefined }, {}],
    ['WebGPU is offered', { webgl2: false, webgl1: false, webgpu: true }, {}],
    ['WebGL 1 is offered', { webgl2: false, webgl1: true, webgpu: false }, {}],
    ['the app has its device anyway', { webgl2: false, webgl1: false, webgpu: false }, { device: 'webgl2' }],
  ])('tells no no-webgl fault while %s', (_, webgl, change) => {
    const verdict = judge(seen({ state: running({ device: undefined, webgl, ...change }) }), EXPECTED, false)
    expect(verdict.status).not.toBe('failed')
  })

  describe('at the timeout', () => {
    const timedOut = (change: Partial<Seen>, expected = EXPECTED) => fault(judge(seen(change), expected, true))

    it.each<[string, Seen['state'], string]>([
      ['no look at the page', undefined, 'the page never answered'],
      [
        'no pc',
        running({ engine: undefined, app: false, device: undefined }),
        'the engine never loaded (no pc on the page)',
      ],
      [
        'no application',
        running({ app: false, device: undefined }),
        'engine 2.7.4 loaded, but no application was made (the engine knows of none: __start__.js did not run, or failed before it made one)',
      ],
      [
        'no application of engine 1, which has no pc.AppBase: named as for every engine',
        running({ engine: '1.36.1', app: false, device: undefined }),
        'engine 1.36.1 loaded, but no application was made (the engine knows of none: __start__.js did not run, or failed before it made one)',
      ],
      [
        'no application of an engine without a version',
        running({ engine: '', app: false, device: undefined }),
        'engine (no version) loaded, but no application was made (the engine knows of none: __start__.js did not run, or failed before it made one)',
      ],
      [
        'no device',
        running({ device: undefined, startedAt: undefined }),
        'the application never got its graphics device',
      ],
      [
        'the preload unfinished',
        running({ startedAt: undefined, frame: 0, preload: { loaded: 3, total: 7 } }),
        'the preload: 3 of 7 preloaded assets loaded',
      ],
      [
        'no start',
        running({ startedAt: undefined, frame: 0 }),
        'the application to start (its config, its preload and its first scene, then start())',
      ],
    ])('says, for %s, what it was waiting for', (_, state, waitingFor) => {
      expect(timedOut({ state })).toBe(`The app did not start within 30 s: waiting for ${waitingFor}`)
      expect(judge(seen({ state }), EXPECTED, true)).toMatchObject({ faults: [{ kind: 'not-started' }] })
    })

    it('says too few frames, with the seconds since the start', () => {
      const verdict = judge(seen({ state: running({ frame: 12, now: 4_000, startedAt: 1_500 }) }), EXPECTED, true)
      expect(verdict).toEqual({
        status: 'failed',
        faults: [
          {
            kind: 'too-few-frames',
            message: 'Too few frames: the app drew 12 of 60 in the 2.5 s since it started',
          },
        ],
      })
    })

    it('lists the requests still open, at most five and how many more', () => {
      const state = running({ startedAt: undefined, frame: 0, preload: { loaded: 1, total: 9 } })
      expect(timedOut({ state, openRequests: ['a.js', 'b.glb'] })).toBe(
        'The app did not start within 30 s: waiting for the preload: 1 of 9 preloaded assets loaded; requests still open: a.js, b.glb',
      )
      const seven = ['1.js', '2.js', '3.js', '4.js', '5.js', '6.js', '7.js']
      expect(timedOut({ state, openRequests: seven })).toMatch(
        /; requests still open: 1\.js, 2\.js, 3\.js, 4\.js, 5\.js and 2 more$/,
      )
      expect(timedOut({ state, openRequests: seven.slice(0, 5) })).toMatch(/5\.js$/)
      expect(timedOut({ state: running({ frame: 2 }), openRequests: ['slow.bin'] })).toMatch(
        /since it started; requests still open: slow\.bin$/,
      )
    })

    it("appends the app's first console error to a start that never came, after the open requests", () => {
      const second: PageProblem = { kind: 'console', message: 'second', times: 3 }
      const message = timedOut({
        state: running({ startedAt: undefined, frame: 0 }),
        openRequests: ['a.js'],
        consoleErrors: [{ ...consoleError, times: 4 }, second],
      })
      expect(message).toMatch(
        /; requests still open: a\.js; the app's first console error: console\.error: shader failed at files\/a\.js:3 \(4 times\)$/,
      )
      expect(message).not.toContain('second')
    })

    it('fails on a problem rather than on the timeout', () => {
      expect(judge(seen({ state: undefined, problems: [exception] }), EXPECTED, true)).toMatchObject({
        faults: [{ kind: 'exception' }],
      })
    })
  })
})

describe('describeProblem', () => {
  it.each<[PageProblem, string]>([
    [
      { kind: 'exception', message: 'Error: boom', where: 'spin.js:8', times: 12 },
      'Uncaught Error: boom at spin.js:8 (12 times)',
    ],
    [{ kind: 'exception', message: 'Error: boom', times: 1 }, 'Uncaught Error: boom'],
    [{ kind: 'console', message: 'oops', where: 'a.js:1', times: 1 }, 'console.error: oops at a.js:1'],
    [{ kind: 'console', message: 'oops', times: 2 }, 'console.error: oops (2 times)'],
    [{ kind: 'request', path: 'a.js', status: 404 }, 'a.js answered 404'],
    [
      { kind: 'request', path: 'b.wasm', error: 'net::ERR_CONNECTION_RESET' },
      'b.wasm failed: net::ERR_CONNECTION_RESET',
    ],
    [{ kind: 'request', path: 'c.json' }, 'c.json failed: no answer'],
  ])('tells %j as %p', (problem, told) => {
    expect(describeProblem(problem)).toBe(told)
  })
})

describe('judge, when the page stopped answering (a script that never returns)', () => {
  it('says so before what it was waiting for when it last answered', () => {
    const stuck = seen({
      state: running({ startedAt: undefined, frame: 0, preload: { loaded: 0, total: 1 } }),
      answering: false,
    })
    expect(judge(stuck, EXPECTED, true)).toEqual({
      status: 'failed',
      faults: [
        {
          kind: 'not-started',
          message:
            'The app did not start within 30 s: the page stopped answering (a script that never returns, or a frame that never ends); when it last answered, it was waiting for the preload: 0 of 1 preloaded assets loaded',
        },
      ],
    })
  })

  it('and before the frames it had drawn', () => {
    const stuck = seen({ state: running({ frame: 3 }), answering: false })
    const verdict = judge(stuck, EXPECTED, true)
    expect(verdict.status === 'failed' && verdict.faults[0]?.message).toBe(
      'Too few frames: the page stopped answering (a script that never returns, or a frame that never ends); when it last answered, the app drew 3 of 60 in the 2.0 s since it started',
    )
  })
})

describe("judge, on violations of the page's Content Security Policy", () => {
  const blockedImage: Violation = {
    directive: 'img-src',
    blocked: 'data:',
    where: 'files/assets/1/1/x.js:12',
    times: 3,
    enforced: true,
  }

  it('fails at once on one the policy enforced, however far the app got, naming the directive and what it blocked', () => {
    const verdict = judge(seen({ state: running({ violations: [blockedImage], frame: 500 }) }), EXPECTED, false)
    expect(verdict).toEqual({
      status: 'failed',
      faults: [
        {
          kind: 'csp',
          message: 'Content Security Policy: img-src blocked data: at files/assets/1/1/x.js:12 (3 times)',
        },
      ],
    })
  })

  it('tells it after the problems of the page, and before the console errors', () => {
    const state = running({ violations: [blockedImage] })
    const verdict = judge(
      seen({ state, problems: [exception], consoleErrors: [consoleError] }),
      { ...EXPECTED, failOnConsoleError: true },
      false,
    )
    expect(verdict.status === 'failed' && verdict.faults.map(fault => fault.kind)).toEqual([
      'exception',
      'csp',
      'console',
    ])
  })

  it("passes an app whose only violations are a report-only policy's, which blocked nothing", () => {
    const reported = running({ violations: [{ ...blockedImage, enforced: false }] })
    expect(judge(seen({ state: reported }), EXPECTED, false)).toEqual({ status: 'passed' })
  })

  it.each<[Partial<Violation>, string]>([
    [{ times: 1 }, 'Content Security Policy: img-src blocked data: at files/assets/1/1/x.js:12'],
    [{ where: undefined, times: 1 }, 'Content Security Policy: img-src blocked data:'],
    [
      { directive: 'script-src-elem', blocked: 'inline', where: 'index.html:9', times: 1 },
      'Content Security Policy: script-src-elem blocked an inline script at index.html:9',
    ],
    [
      { directive: 'style-src-elem', blocked: 'inline', where: 'files/assets/2/1/loading.js:30', times: 1 },
      'Content Security Policy: style-src-elem blocked an inline style at files/assets/2/1/loading.js:30',
    ],
    [
      { directive: 'script-src', blocked: 'eval', where: 'playcanvas-stable.min.js:1', times: 2 },
      'Content Security Policy: script-src blocked eval (or new Function) at playcanvas-stable.min.js:1 (2 times)',
    ],
    [
      { directive: 'script-src', blocked: 'wasm-eval', where: undefined, times: 1 },
      'Content Security Policy: script-src blocked WebAssembly compilation',
    ],
    [
      { directive: 'connect-src', blocked: 'wss://game.example.com/socket', where: 'files/a.js:4', times: 1 },
      'Content Security Policy: connect-src blocked wss://game.example.com/socket at files/a.js:4',
    ],
    [
      { directive: 'unknown', blocked: '', where: undefined, times: 1 },
      'Content Security Policy: unknown blocked a load',
    ],
  ])('tells %j as %p', (change, told) => {
    expect(describeViolation({ ...blockedImage, ...change })).toBe(told)
  })
})

describe('judge, on assets the engine could not load', () => {
  const failed: FailedAsset = {
    name: 'show.mjs',
    path: 'js/esm-scripts/game/show.mjs',
    message:
      "SyntaxError: The requested module '../../playcanvas-stable.min.mjs' does not provide an export named 'Nope'",
    times: 1,
  }

  it('fails a running app whose script asset never imported: the engine caught it and went on', () => {
    expect(judge(seen({ state: running({ failedAssets: [failed] }) }), EXPECTED, false)).toEqual({
      status: 'failed',
      faults: [
        {
          kind: 'asset',
          message:
            "Asset show.mjs (js/esm-scripts/game/show.mjs) failed to load: SyntaxError: The requested module '../../playcanvas-stable.min.mjs' does not provide an export named 'Nope'",
        },
      ],
    })
  })

  it.each<[Partial<FailedAsset>, string]>([
    [{ times: 3 }, 'Asset show.mjs (js/esm-scripts/game/show.mjs) failed to load: SyntaxError: x (3 times)'],
    [{ path: undefined }, 'Asset show.mjs failed to load: SyntaxError: x'],
    [{ path: 'show.mjs' }, 'Asset show.mjs failed to load: SyntaxError: x'],
    [{ name: '', message: '' }, 'An asset (js/esm-scripts/game/show.mjs) failed to load'],
  ])('%o: %s', (change, told) => {
    expect(describeFailedAsset({ ...failed, message: 'SyntaxError: x', ...change })).toBe(told)
  })
})
