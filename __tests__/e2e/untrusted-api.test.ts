import { afterEach, describe, expect, it } from '@jest/globals'
import { expectNoToken } from '../support/expect-no-token.js'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { TEST_TOKEN, runAgainst } from '../../stand-ins/defaults.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { foreignCommands } from '../../stand-ins/workflow-commands.js'
import { type Fault, StandInApi, type StandInOptions } from '../../stand-ins/checkpoint-api.js'

// Whatever the API answers, the step's requests and waits stay bounded, its outputs are its own job's, and the
// API's words never act as workflow commands or carry the token out.
let api: StandInApi
afterEach(async () => api?.stop())

async function startApi(options: StandInOptions = {}): Promise<StandInApi> {
  api = new StandInApi({ token: TEST_TOKEN, ...options })
  await api.start()
  return api
}

const posts = (): number => api.requests.filter(r => r.method === 'POST').length
const gets = (): string[] => api.requests.filter(r => r.method === 'GET').map(r => r.path)
const hostile = 'x\n::error title=FORGED::forged annotation\r::add-mask::FORGED\n  ::warning::FORGED\n##[error]FORGED'

/** Checks every run: no token anywhere, no command the action did not write. */
function expectContained(result: RunResult): void {
  expectNoToken(result, TEST_TOKEN)
  expect(foreignCommands(result.stdout)).toEqual([])
  expect(result.stderr).not.toContain('TimeoutOverflowWarning')
}

function expectFailure(result: RunResult, message: RegExp): void {
  expectContained(result)
  expect(result.code).toBe(1)
  expect(errorAnnotations(result.stdout)).toEqual([expect.stringMatching(message)])
}

describe('an implausible rate-limit reset is not waited for, and does not become a busy loop', () => {
  const now = (): number => Math.floor(Date.now() / 1000)
  it.each<[string, () => string]>([
    ['far ahead (9999999999)', () => '9999999999'],
    ['sent in milliseconds by mistake', () => String(Date.now() + 30_000)],
    ['25 days ahead', () => String(now() + 25 * 86_400)],
    ['already past', () => String(now() - 5)],
  ])('a 429 on every create whose reset is %s: backoff, a handful of requests', async (_, reset) => {
    await startApi()
    const limited = { status: 429, body: '{"error":"Too many requests"}', headers: { 'x-ratelimit-reset': reset() } }
    api.faults.push({ method: 'POST', ...limited, times: Infinity })
    const result = await runAgainst(api.url, { timeout: '5' })
    expectFailure(
      result,
      /^Timed out after 5 s .* while creating the checkpoint\..*Last problem, retried: 429 Too many/,
    )
    // Backoff of at least 0.25, 0.5, 1, 2 s: five requests fit in 5 s, not thousands.
    expect(posts()).toBeGreaterThanOrEqual(3)
    expect(posts()).toBeLessThanOrEqual(5)
    expect(result.elapsedMs).toBeLessThan(6_000)
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

describe("the API's text never acts as a workflow command, and is bounded", () => {
  it('a checkpoint id with a line break and a command is an unreadable answer', async () => {
    await startApi({ jobMs: 300 })
    const forged = (json: Record<string, unknown>): unknown =>
      json.status === 'complete' ? { ...json, data: { ...(json.data as object), id: `c1${hostile}` } } : json
    api.faults.push({ method: 'GET', edit: forged, times: 20 })
    const result = await runAgainst(api.url, { timeout: '4' })
    expectFailure(result, /^Timed out after 4 s .* while waiting for job 1000 \(last status: "running"\)/)
    expect(result.outputs['checkpoint-id']).toBeUndefined()
    expect(result.stdout).toContain('complete job 1000 holds no readable checkpoint')
  })

  it("a failed job's 100 KB message: one bounded annotation and a bounded summary", async () => {
    await startApi({ jobMs: 200, jobErrors: [`${'m'.repeat(100_000)}`, hostile] })
    const result = await runAgainst(api.url)
    expectFailure(result, /^Job 1000 failed: m{499}…; x\n::error title=FORGED/)
    expect(errorAnnotations(result.stdout)[0]?.length).toBeLessThanOrEqual(2_100)
    expect(result.summary.length).toBeLessThan(3_000)
    expect(result.stdout.length).toBeLessThan(6_000)
  })

  it("prints a running job's new messages once each, as they appear", async () => {
    await startApi({ jobMs: 2_000 })
    const saying =
      (...messages: string[]) =>
      (json: Record<string, unknown>): unknown => ({ ...json, messages })
    api.faults.push(
      { method: 'GET', edit: saying('Copying assets') },
      { method: 'GET', edit: saying('Copying assets') },
      { method: 'GET', edit: saying('Copying assets', hostile) },
      { method: 'GET', edit: saying('Copying assets', hostile, 'Writing scripts') },
    )
    const result = await runAgainst(api.url)
    expectContained(result)
    expect(result.code).toBe(0)
    expect(result.stdout.match(/Job 1000: Copying assets/g)).toHaveLength(1)
    expect(result.stdout.match(/Job 1000: Writing scripts/g)).toHaveLength(1)
    expect(result.stdout.match(/Job 1000: x\n::error title=FORGED/g)).toHaveLength(1)
  })

  it('an unknown status that lasts until the timeout is named in the failure', async () => {
    await startApi({ jobMs: 60_000 })
    api.faults.push({ method: 'GET', edit: json => ({ ...json, status: 'queued' }), times: Infinity })
    const result = await runAgainst(api.url, { timeout: '3' })
    expectFailure(result, /while waiting for job 1000 \(last status: "queued"\)\. The checkpoint may still be created/)
  })
})

describe('secrets', () => {
  it('an API error text that quotes the token is redacted from the log and the summary', async () => {
    await startApi()
    api.faults.push({ method: 'POST', status: 401, body: JSON.stringify({ error: `Token ${TEST_TOKEN} is revoked` }) })
    const result = await runAgainst(api.url)
    expectFailure(result, /^Creating the checkpoint failed: 401 Token \*\*\* is revoked/)
    expect(result.summary).toContain('Token *** is revoked')
  })

  it('a base-url with credentials is refused without echoing them, before any request', async () => {
    const result = await runAction({
      inputs: {
        'access-token': TEST_TOKEN,
        'project-id': '1234',
        'branch-id': 'b',
        'base-url': 'http://user:hunter2@example.com',
      },
    })
    expectFailure(result, /^Input 'base-url' must not contain credentials/)
    expect(result.stdout + result.summary).not.toContain('hunter2')
  })
})
