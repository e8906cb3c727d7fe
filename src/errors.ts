import { clip } from './text.js'

/*
 * The kinds of failure, each with the facts it carries. What the user is told about them (hints, what a failure means
 * for a job that may exist) is in report/messages.ts.
 */

/** A job whose data names another project or branch than the step asked for: not this step's job. */
export class ForeignJobError extends Error {
  override name = 'ForeignJobError'
  constructor(
    readonly jobId: number,
    why: string,
  ) {
    super(`The API's job ${jobId} ${why}: it is not this step's job`)
  }
}

/** The file host answered that the link is no good any more (expired, revoked, removed): fetching again cannot help. */
export class LinkGoneError extends Error {
  override name = 'LinkGoneError'
  constructor(
    readonly status: number,
    /** The link's host and path: never its query. */
    readonly where: string,
  ) {
    super(`${where} answered ${status}: the download link has expired or the file is gone`)
  }
}

/** A download that failed for good: a link not to follow, a limit passed, or every attempt failed. */
export class DownloadError extends Error {
  override name = 'DownloadError'
}

/** A zip that is not unpacked: an entry that would land outside the directory, a cap passed, a broken zip. */
export class UnpackError extends Error {
  override name = 'UnpackError'
}

/**
 * The runner's own machine refused: a full disk or quota, a read-only or forbidden path, too many open files, a name
 * too long. Final: another attempt at the network cannot mend it.
 */
export class MachineError extends Error {
  override name = 'MachineError'
  constructor(
    /** node's code, e.g. `ENOSPC`. */
    readonly code: string,
    /** What the step was doing with the zip. */
    readonly during: 'downloading' | 'unpacking' | 'saving',
    message: string,
  ) {
    super(message)
  }
}

/**
 * A failure after the job completed (fetching or unpacking what it made): the job itself succeeded, and the user is
 * told which one. The failure itself is `cause`.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError'
  constructor(
    readonly jobId: number | undefined,
    override readonly cause: unknown,
  ) {
    super(messageOf(cause))
  }
}

/** A bad input value: reported before any request is sent. */
export class InputError extends Error {
  override name = 'InputError'
}

/** No open branch of the project has the name given as `branch`: nothing was created. */
export class BranchNotFoundError extends Error {
  override name = 'BranchNotFoundError'
  constructor(
    readonly projectId: number,
    /** The name looked for, as given. */
    readonly branch: string,
    /** `case`: only names that differ in case; `unknown`: none alike; `too-many-pages`: the list was not read to its end. */
    readonly reason: 'case' | 'unknown' | 'too-many-pages',
    /** The names that differ only in case, or (unknown) the first open names read; untrusted text. */
    readonly names: readonly string[],
    /** How many open branches were read in all. */
    readonly read: number,
  ) {
    super(`No open branch of project ${projectId} is named ${JSON.stringify(branch)}`)
  }
}

/** A scene asked for by `scenes` is not in the branch's list (or the list is empty): nothing was built. */
export class SceneNotFoundError extends Error {
  override name = 'SceneNotFoundError'
}

/** A branch of the name given already exists, and `if-exists` is not `use`: nothing was created. */
export class BranchExistsError extends Error {
  override name = 'BranchExistsError'
  constructor(
    readonly projectId: number,
    readonly branch: string,
    readonly branchId: string,
  ) {
    super(`A branch named ${JSON.stringify(branch)} already exists in project ${projectId} (id ${branchId})`)
  }
}

/**
 * A branch's create whose outcome is unknown, and the branch list could not say whether it made the branch (the
 * list was not read whole). Never sent again: a second branch is worse than a step that stops.
 */
export class UnknownBranchCreateError extends Error {
  override name = 'UnknownBranchCreateError'
}

/**
 * A branch the service was asked to make (and said it made, or may have) is not listed within the bound: it may still
 * be made later, so it is not created again, and its id is not handed on (the next step would not find it).
 */
export class BranchNotListedError extends UnknownBranchCreateError {
  override name = 'BranchNotListedError'
  constructor(
    readonly branch: string,
    readonly withinMs: number,
    /** What the service said of the create. */
    said: string,
  ) {
    super(
      `${said}, but no branch named ${JSON.stringify(branch)} is listed after ${withinMs / 1000} s: the service may still finish making it`,
    )
  }
}

/** The API answered with an error status (docs/api.md#errors). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    /** The API's own `error` text, or a short description of the body when it had none. */
    readonly apiMessage: string,
    /** Milliseconds since epoch when a 429 said the rate-limit window resets. */
    readonly retryAtMs?: number,
  ) {
    super(`${status} ${apiMessage}`)
  }
}

/** The request never produced an answer: refused, reset, timed out, or cut off mid-body. */
export class TransportError extends Error {
  override name = 'TransportError'
  constructor(
    message: string,
    /** True when the server may have acted on the request before it failed (sent, then lost). */
    readonly maybeProcessed: boolean,
    /** node's error code (e.g. `ECONNREFUSED`, `ENOTFOUND`), when there was one. */
    readonly code?: string,
  ) {
    super(message)
  }
}

/** A 2xx answer that could not be read as what was asked for: not JSON, another job's record, no status. */
export class UnreadableAnswerError extends Error {
  override name = 'UnreadableAnswerError'
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

/**
 * A failure while waiting for a started job, with what was known of the job: a job exists on the server, and the
 * user is told so. The failure itself is `cause`.
 */
export class PollingError extends Error {
  override name = 'PollingError'
  constructor(
    readonly jobId: number,
    /** The job's last status as the API said it (bounded); undefined when no status could be read. */
    readonly lastStatus: string | undefined,
    override readonly cause: unknown,
  ) {
    super(messageOf(cause))
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

/** What push-files did to one asset, by its path under `target` (a file's is its path under `path` too; a folder's ends in `/`). */
export interface Change {
  path: string
  action: 'created' | 'updated' | 'deleted' | 'created-folder'
  id: number
}

/** A step's writes stopped part-way: what was done is in `changes` (the outputs say them); the failure is `cause`. */
export class PartWayError extends Error {
  override name = 'PartWayError'
  constructor(
    readonly changes: readonly Change[],
    override readonly cause: unknown,
  ) {
    super(messageOf(cause))
  }
}

/** push-files' writes stopped part-way. */
export class PushError extends PartWayError {
  override name = 'PushError'
}

/**
 * A write the service answered without carrying it out, twice: an update whose bytes it does not hold, or a create
 * into a folder it no longer finds even after the folder was made again.
 */
export class UntakenWriteError extends Error {
  override name = 'UntakenWriteError'
}

/** An asset's create of unknown outcome, and its folder, read again, did not hold it: it is not sent a third time. */
export class UnknownAssetCreateError extends Error {
  override name = 'UnknownAssetCreateError'
}

/** A name the push would match or descend into that two or more assets of one folder hold. */
export interface Ambiguity {
  /** From the root of the assets panel, `/`-joined: the name, or with `names` the folder that holds them. */
  where: string
  ids: number[]
  /** Names that differ only by case: one file on macOS and Windows runners. */
  names?: string[]
}

/** A file whose place holds an asset push-files may not change: a folder, or a type the route does not make. */
export interface Conflict {
  path: string
  id: number
  type: string
}

/** The assets panel cannot be matched with the files unambiguously: nothing was changed. */
export class PlanError extends Error {
  override name = 'PlanError'
  constructor(
    readonly ambiguities: readonly Ambiguity[],
    readonly conflicts: readonly Conflict[],
  ) {
    super('The assets panel cannot be matched with the files unambiguously')
  }
}

/** An asset's file that is not the one its list describes: longer than its size, or bytes of another MD5. */
export class FileMismatchError extends Error {
  override name = 'FileMismatchError'
}

/** pull-files' writes stopped part-way. */
export class PullError extends PartWayError {
  override name = 'PullError'
}

/** An asset push-files would overwrite or delete whose bytes git never had: an edit made in the Editor, most likely. */
export interface EditorConflict {
  /** Its path under `path` (and `target`). */
  path: string
  /** What the push would do to it. */
  action: 'updated' | 'deleted'
  id: number
  /** The Editor's bytes' MD5, and when the asset last changed (as the list says; untrusted). */
  md5: string
  modifiedAt?: string
  /** `edited`: the bytes are no version git had; `unverified`: git's history could not be read far enough to know. */
  why: 'edited' | 'unverified'
}

/** push-files refused: the branch holds edits git does not have, and on-conflict is fail. Nothing was sent. */
export class EditorConflictError extends Error {
  override name = 'EditorConflictError'
  constructor(readonly conflicts: readonly EditorConflict[]) {
    super(`${conflicts.length} files on the branch hold edits git does not have`)
  }
}

/** The app, opened in the browser, did not pass: each fault as verify-app tells it. */
export class AppFailedError extends Error {
  override name = 'AppFailedError'
  constructor(readonly faults: readonly { message: string }[]) {
    const [first, ...rest] = faults
    super(
      `The app failed in the browser: ${first?.message ?? 'no reason'}${rest.length ? `\n${rest.map(fault => fault.message).join('\n')}` : ''}`,
    )
  }
}

/** A roll back refused before any build: nothing to roll back to, or a deploy Pages would ignore. Its summary is written. */
export class RollBackRefusedError extends Error {
  override name = 'RollBackRefusedError'
}

/** A playable over its limit: deleted, never left where it could be uploaded; the files that take the most named. */
export class PackageTooBigError extends Error {
  override name = 'PackageTooBigError'
  constructor(
    readonly file: string,
    readonly size: number,
    readonly limit: number,
    readonly files: readonly { path: string; size: number; packed: number; encoding: string }[],
    /** What the limit measures: the file, the zip, or the zip's files unpacked. */
    readonly measures: 'file' | 'zip' | 'unzipped' = file.endsWith('.zip') ? 'zip' : 'file',
  ) {
    super(`The package would be ${size} bytes, over its limit of ${limit}`)
  }
}

/** A build that `fit` could not bring under its limit: nothing written; what it reached and what is left named. */
export class FitFailedError extends Error {
  override name = 'FitFailedError'
  constructor(
    readonly size: number,
    readonly limit: number,
    /** The biggest files left, each with what fit made of it or why it could not. */
    readonly left: readonly string[],
    readonly changes: readonly {
      path: string
      asset: string
      step: string
      before: number
      after: number
      was: string
      now: string
      setting: string
    }[],
    /** Set when fit re-encoded nothing: the bytes no re-encoding could lower, over the limit alone. */
    readonly floor?: number,
  ) {
    super(`The package could not be fitted under its limit: ${floor ?? size} bytes at best, over ${limit}`)
  }
}

/** A playable that breaks rules of its network's upload (playable/checks.ts): deleted, never left to be uploaded. */
export class NetworkRulesError extends Error {
  override name = 'NetworkRulesError'
  constructor(
    readonly network: string,
    /** Each broken rule, in words: the network, the rule, what breaks it, and the rule's source. */
    readonly broken: readonly string[],
  ) {
    super(
      `The package breaks ${broken.length === 1 ? 'a rule' : `${broken.length} rules`} of ${network}'s upload, so nothing was written:\n${broken.map(line => `- ${line}`).join('\n')}`,
    )
  }
}

/** Some branches' archives did not come whole: the others are kept and listed; these are named, with why. */
export class BranchesNotArchivedError extends Error {
  override name = 'BranchesNotArchivedError'
  constructor(
    readonly missed: readonly { id: string; name: string; why: string }[],
    archived: number,
    manifest: string,
  ) {
    super(
      `${missed.length} of ${missed.length + archived} branches not archived (${archived === 1 ? 'the other is' : `the ${archived} others are`} whole, listed in ${manifest}):\n${missed
        .map(branch => `- ${JSON.stringify(branch.name)} (${branch.id}): ${branch.why}`)
        .join('\n')}`,
    )
  }
}
