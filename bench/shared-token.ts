/**
 * Issue 63, a token shared with a client the actions do not run: 16 checkpoints (45 s jobs) on a free token (120 a
 * minute). Real processes against the stand-in's fixed window in scaled time (stand-ins/shared-token.ts, as the
 * e2e test runs them): first the proof, 5 trials of the current pacing (dist/) with the client at one request a
 * second all along and from halfway; then the sweep of the client at 0, 0.5, 1 and 1.5 a second, today's pacing (the
 * bundle of TODAY_REV, before the headroom) beside the current one. Then the same rows in the simulator over more
 * seeds, and what the headroom costs without a client. `npm run bench` prints it last (one trial a row);
 * `npm run bench -- --others [--trials=N]` alone (N trials a row of the sweep, 2 by default).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type TokenOutcome, type TokenTrial, tokenTrial } from '../stand-ins/shared-token.js'
import { PACINGS, type Pacing, type Scenario, simulate, versus, withoutHeadroom } from './simulator.js'
import { BURST_SEEDS, burstGrid, staggeredGrid } from './staggered.js'

/** The last commit before the headroom for another client (issue 63): today's pacing. */
export const TODAY_REV = 'd6319fdc18b0b680767e9190567189bbc2a3310c'
/** The proof: this many trials of each case, every one without a request of the runs answered 429. */
export const PROOF_TRIALS = 5
export const OTHER_PER_SECOND = [0, 0.5, 1, 1.5]
const BASE: Omit<TokenTrial, 'otherPerSecond'> = { runs: 16, limit: 120, jobMs: 45_000, staggerMs: 3_000, scale: 6 }
const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

/** The checkpoint action as committed at `rev`: its entry and the bundle beside it, where they can run. */
export function actionAt(rev: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkpoint-at-'))
  mkdirSync(join(dir, 'actions'))
  const show = (path: string): Buffer => execFileSync('git', ['show', `${rev}:${path}`], { maxBuffer: 64 * 2 ** 20 })
  writeFileSync(join(dir, 'actions', 'index.js'), show('dist/actions/index.js'))
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`)
  writeFileSync(join(dir, 'index.js'), "import { checkpoint } from './actions/index.js'\n\nawait checkpoint()\n")
  return join(dir, 'index.js')
}

function realRow(name: string, pacing: string, outcomes: TokenOutcome[]): string {
  const sum = (f: (o: TokenOutcome) => number): number => outcomes.reduce((a, o) => a + f(o), 0)
  const slowest = Math.max(...outcomes.map(o => o.slowestMs))
  const bound = outcomes[0]?.boundMs ?? 1
  const trials = outcomes.length
  const withAny = outcomes.filter(o => o.limited + o.otherLimited > 0).length
  return `| ${name} | ${pacing} | ${sum(o => o.succeeded)} of ${trials * BASE.runs} | ${sum(o => o.limited)} of ${sum(o => o.requests)} | ${sum(o => o.otherLimited)} of ${sum(o => o.otherRequests)} | ${withAny} of ${trials} | ${s(slowest)} (${(slowest / bound).toFixed(2)}×) | ${s(sum(o => o.meanMs) / trials)} |`
}

/** Real processes: the proof (`proofTrials` of each case), then the sweep (`trials` a row, each pacing). */
export async function othersReal(trials: number, proofTrials = PROOF_TRIALS): Promise<void> {
  await othersProof(proofTrials)
  await othersSweep(trials)
}

async function othersProof(trials: number): Promise<void> {
  console.log(
    `## Another client on the token: the issue's proof (real processes, clock ×${BASE.scale}, starts over ${s(BASE.staggerMs ?? 0)}; current pacing)\n`,
  )
  console.log('| another client | trial | runs answered 429 | other client answered 429 | slowest run (× bound) |')
  console.log('|---|---|---|---|---|')
  const cases: [string, TokenTrial][] = [
    ['1/s all along', { ...BASE, otherPerSecond: 1 }],
    ['1/s from 22.5 s', { ...BASE, otherPerSecond: 1, otherFromMs: 22_500 }],
  ]
  for (const [name, trial] of cases) {
    let clean = 0
    for (let k = 1; k <= trials; k++) {
      const o = await tokenTrial(trial)
      if (o.limited === 0 && o.succeeded === trial.runs && o.slowestMs <= 1.5 * o.boundMs) clean++
      console.log(
        `| ${name} | ${k} | ${o.limited} of ${o.requests} | ${o.otherLimited} of ${o.otherRequests} | ${s(o.slowestMs)} (${(o.slowestMs / o.boundMs).toFixed(2)}×) |`,
      )
    }
    console.log(
      `\n${name}: ${clean} of ${trials} trials with every run done, none of its requests answered 429, within 1.5× the bound.\n`,
    )
  }
}

async function othersSweep(trials: number): Promise<void> {
  const today = actionAt(TODAY_REV)
  console.log(
    `## Another client on the token: the sweep (real processes, clock ×${BASE.scale}, starts over ${s(BASE.staggerMs ?? 0)}; ${trials} trial(s) a row; today = the bundle of ${TODAY_REV.slice(0, 7)})\n`,
  )
  console.log(
    '| another client | pacing | runs done | runs answered 429 | other client answered 429 | trials with a 429 | slowest run (× bound) | mean run |',
  )
  console.log('|---|---|---|---|---|---|---|---|')
  for (const otherPerSecond of OTHER_PER_SECOND) {
    for (const [pacing, bundle] of [
      ['today', today],
      ['current', undefined],
    ] as const) {
      const outcomes: TokenOutcome[] = []
      for (let k = 0; k < trials; k++) outcomes.push(await tokenTrial({ ...BASE, otherPerSecond, bundle }))
      console.log(realRow(`${otherPerSecond}/s`, pacing, outcomes))
    }
  }
}

/** The same question in the simulator: 20 seeds a row, starts spread over 1, 3 and 10 s. */
export function othersSimulated(): void {
  othersRows()
  othersCost()
}

function othersRows(): void {
  const seeds = Array.from({ length: 20 }, (_, i) => i + 1)
  const pacings: [string, Pacing][] = [
    ['today', withoutHeadroom],
    ['current', PACINGS.hinted],
    ['reference', PACINGS.reference],
  ]
  console.log(
    `\n## Another client on the token (simulated, seeds ${seeds[0]}–${seeds.at(-1)}; reference = told the other client's spending)\n`,
  )
  console.log(
    '| another client, starts over | pacing | seeds with a run answered 429 | runs answered 429 | other client answered 429 | slowest run (× bound, worst) | mean run |',
  )
  console.log('|---|---|---|---|---|---|---|')
  const rows: [string, Omit<Scenario, 'seed' | 'staggerMs'>][] = [
    ...OTHER_PER_SECOND.map((perSecond): [string, Omit<Scenario, 'seed' | 'staggerMs'>] => [
      `${perSecond}/s`,
      { runs: 16, limit: 120, jobMs: 45_000, otherPerWindow: perSecond * 60 },
    ]),
    ['1/s from 22.5 s', { runs: 16, limit: 120, jobMs: 45_000, otherPerWindow: 60, otherFromMs: 22_500 }],
    ['1/s until 22.5 s', { runs: 16, limit: 120, jobMs: 45_000, otherPerWindow: 60, otherUntilMs: 22_500 }],
  ]
  for (const [name, row] of rows) {
    for (const staggerMs of [1_000, 3_000, 10_000]) {
      for (const [pacing, fn] of pacings) {
        const outcomes = seeds.map(seed => simulate({ ...row, staggerMs, seed }, fn))
        const worst = outcomes.reduce((a, o) => (o.slowestMs / o.boundMs > a.slowestMs / a.boundMs ? o : a))
        const runs = outcomes.reduce((a, o) => a + o.runLimited, 0)
        const other = outcomes.reduce((a, o) => a + o.limited - o.runLimited, 0)
        const mean = outcomes.reduce((a, o) => a + o.meanMs, 0) / outcomes.length
        console.log(
          `| ${name}, ${s(staggerMs)} | ${pacing} | ${outcomes.filter(o => o.runLimited > 0).length} | ${runs} | ${other} | ${s(worst.slowestMs)} (${(worst.slowestMs / worst.boundMs).toFixed(2)}×) | ${s(mean)} |`,
        )
      }
    }
  }
}

/**
 * What the headroom costs where there is no other client, or one of 40 a minute: the staggered grid and the bursts
 * (bench/staggered.ts), the current pacing's slowest and mean run over today's, scenario by scenario.
 */
export function othersCost(): void {
  console.log('\n## What the headroom costs (simulated; current ÷ today, the slowest and the mean run)\n')
  console.log(
    '| scenarios | another client | count | geometric mean | worst | beyond 1.1× | runs answered 429: today → current | other client answered 429: today → current |',
  )
  console.log('|---|---|---|---|---|---|---|---|')
  const grids: [string, Omit<Scenario, 'seed'>[], number[]][] = [
    ['starts over 1–30 s', staggeredGrid(), [1, 2]],
    ['bursts (starts over 1 or 3 s)', burstGrid(), BURST_SEEDS],
  ]
  for (const [name, points, seeds] of grids) {
    for (const other of [0, 40]) {
      const v = versus(
        points.filter(p => p.otherPerWindow === other),
        seeds,
        PACINGS.hinted,
        withoutHeadroom,
      )
      console.log(
        `| ${name} | ${other}/min | ${v.scenarios} | ${v.slowest.toFixed(3)} | ${v.worst.toFixed(2)}× | ${v.beyond} | ${v.runLimited[1]} → ${v.runLimited[0]} | ${v.otherLimited[1]} → ${v.otherLimited[0]} |`,
      )
    }
  }
}
