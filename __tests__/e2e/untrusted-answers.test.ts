import { describe, expect, it } from '@jest/globals'
import { type Fault, StandInApi } from '../../stand-ins/checkpoint-api.js'
import { runAgainst } from '../../stand-ins/defaults.js'
import { expectContained, expectFailure, gets as getsOf, posts as postsOf, startApi as start } from '../support/e2e.js'

let api: StandInApi
const startApi = async (options: Parameters<typeof start>[0] = {}): Promise<StandInApi> => (api = await start(options))
const posts = (): number => postsOf(api)
const gets = (): string[] => getsOf(api)

// Whatever the API answers, the step's requests and waits stay bounded, and its outputs are its own job's.
describe('an implausible rate-limit reset is not waited for, and does not become a busy loop', () => {
  const now = (): number => Math.floor(Date.now() / 1000)
  // One reset that would stall the step and one that would spin it; every other form is refused by the same check
  // (__tests__/traffic/rate-limit.test.ts).
  it.each<[string, () => string]>([
    ['sent in milliseconds by mistake', () => String(Date.now() + 30_000)],
    ['already past', () => String(now() - 5)],
  ])('a 429 on every create whose reset is %s: backoff, a handful of requests', async (_, reset) => {
    await startApi()
    const limited = { status: 429, body: '{"error":"Too many requests"}', headers: { 'x-ratelimit-reset': reset() } }
    api.faults.push({ method: 'POST', ...limited, times: Infinity })
    const result = await runAgainst(api.url, { timeout: '3' })
    expectFailure(
      result,
      /^Timed out after 3 s .* while creating the checkpoint\..*Last problem, retried: 429 Too many/,
    )
    // Backoff of at least 0.25, 0.5, 1 s and at most 0.5, 1, 2 s: three or four requests fit in 3 s, not thousands.
    expect(posts()).toBeGreaterThanOrEqual(3)
    expect(posts()).toBeLessThanOrEqual(4)
    // It ends with its timeout, not with the reset it was told (a bound loose enough for a busy machine).
    expect(result.elapsedMs).toBeLessThan(15_000)
  })

  it('a poll answer saying Remaining: 0 with a far reset: polls by the job age, and succeeds', async () => {
    await startApi({ jobMs: 1_500 })
    const spent = { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '9999999999' }
    api.faults.push({ method: 'GET', headers: spent, times: Infinity })
    const result = await runAgainst(api.url, { timeout: '20' })
    expectContained(result)
    expect(result.code).toBe(0)
    expect(gets().length).toBeGreaterThanOrEqual(2)
    expect(gets().length).toBeLessThanOrEqual(12)
  })
})

describe('a create that got a complete 2xx answer is never sent again', () => {
  it('a status the spec does not list: the job is polled, job-id set, the status named once', async () => {
    await startApi({ jobMs: 1_500 })
    const queued = (json: Record<string, unknown>): unknown => ({ ...json, status: 'queued' })
    api.faults.push({ method: 'POST', edit: queued }, { method: 'GET', edit: queued, times: 3 })
    const result = await runAgainst(api.url)
    expectContained(result)
    expect(result.code).toBe(0)
    expect(posts()).toBe(1)
    expect(result.outputs['job-id']).toBe('1000')
    expect(result.outputs['checkpoint-id']).toMatch(/^[0-9a-f]{16}$/)
    expect(result.stdout.match(/Job 1000 reports status "queued"/g)).toHaveLength(1)
  })

  it.each<[string, Fault]>([
    ['a job id that is not a safe integer', { edit: json => ({ ...json, id: 2 ** 60 }) }],
    ['an empty body', { status: 201, body: '' }],
    ['a body that is not JSON', { status: 201, body: '<html>Created</html>' }],
    ['a body over 1 MiB', { status: 201, body: JSON.stringify({ id: 1000, pad: 'x'.repeat(1_100_000) }) }],
  ])('nothing readable (%s): fails at once, saying a checkpoint may exist', async (_, fault) => {
    await startApi()
    api.faults.push({ method: 'POST', ...fault })
    const result = await runAgainst(api.url)
    expectFailure(result, /A checkpoint may have been created; the request is not sent again/)
    expect(posts()).toBe(1)
    expect(gets()).toEqual([])
    expect(result.outputs['job-id']).toBeUndefined()
    expect(result.summary).toContain('Checkpoint not created')
  })

  it('two creates whose answers were lost: the second is the last, at most one duplicate', async () => {
    await startApi()
    api.faults.push({ method: 'POST', reset: 'after', times: 10 })
    const result = await runAgainst(api.url, { timeout: '30' })
    expectFailure(result, /connection reset, after an earlier attempt whose outcome is unknown too\. A checkpoint may/)
    expect(posts()).toBe(2)
    expect(api.jobStates()).toHaveLength(2)
    expect(result.stdout.match(/::warning::.*duplicate checkpoint may exist/g)).toHaveLength(1)
  })

  it('a 503 says nothing was done: sent again as often as needed, with no duplicate warning', async () => {
    await startApi({ jobMs: 200 })
    api.faults.push({ method: 'POST', status: 503, times: 3 })
    const result = await runAgainst(api.url)
    expectContained(result)
    expect(result.code).toBe(0)
    expect(posts()).toBe(4)
    expect(result.stdout).not.toContain('duplicate')
  })
})

describe("only this step's job", () => {
  it.each<[string, (json: Record<string, unknown>) => unknown]>([
    ['complete', json => ({ ...json, id: 99, status: 'complete', data: { id: 'not-ours', createdAt: 'x' } })],
    ['failed', json => ({ ...json, id: 99, status: 'error', messages: ['job 99 broke'] })],
  ])("another job's %s record is an unreadable answer, retried, never followed", async (_, edit) => {
    await startApi({ jobMs: 1_200 })
    api.faults.push({ method: 'GET', edit, times: 2 })
    const result = await runAgainst(api.url)
    expectContained(result)
    expect(result.code).toBe(0)
    expect(new Set(gets())).toEqual(new Set(['/api/jobs/1000']))
    expect(result.outputs['job-id']).toBe('1000')
    expect(result.outputs['checkpoint-id']).not.toBe('not-ours')
    expect(result.outputs['checkpoint-id']).toMatch(/^[0-9a-f]{16}$/)
    expect(result.stdout).toContain("answer for job 1000 is another job's")
  })
})
