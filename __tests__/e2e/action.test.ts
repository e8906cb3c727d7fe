import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { expectNoToken } from '../support/expect-no-token.js'
import { type RunOptions, type RunResult } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { pushPayload } from '../../__fixtures__/payloads.js'
import { runAgainst, TEST_TOKEN } from '../../stand-ins/defaults.js'
import { StandInApi, type StandInOptions, USER } from '../../stand-ins/checkpoint-api.js'

const TOKEN = TEST_TOKEN
let api: StandInApi

async function startApi(options: StandInOptions = {}): Promise<void> {
  api = new StandInApi({ token: TOKEN, ...options })
  await api.start()
}

afterEach(async () => api?.stop())

function run(inputs: Record<string, string> = {}, options: Omit<RunOptions, 'inputs'> = {}): Promise<RunResult> {
  return runAgainst(api.url, inputs, options)
}

describe('a job that completes', () => {
  let result: RunResult
  beforeAll(async () => {
    await startApi({ jobMs: 700 })
    result = await run(
      {},
      { payload: pushPayload('Fix jump height\n\nThe player jumped twice as high on 30 Hz screens.') },
    )
  })

  it('succeeds and outputs the checkpoint', () => {
    expect(result.code).toBe(0)
    expect(result.stdout.startsWith(`::add-mask::${TOKEN}\n`)).toBe(true)
    const create = api.requests.find(r => r.method === 'POST')
    expect(create?.status).toBe(201)
    const jobs = api.requests.filter(r => r.method === 'GET')
    expect(jobs.length).toBeGreaterThanOrEqual(1)
    const final = JSON.parse(result.outputs.checkpoint ?? '{}') as { id: string; user: unknown; description: string }
    expect(result.outputs['checkpoint-id']).toMatch(/^[0-9a-f]{16}$/)
    expect(final.id).toBe(result.outputs['checkpoint-id'])
    expect(final.user).toEqual(USER)
    expect(result.outputs['job-id']).toBe('1000')
    expect(new Date(result.outputs['created-at'] ?? '').getTime()).not.toBeNaN()
    expectNoToken(result, TOKEN)
  })

  it('sends the create request the spec describes', () => {
    const create = api.requests.find(r => r.method === 'POST')
    expect(create?.path).toBe('/api/checkpoints')
    expect(create?.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(create?.headers['content-type']).toBe('application/json')
    expect(create?.headers['user-agent']).toMatch(/^checkpoint-action\/\d+\.\d+\.\d+/)
    expect(JSON.parse(create?.body ?? '')).toEqual({
      projectId: 1234,
      branchId: 'main-branch-id',
      description: 'Fix jump height\n\nThe player jumped twice as high on 30 Hz screens.',
    })
    for (const poll of api.requests.filter(r => r.method === 'GET')) {
      expect(poll.path).toBe('/api/jobs/1000')
      expect(poll.headers.authorization).toBe(`Bearer ${TOKEN}`)
    }
  })

  it('writes a step summary', () => {
    const id = result.outputs['checkpoint-id'] ?? 'missing'
    expect(result.summary).toContain(id)
    expect(result.summary).toContain('1234')
    expect(result.summary).toContain('main-branch-id')
    expect(result.summary).toContain('Fix jump height')
    expect(result.summary).toContain('Ada Lovelace (@ada)')
    expect(result.summary).toMatch(/Took<\/th><td>\d/)
  })
})

it("fails the step with the job's messages when the job ends in error", async () => {
  await startApi({ jobMs: 300, jobErrors: ['Branch is locked by another job', 'Try again later'] })
  const result = await run()
  expect(result.code).toBe(1)
  expect(result.outputs['checkpoint-id']).toBeUndefined()
  expect(result.outputs['job-id']).toBe('1000')
  const [annotation] = errorAnnotations(result.stdout)
  expect(annotation).toContain('Job 1000 failed')
  expect(annotation).toContain('Branch is locked by another job')
  expect(annotation).toContain('Try again later')
  expect(result.summary).toContain('<h3>Checkpoint not created</h3>')
  expect(result.summary).toContain('Branch is locked by another job')
  expect(result.summary).toContain(
    'Job <code>1000</code> was started; it ended in error, so no checkpoint will appear.',
  )
  expectNoToken(result, TOKEN)
})

it('fails soon after the timeout, naming the job, while the job still runs', async () => {
  await startApi({ jobMs: 120_000 })
  const result = await run({ timeout: '1.5' })
  expect(result.code).toBe(1)
  expect(api.jobStates()).toEqual([{ id: 1000, running: true }])
  const [annotation] = errorAnnotations(result.stdout)
  expect(annotation).toContain('Timed out after 1.5 s')
  expect(annotation).toContain('job 1000')
  expect(result.outputs['job-id']).toBe('1000')
  expect(result.outputs['checkpoint-id']).toBeUndefined()
})

describe('bad inputs are refused before any request', () => {
  // One of each kind, spawned as a runner runs the step; every case runs in-process in __tests__/main.test.ts.
  it.each([
    ['project-id', '12.5', /Input 'project-id' must be a positive integer.*'12.5'/],
    ['access-token', 'Bearer abc', /Input 'access-token' must be the token alone/],
    ['base-url', 'http://example.com', /Input 'base-url' must use https/],
  ])('%s: %j', async (input, value, expected) => {
    await startApi()
    const result = await run({ [input]: value })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout).join('\n')).toMatch(expected)
    expect(api.requests).toHaveLength(0)
    expectNoToken(result, TOKEN)
  })
})

describe("API errors fail at once with the status, the API's text and a hint", () => {
  it.each([
    [
      '400',
      { 'project-id': '1234' },
      { status: 400, body: '{"error":"Invalid request"}' },
      /400 Invalid request — check/,
    ],
    ['401', { 'access-token': 'wrong-token' }, undefined, /401 Unauthorized — check access-token/],
    ['403', {}, undefined, /403 Forbidden — /],
    ['404 project', { 'project-id': '99' }, undefined, /404 Project not found — check project-id/],
    ['404 branch', { 'branch-id': 'gone' }, undefined, /404 Branch not found — check project-id and branch-id/],
  ])('%s', async (name, inputs, fault, expected) => {
    await startApi({ forbidden: name === '403' ? [1234] : [] })
    if (fault) api.faults.push({ method: 'POST', ...fault })
    const result = await run(inputs)
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)[0]).toMatch(expected)
    expect(api.requests).toHaveLength(1)
    expect(result.outputs['job-id']).toBeUndefined()
    expectNoToken(result, (inputs as Record<string, string>)['access-token'] ?? TOKEN)
  })
})

it('accepts the older create answer that is the finished checkpoint itself', async () => {
  await startApi({ syncCreate: true })
  const result = await run()
  expect(result.code).toBe(0)
  expect(api.requests.map(r => r.method)).toEqual(['POST'])
  expect(result.outputs['checkpoint-id']).toMatch(/^[0-9a-f]{16}$/)
  expect(result.outputs['job-id']).toBeUndefined()
  expect(result.summary).toContain(result.outputs['checkpoint-id'])
})

it('returns right after the create with wait: false', async () => {
  await startApi({ jobMs: 60_000 })
  const result = await run({ wait: 'false' })
  expect(result.code).toBe(0)
  expect(api.requests.map(r => r.method)).toEqual(['POST'])
  expect(result.outputs['job-id']).toBe('1000')
  expect(result.outputs['checkpoint-id']).toBeUndefined()
})

it('uses an explicit description as given, and the API root under a path prefix', async () => {
  await startApi({ jobMs: 200, basePath: '/gateway' })
  const result = await run({ description: 'Release 2.3.0', 'base-url': `${api.url}/gateway//` })
  expect(result.code).toBe(0)
  expect(api.requests.map(r => r.path)).toEqual(['/api/checkpoints', '/api/jobs/1000'])
  expect(JSON.parse(api.requests[0]?.body ?? '')).toMatchObject({ description: 'Release 2.3.0' })
})
