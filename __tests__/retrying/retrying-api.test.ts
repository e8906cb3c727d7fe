import { describe, expect, it } from '@jest/globals'
import { ApiError, StepTimeoutError, TransportError, UnknownCreateError } from '../../src/errors.js'
import type { Job } from '../../src/api/model.js'
import type { CheckpointApi } from '../../src/api/client.js'
import { RetryingApi } from '../../src/retrying/retrying-api.js'
import { MAX_REQUESTS_PER_MINUTE } from '../../src/retrying/policy.js'

const job: Job = { id: 5, status: 'running', messages: [] }

/** An API whose getJob answers from a script: an error to throw, or the job. */
function scripted(script: (Error | Job)[]): CheckpointApi & { calls: number } {
  const fake = {
    calls: 0,
    createCheckpoint: () => Promise.reject(new Error('not used')),
    getJob: () => {
      const next = script[fake.calls++]
      return next instanceof Error || next === undefined
        ? Promise.reject(next ?? new Error('script ran out'))
        : Promise.resolve({ value: next })
    },
  }
  return fake
}

function quietLog(): { warnings: string[]; infos: string[]; warning(m: string): void; info(m: string): void } {
  const log = {
    warnings: [] as string[],
    infos: [] as string[],
    warning: (m: string) => log.warnings.push(m),
    info: (m: string) => log.infos.push(m),
  }
  return log
}

describe('RetryingApi', () => {
  it('retries transient failures until an answer comes, then forgets them', async () => {
    const inner = scripted([new ApiError(503, 'busy'), new ApiError(502, 'gateway'), job])
    const log = quietLog()
    const api = new RetryingApi(inner, log, { random: () => 0 })
    await expect(api.getJob(5, new AbortController().signal)).resolves.toEqual({ value: job, requests: 3 })
    expect(inner.calls).toBe(3)
    expect(log.infos).toEqual(['503 busy; retrying in 0.3 s', expect.stringMatching(/^502 gateway/)])
    expect(api.lastProblem).toBeUndefined()
  })

  it('passes a final failure through at once', async () => {
    const inner = scripted([new ApiError(404, 'Job not found'), job])
    const api = new RetryingApi(inner, quietLog(), { random: () => 0 })
    await expect(api.getJob(5, new AbortController().signal)).rejects.toMatchObject({ status: 404 })
    expect(inner.calls).toBe(1)
  })

  it('ends with the step, remembering what it was retrying', async () => {
    const controller = new AbortController()
    const inner = scripted([new ApiError(503, 'busy'), job])
    const api = new RetryingApi(inner, quietLog(), { random: () => 0.9 })
    const pending = api.getJob(5, controller.signal)
    setTimeout(() => controller.abort(new StepTimeoutError(1)), 10)
    await expect(pending).rejects.toBeInstanceOf(StepTimeoutError)
    expect(api.lastProblem).toMatch(/^503 busy/)
  })
})

describe('RetryingApi, creating', () => {
  const body = { projectId: 1, branchId: 'b', description: 'd' }
  const created = { value: { kind: 'job' as const, job } }

  function creates(script: Error[]): CheckpointApi & { calls: number } {
    const fake = {
      calls: 0,
      createCheckpoint: () => {
        const next = script[fake.calls++]
        return next ? Promise.reject(next) : Promise.resolve(created)
      },
      getJob: () => Promise.reject(new Error('not used')),
    }
    return fake
  }

  it('sends a create again after one unknown outcome, and not after a second', async () => {
    const lost = new TransportError('POST x: connection reset', true)
    const inner = creates([lost, new ApiError(504, 'gateway'), lost])
    const log = quietLog()
    const error = await new RetryingApi(inner, log, { random: () => 0 })
      .createCheckpoint(body, new AbortController().signal)
      .catch((e: unknown) => e)
    expect(inner.calls).toBe(2)
    expect(error).toBeInstanceOf(UnknownCreateError)
    expect((error as Error).message).toBe('504 gateway, after an earlier attempt whose outcome is unknown too')
    expect(log.warnings).toEqual(['POST x: connection reset; retrying once, so a duplicate checkpoint may exist'])
  })

  it('sends a create again as often as the answers say nothing was done', async () => {
    const busy = new ApiError(503, 'busy')
    const inner = creates([busy, new TransportError('refused', false), busy, busy])
    const api = new RetryingApi(inner, quietLog(), { random: () => 0 })
    await expect(api.createCheckpoint(body, new AbortController().signal)).resolves.toEqual({ ...created, requests: 5 })
    expect(inner.calls).toBe(5)
    expect(api.requests).toBe(5)
  })
})

describe('RetryingApi, the request gate', () => {
  it(`holds any request past ${MAX_REQUESTS_PER_MINUTE} in a minute, however fast the caller asks`, async () => {
    // A clock that moves only by the waits, and a wait that only moves it: no real time passes.
    let now = 0
    const sentAt: number[] = []
    const answering: CheckpointApi = {
      createCheckpoint: () => Promise.reject(new Error('not used')),
      getJob: () => (sentAt.push(now), Promise.resolve({ value: job })),
    }
    const sleep = (ms: number): Promise<void> => ((now += ms), Promise.resolve())
    const log = quietLog()
    const api = new RetryingApi(answering, log, { clock: () => now, sleep })
    // A caller that asks in a tight loop, as a schedule fooled by the server's answers would.
    for (let i = 0; i < 3 * MAX_REQUESTS_PER_MINUTE; i++) await api.getJob(5, new AbortController().signal)
    expect(sentAt).toHaveLength(3 * MAX_REQUESTS_PER_MINUTE)
    expect(api.requests).toBe(3 * MAX_REQUESTS_PER_MINUTE)
    for (const at of sentAt) {
      expect(sentAt.filter(t => t > at - 60_000 && t <= at).length).toBeLessThanOrEqual(MAX_REQUESTS_PER_MINUTE)
    }
    expect(sentAt[MAX_REQUESTS_PER_MINUTE]).toBe(60_000)
    expect(log.infos).toContain(`Holding the next request 60.0 s: at most ${MAX_REQUESTS_PER_MINUTE} a minute`)
  })
})
