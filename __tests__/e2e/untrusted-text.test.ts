import { describe, expect, it } from '@jest/globals'
import { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { TEST_TOKEN, runAgainst } from '../../stand-ins/defaults.js'
import { runAction } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { HOSTILE as hostile, expectContained, expectFailure, startApi as start } from '../support/e2e.js'

let api: StandInApi
const startApi = async (options: Parameters<typeof start>[0] = {}): Promise<StandInApi> => (api = await start(options))

// The API's words never act as workflow commands, stay bounded, and never carry the token out.
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
