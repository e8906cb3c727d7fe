/**
 * A matrix of checkpoint runs and another client on one token, as real processes against the stand-in's fixed window,
 * in scaled time: every process (the stand-in and its other client in token-host.ts, and each run) reads one
 * clock running `scale` times as fast from a shared origin (scaled-clock.mjs), so that a minute's window and
 * 45 s jobs take seconds, and the runs start together once all are loaded (start-together.mjs). The e2e test
 * (__tests__/e2e/shared-token.test.ts) and `npm run bench` (bench/shared-token.ts) run it.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { runAgainst } from './defaults.js'
import { BUNDLE } from './runner.js'
import type { HostOptions, HostReport } from './token-host.js'

const here = dirname(fileURLToPath(import.meta.url))
const SCALED_CLOCK = join(here, 'scaled-clock.mjs')
const START_TOGETHER = join(here, 'start-together.mjs')
const WINDOW_MS = 60_000

export interface TokenTrial {
  runs: number
  /** Requests a minute (the normal class: 120 on a free token). */
  limit: number
  jobMs: number
  /** Another client on the token, requests a second (0: none), from and until these times after the runs start. */
  otherPerSecond: number
  otherFromMs?: number
  otherUntilMs?: number
  /** Run i of n starts i/n of this after the first (scaled ms), as a matrix's runners start unevenly; default 0. */
  staggerMs?: number
  /** How much faster than real time every process's clock runs. */
  scale: number
  /** Another build of the checkpoint action (its entry; the bundle it imports beside it), e.g. today's pacing. */
  bundle?: string
  /** Run with debug logging, and keep each run's log (what it read and why it waited) in the outcome. */
  debug?: boolean
}

export interface TokenOutcome {
  succeeded: number
  /** The runs' requests, and how many of them were answered 429. */
  requests: number
  limited: number
  /** The other client's requests, and how many of them were answered 429. */
  otherRequests: number
  otherLimited: number
  /** From each run's create to the answer that told it its job was done (scaled ms). */
  slowestMs: number
  meanMs: number
  /** The earliest the last run could be done (bench/matrix.ts): the job, after the windows the runs' requests need. */
  boundMs: number
  /** From the first run's create to the last's, as the stand-in saw them (scaled ms). */
  startSpreadMs: number
  /** With `debug`: each run's debug lines of pacing and 429s. */
  logs?: string[]
}

/** One trial: the runs (each told the matrix's size, as a runner tells it) and the other client, until every run ends. */
export async function tokenTrial(trial: TokenTrial): Promise<TokenOutcome> {
  const { runs, limit, jobMs, otherPerSecond, scale } = trial
  const origin = Date.now()
  const scaledNow = (): number => origin + (Date.now() - origin) * scale
  const clock = { CLOCK_SCALE: String(scale), CLOCK_ORIGIN: String(origin) }
  const options: HostOptions = {
    jobMs,
    limit,
    other: { perSecond: otherPerSecond, fromMs: trial.otherFromMs, untilMs: trial.otherUntilMs },
  }
  const host = spawn(
    process.execPath,
    ['--import', 'tsx', `--import=${SCALED_CLOCK}`, join(here, 'token-host.ts'), JSON.stringify(options)],
    { env: { ...process.env, ...clock }, stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const lines = createInterface({ input: host.stdout })[Symbol.asyncIterator]()
  const next = async (): Promise<string> => {
    const line = await lines.next()
    if (line.done) throw new Error('the token host ended early')
    return line.value
  }
  const startDir = mkdtempSync(join(tmpdir(), 'shared-token-'))
  try {
    const { url } = JSON.parse(await next()) as { url: string }
    const preload = trial.bundle ? join(dirname(trial.bundle), 'actions', 'index.js') : BUNDLE
    const env = {
      ...clock,
      ...(trial.debug ? { RUNNER_DEBUG: '1' } : {}),
      NODE_OPTIONS: `--import=${SCALED_CLOCK} --import=${START_TOGETHER}`,
      START_DIR: startDir,
      START_PRELOAD: preload,
    }
    let ended = 0
    const running = Array.from({ length: runs }, (_, jobIndex) =>
      runAgainst(
        url,
        { timeout: '900' },
        {
          env: { ...env, START_OFFSET_MS: String(((trial.staggerMs ?? 0) * jobIndex) / runs) },
          bundle: trial.bundle,
          strategy: { jobTotal: runs, maxParallel: runs, jobIndex },
        },
      ).finally(() => ended++),
    )
    // Every run loaded (or one already ended: then the trial goes on, and fails on it), then all go at once.
    while (readdirSync(startDir).length < runs && ended === 0) await sleep(50)
    const startAtMs = scaledNow() + 200 * scale
    host.stdin.write(`start ${startAtMs}\n`)
    writeFileSync(join(startDir, 'go.next'), String(startAtMs))
    renameSync(join(startDir, 'go.next'), join(startDir, 'go'))
    const results = await Promise.all(running)
    host.stdin.write('stop\n')
    const report = JSON.parse(await next()) as HostReport
    await once(host, 'exit')
    const done = outcome(trial, report, results.filter(r => r.code === 0).length)
    if (!trial.debug) return done
    const waits = (stdout: string): string =>
      stdout
        .split('\n')
        .filter(line => /Waiting|429/.test(line))
        .join('\n')
    return { ...done, logs: results.map(r => waits(r.stdout)) }
  } finally {
    host.kill()
    rmSync(startDir, { recursive: true, force: true })
  }
}

function outcome(trial: TokenTrial, report: HostReport, succeeded: number): TokenOutcome {
  const ours = report.requests.filter(r => !r.path.startsWith('/api/other'))
  const other = report.requests.filter(r => r.path.startsWith('/api/other'))
  const creates = ours.filter(r => r.method === 'POST').map(r => r.atMs)
  const times = report.jobs.map(job => (job.firstSeenDoneAtMs ?? Infinity) - job.createdAtMs)
  const budget = Math.max(1, trial.limit - trial.otherPerSecond * (WINDOW_MS / 1000))
  return {
    succeeded,
    requests: ours.length,
    limited: ours.filter(r => r.status === 429).length,
    otherRequests: other.length,
    otherLimited: other.filter(r => r.status === 429).length,
    slowestMs: Math.max(...times),
    meanMs: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    boundMs: (Math.ceil((2 * trial.runs) / budget) - 1) * WINDOW_MS + trial.jobMs,
    startSpreadMs: Math.max(...creates) - Math.min(...creates),
  }
}
