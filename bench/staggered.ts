/**
 * Runs whose starts spread over seconds, as a real matrix's runners start: the current pacing beside the reference
 * (the same pacing told the true number of runs and the other tool's spending). Each figure is the worst of 12 seeds.
 */
import { type Outcome, type Pacing, type Scenario, simulate } from './simulator.js'

export const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1)

export interface Worst {
  slowestMs: number
  meanMs: number
  limited: number
  requests: number
}

/** The worst slowest and mean run over the seeds, and all their 429s and requests. */
export function worstOf(scenario: Omit<Scenario, 'seed'>, pacing: Pacing): Worst {
  const outcomes: Outcome[] = SEEDS.map(seed => simulate({ ...scenario, seed }, pacing))
  return {
    slowestMs: Math.max(...outcomes.map(o => o.slowestMs)),
    meanMs: Math.max(...outcomes.map(o => o.meanMs)),
    limited: outcomes.reduce((sum, o) => sum + o.runLimited, 0),
    requests: outcomes.reduce((sum, o) => sum + o.runRequests, 0),
  }
}

/** The rows: runs, limit, job, starts spread over. */
export const STAGGERED_ROWS: Omit<Scenario, 'seed'>[] = [
  { runs: 24, limit: 120, jobMs: 10_000, staggerMs: 10_000 },
  { runs: 40, limit: 240, jobMs: 5_000, staggerMs: 10_000 },
  { runs: 40, limit: 120, jobMs: 10_000, staggerMs: 10_000 },
  { runs: 24, limit: 120, jobMs: 5_000, staggerMs: 30_000 },
  { runs: 40, limit: 240, jobMs: 10_000, staggerMs: 30_000 },
]

/** 1–40 runs × 120/240 a minute × 2–45 s jobs × starts over 1–30 s × another tool at 0 or 40 a minute. */
export function staggeredGrid(): Omit<Scenario, 'seed'>[] {
  const grid: Omit<Scenario, 'seed'>[] = []
  for (const runs of [1, 4, 12, 24, 40])
    for (const limit of [120, 240])
      for (const jobMs of [2_000, 5_000, 10_000, 20_000, 45_000])
        for (const staggerMs of [1_000, 10_000, 20_000, 30_000])
          for (const otherPerWindow of [0, 40]) grid.push({ runs, limit, jobMs, staggerMs, otherPerWindow })
  return grid
}
