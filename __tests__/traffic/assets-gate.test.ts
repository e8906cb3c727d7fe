import { describe, expect, it } from '@jest/globals'
import { ASSETS_RESET_MARGIN_MS, Traffic, assetsGateDelay } from '../../src/traffic/traffic.js'
import type { Route } from '../../src/traffic/rate-windows.js'

const NOW = 1_800_000_000_000
const reading = (remaining: number, resetInMs = 20_000) => ({
  limit: 60,
  remaining,
  resetAtMs: NOW + resetInMs,
  seenAtMs: NOW,
})
const write = (remaining?: number, route: Route = 'asset-create') => ({
  route,
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
    expect(assetsGateDelay([write(5), { route: 'assets' as const, reading: reading(0) }], NOW)).toBe(0)
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
