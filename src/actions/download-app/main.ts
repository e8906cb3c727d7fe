import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readAppInputs } from './inputs.js'
import { appSummaryHtml } from './summary.js'
import { branchLabel, resolveBranch } from '../../branches/find-branch.js'
import { findScenes } from '../../scenes/find-scenes.js'
import { stepApi } from '../../retrying/retrying-api.js'
import { buildJob } from '../../jobs/kinds.js'
import { runJob } from '../../jobs/run-job.js'
import { download, maskLink } from '../../downloads/download.js'
import { holdsAnything, unpack } from '../../unpacking/unpack.js'
import { buildEngine, readBanner } from '../../unpacking/engine-banner.js'
import { writePolicy } from '../../csp/write-policy.js'
import { keptNote } from '../../csp/meta.js'
import { DeliveryError, InputError } from '../../errors.js'
import { failureMessage, jobLeftBehind } from '../../report/messages.js'
import { formatDuration, jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'

/** Entries and unpacked bytes beyond which a zip is taken for a zip bomb. */
const MAX_ENTRIES = 100_000
const UNPACKED_PER_ZIPPED = 4

/**
 * The download-app action: inputs → branch (by name: its id) → scenes (by name: their ids) → the build, started and
 * waited for → its zip downloaded, hashed on the way → unpacked (the `csp` policy written into its index.html) into
 * place → the engine it runs, read from its engine file's banner (else the job's answer) → outputs and summary.
 */
export async function run(): Promise<void> {
  await runStep(['access-token'], buildApp, (error, traffic) => ({
    message: failureMessage(error, traffic.lastProblem(), 'build'),
    summaryHtml: message => jobFailureSummaryHtml('App not built', message, jobLeftBehind(error)),
  }))
}

async function buildApp(io: StepIO): Promise<void> {
  const { traffic } = io
  const inputs = readAppInputs(io.input, process.env)
  if (inputs.extract && (await holdsAnything(inputs.directory))) {
    throw new InputError(
      `Input 'directory' names ${inputs.directory}, which exists and is not empty: nothing in it is touched. Choose another directory, or empty it in an earlier step`,
    )
  }
  const signal = io.startClock(inputs.timeoutMs)
  const api = stepApi(inputs, traffic, { warning: io.warn, info: io.untrusted })
  const { projectId } = inputs
  const branch = inputs.branch && (await resolveBranch(api, projectId, inputs.branch, signal))
  const scenes = await findScenes(api, projectId, branch?.id, inputs.scenes, signal)
  io.output('branch-id', branch?.id ?? '')
  io.output('scenes', scenes.map(scene => scene.id).join(','))
  const on = branch ? branchLabel(branch) : "the project's main branch"
  io.group(
    `Building app ${JSON.stringify(inputs.name)} of project ${projectId}`,
    `Branch: ${on}\nScenes: ${scenes.map(scene => `${scene.name} (${scene.id})`).join(', ')}`,
  )

  const startedAtMs = Date.now()
  const job = buildJob({ ...inputs, branchId: branch?.id, scenes: scenes.map(scene => scene.id) })
  const started = (jobId: number): void => {
    io.output('job-id', String(jobId))
    io.info(`Build job ${jobId} started; waiting for it`)
  }
  const built = await runJob(api, job, {
    signal,
    traffic,
    started,
    print: io.untrusted,
    parallelRuns: inputs.parallelRuns,
  })
  const { result: build, jobId, tookMs: builtMs } = built

  maskLink(build.downloadUrl, io.secret)
  const file = join(process.env.RUNNER_TEMP || tmpdir(), `playcanvas-app-${jobId ?? 'build'}.zip`)
  const delivering = async () => {
    const zip = await download(build.downloadUrl, {
      file,
      folder: 'RUNNER_TEMP',
      maxBytes: inputs.maxBytes,
      signal,
      info: io.info,
      time: traffic.time,
    })
    io.info(`Downloaded ${zip.size} bytes in ${formatDuration(zip.tookMs)}, sha256 ${zip.sha256}`)
    if (!inputs.extract) return { zip }
    const limits = { signal, maxEntries: MAX_ENTRIES, maxBytes: inputs.maxBytes * UNPACKED_PER_ZIPPED }
    const { csp } = inputs
    let written: string | undefined
    // Written before the folder is moved into place: a page that cannot take it leaves directory untouched.
    const finish = csp
      ? async (folder: string) => {
          const page = await writePolicy(folder, csp)
          written = page.policy
          const note = keptNote(page.kept)
          if (note) io.warn(note)
        }
      : undefined
    const unpacked = await unpack(file, inputs.directory, limits, finish)
    return { zip, unpacked: { ...unpacked, csp: written } }
  }
  const { zip, unpacked } = await delivering().catch((error: unknown) => {
    throw new DeliveryError(jobId, signal.aborted ? signal.reason : error)
  })
  io.output('file', file)
  io.output('sha256', zip.sha256)
  io.output('size', String(zip.size))
  if (unpacked) {
    io.output('directory', inputs.directory)
    io.output('files', String(unpacked.files))
    io.info(`Unpacked ${unpacked.files} files into ${inputs.directory}`)
    if (unpacked.csp) {
      io.output('csp', unpacked.csp)
      io.info(`Content Security Policy written into index.html: ${unpacked.csp}`)
    }
  }
  // The engine the build runs: its own engine file's banner, else the job's answer (all there is with extract: false).
  const engine = buildEngine(build.engineVersion, unpacked ? await readBanner(inputs.directory) : undefined)
  if (engine.warning) io.warn(engine.warning)
  if (engine.version) {
    io.output('engine-version', engine.version)
    io.info(`Engine ${engine.version}, as ${engine.file ? `the build's ${engine.file}` : 'the job'} says`)
  }
  const tookMs = Date.now() - startedAtMs
  const figures = { requests: traffic.sent.length + zip.requests, heldMs: traffic.heldMs() }
  await io.writeSummary(
    appSummaryHtml({ inputs, branch, scenes, engine, jobId, zip, unpacked, builtMs, tookMs, ...figures }),
  )
}
