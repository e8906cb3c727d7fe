import { readFindInputs } from './inputs.js'
import {
  findSummaryHtml,
  liveText,
  nothingToRollBackMessage,
  pagesNoOpMessage,
  unrecordedLiveMessage,
} from './summary.js'
import { deploymentsApi } from '../../deployments/github-deployments.js'
import { allowNewestOnRecord } from '../../deployments/choose.js'
import { chooseRollBack, pagesCommit } from '../../deployments/records.js'
import { readRunContext } from '../../inputs/run-context.js'
import { RollBackRefusedError, messageOf } from '../../errors.js'
import { jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'

/**
 * The find-deploy action: inputs → the records on GitHub, newest first, until the live deploy and the one to put back
 * are known → the commit Pages serves → outputs (the release to build again) and summary. Fails before any build when
 * there is nothing to roll back to, or when Pages would take the deploy for the one it serves.
 */
export async function run(): Promise<void> {
  await runStep(['token'], findDeploy, error => ({
    message: messageOf(error),
    // A refusal wrote its own summary, with what was read; any other failure says why here.
    summaryHtml: message =>
      error instanceof RollBackRefusedError ? '' : jobFailureSummaryHtml('Nothing rolled back', message),
  }))
}

async function findDeploy(io: StepIO): Promise<void> {
  const inputs = readFindInputs(io.input)
  const context = readRunContext(process.env)
  const signal = io.startClock(inputs.timeoutMs)
  const api = await deploymentsApi({
    apiUrl: context.apiUrl,
    repository: context.repository,
    token: inputs.token,
    signal,
  })
  const walk = await chooseRollBack(api, {
    projectId: inputs.projectId,
    to: inputs.to,
    environment: inputs.environment,
  })
  const served = inputs.pagesEnvironment ? await pagesCommit(api, inputs.pagesEnvironment) : undefined
  const unrecorded =
    walk.live && served !== undefined && served !== walk.live.sha
      ? unrecordedLiveMessage(walk.live, served, inputs.to)
      : undefined
  if (unrecorded !== undefined && inputs.to !== undefined) {
    io.warn(unrecorded)
    allowNewestOnRecord(walk)
  }
  const facts = { inputs, walk, served, sha: context.sha, repository: context.repository }
  io.untrusted(
    [
      `Live: ${liveText(facts)}`,
      `Target: ${walk.target ? `#${walk.target.id}, ${walk.target.release.branchName}, checkpoint ${walk.target.release.checkpointId}` : 'none'}`,
      ...walk.skipped.map(s => `Skipped #${s.id}: ${s.why}`),
      ...walk.notes,
      `Pages serves: ${served ?? 'no commit on record'}`,
    ].join('\n'),
  )
  const target = walk.target
  const refusal =
    !walk.live || !target
      ? nothingToRollBackMessage(facts)
      : served !== undefined && served === context.sha
        ? pagesNoOpMessage(served)
        : inputs.to === undefined
          ? unrecorded
          : undefined
  await io.writeSummary(findSummaryHtml(facts, refusal))
  if (refusal !== undefined || !walk.live || !target) throw new RollBackRefusedError(refusal)
  io.output('deployment-id', String(target.id))
  io.output('live-deployment-id', String(walk.live.id))
  io.output('checkpoint-id', target.release.checkpointId)
  io.output('source-branch-id', target.release.sourceBranchId)
  io.output('release-branch-id', target.release.branchId)
  io.output('release-branch', target.release.branchName)
  io.output('commit', target.sha)
  io.output('url', target.url)
  io.output('engine-version', target.engineVersion ?? '')
}
