import { describe, expect, it } from '@jest/globals'
import {
  MAX_RESET_AHEAD_MS,
  MAX_RETRY_AFTER_MS,
  parseRateLimit,
  parseRetryAfter,
} from '../../src/traffic/rate-limit.js'

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

describe('parseRetryAfter', () => {
  const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT')
  const after = (value: string): number | undefined => parseRetryAfter({ 'retry-after': value }, now)

  it('reads delay-seconds and the HTTP-date form, as when to send again', () => {
    expect(after('2')).toBe(now + 2_000)
    expect(after(' 30 ')).toBe(now + 30_000)
    expect(after('Wed, 21 Oct 2026 07:28:45 GMT')).toBe(now + 45_000)
  })

  it('trusts a wait up to a couple of windows', () => {
    expect(after(String(MAX_RETRY_AFTER_MS / 1000))).toBe(now + MAX_RETRY_AFTER_MS)
  })

  it.each([
    ['missing', undefined],
    ['zero (at once would spin)', '0'],
    ['a date already past', 'Wed, 21 Oct 2026 07:27:00 GMT'],
    ['a date now', 'Wed, 21 Oct 2026 07:28:00 GMT'],
    ['negative', '-5'],
    ['a fraction', '1.5'],
    ['far ahead', String(MAX_RETRY_AFTER_MS / 1000 + 1)],
    ['in milliseconds by mistake', '2000'],
    ['a date far ahead', 'Thu, 22 Oct 2026 07:28:00 GMT'],
    ['a number Date.parse would take for a year', '2001 '.repeat(3)],
    ['a date in another form', '2026-10-21T07:28:30Z'],
    ['words', 'soon'],
    ['empty', ''],
  ])('is undefined (back off instead) when it is %s', (_, value) => {
    expect(parseRetryAfter(value === undefined ? {} : { 'retry-after': value }, now)).toBeUndefined()
  })
})
