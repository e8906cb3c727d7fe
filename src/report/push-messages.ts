import {
  ApiError,
  CancelledError,
  type Change,
  type EditorConflict,
  EditorConflictError,
  PlanError,
  PushError,
  StepTimeoutError,
  TransportError,
  UnknownAssetCreateError,
  UnreadableAnswerError,
  messageOf,
} from '../errors.js'
import { failureMessage, quoteName, transportHint } from './messages.js'
import type { OnConflict } from '../pushing/against-history.js'

/** What push-files' user is told about a failure: what was done before it, and what to do. */
export function pushFailureMessage(thrown: unknown, lastProblem?: string): string {
  const done = thrown instanceof PushError ? thrown.changes : undefined
  const error = thrown instanceof PushError ? thrown.cause : thrown
  const sofar = done === undefined ? ' Nothing was changed.' : ` ${doneSoFar(done)}`
  const last = lastProblem ? ` Last problem, retried: ${lastProblem}.` : ''
  if (error instanceof PlanError) return `${planProblems(error)} Nothing was changed.`
  if (error instanceof EditorConflictError) return conflictsMessage(error.conflicts)
  if (error instanceof StepTimeoutError || error instanceof CancelledError) {
    const hint = error instanceof StepTimeoutError ? ' Raise the timeout input if a push takes this long.' : ''
    return `${messageOf(error)} while pushing.${sofar}${last}${hint}`
  }
  if (error instanceof UnknownAssetCreateError) {
    return `${sentence(messageOf(error))} Look in the assets panel before running the step again.${sofar}`
  }
  if (error instanceof ApiError || error instanceof TransportError || error instanceof UnreadableAnswerError) {
    const hint =
      error instanceof ApiError
        ? pushHint(error.status)
        : error instanceof TransportError
          ? transportHint(error.code)
          : ''
    return `${sentence(`Pushing failed: ${messageOf(error)}${hint ? ` — ${hint}` : ''}`)}${sofar}`
  }
  if (done !== undefined) return `${sentence(messageOf(error))}${sofar}`
  return failureMessage(error, lastProblem)
}

/** Text ended as a sentence: a full stop unless it ends in one, or in a question. */
function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`
}

/** Assets of one name in a folder the step created into, after its writes: most likely another run's at once. */
export function twinWarning(twin: { path: string; ids: readonly number[] }): string {
  return (
    `${twin.ids.length} assets are now named ${quoteName(twin.path)} in one folder (ids ${twin.ids.join(', ')}): ` +
    'another run pushing to this branch at the same time? Delete the extra one in the Editor, and give such runs one ' +
    'concurrency group'
  )
}

/** The changes made before a failure, counted; a second run changes only what still differs. */
export function doneSoFar(changes: readonly Change[]): string {
  const count = (action: Change['action']): number => changes.filter(c => c.action === action).length
  if (changes.length === 0) return 'Nothing was changed before it stopped.'
  return (
    `Done before it stopped: ${count('created-folder')} folders made, ${count('created')} files created, ` +
    `${count('updated')} updated, ${count('deleted')} deleted (the summary lists them). Run the step again to ` +
    'finish: it changes only what still differs.'
  )
}

function pushHint(status: number): string {
  switch (status) {
    case 400:
      return 'the service refused the file: check that its type is one the API makes (script, html, css, text, shader, json)'
    case 401:
      return 'check access-token (is the secret set, and the token not revoked?)'
    case 403:
      return "the token's account may not change this project's assets: check project-id and the token's access"
    case 404:
      return 'check project-id and the branch (it must belong to the project)'
    case 429:
      return "the token's per-minute rate limit is used up; it is shared by every workflow and tool using the token"
    default:
      return status >= 500 ? 'the service failed; try again later' : ''
  }
}

const SHOWN = 10

function planProblems({ ambiguities, conflicts }: PlanError): string {
  const lines = [
    ...ambiguities
      .slice(0, SHOWN)
      .map(a => `${a.ids.length} assets are named ${quoteName(a.where)} in one folder (ids ${a.ids.join(', ')}).`),
    ...conflicts
      .slice(0, SHOWN)
      .map(
        c =>
          `${quoteName(c.path)} is taken by a${c.type === 'folder' ? ' folder' : ` ${c.type} asset`} (id ${c.id}), which this step does not replace.`,
      ),
  ]
  const more = ambiguities.length + conflicts.length - lines.length
  const fix = ambiguities.length
    ? ' Names must be unique where files are pushed: rename or delete the extra assets in the Editor.'
    : ''
  return `${lines.join(' ')}${more > 0 ? ` And ${more} more.` : ''}${fix}`
}

/** What to do about an Editor edit a push would undo. */
export const CONFLICT_HINT =
  'Bring the edits into git first (run pull-files, merge its pull request, run this again), or set on-conflict: overwrite after a checkpoint'

/** What a push does with a conflict, as its warning begins. */
export function conflictWord(mode: OnConflict, action: EditorConflict['action'], dryRun: boolean): string {
  if (mode === 'fail') return 'Conflict'
  if (mode === 'skip') return dryRun ? 'Would be left as the Editor has it' : 'Left as the Editor has it'
  const verb = action === 'deleted' ? 'deleted' : 'overwritten'
  return dryRun
    ? `Would be ${verb} all the same (on-conflict: overwrite)`
    : `${verb[0]?.toUpperCase()}${verb.slice(1)} all the same (on-conflict: overwrite)`
}

/** One conflict: where, which asset, the Editor's bytes and when they changed, and why they are not git's. */
export function conflictLine(c: EditorConflict): string {
  const when = c.modifiedAt ? `modified ${c.modifiedAt}` : 'modified at a time the list does not say'
  const why =
    c.why === 'edited'
      ? 'its bytes are no version git had of it (an edit made in the Editor?)'
      : "git's history could not be read far enough to tell whether git had its bytes (a shallow checkout: give actions/checkout fetch-depth: 0)"
  return `${quoteName(c.path)} (asset ${c.id}, MD5 ${c.md5}, ${when}): ${why}`
}

/** on-conflict: fail. Every conflict named (the log has them all; the message the first ones), and nothing sent. */
function conflictsMessage(conflicts: readonly EditorConflict[]): string {
  const lines = conflicts
    .slice(0, SHOWN)
    .map(c => `${c.action === 'deleted' ? 'delete' : 'overwrite'} ${conflictLine(c)}`)
  const more = conflicts.length > SHOWN ? ` And ${conflicts.length - SHOWN} more (the log lists them).` : ''
  return (
    `The branch holds edits git does not have: this push would ${lines.join('; ')}.${more} Nothing was pushed. ` +
    `${CONFLICT_HINT}.`
  )
}
