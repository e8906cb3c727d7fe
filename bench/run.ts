/**
 * `npm run bench [-- --quick | --durations=0.7,40 | --matrix [--only=TEXT] | --download [--download-mb=410] | --strict |
 * --full-disk [--baseline=REV] | --push [--window-s=15] | --pull [--quick] [--latency=MS] [--files=N,N] | --pull-width [--latency=MS] [--files=N] | --history [--quick] |
 * --verify [--quick] | --verify --heavy [--quick] [--baseline=REV] | --playable [--quick] [--only=esm] | --fit [--quick] [--textures=N] [--baseline=REV] | --startup [--baseline=REV] | --others [--trials=2]]`: start-up, completion detection and the shared rate limit, each beside
 * the loops people write by hand, in one run on loopback (`--push`, `--pull`: the file actions beside the service's own
 * sync tool, bench/push.ts and bench/pull.ts; `--history`: git's history read for them, beside git alone,
 * bench/history.ts; `--verify`: verify-app beside a bare headless screenshot of the same page, bench/verify.ts, and
 * `--verify --heavy`: the same on a heavy game, with what its frame costs, bench/verify-heavy.ts;
 * `--playable`: the playable action on a 100 MB build beside base64 of the same bytes, bench/playable.ts;
 * `--fit`: the playable action's `fit: true` on a 29 MB photo build beside ImageMagick and lame at its settings,
 * bench/fit.ts; `--startup [--baseline=REV]`: the checkpoint's start-up alone, beside REV's dist/ in turns;
 * `--others [--trials=N]`: 16 runs and another client on one token, the 5 trials, then the sweep of the
 * client's rate with today's pacing beside the current one, N trials a row, bench/shared-token.ts, which the default
 * run prints last). It prints figures and targets; it never fails on a time.
 */
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { TEST_TOKEN, runAgainst } from '../stand-ins/defaults.js'
import { StandInApi } from '../stand-ins/checkpoint-api.js'
import { type Trial, median, trial } from './measure.js'
import { matrix } from './matrix.js'
import { downloadBench, printDownload } from './download.js'
import { printStrict, strictMatrix } from './strict.js'
import { sharedLimit } from './ratelimit.js'
import { fullDisk } from './full-disk.js'
import { distAt, startup, startupBeside } from './startup.js'
import { pushBench } from './push.js'
import { pullBench } from './pull.js'
import { pullWidthBench } from './pull-width.js'
import { historyBench } from './history.js'
import { verifyBench } from './verify.js'
import { verifyHeavyBench } from './verify-heavy.js'
import { playableBench } from './playable.js'
import { fitBench } from './fit.js'
import { othersReal, othersSimulated } from './shared-token.js'

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    durations: { type: 'string' },
    matrix: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    long: { type: 'boolean', default: false },
    only: { type: 'string' },
    download: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    'full-disk': { type: 'boolean', default: false },
    'download-mb': { type: 'string', default: '410' },
    push: { type: 'boolean', default: false },
    pull: { type: 'boolean', default: false },
    'pull-width': { type: 'boolean', default: false },
    files: { type: 'string' },
    history: { type: 'boolean', default: false },
    verify: { type: 'boolean', default: false },
    heavy: { type: 'boolean', default: false },
    playable: { type: 'boolean', default: false },
    fit: { type: 'boolean', default: false },
    textures: { type: 'string' },
    startup: { type: 'boolean', default: false },
    others: { type: 'boolean', default: false },
    trials: { type: 'string', default: '2' },
    'window-s': { type: 'string', default: '15' },
    // Milliseconds the pull bench's stand-in waits before each answer: a round trip, as over a real network.
    latency: { type: 'string', default: '0' },
  },
})
if (options['full-disk']) {
  await fullDisk(options.baseline ?? 'bb67ace')
  process.exit(0)
}
if (options.push) {
  await pushBench({ windowS: Number(options['window-s']), quick: options.quick })
  process.exit(0)
}
if (options.pull) {
  const counts = options.files?.split(',').map(Number)
  await pullBench({ quick: options.quick, latencyMs: Number(options.latency), counts })
  process.exit(0)
}
if (options['pull-width']) {
  await pullWidthBench({ latencyMs: Number(options.latency), files: Number(options.files ?? '600') })
  process.exit(0)
}
if (options.history) {
  await historyBench({ quick: options.quick })
  process.exit(0)
}
if (options.verify && options.heavy) {
  await verifyHeavyBench({ runs: options.quick ? 1 : 3, baseline: options.baseline })
  process.exit(0)
}
if (options.verify) {
  await verifyBench({ runs: options.quick ? 2 : 5 })
  process.exit(0)
}
if (options.playable) {
  await playableBench({ quick: options.quick, onlyModules: options.only === 'esm' })
  process.exit(0)
}
if (options.fit) {
  await fitBench({
    quick: options.quick,
    ...(options.textures ? { textures: Number(options.textures) } : {}),
    ...(options.baseline ? { baseline: options.baseline } : {}),
  })
  process.exit(0)
}
if (options.startup) {
  await startupTable(options.baseline, options.quick ? 5 : 15)
  process.exit(0)
}
if (options.others) {
  await othersReal(Number(options.trials))
  othersSimulated()
  process.exit(0)
}
if (options.strict) {
  printStrict(await strictMatrix(8, 5, 60_000, 10_000))
  process.exit(0)
}
if (options.download) {
  printDownload(await downloadBench(Number(options['download-mb']), options.quick ? 1 : 3))
  process.exit(0)
}
if (options.matrix) {
  await matrix({ baseline: options.baseline, long: options.long, only: options.only })
  process.exit(0)
}

const quick = options.quick
const chosen = options.durations
const DURATIONS_S = chosen
  ? chosen.split(',').map(Number)
  : quick
    ? [0.7, 1.6, 3.3, 7.5, 16]
    : [0.7, 1.6, 3.3, 7.5, 16, 40, 180]
const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`
const mark = (ok: boolean): string => (ok ? '✓' : '✗')

console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}\n`,
)

const up = await startup(quick ? 5 : 9)
console.log('## Start-up (median)\n')
console.log('| | spawn → first request | over bare node |')
console.log('|---|---|---|')
console.log(`| \`node -e 0\` (spawn → exit) | ${up.bareNodeMs} ms | — |`)
console.log(`| bare node sending one request | ${up.bareRequestMs} ms | ${up.bareRequestMs - up.bareNodeMs} ms |`)
console.log(
  `| the action (dist/index.js importing dist/actions/index.js, ${(up.bundleBytes / 1024).toFixed(0)} KiB) | ${up.actionMs} ms | ${up.actionMs - up.bareNodeMs} ms ${mark(up.actionMs - up.bareNodeMs <= 50)} ≤ 50 ms |`,
)

// Cancellation: SIGINT while the job runs, to the process's exit; and a 1 s timeout, spawn to exit.
const cancelApi = new StandInApi({ token: TEST_TOKEN, jobMs: 60_000 })
await cancelApi.start()
const afterMs = 1_000
const cancels: number[] = []
const timeouts: number[] = []
for (let i = 0; i < 5; i++) {
  cancels.push((await runAgainst(cancelApi.url, {}, { signal: { name: 'SIGINT', afterMs } })).elapsedMs - afterMs)
  timeouts.push((await runAgainst(cancelApi.url, { timeout: '1' })).elapsedMs)
}
await cancelApi.stop()
console.log('\n## Stopping (median of 5)\n')
console.log('| | time |')
console.log('|---|---|')
console.log(`| SIGINT → exit (job still running) | ${median(cancels)} ms ${mark(median(cancels) <= 1000)} ≤ 1 s |`)
console.log(`| \`timeout: 1\` → exit, from spawn | ${median(timeouts)} ms |`)

console.log('\n## Completion detection (lateness: job end → first answer saying so; requests: all sent)\n')
console.log(
  '| job | action late | action requests | 1 s loop late | 1 s loop requests | 5 s curl+jq late | 5 s loop requests | targets |',
)
console.log('|---|---|---|---|---|---|---|---|')
// Every duration and client runs at once, each against its own stand-in, so the sweep takes as long as its longest job.
const sweep = await Promise.all(
  DURATIONS_S.map(async seconds => {
    const options = { jobMs: seconds * 1000 }
    const [action, loop1, loop5] = await Promise.all([
      trial({ kind: 'action' }, options),
      trial({ kind: 'loop', intervalSeconds: 1 }, options),
      trial({ kind: 'loop', intervalSeconds: 5 }, options),
    ])
    return { seconds, action, loop1, loop5 }
  }),
)
for (const { seconds, action, loop1, loop5 } of sweep) {
  const cell = (t: Trial): string => (t.ok ? s(t.lateMs) : 'failed')
  const targets = [
    `${mark(action.lateMs <= Math.max(300, seconds * 250))} ≤ max(0.3 s, 25 %)`,
    seconds <= 3.3 ? `${mark(action.lateMs * 3 <= loop5.lateMs)} 3× sooner than 5 s loop` : '',
    seconds === 40 ? `${mark(action.requests <= 0.6 * loop1.requests)} ≤ 60 % of 1 s loop's requests` : '',
    seconds >= 120 ? `${mark(action.requests < loop5.requests)} fewer requests than 5 s loop` : '',
  ].filter(Boolean)
  console.log(
    `| ${seconds} s | ${cell(action)} | ${action.requests} | ${cell(loop1)} | ${loop1.requests} | ${cell(loop5)} | ${loop5.requests} | ${targets.join('; ')} |`,
  )
}

const shared = await sharedLimit(24, 30, 5_000, 1_500)
console.log('\n## Shared rate limit (24 runs at once, one token, 30 requests per 5 s, 1.5 s jobs)\n')
console.log('| runs succeeded | requests | minimum | ratio | answered 429 | last run done | bound from the limit |')
console.log('|---|---|---|---|---|---|---|')
console.log(
  `| ${shared.succeeded}/${shared.runs} | ${shared.requests} | ${shared.minimum} | ${(shared.requests / shared.minimum).toFixed(2)}× ${mark(shared.requests <= 1.5 * shared.minimum)} ≤ 1.5× | ${shared.limited} | ${s(shared.lastDoneMs)} | ≥ ${s(shared.boundMs)} |`,
)
console.log(`\n${median(sweep.map(r => r.action.lateMs)).toFixed(0)} ms median lateness of the action over the sweep.`)

console.log('')
await othersReal(quick ? 1 : Number(options.trials), quick ? 1 : undefined)
othersSimulated()

/** `--startup [--baseline=REV]`: the checkpoint's spawn → first request for dist/ (and REV's dist/), in turns. */
async function startupTable(baseline: string | undefined, runs: number): Promise<void> {
  const bundles: Record<string, string> = {}
  const extracted = baseline ? distAt(baseline) : undefined
  if (extracted && baseline) bundles[baseline] = join(extracted, 'index.js')
  // A copy, as REV's is: a rebuild of dist/ while the runs go on (npm test bundles first) does not touch it.
  const copy = mkdtempSync(join(tmpdir(), 'dist-now-'))
  cpSync('dist', join(copy, 'dist'), { recursive: true })
  bundles['dist/ now'] = join(copy, 'dist', 'index.js')
  // Sized before the runs: a rebuild of dist/ while they run shows as failed runs (NaN), not as another bundle's size.
  const sizes = Object.fromEntries(
    Object.entries(bundles).map(([label, entry]) => [label, statSync(join(entry, '..', 'actions', 'index.js')).size]),
  )
  try {
    const up = await startupBeside(runs, bundles)
    const bare = median(up.bareNodeMs)
    console.log(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()
        .map(n => n.toFixed(1))
        .join(' ')}, node ${process.version}\n`,
    )
    console.log(`## The checkpoint's start-up: spawn → first request (${runs} rounds, bundles in turns)\n`)
    console.log('| bundle | dist/actions/index.js | median (min–max) | over bare node |')
    console.log('|---|---|---|---|')
    const range = (ms: number[]): string => `${median(ms)} ms (${Math.min(...ms)}–${Math.max(...ms)})`
    console.log(`| \`node -e 0\` (spawn → exit) | — | ${range(up.bareNodeMs)} | — |`)
    for (const [label, ms] of Object.entries(up.actionMs)) {
      const over = median(ms) - bare
      console.log(
        `| ${label} | ${((sizes[label] ?? NaN) / 1024).toFixed(0)} KiB | ${range(ms)} | ${over} ms ${over <= 150 ? '✓' : '✗'} ≤ 150 ms |`,
      )
    }
  } finally {
    if (extracted) rmSync(join(extracted, '..'), { recursive: true, force: true })
    rmSync(copy, { recursive: true, force: true })
  }
}
