import { ApiError, TransportError } from './errors.js'
import { afterReset } from './schedule.js'

/**
 * Which failures are worth another try, and when. Pure: the clock and the random source come in as values.
 * @actions/http-client retries only idempotent verbs on 502/503/504, so the policy is written here, once.
 */
export type Operation = 'create' | 'poll'

export type Decision =
  | { retry: false }
  | {
      retry: true
      delayMs: number
      /** Set when the user should hear about this wait (a rate limit), or its risk (a possible duplicate). */
      warning?: string
    }

export const BACKOFF_BASE_MS = 500
export const BACKOFF_CAP_MS = 8_000
const TRANSIENT_STATUSES = [500, 502, 503, 504]

export function retryDecision(
  error: unknown,
  operation: Operation,
  attempt: number,
  nowMs: number,
  random: () => number,
): Decision {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const delayMs =
        error.retryAtMs === undefined ? backoff(attempt, random) : afterReset(error.retryAtMs, nowMs, random)
      const until = new Date(nowMs + delayMs).toISOString()
      return { retry: true, delayMs, warning: `Rate limited (429); waiting until ${until} for the limit to reset` }
    }
    return TRANSIENT_STATUSES.includes(error.status)
      ? { retry: true, delayMs: backoff(attempt, random) }
      : { retry: false }
  }
  if (error instanceof TransportError && !error.final) {
    // A create that may have reached the server can leave a job behind; a duplicate checkpoint is harmless,
    // a release blocked by a step that gave up is not.
    const warning =
      operation === 'create' && error.maybeProcessed
        ? `${error.message}; retrying, so a duplicate checkpoint may exist`
        : undefined
    return { retry: true, delayMs: backoff(attempt, random), warning }
  }
  return { retry: false }
}

/** Capped exponential backoff with full jitter: uniform in [0, min(cap, base · 2^attempt)). */
export function backoff(attempt: number, random: () => number): number {
  return random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt)
}
