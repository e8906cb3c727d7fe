import type { AppReport } from '../../verifying/open-app.js'
import { code, tableHtml } from '../../report/format.js'
import { escapeHtml } from '../../text.js'
import type { VerifyInputs } from './inputs.js'
import { GRID, type Likeness, regionName, score } from '../../verifying/likeness.js'
import type { Similarity } from '../../images/similarity.js'
import { describeClicks } from '../../verifying/page-clock.js'

export interface VerifySummaryFacts {
  inputs: VerifyInputs
  report: AppReport
  /** Where the screenshot was written; undefined when there is none. */
  screenshot?: string
  /** The browser as it names itself. */
  browser: string
  /** The screenshot against `reference`; undefined without one. */
  likeness?: Likeness
}

/**
 * The verify-app step's summary as HTML: the verdict, the figures, each fault, and how to keep the screenshot (a
 * summary cannot show a file of the runner's). Every value escaped: the faults are the page's words.
 */
export function verifySummaryHtml(facts: VerifySummaryFacts): string {
  const { inputs, report } = facts
  const state = report.state
  const app = 'directory' in inputs.app ? code(inputs.app.directory) : code(inputs.app.url.href)
  const rows: [string, string][] = [
    ['App', app],
    ['Started in', state?.startedAt !== undefined ? `${(state.startedAt / 1000).toFixed(1)} s` : 'not started'],
    ['Frames', `${state?.frame ?? 0} (${inputs.frames} wanted)`],
    ['Device', escapeHtml(state?.device ?? 'none')],
    ['Engine', escapeHtml(state?.engine ?? 'not loaded')],
    ...(inputs.platform
      ? [
          ['Platform', `${escapeHtml(inputs.platform.label)}'s shell (stand-in), opened from its file`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(inputs.network
      ? [
          ['Network', `${escapeHtml(inputs.network.label)}'s container (stand-in)`] as [string, string],
          [
            'Store link',
            report.storeCall
              ? code(report.storeCall)
              : report.passed
                ? 'not tried: the page has no playable.openStore()'
                : 'none',
          ] as [string, string],
        ]
      : []),
    ['Errors', String(report.faults.length)],
    ['Console errors', String(report.consoleErrors.length)],
    ['Browser', escapeHtml(facts.browser)],
    [
      'Screenshot',
      facts.screenshot ? code(facts.screenshot) : escapeHtml(`none: ${report.screenshotError ?? 'the page gave none'}`),
    ],
    ...(inputs.pinClock ? [['Clock', `pinned: the picture held at frame ${inputs.frames}`] as [string, string]] : []),
    ...(inputs.clicks.length > 0 ? [['Clicks', describeClicks(inputs.clicks)] as [string, string]] : []),
    ...(inputs.reference
      ? [
          ['Reference', code(inputs.reference.path)] as [string, string],
          ['Similarity', similarityHtml(facts.likeness?.similarity, inputs.reference.minSimilarity)] as [
            string,
            string,
          ],
        ]
      : []),
  ]
  const title = report.passed ? 'App verified in the browser' : 'App failed in the browser'
  const faults = report.faults.length
    ? `<ul>\n${report.faults.map(fault => `<li>${escapeHtml(fault.message)}</li>`).join('\n')}\n</ul>\n`
    : ''
  const consoleErrors = report.consoleErrors.length
    ? `<details><summary>Console errors</summary>\n<ul>\n${report.consoleErrors.map(line => `<li>${code(line)}</li>`).join('\n')}\n</ul>\n</details>\n`
    : ''
  const keep = facts.screenshot
    ? `<p>To see the screenshot, keep it with <code>actions/upload-artifact@v7</code> (<code>path: ${escapeHtml(facts.screenshot)}</code>, <code>archive: false</code>, <code>if: always()</code>): the run's page then shows the PNG.</p>\n`
    : ''
  const regions = facts.likeness?.similarity ? regionsHtml(facts.likeness.similarity) : ''
  return `<h3>${title}</h3>\n${faults}${tableHtml(rows)}\n${regions}${consoleErrors}${keep}`
}

/** The whole and the least similar region against the bound (SSIM). */
function similarityHtml(similarity: Similarity | undefined, bound: number): string {
  if (!similarity) return 'not compared'
  const mark = (ssim: number) => (ssim >= bound ? score(ssim) : `<b>${score(ssim)}</b>`)
  return `${mark(similarity.whole)} over the whole, ${mark(similarity.worst.ssim)} in the least similar region (${regionName(similarity.worst)}); at least ${bound} wanted`
}

/** Each region's SSIM where it is in the picture, the least similar in bold. */
function regionsHtml(similarity: Similarity): string {
  const rows: string[] = []
  for (let row = 0; row < GRID; row++) {
    const cells = similarity.regions
      .slice(row * GRID, (row + 1) * GRID)
      .map(region => `<td>${region === similarity.worst ? `<b>${score(region.ssim)}</b>` : score(region.ssim)}</td>`)
    rows.push(`<tr>${cells.join('')}</tr>`)
  }
  return `<details><summary>Similarity by region (${GRID}×${GRID}, as the picture lies)</summary>\n<table>\n${rows.join('\n')}\n</table>\n</details>\n`
}
