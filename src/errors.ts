import { clip } from './text.js'

/** A bad input value: reported before any request is sent. */
export class InputError extends Error {
  override name = 'InputError'
}

/** The API answered with an error status (docs/api.md#errors). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    /** The API's own `error` text, or a short description of the body when it had none. */
    readonly apiMessage: string,
    readonly hint: string,
    /** Milliseconds since epoch when a 429 said the rate-limit window resets. */
    readonly retryAtMs?: number,
  ) {
    super(`${status} ${apiMessage}${hint ? ` — ${hint}` : ''}`)
  }
}

/** The request never produced a usable answer: refused, reset, timed out, or an unreadable body. */
export class TransportError extends Error {
  override name = 'TransportError'
  constructor(
    message: string,
    /** True when the server may have acted on the request before it failed (sent, then lost). */
    readonly maybeProcessed: boolean,
    /** True when trying again cannot help: an untrusted certificate, a host name that does not resolve. */
    readonly final = false,
  ) {
    super(message)
  }
}

/**
 * The create request may have made a checkpoint, but what it made cannot be known: its 2xx answer was unreadable, or
 * a second attempt's outcome was unknown too. Never retried, so one step leaves at most one duplicate.
 */
export class UnknownCreateError extends Error {
  override name = 'UnknownCreateError'
}

/** A failed job's messages, as many as the annotation and the summary show. */
export const MAX_FAILURE_TEXT = 2_000

/** The job ended with status `error`. */
export class JobFailedError extends Error {
  override name = 'JobFailedError'
  constructor(
    readonly jobId: number,
    readonly messages: readonly string[],
  ) {
    const text = messages.length ? `: ${clip(messages.join('; '), MAX_FAILURE_TEXT)}` : ' without a message'
    super(`Job ${jobId} failed${text}`)
  }
}

/** The step's `timeout` ran out. Used as the abort reason of the step's signal. */
export class StepTimeoutError extends Error {
  override name = 'StepTimeoutError'
  constructor(readonly seconds: number) {
    super(`Timed out after ${seconds} s (the timeout input)`)
  }
}

/** The runner cancelled the step (SIGINT/SIGTERM). Used as the abort reason of the step's signal. */
export class CancelledError extends Error {
  override name = 'CancelledError'
  constructor(readonly signal: string) {
    super(`Cancelled by ${signal}`)
  }
}

/** A readable message for anything thrown, including non-Error values. */
export function messageOf(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message || thrown.name
  if (typeof thrown === 'string') return thrown
  try {
    return JSON.stringify(thrown) ?? String(thrown)
  } catch {
    return String(thrown)
  }
}

/** What to do about an API error status, shown after the API's own text. */
export function hintFor(status: number): string {
  switch (status) {
    case 400:
      return 'check project-id, branch-id and description'
    case 401:
      return 'check access-token (is the secret set, and the token not revoked?)'
    case 403:
      return "the token's account may not create checkpoints in this project: check project-id and the token's access"
    case 404:
      return 'check project-id and branch-id (the branch must belong to the project)'
    case 429:
      return "the token's per-minute rate limit is used up; it is shared by every workflow and tool using the token"
    default:
      if (status >= 500) return 'the service failed; try again later'
      if (status >= 300 && status < 400)
        return "set base-url to the API's own address (redirects are not followed, so the token goes nowhere else)"
      return ''
  }
}

/** What is known of the step when it fails: the job it started, and what it last saw. */
export interface FailureContext {
  jobId?: number
  /** The job's last status, as the API said it (already bounded). */
  lastStatus?: string
  /** The most recent failure that was retried. */
  lastProblem?: string
}

/** The step's failure message: the error, plus what it means for a job that may exist on the server. */
export function failureMessage(error: unknown, { jobId, lastStatus, lastProblem }: FailureContext = {}): string {
  const message = messageOf(error)
  if (error instanceof StepTimeoutError || error instanceof CancelledError) {
    const hint = error instanceof StepTimeoutError ? ' Raise the timeout input if jobs take this long.' : ''
    const last = lastProblem ? ` Last problem, retried: ${lastProblem}.` : ''
    const status = lastStatus === undefined ? '' : ` (last status: ${JSON.stringify(lastStatus)})`
    return jobId === undefined
      ? `${message} while creating the checkpoint. A job may still have started on the server.${last}${hint}`
      : `${message} while waiting for job ${jobId}${status}. The checkpoint may still be created on the server by job ${jobId}.${last}${hint}`
  }
  if (error instanceof UnknownCreateError) {
    return `${message}. A checkpoint may have been created; the request is not sent again, so that no more duplicates are made. Look for it in the project before running the step again.`
  }
  if (error instanceof ApiError || error instanceof TransportError) {
    return `${jobId === undefined ? 'Creating the checkpoint' : `Polling job ${jobId}`} failed: ${message}`
  }
  return message
}
