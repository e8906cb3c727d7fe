import { readRecordDeployInputs } from './inputs.js'
import { engineDrift, notLiveMessage, recordSummaryHtml } from './summary.js'
import { deploymentsApi } from '../../deployments/github-deployments.js'
import { keepRecord, markRolledBack, newestRecord, pagesCommit } from '../../deployments/records.js'
import { readRunContext } from '../../inputs/run-context.js'
import { messageOf } from '../../errors.js'
import { jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'

/**
 * The record-deploy action, after a deploy went live: inputs → whether Pages took the deploy (a commit it already
 * served is a silent no-op, never recorded) → the record, a deployment with its `success` status → the record rolled
 * back from marked → output and summary.
 */
export async function run(): Promise<void> {
  await runStep(['token'], recordDeploy, error => ({
    message: messageOf(error),
    summaryHtml: message => jobFailureSummaryHtml('Deploy not recorded', message),
  }))
}

async function recordDeploy(io: StepIO): Promise<void> {
  const inputs = readRecordDeployInputs(io.input)
  const context = readRunContext(process.env)
  const signal = io.startClock(inputs.timeoutMs)
  const runId = /^\d{1,20}$/.test(process.env.GITHUB_RUN_ID ?? '') ? (process.env.GITHUB_RUN_ID as string) : ''
  const server = (process.env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  const runUrl = runId ? `${server}/${context.repository}/actions/runs/${runId}` : ''
  const api = await deploymentsApi({
    apiUrl: context.apiUrl,
    repository: context.repository,
    token: inputs.token,
    signal,
  })
  // GitHub's record of this very job is not finished yet: the newest finished one is the deploy before this one.
  const served = inputs.pagesEnvironment ? await pagesCommit(api, inputs.pagesEnvironment) : undefined
  if (served !== undefined && served === context.sha) throw new Error(notLiveMessage(served))
  const facts = {
    projectId: inputs.projectId,
    release: inputs.release,
    url: inputs.url,
    run: { id: runId, number: /^\d{1,20}$/.test(context.runNumber) ? context.runNumber : '', url: runUrl },
    ...(inputs.rolledBackFrom !== undefined ? { rolledBackFrom: inputs.rolledBackFrom } : {}),
    ...(inputs.engineVersion !== undefined ? { engineVersion: inputs.engineVersion } : {}),
  }
  // Read before this deploy's record exists: the newest on record is the deploy before it.
  const before = inputs.engineVersion
    ? await newestRecord(api, { projectId: inputs.projectId, environment: inputs.environment })
    : undefined
  const drift = engineDrift(inputs.engineVersion, before)
  if (drift) io.warn(drift)
  else if (!inputs.engineVersion)
    io.info(
      "No engine on record for this deploy: give input 'engine-version' (download-app's engine-version output), so that a roll back rebuilds it on the engine it ran",
    )
  const id = await keepRecord(api, facts, { environment: inputs.environment, sha: context.sha })
  io.output('deployment-id', String(id))
  io.info(`Recorded as deployment ${id} in environment ${inputs.environment}`)
  if (inputs.rolledBackFrom !== undefined) {
    await markRolledBack(api, inputs.rolledBackFrom, id, runUrl)
    io.info(`Deployment ${inputs.rolledBackFrom} marked rolled back from`)
  }
  await io.writeSummary(recordSummaryHtml({ id, facts, environment: inputs.environment, sha: context.sha }))
}
