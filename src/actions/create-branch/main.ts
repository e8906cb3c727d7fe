import { describeBranchInputs, readBranchInputs } from './inputs.js'
import { branchLabel, resolveBranch } from '../../branches/find-branch.js'
import { stepApi } from '../../retrying/retrying-api.js'
import { makeBranch } from '../../branches/make-branch.js'
import { failureMessage } from '../../report/messages.js'
import { branchFailureSummaryHtml, branchSummaryHtml } from './summary.js'
import { type StepIO, runStep } from '../../step.js'

/**
 * The create-branch action: inputs → source branch (by name: its id from the project's list) → the new branch, made
 * at most once and seen listed → outputs and summary.
 */
export async function run(): Promise<void> {
  await runStep(['access-token'], createBranch, (error, traffic) => ({
    message: failureMessage(error, traffic.lastProblem(), 'create-branch'),
    summaryHtml: branchFailureSummaryHtml,
  }))
}

async function createBranch(io: StepIO): Promise<void> {
  const { traffic } = io
  const inputs = readBranchInputs(io.input)
  io.debug(describeBranchInputs(inputs))
  const signal = io.startClock(inputs.timeoutMs)
  const api = stepApi(inputs, traffic, { warning: io.warn, info: io.untrusted })
  const { projectId, name, checkpointId } = inputs
  const source = await resolveBranch(api, projectId, inputs.source, signal)
  const from = `${branchLabel(source)}, checkpoint ${checkpointId ?? 'latest'}`
  io.group(`Creating branch ${JSON.stringify(name)} in project ${projectId}`, `From: ${from}`)

  const body = {
    projectId,
    name,
    sourceBranchId: source.id,
    ...(checkpointId ? { sourceCheckpointId: checkpointId } : {}),
  }
  // The looks for the new branch are paced on the traffic record's clock, each wait recorded with its cause.
  const clock = {
    now: traffic.time.clock,
    wait: (ms: number, why: string, s: AbortSignal) => traffic.wait('pacing', ms, why, s),
  }
  const made = await makeBranch(api, body, { ifExists: inputs.ifExists, signal, warn: io.warn, clock })
  io.output('branch-id', made.branch.id)
  io.output('branch', JSON.stringify(made.branch))
  io.output('name', made.branch.name)
  io.output('created', String(made.created))
  io.untrusted(`Branch ${branchLabel(made.branch)} ${made.created ? 'created' : 'already existed; used it'}`)
  const figures = { requests: traffic.sent.length, heldMs: traffic.heldMs() }
  await io.writeSummary(branchSummaryHtml({ ...made, projectId, source, checkpointId, ...figures }))
}
