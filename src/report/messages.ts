import {
  ApiError,
  BranchExistsError,
  BranchNotFoundError,
  CancelledError,
  DeliveryError,
  DownloadError,
  ForeignJobError,
  JobFailedError,
  LinkGoneError,
  MachineError,
  PollingError,
  StepTimeoutError,
  TransportError,
  UnknownBranchCreateError,
  UnknownCreateError,
  UnpackError,
  UnreadableAnswerError,
  messageOf,
} from '../errors.js'
import { clip } from '../text.js'

// What the user is told about a failure: the error's facts, a hint for what to do, what it means for the job. Every
// hint the user reads is here.

/** Which request failed: the checkpoint's create, a poll of the job it started, or a branch's create. */
export type Request = 'create' | 'poll' | 'create-branch' | 'build' | 'archive'

/** Which action is failing: the checkpoint (the default), or create-branch. */
export type Action = 'checkpoint' | 'create-branch' | 'build' | 'archive'

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
      if (request === 'build' || request === 'archive')
        return `the token's account may not ${request === 'build' ? 'build apps of' : 'export'} this project: check project-id and the token's access`
      return request === 'create-branch'
        ? "the token's account may not create branches in this project: check project-id and the token's access"
        : "the token's account may not create checkpoints in this project: check project-id and the token's access"
    case 404:
      if (request === 'build') return 'check project-id, the branch and scenes (the scenes must be of the branch)'
      if (request === 'archive') return 'check project-id and the branch'
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
  if (action === 'build' || action === 'archive') {
    const delivered = jobActionMessage(thrown, lastProblem, action)
    if (delivered) return delivered
  }
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

/**
 * What a build's or an archive's failure means: the job's fate told where the step knows it. Undefined for failures
 * that read the same for every action (a branch not found, an input).
 */
function jobActionMessage(
  thrown: unknown,
  lastProblem: string | undefined,
  action: 'build' | 'archive',
): string | undefined {
  const last = lastProblem ? ` Last problem, retried: ${lastProblem}.` : ''
  if (thrown instanceof DeliveryError) {
    const job = thrown.jobId === undefined ? `The ${action}` : `The ${action} (job ${thrown.jobId})`
    const { cause } = thrown
    if (cause instanceof MachineError)
      return `${job} succeeded, but ${cause.during} its zip failed: ${cause.message}; ${machineHint(cause.code)}. ${LEFT_AS_IT_WAS[cause.during]}`
    const hint =
      cause instanceof LinkGoneError
        ? ' Run the step again for a new link (the link is not printed: it is a credential).'
        : cause instanceof UnpackError
          ? ' Nothing was written to directory.'
          : cause instanceof DownloadError && /max-size/.test(cause.message)
            ? ''
            : ' Run the step again.'
    return `${job} succeeded, but ${cause instanceof UnpackError ? 'unpacking' : 'downloading'} its zip failed: ${messageOf(cause)}.${hint}`
  }
  const polling = thrown instanceof PollingError ? thrown : undefined
  const error = polling ? polling.cause : thrown
  if (error instanceof StepTimeoutError || error instanceof CancelledError) {
    const hint = error instanceof StepTimeoutError ? ' Raise the timeout input if it takes this long.' : ''
    if (!polling)
      return `${messageOf(error)} while starting the ${action}. A job may still have started on the server.${last}${hint}`
    return `${messageOf(error)} while waiting for ${action} job ${polling.jobId}. It may still finish on the server, but this step will not download it.${last}${hint}`
  }
  if (error instanceof UnknownCreateError) {
    return `${messageOf(error)}. A ${action} job may have been started; the request is not sent again, so that no more are started.`
  }
  if (error instanceof ForeignJobError) return `${messageOf(error)}. Nothing was downloaded.`
  if (error instanceof ApiError || error instanceof TransportError || error instanceof UnreadableAnswerError) {
    const lost = polling && error instanceof ApiError && error.status === 404
    const hint = lost
      ? `the service no longer knows the ${action} job it started; run the step again`
      : error instanceof ApiError
        ? (!polling && action === 'build' && engineRefusalHint(error)) ||
          hintFor(error.status, polling ? 'poll' : action)
        : error instanceof TransportError
          ? transportHint(error.code)
          : ''
    const request = polling ? `Polling ${action} job ${polling.jobId}` : `Starting the ${action}`
    return `${request} failed: ${messageOf(error)}${hint ? ` — ${hint}` : ''}`
  }
  return undefined
}

/**
 * What to do when the service refuses a build for want of an engine version (developer-site #889: the download API
 * now requires `engine_version`; its exact words are not known, so any 400 whose text names the engine version), or
 * undefined for any other refusal. Nothing was built, and the create is not sent again (a 400 is never retried).
 */
export function engineRefusalHint(error: ApiError): string | undefined {
  if (error.status !== 400 || !/engine[\s_-]?version/i.test(error.apiMessage)) return undefined
  return (
    "the service refused the build for want of an engine version it can build on: set input 'engine-version' to an exact version such as 2.23.3 " +
    "(the project's is in the Editor's Settings → Engine; find-deploy's engine-version output is the engine of the deploy on record). " +
    'Nothing was built, and the request was not sent again'
  )
}

/** What to do about a failure of the runner's own machine, by node's code (disk/local-faults.ts). */
export function machineHint(code: string): string {
  switch (code) {
    case 'ENOSPC':
      return "free space or raise the runner's disk"
    case 'EDQUOT':
      return 'free space or raise the quota'
    case 'EMFILE':
    case 'ENFILE':
      return 'raise the open-file limit (ulimit -n), or run fewer processes beside the step'
    case 'ENAMETOOLONG':
      return 'choose a shorter path'
    default:
      return "make the folder writable by the runner's user, or choose another"
  }
}

/** What a failure of the machine left, by what the step was doing: nothing half-made. */
const LEFT_AS_IT_WAS: Record<MachineError['during'], string> = {
  downloading: 'No partial zip was kept.',
  unpacking: 'Nothing was written to directory.',
  saving: 'The zip was not saved, and file is as it was.',
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
  if (thrown instanceof DeliveryError && thrown.jobId !== undefined) return { id: thrown.jobId, failed: false }
  return thrown instanceof PollingError ? { id: thrown.jobId, failed: false } : undefined
}
