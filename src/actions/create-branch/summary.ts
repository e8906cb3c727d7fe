import type { Branch } from '../../api/model.js'
import { escapeHtml } from '../../text.js'
import { formatDuration, named, code, who } from '../../report/format.js'

export interface BranchSummaryFacts {
  branch: Branch
  created: boolean
  projectId: number
  source: { id: string; name?: string }
  /** The checkpoint asked for; undefined for the source branch's latest. */
  checkpointId?: string
  requests: number
  heldMs: number
}

/** The create-branch step's summary as HTML; every value escaped, as any of it may be untrusted. */
export function branchSummaryHtml(facts: BranchSummaryFacts): string {
  const { branch, source } = facts
  const rows: [string, string][] = [
    ['Branch', named(branch.name, branch.id)],
    ['Project', escapeHtml(String(facts.projectId))],
    ['From branch', named(source.name, source.id)],
    ['From checkpoint', facts.checkpointId ? code(facts.checkpointId) : 'its latest'],
    ['Created by', escapeHtml(who(branch) ?? '—')],
    ['Created at', escapeHtml(branch.createdAt ?? '—')],
    ['Requests', String(facts.requests)],
  ]
  if (facts.heldMs >= 1) rows.push(['Held back by the shared rate limit', escapeHtml(formatDuration(facts.heldMs))])
  const table = rows.map(([name, value]) => `<tr><th align="left">${name}</th><td>${value}</td></tr>`).join('\n')
  const title = facts.created ? 'Branch created' : 'Branch already existed: used it (if-exists: use)'
  return `<h3>${title}</h3>\n<table>\n${table}\n</table>\n`
}

export function branchFailureSummaryHtml(message: string): string {
  return `<h3>Branch not created</h3>\n<p>${escapeHtml(message)}</p>\n`
}
