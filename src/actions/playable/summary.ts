import type { Network, StartSignal } from '../../playable/networks.js'
import { type CarriedFile, biggest } from '../../playable/sizes.js'
import type { Packed } from '../../playable/write-package.js'
import type { FitChange } from '../../fitting/fit-build.js'
import type { FitFailedError, PackageTooBigError } from '../../errors.js'
import { code, tableHtml } from '../../report/format.js'
import { escapeHtml, formatBytes } from '../../text.js'

const STARTS = {
  none: 'at once',
  ready: "once MRAID is ready (the network's mraid.js)",
  viewable: "once MRAID is ready and the ad viewable (the network's mraid.js)",
  deviceready: "once Cordova's deviceready fired (the app's cordova.js)",
} as const satisfies Record<StartSignal, string>

const bytes = (n: number): string => `${escapeHtml(formatBytes(n))} (${n} bytes)`

/** The biggest files as an HTML table: each one's size in the build and in the package, and how it is carried. */
function filesHtml(files: readonly (Omit<CarriedFile, 'encoding'> & { encoding: string })[]): string {
  const rows = biggest(files, 10)
    .map(
      file =>
        `<tr><td>${code(file.path)}</td><td align="right">${escapeHtml(formatBytes(file.size))}</td><td align="right">${escapeHtml(formatBytes(file.packed))}</td><td>${escapeHtml(file.encoding)}</td></tr>`,
    )
    .join('\n')
  return `<table>\n<tr><th>Biggest files</th><th>in the build</th><th>in the package</th><th>carried as</th></tr>\n${rows}\n</table>`
}

/** The playable step's summary: the package against its limit, and where its bytes go. */
export function playableSummaryHtml(facts: {
  network: Network
  packed: Packed
  limit?: number
  changes?: readonly FitChange[]
}): string {
  const { network, packed, limit, changes } = facts
  const rows: [string, string][] = [
    ['Network', escapeHtml(network.label)],
    ['Package', code(packed.file)],
    ['Size', bytes(packed.size)],
    ['Limit', limit === undefined ? 'none' : `${bytes(limit)}, ${Math.round((packed.measured / limit) * 100)} % used`],
    ['Files', String(packed.files.length)],
    ['Compressed', packed.gzip ? 'gzip, unpacked by the browser' : 'no'],
    ['Starts', STARTS[network.start]],
  ]
  const fitted = changes
    ? `<h4>Fitted: ${changes.length} file(s) of the build changed</h4>\n${changesHtml(changes)}\n`
    : ''
  return `<h3>Playable packed</h3>\n${tableHtml(rows)}\n${fitted}${filesHtml(packed.files)}\n`
}

/** The summary of a package over its limit: nothing was written; the files that take the most. */
export function tooBigSummaryHtml(error: PackageTooBigError, fit?: string): string {
  const hint = fit
    ? `\n<p>With <code>fit: true</code> it would be re-encoded until it fits; first it would ${escapeHtml(fit)}.</p>`
    : ''
  return `<h3>Playable over its limit</h3>\n<p>It would be ${bytes(error.size)}, over its limit of ${bytes(error.limit)}: nothing was written.</p>${hint}\n${filesHtml(error.files)}\n`
}

/** Every file fit changed: the asset, its bytes before and after, what it was and is, and the setting used. */
export function changesHtml(changes: readonly (Omit<FitChange, 'step'> & { step: string })[]): string {
  const rows = changes
    .map(
      change =>
        `<tr><td>${escapeHtml(change.asset)}<br>${code(change.path)}${change.renamed ? ` → ${code(change.renamed)}` : ''}</td><td>${escapeHtml(change.step)}</td><td align="right">${escapeHtml(formatBytes(change.before))}</td><td align="right">${change.after ? escapeHtml(formatBytes(change.after)) : '—'}</td><td>${escapeHtml(change.was)}</td><td>${escapeHtml(change.now)}</td><td>${escapeHtml(change.setting)}</td></tr>`,
    )
    .join('\n')
  return `<table>\n<tr><th>Asset</th><th>step</th><th>before</th><th>after</th><th>was</th><th>now</th><th>setting</th></tr>\n${rows}\n</table>`
}

/** The summary of a build fit could not bring under its limit: nothing was written; what it did, what is left. */
export function fitFailedSummaryHtml(error: FitFailedError, what = 'Playable'): string {
  const left = error.left.map(line => `<li>${escapeHtml(line)}</li>`).join('\n')
  if (error.floor !== undefined)
    return `<h3>${what} could not be fitted</h3>\n<p>What fit carries as it is (code, scenes, settings and the page itself) comes to ${bytes(error.floor)}, over its limit of ${bytes(error.limit)}, whatever it does to the textures, meshes and sounds: it re-encoded nothing, and nothing was written.</p>\n${error.changes.length ? changesHtml(error.changes) : ''}\n<p>The biggest of it:</p>\n<ul>\n${left}\n</ul>\n`
  return `<h3>${what} could not be fitted</h3>\n<p>With every change below it comes to ${bytes(error.size)}, over its limit of ${bytes(error.limit)}: nothing was written.</p>\n${changesHtml(error.changes)}\n<p>What is left, biggest first:</p>\n<ul>\n${left}\n</ul>\n`
}
