import { describe, expect, it } from '@jest/globals'
import { ApiError, StepTimeoutError, hintFor } from '../../src/errors.js'
import type { Job } from '../../src/job.js'
import { type CheckpointApi, RetryingApi } from '../../src/resilient.js'

const job: Job = { id: 5, status: 'running', messages: [], data: {} }

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
    const inner = scripted([new ApiError(503, 'busy', hintFor(503)), new ApiError(502, 'gateway', hintFor(502)), job])
    const log = quietLog()
    const api = new RetryingApi(inner, log, () => 0)
    await expect(api.getJob(5, new AbortController().signal)).resolves.toEqual({ value: job })
    expect(inner.calls).toBe(3)
    expect(log.infos).toEqual([
      expect.stringMatching(/^503 busy .*retrying in 0\.0 s$/),
      expect.stringMatching(/^502 gateway/),
    ])
    expect(api.lastProblem).toBeUndefined()
  })

  it('passes a final failure through at once', async () => {
    const inner = scripted([new ApiError(404, 'Job not found', hintFor(404)), job])
    const api = new RetryingApi(inner, quietLog(), () => 0)
    await expect(api.getJob(5, new AbortController().signal)).rejects.toMatchObject({ status: 404 })
    expect(inner.calls).toBe(1)
  })

  it('ends with the step, remembering what it was retrying', async () => {
    const controller = new AbortController()
    const inner = scripted([new ApiError(503, 'busy', hintFor(503)), job])
    const api = new RetryingApi(inner, quietLog(), () => 0.9)
    const pending = api.getJob(5, controller.signal)
    setTimeout(() => controller.abort(new StepTimeoutError(1)), 10)
    await expect(pending).rejects.toBeInstanceOf(StepTimeoutError)
    expect(api.lastProblem).toMatch(/^503 busy/)
  })
})
