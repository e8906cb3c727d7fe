import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { StandInApi } from '../stand-ins/checkpoint-api.js'
import { TEST_TOKEN, runDownloadApp } from '../stand-ins/defaults.js'

/**
 * A matrix of builds on one token's strict class (builds and archives: 5 a minute on a free token): every run at once,
 * as real processes. The earliest the class allows the last run to be done: its create in the last window the creates
 * need (ceil(runs / limit) windows), then the job.
 */
export interface StrictFigures {
  runs: number
  limit: number
  windowMs: number
  jobMs: number
  green: number
  /** 429s each run was told. */
  limitedPerRun: number[]
  /** From the first create to the last run's exit. */
  lastDoneMs: number
  earliestMs: number
}

export async function strictMatrix(
  runs: number,
  limit: number,
  windowMs: number,
  jobMs: number,
): Promise<StrictFigures> {
  const api = new StandInApi({ token: TEST_TOKEN, jobMs, strictRateLimit: { limit, windowMs } })
  await api.start()
  const root = mkdtempSync(join(tmpdir(), 'bench-strict-'))
  try {
    const results = await Promise.all(
      Array.from({ length: runs }, (_, i) => {
        const workspace = join(root, `w${i}`)
        mkdirSync(workspace)
        return runDownloadApp(api.url, { timeout: '600' }, { workspace, runnerTemp: workspace }).then(result => ({
          result,
          endedAt: Date.now(),
        }))
      }),
    )
    const creates = api.requests.filter(r => r.path === '/api/apps/download')
    const firstCreateAt = api.startedMs + (creates[0]?.atMs ?? 0)
    return {
      runs,
      limit,
      windowMs,
      jobMs,
      green: results.filter(r => r.result.code === 0).length,
      limitedPerRun: results.map(r => (r.result.stdout.match(/Rate limited \(429\)/g) ?? []).length),
      lastDoneMs: Math.max(...results.map(r => r.endedAt)) - firstCreateAt,
      earliestMs: (Math.ceil(runs / limit) - 1) * windowMs + jobMs,
    }
  } finally {
    await api.stop()
    rmSync(root, { recursive: true, force: true })
  }
}

export function printStrict(f: StrictFigures): void {
  const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`
  const ratio = f.lastDoneMs / f.earliestMs
  console.log(
    `\n## A matrix of builds on the strict class (${f.runs} runs at once, ${f.limit} a ${s(f.windowMs)} window, ${s(f.jobMs)} jobs)\n`,
  )
  console.log(
    '| runs green | most 429s in a run | 429s in all | last done (from the first create) | earliest the class allows | ratio |',
  )
  console.log('|---|---|---|---|---|---|')
  const most = Math.max(...f.limitedPerRun)
  const all = f.limitedPerRun.reduce((a, b) => a + b, 0)
  console.log(
    `| ${f.green}/${f.runs} | ${most} ${most <= 1 ? '✓' : '✗'} ≤ 1 | ${all} | ${s(f.lastDoneMs)} | ${s(f.earliestMs)} | ${ratio.toFixed(2)}× ${ratio <= 1.3 ? '✓' : '✗'} ≤ 1.3× |`,
  )
}
