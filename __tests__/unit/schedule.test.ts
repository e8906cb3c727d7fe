import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { RateLimit } from '../../src/ratelimit.js'
import { AGE_FRACTION, MAX_POLL_MS, MIN_POLL_MS, budgetDelay, pollDelay, spendRate } from '../../src/schedule.js'

const NOW = 1_800_000_000_000
const reading = (remaining: number, seenAgoMs = 0, limit = 240, resetInMs = 30_000): RateLimit => ({
  limit,
  remaining,
  resetAtMs: NOW + resetInMs,
  seenAtMs: NOW - seenAgoMs,
})
const plenty = reading(200)
const age = fc.double({ min: 0, max: 24 * 3600_000, noNaN: true })
const half = (): number => 0.5

describe('pollDelay', () => {
  it('is bounded while the budget is plentiful', () => {
    fc.assert(
      fc.property(age, a => {
        const d = pollDelay(a, plenty, undefined, NOW, half)
        return d >= MIN_POLL_MS && d <= MAX_POLL_MS
      }),
    )
  })

  it('never decreases as the job ages, whatever the budget', () => {
    const budget = fc.option(fc.record({ remaining: fc.nat(240), seenAgo: fc.nat(10_000) }), { nil: undefined })
    fc.assert(
      fc.property(age, age, budget, budget, (a, b, latest, previous) => {
        const [young, old] = a <= b ? [a, b] : [b, a]
        const l = latest && reading(latest.remaining)
        const p = previous && reading(previous.remaining, previous.seenAgo + 1)
        return pollDelay(young, l, p, NOW, half) <= pollDelay(old, l, p, NOW, half)
      }),
    )
  })

  it('keeps lateness within max(300 ms, 25 % of the job length) while the budget lasts', () => {
    // A job that ends just after a poll at age a is seen at a + delay(a): late by at most delay(a).
    fc.assert(fc.property(age, a => pollDelay(a, plenty, reading(201, 1_000), NOW, half) <= Math.max(300, 0.25 * a)))
  })

  it('is the age fraction between the bounds', () => {
    expect(pollDelay(10_000, undefined, undefined, NOW, half)).toBeCloseTo(10_000 * AGE_FRACTION)
    expect(pollDelay(0, undefined, undefined, NOW, half)).toBe(MIN_POLL_MS)
    expect(pollDelay(3600_000, undefined, undefined, NOW, half)).toBe(MAX_POLL_MS)
  })
})

describe('budgetDelay', () => {
  it('waits for the reset, with jitter, when the budget is spent', () => {
    expect(budgetDelay(reading(0, 0, 240, 20_000), undefined, NOW, () => 0)).toBe(20_000)
    expect(budgetDelay(reading(0, 0, 240, 20_000), undefined, NOW, () => 0.999)).toBeCloseTo(20_999)
  })

  it('holds back nothing while the budget is plentiful', () => {
    expect(budgetDelay(plenty, undefined, NOW, half)).toBe(0)
    expect(budgetDelay(plenty, reading(201, 1_000), NOW, half)).toBe(0)
  })

  it('with one reading, spreads a low budget over the rest of the window', () => {
    expect(budgetDelay(reading(10, 0, 100, 40_000), undefined, NOW, half)).toBe(4_000)
  })

  it('with one reading, when more is spent than left, lets through only the share that fits', () => {
    // 24 of 30 spent, 6 left: a run goes on with chance 6/24, else waits for the reset.
    const scarce = reading(6, 0, 30, 4_000)
    expect(budgetDelay(scarce, undefined, NOW, () => 0.2)).toBe(0)
    expect(budgetDelay(scarce, undefined, NOW, () => 0.3)).toBeCloseTo(4_300)
    // Half or more left: everyone goes on.
    expect(budgetDelay(reading(15, 0, 30, 4_000), undefined, NOW, () => 0.99)).toBe(0)
    // A far reset: no hold, only the low-budget pacing (30 s spread over the 5 left).
    expect(budgetDelay(reading(5, 0, 30, 30_000), undefined, NOW, () => 0.99)).toBe(6_000)
  })

  it('slows by the factor that makes the budget last, when others spend it fast', () => {
    // 20 spent in the last second: 40 left lasts 2 s, the window 10 s more, so a 1 s interval becomes 5 s.
    expect(budgetDelay(reading(40, 0, 240, 10_000), reading(60, 1_000, 240, 10_000), NOW, half)).toBeCloseTo(5_000)
  })

  it('never waits past the reset (plus jitter), when the budget refills', () => {
    fc.assert(
      fc.property(fc.nat(240), fc.nat(240), fc.integer({ min: 1, max: 60_000 }), fc.nat(60_000), (a, b, ago, reset) => {
        const d = budgetDelay(reading(a, 0, 240, reset), reading(b, ago, 240, reset), NOW, half)
        return d >= 0 && d <= reset + 1_000
      }),
    )
  })

  it('ignores readings from another window', () => {
    const old: RateLimit = { ...reading(200, 1_000), resetAtMs: NOW - 5_000 }
    expect(spendRate(old, reading(100))).toBeUndefined()
    expect(spendRate(reading(100, 1_000), reading(100))).toBeUndefined()
    expect(spendRate(reading(100, 1_000), reading(90))).toBeCloseTo(0.01)
  })
})
