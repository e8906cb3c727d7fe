import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { ApiClient } from '../../src/api/client.js'
import { waitForJob } from '../../src/waiting/wait-for-job.js'
import { StandInApi } from '../../stand-ins/checkpoint-api.js'

// waitForJob in-process against the stand-in API.
let api: StandInApi
let client: ApiClient
const body = { projectId: 1234, branchId: 'main-branch-id', description: 'd' }
const live = (): AbortSignal => new AbortController().signal

beforeAll(async () => {
  api = new StandInApi({ token: 'tok', jobMs: 300 })
  client = new ApiClient(await api.start(), 'tok')
})
afterAll(() => api.stop())

it('waitForJob polls until the job completes', async () => {
  const created = await client.createCheckpoint(body, live())
  if (created.value.kind !== 'job') throw new Error('expected a job')
  const printed: string[] = []
  const checkpoint = await waitForJob(client, created.value.job, {
    signal: live(),
    startedAtMs: Date.now(),
    print: text => printed.push(text),
  })
  expect(checkpoint.id).toMatch(/^[0-9a-f]{16}$/)
  expect(printed).toEqual([])
})
