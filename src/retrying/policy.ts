import { ApiError, TransportError } from '../errors.js'
import { afterReset } from '../api/rate-limit.js'

/**
 * Which failures are worth another try, and when. Pure: the clock and the random source come in as values.
 * @actions/http-client retries only idempotent verbs on 502/503/504, so the policy is written here, once.
 */
export type Operation = 'create' | 'poll'

export interface Attempts {
  operation: Operation
  /** Failed attempts so far in this call, 0 for the first failure. */
  attempt: number
  /** Earlier create attempts whose outcome is unknown: each may have made a checkpoint. */
  unsureCreates: number
}

export type Decision =
  | {
      retry: false
      /** Set when the create is not sent again because it may already have made a checkpoint twice. */
      unsure?: true
    }
  | {
      retry: true
      delayMs: number
      /** Set when the user should hear about this wait (a rate limit), or its risk (a possible duplicate). */
      warning?: string
      /** This attempt's outcome is unknown: the create may have made a checkpoint. */
      unsure?: true
    }

export const BACKOFF_BASE_MS = 500
export const BACKOFF_CAP_MS = 8_000
/** One create with an unknown outcome may be followed by another, so a step leaves at most one duplicate. */
export const MAX_UNSURE_CREATES = 1
/** Errors that say the server did nothing with the request (503 is a refusal, 429 a limit). */
const NOT_DONE_STATUSES = [429, 503]
/** Errors after which the server may have acted: the app failed midway, or a gateway lost its answer. */
const UNSURE_STATUSES = [500, 502, 504]

export function retryDecision(error: unknown, attempts: Attempts, nowMs: number, random: () => number): Decision {
  const { operation, attempt } = attempts
  if (error instanceof ApiError && error.status === 429) {
    // The reset arrives only when it is plausible (api/rate-limit.ts); otherwise the backoff bounds the retries.
    const delayMs =
      error.retryAtMs === undefined ? backoff(attempt, random) : afterReset(error.retryAtMs, nowMs, random)
    const until = new Date(nowMs + delayMs).toISOString()
    return { retry: true, delayMs, warning: `Rate limited (429); waiting until ${until} for the limit to reset` }
  }
  const transient =
    (error instanceof ApiError && [...NOT_DONE_STATUSES, ...UNSURE_STATUSES].includes(error.status)) ||
    (error instanceof TransportError && !error.final)
  if (!transient) return { retry: false }
  if (operation === 'poll' || !mayHaveActed(error)) return { retry: true, delayMs: backoff(attempt, random) }
  // A create that may have reached the server can leave a job behind: a duplicate checkpoint is harmless, a
  // release blocked by a step that gave up is not, but a storm of duplicates is neither.
  if (attempts.unsureCreates >= MAX_UNSURE_CREATES) return { retry: false, unsure: true }
  const warning = `${(error as Error).message}; retrying once, so a duplicate checkpoint may exist`
  return { retry: true, delayMs: backoff(attempt, random), warning, unsure: true }
}

function mayHaveActed(error: ApiError | TransportError): boolean {
  return error instanceof ApiError ? UNSURE_STATUSES.includes(error.status) : error.maybeProcessed
}

/**
 * Capped exponential backoff with equal jitter: uniform in [c/2, c), c = min(cap, base · 2^attempt). The floor
 * bounds how many retries a run of failures can cause; the jitter still spreads the runs that share a token.
 */
export function backoff(attempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt)
  return ceiling / 2 + (random() * ceiling) / 2
}

/** Whatever the answers, one step sends at most this many requests in any minute (its share of a free token). */
export const MAX_REQUESTS_PER_MINUTE = 30
const MINUTE_MS = 60_000

/** How long to hold the next request so that no minute holds more than MAX_REQUESTS_PER_MINUTE (`sentAtMs` sorted). */
export function requestGateDelay(sentAtMs: readonly number[], nowMs: number): number {
  const oldest = sentAtMs[sentAtMs.length - MAX_REQUESTS_PER_MINUTE]
  return oldest === undefined ? 0 : Math.max(0, oldest + MINUTE_MS - nowMs)
}
