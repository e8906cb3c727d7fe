import { describe, expect, it } from '@jest/globals'
import { type TokenOutcome, type TokenTrial, tokenTrial } from '../../stand-ins/shared-token.js'

// Issue 63: a matrix of 16 checkpoints (45 s jobs) on a free token (120 a minute, the stand-in's fixed window) that
// another client spends at one request a second. The built action (dist/) spawned as a runner spawns it, 16 times, on
// one clock running 6 times as fast (stand-ins/shared-token.ts): a trial is a minute and more of the action's time. One
// trial here; the five of the issue, the client starting halfway and the sweep of its rate, beside today's pacing, are
// in `npm run bench -- --others` (docs/sharing-a-token.md has the figures).
// SHARED_TOKEN_BUNDLE: another build of the checkpoint action to run (its entry), such as one with a mutation.
const SCENARIO: TokenTrial = {
  runs: 16,
  limit: 120,
  jobMs: 45_000,
  otherPerSecond: 1,
  // The runners of a matrix start unevenly: here over 3 s.
  staggerMs: 3_000,
  scale: 6,
  bundle: process.env.SHARED_TOKEN_BUNDLE,
}

function figures(o: TokenOutcome): string {
  const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`
  return (
    `runs ${o.limited}/${o.requests} answered 429, other client ${o.otherLimited}/${o.otherRequests}; ` +
    `slowest ${s(o.slowestMs)} = ${(o.slowestMs / o.boundMs).toFixed(2)}× the bound (${s(o.boundMs)})`
  )
}

describe('another client on the token (issue 63)', () => {
  it('16 runs and another client at one request a second: no 429, the slowest within 1.5× the bound', async () => {
    const o = await tokenTrial(SCENARIO)
    console.log(`Another client at 1 a second: ${figures(o)}`)
    expect(o.succeeded).toBe(SCENARIO.runs)
    expect(o.limited).toBe(0)
    // Without the headroom, the client meets the window's end in every trial, a third of its requests, and the runs in
    // most (docs/sharing-a-token.md); with it, as a rule never, a few times where a busy machine's timers make the runs
    // read its rate low.
    expect(o.otherLimited).toBeLessThanOrEqual(8)
    expect(o.slowestMs).toBeLessThanOrEqual(1.5 * o.boundMs)
  }, 60_000)
})
