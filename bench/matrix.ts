/**
 * `npm run bench -- --matrix [--baseline=REV] [--long] [--only=TEXT]`: runs of the action sharing one token at the real
 * 60-second shape, as real processes against the stand-in's fixed-window limiter, for the baseline pacing (the
 * bundle committed at REV) and the current one (dist/index.js) side by side. It takes minutes; it prints figures and
 * never fails on a time. `npm run simulate` is the same question in virtual time. --only keeps the scenarios whose
 * name contains TEXT.
 */
import { execFileSync } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEST_TOKEN, runAgainst } from '../stand-ins/defaults.js'
import { StandInApi } from '../stand-ins/checkpoint-api.js'

/** The last commit whose bundle paced by the 5-second toy limit. */
export const BASELINE_REV = 'b70cabd'

export interface MatrixScenario {
  name: string
  runs: number
  limit: number
  windowMs?: number
  jobMs: number
  /** Another tool's requests per second on the same token. */
  otherPerSecond?: number
  /** When set, the creates are in a class of their own with this limit per window. */
  createLimit?: number
  /** Runs start spread evenly over this long, as a real matrix's runners do (default: all at once). */
  staggerMs?: number
  /** What each run is told by `parallel-runs` (default: `runs`, as a runner reads it from the strategy context). */
  parallelRuns?: number
}

export const MATRIX: MatrixScenario[] = [
  { name: '1 run, 240/min, 20 s job', runs: 1, limit: 240, jobMs: 20_000 },
  { name: '10 runs, 120/min, 20 s jobs', runs: 10, limit: 120, jobMs: 20_000 },
  { name: '24 runs, 240/min, 15 s jobs', runs: 24, limit: 240, jobMs: 15_000 },
  { name: '30 runs, 240/min, 10 s jobs', runs: 30, limit: 240, jobMs: 10_000 },
  { name: '50 runs, 120/min, 5 s jobs', runs: 50, limit: 120, jobMs: 5_000 },
  { name: '5 runs, 240/min + a tool at 2 req/s, 30 s jobs', runs: 5, limit: 240, jobMs: 30_000, otherPerSecond: 2 },
  { name: '10 runs, 120/min + a tool at 30/min, 20 s jobs', runs: 10, limit: 120, jobMs: 20_000, otherPerSecond: 0.5 },
  { name: '24 runs, 30 per 5 s, 1.5 s jobs', runs: 24, limit: 30, windowMs: 5_000, jobMs: 1_500 },
  { name: '40 runs, 240/min, 8 s jobs', runs: 40, limit: 240, jobMs: 8_000 },
  { name: '40 runs, 240/min, 8 s jobs, creates 60/min', runs: 40, limit: 240, jobMs: 8_000, createLimit: 60 },
  { name: '24 runs, 120/min, 10 s jobs, starts over 10 s', runs: 24, limit: 120, jobMs: 10_000, staggerMs: 10_000 },
  { name: '40 runs, 240/min, 10 s jobs, starts over 30 s', runs: 40, limit: 240, jobMs: 10_000, staggerMs: 30_000 },
  {
    name: '12 runs, 120/min, 2 s jobs, told 60 (a step under if:)',
    runs: 12,
    limit: 120,
    jobMs: 2_000,
    parallelRuns: 60,
  },
]
const LONG: MatrixScenario = { name: '1 run, 240/min, 3 min job', runs: 1, limit: 240, jobMs: 180_000 }

export interface MatrixOutcome {
  succeeded: number
  requests: number
  limited: number
  slowestMs: number
  meanMs: number
  boundMs: number
}

/**
 * Runs the scenario's processes; each is told the matrix's size (`parallel-runs`) as a runner evaluates the input's
 * default from the strategy context, unless `parallelRuns` says otherwise (1: not told).
 */
export async function runScenario(
  scenario: MatrixScenario,
  bundle?: string,
  parallelRuns = scenario.parallelRuns ?? scenario.runs,
): Promise<MatrixOutcome> {
  const { runs, limit, windowMs = 60_000, jobMs, otherPerSecond = 0, createLimit, staggerMs = 0 } = scenario
  const createRateLimit = createLimit ? { limit: createLimit, windowMs } : undefined
  const api = new StandInApi({ token: TEST_TOKEN, jobMs, rateLimit: { limit, windowMs }, createRateLimit })
  await api.start()
  let other: NodeJS.Timeout | undefined
  try {
    if (otherPerSecond > 0) {
      // Another tool on the same token: a request at a steady pace, whatever it is answered.
      const send = (): void =>
        void fetch(`${api.url}/api/other`, { headers: { authorization: `Bearer ${TEST_TOKEN}` } })
      other = setInterval(send, 1000 / otherPerSecond)
    }
    // Each run's time is from its own start; with a stagger, run i starts i/runs of the way through it.
    const results = await Promise.all(
      Array.from({ length: runs }, async (_, i) => {
        await sleep((staggerMs * i) / runs)
        // Told the truth: the matrix's strategy context, the default evaluated as a runner does; else `with:`.
        const strategy = { jobTotal: runs, maxParallel: runs, jobIndex: i }
        if (parallelRuns === runs) return runAgainst(api.url, { timeout: '600' }, { bundle, strategy })
        return runAgainst(api.url, { timeout: '600', 'parallel-runs': String(parallelRuns) }, { bundle, strategy })
      }),
    )
    const ours = api.requests.filter(r => !r.path.startsWith('/api/other'))
    const times = results.map(r => r.elapsedMs)
    const minimum = 2 * runs
    const budget = Math.max(1, limit - otherPerSecond * (windowMs / 1000))
    return {
      succeeded: results.filter(r => r.code === 0).length,
      requests: ours.length,
      limited: ours.filter(r => r.status === 429).length,
      slowestMs: Math.max(...times),
      meanMs: times.reduce((a, b) => a + b, 0) / runs,
      boundMs: (Math.ceil(minimum / budget) - 1) * windowMs + jobMs,
    }
  } finally {
    clearInterval(other)
    await api.stop()
  }
}

/** The bundle committed at `rev`, written where it can run (it is self-contained). */
export function bundleAt(rev: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'checkpoint-baseline-')), 'index.js')
  writeFileSync(file, execFileSync('git', ['show', `${rev}:dist/index.js`], { maxBuffer: 64 * 2 ** 20 }))
  return file
}

export async function matrix(options: { baseline?: string; long?: boolean; only?: string }): Promise<void> {
  const rev = options.baseline ?? BASELINE_REV
  const baseline = bundleAt(rev)
  const all = options.long ? [...MATRIX, LONG] : MATRIX
  const scenarios = all.filter(scenario => scenario.name.includes(options.only ?? ''))
  const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`
  console.log(`## Runs sharing one token (real processes; baseline = the bundle at ${rev})\n`)
  console.log('| scenario | pacing | runs succeeded | requests | answered 429 | slowest run (× bound) | mean run |')
  console.log('|---|---|---|---|---|---|---|')
  for (const scenario of scenarios) {
    // Where the matrix's size matters (staggered starts, a count too large): the current bundle not told it beside.
    const told = scenario.parallelRuns ?? scenario.runs
    const notTold = scenario.staggerMs || told !== scenario.runs
    const pacings: [string, string | undefined, number][] = [
      ['baseline', baseline, told],
      ...(notTold ? [['current, not told the size', undefined, 1] as [string, undefined, number]] : []),
      ['current', undefined, told],
    ]
    for (const [pacing, bundle, parallelRuns] of pacings) {
      const o = await runScenario(scenario, bundle, parallelRuns)
      const share = ((100 * o.limited) / Math.max(1, o.requests)).toFixed(1)
      console.log(
        `| ${scenario.name} | ${pacing} | ${o.succeeded}/${scenario.runs} | ${o.requests} | ${o.limited} (${share} %) | ${s(o.slowestMs)} (${(o.slowestMs / o.boundMs).toFixed(2)}×) | ${s(o.meanMs)} |`,
      )
    }
  }
}
