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
