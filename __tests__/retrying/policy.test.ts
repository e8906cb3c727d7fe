import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { ApiError, JobFailedError, StepTimeoutError, TransportError } from '../../src/errors.js'
import {
  type Attempts,
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  MAX_REQUESTS_PER_MINUTE,
  backoff,
  requestGateDelay,
  retryDecision,
} from '../../src/retrying/policy.js'
import { RESET_JITTER_MS } from '../../src/api/rate-limit.js'

const NOW = 1_800_000_000_000
const api = (status: number, retryAtMs?: number): ApiError => new ApiError(status, 'x', retryAtMs)
const max = (): number => 0.999999
const poll: Attempts = { operation: 'poll', attempt: 0, unsureCreates: 0 }
const create: Attempts = { operation: 'create', attempt: 0, unsureCreates: 0 }

describe('retryDecision', () => {
  it.each([400, 401, 403, 404, 409, 422, 307, 501])('never retries %d', status => {
    expect(retryDecision(api(status), create, NOW, max)).toEqual({ retry: false })
    expect(retryDecision(api(status), poll, NOW, max)).toEqual({ retry: false })
  })

  it.each([500, 502, 503, 504])('retries a poll that got %d with backoff and no warning', status => {
    expect(retryDecision(api(status), { ...poll, attempt: 2 }, NOW, () => 0.5)).toEqual({
      retry: true,
      delayMs: 0.75 * 4 * BACKOFF_BASE_MS,
    })
  })

  it('waits for the reset on a 429, with jitter, and says until when', () => {
    const decision = retryDecision(api(429, NOW + 12_000), poll, NOW, () => 0.5)
    expect(decision).toEqual({
      retry: true,
      delayMs: 12_000 + 0.5 * RESET_JITTER_MS,
      warning: `Rate limited (429); waiting until ${new Date(NOW + 12_500).toISOString()} for the limit to reset`,
    })
  })

  it('backs off on a 429 without a (plausible) reset', () => {
    const decision = retryDecision(api(429), { ...poll, attempt: 3 }, NOW, () => 0.5)
    expect(decision).toMatchObject({ retry: true, delayMs: 0.75 * 8 * BACKOFF_BASE_MS })
  })

  describe('a create', () => {
    it.each<[string, unknown]>([
      ['refused', new TransportError('refused', false)],
      ['answered 503', api(503)],
      ['answered 429', api(429)],
    ])('that did nothing (%s) is retried silently, however often', (_, error) => {
      const decision = retryDecision(error, { ...create, unsureCreates: 5 }, NOW, max)
      expect(decision.retry).toBe(true)
      expect(decision).not.toHaveProperty('unsure')
      expect(decision).not.toHaveProperty('warning', expect.stringMatching(/duplicate/))
    })

    it.each<[string, unknown]>([
      ['lost after sending', new TransportError('reset', true)],
      ['answered 500', api(500)],
      ['answered 502', api(502)],
      ['answered 504', api(504)],
    ])('whose outcome is unknown (%s) is retried once, with a warning, then not again', (_, error) => {
      expect(retryDecision(error, create, NOW, max)).toMatchObject({
        retry: true,
        unsure: true,
        warning: expect.stringMatching(/; retrying once, so a duplicate checkpoint may exist$/),
      })
      expect(retryDecision(error, { ...create, attempt: 1, unsureCreates: 1 }, NOW, max)).toEqual({
        retry: false,
        unsure: true,
      })
    })
  })

  it('retries a poll whose answer was lost without counting it as a duplicate risk', () => {
    expect(retryDecision(new TransportError('reset', true), { ...poll, unsureCreates: 1 }, NOW, max)).toEqual({
      retry: true,
      delayMs: expect.any(Number),
    })
  })

  it('does not retry a final transport error, a failed job, or the end of the step', () => {
    expect(retryDecision(new TransportError('cert', true, true), poll, NOW, max)).toEqual({ retry: false })
    expect(retryDecision(new JobFailedError(1, []), poll, NOW, max)).toEqual({ retry: false })
    expect(retryDecision(new StepTimeoutError(1), poll, NOW, max)).toEqual({ retry: false })
    expect(retryDecision('weird', poll, NOW, max)).toEqual({ retry: false })
  })
})

describe('backoff', () => {
  it('is equal jitter under a capped exponential: never below half the ceiling', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, r) => {
        const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt)
        const delay = backoff(attempt, () => r)
        return delay >= ceiling / 2 && delay < ceiling + 1e-9 && Math.abs(delay - ceiling * (0.5 + r / 2)) < 1e-6
      }),
    )
  })
})

describe('requestGateDelay', () => {
  it('lets requests through until a minute holds the maximum, then holds the next until the oldest is a minute old', () => {
    const sent = Array.from({ length: MAX_REQUESTS_PER_MINUTE - 1 }, (_, i) => NOW + i * 100)
    expect(requestGateDelay(sent, NOW + 3_000)).toBe(0)
    sent.push(NOW + 3_000)
    expect(requestGateDelay(sent, NOW + 3_000)).toBe(57_000)
    expect(requestGateDelay(sent, NOW + 60_000)).toBe(0)
  })

  it('never lets a minute hold more than the maximum, however the requests come', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5_000), { minLength: 1, maxLength: 200 }), gaps => {
        // Each request is wanted `gap` ms after the previous one went, and goes when the gate allows.
        const sent: number[] = []
        let now = 0
        for (const gap of gaps) {
          now += gap
          now += requestGateDelay(sent, now)
          sent.push(now)
        }
        return sent.every(at => sent.filter(t => t > at - 60_000 && t <= at).length <= MAX_REQUESTS_PER_MINUTE)
      }),
    )
  })
})
