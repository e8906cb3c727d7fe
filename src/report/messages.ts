import {
  ApiError,
  BranchExistsError,
  BranchNotFoundError,
  CancelledError,
  JobFailedError,
  PollingError,
  StepTimeoutError,
  TransportError,
  UnknownBranchCreateError,
  UnknownCreateError,
  UnreadableAnswerError,
  messageOf,
} from '../errors.js'
import { clip } from '../text.js'

// What the user is told about a failure: the error's facts, a hint for what to do, what it means for the job. Every
// hint the user reads is here.

/** Which request failed: the checkpoint's create, a poll of the job it started, or a branch's create. */
export type Request = 'create' | 'poll' | 'create-branch'

/** Which action is failing: the checkpoint (the default), or create-branch. */
export type Action = 'checkpoint' | 'create-branch'

/** What to do about an API error status, shown after the API's own text. */
export function hintFor(status: number, request: Request = 'create'): string {
  switch (status) {
    case 400:
      return request === 'create-branch'
        ? 'the service refused the branch: checkpoint-id must be a checkpoint of the source branch, and the name 1 to 1,000 characters'
        : 'check project-id, branch-id and description'
    case 401:
      return 'check access-token (is the secret set, and the token not revoked?)'
    case 403:
      return request === 'create-branch'
        ? "the token's account may not create branches in this project: check project-id and the token's access"
        : "the token's account may not create checkpoints in this project: check project-id and the token's access"
    case 404:
      if (request === 'create-branch') return 'check project-id, the source branch and checkpoint-id'
      return request === 'poll'
        ? 'the service no longer knows the job it started; look for the checkpoint in the project before running the step again'
        : 'check project-id and branch-id (the branch must belong to the project)'
    case 429:
      return "the token's per-minute rate limit is used up; it is shared by every workflow and tool using the token"
    default:
      if (status >= 500) return 'the service failed; try again later'
      if (status >= 300 && status < 400)
        return "set base-url to the API's own address (redirects are not followed, so the token goes nowhere else)"
      return ''
  }
}

const UNTRUSTED_CERTIFICATE = 'for a private CA, set NODE_EXTRA_CA_CERTS to its certificate file'

/** What to do about a failure to reach the API, by node's error code. */
export function transportHint(code: string | undefined): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'is base-url right, and the service up?'
    case 'ENOTFOUND':
      return 'check base-url'
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return 'check base-url'
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
      return UNTRUSTED_CERTIFICATE
    default:
      return ''
  }
}

/** The step's failure message: the error, plus what it means for a job that may exist on the server. */
export function failureMessage(thrown: unknown, lastProblem?: string, action: Action = 'checkpoint'): string {
  const polling = thrown instanceof PollingError ? thrown : undefined
  const error = polling ? polling.cause : thrown
  const message = messageOf(error)
  const branching = action === 'create-branch'
  if (error instanceof StepTimeoutError || error instanceof CancelledError) {
    const hint = error instanceof StepTimeoutError ? ' Raise the timeout input if jobs take this long.' : ''
    const last = lastProblem ? ` Last problem, retried: ${lastProblem}.` : ''
    if (branching) {
      return `${message} while creating the branch. It may have been made: run the step again with if-exists: use to take it.${last}`
    }
    if (!polling)
      return `${message} while creating the checkpoint. A job may still have started on the server.${last}${hint}`
    const { jobId, lastStatus } = polling
    const status = lastStatus === undefined ? '' : ` (last status: ${JSON.stringify(lastStatus)})`
    return `${message} while waiting for job ${jobId}${status}. The checkpoint may still be created on the server by job ${jobId}.${last}${hint}`
  }
  if (error instanceof BranchNotFoundError)
    return branchNotFoundMessage(error, branching ? 'source-branch-id' : 'branch-id')
  if (error instanceof BranchExistsError) {
    return `${message}: nothing was created. Set if-exists: use to take it as the step's branch, or choose another name.`
  }
  if (error instanceof UnknownBranchCreateError) {
    return `${message}. The branch may exist: the request is not sent again, so that no second branch is made. Run the step again with if-exists: use to take it.`
  }
  if (error instanceof UnknownCreateError) {
    return `${message}. A checkpoint may have been created; the request is not sent again, so that no more duplicates are made. Look for it in the project before running the step again.`
  }
  if (error instanceof ApiError || error instanceof TransportError || error instanceof UnreadableAnswerError) {
    const hint =
      error instanceof ApiError
        ? hintFor(error.status, branching ? 'create-branch' : polling ? 'poll' : 'create')
        : error instanceof TransportError
          ? transportHint(error.code)
          : ''
    const request = branching
      ? 'Creating the branch'
      : polling
        ? `Polling job ${polling.jobId}`
        : 'Creating the checkpoint'
    return `${request} failed: ${message}${hint ? ` — ${hint}` : ''}`
  }
  return message
}

/** A branch name (the API's text, or the user's) quoted, cut, with any control character shown escaped. */
export function quoteName(name: string): string {
  return JSON.stringify(clip(name, 100))
}

/** Why the branch named by `branch` was not used; nothing was created. */
function branchNotFoundMessage(
  { projectId, branch, reason, names, read }: BranchNotFoundError,
  idInput: string,
): string {
  const looked = `No open branch of project ${projectId} is named ${quoteName(branch)}`
  if (reason === 'case') {
    const alike = names.map(quoteName).join(' or ')
    return `${looked}; did you mean ${alike}? The name must match exactly, case included: nothing was created.`
  }
  const closed = `Closed branches are not listed: reopen it in the Editor, or give its id as ${idInput}.`
  if (reason === 'too-many-pages') {
    return `${looked} in the first ${read} branches of its list; the list was not read further. Give the branch's id as ${idInput} instead. ${closed}`
  }
  const more = read > names.length ? `, and ${read - names.length} more` : ''
  const open = names.length ? `Open branches: ${names.map(quoteName).join(', ')}${more}.` : 'It has no open branches.'
  return `${looked}. ${open} ${closed}`
}

/** The job the step had started when it failed, if any, and whether the job itself failed. */
export function jobLeftBehind(thrown: unknown): { id: number; failed: boolean } | undefined {
  if (thrown instanceof JobFailedError) return { id: thrown.jobId, failed: true }
  return thrown instanceof PollingError ? { id: thrown.jobId, failed: false } : undefined
}
