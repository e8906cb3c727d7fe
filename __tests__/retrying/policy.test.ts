import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { ApiError, JobFailedError, StepTimeoutError, TransportError, UnreadableAnswerError } from '../../src/errors.js'
import {
  type Attempts,
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoff,
  outcomeUnknown,
  retryDecision,
} from '../../src/retrying/policy.js'
import { RESET_JITTER_MS } from '../../src/traffic/rate-windows.js'

const NOW = 1_800_000_000_000
const api = (status: number, retryAtMs?: number): ApiError => new ApiError(status, 'x', retryAtMs)
const max = (): number => 0.999999
const poll: Attempts = { operation: 'poll', attempt: 0, unsureCreates: 0 }
const create: Attempts = { operation: 'create', attempt: 0, unsureCreates: 0 }

describe('retryDecision', () => {
  it.each([400, 401, 403, 404, 409, 422, 307, 501])('never retries %d', status => {
    expect(retryDecision(api(status), create, NOW, max)).toEqual({ action: 'fail' })
    expect(retryDecision(api(status), poll, NOW, max)).toEqual({ action: 'fail' })
  })

  it.each([500, 502, 503, 504])('retries a poll that got %d with backoff and no warning', status => {
    expect(retryDecision(api(status), { ...poll, attempt: 2 }, NOW, () => 0.5)).toEqual({
      action: 'retry',
      cause: 'backoff',
      delayMs: 0.75 * 4 * BACKOFF_BASE_MS,
      mayDuplicate: false,
    })
  })

  it('waits for the reset on a 429, with jitter, and says until when', () => {
    const decision = retryDecision(api(429, NOW + 12_000), poll, NOW, () => 0.5)
    expect(decision).toEqual({
      action: 'retry',
      cause: 'rate-limited',
      mayDuplicate: false,
      delayMs: 12_000 + 0.5 * RESET_JITTER_MS,
      warning: `Rate limited (429); waiting until ${new Date(NOW + 12_500).toISOString()} for the limit to reset`,
    })
  })

  it('takes a 429 whose only timing was Retry-After (fed into retryAtMs by the client) as a reset to wait for', () => {
    const decision = retryDecision(api(429, NOW + 2_000), create, NOW, () => 0)
    expect(decision).toMatchObject({ action: 'retry', cause: 'rate-limited', delayMs: 2_000, mayDuplicate: false })
  })

  it.each<[string, ApiError]>([
    ['a 408', new ApiError(408, 'Request Timeout')],
    ['"Request timed out" (any status)', new ApiError(400, 'Request timed out')],
    ['a 503 "Request timed out"', new ApiError(503, 'Request timed out')],
  ])('takes %s as an outcome unknown: the server may finish the work all the same', (_, error) => {
    expect(outcomeUnknown(error)).toBe(true)
    expect(retryDecision(error, poll, NOW, max)).toMatchObject({ action: 'retry', mayDuplicate: false })
    expect(retryDecision(error, create, NOW, max)).toMatchObject({ action: 'retry', mayDuplicate: true })
    // The branch's create is left to its caller, which looks for the branch before anything else.
    expect(retryDecision(error, { ...create, operation: 'create-branch' }, NOW, max)).toEqual({ action: 'fail' })
  })

  it('backs off on a 429 without a (plausible) reset: still a wait the rate limit caused', () => {
    const decision = retryDecision(api(429), { ...poll, attempt: 3 }, NOW, () => 0.5)
    expect(decision).toMatchObject({ action: 'retry', cause: 'rate-limited', delayMs: 0.75 * 8 * BACKOFF_BASE_MS })
  })

  it('retries an unreadable answer because it was unreadable, as a create that may have acted', () => {
    const unreadable = new UnreadableAnswerError("The API's job has no status")
    expect(retryDecision(unreadable, poll, NOW, max)).toMatchObject({ action: 'retry', mayDuplicate: false })
    expect(retryDecision(unreadable, create, NOW, max)).toMatchObject({ action: 'retry', mayDuplicate: true })
  })

  describe('a create', () => {
    it.each<[string, unknown]>([
      ['refused', new TransportError('refused', false)],
      ['answered 503', api(503)],
      ['answered 429', api(429)],
    ])('that did nothing (%s) is retried silently, however often', (_, error) => {
      const decision = retryDecision(error, { ...create, unsureCreates: 5 }, NOW, max)
      expect(decision).toMatchObject({ action: 'retry', mayDuplicate: false })
      expect(decision).not.toHaveProperty('warning', expect.stringMatching(/duplicate/))
    })

    it.each<[string, unknown]>([
      ['lost after sending', new TransportError('reset', true)],
      ['answered 500', api(500)],
      ['answered 502', api(502)],
      ['answered 504', api(504)],
    ])('whose outcome is unknown (%s) is retried once, with a warning, then not again', (_, error) => {
      expect(retryDecision(error, create, NOW, max)).toMatchObject({
        action: 'retry',
        mayDuplicate: true,
        warning: expect.stringMatching(/; retrying once, so a duplicate checkpoint may exist$/),
      })
      expect(retryDecision(error, { ...create, attempt: 1, unsureCreates: 1 }, NOW, max)).toEqual({
        action: 'stop-unsure',
      })
    })
  })

  it("never sends a branch's create again after an unknown outcome: its caller looks the name up first", () => {
    const branch: Attempts = { operation: 'create-branch', attempt: 0, unsureCreates: 0 }
    for (const error of [new TransportError('reset', true), api(502), new UnreadableAnswerError('x')]) {
      expect(retryDecision(error, branch, NOW, max)).toEqual({ action: 'fail' })
    }
    expect(retryDecision(api(503), branch, NOW, max)).toMatchObject({ action: 'retry', mayDuplicate: false })
    expect(retryDecision(new TransportError('refused', false), branch, NOW, max)).toMatchObject({ action: 'retry' })
  })

  it('retries a poll whose answer was lost without counting it as a duplicate risk', () => {
    expect(retryDecision(new TransportError('reset', true), { ...poll, unsureCreates: 1 }, NOW, max)).toEqual({
      action: 'retry',
      cause: 'backoff',
      delayMs: expect.any(Number),
      mayDuplicate: false,
    })
  })

  it('does not retry a final transport error, a failed job, or the end of the step', () => {
    for (const code of ['ENOTFOUND', 'SELF_SIGNED_CERT_IN_CHAIN', 'CERT_HAS_EXPIRED']) {
      expect(retryDecision(new TransportError('x', true, code), poll, NOW, max)).toEqual({ action: 'fail' })
    }
    expect(retryDecision(new TransportError('x', true, 'EAI_AGAIN'), poll, NOW, max)).toMatchObject({
      action: 'retry',
    })
    expect(retryDecision(new JobFailedError(1, []), poll, NOW, max)).toEqual({ action: 'fail' })
    expect(retryDecision(new StepTimeoutError(1), poll, NOW, max)).toEqual({ action: 'fail' })
    expect(retryDecision('weird', poll, NOW, max)).toEqual({ action: 'fail' })
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
