import type { CheckpointApi } from '../api/client.js'
import { delay } from '../step-signal.js'
import { JobFailedError } from '../errors.js'
import { type Checkpoint, type Job, KNOWN_STATUSES } from '../api/model.js'
import type { RateLimit } from '../api/rate-limit.js'
import { type PollPlan, byAge, planPoll } from './pacing.js'

export interface WaitOptions {
  signal: AbortSignal
  /** Epoch milliseconds when the create request was sent: the job is at most this old. */
  startedAtMs: number
  rateLimit?: RateLimit
  /** Prints the API's words (job messages, statuses) as untrusted text. */
  print: (text: string) => void
  /** Told of every job record read, the first included. */
  onJob?: (job: Job) => void
  /** Told of every poll planned, and how much longer it waits than the run's own pace would. */
  onPlan?: (plan: PollPlan, heldMs: number) => void
  /** The requests the create took (its retries included). */
  createRequests?: number
  clock?: () => number
  random?: () => number
}

/**
 * Polls the job until it is complete (returns its checkpoint) or ends in error (throws JobFailedError). Any other
 * status means "not finished yet" (the API is in beta); each new one, and each new message, is printed once.
 */
export async function waitForJob(
  api: Pick<CheckpointApi, 'getJob'>,
  created: Job,
  options: WaitOptions,
): Promise<Checkpoint> {
  const { signal, startedAtMs, print, onJob, onPlan, clock = Date.now, random = Math.random } = options
  const statusesSeen = new Set(KNOWN_STATUSES)
  let messagesShown = 0
  let job = created
  let latest = options.rateLimit
  let previous: RateLimit | undefined
  let ownSincePrevious = 0
  let ownInWindow = options.createRequests ?? 1
  for (;;) {
    onJob?.(job)
    if (job.messages.length > messagesShown) {
      for (const message of job.messages.slice(messagesShown)) print(`Job ${job.id}: ${message}`)
      messagesShown = job.messages.length
    }
    if (job.status === 'complete' && job.checkpoint) return job.checkpoint
    if (job.status === 'error') throw new JobFailedError(job.id, job.messages)
    if (!statusesSeen.has(job.status)) {
      statusesSeen.add(job.status)
      print(`Job ${job.id} reports status ${JSON.stringify(job.status)}, unknown to this action: taken as not finished`)
    }
    const now = clock()
    const ageMs = now - startedAtMs
    const plan = planPoll({ ageMs, nowMs: now, latest, previous, ownSincePrevious, ownInWindow, random })
    onPlan?.(plan, Math.max(0, plan.delayMs - byAge(ageMs)))
    await delay(plan.delayMs, signal)
    const answer = await api.getJob(job.id, signal)
    job = answer.value
    const sent = answer.requests ?? 1
    ownSincePrevious = sent
    if (answer.rateLimit) {
      ownInWindow = answer.rateLimit.resetAtMs === latest?.resetAtMs ? ownInWindow + sent : sent
      ;[previous, latest] = [latest, answer.rateLimit]
    }
  }
}
