import { beforeEach, describe, expect, it } from '@jest/globals'
import { CHECKPOINT_RESULT } from '../../src/api/model.js'
import { ApiError } from '../../src/errors.js'
import { live, useStandInApi } from '../support/api-client.js'

// The client's reading of a 429's Retry-After, in-process against the stand-in.
const standIn = useStandInApi()
beforeEach(() => {
  standIn.api.faults.length = 0
})

const limited = async (headers: Record<string, string>, noRateLimitHeaders = true): Promise<ApiError> => {
  standIn.api.faults.push({ status: 429, body: '{"error":"Too many"}', headers, noRateLimitHeaders })
  return (await standIn.client.getJob(1000, CHECKPOINT_RESULT, live()).catch((e: unknown) => e)) as ApiError
}

describe('a 429 with Retry-After', () => {
  it('without X-RateLimit headers: retryAtMs is when Retry-After says (seconds, or an HTTP-date)', async () => {
    const before = Date.now()
    const inSeconds = await limited({ 'retry-after': '2' })
    expect(inSeconds).toBeInstanceOf(ApiError)
    expect(inSeconds.retryAtMs).toBeGreaterThanOrEqual(before + 2_000)
    expect(inSeconds.retryAtMs).toBeLessThanOrEqual(Date.now() + 2_000)
    const at = new Date(Math.ceil((Date.now() + 20_000) / 1000) * 1000)
    expect((await limited({ 'retry-after': at.toUTCString() })).retryAtMs).toBe(at.getTime())
  })

  it('with a usable reset: the reset wins', async () => {
    const reset = Math.ceil(Date.now() / 1000) + 20
    const error = await limited({ 'retry-after': '2', 'x-ratelimit-reset': String(reset) }, false)
    expect(error.retryAtMs).toBe(reset * 1000)
  })

  it('with an implausible reset: Retry-After is used instead', async () => {
    const before = Date.now()
    const error = await limited({ 'retry-after': '3', 'x-ratelimit-reset': '9999999999' }, false)
    expect(error.retryAtMs).toBeGreaterThanOrEqual(before + 3_000)
  })

  it.each(['600', 'soon', '0'])('not trusted when it says %s: no retryAtMs, so the retries back off', async value => {
    expect((await limited({ 'retry-after': value })).retryAtMs).toBeUndefined()
  })

  it('only on a 429: a 503 with Retry-After carries no retryAtMs', async () => {
    standIn.api.faults.push({ status: 503, headers: { 'retry-after': '2' }, noRateLimitHeaders: true })
    const error = (await standIn.client.getJob(1000, CHECKPOINT_RESULT, live()).catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(503)
    expect(error.retryAtMs).toBeUndefined()
  })
})
