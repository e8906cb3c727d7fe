import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { limitOf, looserThanNetwork, readPlayableInputs } from './inputs.js'
import { playableSummaryHtml, tooBigSummaryHtml } from './summary.js'
import { listBuild } from '../../playable/build-files.js'
import { biggest, describeFile } from '../../playable/sizes.js'
import { writePackage } from '../../playable/write-package.js'
import { PackageTooBigError, messageOf } from '../../errors.js'
import { jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'
import { formatBytes } from '../../text.js'

/**
 * The playable action: inputs → the build's files listed → the package written for the network (the page, and the zip
 * around it), held to its limit → outputs, the sizes in the log and the summary. No token, no request: it packs what
 * download-app unpacked.
 */
export async function run(): Promise<void> {
  await runStep([], pack, error => ({
    message: error instanceof PackageTooBigError ? tooBig(error) : messageOf(error),
    summaryHtml: message =>
      error instanceof PackageTooBigError
        ? tooBigSummaryHtml(error)
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
  const packed = await writePackage({ ...inputs, files, limit, file })

  io.output('file', packed.file)
  io.output('size', String(packed.size))
  io.output('limit', limit === undefined ? '' : String(limit))
  io.output('page', network.form === 'zip' ? 'index.html' : `${network.name}.html`)
  io.output('mraid', String(network.start !== 'none'))
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
      'Biggest in the package:',
      ...biggest(packed.files).map(f => `  ${describeFile(f)}`),
    ].join('\n'),
  )
  await io.writeSummary(playableSummaryHtml({ network, packed, limit }))
}

const MEASURED = { file: 'page', zip: 'zip', unzipped: "zip's files unpacked" } as const

function tooBig(error: PackageTooBigError): string {
  const gzipped = error.measures === 'zip' || error.files.some(file => file.encoding === 'gzip+base64')
  return `The ${MEASURED[error.measures]} would be ${formatBytes(error.size)}, over its limit of ${formatBytes(error.limit)} (${error.size} > ${error.limit} bytes): nothing was written. The biggest files in it:\n${biggest(
    error.files,
  )
    .map(file => `- ${describeFile(file)}`)
    .join(
      '\n',
    )}\nMake them smaller in the Editor (texture compression, audio bitrate), or leave unused assets out of the build${gzipped ? '' : ', or try compress: true'}.`
}
