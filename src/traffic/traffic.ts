import { AsyncLocalStorage } from 'node:async_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { RateLimit } from './rate-limit.js'
import { ASSETS_CLASS, OWN_WINDOW_CLASSES, type PollWindow, type Route, pollWindow } from './rate-windows.js'

/**
 * One record of the step's traffic: every request it sent (route, when, outcome, how long, the rate-limit reading
 * its answer carried) and every wait, with its cause. Every wait of the step happens here, so this file and the
 * debug lines it writes answer "why did the step wait?". Pacing reads its inputs from the record, and the summary
 * its figures.
 */

export type { Route } from './rate-windows.js'

/** Why the step waited: the request gate, a 429, a retry's backoff, or the pacing of polls. */
export type WaitCause = 'gate' | 'rate-limited' | 'backoff' | 'pacing'

export interface Sent {
  route: Route
  /** Method and path, for the debug log: never a header or a body. */
  what: string
  atMs: number
  tookMs: number
  /** The HTTP status, or the kind of failure when there was no status (e.g. `TransportError`). */
  outcome: number | string
  /** The failure in words when the request failed, for "last problem" (may quote the API: untrusted). */
  problem?: string
  reading?: RateLimit
}

export interface Waited {
  cause: WaitCause
  atMs: number
  ms: number
  /** The part of the wait the rate limit caused: all of a gate or 429 wait, pacing beyond the run's own pace. */
  heldMs: number
  why: string
}

/**
 * A request let through the gate and not recorded yet: it counts in its window from the instant it was let through,
 * so that requests in flight together are each counted by the gate of the next (not only once answered).
 */
export interface InFlight {
  route: Route
  atMs: number
}

export interface Time {
  clock: () => number
  random: () => number
  sleep: (ms: number, signal: AbortSignal) => Promise<void>
}

/** Whatever the answers, one step sends at most this many requests in any minute (its share of a free token). */
export const MAX_REQUESTS_PER_MINUTE = 30
const MINUTE_MS = 60_000

export class Traffic {
  readonly sent: Sent[] = []
  readonly waits: Waited[] = []
  readonly time: Time
  /** Requests let through the gate whose record has not come yet. */
  private readonly flying = new Set<InFlight>()
  /** The request being sent, so that its record takes its place in flight whatever layer writes the record. */
  private readonly sending = new AsyncLocalStorage<InFlight>()

  constructor(
    /** Told of each request and each wait in one line. */
    private readonly debug: (line: string) => void = () => undefined,
    /** Time and chance, passed in so that tests run in virtual time. */
    time: Partial<Time> = {},
  ) {
    this.time = { clock: Date.now, random: Math.random, sleep: delay, ...time }
  }

  record(sent: Sent): void {
    const flight = this.sending.getStore()
    if (flight) this.flying.delete(flight)
    this.sent.push(sent)
    this.debug(`${sent.what} → ${sent.outcome} in ${Math.round(sent.tookMs)} ms`)
  }

  /** Waits `ms` for `cause`; `ownPaceMs` is what the run would have waited alone (pacing only). */
  async wait(cause: WaitCause, ms: number, why: string, signal: AbortSignal, ownPaceMs = ms): Promise<void> {
    const heldMs = cause === 'backoff' ? 0 : cause === 'pacing' ? Math.max(0, ms - ownPaceMs) : ms
    this.waits.push({ cause, atMs: this.time.clock(), ms, heldMs, why })
    this.debug(`Waiting ${(ms / 1000).toFixed(2)} s (${cause}): ${why}`)
    await this.time.sleep(ms, signal)
  }

  /**
   * The request gate: how long the next request of `route` must wait, counting the requests in flight as sent. The
   * assets class has a window of its own, read from its answers; every other request is held so that no minute holds
   * more than the maximum of them.
   */
  gateDelayMs(route?: Route): number {
    const now = this.time.clock()
    const own = route === undefined ? undefined : OWN_WINDOW_CLASSES.find(c => c.has(route))
    const flying = [...this.flying]
    if (own) return assetsGateDelay(this.sent, now, own, flying.filter(f => own.has(f.route)).length)
    const normal = (r: Route): boolean => !OWN_WINDOW_CLASSES.some(c => c.has(r))
    // Answered out of order when several are in flight: sorted again by when each went.
    const atMs = [...this.sent, ...flying].filter(s => normal(s.route)).map(s => s.atMs)
    return gateDelay(
      atMs.sort((a, b) => a - b),
      now,
    )
  }

  /**
   * Takes `route`'s place in its window now. Call it in the same turn as a gateDelayMs of 0 (no await between), so that
   * no other request passes the gate on the same count; then send through `sending`.
   */
  reserve(route: Route): InFlight {
    const flight = { route, atMs: this.time.clock() }
    this.flying.add(flight)
    return flight
  }

  /**
   * Sends a reserved request: its record (made by whatever layer sends it) takes its place in flight; a request that
   * ends with no record (it failed before it went) leaves the count with it.
   */
  async send<T>(flight: InFlight, request: () => Promise<T>): Promise<T> {
    try {
      return await this.sending.run(flight, request)
    } finally {
      this.flying.delete(flight)
    }
  }

  /** How many requests are in flight: let through the gate, not recorded yet. */
  inFlight(): number {
    return this.flying.size
  }

  /** What the polls' rate-limit class says, and the step's own requests in it. */
  pollWindow(): PollWindow {
    return pollWindow(this.sent)
  }

  /** How long the rate limit held the step back, whatever the cause (gate, 429s, pacing). */
  heldMs(): number {
    return this.waits.reduce((sum, w) => sum + w.heldMs, 0)
  }

  /** The most recent failure, unless a request succeeded after it: what a timeout was waiting out. */
  lastProblem(): string | undefined {
    for (let i = this.sent.length - 1; i >= 0; i--) {
      const { outcome, problem } = this.sent[i] as Sent
      if (problem !== undefined) return problem
      if (typeof outcome === 'number' && outcome < 300) return undefined
    }
    return undefined
  }
}

/** How long to hold the next request so that no minute holds more than MAX_REQUESTS_PER_MINUTE (`sentAtMs` sorted). */
export function gateDelay(sentAtMs: readonly number[], nowMs: number): number {
  const oldest = sentAtMs[sentAtMs.length - MAX_REQUESTS_PER_MINUTE]
  return oldest === undefined ? 0 : Math.max(0, oldest + MINUTE_MS - nowMs)
}

/** Past the reset a reading names: its seconds are rounded, and a server's clock may be a little behind. */
export const ASSETS_RESET_MARGIN_MS = 100

/**
 * The assets class's gate (creates and updates, 60 a minute free): none until its latest reading, from the last
 * answer in the class's newest window, says the window is spent by what that reading may not count; then until the
 * window resets. So a write is never sent into a spent window, and a 429 comes only from others spending the token.
 * The download class (an asset's file read) is gated the same way by its own readings (`rateClass`).
 *
 * With several in flight, answers come out of order, so a reading may not count a request that went before it: the
 * reading counts for sure only the requests answered before its own went. The others, those answered since or
 * overlapping it and the `inFlight` ones (sent, not answered), are all taken as spent after it.
 */
export function assetsGateDelay(
  sent: readonly Pick<Sent, 'route' | 'reading' | 'atMs' | 'tookMs'>[],
  nowMs: number,
  rateClass: ReadonlySet<Route> = ASSETS_CLASS,
  inFlight = 0,
): number {
  const writes = sent.filter(s => rateClass.has(s.route))
  // The newest window's reading; of two in it, the later answer's (sequentially: the last reading).
  let last = -1
  writes.forEach((s, i) => {
    const best = writes[last]?.reading
    if (s.reading && (!best || s.reading.resetAtMs >= best.resetAtMs)) last = i
  })
  const read = writes[last]
  const reading = read?.reading
  if (!read || !reading || reading.resetAtMs <= nowMs) return 0
  const uncounted = writes.filter((s, i) => i > last || (i < last && s.atMs + s.tookMs > read.atMs)).length
  return reading.remaining - uncounted - inFlight > 0 ? 0 : reading.resetAtMs - nowMs + ASSETS_RESET_MARGIN_MS
}

/** setTimeout fires at once for a delay above this (2^31 − 1 ms). */
export const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * Sleeps, rejecting with the signal's own reason (a timeout or a cancel) rather than a generic AbortError. The wait
 * is clamped to what a timer can hold: node fires a longer one at once, which would turn a wait into a busy loop.
 */
export async function delay(ms: number, signal: AbortSignal): Promise<void> {
  try {
    await sleep(Math.min(Math.max(0, ms) || 0, MAX_TIMER_MS), undefined, { signal })
  } catch (error) {
    throw signal.aborted ? signal.reason : error
  }
}
