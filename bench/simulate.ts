/**
 * `npm run simulate [-- --grid] [-- --seed=N]`: the pacing of runs sharing one token, in virtual time (seconds of
 * real time for the whole grid). Prints each scenario with the current pacing beside every run at its own pace as
 * if alone (what sharing is measured against); --grid adds runs 1–64 × 120/240 a minute × jobs 2–60 s × another tool
 * spending 0–50 % of the budget. The create-class rows put the creates in a class of their own (60 a minute).
 * --staggered: runs whose starts spread over 1–30 s, the pacing not told the matrix's size (current), told it
 * (hinted, as the action is by its `parallel-runs` input) and the reference; then bursts told the truth and told 5× too
 * many (bench/staggered.ts). --others: 16 runs and another client at 0–1.5 a second (all along, from or until halfway),
 * today's pacing beside the current one and the reference, and what the headroom costs over the grids
 * (bench/shared-token.ts).
 */
import { parseArgs } from 'node:util'
import { type Outcome, PACINGS, type Scenario, mixedReadings, requestsAsRuns, simulate } from './simulator.js'
import { othersSimulated } from './shared-token.js'
import {
  BURST_SEEDS,
  type Comparison,
  SEEDS,
  STAGGERED_ROWS,
  burstGrid,
  HOLDOUT_BURST_SEEDS,
  HOLDOUT_SEEDS,
  compareBursts,
  staggeredFigures,
  worstOf,
} from './staggered.js'

const { values: options } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    grid: { type: 'boolean', default: false },
    staggered: { type: 'boolean', default: false },
    others: { type: 'boolean', default: false },
  },
  strict: false,
})
const seed = Number(options.seed)
const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`
const pct = (part: number, whole: number): string => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`

export const SCENARIOS: { name: string; scenario: Scenario }[] = [
  { name: '1 run, 240/min, 20 s job', scenario: { runs: 1, limit: 240, jobMs: 20_000 } },
  { name: '10 runs, 120/min, 20 s jobs', scenario: { runs: 10, limit: 120, jobMs: 20_000 } },
  { name: '24 runs, 240/min, 15 s jobs', scenario: { runs: 24, limit: 240, jobMs: 15_000 } },
  { name: '30 runs, 240/min, 10 s jobs', scenario: { runs: 30, limit: 240, jobMs: 10_000 } },
  { name: '50 runs, 120/min, 5 s jobs', scenario: { runs: 50, limit: 120, jobMs: 5_000 } },
  {
    name: '10 runs, 120/min, 20 s jobs, another tool at 30/min',
    scenario: { runs: 10, limit: 120, jobMs: 20_000, otherPerWindow: 30 },
  },
  {
    name: '5 runs, 240/min, 30 s jobs, another tool at 2/s',
    scenario: { runs: 5, limit: 240, jobMs: 30_000, otherPerWindow: 120 },
  },
  {
    name: '24 runs, 30 per 5 s, 1.5 s jobs',
    scenario: { runs: 24, limit: 30, windowMs: 5_000, jobMs: 1_500 },
  },
  { name: '1 run, 240/min, 3 min job', scenario: { runs: 1, limit: 240, jobMs: 180_000 } },
  { name: '64 runs, 120/min, 2–60 s jobs', scenario: { runs: 64, limit: 120, jobMs: [2_000, 60_000] } },
  { name: '40 runs, 240/min, 8 s jobs', scenario: { runs: 40, limit: 240, jobMs: 8_000 } },
  {
    name: '40 runs, 240/min, 8 s jobs, creates 60/min',
    scenario: { runs: 40, limit: 240, jobMs: 8_000, createLimit: 60 },
  },
]

function row(name: string, pacing: string, o: Outcome): string {
  return `| ${name} | ${pacing} | ${o.succeeded} | ${o.runRequests} | ${o.runLimited} (${pct(o.runLimited, o.runRequests)}) | ${s(o.slowestMs)} (${(o.slowestMs / o.boundMs).toFixed(2)}×) | ${s(o.meanMs)} |`
}

const header = [
  '| scenario | pacing | runs done | requests | answered 429 | slowest run (× bound) | mean run |',
  '|---|---|---|---|---|---|---|',
]

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now()
  console.log(`Simulated (seed ${seed}): runs start within 1 s, 20 ms per request.\n`)
  console.log(header.join('\n'))
  for (const { name, scenario } of SCENARIOS) {
    for (const [pacing, fn] of Object.entries(PACINGS))
      console.log(row(name, pacing, simulate({ ...scenario, seed }, fn)))
    if (scenario.createLimit) {
      const mixed = simulate({ ...scenario, seed }, PACINGS.current, mixedReadings)
      console.log(row(name, "current, create's readings mixed in", mixed))
    }
  }
  if (options.grid) grid()
  if (options.staggered) staggered()
  if (options.others) othersSimulated()
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s of real time)`)
}

function grid(): void {
  const pacings = { alone: PACINGS.alone, before: requestsAsRuns, current: PACINGS.current }
  const worst = Object.fromEntries(Object.keys(pacings).map(p => [p, { limited: 0, ratio: 0, failed: 0 }]))
  let [count, worse, most] = [0, 0, 1]
  for (const runs of [1, 2, 4, 8, 16, 24, 32, 48, 64]) {
    for (const limit of [120, 240]) {
      for (const jobMs of [2_000, 5_000, 15_000, 30_000, 60_000]) {
        for (const otherShare of [0, 0.25, 0.5]) {
          count++
          const scenario = { runs, limit, jobMs, otherPerWindow: limit * otherShare, seed }
          const outcomes = Object.fromEntries(
            Object.entries(pacings).map(([pacing, fn]) => [pacing, simulate(scenario, fn)]),
          ) as Record<keyof typeof pacings, Outcome>
          for (const [pacing, o] of Object.entries(outcomes)) {
            const w = worst[pacing] as { limited: number; ratio: number; failed: number }
            w.limited = Math.max(w.limited, o.runLimited / o.runRequests)
            w.ratio = Math.max(w.ratio, o.slowestMs / o.boundMs)
            w.failed += runs - o.succeeded
          }
          const { before, current } = outcomes
          const change = Math.max(current.slowestMs / before.slowestMs, current.meanMs / before.meanMs)
          if (change > 1.05) worse++
          most = Math.max(most, change)
        }
      }
    }
  }
  console.log(`\nGrid of ${count} scenarios:\n`)
  console.log('| pacing | worst 429 share | worst slowest/bound | runs not done |')
  console.log('|---|---|---|---|')
  for (const [pacing, w] of Object.entries(worst)) {
    console.log(`| ${pacing} | ${(100 * w.limited).toFixed(1)} % | ${w.ratio.toFixed(2)}× | ${w.failed} |`)
  }
  console.log(
    `\nCurrent more than 5 % slower than before (slowest or mean): ${worse} scenarios, at most ${most.toFixed(2)}×.`,
  )
}

function staggered(): void {
  const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`
  console.log(
    `\nStarts spread over seconds (worst of seeds ${SEEDS[0]}–${SEEDS.at(-1)}; current = not told the matrix's size, hinted = told it, reference = told the true crowd and the other tool's spending):\n`,
  )
  console.log(
    '| runs, limit, job, starts over | slowest: current | hinted | reference | hinted ÷ reference | mean: current | hinted | reference | hinted ÷ reference |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const row of STAGGERED_ROWS) {
    const [c, h, r] = [worstOf(row, PACINGS.current), worstOf(row, PACINGS.hinted), worstOf(row, PACINGS.reference)]
    const name = `${row.runs}, ${row.limit}/min, ${s(row.jobMs as number)}, ${s(row.staggerMs ?? 0)}`
    console.log(
      `| ${name} | ${s(c.slowestMs)} | ${s(h.slowestMs)} | ${s(r.slowestMs)} | ${ratio(h.slowestMs, r.slowestMs)} | ${s(c.meanMs)} | ${s(h.meanMs)} | ${s(r.meanMs)} | ${ratio(h.meanMs, r.meanMs)} |`,
    )
  }
  const g = staggeredFigures()
  console.log(
    `\nGrid of ${g.points} (1–40 runs × 120/240 a minute × 2–45 s jobs × starts over 1/10/20/30 s × another tool at 0 or 40 a minute): geometric mean of slowest ÷ job ${g.perJob.current.toFixed(2)} current, ${g.perJob.hinted.toFixed(2)} hinted, ${g.perJob.reference.toFixed(2)} reference. Points with starts over 10–30 s beyond 1.3× the reference's slowest or 1.15× its mean: ${g.beyond.current} current, ${g.beyond.hinted} hinted (of ${g.staggered}). ${(100 * g.limitedShare).toFixed(2)} % of the hinted pacing's requests answered 429.`,
  )
  const bursts = (label: string, c: Comparison): void =>
    console.log(
      `- ${label}: slowest ${c.slowest.toFixed(2)}×, mean ${c.mean.toFixed(2)}× (geometric means), worst ${c.worst.toFixed(2)}×; ${(100 * c.limitedShare).toFixed(2)} % of requests answered 429`,
    )
  const count = burstGrid().length * BURST_SEEDS.length
  console.log(
    `\nBursts (the grid's runs, limits, jobs and tool; starts over 1 or 3 s; seeds ${BURST_SEEDS.join(', ')}: ${count} scenarios), hinted ÷ current:\n`,
  )
  bursts('told the truth', compareBursts(PACINGS.hinted, PACINGS.current, 1))
  bursts('told 5× too many (a step under `if:`)', compareBursts(PACINGS.hinted, PACINGS.current, 5))
  const h = staggeredFigures(PACINGS.hinted, HOLDOUT_SEEDS)
  console.log(
    `\nThe same on seeds the pacing was not tuned on (grid: worst of ${HOLDOUT_SEEDS[0]}–${HOLDOUT_SEEDS.at(-1)}; bursts: ${HOLDOUT_BURST_SEEDS.join(', ')}): geometric mean of slowest ÷ job ${h.perJob.current.toFixed(2)} current, ${h.perJob.hinted.toFixed(2)} hinted, ${h.perJob.reference.toFixed(2)} reference; beyond ${h.beyond.current} current, ${h.beyond.hinted} hinted (of ${h.staggered}).\n`,
  )
  bursts('told the truth', compareBursts(PACINGS.hinted, PACINGS.current, 1, HOLDOUT_BURST_SEEDS))
  bursts('told 5× too many', compareBursts(PACINGS.hinted, PACINGS.current, 5, HOLDOUT_BURST_SEEDS))
}
