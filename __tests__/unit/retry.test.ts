import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { ApiError, JobFailedError, StepTimeoutError, TransportError, hintFor } from '../../src/errors.js'
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoff, retryDecision } from '../../src/retry.js'
import { RESET_JITTER_MS } from '../../src/schedule.js'

const NOW = 1_800_000_000_000
const api = (status: number, retryAtMs?: number): ApiError => new ApiError(status, 'x', hintFor(status), retryAtMs)
const max = (): number => 0.999999

describe('retryDecision', () => {
  it.each([400, 401, 403, 404, 409, 422, 307, 501])('never retries %d', status => {
    expect(retryDecision(api(status), 'create', 0, NOW, max)).toEqual({ retry: false })
    expect(retryDecision(api(status), 'poll', 0, NOW, max)).toEqual({ retry: false })
  })

  it.each([500, 502, 503, 504])('retries %d with backoff and no warning', status => {
    const decision = retryDecision(api(status), 'create', 2, NOW, () => 0.5)
    expect(decision).toEqual({ retry: true, delayMs: 0.5 * 4 * BACKOFF_BASE_MS })
  })

  it('waits for the reset on a 429, with jitter, and says until when', () => {
    const decision = retryDecision(api(429, NOW + 12_000), 'poll', 0, NOW, () => 0.5)
    expect(decision).toEqual({
      retry: true,
      delayMs: 12_000 + 0.5 * RESET_JITTER_MS,
      warning: `Rate limited (429); waiting until ${new Date(NOW + 12_500).toISOString()} for the limit to reset`,
    })
  })

  it('backs off on a 429 without a reset header', () => {
    const decision = retryDecision(api(429), 'poll', 3, NOW, () => 0.5)
    expect(decision).toMatchObject({ retry: true, delayMs: 0.5 * 8 * BACKOFF_BASE_MS })
  })

  it('retries a create that never reached the server silently, and one that may have with a warning', () => {
    expect(retryDecision(new TransportError('refused', false), 'create', 0, NOW, max)).not.toHaveProperty(
      'warning',
      expect.anything(),
    )
    expect(retryDecision(new TransportError('reset', true), 'create', 0, NOW, max)).toMatchObject({
      retry: true,
      warning: 'reset; retrying, so a duplicate checkpoint may exist',
    })
    expect(retryDecision(new TransportError('reset', true), 'poll', 0, NOW, max)).toMatchObject({
      retry: true,
      warning: undefined,
    })
  })

  it('does not retry a final transport error, a failed job, or the end of the step', () => {
    expect(retryDecision(new TransportError('cert', true, true), 'poll', 0, NOW, max)).toEqual({ retry: false })
    expect(retryDecision(new JobFailedError(1, []), 'poll', 0, NOW, max)).toEqual({ retry: false })
    expect(retryDecision(new StepTimeoutError(1), 'poll', 0, NOW, max)).toEqual({ retry: false })
    expect(retryDecision('weird', 'poll', 0, NOW, max)).toEqual({ retry: false })
  })
})

describe('backoff', () => {
  it('is full jitter under a capped exponential', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, r) => {
        const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt)
        const delay = backoff(attempt, () => r)
        return delay >= 0 && delay < ceiling + 1e-9 && Math.abs(delay - r * ceiling) < 1e-6
      }),
    )
  })
})
