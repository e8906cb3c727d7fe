import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { type PlayableInputs, limitOf, looserThanNetwork, readPlayableInputs } from './inputs.js'
import { fitFailedSummaryHtml, playableSummaryHtml, tooBigSummaryHtml } from './summary.js'
import { type BuildFile, listBuild } from '../../playable/build-files.js'
import { biggest, describeFile } from '../../playable/sizes.js'
import { type Packed, writePackage } from '../../playable/write-package.js'
import { whatFitWouldDo } from '../../fitting/first-steps.js'
import type { FitChange, Measured } from '../../fitting/fit-build.js'
import { FitFailedError, PackageTooBigError, messageOf } from '../../errors.js'
import { jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'
import { formatBytes } from '../../text.js'

/** fit aims this far under the limit: a package that just fits is one edit of the build away from not fitting. */
const FIT_MARGIN = 0.98

/**
 * The playable action: inputs → the build's files listed → the package written for the network (the page, and the zip
 * around it), held to its limit → outputs, the sizes in the log and the summary. With `fit`, a package over its limit
 * is made again from a copy of the build re-encoded until it fits (src/fitting/). No token, no request: it packs what
 * download-app unpacked.
 */
export async function run(): Promise<void> {
  await runStep([], pack, error => ({
    message:
      error instanceof PackageTooBigError
        ? tooBig(error)
        : error instanceof FitFailedError
          ? fitFailed(error)
          : messageOf(error),
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
    ;({ packed, changes } = await fitAndPack(inputs, limit, file, error, io))
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

/**
 * The build fitted in a folder of the runner's temp (src/fitting/, loaded only here: its codecs are megabytes of
 * WebAssembly no other step needs), then packed as any build is. The folder goes, however it ends; nothing is written
 * where the package goes unless it fits.
 */
async function fitAndPack(
  inputs: PlayableInputs,
  limit: number,
  file: string,
  first: PackageTooBigError,
  io: StepIO,
): Promise<{ packed: Packed; changes: FitChange[] }> {
  const { fitBuild } = await import('../../fitting/fit-build.js')
  const work = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'playable-fit-'))
  try {
    const scratch = join(work, basename(file))
    const measure = async (directory: string, files: readonly BuildFile[]): Promise<Measured> => {
      try {
        const packed = await writePackage({ ...inputs, directory, files, limit, file: scratch })
        return { size: packed.measured, files: packed.files }
      } catch (error) {
        if (error instanceof PackageTooBigError) return { size: error.size, files: error.files }
        throw error
      } finally {
        await rm(scratch, { force: true })
      }
    }
    const fitted = await fitBuild({
      directory: inputs.directory,
      work,
      target: Math.floor(limit * FIT_MARGIN),
      first: { size: first.size, files: first.files },
      measure,
      progress: line => io.info(line),
    })
    // The margin is what fit aims for; a package under the limit itself once every step is taken is still written.
    if (fitted.size > limit) throw new FitFailedError(fitted.size, limit, fitted.left, fitted.changes)
    const packed = await writePackage({ ...inputs, directory: fitted.directory, files: fitted.files, limit, file })
    return { packed, changes: fitted.changes }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

const MEASURED = { file: 'page', zip: 'zip', unzipped: "zip's files unpacked" } as const

function tooBig(error: PackageTooBigError): string {
  const gzipped = error.measures === 'zip' || error.files.some(file => file.encoding === 'gzip+base64')
  const fit = whatFitWouldDo(error.files)
  return `The ${MEASURED[error.measures]} would be ${formatBytes(error.size)}, over its limit of ${formatBytes(error.limit)} (${error.size} > ${error.limit} bytes): nothing was written. The biggest files in it:\n${biggest(
    error.files,
  )
    .map(file => `- ${describeFile(file)}`)
    .join(
      '\n',
    )}\n${fit ? `fit: true would re-encode the build until it fits; first it would ${fit}. Or make` : 'Make'} them smaller in the Editor (texture compression, audio bitrate), or leave unused assets out of the build${gzipped ? '' : ', or try compress: true'}.`
}

function fitFailed(error: FitFailedError): string {
  return `fit: true changed ${error.changes.length} file(s) of the build, and the package still comes to ${formatBytes(error.size)}, over its limit of ${formatBytes(error.limit)} (${Math.round((error.size / error.limit) * 100)} %): nothing was written. What is left, biggest first:\n${error.left
    .map(line => `- ${line}`)
    .join('\n')}\nLeave assets out of the build, or shorten what fit cannot make smaller.`
}
