import { describeInputs, readInputs } from './inputs.js'
import { readRunContext } from '../../inputs/run-context.js'
import { branchLabel, resolveBranch } from '../../branches/find-branch.js'
import { chooseDescription } from '../../description/description.js'
import { commitLookup } from '../../description/commit-lookup.js'
import type { Checkpoint } from '../../api/model.js'
import { stepApi } from '../../retrying/retrying-api.js'
import { waitForJob } from '../../jobs/wait-for-job.js'
import { checkpointJob } from '../../jobs/kinds.js'
import { failureMessage, jobLeftBehind } from '../../report/messages.js'
import { failureSummaryHtml, summaryHtml } from './summary.js'
import { formatDuration } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'

/**
 * The checkpoint action: inputs → branch (by name: its id from the project's list) → description → create → wait →
 * outputs and summary.
 */
export async function run(): Promise<void> {
  await runStep(['access-token', 'github-token'], createCheckpoint, (error, traffic) => ({
    message: failureMessage(error, traffic.lastProblem()),
    summaryHtml: message => failureSummaryHtml(message, jobLeftBehind(error)),
  }))
}

async function createCheckpoint(io: StepIO): Promise<void> {
  const { traffic } = io
  const inputs = readInputs(io.input)
  io.debug(describeInputs(inputs))
  const signal = io.startClock(inputs.timeoutMs)
  const context = readRunContext(process.env)
  const api = stepApi(inputs, traffic, { warning: io.warn, info: io.untrusted })
  const { projectId } = inputs
  const branch = await resolveBranch(api, projectId, inputs.branch, signal)
  const { id: branchId, name: branchName } = branch
  const lookup = commitLookup(context, inputs.githubToken, signal)
  const { text: description, warning } = await chooseDescription(inputs.description, context, lookup)
  if (warning) io.warn(warning)
  io.group(
    `Creating a checkpoint of project ${projectId}`,
    `Branch: ${branchLabel(branch)}\nDescription:\n${description}`,
  )

  const startedAtMs = Date.now()
  const job = checkpointJob({ projectId, branchId, description })
  const created = await api.startJob(job, signal)
  io.output('branch-id', branchId)
  let checkpoint: Checkpoint
  let jobId: number | undefined
  if (created.kind === 'done') {
    checkpoint = created.result
  } else {
    jobId = created.job.id
    io.output('job-id', String(jobId))
    if (!inputs.wait) {
      io.info(`Job ${jobId} started; not waiting for it (wait: false)`)
      return
    }
    io.info(`Job ${jobId} started; waiting for it`)
    const { parallelRuns } = inputs
    const waiting = { signal, startedAtMs, traffic, print: io.untrusted, parallelRuns }
    checkpoint = await waitForJob(api, job.reader, created.job, waiting)
  }
  const tookMs = Date.now() - startedAtMs

  io.output('checkpoint-id', checkpoint.id)
  io.output('created-at', checkpoint.createdAt ?? '')
  io.output('checkpoint', JSON.stringify(checkpoint))
  io.untrusted(`Checkpoint ${checkpoint.id} created in ${formatDuration(tookMs)}`)
  const figures = { requests: traffic.sent.length, heldMs: traffic.heldMs() }
  const facts = { checkpoint, jobId, projectId, branchId, branchName, description, tookMs, ...figures }
  await io.writeSummary(summaryHtml(facts))
}
