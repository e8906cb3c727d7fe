import { ApiError, TransportError, UnreadableAnswerError } from '../errors.js'
import { type Route, afterReset } from '../traffic/rate-windows.js'

/**
 * Which failures are worth another try, and when. Pure: the clock and the random source come in as values.
 * @actions/http-client retries only idempotent verbs on 502/503/504, so the policy is written here, once.
 */
/**
 * The request retried: only the creates can make something twice, every other route only reads. A branch's create is
 * never sent again after an outcome that is unknown: the caller looks its name up first (create-branch/).
 */
export type Operation = Route

/** The creates that start a job, and what each makes: sent again at most once after an unknown outcome. */
const JOB_CREATES: Partial<Record<Operation, string>> = { create: 'checkpoint', build: 'build', archive: 'archive' }

/**
 * The creates never sent again by the retries after an unknown outcome: their caller reads the list first and sends
 * again only what is not there (create-branch/, pushing/).
 */
const READ_BEFORE_AGAIN: Partial<Record<Operation, true>> = { 'create-branch': true, 'asset-create': true }

export interface Attempts {
  operation: Operation
  /** Failed attempts so far in this call, 0 for the first failure. */
  attempt: number
  /** Earlier create attempts whose outcome is unknown: each may have made a checkpoint. */
  unsureCreates: number
}

export type Decision =
  /** Trying again cannot help: the failure is the answer. */
  | { action: 'fail' }
  /** A create that may have made a checkpoint, after an earlier one that may have too: never sent a third time. */
  | { action: 'stop-unsure' }
  | {
      action: 'retry'
      delayMs: number
      /** `rate-limited` when the wait is the limit's (a 429), else `backoff`. */
      cause: 'rate-limited' | 'backoff'
      /** Set when the user should hear of this wait (a rate limit) or of its risk (a possible duplicate). */
      warning?: string
      /** This create's outcome is unknown: it may have made a checkpoint, and the retry may make another. */
      mayDuplicate: boolean
    }

export const BACKOFF_BASE_MS = 500
export const BACKOFF_CAP_MS = 8_000
/** One create with an unknown outcome may be followed by another, so a step leaves at most one duplicate. */
export const MAX_UNSURE_CREATES = 1
/** Errors that say the server did nothing with the request (503 is a refusal, 429 a limit). */
const NOT_DONE_STATUSES = [429, 503]
/** Errors after which the server may have acted: the app failed midway, or a gateway lost its answer. */
const UNSURE_STATUSES = [500, 502, 504]
/** Failures that another try cannot mend: a host that does not resolve, a certificate that is not trusted. */
const FINAL_CODES = new Set([
  'ENOTFOUND',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
])

export function retryDecision(error: unknown, attempts: Attempts, nowMs: number, random: () => number): Decision {
  const { operation, attempt } = attempts
  if (error instanceof ApiError && error.status === 429) {
    // The reset arrives only when it is plausible (traffic/rate-limit.ts); otherwise the backoff bounds the retries.
    const delayMs =
      error.retryAtMs === undefined ? backoff(attempt, random) : afterReset(error.retryAtMs, nowMs, random)
    const until = new Date(nowMs + delayMs).toISOString()
    const warning = `Rate limited (429); waiting until ${until} for the limit to reset`
    return { action: 'retry', delayMs, cause: 'rate-limited', warning, mayDuplicate: false }
  }
  if (!transient(error)) return { action: 'fail' }
  const retry = { action: 'retry', delayMs: backoff(attempt, random), cause: 'backoff' } as const
  if (!mayHaveActed(error) || (!(operation in JOB_CREATES) && !(operation in READ_BEFORE_AGAIN))) {
    return { ...retry, mayDuplicate: false }
  }
  if (operation in READ_BEFORE_AGAIN) return { action: 'fail' }
  // A create that may have reached the server can leave a job behind: a duplicate checkpoint is harmless, a
  // release blocked by a step that gave up is not, but a storm of duplicates is neither.
  if (attempts.unsureCreates >= MAX_UNSURE_CREATES) return { action: 'stop-unsure' }
  const warning = `${error.message}; retrying once, so a duplicate ${JOB_CREATES[operation]} may exist`
  return { ...retry, warning, mayDuplicate: true }
}

type Transient = ApiError | TransportError | UnreadableAnswerError

/**
 * An answer that the server gave up waiting on its own work, which may finish all the same: a 408, or any status with
 * "Request timed out" (the Editor ignores that answer to a branch's create and waits for the branch).
 */
export function saysTimedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 408 || /\brequest timed out\b/i.test(error.apiMessage))
}

function transient(error: unknown): error is Transient {
  if (saysTimedOut(error)) return true
  if (error instanceof ApiError) return [...NOT_DONE_STATUSES, ...UNSURE_STATUSES].includes(error.status)
  if (error instanceof TransportError) return !FINAL_CODES.has(error.code ?? '')
  // An answer that could not be read is retried because it was unreadable: the next one may be readable.
  return error instanceof UnreadableAnswerError
}

/** Whether a failed request may have been acted on all the same: a lost answer, a gateway's 502, an unreadable 2xx. */
export function outcomeUnknown(error: unknown): boolean {
  return transient(error) && mayHaveActed(error)
}

function mayHaveActed(error: Transient): boolean {
  if (error instanceof ApiError) return saysTimedOut(error) || UNSURE_STATUSES.includes(error.status)
  return error instanceof TransportError ? error.maybeProcessed : true
}

/**
 * Capped exponential backoff with equal jitter: uniform in [c/2, c), c = min(cap, base · 2^attempt). The floor
 * bounds how many retries a run of failures can cause; the jitter still spreads the runs that share a token.
 */
export function backoff(attempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt)
  return ceiling / 2 + (random() * ceiling) / 2
}
