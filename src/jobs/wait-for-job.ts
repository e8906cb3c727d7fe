import type { ServiceApi } from '../api/client.js'
import { JobFailedError, PollingError } from '../errors.js'
import { type Job, KNOWN_STATUSES, type ResultReader } from '../api/model.js'
import type { Traffic } from '../traffic/traffic.js'
import { byAge, planPoll } from '../waiting/pacing.js'

export interface WaitOptions {
  signal: AbortSignal
  /** Epoch milliseconds when the create request was sent: the job is at most this old. */
  startedAtMs: number
  /** The step's traffic: the polls are planned from its readings, and their waits recorded in it. */
  traffic: Traffic
  /** Prints the API's words (job messages, statuses) as untrusted text. */
  print: (text: string) => void
  /** How many runs of this matrix may spend the token at once (the `parallel-runs` input): a floor for the pacing. */
  parallelRuns: number
}

/**
 * Polls the job until it is complete (returns its result, read by `reader`) or ends in error (throws JobFailedError). Any other
 * status means "not finished yet" (the API is in beta); each new one, and each new message, is printed once. Any
 * other failure comes out as a PollingError that names the job and its last status.
 */
export async function waitForJob<T>(
  api: Pick<ServiceApi, 'getJob'>,
  reader: ResultReader<T>,
  created: Job<T>,
  { signal, startedAtMs, traffic, print, parallelRuns }: WaitOptions,
): Promise<T> {
  const { clock, random } = traffic.time
  const statusesSeen = new Set(KNOWN_STATUSES)
  let messagesShown = 0
  let job = created
  for (;;) {
    for (const message of job.messages.slice(messagesShown)) print(`Job ${job.id}: ${message}`)
    messagesShown = Math.max(messagesShown, job.messages.length)
    if (job.status === 'complete' && job.result) return job.result
    if (job.status === 'error') throw new JobFailedError(job.id, job.messages)
    if (job.status !== undefined && !statusesSeen.has(job.status)) {
      statusesSeen.add(job.status)
      print(`Job ${job.id} reports status ${JSON.stringify(job.status)}, unknown to this action: taken as not finished`)
    }
    try {
      const nowMs = clock()
      const ageMs = nowMs - startedAtMs
      const plan = planPoll({ ageMs, nowMs, random, hint: parallelRuns, ...traffic.pollWindow() })
      await traffic.wait('pacing', plan.delayMs, plan.why, signal, byAge(ageMs))
      job = await api.getJob(job.id, reader, signal)
    } catch (error) {
      throw new PollingError(job.id, job.status, error)
    }
  }
}
