import { expect, it } from '@jest/globals'
import { waitForJob } from '../../src/waiting/wait-for-job.js'
import { BODY as body, live, useStandInApi } from '../support/api-client.js'

// waitForJob in-process against the stand-in API.
const standIn = useStandInApi()

it('waitForJob polls until the job completes', async () => {
  const created = await standIn.client.createCheckpoint(body, live())
  if (created.value.kind !== 'job') throw new Error('expected a job')
  const printed: string[] = []
  const checkpoint = await waitForJob(standIn.client, created.value.job, {
    signal: live(),
    startedAtMs: Date.now(),
    print: text => printed.push(text),
  })
  expect(checkpoint.id).toMatch(/^[0-9a-f]{16}$/)
  expect(printed).toEqual([])
})
