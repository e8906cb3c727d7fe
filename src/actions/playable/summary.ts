import type { Network } from '../../playable/networks.js'
import { type CarriedFile, biggest } from '../../playable/sizes.js'
import type { Packed } from '../../playable/write-package.js'
import type { PackageTooBigError } from '../../errors.js'
import { code, tableHtml } from '../../report/format.js'
import { escapeHtml, formatBytes } from '../../text.js'

const STARTS = {
  none: 'at once',
  ready: "once MRAID is ready (the network's mraid.js)",
  viewable: "once MRAID is ready and the ad viewable (the network's mraid.js)",
} as const

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
export function playableSummaryHtml(facts: { network: Network; packed: Packed; limit?: number }): string {
  const { network, packed, limit } = facts
  const rows: [string, string][] = [
    ['Network', escapeHtml(network.label)],
    ['Package', code(packed.file)],
    ['Size', bytes(packed.size)],
    ['Limit', limit === undefined ? 'none' : `${bytes(limit)}, ${Math.round((packed.measured / limit) * 100)} % used`],
    ['Files', String(packed.files.length)],
    ['Compressed', packed.gzip ? 'gzip, unpacked by the browser' : 'no'],
    ['Starts', STARTS[network.start]],
  ]
  return `<h3>Playable packed</h3>\n${tableHtml(rows)}\n${filesHtml(packed.files)}\n`
}

/** The summary of a package over its limit: nothing was written; the files that take the most. */
export function tooBigSummaryHtml(error: PackageTooBigError): string {
  return `<h3>Playable over its limit</h3>\n<p>It would be ${bytes(error.size)}, over its limit of ${bytes(error.limit)}: nothing was written.</p>\n${filesHtml(error.files)}\n`
}
