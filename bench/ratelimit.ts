import { TEST_TOKEN, runAgainst } from '../stand-ins/defaults.js'
import { StandInApi } from '../stand-ins/checkpoint-api.js'

export interface SharedLimit {
  runs: number
  succeeded: number
  requests: number
  minimum: number
  limited: number
  lastDoneMs: number
  boundMs: number
}

/** N runs of the action at once, sharing one token limited to `limit` requests per `windowMs`. */
export async function sharedLimit(runs: number, limit: number, windowMs: number, jobMs: number): Promise<SharedLimit> {
  const api = new StandInApi({ token: TEST_TOKEN, jobMs, rateLimit: { limit, windowMs } })
  await api.start()
  try {
    const started = Date.now()
    const results = await Promise.all(Array.from({ length: runs }, () => runAgainst(api.url, { timeout: '300' })))
    const lastDoneMs = Date.now() - started
    // Each run needs a create and one poll at least; the limit lets `limit` through per window.
    const minimum = 2 * runs
    return {
      runs,
      succeeded: results.filter(r => r.code === 0).length,
      requests: api.requests.length,
      minimum,
      limited: api.requests.filter(r => r.status === 429).length,
      lastDoneMs,
      boundMs: Math.max(jobMs, (Math.ceil(minimum / limit) - 1) * windowMs),
    }
  } finally {
    await api.stop()
  }
}
