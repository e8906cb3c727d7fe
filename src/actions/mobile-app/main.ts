import { readMobileAppInputs } from './inputs.js'
import { mobileAppSummaryHtml } from './summary.js'
import { listBuild } from '../../playable/build-files.js'
import { writeAppFolder } from '../../playable/app-folder.js'
import { biggest, describeFile } from '../../playable/sizes.js'
import { messageOf } from '../../errors.js'
import { jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'
import { formatBytes } from '../../text.js'

/**
 * The mobile-app action: inputs → the build's files listed → the web folder written for the platform (the playable's
 * page as index.html, every file inside it, src/playable/app-folder.ts) and its zip → outputs, the size in the log and
 * the summary. No token, no request, no limit: it packs what download-app unpacked.
 */
export async function run(): Promise<void> {
  await runStep([], pack, error => ({
    message: messageOf(error),
    summaryHtml: message => jobFailureSummaryHtml('Mobile app folder not packed', message),
  }))
}

async function pack(io: StepIO): Promise<void> {
  const inputs = readMobileAppInputs(io.input, process.env)
  const files = await listBuild(inputs.directory)
  const { platform } = inputs
  const written = await writeAppFolder({ ...inputs, files, shell: platform })
  io.output('directory', written.folder)
  io.output('zip', written.zip)
  io.output('size', String(written.size))
  io.output('page', 'index.html')
  io.group(
    `Packed for ${platform.label}: ${formatBytes(written.size)} in one index.html`,
    [
      `Folder: ${written.folder} (copy it into ${platform.folder})`,
      `Zip: ${written.zip}`,
      `Files: ${written.files.length} of the build, ${formatBytes(written.files.reduce((sum, f) => sum + f.size, 0))} in the build`,
      `Compressed: ${written.gzip ? 'yes (gzip, unpacked by the web view)' : 'no'}`,
      'Biggest in the page:',
      ...biggest(written.files).map(f => `  ${describeFile(f)}`),
    ].join('\n'),
  )
  await io.writeSummary(mobileAppSummaryHtml({ platform, written }))
}
