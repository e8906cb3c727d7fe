import * as core from '@actions/core'
import { ApiClient } from './api.js'
import { readRunContext } from './context.js'
import { type StepSignal, stepSignal } from './deadline.js'
import { chooseDescription } from './description.js'
import { failureMessage } from './errors.js'
import { commitLookup } from './github.js'
import type { Checkpoint } from './job.js'
import { readInputs } from './inputs.js'
import { printUntrusted } from './log.js'
import { RetryingApi } from './resilient.js'
import { failureSummaryHtml, formatDuration, summaryHtml } from './summary.js'
import { waitForJob } from './wait.js'

/** inputs → description → create → wait → outputs and summary. The only place that talks to @actions/core. */
export async function run(): Promise<void> {
  // Masked before anything, valid or not, can be printed.
  for (const secret of ['access-token', 'github-token']) {
    const value = core.getInput(secret)
    if (value) core.setSecret(value)
  }
  let step: StepSignal | undefined
  let jobId: number | undefined
  let api: RetryingApi | undefined
  try {
    const inputs = readInputs(name => core.getInput(name))
    step = stepSignal(inputs.timeoutMs)
    const context = readRunContext(process.env)
    const signal = step.signal
    const lookup = commitLookup(context, inputs.githubToken, signal)
    const { text: description, warning } = await chooseDescription(inputs.description, context, lookup)
    if (warning) core.warning(warning)
    core.startGroup(`Creating a checkpoint of project ${inputs.projectId}`)
    printUntrusted(`Branch: ${inputs.branchId}\nDescription:\n${description}`)
    core.endGroup()

    // Retry notes can quote the API's words, so they are printed as untrusted text.
    api = new RetryingApi(new ApiClient(inputs.baseUrl, inputs.accessToken), {
      warning: message => core.warning(message),
      info: message => printUntrusted(message),
    })
    const startedAtMs = Date.now()
    const created = await api.createCheckpoint(
      { projectId: inputs.projectId, branchId: inputs.branchId, description },
      signal,
    )
    let checkpoint: Checkpoint
    if (created.value.kind === 'checkpoint') {
      checkpoint = created.value.checkpoint
    } else {
      const job = created.value.job
      jobId = job.id
      core.setOutput('job-id', String(jobId))
      if (!inputs.wait) {
        core.info(`Job ${jobId} started; not waiting for it (wait: false)`)
        return
      }
      core.info(`Job ${jobId} started; waiting for it`)
      checkpoint = await waitForJob(api, job, { signal, startedAtMs, rateLimit: created.rateLimit })
    }
    const tookMs = Date.now() - startedAtMs

    core.setOutput('checkpoint-id', checkpoint.id)
    core.setOutput('created-at', checkpoint.createdAt ?? '')
    core.setOutput('checkpoint', JSON.stringify(checkpoint))
    core.info(`Checkpoint ${checkpoint.id} created in ${formatDuration(tookMs)}`)
    const facts = { checkpoint, jobId, projectId: inputs.projectId, branchId: inputs.branchId, description, tookMs }
    await writeSummary(summaryHtml(facts))
  } catch (error) {
    const message = failureMessage(error, jobId, api?.lastProblem)
    core.setFailed(message)
    await writeSummary(failureSummaryHtml(message, jobId))
  } finally {
    step?.dispose()
  }
}

/** The summary is a courtesy: a runner without one, or a failed write, must not change the step's outcome. */
async function writeSummary(html: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  try {
    await core.summary.addRaw(html).write()
  } catch (error) {
    core.warning(`Could not write the step summary: ${failureMessage(error)}`)
  }
}
