import { readMobileAppInputs } from './inputs.js'
import { mobileAppSummaryHtml } from './summary.js'
import { listBuild } from '../../playable/build-files.js'
import { type AppFolder, writeAppFolder } from '../../playable/app-folder.js'
import { writePackage } from '../../playable/write-package.js'
import { fitAndPack, packingFailedMessage } from '../../fitting/fit-and-pack.js'
import { whatFitWouldDo } from '../../fitting/first-steps.js'
import type { FitChange } from '../../fitting/fit-build.js'
import { fitFailedSummaryHtml } from '../playable/summary.js'
import { biggest, biggestLines, describeFile } from '../../playable/sizes.js'
import { FitFailedError, PackageTooBigError } from '../../errors.js'
import { jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'
import { formatBytes } from '../../text.js'

/**
 * The mobile-app action: inputs → the build's files listed → the web folder written for the platform (the playable's
 * page as index.html, every file inside it, src/playable/app-folder.ts) and its zip → outputs, the size in the log and
 * the summary; with `fit`, a page over `max-size` made again from a copy of the build re-encoded until it fits. No token,
 * no request: it packs what download-app unpacked.
 */
export async function run(): Promise<void> {
  await runStep([], pack, error => ({
    message: packingFailedMessage(error, tooBig),
    summaryHtml: message =>
      error instanceof FitFailedError
        ? fitFailedSummaryHtml(error, 'Mobile app folder')
        : jobFailureSummaryHtml('Mobile app folder not packed', message),
  }))
}

async function pack(io: StepIO): Promise<void> {
  const inputs = readMobileAppInputs(io.input, process.env)
  const files = await listBuild(inputs.directory)
  const { platform } = inputs
  const limit = inputs.maxSize
  let written: AppFolder
  let changes: FitChange[] | undefined
  try {
    written = await writeAppFolder({ ...inputs, files, shell: platform, limit })
  } catch (error) {
    if (!(error instanceof PackageTooBigError) || !inputs.fit || limit === undefined) throw error
    io.info(`The page would be ${formatBytes(error.size)}, over max-size ${formatBytes(limit)}: fitting the build`)
    const page = { ...inputs, network: platform, limit, orientation: 'both' as const, storeUrl: '' }
    ;({ packed: written, changes } = await fitAndPack({
      directory: inputs.directory,
      limit,
      first: error,
      name: 'index.html',
      pack: (directory, files, file) => writePackage({ ...page, directory, files, file }),
      write: (directory, files) => writeAppFolder({ ...inputs, directory, files, shell: platform, limit }),
      progress: line => io.info(line),
    }))
  }
  io.output('directory', written.folder)
  io.output('zip', written.zip)
  io.output('size', String(written.size))
  io.output('page', 'index.html')
  io.output('fitted', String(changes?.length ?? 0))
  io.group(
    `Packed for ${platform.label}: ${formatBytes(written.size)} in one index.html`,
    [
      `Folder: ${written.folder} (copy it into ${platform.folder})`,
      `Zip: ${written.zip}`,
      `Files: ${written.files.length} of the build, ${formatBytes(written.files.reduce((sum, f) => sum + f.size, 0))} in the build`,
      `Compressed: ${written.gzip ? 'yes (gzip, unpacked by the web view)' : 'no'}`,
      ...(changes ? [`Fitted: ${changes.length} file(s) of the build changed (the summary lists them)`] : []),
      'Biggest in the page:',
      ...biggest(written.files).map(f => `  ${describeFile(f)}`),
    ].join('\n'),
  )
  await io.writeSummary(mobileAppSummaryHtml({ platform, written, limit, changes }))
}

function tooBig(error: PackageTooBigError): string {
  const fit = whatFitWouldDo(error.files)
  return `The page would be ${formatBytes(error.size)}, over max-size ${formatBytes(error.limit)} (${error.size} > ${error.limit} bytes): nothing was written. The biggest files in it:\n${biggestLines(error.files)}\n${fit ? `fit: true would re-encode the build until it fits; first it would ${fit}.` : 'Make them smaller in the Editor, or raise max-size.'}`
}
