import type { Answer } from './api.js'
import { delay } from './deadline.js'
import { JobFailedError } from './errors.js'
import { type Checkpoint, type Job, parseCheckpoint } from './job.js'
import type { RateLimit } from './ratelimit.js'
import { pollDelay } from './schedule.js'

export interface JobSource {
  getJob(id: number, signal: AbortSignal): Promise<Answer<Job>>
}

export interface WaitOptions {
  signal: AbortSignal
  /** Epoch milliseconds when the create request was sent: the job is at most this old. */
  startedAtMs: number
  rateLimit?: RateLimit
  clock?: () => number
  random?: () => number
}

/** Polls the job until it is complete (returns its checkpoint) or ends in error (throws JobFailedError). */
export async function waitForJob(api: JobSource, created: Job, options: WaitOptions): Promise<Checkpoint> {
  const { signal, startedAtMs, clock = Date.now, random = Math.random } = options
  let job = created
  let rateLimit = options.rateLimit
  let previousRateLimit: RateLimit | undefined
  for (;;) {
    if (job.status === 'complete') return parseCheckpoint(job.data)
    if (job.status === 'error') throw new JobFailedError(job.id, job.messages)
    const now = clock()
    await delay(pollDelay(now - startedAtMs, rateLimit, previousRateLimit, now, random), signal)
    const answer = await api.getJob(job.id, signal)
    job = answer.value
    if (answer.rateLimit) [previousRateLimit, rateLimit] = [rateLimit, answer.rateLimit]
  }
}
