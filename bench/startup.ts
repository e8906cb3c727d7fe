import { execFileSync } from 'node:child_process'
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BUNDLE } from '../stand-ins/runner.js'
import { runAgainst } from '../stand-ins/defaults.js'
import { StandInApi } from '../stand-ins/checkpoint-api.js'
import { exitCode, median } from './measure.js'

export interface Startup {
  bareNodeMs: number
  bareRequestMs: number
  actionMs: number
  bundleBytes: number
}

/**
 * Start-up: spawn to the first request the stand-in receives, for the bundled action and for a bare node
 * script that only sends a request, beside spawn to exit of `node -e 0`; medians of `runs` runs.
 */
export async function startup(runs: number): Promise<Startup> {
  const api = new StandInApi({ jobMs: 0 })
  await api.start()
  const bare: number[] = []
  const bareRequest: number[] = []
  const action: number[] = []
  try {
    for (let i = 0; i < runs; i++) {
      bare.push(await spawnToExit(['-e', '0']))
      bareRequest.push(await spawnToFirstRequest(api, () => spawnToExit(['-e', requestScript(api.url)])))
      action.push(await spawnToFirstRequest(api, () => runAgainst(api.url)))
    }
  } finally {
    await api.stop()
  }
  return {
    bareNodeMs: median(bare),
    bareRequestMs: median(bareRequest),
    actionMs: median(action),
    // The entry file is two lines; what node parses is the bundle every action imports.
    bundleBytes: statSync(BUNDLE).size,
  }
}

/** Each bundle's start-up, medians and ranges in ms, beside `node -e 0`'s. */
export interface StartupBeside {
  bareNodeMs: number[]
  /** By label: spawn → first request of that bundle's checkpoint, one figure a round. */
  actionMs: Record<string, number[]>
}

/**
 * The checkpoint's start-up (spawn → first request) for several bundles (each a dist/index.js), in turns within each
 * of `runs` rounds, beside `node -e 0`: `npm run bench -- --startup --baseline=REV` compares dist/ with REV's.
 */
export async function startupBeside(runs: number, bundles: Record<string, string>): Promise<StartupBeside> {
  const api = new StandInApi({ jobMs: 0 })
  await api.start()
  const result: StartupBeside = { bareNodeMs: [], actionMs: {} }
  try {
    for (let i = 0; i < runs; i++) {
      result.bareNodeMs.push(await spawnToExit(['-e', '0']))
      // The order changes each round, so that neither bundle always runs right after node's own start.
      const labels = Object.keys(bundles)
      for (const label of i % 2 ? labels.reverse() : labels)
        (result.actionMs[label] ??= []).push(
          await spawnToFirstRequest(api, () => runAgainst(api.url, {}, { bundle: bundles[label] })),
        )
    }
  } finally {
    await api.stop()
  }
  return result
}

/** REV's dist/ (`git archive`), in a folder of its own: returns its dist/ path. */
export function distAt(rev: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-at-'))
  const archive = execFileSync('git', ['archive', rev, 'dist'], { maxBuffer: 512 * 2 ** 20 })
  execFileSync('tar', ['-x', '-C', dir], { input: archive })
  return join(dir, 'dist')
}

function requestScript(url: string): string {
  return `require('http').request('${url}/api/checkpoints', { method: 'POST' }).on('error', () => {}).end('{}')`
}

async function spawnToFirstRequest(api: StandInApi, start: () => Promise<unknown>): Promise<number> {
  const before = api.requests.length
  const spawnedAt = Date.now()
  await start()
  const first = api.requests[before]
  return first ? api.startedMs + first.atMs - spawnedAt : NaN
}

async function spawnToExit(args: string[]): Promise<number> {
  const started = Date.now()
  await exitCode(process.execPath, args)
  return Date.now() - started
}
