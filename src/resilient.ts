import type { Answer, CreateCheckpointBody } from './api.js'
import { delay } from './deadline.js'
import { messageOf } from './errors.js'
import type { Created, Job } from './job.js'
import { type Operation, retryDecision } from './retry.js'

export interface CheckpointApi {
  createCheckpoint(body: CreateCheckpointBody, signal: AbortSignal): Promise<Answer<Created>>
  getJob(id: number, signal: AbortSignal): Promise<Answer<Job>>
}

export interface RetryLog {
  warning(message: string): void
  info(message: string): void
}

/** The same API, each call retried by the policy in retry.ts until it succeeds, fails for good, or the step ends. */
export class RetryingApi implements CheckpointApi {
  /** The most recent failure that was retried, to explain a timeout. */
  lastProblem: string | undefined

  constructor(
    private readonly api: CheckpointApi,
    private readonly log: RetryLog,
    private readonly random: () => number = Math.random,
  ) {}

  createCheckpoint(body: CreateCheckpointBody, signal: AbortSignal): Promise<Answer<Created>> {
    return this.retrying('create', () => this.api.createCheckpoint(body, signal), signal)
  }

  getJob(id: number, signal: AbortSignal): Promise<Answer<Job>> {
    return this.retrying('poll', () => this.api.getJob(id, signal), signal)
  }

  private async retrying<T>(operation: Operation, call: () => Promise<T>, signal: AbortSignal): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await call()
        this.lastProblem = undefined
        return result
      } catch (error) {
        if (signal.aborted) throw signal.reason
        const decision = retryDecision(error, operation, attempt, Date.now(), this.random)
        if (!decision.retry) throw error
        this.lastProblem = messageOf(error)
        const seconds = (decision.delayMs / 1000).toFixed(1)
        if (decision.warning) this.log.warning(decision.warning)
        else this.log.info(`${this.lastProblem}; retrying in ${seconds} s`)
        await delay(decision.delayMs, signal)
      }
    }
  }
}
