/**
 * The token's side of shared-token.ts, run as its own process on the scaled clock (CLOCK_SCALE, CLOCK_ORIGIN,
 * scaled-clock.mjs) that the runs share: the stand-in API with the service's fixed window, and another client
 * spending the same token at a steady pace from `other.fromMs` after the runs start (a teammate's Editor, the sync
 * tool's watch), whatever it is answered. It prints `{"url"}` once listening; told `start <epoch ms>` on stdin, when the
 * runs start; told `stop`, it stops the client and prints what the stand-in recorded.
 */
import { createInterface } from 'node:readline'
import { StandInApi } from './checkpoint-api.js'
import { TEST_TOKEN } from './defaults.js'

export interface HostOptions {
  jobMs: number
  limit: number
  other: { perSecond: number; fromMs?: number; untilMs?: number }
}

export interface HostReport {
  requests: { method: string; path: string; status: number; atMs: number }[]
  jobs: { id: number; createdAtMs: number; firstSeenDoneAtMs?: number }[]
  /** The stand-in's start (epoch ms, scaled): each request's `atMs` is counted from it. */
  startedMs: number
}

const options = JSON.parse(process.argv[2] ?? '{}') as HostOptions
const api = new StandInApi({
  token: TEST_TOKEN,
  jobMs: options.jobMs,
  rateLimit: { limit: options.limit, windowMs: 60_000 },
})
const url = await api.start()
const timers: NodeJS.Timeout[] = []
const { perSecond, fromMs = 0, untilMs = Infinity } = options.other

/** The other client, from `startAtMs + fromMs` (epoch ms on the scaled clock) until `startAtMs + untilMs`. */
function startOther(startAtMs: number): void {
  if (perSecond <= 0) return
  const send = (): void => {
    if (Date.now() >= startAtMs + untilMs) return
    const headers = { authorization: `Bearer ${TEST_TOKEN}` }
    void fetch(`${url}/api/other`, { headers }).then(
      answer => answer.arrayBuffer(),
      () => undefined,
    )
  }
  const begin = (): void => {
    send()
    timers.push(setInterval(send, 1000 / perSecond))
  }
  timers.push(setTimeout(begin, Math.max(0, startAtMs + fromMs - Date.now())))
}

process.stdout.write(`${JSON.stringify({ url })}\n`)
for await (const line of createInterface({ input: process.stdin })) {
  const [word, value] = line.split(' ')
  if (word === 'start') startOther(Number(value))
  if (word !== 'stop') continue
  for (const timer of timers) clearInterval(timer)
  const report: HostReport = {
    requests: api.requests.map(({ method, path, status, atMs }) => ({ method, path, status, atMs })),
    jobs: api.jobTimeline(),
    startedMs: api.startedMs,
  }
  process.stdout.write(`${JSON.stringify(report)}\n`, () => void api.stop().then(() => process.exit(0)))
  break
}
