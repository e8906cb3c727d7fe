import { describe, expect, it } from '@jest/globals'
import { CHECKPOINT_RESULT, type Checkpoint, type Job } from '../../src/api/model.js'
import { checkpointJob } from '../../src/jobs/kinds.js'
import type { RateLimit } from '../../src/traffic/rate-limit.js'
import { ApiError, JobFailedError, PollingError } from '../../src/errors.js'
import { Traffic } from '../../src/traffic/traffic.js'
import { waitForJob } from '../../src/jobs/wait-for-job.js'
import { SHARE_FROM_AGE_MS, byAge } from '../../src/waiting/pacing.js'
import { BODY as body, live, useStandInApi } from '../support/api-client.js'

const T0 = 1_800_000_000_000
const running: Job<Checkpoint> = { id: 7, status: 'running', messages: [] }
const complete: Job<Checkpoint> = { id: 7, status: 'complete', messages: [], result: { id: 'cp-1' } }

/**
 * A job API in virtual time: each poll answers the next step of the script (a job, or an error to throw) and
 * records itself in the traffic record as the client does, with the step's rate-limit reading if it has one.
 */
function scriptedWait(script: { job?: Job<Checkpoint>; error?: Error; reading?: (nowMs: number) => RateLimit }[]) {
  let now = T0
  const traffic = new Traffic(() => undefined, {
    clock: () => now,
    random: () => 0.5,
    sleep: ms => ((now += ms), Promise.resolve()),
  })
  const polledAt: number[] = []
  const api = {
    getJob: <T>(): Promise<Job<T>> => {
      const next = script[polledAt.length] ?? { error: new Error('script ran out') }
      polledAt.push(now)
      const outcome = next.error instanceof ApiError ? next.error.status : next.error ? 'Error' : 200
      traffic.record({ route: 'poll', what: 'GET', atMs: now, tookMs: 0, outcome, reading: next.reading?.(now) })
      return next.error ? Promise.reject(next.error) : Promise.resolve(next.job as unknown as Job<T>)
    },
  }
  const printed: string[] = []
  const wait = (first: Job<Checkpoint> = running) =>
    waitForJob(api, CHECKPOINT_RESULT, first, {
      signal: live(),
      startedAtMs: T0,
      parallelRuns: 1,
      traffic,
      print: text => printed.push(text),
    })
  return { traffic, polledAt, printed, wait, now: () => now }
}

describe('waitForJob, in virtual time', () => {
  it('polls until the job completes, printing each message and each unknown status once', async () => {
    const says = (status: string, messages: string[]): { job: Job<Checkpoint> } => ({
      job: { id: 7, status, messages },
    })
    const { wait, printed, polledAt } = scriptedWait([
      says('queued', ['Queued']),
      says('queued', ['Queued']),
      says('running', ['Queued', 'Copying']),
      says('compacting', ['Queued', 'Copying']),
      { job: { ...complete, messages: ['Queued', 'Copying', 'Done'] } },
    ])
    await expect(wait()).resolves.toEqual({ id: 'cp-1' })
    expect(polledAt).toHaveLength(5)
    expect(printed).toEqual([
      'Job 7: Queued',
      'Job 7 reports status "queued", unknown to this action: taken as not finished',
      'Job 7: Copying',
      'Job 7 reports status "compacting", unknown to this action: taken as not finished',
      'Job 7: Done',
    ])
  })

  it('polls at its own pace alone on a token, each wait recorded as pacing and none held back', async () => {
    const { wait, traffic, polledAt } = scriptedWait([{ job: running }, { job: running }, { job: complete }])
    await wait()
    expect(polledAt.map(at => at - T0)).toEqual([byAge(0), byAge(0) + byAge(byAge(0)), expect.any(Number)])
    expect(traffic.waits.every(w => w.cause === 'pacing' && w.heldMs === 0)).toBe(true)
  })

  it('prints no status for a job whose status could not be read, and polls it', async () => {
    const { wait, printed } = scriptedWait([{ job: complete }])
    await expect(wait({ id: 7, messages: [] })).resolves.toEqual({ id: 'cp-1' })
    expect(printed).toEqual([])
  })

  it('fails with the job and its messages when it ends in error', async () => {
    const { wait } = scriptedWait([{ job: { id: 7, status: 'error', messages: ['Disk full'] } }])
    await expect(wait()).rejects.toEqual(new JobFailedError(7, ['Disk full']))
  })

  it('lets any other failure out naming the job and its last status', async () => {
    const { wait } = scriptedWait([
      { job: { ...running, status: 'queued' } },
      { error: new ApiError(404, 'Job not found') },
    ])
    const error = (await wait().catch((e: unknown) => e)) as PollingError
    expect(error).toBeInstanceOf(PollingError)
    expect(error).toMatchObject({ jobId: 7, lastStatus: 'queued', cause: new ApiError(404, 'Job not found') })
  })

  it('shares a busy window: waits beyond its own pace, recorded as held back', async () => {
    // 40 of 240 left with 19 s to the reset, and 200 spent by ~100 runs' worth of others: far less than its own pace needs.
    const busy = (now: number): RateLimit => ({ limit: 240, remaining: 40, resetAtMs: T0 + 20_000, seenAtMs: now })
    const { wait, traffic } = scriptedWait([
      { job: running, reading: busy },
      { job: complete, reading: busy },
    ])
    await wait()
    const [, shared] = traffic.waits
    expect(shared?.why).toMatch(/40\/240 left/)
    expect(shared?.heldMs).toBeGreaterThan(0)
    expect(traffic.heldMs()).toBe(shared?.heldMs)
  })

  it('plans its first poll in a new window from the new reading, not the old one', async () => {
    const spent = (now: number): RateLimit => ({ limit: 120, remaining: 0, resetAtMs: now + 1_000, seenAtMs: now })
    const fresh = (now: number): RateLimit => ({ limit: 120, remaining: 119, resetAtMs: now + 59_000, seenAtMs: now })
    const { wait, traffic } = scriptedWait([
      { job: running, reading: spent },
      { job: running, reading: fresh },
      { job: complete },
    ])
    await wait()
    expect(traffic.waits[1]?.why).toMatch(/^0\/120 left/)
    expect(traffic.waits[2]?.why).toMatch(/^119\/120 left, .*enough$/)
  })
})

describe('waitForJob and a create answered from another rate-limit class', () => {
  // Late in a 40-run matrix whose creates are in a post class of 60 a minute: "20 left" describes the creates, not
  // the 240 a minute the polls draw on.
  const postClass = (now: number): RateLimit => ({ limit: 60, remaining: 20, resetAtMs: now + 55_000, seenAtMs: now })

  it("polls as a run sharing the token, not waiting for the create's reset: its reading is not the polls' budget", async () => {
    const { wait, traffic, polledAt } = scriptedWait([{ job: complete }])
    traffic.record({ route: 'create', what: 'POST', atMs: T0, tookMs: 0, outcome: 201, reading: postClass(T0) })
    await wait()
    expect(polledAt).toEqual([T0 + SHARE_FROM_AGE_MS])
    expect(traffic.waits[0]?.why).toMatch(/^no reading of the polls' class yet, ~40\.0 spending the token/)
  })

  it('plans from the same reading when it may be the polls’ class, as a control', async () => {
    const { wait, traffic, polledAt } = scriptedWait([{ job: complete }])
    const normal = (now: number): RateLimit => ({ ...postClass(now), limit: 120, remaining: 20 })
    traffic.record({ route: 'create', what: 'POST', atMs: T0, tookMs: 0, outcome: 201, reading: normal(T0) })
    await wait()
    expect(polledAt[0]).toBeGreaterThan(T0 + 10_000)
  })
})

describe('waitForJob against the stand-in', () => {
  const standIn = useStandInApi()

  it('polls until the job completes', async () => {
    const created = await standIn.client.startJob(checkpointJob(body), live())
    if (created.kind !== 'job') throw new Error('expected a job')
    const printed: string[] = []
    const checkpoint = await waitForJob(standIn.client, CHECKPOINT_RESULT, created.job, {
      signal: live(),
      startedAtMs: Date.now(),
      parallelRuns: 1,
      traffic: standIn.traffic,
      print: text => printed.push(text),
    })
    expect(checkpoint.id).toMatch(/^[0-9a-f]{16}$/)
    expect(printed).toEqual([])
  })
})
