import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { MAX_REQUESTS_PER_MINUTE, Traffic, gateDelay } from '../../src/traffic/traffic.js'

const NOW = 1_800_000_000_000
const reading = { limit: 120, remaining: 100, resetAtMs: NOW + 30_000, seenAtMs: NOW }

describe('Traffic', () => {
  it('writes one debug line for each request and each wait, saying why it waited', async () => {
    const lines: string[] = []
    const traffic = new Traffic(line => lines.push(line), { clock: () => NOW, sleep: () => Promise.resolve() })
    traffic.record({ route: 'create', what: 'POST /api/checkpoints', atMs: NOW, tookMs: 41.6, outcome: 201 })
    await traffic.wait('pacing', 2_500, '100/120 left', new AbortController().signal, 1_000)
    expect(lines).toEqual(['POST /api/checkpoints → 201 in 42 ms', 'Waiting 2.50 s (pacing): 100/120 left'])
  })

  it('counts as held back every wait the rate limit caused, and no backoff', async () => {
    const traffic = new Traffic(() => undefined, { sleep: () => Promise.resolve() })
    const signal = new AbortController().signal
    await traffic.wait('gate', 3_000, 'gate', signal)
    await traffic.wait('rate-limited', 10_000, '429', signal)
    await traffic.wait('backoff', 700, '503', signal)
    // Pacing holds the run back by what it waits beyond its own pace, and never less than nothing.
    await traffic.wait('pacing', 5_000, 'share', signal, 1_200)
    await traffic.wait('pacing', 300, 'own pace', signal, 1_200)
    expect(traffic.waits.map(w => w.heldMs)).toEqual([3_000, 10_000, 0, 3_800, 0])
    expect(traffic.heldMs()).toBe(16_800)
  })

  it('names the last problem until a request succeeds after it, skipping requests the step itself ended', () => {
    const traffic = new Traffic()
    const sent = (outcome: number | string, problem?: string): void =>
      traffic.record({ route: 'poll', what: 'GET', atMs: NOW, tookMs: 1, outcome, problem })
    expect(traffic.lastProblem()).toBeUndefined()
    sent(503, '503 Busy')
    sent('StepTimeoutError')
    expect(traffic.lastProblem()).toBe('503 Busy')
    sent(200)
    expect(traffic.lastProblem()).toBeUndefined()
    sent(200, "The API's job has no status")
    expect(traffic.lastProblem()).toBe("The API's job has no status")
  })

  it("reads the polls' window from what it recorded", () => {
    const traffic = new Traffic()
    traffic.record({ route: 'poll', what: 'GET', atMs: NOW, tookMs: 1, outcome: 200, reading })
    expect(traffic.pollWindow()).toEqual({ latest: reading, ownSincePrevious: 0, ownInWindow: 1 })
  })
})

describe('gateDelay', () => {
  it('lets requests through until a minute holds the maximum, then holds the next until the oldest is a minute old', () => {
    const sent = Array.from({ length: MAX_REQUESTS_PER_MINUTE - 1 }, (_, i) => NOW + i * 100)
    expect(gateDelay(sent, NOW + 3_000)).toBe(0)
    sent.push(NOW + 3_000)
    expect(gateDelay(sent, NOW + 3_000)).toBe(57_000)
    expect(gateDelay(sent, NOW + 60_000)).toBe(0)
  })

  it('never lets a minute hold more than the maximum, however the requests come', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5_000), { minLength: 1, maxLength: 200 }), gaps => {
        // Each request is wanted `gap` ms after the previous one went, and goes when the gate allows.
        const sent: number[] = []
        let now = 0
        for (const gap of gaps) {
          now += gap
          now += gateDelay(sent, now)
          sent.push(now)
        }
        return sent.every(at => sent.filter(t => t > at - 60_000 && t <= at).length <= MAX_REQUESTS_PER_MINUTE)
      }),
    )
  })
})
