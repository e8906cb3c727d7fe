import { describe, expect, it } from '@jest/globals'
import { STAGGERED_ROWS, compareBursts, worstOf } from '../../bench/staggered.js'
import { PACINGS, mixedReadings, requestsAsRuns, simulate } from '../../bench/simulator.js'

// The pacing of runs sharing one token, in virtual time: exact for a seed, and quick. `npm run simulate` prints more.
describe('runs sharing one token (simulated, seeded)', () => {
  it('50 runs on a free token (120/min), 5 s jobs: no 429, all done, mean run within 20 s', () => {
    const scenario = { runs: 50, limit: 120, jobMs: 5_000, seed: 1 }
    const current = simulate(scenario, PACINGS.current)
    expect(current.succeeded).toBe(50)
    expect(current.limited).toBe(0)
    expect(current.meanMs).toBeLessThanOrEqual(20_000)
    // Each run at its own pace, as if alone, spends the window on early polls: a 429 storm, and most runs wait for
    // the next window.
    const alone = simulate(scenario, PACINGS.alone)
    expect(alone.limited).toBeGreaterThan(20)
    expect(alone.meanMs).toBeGreaterThan(40_000)
  })

  it('runs sharing a paid token, or a free one with another tool, finish within 1.5× the bound', () => {
    for (const seed of [1, 2, 3]) {
      const paid = simulate({ runs: 24, limit: 240, jobMs: 15_000, seed }, PACINGS.current)
      const withTool = simulate({ runs: 10, limit: 120, jobMs: 20_000, otherPerWindow: 30, seed }, PACINGS.current)
      for (const outcome of [paid, withTool]) {
        expect(outcome.limited).toBe(0)
        expect(outcome.slowestMs).toBeLessThanOrEqual(1.5 * outcome.boundMs)
      }
    }
  })

  it('12 runs on a 30/min token, 2 s jobs: no 429, and none waits for the next window', () => {
    for (const seed of [1, 2, 3]) {
      const outcome = simulate({ runs: 12, limit: 30, jobMs: 2_000, seed }, PACINGS.current)
      expect(outcome.limited).toBe(0)
      expect(outcome.slowestMs).toBeLessThan(60_000)
    }
  })

  it('24 runs, 30 per 5 s, 1.5 s jobs: within 1.3× the minimum requests and the bound', () => {
    const outcome = simulate({ runs: 24, limit: 30, windowMs: 5_000, jobMs: 1_500, seed: 1 }, PACINGS.current)
    expect(outcome.succeeded).toBe(24)
    expect(outcome.runRequests).toBeLessThanOrEqual(1.3 * 48)
    expect(outcome.slowestMs).toBeLessThanOrEqual(1.3 * outcome.boundMs)
  })

  it('a lone run on an idle token polls exactly at its own pace, for short and 3-minute jobs', () => {
    for (const jobMs of [700, 20_000, 180_000]) {
      const scenario = { runs: 1, limit: 240, jobMs, seed: 4 }
      const [current, alone] = [simulate(scenario, PACINGS.current), simulate(scenario, PACINGS.alone)]
      expect(current.runRequests).toBe(alone.runRequests)
      expect(current.slowestMs).toBe(alone.slowestMs)
    }
  })

  it("creates in a rate-limit class of their own (60/min, polls at 240): the create's readings never pace the polls", () => {
    for (const seed of [1, 2, 3]) {
      for (const staggerMs of [1_000, 3_000]) {
        const scenario = { runs: 40, limit: 240, jobMs: 8_000, staggerMs, seed }
        const without = simulate(scenario, PACINGS.current)
        const apart = simulate({ ...scenario, createLimit: 60 }, PACINGS.current)
        expect(apart.succeeded).toBe(40)
        expect(apart.limited).toBe(0)
        // Late runs read "20 of 60 left for 40 runs" on their create: taken as the polls' budget, they would wait
        // for a reset they do not need.
        expect(apart.slowestMs).toBeLessThanOrEqual(without.slowestMs + 3_000)
        expect(apart.meanMs).toBeLessThanOrEqual(without.meanMs + 1_000)
        const mixed = simulate({ ...scenario, createLimit: 60 }, PACINGS.current, mixedReadings)
        expect(mixed.slowestMs).toBeGreaterThan(without.slowestMs + 20_000)
      }
    }
  })

  it('starts spread over 10 s: a late run does not take the earlier polls for runs and wait a window', () => {
    // Seed 1 is one where, counting each request in the window as a run, one late run read "55 spending, 53 usable",
    // found less than a poll's share and waited for the next window (51.9 s); the reference, told the crowd, did not.
    const scenario = { runs: 24, limit: 120, jobMs: 10_000, staggerMs: 10_000, seed: 1 }
    const [current, reference] = [simulate(scenario, PACINGS.current), simulate(scenario, PACINGS.reference)]
    expect(reference.limited + current.limited).toBe(0)
    expect(reference.slowestMs).toBeLessThan(30_000)
    expect(current.slowestMs).toBeLessThan(30_000)
    // Told nothing new (one run, no other tool), the reference is the current pacing exactly.
    const lone = { runs: 1, limit: 240, jobMs: 20_000, seed: 2 }
    expect(simulate(lone, PACINGS.reference)).toEqual(simulate(lone, PACINGS.current))
    // And a lone run polls exactly as it did when each request was counted as a run.
    expect(simulate(lone, requestsAsRuns)).toEqual(simulate(lone, PACINGS.current))
  })

  it('starts over 10–30 s, worst of 12 seeds: every run done in the window it started in, where before one waited', () => {
    // Counting each request in the window as a run, a late run waited for the next window in each of these rows
    // (slowest 52.1, 51.8, 34.2 and 38.1 s). The third row (40 runs, 120/min, 10 s jobs, over 10 s) still has a run
    // that waits (docs/performance.md).
    for (const row of STAGGERED_ROWS.filter((_, i) => i !== 2)) {
      const [before, current] = [worstOf(row, requestsAsRuns), worstOf(row, PACINGS.current)]
      const reference = worstOf(row, PACINGS.reference)
      expect(before.slowestMs).toBeGreaterThan(30_000)
      expect(current.limited).toBe(0)
      expect(current.slowestMs).toBeLessThan(25_000)
      expect(current.meanMs).toBeLessThan(before.meanMs)
      expect(current.slowestMs).toBeLessThan(1.6 * reference.slowestMs + 5_000)
      expect(current.meanMs).toBeLessThan(1.2 * reference.meanMs + 5_000)
    }
  })

  it('is the same for the same seed', () => {
    const scenario = { runs: 30, limit: 120, jobMs: [2_000, 30_000] as [number, number], otherPerWindow: 30, seed: 9 }
    expect(simulate(scenario, PACINGS.current)).toEqual(simulate(scenario, PACINGS.current))
  })
})

// The matrix's size, as the `parallel-runs` input tells it (bench/staggered.ts; `npm run simulate -- --staggered`).
describe("runs told the matrix's size (simulated, seeded)", () => {
  it('a hint of 1 is the pacing before the hint, request for request (figures of the commit before it)', () => {
    const before: [Parameters<typeof simulate>[0], number, number, number][] = [
      [{ runs: 24, limit: 120, jobMs: 10_000, staggerMs: 10_000, seed: 3 }, 80, 21870.064416142242, 14313.167751092951],
      [{ runs: 40, limit: 240, jobMs: 8_000, seed: 1, otherPerWindow: 40 }, 122, 14673.901698957381, 10543.61657456399],
      [
        { runs: 12, limit: 120, jobMs: [2_000, 30_000], staggerMs: 20_000, seed: 7 },
        66,
        31715.85165045348,
        15597.363385079769,
      ],
    ]
    for (const [scenario, requests, slowestMs, meanMs] of before) {
      const o = simulate({ ...scenario, hint: 1 }, PACINGS.hinted)
      expect([o.runRequests, o.slowestMs, o.meanMs]).toEqual([requests, slowestMs, meanMs])
    }
  })

  it('starts over 10–30 s, worst of 12 seeds: every run done in the window it started in, the row that waited too', () => {
    for (const row of STAGGERED_ROWS) {
      const [current, hinted] = [worstOf(row, PACINGS.current), worstOf(row, PACINGS.hinted)]
      expect(hinted.limited).toBe(0)
      expect(hinted.slowestMs).toBeLessThan(25_000)
      expect(hinted.meanMs).toBeLessThanOrEqual(current.meanMs * 1.05)
    }
    // 40 runs, 240/min, 5 s jobs, over 10 s: the early runs no longer spend what the late ones need.
    expect(worstOf(STAGGERED_ROWS[1] as (typeof STAGGERED_ROWS)[number], PACINGS.hinted).slowestMs).toBeLessThan(10_000)
    // 40 runs, 120/min, 10 s jobs, over 10 s: not told, a run waits for the next window.
    expect(worstOf(STAGGERED_ROWS[2] as (typeof STAGGERED_ROWS)[number], PACINGS.current).slowestMs).toBeGreaterThan(
      55_000,
    )
  })

  it("small matrices over 10–20 s: a late run takes the earlier runs' quick polls for no more runs than there are", () => {
    // Not told, a late run of 4 counted the others' polls at their own pace as ~12 runs and skipped its quick polls.
    // The 24 runs share 3.5 polls each: the early runs' first polls, no longer held to their first reading's floor,
    // cost the latest ones a little (docs/performance.md#the-matrixs-size-parallel-runs).
    for (const [point, within] of [
      [{ runs: 4, limit: 240, jobMs: 2_000, staggerMs: 10_000 }, 1.05],
      [{ runs: 4, limit: 120, jobMs: 2_000, staggerMs: 20_000 }, 1.05],
      [{ runs: 24, limit: 120, jobMs: 5_000, staggerMs: 10_000 }, 1.15],
    ] as const) {
      const [current, hinted, reference] = [PACINGS.current, PACINGS.hinted, PACINGS.reference].map(p =>
        worstOf(point, p),
      )
      expect(current?.slowestMs).toBeGreaterThan(1.3 * (reference?.slowestMs ?? 0))
      expect(hinted?.slowestMs).toBeLessThanOrEqual(within * (reference?.slowestMs ?? 0))
      expect(hinted?.meanMs).toBeLessThanOrEqual(1.05 * (reference?.meanMs ?? 0))
    }
  })

  it('bursts told the truth: no slower than not told, and hardly a 429', () => {
    const truth = compareBursts(PACINGS.hinted, PACINGS.current, 1)
    expect(truth.scenarios).toBe(600)
    expect(truth.slowest).toBeLessThanOrEqual(1)
    expect(truth.mean).toBeLessThanOrEqual(1)
    expect(truth.worst).toBeLessThanOrEqual(1.35)
    expect(truth.limitedShare).toBeLessThanOrEqual(0.005)
  })

  it('bursts told 5× too many (a step under if:): the share held back is released as the crowd stops growing', () => {
    const told5x = compareBursts(PACINGS.hinted, PACINGS.current, 5)
    expect(told5x.slowest).toBeLessThanOrEqual(1.1)
    expect(told5x.mean).toBeLessThanOrEqual(1.15)
    expect(told5x.worst).toBeLessThanOrEqual(2)
  })
})
