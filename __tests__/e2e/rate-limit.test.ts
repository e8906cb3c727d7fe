import { describe, expect, it } from '@jest/globals'
import { runAgainst } from '../../stand-ins/defaults.js'
import { expectSuccess, startApi } from '../support/e2e.js'

describe('rate limit', () => {
  it('waits for the reset on a 429, says until when, and goes on', async () => {
    const api = await startApi({ jobMs: 300 })
    const reset = String(Math.ceil(Date.now() / 1000) + 2)
    const limited = { status: 429, body: '{"error":"Too many requests"}', headers: { 'x-ratelimit-reset': reset } }
    api.faults.push({ method: 'POST', ...limited }, { method: 'GET', ...limited })
    const result = await runAgainst(api.url)
    expectSuccess(result)
    expect(result.stdout).toMatch(/::warning::Rate limited \(429\); waiting until \d{4}-\d\d-\d\dT/)
    const create = api.requests.filter(r => r.method === 'POST')
    expect(create.map(r => r.status)).toEqual([429, 201])
    // Not before the reset the 429 named (an epoch second: however late the spawn made the 429).
    expect(api.startedMs + (create[1]?.atMs ?? 0)).toBeGreaterThanOrEqual(Number(reset) * 1000)
    // The summary counts every request, and the waits the limit caused.
    expect(result.summary).toMatch(/Requests<\/th><td>[3-9]</)
    // A spawn slowed by a loaded machine can meet the 429 late, and wait under a second.
    expect(result.summary).toMatch(/Held back by the shared rate limit<\/th><td>[\d.]+ m?s</)
  })

  it('waits out a 429 that carries only Retry-After: 2 (no X-RateLimit headers), on the create and on a poll', async () => {
    const api = await startApi({ jobMs: 300 })
    const limited = { status: 429, body: '{"error":"Too many requests"}', headers: { 'retry-after': '2' } }
    api.faults.push(
      { method: 'POST', ...limited, noRateLimitHeaders: true },
      { method: 'GET', ...limited, noRateLimitHeaders: true },
    )
    const result = await runAgainst(api.url)
    expectSuccess(result)
    const gapAfter429 = (method: string): number => {
      const sent = api.requests.filter(r => r.method === method)
      const i = sent.findIndex(r => r.status === 429)
      expect(sent[i]?.headers).toBeDefined()
      return (sent[i + 1]?.atMs ?? 0) - (sent[i]?.atMs ?? 0)
    }
    // The retry comes no sooner than Retry-After said (plus at most 1 s of jitter and the machine's slack).
    expect(gapAfter429('POST')).toBeGreaterThanOrEqual(2_000)
    expect(gapAfter429('POST')).toBeLessThan(5_000)
    expect(gapAfter429('GET')).toBeGreaterThanOrEqual(2_000)
    expect(result.stdout).toMatch(/::warning::Rate limited \(429\); waiting until \d{4}-/)
  })

  it('does not trust a Retry-After an hour ahead: it backs off instead, and goes on', async () => {
    const api = await startApi({ jobMs: 300 })
    api.faults.push({
      method: 'POST',
      status: 429,
      body: '{"error":"Too many requests"}',
      headers: { 'retry-after': '3600' },
      noRateLimitHeaders: true,
    })
    const result = await runAgainst(api.url, { timeout: '30' })
    expectSuccess(result)
    const [first, second] = api.requests.filter(r => r.method === 'POST')
    expect((second?.atMs ?? Infinity) - (first?.atMs ?? 0)).toBeLessThan(2_000)
  })

  it('lets parallel runs that share one token under a tight limit all succeed', async () => {
    const runs = 24
    const api = await startApi({ jobMs: 1_500, rateLimit: { limit: 30, windowMs: 5_000 } })
    const results = await Promise.all(Array.from({ length: runs }, () => runAgainst(api.url, { timeout: '120' })))
    for (const result of results) expectSuccess(result)
    const limited = api.requests.filter(r => r.status === 429).length
    // Each run at its own pace draws over twice this bound; paced, a few, more on a starved CPU (docs/performance.md).
    expect(limited).toBeLessThanOrEqual(runs / 2)
    expect(api.requests.length).toBeLessThanOrEqual(1.5 * 2 * runs)
  })
})

describe('rate-limit classes', () => {
  it("does not take a create's reading of its own smaller class (2 of 60 left) for the polls' budget", async () => {
    const api = await startApi({ jobMs: 1_000, createRateLimit: { limit: 60, windowMs: 60_000 } })
    // Late in a crowded minute of creates: taken for the polls' window, this would hold the first poll ~50 s.
    const reset = String(Math.ceil(Date.now() / 1000) + 50)
    const crowded = { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '2', 'x-ratelimit-reset': reset }
    api.faults.push({ method: 'POST', headers: crowded })
    const result = await runAgainst(api.url, { timeout: '30' }, { env: { RUNNER_DEBUG: '1' } })
    expectSuccess(result)
    const [create, firstPoll] = api.requests
    expect(create?.method).toBe('POST')
    expect((firstPoll?.atMs ?? Infinity) - (create?.atMs ?? 0)).toBeLessThan(10_000)
    expect(result.stdout).toMatch(/::debug::Waiting [\d.]+ s \(pacing\): no reading of the polls' class yet, ~58\.0/)
  })
})

describe('pacing by the shared rate limit', () => {
  it('12 runs on a 30-a-minute token, 2 s jobs: every run succeeds, no request answered 429', async () => {
    const runs = 12
    const api = await startApi({ jobMs: 2_000, rateLimit: { limit: 30, windowMs: 60_000 } })
    const results = await Promise.all(
      Array.from({ length: runs }, () => runAgainst(api.url, { timeout: '120' }, { env: { RUNNER_DEBUG: '1' } })),
    )
    for (const result of results) expectSuccess(result)
    const limited = api.requests.filter(r => r.status === 429).length
    expect(limited).toBe(0)
    expect(api.requests.length).toBeLessThanOrEqual(30)
    // Each decision is one debug line saying what was read and why; the summary counts the requests.
    const decisions = results.flatMap(r =>
      r.stdout.split('\n').filter(line => line.startsWith('::debug::Waiting') && line.includes('(pacing)')),
    )
    expect(decisions.length).toBeGreaterThanOrEqual(runs)
    expect(decisions.some(line => /left, reset in [\d.]+ s, ~[\d.]+ spending it: share [\d.]+/.test(line))).toBe(true)
    expect(results.every(r => /Requests<\/th><td>\d+</.test(r.summary))).toBe(true)
  })
})

describe("the matrix's size (parallel-runs)", () => {
  it('a run told of 40 in a young window keeps a share back: its first poll waits where a lone run polls at once', async () => {
    const first = async (inputs: Record<string, string>): Promise<number> => {
      const api = await startApi({ jobMs: 1_000, rateLimit: { limit: 120, windowMs: 60_000 } })
      const result = await runAgainst(api.url, { timeout: '60', ...inputs }, { env: { RUNNER_DEBUG: '1' } })
      expectSuccess(result)
      const [create, poll] = api.requests
      expect(create?.method).toBe('POST')
      return (poll?.atMs ?? Infinity) - (create?.atMs ?? 0)
    }
    // Told 1 (a job with no matrix), it polls at its own pace from 0.28 s of age; told 40, from the age where sharing
    // runs start (4.2 s), as 40 runs on 120 a minute must.
    expect(await first({ 'parallel-runs': '1' })).toBeLessThan(2_000)
    expect(await first({ 'parallel-runs': '40' })).toBeGreaterThan(4_000)
  })

  it('refuses a count that is not one, naming the input, before any request', async () => {
    const api = await startApi({ jobMs: 100 })
    const result = await runAgainst(api.url, { 'parallel-runs': 'all' })
    expect(result.code).not.toBe(0)
    expect(result.stdout).toMatch(/::error::Input 'parallel-runs' must be a whole number from 1 to 256/)
    expect(api.requests).toHaveLength(0)
  })
})
