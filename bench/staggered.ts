/**
 * Runs whose starts spread over seconds, as a real matrix's runners start: the pacing not told the matrix's size
 * (current), told it (hinted) and the reference (told the true number of runs and the other tool's spending). Each
 * figure is the worst of 12 seeds. Then bursts, where single seeds are noisy and the figures are aggregates.
 */
import { type Outcome, PACINGS, type Pacing, type Scenario, simulate } from './simulator.js'

export const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1)
/** Seeds the pacing was not tuned on: the same figures on them say how much of a tuning is the seeds'. */
export const HOLDOUT_SEEDS = Array.from({ length: 12 }, (_, i) => i + 13)

export interface Worst {
  slowestMs: number
  meanMs: number
  limited: number
  requests: number
}

/** The worst slowest and mean run over the seeds, and all their 429s and requests. */
export function worstOf(scenario: Omit<Scenario, 'seed'>, pacing: Pacing, seeds = SEEDS): Worst {
  const outcomes: Outcome[] = seeds.map(seed => simulate({ ...scenario, seed }, pacing))
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

export interface StaggeredFigures {
  points: number
  /** Of them, those with starts over 10–30 s (where `beyond` counts). */
  staggered: number
  /** Geometric mean over the grid of the slowest run ÷ the job. */
  perJob: Record<'current' | 'hinted' | 'reference', number>
  /** Points with starts over 10–30 s beyond 1.3× the reference's slowest run or 1.15× its mean. */
  beyond: Record<'current' | 'hinted', number>
  /** The hinted pacing's requests answered 429, as a share of its requests. */
  limitedShare: number
}

/** The staggered grid under the current, hinted and reference pacings, worst of 12 seeds at each point. */
export function staggeredFigures(hinted: Pacing = PACINGS.hinted, seeds = SEEDS): StaggeredFigures {
  const points = staggeredGrid()
  const logs = { current: 0, hinted: 0, reference: 0 }
  const beyond = { current: 0, hinted: 0 }
  let [limited, requests] = [0, 0]
  for (const point of points) {
    const w = {
      current: worstOf(point, PACINGS.current, seeds),
      hinted: worstOf(point, hinted, seeds),
      reference: worstOf(point, PACINGS.reference, seeds),
    }
    for (const pacing of ['current', 'hinted', 'reference'] as const)
      logs[pacing] += Math.log(w[pacing].slowestMs / (point.jobMs as number))
    const r = w.reference
    for (const pacing of ['current', 'hinted'] as const) {
      const far = w[pacing].slowestMs > 1.3 * r.slowestMs || w[pacing].meanMs > 1.15 * r.meanMs
      if ((point.staggerMs ?? 0) >= 10_000 && far) beyond[pacing]++
    }
    ;[limited, requests] = [limited + w.hinted.limited, requests + w.hinted.requests]
  }
  const mean = (sum: number): number => Math.exp(sum / points.length)
  return {
    points: points.length,
    staggered: points.filter(p => (p.staggerMs ?? 0) >= 10_000).length,
    perJob: { current: mean(logs.current), hinted: mean(logs.hinted), reference: mean(logs.reference) },
    beyond,
    limitedShare: limited / requests,
  }
}

/** Runs that start together, as a matrix's runners do when they are free: the grid's points, starts over 1 or 3 s. */
export function burstGrid(): Omit<Scenario, 'seed'>[] {
  return staggeredGrid()
    .filter(p => p.staggerMs === 1_000)
    .flatMap(p => [1_000, 3_000].map(staggerMs => ({ ...p, staggerMs })))
}

export const BURST_SEEDS = [1, 2, 3]
export const HOLDOUT_BURST_SEEDS = [4, 5, 6]

export interface Comparison {
  scenarios: number
  /** Geometric means of the pacing's slowest and mean run over the baseline's, and the worst of either. */
  slowest: number
  mean: number
  worst: number
  /** The pacing's requests answered 429, as a share of its requests. */
  limitedShare: number
}

/** Each burst (each seed alone: single runs are noisy, so the figures are aggregates) under `pacing` over `baseline`. */
export function compareBursts(pacing: Pacing, baseline: Pacing, hintTimes = 1, seeds = BURST_SEEDS): Comparison {
  let [slowest, mean, worst, limited, requests, scenarios] = [0, 0, 1, 0, 0, 0]
  for (const point of burstGrid()) {
    for (const seed of seeds) {
      const scenario = { ...point, seed, hint: point.runs * hintTimes }
      const [p, b] = [simulate(scenario, pacing), simulate(scenario, baseline)]
      slowest += Math.log(p.slowestMs / b.slowestMs)
      mean += Math.log(p.meanMs / b.meanMs)
      worst = Math.max(worst, p.slowestMs / b.slowestMs, p.meanMs / b.meanMs)
      ;[limited, requests, scenarios] = [limited + p.runLimited, requests + p.runRequests, scenarios + 1]
    }
  }
  return {
    scenarios,
    slowest: Math.exp(slowest / scenarios),
    mean: Math.exp(mean / scenarios),
    worst,
    limitedShare: limited / requests,
  }
}
