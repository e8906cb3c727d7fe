import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { RateLimit } from '../../src/traffic/rate-limit.js'
import {
  AGE_FRACTION,
  MAX_POLL_MS,
  MIN_POLL_MS,
  SHARE_FROM_AGE_MS,
  type PollInput,
  byAge,
  demand,
  ARRIVALS_FROM_MS,
  ARRIVALS_SPAN_MS,
  FLOOR_LOOKAHEAD,
  HELD_FROM_AGE_MS,
  CREATE_STEP_WITHIN_MS,
  OTHERS_MIN_MS,
  OTHERS_SPAN_MS,
  RESERVE_SHARE,
  SIBLING_SLACK,
  arrivedEvenly,
  estimateSpenders,
  plannedSpenders,
  meanRequestsByArrival,
  othersRate,
  planPoll,
  sharingRequests,
} from '../../src/waiting/pacing.js'
import type { Step } from '../../src/traffic/rate-windows.js'

const NOW = 1_800_000_000_000
const reading = (remaining: number, limit = 240, resetInMs = 30_000, seenAgoMs = 0): RateLimit => ({
  limit,
  remaining,
  resetAtMs: NOW + resetInMs,
  seenAtMs: NOW - seenAgoMs,
})
const input = (ageMs: number, latest?: RateLimit, more: Partial<PollInput> = {}): PollInput => ({
  ageMs,
  nowMs: NOW,
  latest,
  ownSincePrevious: 1,
  ownInWindow: 1,
  random: () => 0.5,
  ...more,
})
/** What planPoll leaves to share: what remains, less the reserve. */
const usableOf = (i: PollInput): number =>
  (i.latest?.remaining ?? 0) - Math.ceil((i.latest?.limit ?? 0) * RESERVE_SHARE)
const age = fc.double({ min: 0, max: 24 * 3600_000, noNaN: true })

describe('byAge, a run alone', () => {
  it('is the age fraction between the bounds', () => {
    expect(byAge(10_000)).toBeCloseTo(10_000 * AGE_FRACTION)
    expect(byAge(0)).toBe(MIN_POLL_MS)
    expect(byAge(3600_000)).toBe(MAX_POLL_MS)
  })

  it('keeps lateness within max(300 ms, 25 % of the job length)', () => {
    // A job that ends just after a poll at age a is seen at a + delay(a): late by at most delay(a).
    fc.assert(fc.property(age, a => byAge(a) <= Math.max(300, 0.25 * a)))
  })
})

describe('planPoll', () => {
  it('never slows a lone run on an idle token (120 or 240 a minute), whatever the job age', () => {
    fc.assert(
      fc.property(age, fc.constantFrom(120, 240), fc.integer({ min: 1_000, max: 60_000 }), (a, limit, reset) => {
        // Only this run's own requests are spent: the create, and as many polls as it has sent.
        const own = 1 + Math.min(demand(0, a), 25)
        const plan = planPoll(input(a, reading(limit - own, limit, reset), { ownInWindow: own }))
        return plan.delayMs === byAge(a) && plan.pace === 1
      }),
    )
  })

  it('polls at its own pace without a reading, and right after a reset', () => {
    expect(planPoll(input(5_000)).delayMs).toBe(byAge(5_000))
    expect(planPoll(input(5_000, reading(0, 240, -1))).delayMs).toBe(byAge(5_000))
  })

  it('without a reading of its own class, knowing only that others spend the token, skips the quick early polls', () => {
    const plan = planPoll({ ageMs: 1_000, nowMs: NOW, random: () => 0, ownSincePrevious: 0, ownInWindow: 0, crowd: 12 })
    expect(plan.delayMs).toBeCloseTo(SHARE_FROM_AGE_MS - 1_000)
    const late = planPoll({
      ageMs: 60_000,
      nowMs: NOW,
      random: () => 0,
      ownSincePrevious: 0,
      ownInWindow: 0,
      crowd: 12,
    })
    expect(late.delayMs).toBe(byAge(60_000))
    const alone = planPoll({ ageMs: 1_000, nowMs: NOW, random: () => 0, ownSincePrevious: 0, ownInWindow: 0, crowd: 1 })
    expect(alone.delayMs).toBe(byAge(1_000))
  })

  it('takes its share when others spend the token, spreading polls until the reset', () => {
    // 24 runs in a window: 216 left, 24 kept in reserve, 8 polls each before the reset.
    const plan = planPoll(input(2_000, reading(216, 240, 58_000), { ownInWindow: 1, ownSincePrevious: 0 }))
    expect(estimateSpenders(input(2_000, reading(216, 240, 58_000)))).toBe(24)
    expect(plan.pace).toBeLessThan(1)
    expect(plan.delayMs).toBeGreaterThan(byAge(2_000))
    // Eight polls before the reset, the ninth after it: spaced by the same ratio in age, from the age where its own
    // pace reaches a second (no quicker polls while sharing).
    const from = SHARE_FROM_AGE_MS
    const ratio = ((from + 58_000) / from) ** (1 / 9)
    expect(plan.delayMs).toBeCloseTo(from * ratio - 2_000)
  })

  it('sharing a token, skips the quick early polls: none before the age where its own pace is a second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 2, max: 200 }), (ageMs, spent) => {
        const plan = planPoll(input(ageMs, reading(240 - spent, 240, 50_000), { ownInWindow: 1 }))
        return plan.pace === 1 || ageMs + plan.delayMs >= SHARE_FROM_AGE_MS
      }),
    )
    expect(byAge(SHARE_FROM_AGE_MS)).toBeCloseTo(1_000)
  })

  it('never plans more polls before the reset than its share of what is left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600_000 }),
        fc.nat(240),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1_000, max: 60_000 }),
        (a, remaining, own, reset) => {
          const given = input(a, reading(remaining, 240, reset), { ownInWindow: own })
          const share = Math.max(0, remaining - 24) / estimateSpenders(given)
          const plan = planPoll(given)
          if (plan.why.endsWith('enough')) return demand(a, reset) <= share
          if (plan.delayMs >= reset) return true
          // The plan spaces polls by one ratio in age from where the spread starts: count those before the reset.
          const from = Math.max(a, MIN_POLL_MS / AGE_FRACTION)
          const ratio = (a + plan.delayMs) / from
          let polls = 0
          for (let at = a + plan.delayMs; at < a + reset - 1e-6 && polls < 1_000; at *= ratio) polls++
          return polls <= Math.max(1, Math.floor(share))
        },
      ),
    )
  })

  it('with less than one poll each, polls with half that chance, else waits for the reset', () => {
    // 6 left, reserve 24: nothing usable. 40 left, 25 spenders: share 0.64.
    const scarce = input(3_000, reading(40, 240, 20_000), { ownInWindow: 8 })
    expect(planPoll({ ...scarce, random: () => 0.2 }).delayMs).toBeLessThan(20_000)
    const held = planPoll({ ...scarce, random: () => 0.9 })
    expect(held.pace).toBe(0)
    expect(held.delayMs).toBeGreaterThanOrEqual(20_000)
    expect(held.delayMs).toBeLessThanOrEqual(21_000)
    expect(held.why).toMatch(/^40\/240 left, reset in 20\.0 s, ~25\.0 spending it: share 0\.6: .*waiting for it$/)
    expect(planPoll(input(3_000, reading(6, 240, 20_000))).pace).toBe(0)
  })

  it('never waits past the reset plus jitter', () => {
    fc.assert(
      fc.property(age, fc.nat(240), fc.integer({ min: 1, max: 60_000 }), fc.nat(20), (a, remaining, reset, own) => {
        const plan = planPoll(input(a, reading(remaining, 240, reset), { ownInWindow: own }))
        return plan.delayMs >= MIN_POLL_MS && plan.delayMs <= Math.max(byAge(a), reset + 1_000)
      }),
    )
  })
})

describe('estimateSpenders', () => {
  it('counts what remaining fell by per own request, within a window', () => {
    const previous = reading(200, 240, 30_000, 2_000)
    expect(estimateSpenders(input(0, reading(180), { previous, ownSincePrevious: 2, ownInWindow: 40 }))).toBe(10)
  })

  it("counts everyone's spending in the window in units of this run's", () => {
    // A window 2 s old: whoever spent it came in a burst, as this run did.
    expect(estimateSpenders(input(0, reading(180, 240, 58_000), { ownInWindow: 3 }))).toBe(20)
    // A run that has sent as much as a run arriving in this window would have, on average.
    expect(estimateSpenders(input(0, reading(180, 240, 30_000), { ownInWindow: 10 }))).toBe(6)
  })

  it("a late run does not count the earlier runs' polls as runs, nor only those that arrived evenly", () => {
    // The case that made a late run of 24 (120/min, 10 s jobs, starts over 10 s) wait for the next window: its create
    // reads 65/120 left, 10 s into the window. Each request a run: 55; arrived evenly: 1 + 54 / meanRequests(10 s).
    const late = input(0, reading(65, 120, 50_000), { ownInWindow: 1 })
    const evenly = 1 + 54 / meanRequestsByArrival(10_000)
    expect(evenly).toBeLessThan(24)
    expect(arrivedEvenly(late.latest as RateLimit, 1)).toBeCloseTo(evenly)
    expect(estimateSpenders(late)).toBeCloseTo(Math.sqrt(55 * evenly))
    expect(estimateSpenders(late)).toBeLessThan(40)
    expect(estimateSpenders(late)).toBeGreaterThan(24)
    // The same spending 2 s into the window, or in a class whose window is unknown (60/min): each request a run.
    expect(estimateSpenders(input(0, reading(65, 120, 58_000)))).toBe(55)
    expect(estimateSpenders(input(0, reading(5, 60, 50_000)))).toBe(55)
    // A lone run: only its own requests spent, whatever the window's age.
    expect(estimateSpenders(input(0, reading(119, 120, 10_000)))).toBe(1)
  })

  it('ignores a previous reading from another window, and is at least one', () => {
    const old = { ...reading(10), resetAtMs: NOW - 5_000 }
    expect(estimateSpenders(input(0, reading(239), { previous: old }))).toBe(1)
    expect(estimateSpenders(input(0))).toBe(1)
  })
})

describe("the matrix's size (parallel-runs), a floor for the crowd", () => {
  const readings = fc.record({
    remaining: fc.integer({ min: 0, max: 240 }),
    limit: fc.constantFrom(30, 120, 240),
    resetIn: fc.integer({ min: 1, max: 60_000 }),
    own: fc.integer({ min: 1, max: 40 }),
    fell: fc.integer({ min: 0, max: 200 }),
    since: fc.integer({ min: 0, max: 5 }),
    age: fc.integer({ min: 0, max: 120_000 }),
    r: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  })
  const given = (
    g: {
      remaining: number
      limit: number
      resetIn: number
      own: number
      fell: number
      since: number
      age: number
      r: number
    },
    hint?: number,
  ): PollInput => {
    const latest = reading(Math.min(g.remaining, g.limit), g.limit, g.resetIn)
    const previous = { ...latest, remaining: Math.min(g.limit, latest.remaining + g.fell) }
    return input(g.age, latest, { previous, ownSincePrevious: g.since, ownInWindow: g.own, random: () => g.r, hint })
  }

  it('a hint of 1 is the pacing with no hint, decision for decision', () => {
    fc.assert(fc.property(readings, g => expect(planPoll(given(g, 1))).toEqual(planPoll(given(g)))))
  })

  it('never plans for fewer runs than the crowd seen, nor more than the hint', () => {
    fc.assert(
      fc.property(readings, fc.integer({ min: 1, max: 256 }), (g, hint) => {
        const i = given(g, hint)
        const seen = estimateSpenders(i)
        const planned = plannedSpenders(i, seen, usableOf(i))
        return planned >= seen && planned <= Math.max(seen, hint)
      }),
    )
  })

  it('in a young window, keeps a share back for the runs still arriving; as the window ages with no more of them, releases it', () => {
    // 4 runs seen (8 requests, 2 own), the matrix says 40.
    const at = (windowAgeMs: number): PollInput =>
      input(windowAgeMs, reading(232, 240, 60_000 - windowAgeMs), { ownInWindow: 2, ownSincePrevious: 0, hint: 40 })
    expect(estimateSpenders(at(1_000))).toBe(4)
    const planned = [1_000, 5_000, 10_000, 20_000].map(a => plannedSpenders(at(a), 4, usableOf(at(a))))
    expect(planned[0]).toBeGreaterThan(30)
    planned.slice(1).forEach((p, i) => expect(p).toBeLessThan(planned[i] as number))
    expect(plannedSpenders(at(ARRIVALS_SPAN_MS), 4, usableOf(at(ARRIVALS_SPAN_MS)))).toBe(4)
    expect(ARRIVALS_FROM_MS).toBeLessThan(ARRIVALS_SPAN_MS)
    // Held back: its polls spread where the crowd seen alone would let it poll at its own pace.
    const early = { ...at(2_000), ageMs: 1_000 }
    expect(planPoll({ ...early, hint: 1 }).pace).toBe(1)
    expect(planPoll(early).delayMs).toBeGreaterThan(byAge(1_000) * 5)
    // Released: the same crowd once the arrivals' span has passed is the crowd.
    const late = { ...at(ARRIVALS_SPAN_MS), ageMs: 1_000 }
    expect(planPoll(late)).toEqual(planPoll({ ...late, hint: 1 }))
  })

  it('reads the floor as it will be part of the way to the poll it plans, not as it is at the reading', () => {
    // 4 runs seen 1 s into the window, the matrix says 40: now, the floor is the whole hint.
    const young = input(1_000, reading(232, 240, 59_000), { ownInWindow: 2, ownSincePrevious: 0, hint: 40 })
    const planned = plannedSpenders(young, 4, usableOf(young))
    const { delayMs } = planPoll(young)
    const atPoll = (4 * ARRIVALS_SPAN_MS) / (1_000 + FLOOR_LOOKAHEAD * delayMs)
    expect(Math.abs(planned - atPoll) / atPoll).toBeLessThan(0.02)
    expect(planned).toBeLessThan(40)
    // Sooner than a poll planned for the whole hint, later than one planned for the crowd seen.
    const forHint = planPoll({ ...young, known: { spenders: 40, othersUntilReset: 0 } }).delayMs
    expect(delayMs).toBeLessThan(forHint)
    expect(delayMs).toBeGreaterThan(planPoll({ ...young, hint: 1 }).delayMs)
  })

  it('sharing only for runs still to come, spreads its polls from HELD_FROM_AGE_MS; sharing with runs seen, later', () => {
    // One run on a fresh free token, told 10: alone it would poll at its own pace; the hint makes it share.
    const alone = input(300, reading(119, 120, 59_700), { ownInWindow: 1, ownSincePrevious: 0, hint: 10 })
    expect(planPoll({ ...alone, hint: 1 }).pace).toBe(1)
    const planned = plannedSpenders(alone, 1, usableOf(alone))
    const firstAt = 300 + planPoll(alone).delayMs
    expect(firstAt).toBeGreaterThanOrEqual(HELD_FROM_AGE_MS)
    // As many runs seen, the same share: the quick early polls are skipped to SHARE_FROM_AGE_MS, as sharing runs do.
    const seen = planPoll({ ...alone, known: { spenders: planned, othersUntilReset: 0 } })
    expect(300 + seen.delayMs).toBeGreaterThan(SHARE_FROM_AGE_MS)
    expect(firstAt).toBeLessThan(300 + seen.delayMs - 500)
  })

  it('counts the requests of one reading as at most the hint in runs; a rate measured between two counts in full', () => {
    // 100 spent in a window 2 s old, 1 of them own: 100 runs like this one, or the hint's 10 runs polling faster.
    expect(estimateSpenders(input(0, reading(140, 240, 58_000), { ownInWindow: 1 }))).toBe(100)
    expect(estimateSpenders(input(0, reading(140, 240, 58_000), { ownInWindow: 1, hint: 10 }))).toBe(10)
    // Another tool shows in what remaining fell by per own request: 60 for 2.
    const previous = reading(200, 240, 30_000, 2_000)
    const measured = input(0, reading(140), { previous, ownSincePrevious: 2, ownInWindow: 40, hint: 10 })
    expect(estimateSpenders(measured)).toBe(30)
  })

  it('the runs still arriving are never by themselves a reason to wait for the reset', () => {
    // 40 left in a window 2 s old, 24 kept in reserve: 16 usable; 200 spent, 25 of them own: 8 runs seen, 200 hinted.
    const tight = input(2_000, reading(40, 240, 58_000), {
      ownInWindow: 25,
      ownSincePrevious: 0,
      hint: 200,
      random: () => 0.99,
    })
    expect(estimateSpenders(tight)).toBe(8)
    expect(plannedSpenders(tight, 8, usableOf(tight))).toBeGreaterThan(16)
    expect(planPoll(tight).delayMs).toBeLessThan(58_000)
    expect(planPoll({ ...tight, hint: 1 }).delayMs).toBeLessThan(58_000)
  })
})

describe('meanRequestsByArrival', () => {
  it('is one request (the create) while no run can have polled, then grows with the window as runs poll', () => {
    expect(meanRequestsByArrival(SHARE_FROM_AGE_MS)).toBe(1)
    expect(sharingRequests(SHARE_FROM_AGE_MS - 1)).toBe(1)
    expect(sharingRequests(SHARE_FROM_AGE_MS)).toBe(2)
    expect(sharingRequests(10_000)).toBe(2 + demand(SHARE_FROM_AGE_MS, 10_000 - SHARE_FROM_AGE_MS))
    const ages = [5_000, 10_000, 20_000, 40_000, 60_000]
    const means = ages.map(meanRequestsByArrival)
    means.slice(1).forEach((m, i) => expect(m).toBeGreaterThan(means[i] as number))
    // An average over arrivals: less than what the earliest run has sent, more than the latest.
    ages.forEach((a, i) => expect(means[i]).toBeLessThan(sharingRequests(a)))
    ages.forEach((_, i) => expect(means[i]).toBeGreaterThan(1))
  })
})

describe('another client on the token (othersRate), kept as headroom', () => {
  // A free token (120 a minute), 16 runs told by the hint; the window resets in 40 s. A step: the window lost `spent`
  // between two readings `ms` apart, `own` of them this run's.
  const step = (before: number, spent: number, own: number, ms: number, more: Partial<Step> = {}): Step => ({
    limit: 120,
    before,
    resetAtMs: NOW + 40_000,
    spent,
    own,
    ms,
    atMs: NOW,
    ...more,
  })
  const sharing = (steps: Step[], more: Partial<PollInput> = {}): PollInput => {
    const last = steps[steps.length - 1] as Step
    return input(20_000, reading(last.before - last.spent, 120, 40_000), {
      previous: reading(last.before, 120, 40_000, last.ms),
      ownSincePrevious: last.own,
      ownInWindow: 3,
      hint: 16,
      steps,
      ...more,
    })
  }
  const perSecond = (i: PollInput): number => othersRate(i) * 1000
  // What chance puts either side of a step's ends, of 15 siblings' requests: not charged (about 1.9).
  const CHANCE = SIBLING_SLACK * Math.sqrt(15)

  it("is what the window lost beyond this run's requests and its 15 siblings' (one each, as this run sent)", () => {
    // 90 left 10 s ago, 64 now: 26 spent, 1 own, 15 the siblings', 10 from elsewhere in 10 s.
    expect(perSecond(sharing([step(90, 26, 1, 10_000)]))).toBeCloseTo((10 - CHANCE) / 10)
    expect(perSecond(sharing([step(90, 16, 1, 10_000)]))).toBe(0)
    // Two own requests (a retry): the siblings sent two each.
    expect(perSecond(sharing([step(90, 42, 2, 10_000)]))).toBeCloseTo((10 - CHANCE) / 10)
  })

  it("does not take the siblings' requests that fell either side of a step's ends for another client", () => {
    // One more than the siblings' one each: a sibling's poll came just before this run's, not a client.
    expect(perSecond(sharing([step(90, 17, 1, 10_000)]))).toBe(0)
    expect(perSecond(sharing([step(90, 19, 1, 10_000)]))).toBeGreaterThan(0)
    // The more siblings, the more fall either side by chance: 40 runs, 3 more than their one each.
    expect(perSecond(sharing([step(200, 43, 1, 10_000, { limit: 240 })], { hint: 40 }))).toBe(0)
    expect(perSecond(sharing([step(200, 47, 1, 10_000, { limit: 240 })], { hint: 40 }))).toBeCloseTo(
      (7 - SIBLING_SLACK * Math.sqrt(39)) / 10,
    )
  })

  it('is 0 without a hint (the matrix size unknown: its requests count as runs, as before) or a step', () => {
    expect(othersRate(sharing([step(90, 26, 1, 10_000)], { hint: 1 }))).toBe(0)
    expect(othersRate(sharing([step(90, 26, 1, 10_000)], { steps: undefined }))).toBe(0)
    expect(othersRate(sharing([step(90, 26, 1, 10_000)], { latest: undefined }))).toBe(0)
  })

  it(`reads the last ${OTHERS_SPAN_MS / 1000} s of steps (at least one), over at least ${OTHERS_MIN_MS / 1000} s`, () => {
    // A client that started: an older step with nothing from elsewhere, the last two with 5 and 4 in 10 s.
    const started = [
      step(106, 16, 1, 4_000, { atMs: NOW - 14_000 }),
      step(90, 21, 1, 5_000, { atMs: NOW - 5_000 }),
      step(69, 20, 1, 5_000),
    ]
    expect(perSecond(sharing(started))).toBeCloseTo((9 - CHANCE) / 10)
    // And one that stopped: the last step only, 12 s long, shows none.
    expect(perSecond(sharing([step(103, 26, 1, 10_000, { atMs: NOW - 12_000 }), step(77, 16, 1, 12_000)]))).toBe(0)
    // A step of a second with four requests from elsewhere: not a client at four a second.
    expect(perSecond(sharing([step(90, 20, 1, 1_000)]))).toBeCloseTo((4 - CHANCE) / (OTHERS_MIN_MS / 1000))
    // Never more than the limit a minute.
    expect(perSecond(sharing([step(120, 120, 1, 10_000)]))).toBeCloseTo(2)
  })

  it('does not take siblings polling at their own pace for another client', () => {
    // 110 left of a free token for 16 runs 10 s old: near their own pace, they poll faster than this run, which waited
    // 5 s for 20 more polls than its own pace would count for a run of its age (the younger poll faster).
    const near = sharing([step(110, 36, 1, 5_000)], { ageMs: 15_000 })
    expect(((110 - 12) / 16) * 1.5).toBeGreaterThanOrEqual(demand(10_000, 40_000))
    expect(perSecond(near)).toBe(0)
  })

  it('counts the step from the create only where the matrix arrived together, in the first seconds of its window', () => {
    const opened = NOW + 40_000 - 60_000
    const fromCreate = (createdAt: number): PollInput =>
      sharing([step(104, 26, 1, 10_000, { afterCreate: true, atMs: createdAt + 10_000 })], {
        nowMs: createdAt + 10_000,
        ageMs: 10_000,
      })
    expect(perSecond(fromCreate(opened + 1_000))).toBeCloseTo((10 - CHANCE) / 10)
    // A run that came 5 s into the window finds the earlier runs polling faster than its first poll: not a client.
    expect(perSecond(fromCreate(opened + CREATE_STEP_WITHIN_MS + 3_000))).toBe(0)
  })

  it('keeps its requests until the reset as headroom, planning as if told the truth', () => {
    // 62 left, 40 s to the reset, 12 from elsewhere in 10 s (10 beyond chance): another client at 1 a second, 40 of
    // them its, 12 the reserve, 10 for the 16 runs and the 2 left to chance, counted as runs as before.
    const told = sharing([step(90, 28, 1, 10_000)])
    const plan = planPoll(told)
    const othersUntilReset = ((12 - CHANCE) / 10) * 40
    const reference = planPoll({
      ...told,
      steps: undefined,
      known: { spenders: 28 - othersUntilReset / 4, othersUntilReset },
    })
    expect(plan.delayMs).toBe(reference.delayMs)
    expect(plan.why).toBe(
      '62/120 left, reset in 40.0 s, ~17.9 spending it, ~40.3 kept for another client (1.01 a second): share 0.5: no poll before the reset this time, waiting for it',
    )
    // Before, its requests counted as 12 more runs, and 28 runs polled the 50 left down to the reserve by the reset.
    expect(planPoll({ ...told, steps: undefined }).why).toMatch(/~28\.0 spending it: share 1\.8: polls spread/)
  })

  it('changes nothing where the steps show nothing from elsewhere, or without a hint', () => {
    const steps = fc.array(
      fc.record({
        before: fc.integer({ min: 0, max: 240 }),
        own: fc.integer({ min: 1, max: 3 }),
        ms: fc.integer({ min: 0, max: 20_000 }),
        less: fc.nat(40),
      }),
      { minLength: 1, maxLength: 4 },
    )
    fc.assert(
      fc.property(
        steps,
        age,
        fc.integer({ min: 2, max: 64 }),
        fc.integer({ min: 1_000, max: 60_000 }),
        (s, a, hint, reset) => {
          // Each step lost at most what the matrix's runs sent, one each per own request.
          const given = s.map(({ before, own, ms, less }) =>
            step(before, Math.max(0, hint * own - less), own, ms, { limit: 240, resetAtMs: NOW + reset }),
          )
          const last = given[given.length - 1] as Step
          const i = input(a, reading(Math.max(0, last.before - last.spent), 240, reset), { hint, steps: given })
          expect(othersRate(i)).toBe(0)
          expect(planPoll(i)).toEqual(planPoll({ ...i, steps: undefined }))
          expect(planPoll({ ...i, hint: 1, steps: [step(240, 200, 1, 1_000)] })).toEqual(
            planPoll({ ...i, hint: 1, steps: undefined }),
          )
        },
      ),
    )
  })
})
