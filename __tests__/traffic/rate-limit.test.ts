import { describe, expect, it } from '@jest/globals'
import { MAX_RESET_AHEAD_MS, parseRateLimit } from '../../src/traffic/rate-limit.js'

describe('parseRateLimit', () => {
  const now = 1_800_000_000_000
  const headers = (reset: string): Record<string, string> => ({
    'x-ratelimit-limit': '240',
    'x-ratelimit-remaining': '17',
    'x-ratelimit-reset': reset,
  })

  it('reads the three headers, reset in epoch seconds', () => {
    expect(parseRateLimit(headers('1800000030'), now)).toEqual({
      limit: 240,
      remaining: 17,
      resetAtMs: 1_800_000_030_000,
      seenAtMs: now,
    })
  })

  it('is undefined when a header is missing or not a number', () => {
    expect(parseRateLimit({ 'x-ratelimit-limit': '240', 'x-ratelimit-remaining': '17' }, now)).toBeUndefined()
    expect(parseRateLimit({ ...headers('1800000030'), 'x-ratelimit-remaining': 'lots' }, now)).toBeUndefined()
  })

  it.each([
    ['already past', '1799999999'],
    ['now', '1800000000'],
    ['further ahead than a window could be', String((now + MAX_RESET_AHEAD_MS) / 1000 + 1)],
    ['in milliseconds by mistake', String(now + 30_000)],
    ['absurd', '9999999999'],
  ])('does not trust a reset that is %s', (_, reset) => {
    expect(parseRateLimit(headers(reset), now)).toBeUndefined()
  })

  it('trusts a reset a window and some clock skew ahead', () => {
    expect(parseRateLimit(headers(String((now + MAX_RESET_AHEAD_MS) / 1000)), now)).toBeDefined()
  })
})
