import {
  ApiError,
  CancelledError,
  type Change,
  FileMismatchError,
  PlanError,
  PullError,
  StepTimeoutError,
  TransportError,
  UnreadableAnswerError,
  messageOf,
} from '../errors.js'
import { failureMessage, quoteName, transportHint } from './messages.js'
import type { LeftToGit, LeftWhy } from '../pulling/against-history.js'

/** What pull-files' user is told about a failure: what was done before it, and what to do. */
export function pullFailureMessage(thrown: unknown, lastProblem?: string): string {
  const done = thrown instanceof PullError ? thrown.changes : undefined
  const error = thrown instanceof PullError ? thrown.cause : thrown
  const sofar = done === undefined ? ' Nothing was changed.' : ` ${pulledSoFar(done)}`
  const last = lastProblem ? ` Last problem, retried: ${lastProblem}.` : ''
  if (error instanceof PlanError) {
    const names = error.ambiguities
      .slice(0, SHOWN)
      .map(a =>
        a.names
          ? `${a.names.length} names in ${quoteName(a.where || '/')} differ only by case (${a.names.map(quoteName).join(', ')}; ids ${a.ids.join(', ')}): on macOS and Windows runners they are one file.`
          : `${a.ids.length} assets are named ${quoteName(a.where)} in one folder (ids ${a.ids.join(', ')}).`,
      )
    const more = error.ambiguities.length > SHOWN ? ` And ${error.ambiguities.length - SHOWN} more.` : ''
    return `${names.join(' ')}${more} One file cannot be both: rename or delete the extra asset in the Editor. Nothing was changed.`
  }
  if (error instanceof StepTimeoutError || error instanceof CancelledError) {
    const hint = error instanceof StepTimeoutError ? ' Raise the timeout input if a pull takes this long.' : ''
    return `${messageOf(error)} while pulling.${sofar}${last}${hint}`
  }
  if (error instanceof FileMismatchError) return `${sentence(messageOf(error))}${sofar}`
  if (error instanceof ApiError || error instanceof TransportError || error instanceof UnreadableAnswerError) {
    const hint =
      error instanceof ApiError
        ? pullHint(error.status)
        : error instanceof TransportError
          ? transportHint(error.code)
          : ''
    return `${sentence(`Pulling failed: ${messageOf(error)}${hint ? ` — ${hint}` : ''}`)}${sofar}`
  }
  if (done !== undefined) return `${sentence(messageOf(error))}${sofar}`
  return failureMessage(error, lastProblem)
}

const SHOWN = 10

function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`
}

/** The changes made before a failure, counted; a second run changes only what still differs. */
export function pulledSoFar(changes: readonly Change[]): string {
  const count = (action: Change['action']): number => changes.filter(c => c.action === action).length
  if (changes.length === 0) return 'Nothing was changed before it stopped.'
  return (
    `Done before it stopped: ${count('created')} files written, ${count('updated')} replaced, ${count('deleted')} ` +
    'deleted (the summary lists them). Run the step again to finish: it changes only what still differs.'
  )
}

function pullHint(status: number): string {
  switch (status) {
    case 401:
      return 'check access-token (is the secret set, and the token not revoked?)'
    case 403:
      return "the token's account may not read this project's assets: check project-id and the token's access"
    case 404:
      return 'check project-id and the branch (it must belong to the project); a file may have been deleted meanwhile'
    case 429:
      return "the token's per-minute rate limit is used up; it is shared by every workflow and tool using the token"
    default:
      return status >= 500 ? 'the service failed; try again later' : ''
  }
}

const LEFT_WHY: Record<LeftWhy, string> = {
  behind: "the Editor holds an older version of git's (a push will bring it up to date)",
  'deleted in git': 'git deleted the file; the Editor still holds a version git had',
  'not yet pushed': 'git added or changed it after the newest commit the Editor holds (a push will bring it there)',
  unverified:
    "git's history could not be read far enough to tell whether git had these bytes (a shallow checkout: give actions/checkout fetch-depth: 0)",
}

/** A file left as git has it, and why: the log's line. */
export function leftToGitLine(left: LeftToGit): string {
  return `Left to git: ${quoteName(left.path)}${left.id ? ` (asset ${left.id})` : ''}: ${LEFT_WHY[left.why]}`
}

export const leftWhyText = (why: LeftWhy): string => LEFT_WHY[why]
