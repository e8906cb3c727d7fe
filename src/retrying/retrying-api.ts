import type { Answer, CheckpointApi, CreateCheckpointBody } from '../api/client.js'
import { delay } from '../step-signal.js'
import { ApiError, UnknownCreateError, messageOf } from '../errors.js'
import type { Created, Job } from '../api/model.js'
import { MAX_REQUESTS_PER_MINUTE, type Operation, requestGateDelay, retryDecision } from './policy.js'

export interface Clocks {
  random: () => number
  clock: () => number
  sleep: (ms: number, signal: AbortSignal) => Promise<void>
}

export interface RetryLog {
  warning(message: string): void
  info(message: string): void
}

/**
 * The same API, each call retried by the policy in policy.ts until it succeeds, fails for good, or the step ends;
 * every request, first tries and retries alike, passes one gate that bounds the requests per minute.
 */
export class RetryingApi implements CheckpointApi {
  /** The most recent failure that was retried, to explain a timeout. */
  lastProblem: string | undefined
  /** Requests sent so far by this step. */
  requests = 0
  /** Time spent waiting out 429 answers. */
  rateLimitedMs = 0
  /** When the last MAX_REQUESTS_PER_MINUTE requests were sent, for the gate. */
  private readonly recentMs: number[] = []
  private unsureCreates = 0
  private readonly time: Clocks

  constructor(
    private readonly api: CheckpointApi,
    private readonly log: RetryLog,
    /** Time and chance, passed in so that tests run in virtual time. */
    time: Partial<Clocks> = {},
  ) {
    this.time = { random: Math.random, clock: Date.now, sleep: delay, ...time }
  }

  createCheckpoint(body: CreateCheckpointBody, signal: AbortSignal): Promise<Answer<Created>> {
    return this.retrying('create', () => this.api.createCheckpoint(body, signal), signal)
  }

  getJob(id: number, signal: AbortSignal): Promise<Answer<Job>> {
    return this.retrying('poll', () => this.api.getJob(id, signal), signal)
  }

  private async retrying<T>(
    operation: Operation,
    call: () => Promise<Answer<T>>,
    signal: AbortSignal,
  ): Promise<Answer<T>> {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.gated(call, signal)
        this.lastProblem = undefined
        return { ...result, requests: attempt + 1 }
      } catch (error) {
        if (signal.aborted) throw signal.reason
        const decision = retryDecision(
          error,
          { operation, attempt, unsureCreates: this.unsureCreates },
          this.time.clock(),
          this.time.random,
        )
        if (decision.unsure && !decision.retry) {
          throw new UnknownCreateError(`${messageOf(error)}, after an earlier attempt whose outcome is unknown too`)
        }
        if (!decision.retry) throw error
        if (decision.unsure) this.unsureCreates++
        this.lastProblem = messageOf(error)
        const seconds = (decision.delayMs / 1000).toFixed(1)
        if (error instanceof ApiError && error.status === 429) this.rateLimitedMs += decision.delayMs
        if (decision.warning) this.log.warning(decision.warning)
        else this.log.info(`${this.lastProblem}; retrying in ${seconds} s`)
        await this.time.sleep(decision.delayMs, signal)
      }
    }
  }

  private async gated<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
    const holdMs = requestGateDelay(this.recentMs, this.time.clock())
    if (holdMs > 0) {
      this.log.info(
        `Holding the next request ${(holdMs / 1000).toFixed(1)} s: at most ${MAX_REQUESTS_PER_MINUTE} a minute`,
      )
      await this.time.sleep(holdMs, signal)
    }
    this.recentMs.push(this.time.clock())
    if (this.recentMs.length > MAX_REQUESTS_PER_MINUTE) this.recentMs.shift()
    this.requests++
    return call()
  }
}
