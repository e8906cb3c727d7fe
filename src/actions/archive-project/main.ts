import { tmpdir } from 'node:os'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { readArchiveInputs } from './inputs.js'
import { archiveSummaryHtml } from './summary.js'
import { branchLabel, resolveBranch } from '../../branches/find-branch.js'
import { stepApi } from '../../retrying/retrying-api.js'
import { exportZip } from '../../jobs/export-zip.js'
import { saveFile } from '../../disk/save-file.js'
import { DeliveryError } from '../../errors.js'
import { failureMessage, jobLeftBehind } from '../../report/messages.js'
import { formatDuration, jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'

/**
 * The archive-project action: inputs → branch (by name: its id) → the archive, started and waited for → its zip
 * downloaded under the runner's temporary folder, hashed on the way, then moved to `file` → outputs and summary.
 */
export async function run(): Promise<void> {
  await runStep(['access-token'], archiveProject, (error, traffic) => ({
    message: failureMessage(error, traffic.lastProblem(), 'archive'),
    summaryHtml: message => jobFailureSummaryHtml('Project not archived', message, jobLeftBehind(error)),
  }))
}

async function archiveProject(io: StepIO): Promise<void> {
  const { traffic } = io
  const inputs = readArchiveInputs(io.input, process.env)
  const signal = io.startClock(inputs.timeoutMs)
  const api = stepApi(inputs, traffic, { warning: io.warn, info: io.untrusted })
  const { projectId } = inputs
  const branch = inputs.branch && (await resolveBranch(api, projectId, inputs.branch, signal))
  io.output('branch-id', branch?.id ?? '')
  const on = branch ? branchLabel(branch) : "the project's main branch"
  io.group(`Archiving project ${projectId}`, `Branch: ${on}\nTo: ${inputs.file}`)

  const startedAtMs = Date.now()
  // Downloaded beside nothing the user keeps, then moved: `file` is never left half-written.
  const partial = join(process.env.RUNNER_TEMP || tmpdir(), `playcanvas-project-${projectId}.zip`)
  const { jobId, archivedMs, zip } = await exportZip(
    api,
    { projectId, branchId: branch?.id },
    {
      job: 'Archive',
      file: partial,
      maxBytes: inputs.maxBytes,
      signal,
      traffic,
      parallelRuns: inputs.parallelRuns,
      tell: io,
    },
  )
  await saveFile(partial, { name: 'file', path: inputs.file }, zip.size).catch(async (error: unknown) => {
    await rm(partial, { force: true })
    throw new DeliveryError(jobId, signal.aborted ? signal.reason : error)
  })
  io.info(`Saved ${zip.size} bytes to ${inputs.file} in ${formatDuration(zip.tookMs)}, sha256 ${zip.sha256}`)
  io.output('file', inputs.file)
  io.output('sha256', zip.sha256)
  io.output('size', String(zip.size))
  const tookMs = Date.now() - startedAtMs
  const figures = { requests: traffic.sent.length + zip.requests, heldMs: traffic.heldMs() }
  await io.writeSummary(
    archiveSummaryHtml({ projectId, branch, file: inputs.file, jobId, zip, archivedMs, tookMs, ...figures }),
  )
}
