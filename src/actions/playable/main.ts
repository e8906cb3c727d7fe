import { mkdir } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { type PlayableInputs, limitOf, looserThanNetwork, readPlayableInputs } from './inputs.js'
import { fitFailedSummaryHtml, playableSummaryHtml, tooBigSummaryHtml } from './summary.js'
import { listBuild } from '../../playable/build-files.js'
import { biggest, biggestLines, describeFile } from '../../playable/sizes.js'
import { type Packed, writePackage } from '../../playable/write-package.js'
import { whatFitWouldDo } from '../../fitting/first-steps.js'
import type { FitChange } from '../../fitting/fit-build.js'
import { FitFailedError, PackageTooBigError } from '../../errors.js'
import { fitAndPack, packingFailedMessage } from '../../fitting/fit-and-pack.js'
import { jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'
import { formatBytes } from '../../text.js'

/**
 * The playable action: inputs → the build's files listed → the package written for the network (the page, and the zip
 * around it), held to its limit → outputs, the sizes in the log and the summary. With `fit`, a package over its limit
 * is made again from a copy of the build re-encoded until it fits (src/fitting/). No token, no request: it packs what
 * download-app unpacked.
 */
export async function run(): Promise<void> {
  await runStep([], pack, error => ({
    message: packingFailedMessage(error, tooBig),
    summaryHtml: message =>
      error instanceof PackageTooBigError
        ? tooBigSummaryHtml(error, whatFitWouldDo(error.files))
        : error instanceof FitFailedError
          ? fitFailedSummaryHtml(error)
          : jobFailureSummaryHtml('Playable not packed', message),
  }))
}

async function pack(io: StepIO): Promise<void> {
  const inputs = readPlayableInputs(io.input, process.env)
  const looser = looserThanNetwork(inputs)
  if (looser) io.warn(looser)
  const limit = limitOf(inputs)
  const files = await listBuild(inputs.directory)
  await mkdir(inputs.output, { recursive: true })
  const { network } = inputs
  const file = join(inputs.output, `${network.name}.${network.form}`)
  let packed: Packed
  let changes: FitChange[] | undefined
  try {
    packed = await writePackage({ ...inputs, files, limit, file })
  } catch (error) {
    if (!(error instanceof PackageTooBigError) || !inputs.fit || limit === undefined) throw error
    io.info(
      `The package would be ${formatBytes(error.size)}, over its limit of ${formatBytes(limit)}: fitting the build`,
    )
    ;({ packed, changes } = await fitAndPackPlayable(inputs, limit, file, error, io))
  }

  io.output('file', packed.file)
  io.output('size', String(packed.size))
  io.output('limit', limit === undefined ? '' : String(limit))
  io.output('page', network.form === 'zip' ? 'index.html' : `${network.name}.html`)
  io.output('mraid', String(network.start !== 'none'))
  io.output('fitted', String(changes?.length ?? 0))
  const share =
    limit === undefined
      ? 'no limit'
      : `${Math.round((packed.measured / limit) * 100)} % of its limit, ${formatBytes(limit)}`
  io.group(
    `Packed for ${network.label}: ${formatBytes(packed.size)} (${share})`,
    [
      `Package: ${packed.file} (${packed.size} bytes)`,
      `Files: ${packed.files.length} of the build, ${formatBytes(packed.files.reduce((sum, f) => sum + f.size, 0))} in the build`,
      `Compressed: ${packed.gzip ? 'yes (gzip, unpacked by the browser)' : 'no'}`,
      ...(changes ? [`Fitted: ${changes.length} file(s) of the build changed (the summary lists them)`] : []),
      'Biggest in the package:',
      ...biggest(packed.files).map(f => `  ${describeFile(f)}`),
    ].join('\n'),
  )
  await io.writeSummary(playableSummaryHtml({ network, packed, limit, changes }))
}

/** The package made again from a copy of the build fitted under the limit (src/fitting/fit-and-pack.ts). */
async function fitAndPackPlayable(
  inputs: PlayableInputs,
  limit: number,
  file: string,
  first: PackageTooBigError,
  io: StepIO,
): Promise<{ packed: Packed; changes: FitChange[] }> {
  return fitAndPack({
    directory: inputs.directory,
    limit,
    first,
    name: basename(file),
    pack: (directory, files, scratch) => writePackage({ ...inputs, directory, files, limit, file: scratch }),
    write: (directory, files) => writePackage({ ...inputs, directory, files, limit, file }),
    progress: line => io.info(line),
  })
}

const MEASURED = { file: 'page', zip: 'zip', unzipped: "zip's files unpacked" } as const

function tooBig(error: PackageTooBigError): string {
  const gzipped = error.measures === 'zip' || error.files.some(file => file.encoding === 'gzip+base64')
  const fit = whatFitWouldDo(error.files)
  return `The ${MEASURED[error.measures]} would be ${formatBytes(error.size)}, over its limit of ${formatBytes(error.limit)} (${error.size} > ${error.limit} bytes): nothing was written. The biggest files in it:\n${biggestLines(error.files)}\n${fit ? `fit: true would re-encode the build until it fits; first it would ${fit}. Or make` : 'Make'} them smaller in the Editor (texture compression, audio bitrate), or leave unused assets out of the build${gzipped ? '' : ', or try compress: true'}.`
}
