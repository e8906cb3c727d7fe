import type { AppShell } from '../../playable/app-shells.js'
import type { AppFolder } from '../../playable/app-folder.js'
import { biggest, describeFile } from '../../playable/sizes.js'
import type { FitChange } from '../../fitting/fit-build.js'
import { changesHtml } from '../playable/summary.js'
import { code, tableHtml } from '../../report/format.js'
import { escapeHtml, formatBytes } from '../../text.js'

const STARTS: Record<AppShell['start'], string> = {
  none: 'at once',
  deviceready: "once Cordova's deviceready fired (the app's cordova.js, which Cordova adds when it builds)",
  ready: 'once MRAID is ready',
  viewable: 'once MRAID is ready and viewable',
}

/** The mobile-app step's summary: where the folder is, how big, where it goes, and where its bytes are. */
export function mobileAppSummaryHtml({
  platform,
  written,
  limit,
  changes,
}: {
  platform: AppShell
  written: AppFolder
  limit?: number
  changes?: readonly FitChange[]
}): string {
  const rows: [string, string][] = [
    ['Platform', escapeHtml(platform.label)],
    ['Folder', `${code(written.folder)} (copy it into ${escapeHtml(platform.folder)})`],
    ['Zip', code(written.zip)],
    ['Size', `${escapeHtml(formatBytes(written.size))} (${written.size} bytes), one index.html`],
    [
      'Limit',
      limit === undefined
        ? 'none (max-size not given)'
        : `${escapeHtml(formatBytes(limit))}, ${Math.round((written.size / limit) * 100)} % used`,
    ],
    ['Files', `${written.files.length} of the build, inside the page`],
    ['Compressed', written.gzip ? 'gzip, unpacked by the web view' : 'no'],
    ['Starts', STARTS[platform.start]],
  ]
  const files = biggest(written.files, 10)
    .map(file => `<li>${escapeHtml(describeFile(file))}</li>`)
    .join('\n')
  const fitted = changes
    ? `<h4>Fitted: ${changes.length} file(s) of the build changed</h4>\n${changesHtml(changes)}\n`
    : ''
  return `<h3>Mobile app folder packed</h3>\n${tableHtml(rows)}\n${fitted}<p>Biggest in the page:</p>\n<ul>\n${files}\n</ul>\n`
}
