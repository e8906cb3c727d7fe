import { statSync } from 'node:fs'
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
