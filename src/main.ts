import * as core from '@actions/core'
import { describeInputs, readInputs } from './inputs/inputs.js'
import { readRunContext } from './inputs/run-context.js'
import { findBranch } from './branches/find-branch.js'
import { chooseDescription } from './description/description.js'
import { commitLookup } from './description/commit-lookup.js'
import { Traffic } from './traffic/traffic.js'
import { ApiClient } from './api/client.js'
import type { Checkpoint } from './api/model.js'
import { RetryingApi } from './retrying/retrying-api.js'
import { waitForJob } from './waiting/wait-for-job.js'
import { failureMessage, jobLeftBehind } from './report/messages.js'
import { failureSummaryHtml, formatDuration, summaryHtml } from './report/summary.js'
import { printUntrusted } from './report/untrusted-log.js'
import { type StepSignal, stepSignal } from './step-signal.js'
import { redactor } from './text.js'

/**
 * inputs → branch (by name: its id from the project's list) → description → create → wait → outputs and summary.
 * The only place that talks to @actions/core.
 */
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

  const traffic = new Traffic(line => core.debug(redact(line)))
  let step: StepSignal | undefined
  try {
    const inputs = readInputs(name => core.getInput(name))
    core.debug(describeInputs(inputs))
    step = stepSignal(inputs.timeoutMs)
    const context = readRunContext(process.env)
    const signal = step.signal
    // Retry notes can quote the API's words, so they are printed as untrusted text.
    const api = new RetryingApi(new ApiClient(inputs.baseUrl, inputs.accessToken, traffic), traffic, {
      warning: warn,
      info: untrusted,
    })
    const { projectId } = inputs
    const branch: { id: string; name?: string } =
      'id' in inputs.branch ? inputs.branch : await findBranch(api, projectId, inputs.branch.name, signal)
    const { id: branchId, name: branchName } = branch
    const lookup = commitLookup(context, inputs.githubToken, signal)
    const { text: description, warning } = await chooseDescription(inputs.description, context, lookup)
    if (warning) warn(warning)
    core.startGroup(`Creating a checkpoint of project ${projectId}`)
    const named = branchName === undefined ? branchId : `${branchName} (${branchId})`
    untrusted(`Branch: ${named}\nDescription:\n${description}`)
    core.endGroup()

    const startedAtMs = Date.now()
    const created = await api.createCheckpoint({ projectId, branchId, description }, signal)
    output('branch-id', branchId)
    let checkpoint: Checkpoint
    let jobId: number | undefined
    if (created.kind === 'checkpoint') {
      checkpoint = created.checkpoint
    } else {
      jobId = created.job.id
      output('job-id', String(jobId))
      if (!inputs.wait) {
        core.info(`Job ${jobId} started; not waiting for it (wait: false)`)
        return
      }
      core.info(`Job ${jobId} started; waiting for it`)
      checkpoint = await waitForJob(api, created.job, { signal, startedAtMs, traffic, print: untrusted })
    }
    const tookMs = Date.now() - startedAtMs

    output('checkpoint-id', checkpoint.id)
    output('created-at', checkpoint.createdAt ?? '')
    output('checkpoint', JSON.stringify(checkpoint))
    untrusted(`Checkpoint ${checkpoint.id} created in ${formatDuration(tookMs)}`)
    const figures = { requests: traffic.sent.length, heldMs: traffic.heldMs() }
    const facts = { checkpoint, jobId, projectId, branchId, branchName, description, tookMs, ...figures }
    await writeSummary(summaryHtml(facts))
  } catch (error) {
    const message = redact(failureMessage(error, traffic.lastProblem()))
    core.setFailed(message)
    await writeSummary(failureSummaryHtml(message, jobLeftBehind(error)))
  } finally {
    step?.dispose()
  }
}
