import type { UserSummary } from '../api/model.js'
import { escapeHtml } from '../text.js'

/** What every step summary is made of: names, durations and tables. Pure; every value escaped where it is placed. */

export function who(thing: { user?: UserSummary }): string | undefined {
  const { fullName, username } = thing.user ?? {}
  if (fullName && username) return `${fullName} (@${username})`
  return fullName || (username && `@${username}`) || undefined
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

/** `<code>` around escaped text. */
export function code(text: string): string {
  return `<code>${escapeHtml(text)}</code>`
}

/** A name and its id, or the id alone: `name (<code>id</code>)`. */
export function named(name: string | undefined, id: string): string {
  return name === undefined ? code(id) : `${escapeHtml(name)} (${code(id)})`
}

/** Rows of a two-column table; the values are HTML already (escape them before). */
export function tableHtml(rows: readonly (readonly [string, string])[]): string {
  const body = rows.map(([name, value]) => `<tr><th align="left">${name}</th><td>${value}</td></tr>`).join('\n')
  return `<table>\n${body}\n</table>`
}

/** A failed build's or archive's summary: what went wrong, and the job, if one was started. */
export function jobFailureSummaryHtml(title: string, message: string, job?: { id: number; failed: boolean }): string {
  const fate = job?.failed ? 'it ended in error' : 'it was started'
  const started = job === undefined ? '' : `<p>Job <code>${job.id}</code>: ${fate}.</p>\n`
  return `<h3>${escapeHtml(title)}</h3>\n<p>${escapeHtml(message)}</p>\n${started}`
}
