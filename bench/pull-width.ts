/**
 * `npm run bench -- --pull-width [--latency=MS] [--files=N]`: how many downloads at once a pull needs. pull-files'
 * own writer (src/pulling/write-plan.ts, in this process, over the real API client and request gate) pulls the same
 * `files` scripts into an empty folder from a stand-in that holds every answer `latency` ms (a round trip), at 1, 2,
 * 4, 8, 16 and 32 downloads at once, each twice in turns. It prints the times, the speed-up over one at a time and
 * the most requests the stand-in saw at once; it never fails on a time.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readAssets } from '../src/api/read-assets.js'
import { planPull } from '../src/pulling/plan.js'
import { DOWNLOADS_AT_ONCE, type PullContext, writePull } from '../src/pulling/write-plan.js'
import { stepAssetsApi } from '../src/retrying/retrying-api.js'
import { Traffic } from '../src/traffic/traffic.js'
import { StandInApi } from '../stand-ins/checkpoint-api.js'
import { TEST_TOKEN } from '../stand-ins/defaults.js'

const MAIN = 'main-branch-id'
const WIDTHS = [1, 2, 4, 8, 16, 32]

async function pullOnce(api: StandInApi, width: number): Promise<{ ms: number; files: number; most: number }> {
  const workspace = mkdtempSync(join(tmpdir(), 'bench-width-'))
  const root = join(workspace, 'scripts')
  const signal = new AbortController().signal
  const log = { warning: (): void => undefined, info: (): void => undefined }
  const { assets } = stepAssetsApi({ baseUrl: api.url, accessToken: TEST_TOKEN }, new Traffic(), log)
  let flying = 0
  let most = 0
  const started = performance.now()
  try {
    const listed = await readAssets(assets, 1234, MAIN, signal)
    const plan = planPull(listed.assets, [], [], { deleteExtras: false, isExcluded: () => false })
    // The same client, counting the downloads in flight.
    const counted: PullContext['api'] = {
      assetFile: async (...args) => {
        most = Math.max(most, ++flying)
        try {
          return await assets.assetFile(...args)
        } finally {
          flying--
        }
      },
    }
    const { changes } = await writePull(plan, {
      api: counted,
      branchId: MAIN,
      root,
      workspace,
      signal,
      reread: async again => (await readAssets(assets, 1234, MAIN, again)).assets,
      changed: () => undefined,
      warn: () => undefined,
      baseText: () => Promise.reject(new Error('no repository')),
      downloadsAtOnce: width,
    })
    return { ms: performance.now() - started, files: changes.length, most }
  } finally {
    rmSync(workspace, { recursive: true, force: true })
  }
}

export async function pullWidthBench({ latencyMs, files }: { latencyMs: number; files: number }): Promise<void> {
  const api = new StandInApi({ token: TEST_TOKEN, latencyMs })
  const scripts = api.assets.add(MAIN, { name: 'scripts' })
  for (let i = 0; i < files; i++) {
    api.assets.add(MAIN, { name: `f${i}.js`, text: `// ${i}\n${'x'.repeat(2_000)}\n`, parent: scripts.id })
  }
  await api.start()
  try {
    const runs = new Map<number, { ms: number[]; most: number; files: number }>()
    for (let round = 0; round < 2; round++) {
      for (const width of WIDTHS) {
        const { ms, files: pulled, most } = await pullOnce(api, width)
        const seen = runs.get(width) ?? { ms: [], most: 0, files: pulled }
        seen.ms.push(ms)
        seen.most = Math.max(seen.most, most)
        runs.set(width, seen)
      }
    }
    const best = (width: number): number => Math.min(...(runs.get(width)?.ms ?? [Infinity]))
    console.log(`\n${files} scripts into an empty folder, each answer held ${latencyMs} ms; two rounds in turns\n`)
    console.log('| downloads at once | round 1 | round 2 | vs one at a time | most in flight | files |')
    console.log('|---|---|---|---|---|---|')
    for (const [width, { ms, most, files: pulled }] of runs) {
      const mark = width === DOWNLOADS_AT_ONCE ? ' (the default)' : ''
      console.log(
        `| ${width}${mark} | ${ms.map(m => `${(m / 1000).toFixed(2)} s`).join(' | ')} | ${(best(1) / best(width)).toFixed(1)}× | ${most} | ${pulled} |`,
      )
    }
  } finally {
    await api.stop()
  }
}
