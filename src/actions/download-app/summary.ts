import type { Scene } from '../../api/model.js'
import type { BuildEngine } from '../../unpacking/engine-banner.js'
import type { Downloaded } from '../../downloads/download.js'
import type { Unpacked } from '../../unpacking/unpack.js'
import { code, formatDuration, named, tableHtml } from '../../report/format.js'
import { escapeHtml, formatBytes } from '../../text.js'
import type { AppInputs } from './inputs.js'

export interface AppSummaryFacts {
  inputs: AppInputs
  /** Undefined for the project's main branch. */
  branch?: { id: string; name?: string }
  scenes: Scene[]
  /** The engine the build runs, and where that was read. */
  engine: BuildEngine
  jobId?: number
  zip: Downloaded
  /** The build unpacked, and the policy as written into its index.html (input `csp`'s, with its inline scripts' hashes). */
  unpacked?: Unpacked & { csp?: string }
  /** From the build's create to its job complete. */
  builtMs: number
  tookMs: number
  requests: number
  heldMs: number
}

/** The download-app step's summary as HTML; every value escaped, as any of it may be untrusted. */
export function appSummaryHtml(facts: AppSummaryFacts): string {
  const { inputs, zip, unpacked } = facts
  const rows: [string, string][] = [
    ['App', escapeHtml(inputs.name) + (inputs.version ? ` ${code(inputs.version)}` : '')],
    ['Project', escapeHtml(String(inputs.projectId))],
    ['Branch', facts.branch ? named(facts.branch.name, facts.branch.id) : "the project's main branch"],
    ['Scenes', facts.scenes.map(scene => named(scene.name, String(scene.id))).join(', ')],
    ['Engine', engineHtml(facts.engine, inputs.engineVersion)],
    ['Format', escapeHtml(inputs.format ?? "the service's default (static)")],
    ['Zip', `${escapeHtml(formatBytes(zip.size))} (${zip.size} bytes), sha256 ${code(zip.sha256)}`],
    ['Unpacked', unpacked ? `${unpacked.files} files into ${code(inputs.directory)}` : 'not unpacked (extract: false)'],
    ...(unpacked?.csp ? [['Content Security Policy', `${code(unpacked.csp)} in index.html`] as [string, string]] : []),
    ['Build took', escapeHtml(formatDuration(facts.builtMs))],
    ['Download took', escapeHtml(formatDuration(zip.tookMs))],
    ['Step took', escapeHtml(formatDuration(facts.tookMs))],
    ['Requests', String(facts.requests)],
  ]
  if (facts.heldMs >= 1) rows.push(['Held back by the shared rate limit', escapeHtml(formatDuration(facts.heldMs))])
  if (facts.jobId !== undefined) rows.push(['Job', code(String(facts.jobId))])
  return `<h3>App built</h3>\n${tableHtml(rows)}\n`
}

/** The engine the build runs, and who says so; what was asked when neither the build nor the job says. */
function engineHtml(engine: BuildEngine, asked: string | undefined): string {
  if (engine.version) {
    const from = engine.file ? `as the build's ${code(engine.file)} says` : 'as the job says'
    return `${code(engine.version)} (${from})`
  }
  const wanted = asked ? `${code(asked)} asked` : "the service's default asked"
  return `${wanted}; neither the build nor the job says which it runs`
}
