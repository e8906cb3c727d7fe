/**
 * docs/playable.md's table of networks, written from src/playable/networks.ts by `npm run docs` (readme-tables.ts),
 * and held to it by `npm run lint`: the rows the page and the checks are made from are the rows a user reads. Each fact
 * names its source by number, `(?)` where only another tool's page says it; the sources are listed under the table.
 */
import { ruleText } from '../src/playable/checks.js'
import { type Network, type Source, type StartSignal, NETWORKS } from '../src/playable/networks.js'
import { formatBytes } from '../src/text.js'

const FORM = { html: 'one HTML file', zip: 'a zip' } as const
const MEASURES = { file: 'the file', zip: 'the zip', unzipped: "the zip's files unpacked" } as const
const STARTS = {
  none: 'at once',
  ready: 'once MRAID is ready',
  viewable: 'once MRAID is ready and the ad viewable',
  deviceready: "once Cordova's deviceready fired",
} as const satisfies Record<StartSignal, string>

const cell = (text: string): string => text.replace(/\|/g, '\\|')
const code = (text: string): string => `\`${text}\``

export function networksTable(networks: readonly Network[] = NETWORKS): string {
  const sources: Source[] = []
  /** `[n]` for a source of the list; `(?)` too for another tool's, and alone for a fact no page gave (Mintegral's MRAID). */
  const cite = (source: Source | undefined, needed = false): string => {
    if (!source) return needed ? ' (?)' : ''
    let at = sources.findIndex(known => known.url === source.url && known.title === source.title)
    if (at < 0) at = sources.push(source) - 1
    return ` [${at + 1}]${source.from === 'tool' ? ' (?)' : ''}`
  }
  const rows = networks.map(network => {
    const limit = network.limit === undefined ? 'none' : `${formatBytes(network.limit)}, ${MEASURES[network.measures]}`
    const rules = network.rules.map(rule => `${ruleText(rule, code)}${cite(rule.source)}`).join('; ') || '—'
    return [
      code(network.name),
      network.label,
      `${FORM[network.form]}${cite(network.sources.form)}`,
      `${limit}${cite(network.sources.limit)}`,
      `${STARTS[network.start]}${cite(network.sources.start, network.start !== 'none')}`,
      `${code(network.store)}${cite(network.sources.store, network.glue !== 'none')}`,
      rules,
    ]
      .map(cell)
      .join(' | ')
  })
  const table = [
    '| network | label | form | limit, and what it measures | starts | the store call | checked before the package is written |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(row => `| ${row} |`),
  ].join('\n')
  const list = sources
    .map(
      (source, i) =>
        `${i + 1}. [${source.title}](${source.url}), read ${source.read}${source.from === 'tool' ? ': (?) not a page of the network' : source.from === 'standard' ? ': the standard' : ''}`,
    )
    .join('\n')
  return `${table}\n\n${list}`
}
