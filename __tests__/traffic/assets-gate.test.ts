import { describe, expect, it } from '@jest/globals'
import {
  ASSETS_RESET_MARGIN_MS,
  MAX_REQUESTS_PER_MINUTE as MAX,
  Traffic,
  assetsGateDelay,
} from '../../src/traffic/traffic.js'
import type { Route } from '../../src/traffic/rate-windows.js'

const NOW = 1_800_000_000_000
const reading = (remaining: number, resetInMs = 20_000) => ({
  limit: 60,
  remaining,
  resetAtMs: NOW + resetInMs,
  seenAtMs: NOW,
})
let written = 0
/** A write answered before the next went, as one at a time. */
const write = (remaining?: number, route: Route = 'asset-create') => ({
  route,
  atMs: NOW - 10_000 + written++ * 10,
  tookMs: 5,
  ...(remaining === undefined ? {} : { reading: reading(remaining) }),
})

describe('the assets class’s gate', () => {
  it('holds no write until a reading says the window is spent', () => {
    expect(assetsGateDelay([], NOW)).toBe(0)
    expect(assetsGateDelay([write(5), write(1)], NOW)).toBe(0)
  })

  it('holds the next write until the reset once the window is spent, counting writes sent since the reading', () => {
    expect(assetsGateDelay([write(0)], NOW)).toBe(20_000 + ASSETS_RESET_MARGIN_MS)
    // Two sent after a reading of 2 left: spent.
    expect(assetsGateDelay([write(2), write(), write()], NOW)).toBe(20_000 + ASSETS_RESET_MARGIN_MS)
    expect(assetsGateDelay([write(2), write()], NOW)).toBe(0)
  })

  it('reads only the assets class: a spent normal-class reading does not hold a write, nor a spent write a list', () => {
    expect(assetsGateDelay([write(5), { ...write(), route: 'assets' as const, reading: reading(0) }], NOW)).toBe(0)
    const traffic = new Traffic(() => undefined, { clock: () => NOW })
    traffic.record({ route: 'asset-update', what: 'PUT', atMs: NOW, tookMs: 1, outcome: 200, reading: reading(0) })
    expect(traffic.gateDelayMs('asset-update')).toBeGreaterThan(0)
    expect(traffic.gateDelayMs('assets')).toBe(0)
  })

  it('holds nothing past a reset that has come', () => {
    expect(assetsGateDelay([write(0)], NOW + 25_000)).toBe(0)
  })

  it('keeps the normal gate (30 a minute) to the other routes: writes in their own class do not count', () => {
    const traffic = new Traffic(() => undefined, { clock: () => NOW })
    for (let i = 0; i < 40; i++)
      traffic.record({ route: 'asset-create', what: 'POST', atMs: NOW, tookMs: 1, outcome: 201 })
    expect(traffic.gateDelayMs('assets')).toBe(0)
    for (let i = 0; i < 30; i++) traffic.record({ route: 'assets', what: 'GET', atMs: NOW, tookMs: 1, outcome: 200 })
    expect(traffic.gateDelayMs('asset-delete')).toBe(60_000)
  })
})

describe('the download class’s gate (an asset’s file read)', () => {
  it('is read from its own answers only: a spent download window holds the next file read, not a list or a write', () => {
    const traffic = new Traffic(() => undefined, { clock: () => NOW })
    traffic.record({ route: 'asset-file', what: 'GET', atMs: NOW, tookMs: 1, outcome: 200, reading: reading(0) })
    expect(traffic.gateDelayMs('asset-file')).toBe(20_000 + ASSETS_RESET_MARGIN_MS)
    expect(traffic.gateDelayMs('assets')).toBe(0)
    expect(traffic.gateDelayMs('asset-update')).toBe(0)
    traffic.record({ route: 'asset-update', what: 'PUT', atMs: NOW, tookMs: 1, outcome: 200, reading: reading(0) })
    expect(assetsGateDelay(traffic.sent, NOW, new Set<Route>(['asset-file']))).toBe(20_000 + ASSETS_RESET_MARGIN_MS)
  })

  it('leaves file reads out of the normal class’s count', () => {
    const traffic = new Traffic(() => undefined, { clock: () => NOW })
    for (let i = 0; i < 100; i++)
      traffic.record({ route: 'asset-file', what: 'GET', atMs: NOW, tookMs: 1, outcome: 200, reading: reading(50) })
    expect(traffic.gateDelayMs('assets')).toBe(0)
  })
})

describe('a class’s gate with several requests in flight', () => {
  const file = (atMs: number, tookMs: number, remaining?: number, resetInMs?: number) => ({
    route: 'asset-file' as const,
    atMs,
    tookMs,
    ...(remaining === undefined ? {} : { reading: reading(remaining, resetInMs) }),
  })
  const DOWNLOADS = new Set<Route>(['asset-file'])

  it('counts the requests in flight as spent after the latest reading', () => {
    expect(assetsGateDelay([file(NOW - 50, 10, 3)], NOW, DOWNLOADS, 2)).toBe(0)
    expect(assetsGateDelay([file(NOW - 50, 10, 3)], NOW, DOWNLOADS, 3)).toBe(20_000 + ASSETS_RESET_MARGIN_MS)
  })

  it('takes a reading to count only what was answered before its request went: an answer that crossed it may not be', () => {
    // Both went together; the first answered says none left, the second (answered later) 1: it was counted first.
    const crossed = [file(NOW - 100, 10, 0), file(NOW - 99, 50, 1)]
    expect(assetsGateDelay(crossed, NOW, DOWNLOADS)).toBe(20_000 + ASSETS_RESET_MARGIN_MS)
    // One after the other, the same readings are as they say.
    expect(assetsGateDelay([file(NOW - 100, 10, 2), file(NOW - 80, 10, 1)], NOW, DOWNLOADS)).toBe(0)
  })

  it('reads the newest window: an old window’s answer that comes last does not open a spent one', () => {
    const sent = [file(NOW - 100, 10, 0, 20_000), file(NOW - 30_000, 29_950, 5, -1_000)]
    expect(assetsGateDelay(sent, NOW, DOWNLOADS)).toBe(20_000 + ASSETS_RESET_MARGIN_MS)
  })

  it('holds the next request, in the Traffic record, while those in flight spend what the reading left', async () => {
    const traffic = new Traffic(() => undefined, { clock: () => NOW })
    traffic.record({ route: 'asset-file', what: 'GET', atMs: NOW - 10, tookMs: 5, outcome: 200, reading: reading(2) })
    const first = traffic.reserve('asset-file')
    expect(traffic.gateDelayMs('asset-file')).toBe(0)
    const second = traffic.reserve('asset-file')
    expect(traffic.inFlight()).toBe(2)
    expect(traffic.gateDelayMs('asset-file')).toBe(20_000 + ASSETS_RESET_MARGIN_MS)
    // The record of a request sent, made after awaits by the layer below, takes its place in flight: counted once.
    await traffic.send(first, async () => {
      await new Promise(resolve => setImmediate(resolve))
      traffic.record({ route: 'asset-file', what: 'GET', atMs: NOW, tookMs: 0, outcome: 200 })
    })
    expect(traffic.inFlight()).toBe(1)
    // A request that failed before it went leaves the count unrecorded.
    await expect(traffic.send(second, () => Promise.reject(new Error('no form')))).rejects.toThrow('no form')
    expect(traffic.inFlight()).toBe(0)
    expect(traffic.gateDelayMs('asset-file')).toBe(0)
  })

  it('counts the normal class’s requests in flight in its minute, answered in any order', () => {
    const traffic = new Traffic(() => undefined, { clock: () => NOW })
    for (let i = 0; i < MAX - 1; i++) traffic.reserve('assets')
    expect(traffic.gateDelayMs('assets')).toBe(0)
    traffic.reserve('branches')
    expect(traffic.gateDelayMs('assets')).toBe(60_000)
    expect(traffic.gateDelayMs('asset-file')).toBe(0)
  })
})
