import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { RateLimit } from '../../src/ratelimit.js'
import { AGE_FRACTION, MAX_POLL_MS, MIN_POLL_MS, budgetDelay, pollDelay } from '../../src/schedule.js'

const NOW = 1_800_000_000_000
const plenty: RateLimit = { limit: 240, remaining: 200, resetAtMs: NOW + 30_000 }
const age = fc.double({ min: 0, max: 24 * 3600_000, noNaN: true })
const half = (): number => 0.5

describe('pollDelay', () => {
  it('is bounded', () => {
    fc.assert(
      fc.property(age, a => {
        const d = pollDelay(a, undefined, NOW, half)
        return d >= MIN_POLL_MS && d <= MAX_POLL_MS
      }),
    )
  })

  it('never decreases as the job ages', () => {
    fc.assert(
      fc.property(age, age, (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a]
        return pollDelay(young, plenty, NOW, half) <= pollDelay(old, plenty, NOW, half)
      }),
    )
  })

  it('keeps lateness within max(300 ms, 25 % of the job length)', () => {
    // A job that ends just after a poll at age a is seen at a + delay(a): late by at most delay(a).
    fc.assert(fc.property(age, a => pollDelay(a, plenty, NOW, half) <= Math.max(300, 0.25 * a)))
  })

  it('is the age fraction between the bounds', () => {
    expect(pollDelay(10_000, undefined, NOW, half)).toBeCloseTo(10_000 * AGE_FRACTION)
    expect(pollDelay(0, undefined, NOW, half)).toBe(MIN_POLL_MS)
    expect(pollDelay(3600_000, undefined, NOW, half)).toBe(MAX_POLL_MS)
  })

  it('waits for the reset, with jitter, when the budget is spent', () => {
    const spent: RateLimit = { limit: 240, remaining: 0, resetAtMs: NOW + 20_000 }
    expect(pollDelay(0, spent, NOW, () => 0)).toBe(20_000)
    expect(pollDelay(0, spent, NOW, () => 0.999)).toBeGreaterThan(20_900)
    expect(pollDelay(0, spent, NOW, () => 0.999)).toBeLessThan(21_000)
  })
})

describe('budgetDelay', () => {
  it('holds back nothing while the budget is plentiful', () => {
    expect(budgetDelay(plenty, NOW, half)).toBe(0)
  })

  it('spreads a low budget over the rest of the window', () => {
    expect(budgetDelay({ limit: 100, remaining: 10, resetAtMs: NOW + 40_000 }, NOW, half)).toBe(4_000)
  })

  it('treats a reset in the past as now', () => {
    expect(budgetDelay({ limit: 100, remaining: 0, resetAtMs: NOW - 5_000 }, NOW, () => 0)).toBe(0)
  })
})
