import type { GitVersions } from '../history/read-history.js'
import { escapeHtml } from '../text.js'
import { code, formatDuration } from './format.js'

/** What push-files and pull-files tell of git's history: how it was read, and the files it could not vouch for. Pure. */

/** The log line: how much of the history was read, or why none could be. */
export function historyLine(versions: GitVersions): string {
  if (!versions.repository) return `Not checked against git's history: ${versions.why}; every file is taken as it is`
  const read = `${versions.commits} commits read in ${formatDuration(versions.tookMs)}`
  return versions.complete
    ? `Checked against git's history: ${read}`
    : `Checked against git's history, which is incomplete: ${read}; fetching more failed (${versions.incomplete ?? 'no origin'})`
}

/** The summary's row: checked (commits, time), or not and why. */
export function historyCell(versions: GitVersions): string {
  if (!versions.repository) return `not checked: ${escapeHtml(versions.why)}`
  const read = `${versions.commits} commits read in ${escapeHtml(formatDuration(versions.tookMs))}`
  return versions.complete ? read : `${read}; incomplete (a shallow checkout that could not be deepened)`
}

/** How many paths a note names before it says how many more. */
const LISTED = 20

/** Paths as a short inline list: `a`, `b` and 3 more. */
export function pathList(paths: readonly string[]): string {
  const more = paths.length > LISTED ? ` and ${paths.length - LISTED} more` : ''
  return `${paths.slice(0, LISTED).map(code).join(', ')}${more}`
}
