/**
 * A deterministic, virtual-time model of N runs of the action sharing one token against a fixed-window limiter.
 * It drives the action's own pure functions (the poll schedule, the retry policy, the request gate, the reading of
 * rate-limit windows from the traffic record), so it designs and checks the pacing in milliseconds of real time;
 * `npm run bench -- --matrix` confirms it on real processes.
 *
 * The limiter is the stand-in's: a window opens at the first request after the last one closed and lets `limit`
 * requests through; 429s count as spent. Each request is answered `latencyMs` after it is sent. With `createLimit`,
 * the creates spend a class of their own (the `post` class users report), and their answers describe that class.
 */
import { ApiError } from '../src/errors.js'
import type { RateLimit } from '../src/traffic/rate-limit.js'
import { type Attempts, retryDecision } from '../src/retrying/policy.js'
import { pollWindow } from '../src/traffic/rate-windows.js'
import { type Route, gateDelay } from '../src/traffic/traffic.js'
import { type PollInput, byAge, planPoll, recentSpenders } from '../src/waiting/pacing.js'

export interface Scenario {
  runs: number
  /** Requests per window, and the window's length. */
  limit: number
  windowMs?: number
  /** When set, the creates are in a class of their own with this limit per window. */
  createLimit?: number
  /** Each run's job length: fixed, or drawn uniformly from [min, max]. */
  jobMs: number | [number, number]
  /** Runs start spread uniformly over this long. */
  staggerMs?: number
  /** Another tool spending this many requests per window, evenly, all along (or from/until the times below). */
  otherPerWindow?: number
  /** When the other tool starts and stops, from the scenario's start (default: all along). */
  otherFromMs?: number
  otherUntilMs?: number
  latencyMs?: number
  /**
   * Each run's wait ends up to this much late, at random (a busy machine's timers; the e2e test's scaled clock
   * multiplies them). From a generator of its own, so that the other figures of a seed stay as they were.
   */
  timerJitterMs?: number
  seed?: number
  /**
   * What the action's `parallel-runs` input says: how many runs of this matrix may spend the token at once (default:
   * `runs`, the truth a runner's `strategy` context gives; larger where a step under `if:` runs in only some jobs).
   */
  hint?: number
}

/**
 * The delay before the next poll, from what the action knows at that moment; `truth` is what it cannot know (the
 * scenario's number of runs, the other tool's spending), for the reference.
 */
export type Pacing = (input: PollInput, truth: Truth) => number

export interface Truth {
  runs: number
  /** The other tool's requests from now until the reading's reset. */
  othersUntil: (resetAtMs: number, nowMs: number) => number
}

export const PACINGS: Record<'alone' | 'current' | 'hinted' | 'reference', Pacing> = {
  /** Each run at its own pace, as if it were alone on the token: what sharing is measured against. */
  alone: i => byAge(i.ageMs),
  /** The pacing not told the matrix's size (a hint of 1: the pacing before the hint, request for request). */
  current: i => planPoll({ ...i, hint: 1 }).delayMs,
  /** The pacing told the matrix's size, as the action is by its `parallel-runs` input. */
  hinted: i => planPoll(i).delayMs,
  /**
   * The same pacing told the truth it estimates: the scenario's number of runs, and what the other tool will spend
   * before the reset. Not an oracle (it does not know when a job ends): the best the estimate could give.
   */
  reference: (i, truth) => {
    const othersUntilReset = i.latest ? truth.othersUntil(i.latest.resetAtMs, i.nowMs) : 0
    return planPoll({ ...i, known: { spenders: truth.runs, othersUntilReset } }).delayMs
  },
}

/**
 * The pacing before it kept headroom for another client (issue 63): the steps between readings left out, so that no
 * rate of another client is estimated and its requests count as runs. `npm run simulate -- --others` compares.
 */
export const withoutHeadroom: Pacing = i => planPoll({ ...i, steps: undefined }).delayMs

/**
 * The estimate before a late run was told apart from the runs before it: each other request in the window counted
 * as a run like this one. `npm run simulate -- --staggered` measures the current pacing against it.
 */
export const requestsAsRuns: Pacing = i =>
  planPoll({ ...i, known: { spenders: countRequestsAsRuns(i), othersUntilReset: 0 } }).delayMs

function countRequestsAsRuns(input: PollInput): number {
  const { latest, ownInWindow } = input
  if (!latest) return 1
  return Math.max(1, (latest.limit - latest.remaining) / Math.max(1, ownInWindow), recentSpenders(input))
}

export interface Outcome {
  requests: number
  limited: number
  /** Requests the runs sent (the other tool's excluded). */
  runRequests: number
  runLimited: number
  succeeded: number
  /** Start → the answer saying the job is complete, per run. */
  runMs: number[]
  slowestMs: number
  meanMs: number
  /** The earliest the last run could finish given the limit: the job, after the windows its creates and polls need. */
  boundMs: number
}

const MINUTE_MS = 60_000
const GIVE_UP_MS = 30 * MINUTE_MS

/** How a run reads its record into the polls' window: the action's way, or another to compare it with. */
export type WindowReader = typeof pollWindow

/** The readings of every route taken as the polls' class, as the action read them before the classes were kept apart. */
export const mixedReadings: WindowReader = sent => pollWindow(sent.map(s => ({ ...s, route: 'poll' as const })))

export function simulate(scenario: Scenario, pacing: Pacing, readWindow: WindowReader = pollWindow): Outcome {
  const { runs, limit, windowMs = MINUTE_MS, staggerMs = 1_000, otherPerWindow = 0, latencyMs = 20 } = scenario
  const { otherFromMs = -Infinity, otherUntilMs = Infinity } = scenario
  const hint = scenario.hint ?? runs
  const random = mulberry32(scenario.seed ?? 1)
  const late = mulberry32((scenario.seed ?? 1) + 7919)
  const jitter = (): number => (scenario.timerJitterMs ? late() * scenario.timerJitterMs : 0)
  const queue = new EventQueue()
  const limiter = new FixedWindow(limit, windowMs)
  const createLimiter = scenario.createLimit ? new FixedWindow(scenario.createLimit, windowMs) : limiter
  let requests = 0
  let limited = 0
  let runRequests = 0
  let runLimited = 0

  /** Sends one request now; returns the answer's status and headers. */
  const send = (now: number, byRun: boolean, route: Route = 'poll'): { ok: boolean; reading: RateLimit } => {
    const window = route === 'create' ? createLimiter : limiter
    const ok = window.spend(now)
    requests++
    if (!ok) limited++
    if (byRun) {
      runRequests++
      if (!ok) runLimited++
    }
    return { ok, reading: window.reading(now + latencyMs) }
  }

  const truth: Truth = {
    runs,
    othersUntil: (resetAtMs, nowMs) =>
      (otherPerWindow * Math.max(0, Math.min(resetAtMs, otherUntilMs) - Math.max(nowMs, otherFromMs))) / windowMs,
  }
  const runMs: number[] = []
  const jobs = Array.from({ length: runs }, () =>
    typeof scenario.jobMs === 'number'
      ? scenario.jobMs
      : scenario.jobMs[0] + random() * (scenario.jobMs[1] - scenario.jobMs[0]),
  )
  for (let i = 0; i < runs; i++) {
    const startMs = random() * staggerMs
    const jobMs = jobs[i] as number
    // The run's traffic record, as the action keeps it: each request's route, time and reading.
    const run = { createdAtMs: 0, sent: [] as { route: Route; atMs: number; reading?: RateLimit }[], attempt: 0 }
    const request = (now: number, operation: Attempts['operation'], then: (at: number) => void): void => {
      const hold = gateDelay(
        run.sent.map(s => s.atMs),
        now,
      )
      if (hold > 0) return queue.at(now + hold, at => request(at, operation, then))
      const { ok, reading } = send(now, true, operation)
      run.sent.push({ route: operation, atMs: now, reading })
      const answeredAt = now + latencyMs
      if (ok) {
        run.attempt = 0
        return queue.at(answeredAt, then)
      }
      const error = new ApiError(429, 'Too many requests', reading.resetAtMs)
      const decision = retryDecision(error, { operation, attempt: run.attempt++, unsureCreates: 0 }, answeredAt, random)
      const delayMs = decision.action === 'retry' ? decision.delayMs : 0
      queue.at(answeredAt + delayMs, at => request(at, operation, then))
    }
    const poll = (now: number): void => {
      if (now - startMs > GIVE_UP_MS) return
      const delayMs = pacing({ ageMs: now - run.createdAtMs, nowMs: now, random, hint, ...readWindow(run.sent) }, truth)
      queue.at(now + delayMs + jitter(), at =>
        request(at, 'poll', answered => {
          // The job is complete when the request reached the server after the job's end.
          if (answered - latencyMs >= run.createdAtMs + jobMs) runMs[i] = answered - startMs
          else poll(answered)
        }),
      )
    }
    queue.at(startMs, at =>
      request(at, 'create', answered => {
        run.createdAtMs = answered - latencyMs
        poll(answered)
      }),
    )
  }

  if (otherPerWindow > 0) {
    const every = windowMs / otherPerWindow
    const other = (now: number): void => {
      if (runMs.filter(ms => ms !== undefined).length === runs || now >= otherUntilMs) return
      send(now, false)
      queue.at(now + every, other)
    }
    queue.at(Math.max(0, otherFromMs) + random() * every, other)
  }
  queue.drain(GIVE_UP_MS * 2)

  const done = runMs.filter(ms => ms !== undefined)
  const budget = Math.max(1, limit - otherPerWindow)
  return {
    requests,
    limited,
    runRequests,
    runLimited,
    succeeded: done.length,
    runMs: done,
    slowestMs: Math.max(...done),
    meanMs: done.reduce((a, b) => a + b, 0) / Math.max(1, done.length),
    boundMs: (Math.ceil((2 * runs) / budget) - 1) * windowMs + Math.max(...jobs),
  }
}

class FixedWindow {
  private startMs = -Infinity
  private used = 0
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  spend(now: number): boolean {
    if (now - this.startMs >= this.windowMs) [this.startMs, this.used] = [now, 0]
    this.used++
    return this.used <= this.limit
  }

  reading(seenAtMs: number): RateLimit {
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - this.used),
      resetAtMs: Math.ceil((this.startMs + this.windowMs) / 1000) * 1000,
      seenAtMs,
    }
  }
}

/** Events in time order; ties in the order they were added, so a run is the same for the same seed. */
class EventQueue {
  private readonly events: { at: number; seq: number; fire: (at: number) => void }[] = []
  private seq = 0

  at(at: number, fire: (at: number) => void): void {
    const event = { at, seq: this.seq++, fire }
    let low = 0
    let high = this.events.length
    while (low < high) {
      const mid = (low + high) >> 1
      const other = this.events[mid] as { at: number; seq: number }
      if (other.at < at || (other.at === at && other.seq < event.seq)) low = mid + 1
      else high = mid
    }
    this.events.splice(low, 0, event)
  }

  drain(untilMs: number): void {
    for (let event = this.events.shift(); event && event.at <= untilMs; event = this.events.shift())
      event.fire(event.at)
  }
}

/** One pacing over another, scenario by scenario (each seed alone): what it costs and what it spares. */
export interface Versus {
  scenarios: number
  /** Geometric means of the slowest and the mean run's ratio, and the worst of either ratio. */
  slowest: number
  mean: number
  worst: number
  /** Scenarios where either ratio is beyond 1.1. */
  beyond: number
  /** The runs' requests, those answered 429, and the other tool's answered 429: under the pacing, under the baseline. */
  runRequests: [number, number]
  runLimited: [number, number]
  otherLimited: [number, number]
  /** Each scenario's ratios. */
  each: { scenario: Scenario; slowest: number; mean: number }[]
}

export function versus(
  points: readonly Omit<Scenario, 'seed'>[],
  seeds: readonly number[],
  pacing: Pacing,
  baseline: Pacing,
): Versus {
  const v: Versus = {
    scenarios: 0,
    slowest: 0,
    mean: 0,
    worst: 1,
    beyond: 0,
    runRequests: [0, 0],
    runLimited: [0, 0],
    otherLimited: [0, 0],
    each: [],
  }
  for (const point of points) {
    for (const seed of seeds) {
      const scenario = { ...point, seed }
      const [p, b] = [simulate(scenario, pacing), simulate(scenario, baseline)]
      const [slowest, mean] = [p.slowestMs / b.slowestMs, p.meanMs / b.meanMs]
      v.each.push({ scenario, slowest, mean })
      ;[v.slowest, v.mean, v.worst] = [
        v.slowest + Math.log(slowest),
        v.mean + Math.log(mean),
        Math.max(v.worst, slowest, mean),
      ]
      if (Math.max(slowest, mean) > 1.1) v.beyond++
      v.runRequests = [v.runRequests[0] + p.runRequests, v.runRequests[1] + b.runRequests]
      v.runLimited = [v.runLimited[0] + p.runLimited, v.runLimited[1] + b.runLimited]
      v.otherLimited = [v.otherLimited[0] + p.limited - p.runLimited, v.otherLimited[1] + b.limited - b.runLimited]
      v.scenarios++
    }
  }
  return { ...v, slowest: Math.exp(v.slowest / v.scenarios), mean: Math.exp(v.mean / v.scenarios) }
}

/** A small seeded generator: the same seed, the same run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
