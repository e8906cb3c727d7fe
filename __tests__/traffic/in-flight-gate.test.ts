import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { Asset, AssetPage } from '../../src/api/assets.js'
import type { AssetFilesApi, AssetsApi, FileSink, ServiceApi } from '../../src/api/client.js'
import { ApiError } from '../../src/errors.js'
import { RetryingApi, RetryingAssetsApi } from '../../src/retrying/retrying-api.js'
import { MAX_REQUESTS_PER_MINUTE, Traffic } from '../../src/traffic/traffic.js'
import type { Route } from '../../src/traffic/rate-windows.js'

// The request gate with several requests in flight at once, in virtual time: whatever order the answers come in, no
// window ever holds more than it allows, because a request counts from the moment it passes the gate.

const N = 8
const MINUTE_MS = 60_000

/** Virtual time: every sleep is queued, and the clock moves to the next one only once nothing else can run. */
function virtualTime(): {
  clock: () => number
  sleep: (ms: number) => Promise<void>
  run: <T>(w: Promise<T>) => Promise<T>
} {
  let now = 0
  let order = 0
  const timers: { at: number; order: number; wake: () => void }[] = []
  const sleep = (ms: number): Promise<void> =>
    new Promise(wake => void timers.push({ at: now + Math.max(0, ms), order: order++, wake }))
  async function run<T>(work: Promise<T>): Promise<T> {
    let settled = false
    work.then(
      () => (settled = true),
      () => (settled = true),
    )
    for (;;) {
      // Every promise ready to go on goes on before the clock moves.
      await new Promise(resolve => setImmediate(resolve))
      if (settled) return work
      timers.sort((a, b) => a.at - b.at || a.order - b.order)
      const next = timers.shift()
      if (!next) throw new Error('stuck: nothing to wait for')
      now = Math.max(now, next.at)
      next.wake()
    }
  }
  return { clock: () => now, sleep, run }
}

const quiet = { warning: () => undefined, info: () => undefined }
const live = new AbortController().signal
const notUsed = (): Promise<never> => Promise.reject(new Error('not used'))
const asset: Asset = { id: 1, name: 'a.js', type: 'script', parent: null, size: 1 }

/** `N` callers at once, each sending `each` requests through `send` one after another. */
async function crowd(each: number, send: () => Promise<unknown>): Promise<void> {
  await Promise.all(
    Array.from({ length: N }, async () => {
      for (let i = 0; i < each; i++) await send()
    }),
  )
}

/**
 * An asset API over virtual time: each request lasts the next of `tookMs` (in turn), is recorded as the client records
 * it (when it went, once answered) and its start noted; `answer` says what a file read answers when it arrives.
 */
function server(
  traffic: Traffic,
  time: ReturnType<typeof virtualTime>,
  tookMs: readonly number[],
  answer: (nowMs: number) => {
    reading?: { limit: number; remaining: number; resetAtMs: number; seenAtMs: number }
    error?: Error
  } = () => ({}),
): ServiceApi & AssetsApi & AssetFilesApi & { started: number[]; most: number } {
  let flying = 0
  const request = async <T>(route: Route, value: T): Promise<T> => {
    const atMs = time.clock()
    fake.started.push(atMs)
    fake.most = Math.max(fake.most, ++flying)
    const { reading, error } = route === 'asset-file' ? answer(atMs) : {}
    await time.sleep(tookMs[fake.started.length % tookMs.length] as number)
    flying--
    const outcome = error instanceof ApiError ? error.status : 200
    traffic.record({ route, what: route, atMs, tookMs: time.clock() - atMs, outcome, reading })
    if (error) throw error
    return value
  }
  const page: AssetPage = { assets: [], unreadable: 0, entries: 0 }
  const fake = {
    started: [] as number[],
    most: 0,
    listBranches: notUsed,
    listScenes: notUsed,
    startJob: notUsed,
    getJob: notUsed,
    createBranch: notUsed,
    listAssets: () => request('assets', page),
    createAsset: notUsed,
    updateAsset: notUsed,
    deleteAsset: notUsed,
    assetFile: <T>(_a: Asset, _b: string, _m: number, sink: FileSink<T>, signal: AbortSignal) =>
      request('asset-file', undefined).then(() => sink((async function* () {})(), signal)),
  }
  return fake
}

/** The most requests that went in any minute, counted from each request's start. */
function busiestMinute(started: readonly number[]): number {
  return Math.max(...started.map(at => started.filter(t => t > at - MINUTE_MS && t <= at).length))
}

const latencies = fc.array(fc.integer({ min: 1, max: 4_000 }), { minLength: 1, maxLength: 40 })

describe('the request gate, with requests in flight', () => {
  it(`lets no minute hold more than ${MAX_REQUESTS_PER_MINUTE} of the normal class, ${N} callers at once`, async () => {
    await fc.assert(
      fc.asyncProperty(latencies, async tookMs => {
        const time = virtualTime()
        const traffic = new Traffic(() => undefined, { clock: time.clock, sleep: time.sleep, random: () => 0 })
        const api = server(traffic, time, tookMs)
        const assets = new RetryingAssetsApi(api, new RetryingApi(api, traffic, quiet))
        await time.run(crowd(10, () => assets.listAssets(1, 'b', 0, 100, live)))
        expect(api.started).toHaveLength(10 * N)
        expect(busiestMinute(api.started)).toBeLessThanOrEqual(MAX_REQUESTS_PER_MINUTE)
        expect(traffic.inFlight()).toBe(0)
      }),
      { numRuns: 40 },
    )
  })

  it('never sends a file read into a download window its readings say is spent, however the answers cross', async () => {
    const LIMIT = 20
    const WINDOW_MS = 10_000
    await fc.assert(
      fc.asyncProperty(latencies, async tookMs => {
        const time = virtualTime()
        const traffic = new Traffic(() => undefined, { clock: time.clock, sleep: time.sleep, random: () => 0 })
        // A window of its own, counted by the server as each request arrives; past its limit, a 429.
        const spent = new Map<number, number>()
        const api = server(traffic, time, tookMs, nowMs => {
          const window = Math.floor(nowMs / WINDOW_MS)
          const count = (spent.get(window) ?? 0) + 1
          spent.set(window, count)
          const resetAtMs = (window + 1) * WINDOW_MS
          const reading = { limit: LIMIT, remaining: Math.max(0, LIMIT - count), resetAtMs, seenAtMs: nowMs }
          return count > LIMIT ? { reading, error: new ApiError(429, 'Too many', resetAtMs) } : { reading }
        })
        const assets = new RetryingAssetsApi(api, new RetryingApi(api, traffic, quiet))
        await time.run(crowd(12, () => assets.assetFile(asset, 'b', 1, () => Promise.resolve(), live)))
        expect(Math.max(...spent.values())).toBeLessThanOrEqual(LIMIT)
        expect(api.started).toHaveLength(12 * N)
        expect(api.most).toBeGreaterThan(1)
      }),
      { numRuns: 40 },
    )
  })
})
