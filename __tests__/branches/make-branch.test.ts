import { describe, expect, it } from '@jest/globals'
import type { CreateBranchBody } from '../../src/api/client.js'
import type { Branch, BranchPage } from '../../src/api/model.js'
import {
  ApiError,
  BranchExistsError,
  BranchNotListedError,
  TransportError,
  UnknownBranchCreateError,
} from '../../src/errors.js'
import { type MakeOptions, makeBranch } from '../../src/branches/make-branch.js'
import { LISTED_WITHIN_MS, type LookClock } from '../../src/branches/find-branch.js'
import { failureMessage } from '../../src/report/messages.js'

const body: CreateBranchBody = { projectId: 1, name: 'rollback-42', sourceBranchId: 'main-id' }
const made: Branch = { id: 'b-new', name: 'rollback-42' }

/** Virtual time: each wait moves the clock on at once, and is recorded. */
function fakeClock(): LookClock & { ms: number; waits: number[] } {
  const clock = {
    ms: 0,
    waits: [] as number[],
    now: () => clock.ms,
    wait: (ms: number) => {
      clock.waits.push(ms)
      clock.ms += ms
      return Promise.resolve()
    },
  }
  return clock
}

type Step = 'ok' | 'lost' | 'timed-out' | Error

/**
 * A project in memory, on a fake clock: its branch list (one page unless `pages` says more) and a create that answers
 * from a script. `ok` starts the branch and answers it, `lost` starts it and loses the answer, `timed-out` starts it
 * and answers "Request timed out"; an error only throws. A branch started is listed `listedAfterMs` later, and its
 * name is taken at once (a second create is answered 400), as the service does.
 */
function project(script: Step[], { existing = [] as Branch[], pages = 1, listedAfterMs = 0 } = {}) {
  const clock = fakeClock()
  const branches = existing.map(branch => ({ branch, listedAtMs: 0 }))
  const calls: string[] = []
  return {
    calls,
    clock,
    branches,
    // The first page holds the project's listed branches, the others one filler each (`page-N`), `pages` in all.
    listBranches: (_: number, after: string | undefined): Promise<BranchPage> => {
      calls.push(`list@${clock.ms}`)
      const page = after === undefined ? 1 : Number(after.replace('page-', '')) + 1
      const filler = [{ id: `page-${page}`, name: `filler ${page}` }]
      const listed = branches.filter(b => b.listedAtMs <= clock.ms).map(b => b.branch)
      return Promise.resolve({ branches: page === 1 ? [...listed, ...filler] : filler, hasMore: page < pages })
    },
    createBranch: (): Promise<Branch> => {
      calls.push(`create@${clock.ms}`)
      const next = script.shift() ?? new Error('script ran out')
      if (next instanceof Error) return Promise.reject(next)
      if (branches.some(b => b.branch.name === body.name))
        return Promise.reject(new ApiError(400, 'Branch name already exists'))
      branches.push({ branch: made, listedAtMs: clock.ms + listedAfterMs })
      if (next === 'ok') return Promise.resolve(made)
      if (next === 'timed-out') return Promise.reject(new ApiError(408, 'Request timed out'))
      return Promise.reject(new TransportError('POST x: connection reset', true))
    },
  }
}

const options = (api: ReturnType<typeof project>, more: Partial<MakeOptions> = {}): MakeOptions => ({
  ifExists: 'fail',
  signal: new AbortController().signal,
  warn: () => undefined,
  clock: api.clock,
  ...more,
})
const kinds = (calls: string[]): string => calls.map(c => c.replace(/@\d+/, '')).join(' ')

describe('makeBranch', () => {
  it('looks first, then creates once, and hands the branch on once it is listed', async () => {
    const api = project(['ok'])
    await expect(makeBranch(api, body, options(api))).resolves.toEqual({ branch: made, created: true })
    expect(api.calls).toEqual(['list@0', 'create@0', 'list@0'])
  })

  it('after a 201, waits, paced, until the branch is listed (here 2 s later)', async () => {
    const api = project(['ok'], { listedAfterMs: 2_000 })
    await expect(makeBranch(api, body, options(api))).resolves.toEqual({ branch: made, created: true })
    expect(api.calls).toEqual(['list@0', 'create@0', 'list@0', 'list@1000', 'list@3000'])
    expect(api.clock.waits).toEqual([1_000, 2_000])
  })

  it('after a 201, fails naming the branch when it is never listed within the bound, and sends nothing again', async () => {
    const api = project(['ok'], { listedAfterMs: 10 * 60_000 })
    const error = await makeBranch(api, body, options(api)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BranchNotListedError)
    expect((error as Error).message).toBe(
      'The create was answered 201 with id b-new, but no branch named "rollback-42" is listed after 60 s: the service may still finish making it',
    )
    expect(api.calls.filter(c => c.startsWith('create'))).toHaveLength(1)
    expect(api.clock.ms).toBe(LISTED_WITHIN_MS)
  })

  it.each<[string, Step]>([
    ['an answer lost', 'lost'],
    ['"Request timed out"', 'timed-out'],
  ])('after %s, finds its own branch once listed and sends nothing again', async (_, step) => {
    const api = project([step, 'ok'], { listedAfterMs: 5_000 })
    await expect(makeBranch(api, body, options(api))).resolves.toEqual({ branch: made, created: true })
    expect(kinds(api.calls)).toMatch(/^list create list( list)*$/)
    expect(api.clock.ms).toBeGreaterThanOrEqual(5_000)
    expect(api.clock.ms).toBeLessThan(5_000 + 5_000)
  })

  it('sends again only after the list has shown no branch of that name for the whole bound, with a warning', async () => {
    const warnings: string[] = []
    const api = project([new ApiError(502, 'Bad gateway'), 'ok'])
    await expect(makeBranch(api, body, options(api, { warn: w => warnings.push(w) }))).resolves.toMatchObject({
      created: true,
    })
    const second = api.calls.indexOf(`create@${LISTED_WITHIN_MS}`)
    expect(second).toBeGreaterThan(0)
    expect(api.calls[second - 1]).toBe(`list@${LISTED_WITHIN_MS}`)
    expect(warnings).toEqual([
      '502 Bad gateway; no branch of that name is listed after 60 s, so the create is sent again',
    ])
  })

  it('paces its looks a few seconds apart, never past the bound', async () => {
    const api = project([new ApiError(504, 'Gateway timeout'), 'ok'])
    await makeBranch(api, body, options(api))
    expect(api.clock.waits.slice(0, 14)).toEqual([1, 2, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3].map(s => s * 1000))
  })

  it('takes "name exists" right after its own create as its branch still being made, and waits for it', async () => {
    // The first create's branch is made only after 70 s: the look after it finds nothing in 60 s, the second
    // create meets the name taken, and the branch is listed a little later.
    const api = project(['lost', 'ok'], { listedAfterMs: 70_000 })
    await expect(makeBranch(api, body, options(api))).resolves.toEqual({ branch: made, created: true })
    expect(kinds(api.calls)).toMatch(/^list create( list)+ create( list)+$/)
  })

  it('fails, saying it may still be made, when "name exists" follows its own create and nothing is listed', async () => {
    const api = project(['lost', 'ok'], { listedAfterMs: 10 * 60_000 })
    const error = await makeBranch(api, body, options(api)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BranchNotListedError)
    expect((error as Error).message).toMatch(/^The create was answered 400 Branch name already exists, but no branch/)
    expect(api.calls.filter(c => c.startsWith('create'))).toHaveLength(2)
  })

  it('takes a branch that existed before the step only with if-exists: use, as not created', async () => {
    const old: Branch = { id: 'b-old', name: 'rollback-42' }
    const refused = project([], { existing: [old] })
    await expect(makeBranch(refused, body, options(refused))).rejects.toEqual(
      new BranchExistsError(1, 'rollback-42', 'b-old'),
    )
    const api = project([], { existing: [old] })
    await expect(makeBranch(api, body, options(api, { ifExists: 'use' }))).resolves.toEqual({
      branch: old,
      created: false,
    })
    expect(kinds(api.calls)).toBe('list')
  })

  it('takes a name made by someone else between its look and its create as existing, not as its own', async () => {
    const api = project(['ok'])
    const rival: Branch = { id: 'b-rival', name: 'rollback-42' }
    api.createBranch = () => (
      api.branches.push({ branch: rival, listedAtMs: 0 }),
      Promise.reject(new ApiError(400, 'Branch name already exists'))
    )
    await expect(makeBranch(api, body, options(api))).rejects.toBeInstanceOf(BranchExistsError)
  })

  it("lets another 400 through with the API's words, without waiting", async () => {
    const refused = new ApiError(400, 'Checkpoint does not belong to the source branch')
    const api = project([refused])
    await expect(makeBranch(api, body, options(api))).rejects.toBe(refused)
    expect(api.clock.waits).toEqual([])
  })

  it('stops, sending nothing more, when the list cannot be read whole after an unknown outcome', async () => {
    const api = project([new TransportError('POST x: no answer within 15 s', true)], { pages: 1_000 })
    await expect(makeBranch(api, body, options(api))).rejects.toBeInstanceOf(UnknownBranchCreateError)
    expect(api.calls.filter(c => c.startsWith('create'))).toHaveLength(1)
  })

  it('after a 201, hands on the branch with a warning when the list is too long to see it listed', async () => {
    const warnings: string[] = []
    const api = project(['ok'], { pages: 1_000, listedAfterMs: 5_000 })
    await expect(makeBranch(api, body, options(api, { warn: w => warnings.push(w) }))).resolves.toEqual({
      branch: made,
      created: true,
    })
    expect(warnings).toEqual([expect.stringMatching(/^Branch b-new was created; the branch list is longer/)])
    expect(api.clock.waits).toEqual([])
  })

  it('makes at most three creates whose outcomes are all unknown, each after a look of the whole bound', async () => {
    const failing = (): Error => new ApiError(504, 'Gateway timeout')
    const api = project([failing(), failing(), failing(), 'ok'])
    await expect(makeBranch(api, body, options(api))).rejects.toBeInstanceOf(UnknownBranchCreateError)
    expect(api.calls.filter(c => c.startsWith('create'))).toEqual([
      'create@0',
      `create@${LISTED_WITHIN_MS}`,
      `create@${2 * LISTED_WITHIN_MS}`,
    ])
  })

  it('ends its looks when the step does', async () => {
    const api = project(['lost'], { listedAfterMs: 10 * 60_000 })
    const controller = new AbortController()
    const reason = new Error('step timed out')
    api.clock.wait = ms => {
      api.clock.ms += ms
      if (api.clock.ms >= 7_000) controller.abort(reason)
      return controller.signal.aborted ? Promise.reject(reason) : Promise.resolve()
    }
    await expect(makeBranch(api, body, options(api, { signal: controller.signal }))).rejects.toBe(reason)
    expect(api.calls.filter(c => c.startsWith('create'))).toHaveLength(1)
  })
})

describe('a branch never listed, as the step reports it', () => {
  it('names the branch, the bound, that the service may still make it, and how to take it', () => {
    const error = new BranchNotListedError('rollback-42', LISTED_WITHIN_MS, 'The create was answered 201 with id b-1')
    expect(failureMessage(error, undefined, 'create-branch')).toBe(
      'The create was answered 201 with id b-1, but no branch named "rollback-42" is listed after 60 s: the service may still finish making it. The branch may exist: the request is not sent again, so that no second branch is made. Run the step again with if-exists: use to take it.',
    )
  })
})
