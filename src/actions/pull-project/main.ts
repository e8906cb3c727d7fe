import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readPullProjectInputs } from './inputs.js'
import { pullProjectSummaryHtml } from './summary.js'
import { branchLabel, resolveBranch } from '../../branches/find-branch.js'
import { stepApi } from '../../retrying/retrying-api.js'
import { exportZip } from '../../jobs/export-zip.js'
import { readExport } from '../../project/read-export.js'
import { snapshotOf } from '../../project/snapshot.js'
import { writeSnapshot } from '../../project/write-snapshot.js'
import { changesMarkdown, changesOf } from '../../project/describe.js'
import { failureMessage, jobLeftBehind } from '../../report/messages.js'
import { jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'

/**
 * The pull-project action: inputs → branch (by name: its id) → the project's export, started and waited for → its
 * zip downloaded under the runner's temporary folder and read for its JSON (the version checked first) → one file per
 * scene and per asset written into `path`, what the project no longer has deleted → the changes in words, outputs and
 * summary. The zip is removed however the step ends.
 */
export async function run(): Promise<void> {
  await runStep(['access-token'], pullProject, (error, traffic) => ({
    message: failureMessage(error, traffic.lastProblem(), 'archive'),
    summaryHtml: message => jobFailureSummaryHtml('Project not pulled', message, jobLeftBehind(error)),
  }))
}

async function pullProject(io: StepIO): Promise<void> {
  const { traffic } = io
  const inputs = readPullProjectInputs(io.input, process.env)
  const signal = io.startClock(inputs.timeoutMs)
  const api = stepApi(inputs, traffic, { warning: io.warn, info: io.untrusted })
  const { projectId } = inputs
  const branch = inputs.branch && (await resolveBranch(api, projectId, inputs.branch, signal))
  io.output('branch-id', branch?.id ?? '')
  const on = branch ? branchLabel(branch) : "the project's main branch"
  io.group(`Pulling project ${projectId}`, `Branch: ${on}\nInto: ${inputs.path}`)

  const startedAtMs = Date.now()
  const temp = process.env.RUNNER_TEMP || tmpdir()
  const zip = join(temp, `playcanvas-export-${projectId}.zip`)
  const project = await (async () => {
    await exportZip(
      api,
      { projectId, branchId: branch?.id },
      {
        job: 'Export',
        file: zip,
        maxBytes: inputs.maxBytes,
        signal,
        traffic,
        parallelRuns: inputs.parallelRuns,
        tell: io,
      },
    )
    return readExport(zip, signal)
  })().finally(() => rm(zip, { force: true }))

  const snapshot = snapshotOf(project)
  const written = await writeSnapshot(inputs.path, snapshot, signal)
  const changes = changesOf(written)
  const name = snapshot.files.find(file => file.kind === 'project')?.name ?? String(projectId)
  const report = join(temp, `playcanvas-project-${projectId}-changes.md`)
  await writeFile(
    report,
    changesMarkdown(changes, {
      project: name,
      branch: branch ? branchLabel(branch) : 'main branch',
      path: inputs.shownPath,
    }),
  )
  const count = (action: string): string => String(changes.filter(c => c.action === action).length)
  io.output('created', String(written.created.length))
  io.output('updated', String(written.updated.length))
  io.output('deleted', String(written.deleted.length))
  io.output('unchanged', String(written.unchanged))
  io.output('changes', JSON.stringify(changes))
  io.output('report', report)
  io.untrusted(
    [
      `${snapshot.files.length} files: ${count('created')} created, ${count('updated')} updated, ${count('deleted')} deleted, ${count('moved')} moved, ${written.unchanged} unchanged`,
      ...changes.map(c => `${c.action} ${c.path}${c.detail ? ` (${c.detail})` : ''}`),
      ...snapshot.renamed,
    ].join('\n'),
  )
  await io.writeSummary(
    pullProjectSummaryHtml({
      projectId,
      branch,
      path: inputs.path,
      changes,
      unchanged: written.unchanged,
      renamed: snapshot.renamed,
      tookMs: Date.now() - startedAtMs,
    }),
  )
}
