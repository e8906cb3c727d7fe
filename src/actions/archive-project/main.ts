import { tmpdir } from 'node:os'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type ArchiveInputs, readArchiveInputs } from './inputs.js'
import { archiveSummaryHtml, severalSummaryHtml } from './summary.js'
import { branchLabel, listOpenBranches, resolveBranch } from '../../branches/find-branch.js'
import { archiveEach } from '../../archives/archive-each.js'
import { MANIFEST, chooseBranches, manifestText } from '../../archives/branch-archives.js'
import type { ServiceApi } from '../../api/client.js'
import { stepApi } from '../../retrying/retrying-api.js'
import { exportZip } from '../../jobs/export-zip.js'
import { saveFile } from '../../disk/save-file.js'
import { BranchesNotArchivedError, DeliveryError, messageOf } from '../../errors.js'
import { failureMessage, jobLeftBehind } from '../../report/messages.js'
import { formatDuration, jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'

/**
 * The archive-project action: inputs → branch (by name: its id) → the archive, started and waited for → its zip
 * downloaded under the runner's temporary folder, hashed on the way, then moved to `file` → outputs and summary.
 * With `branches`: the open branches listed (every page) → those asked for → one archive after another into
 * `directory` (archives/archive-each.ts) → the manifest beside them → outputs and summary → failed if any did not come.
 */
export async function run(): Promise<void> {
  await runStep(['access-token'], archiveProject, (error, traffic) => ({
    message:
      error instanceof BranchesNotArchivedError
        ? error.message
        : failureMessage(error, traffic.lastProblem(), 'archive'),
    // Branches not all archived: the summary of those that were, and those that were not, is written already.
    summaryHtml: message =>
      error instanceof BranchesNotArchivedError
        ? ''
        : jobFailureSummaryHtml('Project not archived', message, jobLeftBehind(error)),
  }))
}

async function archiveProject(io: StepIO): Promise<void> {
  const { traffic } = io
  const inputs = readArchiveInputs(io.input, process.env)
  const signal = io.startClock(inputs.timeoutMs)
  const api = stepApi(inputs, traffic, { warning: io.warn, info: io.untrusted })
  if (inputs.several) return archiveSeveral(io, inputs, inputs.several, api, signal)
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

async function archiveSeveral(
  io: StepIO,
  inputs: ArchiveInputs,
  several: NonNullable<ArchiveInputs['several']>,
  api: ServiceApi,
  signal: AbortSignal,
): Promise<void> {
  const { traffic } = io
  const { projectId } = inputs
  const branches = chooseBranches(projectId, await listOpenBranches(api, projectId, signal), several.branches)
  io.group(
    `Archiving ${branches.length} branches of project ${projectId}`,
    `Branches: ${branches.map(branchLabel).join(', ')}\nInto: ${several.directory}`,
  )
  const startedAtMs = Date.now()
  await mkdir(several.directory, { recursive: true })
  const { archived, notArchived, stoppedBy } = await archiveEach(api, branches, {
    projectId,
    directory: several.directory,
    temp: process.env.RUNNER_TEMP || tmpdir(),
    maxBytes: inputs.maxBytes,
    signal,
    traffic,
    parallelRuns: inputs.parallelRuns,
    tell: { ...io, output: () => undefined },
  })
  const untried = branches.filter(b => !archived.some(a => a.id === b.id) && !notArchived.some(n => n.id === b.id))
  const missed = [
    ...notArchived,
    ...untried.map(b => ({ id: b.id, name: b.name, why: 'not tried: the step ended first' })),
  ]
  const manifest = join(several.directory, MANIFEST)
  await writeWhole(
    manifest,
    manifestText({ projectId, madeAt: new Date().toISOString(), archived, notArchived: missed }),
  )
  io.output('directory', several.directory)
  io.output('manifest', manifest)
  io.output('archived', String(archived.length))
  io.info(`${archived.length} of ${branches.length} branches archived into ${several.directory}, listed in ${manifest}`)
  const figures = { requests: traffic.sent.length, heldMs: traffic.heldMs(), tookMs: Date.now() - startedAtMs }
  await io.writeSummary(severalSummaryHtml({ projectId, directory: several.directory, archived, missed, ...figures }))
  // The step's clock, a cancel or the disk: said as the one-branch step says them (failureMessage).
  if (stoppedBy !== undefined) throw stoppedBy instanceof Error ? stoppedBy : new Error(messageOf(stoppedBy))
  if (missed.length > 0) throw new BranchesNotArchivedError(missed, archived.length, manifest)
}

/** Written beside, then renamed over: a manifest is never half a file. */
async function writeWhole(path: string, text: string): Promise<void> {
  const beside = `${path}.partial-${process.pid}`
  await writeFile(beside, text)
  await rename(beside, path)
}
