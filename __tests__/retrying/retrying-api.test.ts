import { describe, expect, it } from '@jest/globals'
import { ApiError, FileMismatchError, StepTimeoutError, TransportError, UnknownCreateError } from '../../src/errors.js'
import { CHECKPOINT_RESULT, type Checkpoint, type Created, type Job } from '../../src/api/model.js'
import { checkpointJob } from '../../src/jobs/kinds.js'
import type { AssetFilesApi, AssetsApi, FileSink, ServiceApi } from '../../src/api/client.js'
import { RetryingApi, RetryingAssetsApi } from '../../src/retrying/retrying-api.js'
import { MAX_REQUESTS_PER_MINUTE, Traffic } from '../../src/traffic/traffic.js'

const job: Job<Checkpoint> = { id: 5, status: 'running', messages: [] }
const body = checkpointJob({ projectId: 1, branchId: 'b', description: 'd' })
const created: Created<Checkpoint> = { kind: 'job', job }

/** A clock that moves only by the waits, and a wait that only moves it: no real time passes. */
function virtualTraffic(random = (): number => 0): Traffic & { now: () => number } {
  let now = 0
  const traffic = new Traffic(() => undefined, {
    clock: () => now,
    random,
    sleep: ms => ((now += ms), Promise.resolve()),
  })
  return Object.assign(traffic, { now: () => now })
}

/**
 * An API that answers from a script (an error to throw, or the value) and records each request in the traffic
 * record, as the client does.
 */
function scripted(traffic: Traffic, script: (Error | Job | Created<Checkpoint>)[]): ServiceApi & { calls: number } {
  const answer = <T>(route: 'create' | 'poll'): Promise<T> => {
    const next = script[fake.calls++] ?? new Error('script ran out')
    const failed = next instanceof Error
    const outcome = next instanceof ApiError ? next.status : failed ? next.name : 200
    traffic.record({ route, what: route, atMs: traffic.time.clock(), tookMs: 0, outcome })
    return failed ? Promise.reject(next) : Promise.resolve(next as T)
  }
  const fake = {
    calls: 0,
    listBranches: () => Promise.reject(new Error('not used')),
    createBranch: () => Promise.reject(new Error('not used')),
    listScenes: () => Promise.reject(new Error('not used')),
    startJob: <T>() => answer<Created<T>>('create'),
    getJob: <T>() => answer<Job<T>>('poll'),
  }
  return fake
}

function quietLog(): { warnings: string[]; infos: string[]; warning(m: string): void; info(m: string): void } {
  const log = {
    warnings: [] as string[],
    infos: [] as string[],
    warning: (m: string) => log.warnings.push(m),
    info: (m: string) => log.infos.push(m),
  }
  return log
}

const live = (): AbortSignal => new AbortController().signal

describe('RetryingApi', () => {
  it('retries transient failures until an answer comes, each wait recorded as backoff', async () => {
    const traffic = virtualTraffic()
    const inner = scripted(traffic, [new ApiError(503, 'busy'), new ApiError(502, 'gateway'), job])
    const log = quietLog()
    const api = new RetryingApi(inner, traffic, log)
    await expect(api.getJob(5, CHECKPOINT_RESULT, live())).resolves.toEqual(job)
    expect(inner.calls).toBe(3)
    expect(log.infos).toEqual(['503 busy; retrying in 0.3 s', expect.stringMatching(/^502 gateway/)])
    expect(traffic.waits.map(w => [w.cause, w.ms, w.heldMs, w.why])).toEqual([
      ['backoff', 250, 0, 'answered 503'],
      ['backoff', 500, 0, 'answered 502'],
    ])
  })

  it('passes a final failure through at once', async () => {
    const traffic = virtualTraffic()
    const inner = scripted(traffic, [new ApiError(404, 'Job not found'), job])
    const api = new RetryingApi(inner, traffic, quietLog())
    await expect(api.getJob(5, CHECKPOINT_RESULT, live())).rejects.toMatchObject({ status: 404 })
    expect(inner.calls).toBe(1)
  })

  it('waits out a 429 as a wait the rate limit caused, and counts all of it as held back', async () => {
    const traffic = virtualTraffic()
    const inner = scripted(traffic, [new ApiError(429, 'Too many', 12_000), job])
    const log = quietLog()
    await new RetryingApi(inner, traffic, log).getJob(5, CHECKPOINT_RESULT, live())
    expect(traffic.waits).toEqual([expect.objectContaining({ cause: 'rate-limited', ms: 12_000, heldMs: 12_000 })])
    expect(traffic.heldMs()).toBe(12_000)
    expect(log.warnings).toEqual([expect.stringMatching(/^Rate limited \(429\); waiting until /)])
  })

  it('ends with the step', async () => {
    const controller = new AbortController()
    const traffic = new Traffic(() => undefined, { random: () => 0.9 })
    const inner = scripted(traffic, [new ApiError(503, 'busy'), job])
    const api = new RetryingApi(inner, traffic, quietLog())
    const pending = api.getJob(5, CHECKPOINT_RESULT, controller.signal)
    setTimeout(() => controller.abort(new StepTimeoutError(1)), 10)
    await expect(pending).rejects.toBeInstanceOf(StepTimeoutError)
    expect(inner.calls).toBe(1)
    // Ended before it is asked: nothing is sent, nothing recorded.
    await expect(api.getJob(5, CHECKPOINT_RESULT, controller.signal)).rejects.toBeInstanceOf(StepTimeoutError)
    expect([inner.calls, traffic.sent.length]).toEqual([1, 1])
  })
})

describe('RetryingApi, creating', () => {
  it('sends a create again after one unknown outcome, and not after a second', async () => {
    const traffic = virtualTraffic()
    const lost = new TransportError('POST x: connection reset', true)
    const inner = scripted(traffic, [lost, new ApiError(504, 'gateway'), lost])
    const log = quietLog()
    const error = await new RetryingApi(inner, traffic, log).startJob(body, live()).catch((e: unknown) => e)
    expect(inner.calls).toBe(2)
    expect(error).toBeInstanceOf(UnknownCreateError)
    expect((error as Error).message).toBe('504 gateway, after an earlier attempt whose outcome is unknown too')
    expect(log.warnings).toEqual(['POST x: connection reset; retrying once, so a duplicate checkpoint may exist'])
  })

  it('sends a create again as often as the answers say nothing was done', async () => {
    const traffic = virtualTraffic()
    const busy = new ApiError(503, 'busy')
    const inner = scripted(traffic, [busy, new TransportError('refused', false), busy, busy, created])
    const api = new RetryingApi(inner, traffic, quietLog())
    await expect(api.startJob(body, live())).resolves.toEqual(created)
    expect(inner.calls).toBe(5)
    expect(traffic.sent).toHaveLength(5)
  })
})

describe('RetryingApi, the request gate', () => {
  it(`holds any request past ${MAX_REQUESTS_PER_MINUTE} in a minute, and records the hold as the gate's`, async () => {
    const traffic = virtualTraffic()
    const inner = scripted(
      traffic,
      Array.from({ length: 3 * MAX_REQUESTS_PER_MINUTE }, () => job),
    )
    const log = quietLog()
    const api = new RetryingApi(inner, traffic, log)
    // A caller that asks in a tight loop, as a schedule fooled by the server's answers would.
    for (let i = 0; i < 3 * MAX_REQUESTS_PER_MINUTE; i++) await api.getJob(5, CHECKPOINT_RESULT, live())
    const sentAt = traffic.sent.map(s => s.atMs)
    expect(sentAt).toHaveLength(3 * MAX_REQUESTS_PER_MINUTE)
    for (const at of sentAt) {
      expect(sentAt.filter(t => t > at - 60_000 && t <= at).length).toBeLessThanOrEqual(MAX_REQUESTS_PER_MINUTE)
    }
    expect(sentAt[MAX_REQUESTS_PER_MINUTE]).toBe(60_000)
    expect(log.infos).toContain(`Holding the next request 60.0 s: at most ${MAX_REQUESTS_PER_MINUTE} requests a minute`)
    // Every hold is the limit's: the summary's "held back" counts them all.
    expect(traffic.waits.every(w => w.cause === 'gate' && w.heldMs === w.ms)).toBe(true)
    expect(traffic.heldMs()).toBe(traffic.waits.reduce((sum, w) => sum + w.ms, 0))
    expect(traffic.heldMs()).toBeGreaterThanOrEqual(120_000)
  })
})

describe('RetryingAssetsApi.assetFile', () => {
  const asset = { id: 9, name: 'a.js', type: 'script', parent: null, size: 2 }
  /** A file route whose attempts fail as scripted (the connection, as the client says it) before one answers. */
  function files(failures: Error[]): AssetsApi & AssetFilesApi {
    const notUsed = (): Promise<never> => Promise.reject(new Error('not used'))
    return {
      listAssets: notUsed,
      createAsset: notUsed,
      updateAsset: notUsed,
      deleteAsset: notUsed,
      assetFile: async <T>(_a: unknown, _b: string, _max: number, sink: FileSink<T>, signal: AbortSignal) => {
        const failure = failures.shift()
        async function* body(): AsyncGenerator<Buffer> {
          yield await Promise.resolve(Buffer.from('a'))
          if (failure) throw failure
          yield Buffer.from('b')
        }
        return sink(body(), signal).catch((error: unknown) => {
          throw failure ?? error
        })
      },
    }
  }
  const collect: FileSink<string> = async body => {
    let text = ''
    for await (const chunk of body) text += chunk.toString()
    return text
  }

  it('calls the sink anew from the first byte after a connection cut, until a whole file comes', async () => {
    const traffic = virtualTraffic()
    const cut = (): TransportError => new TransportError('GET /file: connection reset', true, 'ECONNRESET')
    const api = new RetryingAssetsApi(
      files([cut(), cut()]),
      new RetryingApi(scripted(traffic, []), traffic, quietLog()),
    )
    let calls = 0
    const sink: FileSink<string> = (body, signal) => (calls++, collect(body, signal))
    await expect(api.assetFile(asset, 'b', 2, sink, live())).resolves.toBe('ab')
    expect(calls).toBe(3)
  })

  it('never retries the sink’s own failure, nor a file that is not the list’s', async () => {
    const traffic = virtualTraffic()
    const retrier = new RetryingApi(scripted(traffic, []), traffic, quietLog())
    for (const failure of [
      Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }),
      new FileMismatchError('ran past'),
    ]) {
      const api = new RetryingAssetsApi(files([failure, failure]), retrier)
      let calls = 0
      const sink: FileSink<string> = (body, signal) => (calls++, collect(body, signal))
      await expect(api.assetFile(asset, 'b', 2, sink, live())).rejects.toBe(failure)
      expect(calls).toBe(1)
    }
  })
})
