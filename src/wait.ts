import { setTimeout as sleep } from 'node:timers/promises'
import type { Answer } from './api.js'
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
  for (;;) {
    if (job.status === 'complete') return parseCheckpoint(job.data)
    if (job.status === 'error') throw new JobFailedError(job.id, job.messages)
    const now = clock()
    await delay(pollDelay(now - startedAtMs, rateLimit, now, random), signal)
    const answer = await api.getJob(job.id, signal)
    job = answer.value
    rateLimit = answer.rateLimit ?? rateLimit
  }
}

/** Sleeps, rejecting with the signal's own reason (a timeout or a cancel) rather than a generic AbortError. */
export async function delay(ms: number, signal: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal })
  } catch (error) {
    throw signal.aborted ? signal.reason : error
  }
}
