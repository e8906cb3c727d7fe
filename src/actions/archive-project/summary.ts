import type { Archived, NotArchived } from '../../archives/branch-archives.js'
import type { Downloaded } from '../../downloads/download.js'
import { code, formatDuration, named, tableHtml } from '../../report/format.js'
import { escapeHtml, formatBytes } from '../../text.js'

export interface ArchiveSummaryFacts {
  projectId: number
  /** Undefined for the project's main branch. */
  branch?: { id: string; name?: string }
  file: string
  jobId?: number
  zip: Downloaded
  /** From the archive's create to its job complete. */
  archivedMs: number
  tookMs: number
  requests: number
  heldMs: number
}

/** The archive-project step's summary as HTML; every value escaped, as any of it may be untrusted. */
export function archiveSummaryHtml(facts: ArchiveSummaryFacts): string {
  const { zip } = facts
  const rows: [string, string][] = [
    ['Project', escapeHtml(String(facts.projectId))],
    ['Branch', facts.branch ? named(facts.branch.name, facts.branch.id) : "the project's main branch"],
    ['File', code(facts.file)],
    ['Size', `${escapeHtml(formatBytes(zip.size))} (${zip.size} bytes)`],
    ['SHA-256', code(zip.sha256)],
    ['Archive took', escapeHtml(formatDuration(facts.archivedMs))],
    ['Download took', escapeHtml(formatDuration(zip.tookMs))],
    ['Step took', escapeHtml(formatDuration(facts.tookMs))],
    ['Requests', String(facts.requests)],
  ]
  if (facts.heldMs >= 1) rows.push(['Held back by the shared rate limit', escapeHtml(formatDuration(facts.heldMs))])
  if (facts.jobId !== undefined) rows.push(['Job', code(String(facts.jobId))])
  return `<h3>Project archived</h3>\n${tableHtml(rows)}\n`
}

export interface SeveralSummaryFacts {
  projectId: number
  directory: string
  archived: readonly Archived[]
  missed: readonly NotArchived[]
  tookMs: number
  requests: number
  heldMs: number
}

/** The summary of several branches archived: each zip, then each branch that did not come and why (escaped). */
export function severalSummaryHtml(facts: SeveralSummaryFacts): string {
  const rows: [string, string][] = [
    ['Project', escapeHtml(String(facts.projectId))],
    ['Folder', code(facts.directory)],
    ['Archived', `${facts.archived.length} of ${facts.archived.length + facts.missed.length} branches`],
    ['Step took', escapeHtml(formatDuration(facts.tookMs))],
    ['Requests', String(facts.requests)],
  ]
  if (facts.heldMs >= 1) rows.push(['Held back by the shared rate limit', escapeHtml(formatDuration(facts.heldMs))])
  const zips = facts.archived
    .map(
      a =>
        `<tr><td>${named(a.name, a.id)}</td><td>${code(a.file)}</td><td align="right">${escapeHtml(formatBytes(a.size))}</td><td>${code(a.sha256.slice(0, 12))}</td></tr>`,
    )
    .join('\n')
  const missed = facts.missed.map(m => `<li>${named(m.name, m.id)}: ${escapeHtml(m.why)}</li>`).join('\n')
  const title = facts.missed.length ? 'Branches not all archived' : 'Branches archived'
  return `<h3>${title}</h3>\n${tableHtml(rows)}\n${zips ? `<table>\n<tr><th>Branch</th><th>Zip</th><th>Size</th><th>SHA-256</th></tr>\n${zips}\n</table>\n` : ''}${missed ? `<p>Not archived:</p>\n<ul>\n${missed}\n</ul>\n` : ''}`
}
