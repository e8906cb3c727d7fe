import { spawn } from 'node:child_process'
import { runAgainst, TEST_TOKEN } from '../stand-ins/defaults.js'
import { StandInApi, type StandInOptions } from '../stand-ins/checkpoint-api.js'

/** One client's run against its own stand-in: how late it saw the job end, and what it cost. */
export interface Trial {
  ok: boolean
  /** Milliseconds from the job's end to the first answer that told the client so. */
  lateMs: number
  requests: number
  limited: number
  /** Milliseconds from the client's start to its exit. */
  wallMs: number
}

export type Client = { kind: 'action' } | { kind: 'loop'; intervalSeconds: number }

export async function trial(client: Client, options: StandInOptions): Promise<Trial> {
  const api = new StandInApi({ token: TEST_TOKEN, ...options })
  await api.start()
  try {
    const started = Date.now()
    const ok =
      client.kind === 'action'
        ? (await runAgainst(api.url, { timeout: '900' })).code === 0
        : (await exitCode('bash', ['bench/poll-loop.sh', String(client.intervalSeconds), api.url, TEST_TOKEN])) === 0
    const wallMs = Date.now() - started
    const [job] = api.jobTimeline()
    return {
      ok: ok && job?.firstSeenDoneAtMs !== undefined,
      lateMs: (job?.firstSeenDoneAtMs ?? NaN) - (job?.doneAtMs ?? NaN),
      requests: api.requests.length,
      limited: api.requests.filter(r => r.status === 429).length,
      wallMs,
    }
  } finally {
    await api.stop()
  }
}

export function exitCode(command: string, args: string[]): Promise<number | null> {
  return new Promise(resolve => spawn(command, args, { stdio: 'ignore' }).on('close', resolve))
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2
}

/** Whether the command runs and exits 0 (a tool's presence). */
export function succeeds(command: string, args: string[]): Promise<boolean> {
  return new Promise(done =>
    spawn(command, args, { stdio: 'ignore' })
      .on('close', code => done(code === 0))
      .on('error', () => done(false)),
  )
}

/** What the command writes to stdout (a tool's version). */
export function output(command: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    let text = ''
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] })
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
    child.on('error', fail).on('close', () => done(text))
  })
}
