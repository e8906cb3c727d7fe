import type { PageProblem } from './page-record.js'
import type { FailedAsset, ProbeState, Violation } from './page-probe.js'

/** One thing wrong with the app, told as the log, the annotation and the summary tell it. */
export interface Fault {
  kind:
    | 'exception'
    | 'request'
    | 'csp'
    | 'asset'
    | 'console'
    | 'no-webgl'
    | 'null-device'
    | 'not-started'
    | 'too-few-frames'
    | 'page'
    | 'network'
    /** Against its app shell's rules (shells.ts: started before Cordova's deviceready). */
    | 'platform'
    /** The screenshot unlike the reference (likeness.ts). */
    | 'picture'
  message: string
}

export type Verdict = { status: 'passed' } | { status: 'failed'; faults: Fault[] } | { status: 'waiting' }

export interface Seen {
  /** The last look at the page; undefined before the first. */
  state?: ProbeState
  problems: readonly PageProblem[]
  consoleErrors: readonly PageProblem[]
  openRequests: readonly string[]
  /** False when the last look got no answer: the page's thread is stuck (a script that never returns). */
  answering?: boolean
  /** The page could not be opened at all (the navigation's own error). */
  pageError?: string
  /**
   * The frames were drawn long enough ago that a request of the app still open is taken for one that never ends (a
   * stream): until then, a request in flight once the frames are drawn (a module's `import()` made in a script's
   * initialize) is waited for, as its answer may be a fault.
   */
  settled?: boolean
  /** What the network's container, or the app's shell, saw the page do against its rules (containers.ts, shells.ts). */
  networkFaults?: readonly Fault[]
}

export interface Expected {
  frames: number
  timeoutSeconds: number
  failOnConsoleError: boolean
}

/**
 * Whether the app passed, failed, or is still to be waited for. Passed: the app exists, started, runs on a real graphics
 * device and ran `frames` frames, and nothing went wrong on the page (its own Content Security Policy blocked nothing:
 * what a policy blocks, the app did not get, whether or not it throws). Any problem fails it at once; at `timedOut`,
 * what it was still waiting for is the fault. Pure.
 */
export function judge(seen: Seen, expected: Expected, timedOut: boolean): Verdict {
  const faults: Fault[] = []
  if (seen.pageError) faults.push({ kind: 'page', message: `The page could not be opened: ${seen.pageError}` })
  faults.push(...seen.problems.map(problemFault))
  faults.push(...(seen.networkFaults ?? []))
  // A report-only policy's violation blocked nothing: the app got what it asked for.
  const violations = seen.state?.violations.filter(violation => violation.enforced) ?? []
  faults.push(...violations.map(violation => ({ kind: 'csp' as const, message: describeViolation(violation) })))
  // The engine catches an asset's failure and goes on (a script module that did not import never runs): a fault.
  faults.push(
    ...(seen.state?.failedAssets ?? []).map(failed => ({
      kind: 'asset' as const,
      message: describeFailedAsset(failed),
    })),
  )
  if (expected.failOnConsoleError) faults.push(...seen.consoleErrors.map(problemFault))
  const state = seen.state
  if (state?.device === 'null') {
    faults.push({
      kind: 'null-device',
      message:
        "No WebGL: the engine fell back to its null graphics device, so the app runs and draws nothing (its settings' device types end in null, and none before it could be made)",
    })
  } else if (state && !state.device && !state.webgl.webgl2 && !state.webgl.webgl1 && state.webgl.webgpu === false) {
    faults.push({
      kind: 'no-webgl',
      message:
        'No WebGL: the browser offers neither WebGL 2, WebGL 1 nor WebGPU, so the app cannot make its graphics device',
    })
  }
  if (faults.length > 0) return { status: 'failed', faults }
  if (state?.startedAt !== undefined && state.device && state.frame >= expected.frames)
    return seen.openRequests.length === 0 || seen.settled || timedOut ? { status: 'passed' } : { status: 'waiting' }
  if (!timedOut) return { status: 'waiting' }
  return { status: 'failed', faults: [waitingFault(seen, expected)] }
}

function problemFault(problem: PageProblem): Fault {
  return { kind: problem.kind, message: describeProblem(problem) }
}

/** A problem of the page in one line: `Uncaught Error: boom at spin.js:8 (12 times)`, `a.js answered 404`. */
export function describeProblem(problem: PageProblem): string {
  const times = 'times' in problem && problem.times > 1 ? ` (${problem.times} times)` : ''
  switch (problem.kind) {
    case 'exception':
      return `Uncaught ${problem.message}${at(problem.where)}${times}`
    case 'console':
      return `console.error: ${problem.message}${at(problem.where)}${times}`
    case 'request':
      return problem.status !== undefined
        ? `${problem.path} answered ${problem.status}`
        : `${problem.path} failed: ${problem.error ?? 'no answer'}`
  }
}

const at = (where: string | undefined): string => (where ? ` at ${where}` : '')

/**
 * A violation of the page's policy in one line: `Content Security Policy: img-src blocked data: at
 * files/assets/1/1/x.js:12 (3 times)`; what has no address in words.
 */
export function describeViolation(violation: Violation): string {
  const { directive, blocked } = violation
  const kind = directive.startsWith('style') ? 'style' : directive.startsWith('script') ? 'script' : 'code'
  const what =
    blocked === 'inline'
      ? `an inline ${kind}`
      : blocked === 'eval'
        ? 'eval (or new Function)'
        : blocked === 'wasm-eval'
          ? 'WebAssembly compilation'
          : blocked || 'a load'
  const times = violation.times > 1 ? ` (${violation.times} times)` : ''
  return `Content Security Policy: ${directive} blocked ${what}${at(violation.where)}${times}`
}

/**
 * An asset the engine could not load in one line: `Asset show.mjs (js/esm-scripts/game/show.mjs) failed to load:
 * SyntaxError: … (2 times)`.
 */
export function describeFailedAsset(failed: FailedAsset): string {
  const name = failed.name ? `Asset ${failed.name}` : 'An asset'
  const path = failed.path && failed.path !== failed.name ? ` (${failed.path})` : ''
  const times = failed.times > 1 ? ` (${failed.times} times)` : ''
  return `${name}${path} failed to load${failed.message ? `: ${failed.message}` : ''}${times}`
}

/** What the app was still waiting for when the time ran out. */
function waitingFault(seen: Seen, expected: Expected): Fault {
  const state = seen.state
  const open = seen.openRequests.length
    ? `; requests still open: ${seen.openRequests.slice(0, 5).join(', ')}${seen.openRequests.length > 5 ? ` and ${seen.openRequests.length - 5} more` : ''}`
    : ''
  const stuck =
    seen.answering === false
      ? 'the page stopped answering (a script that never returns, or a frame that never ends); when it last answered, '
      : ''
  if (state?.startedAt !== undefined && state.device) {
    const seconds = ((state.now - state.startedAt) / 1000).toFixed(1)
    return {
      kind: 'too-few-frames',
      message: `Too few frames: ${stuck}the app drew ${state.frame} of ${expected.frames} in the ${seconds} s since it started${open}`,
    }
  }
  let waitingFor: string
  if (!state) waitingFor = 'the page never answered'
  else if (state.engine === undefined) waitingFor = 'the engine never loaded (no pc on the page)'
  else if (!state.app)
    waitingFor = `engine ${state.engine || '(no version)'} loaded, but no application was made (the engine knows of none: __start__.js did not run, or failed before it made one)`
  else if (!state.device) waitingFor = 'the application never got its graphics device'
  else if (state.preload && state.preload.loaded < state.preload.total)
    waitingFor = `the preload: ${state.preload.loaded} of ${state.preload.total} preloaded assets loaded`
  else waitingFor = 'the application to start (its config, its preload and its first scene, then start())'
  const wrote = seen.consoleErrors[0]
    ? `; the app's first console error: ${describeProblem(seen.consoleErrors[0])}`
    : ''
  return {
    kind: 'not-started',
    message: `The app did not start within ${expected.timeoutSeconds} s: ${stuck && `${stuck}it was `}waiting for ${waitingFor}${open}${wrote}`,
  }
}
