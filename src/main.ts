import * as core from '@actions/core'
import { describeInputs, readInputs } from './inputs/inputs.js'
import { readRunContext } from './inputs/run-context.js'
import { chooseDescription } from './description/description.js'
import { commitLookup } from './description/commit-lookup.js'
import { ApiClient } from './api/client.js'
import type { Checkpoint } from './api/model.js'
import { RetryingApi } from './retrying/retrying-api.js'
import type { PollPlan } from './waiting/pacing.js'
import { waitForJob } from './waiting/wait-for-job.js'
import { failureMessage } from './report/messages.js'
import { failureSummaryHtml, formatDuration, summaryHtml } from './report/summary.js'
import { printUntrusted } from './report/untrusted-log.js'
import { type StepSignal, stepSignal } from './step-signal.js'
import { redactor } from './text.js'

/** inputs → description → create → wait → outputs and summary. The only place that talks to @actions/core. */
export async function run(): Promise<void> {
  // Masked before anything, valid or not, can be printed; the runner masks the log, redact() the rest.
  const secrets = ['access-token', 'github-token'].map(name => core.getInput(name))
  for (const secret of secrets) if (secret) core.setSecret(secret)
  const redact = redactor(secrets)
  // Everything printed or written goes through these; text others wrote only through `untrusted`.
  const untrusted = (text: string): void => printUntrusted(redact(text))
  const warn = (text: string): void => core.warning(redact(text))
  const output = (name: string, value: string): void => core.setOutput(name, redact(value))
  const writeSummary = async (html: string): Promise<void> => {
    // A courtesy: a runner without one, or a failed write, must not change the step's outcome.
    if (!process.env.GITHUB_STEP_SUMMARY) return
    try {
      await core.summary.addRaw(redact(html)).write()
    } catch (error) {
      warn(`Could not write the step summary: ${failureMessage(error)}`)
    }
  }

  let step: StepSignal | undefined
  let jobId: number | undefined
  let lastStatus: string | undefined
  let heldMs = 0
  let api: RetryingApi | undefined
  try {
    const inputs = readInputs(name => core.getInput(name))
    core.debug(describeInputs(inputs))
    step = stepSignal(inputs.timeoutMs)
    const context = readRunContext(process.env)
    const signal = step.signal
    const lookup = commitLookup(context, inputs.githubToken, signal)
    const { text: description, warning } = await chooseDescription(inputs.description, context, lookup)
    if (warning) warn(warning)
    core.startGroup(`Creating a checkpoint of project ${inputs.projectId}`)
    untrusted(`Branch: ${inputs.branchId}\nDescription:\n${description}`)
    core.endGroup()

    // Retry notes can quote the API's words, so they are printed as untrusted text.
    const client = new ApiClient(inputs.baseUrl, inputs.accessToken, line => core.debug(line))
    api = new RetryingApi(client, { warning: warn, info: untrusted })
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
      output('job-id', String(jobId))
      if (!inputs.wait) {
        core.info(`Job ${jobId} started; not waiting for it (wait: false)`)
        return
      }
      core.info(`Job ${jobId} started; waiting for it`)
      const onJob = (seen: { status: string }): void => void (lastStatus = seen.status)
      const onPlan = (plan: PollPlan, held: number): void => {
        heldMs += held
        core.debug(`Next poll in ${(plan.delayMs / 1000).toFixed(2)} s: ${plan.why}`)
      }
      checkpoint = await waitForJob(api, job, {
        signal,
        startedAtMs,
        rateLimit: created.rateLimit,
        createRequests: created.requests,
        print: untrusted,
        onJob,
        onPlan,
      })
    }
    const tookMs = Date.now() - startedAtMs

    output('checkpoint-id', checkpoint.id)
    output('created-at', checkpoint.createdAt ?? '')
    output('checkpoint', JSON.stringify(checkpoint))
    untrusted(`Checkpoint ${checkpoint.id} created in ${formatDuration(tookMs)}`)
    const { projectId, branchId } = inputs
    const traffic = { requests: api.requests, heldMs: heldMs + api.rateLimitedMs }
    const facts = { checkpoint, jobId, projectId, branchId, description, tookMs, ...traffic }
    await writeSummary(summaryHtml(facts))
  } catch (error) {
    const message = redact(failureMessage(error, { jobId, lastStatus, lastProblem: api?.lastProblem }))
    core.setFailed(message)
    await writeSummary(failureSummaryHtml(message, jobId))
  } finally {
    step?.dispose()
  }
}
