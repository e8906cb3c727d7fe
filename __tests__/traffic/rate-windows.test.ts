import { describe, expect, it } from '@jest/globals'
import type { RateLimit } from '../../src/traffic/rate-limit.js'
import { createSharesPollWindow, pollWindow, sameWindow } from '../../src/traffic/rate-windows.js'

const NOW = 1_800_000_000_000
const R1 = NOW + 40_000
const R2 = NOW + 100_000
const read = (limit: number, remaining: number, resetAtMs = R1): RateLimit => ({
  limit,
  remaining,
  resetAtMs,
  seenAtMs: NOW,
})
const create = (reading?: RateLimit): { route: 'create'; reading?: RateLimit } => ({ route: 'create', reading })
const poll = (reading?: RateLimit): { route: 'poll'; reading?: RateLimit } => ({ route: 'poll', reading })

describe('pollWindow', () => {
  it('has nothing to say before any reading', () => {
    expect(pollWindow([])).toEqual({ ownSincePrevious: 0, ownInWindow: 0 })
    expect(pollWindow([create(), poll()])).toEqual({ ownSincePrevious: 0, ownInWindow: 0 })
  })

  it("takes the create's reading for the first poll while its limit is one the normal class can have", () => {
    const created = read(240, 200)
    expect(pollWindow([create(), create(created)])).toEqual({ latest: created, ownSincePrevious: 0, ownInWindow: 2 })
  })

  it("never plans a poll from a create's reading of a smaller class (the post class, 30–60 a minute)", () => {
    // 40 of its 60 spent by two creates of this step: the crowd is 20 runs' worth, the polls' budget unknown.
    expect(pollWindow([create(read(60, 25)), create(read(60, 20))])).toEqual({
      ownSincePrevious: 0,
      ownInWindow: 0,
      crowd: 20,
    })
  })

  it("takes a smaller class's reading for the first poll when its window resets within seconds: a cheap guess", () => {
    const soon = { ...read(30, 6), resetAtMs: NOW + 4_000 }
    expect(pollWindow([create(soon)])).toMatchObject({ latest: soon, ownInWindow: 1 })
  })

  it("joins the create's reading to the polls' when a poll shows the same window", () => {
    const created = read(240, 200)
    const polled = read(240, 150)
    expect(pollWindow([create(created), poll(), poll(polled)])).toEqual({
      latest: polled,
      previous: created,
      ownSincePrevious: 2,
      ownInWindow: 3,
      // What the window lost between the two readings, two of them this step's (the poll without a reading too).
      steps: [{ limit: 240, before: 200, resetAtMs: R1, spent: 50, own: 2, ms: 0, atMs: NOW, afterCreate: true }],
    })
  })

  it.each([
    ['another limit', read(60, 20), read(240, 200)],
    ['another reset', read(240, 200), read(240, 150, R2)],
    ['more left than the polls in between allow', read(120, 100), read(120, 110)],
    ['as much left as before a poll was counted', read(120, 100), read(120, 100)],
  ])("keeps the create's reading apart from the polls' after a poll reads %s", (_, created, polled) => {
    const window = pollWindow([create(created), poll(polled)])
    expect(window).toEqual({ latest: polled, ownSincePrevious: 0, ownInWindow: 1 })
  })

  it('counts own requests afresh in a new window, failed ones included', () => {
    const sent = [poll(read(120, 50)), poll(), poll(read(120, 40)), poll(), poll(read(120, 118, R2)), poll()]
    // The window of the latest reading holds the request without a reading before it, that one, and none after.
    expect(pollWindow(sent.slice(0, 5))).toEqual({
      latest: read(120, 118, R2),
      previous: read(120, 40),
      ownSincePrevious: 2,
      ownInWindow: 2,
      // A step is between two readings of one window: none across the reset.
      steps: [{ limit: 120, before: 50, resetAtMs: R1, spent: 10, own: 2, ms: 0, atMs: NOW }],
    })
    expect(pollWindow(sent.slice(0, 3))).toMatchObject({ ownSincePrevious: 2, ownInWindow: 3 })
  })
})

describe('createSharesPollWindow', () => {
  it('decides from the last create with a reading and the first poll read after it', () => {
    expect(createSharesPollWindow([poll(read(120, 50))])).toBe(false)
    const retried = [create(read(60, 0)), create(read(240, 100)), poll(read(240, 90)), poll(read(60, 1))]
    expect(createSharesPollWindow(retried)).toBe(true)
  })
})

describe('sameWindow', () => {
  it('needs the same limit and reset, and remaining fallen by at least the requests in between', () => {
    expect(sameWindow(read(120, 10), read(120, 9), 1)).toBe(true)
    expect(sameWindow(read(120, 10), read(120, 5), 1)).toBe(true)
    expect(sameWindow(read(120, 10), read(120, 10), 1)).toBe(false)
    expect(sameWindow(read(120, 0), read(120, 0), 3)).toBe(true)
    expect(sameWindow(read(120, 10), read(240, 9), 1)).toBe(false)
    expect(sameWindow(read(120, 10), read(120, 9, R2), 1)).toBe(false)
  })
})
