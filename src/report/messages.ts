import { ApiError, CancelledError, StepTimeoutError, TransportError, UnknownCreateError, messageOf } from '../errors.js'

// What the user is told about a failure: the error's facts, a hint for what to do, what it means for the job.

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
    const hint = error instanceof ApiError ? hintFor(error.status) : ''
    const request = jobId === undefined ? 'Creating the checkpoint' : `Polling job ${jobId}`
    return `${request} failed: ${message}${hint ? ` — ${hint}` : ''}`
  }
  return message
}
