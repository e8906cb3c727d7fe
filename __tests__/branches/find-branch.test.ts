import { describe, expect, it } from '@jest/globals'
import type { Branch, BranchPage } from '../../src/api/model.js'
import { BranchNotFoundError } from '../../src/errors.js'
import {
  FIRST_LOOK_GAP_MS,
  LISTED_WITHIN_MS,
  MAX_BRANCH_PAGES,
  MAX_LOOK_GAP_MS,
  NAMES_SHOWN,
  findBranch,
  listOpenBranches,
  lookUntilListed,
  nextLookMs,
} from '../../src/branches/find-branch.js'
import { failureMessage } from '../../src/report/messages.js'

const live = (): AbortSignal => new AbortController().signal
const branch = (name: string, id = `id-${name}`): Branch => ({ id, name })

/** A branch list answering the pages in order, recording each cursor it was asked from. */
function pages(...script: BranchPage[]): { listBranches: () => Promise<BranchPage>; asked: (string | undefined)[] } {
  const asked: (string | undefined)[] = []
  return {
    asked,
    listBranches: (...args: unknown[]) => {
      asked.push(args[1] as string | undefined)
      return Promise.resolve(script[asked.length - 1] ?? { branches: [], hasMore: false })
    },
  }
}

const failure = async (promise: Promise<unknown>): Promise<BranchNotFoundError> =>
  (await promise.catch((e: unknown) => e)) as BranchNotFoundError

describe('findBranch', () => {
  it('reads page after page from the last id until the name is found, then stops', async () => {
    const api = pages(
      { branches: [branch('art'), branch('dev')], hasMore: true },
      { branches: [branch('main'), branch('release/2.1')], hasMore: true },
      { branches: [branch('zz')], hasMore: false },
    )
    await expect(findBranch(api, 1, 'release/2.1', live())).resolves.toEqual(branch('release/2.1'))
    expect(api.asked).toEqual([undefined, 'id-dev'])
  })

  it('matches exactly: a name only a case away is refused with "did you mean", and nothing else is read', async () => {
    const api = pages({ branches: [branch('Main'), branch('MAIN '), branch('release')], hasMore: false })
    const error = await failure(findBranch(api, 1, 'main', live()))
    expect(error).toBeInstanceOf(BranchNotFoundError)
    expect(error).toMatchObject({ reason: 'case', names: ['Main'] })
    expect(failureMessage(error)).toBe(
      'No open branch of project 1 is named "main"; did you mean "Main"? The name must match exactly, case included: nothing was created.',
    )
  })

  it('names an unknown branch, a few open names, and says closed branches are not listed', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `b${i}`)
    const api = pages({ branches: names.map(name => branch(name)), hasMore: false })
    const error = await failure(findBranch(api, 7, 'old-prototype', live()))
    expect(error).toMatchObject({ reason: 'unknown', names: names.slice(0, NAMES_SHOWN), read: 12 })
    expect(failureMessage(error)).toBe(
      'No open branch of project 7 is named "old-prototype". Open branches: "b0", "b1", "b2", "b3", "b4", "b5", "b6", "b7", and 4 more. Closed branches are not listed: reopen it in the Editor, or give its id as branch-id.',
    )
  })

  it(`stops after ${MAX_BRANCH_PAGES} pages of a list that never ends, and says so`, async () => {
    let n = 0
    // "More" for a thousand pages: enough to tell a cap from none, and a test that ends either way.
    const endless = {
      listBranches: () => Promise.resolve({ branches: [branch(`b${n}`, `id-${n++}`)], hasMore: n < 1_000 }),
    }
    const error = await failure(findBranch(endless, 1, 'main', live()))
    expect(n).toBe(MAX_BRANCH_PAGES)
    expect(error).toMatchObject({ reason: 'too-many-pages', read: MAX_BRANCH_PAGES })
    expect(failureMessage(error)).toMatch(
      new RegExp(
        `in the first ${MAX_BRANCH_PAGES} branches of its list; the list was not read further\\. Give the branch's id as branch-id`,
      ),
    )
  })

  it('ends a list whose cursor does not move, or whose page is empty, as read whole', async () => {
    const stuck = pages({ branches: [branch('a')], hasMore: true }, { branches: [branch('a')], hasMore: true })
    await expect(findBranch(stuck, 1, 'main', live())).rejects.toMatchObject({ reason: 'unknown' })
    expect(stuck.asked).toEqual([undefined, 'id-a'])
    const empty = pages({ branches: [], hasMore: true })
    await expect(findBranch(empty, 1, 'main', live())).rejects.toMatchObject({ reason: 'unknown', names: [] })
    expect(empty.asked).toEqual([undefined])
  })

  it('shows a hostile name quoted, cut, and its control characters escaped', async () => {
    const hostile = `x\n::error::FORGED${'y'.repeat(500)}`
    const api = pages({ branches: [branch(hostile)], hasMore: false })
    const message = failureMessage(await failure(findBranch(api, 1, 'main', live())))
    expect(message).not.toContain('\n')
    expect(message).toContain('"x\\n::error::FORGED')
    expect(message.length).toBeLessThan(400)
  })
})

describe('listOpenBranches (every page of the list)', () => {
  it("reads every page from the last id, in the list's order", async () => {
    const api = pages(
      { branches: [branch('a'), branch('b')], hasMore: true },
      { branches: [branch('c')], hasMore: false },
    )
    expect((await listOpenBranches(api, 1234, live())).map(b => b.name)).toEqual(['a', 'b', 'c'])
    expect(api.asked).toEqual([undefined, 'id-b'])
  })

  it(`fails on a list that does not end within ${MAX_BRANCH_PAGES} pages, rather than take part of it for all`, async () => {
    let n = 0
    const endless = { listBranches: () => Promise.resolve({ branches: [branch(`b${n++}`)], hasMore: true }) }
    await expect(listOpenBranches(endless, 1234, live())).rejects.toThrow(
      `The branch list of project 1234 did not end within ${MAX_BRANCH_PAGES} pages (${MAX_BRANCH_PAGES} branches read)`,
    )
  })
})

describe('nextLookMs (the looks for a new branch, on a fake clock)', () => {
  /** The times of every look a bound allows, when each look itself takes `lookMs`. */
  const schedule = (boundMs: number, lookMs = 0): number[] => {
    const at: number[] = []
    let now = 0
    for (let looks = 0; ; looks++) {
      const ms = nextLookMs(looks, now, boundMs)
      if (ms === undefined) return at
      now += ms
      at.push(now)
      now += lookMs
    }
  }

  it('looks at once, then 1 s, 2 s, 4 s apart, then every 5 s, the last look on the bound', () => {
    expect(schedule(LISTED_WITHIN_MS).map(ms => ms / 1000)).toEqual([
      0, 1, 3, 7, 12, 17, 22, 27, 32, 37, 42, 47, 52, 57, 60,
    ])
  })

  it('never waits less than the first gap (no busy loop) nor more than a few seconds, and never past the bound', () => {
    for (const boundMs of [0, 500, 2_000, 13_000, 60_000, 3_600_000]) {
      for (const lookMs of [0, 700, 9_000]) {
        const at = schedule(boundMs, lookMs)
        const gaps = at.slice(1).map((t, i) => t - (at[i] as number) - lookMs)
        expect(gaps.every(gap => gap <= MAX_LOOK_GAP_MS)).toBe(true)
        // Only the last gap may be cut short, to fall on the bound.
        expect(gaps.slice(0, -1).every(gap => gap >= FIRST_LOOK_GAP_MS)).toBe(true)
        expect(at.every(t => t <= Math.max(boundMs, 0) + lookMs)).toBe(true)
        expect(at.length).toBeLessThanOrEqual(2 + boundMs / FIRST_LOOK_GAP_MS)
      }
    }
  })

  it('looks once only when the bound is spent', () => {
    expect(schedule(0)).toEqual([0])
    expect(nextLookMs(5, 60_000)).toBeUndefined()
  })
})

describe('lookUntilListed', () => {
  it('reads the list until the name is there, waiting through the clock it is given', async () => {
    let now = 0
    const waits: [number, string][] = []
    const clock = {
      now: () => now,
      wait: (ms: number, why: string) => ((now += ms), waits.push([ms, why]), Promise.resolve()),
    }
    const api = {
      listBranches: () => Promise.resolve({ branches: now >= 2_500 ? [branch('new')] : [], hasMore: false }),
    }
    await expect(lookUntilListed(api, 1, 'new', live(), clock)).resolves.toMatchObject({ found: branch('new') })
    expect(waits).toEqual([
      [1_000, 'the new branch is not listed yet'],
      [2_000, 'the new branch is not listed yet'],
    ])
  })

  it('stops at once when the list cannot be read whole: another look cannot tell more', async () => {
    let reads = 0
    const endless = {
      listBranches: () => Promise.resolve({ branches: [branch(`b${reads}`, `id-${reads++}`)], hasMore: true }),
    }
    const clock = { now: () => 0, wait: () => Promise.reject(new Error('no wait expected')) }
    await expect(lookUntilListed(endless, 1, 'new', live(), clock)).resolves.toMatchObject({ whole: false })
    expect(reads).toBe(MAX_BRANCH_PAGES)
  })
})
