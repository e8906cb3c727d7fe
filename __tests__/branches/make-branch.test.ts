import { describe, expect, it } from '@jest/globals'
import type { CreateBranchBody } from '../../src/api/client.js'
import type { Branch, BranchPage } from '../../src/api/model.js'
import { ApiError, BranchExistsError, TransportError, UnknownBranchCreateError } from '../../src/errors.js'
import { makeBranch } from '../../src/branches/make-branch.js'

const body: CreateBranchBody = { projectId: 1, name: 'rollback-42', sourceBranchId: 'main-id' }
const live = (): AbortSignal => new AbortController().signal
const made: Branch = { id: 'b-new', name: 'rollback-42' }

/**
 * A project in memory: its branch list (one page unless `pages` says more) and a create that answers from a script:
 * `ok` makes the branch and answers it, `lost` makes it and loses the answer, an error only throws.
 */
function project(script: ('ok' | 'lost' | Error)[], existing: Branch[] = [], pages = 1) {
  const branches = [...existing]
  const calls: string[] = []
  return {
    calls,
    branches,
    // The first page holds the project's branches, the others one filler each (`page-N`), `pages` in all.
    listBranches: (_: number, after: string | undefined): Promise<BranchPage> => {
      calls.push('list')
      const page = after === undefined ? 1 : Number(after.replace('page-', '')) + 1
      const filler = [{ id: `page-${page}`, name: `filler ${page}` }]
      return Promise.resolve({ branches: page === 1 ? [...branches, ...filler] : filler, hasMore: page < pages })
    },
    createBranch: (): Promise<Branch> => {
      calls.push('create')
      const next = script.shift() ?? new Error('script ran out')
      if (next instanceof Error) return Promise.reject(next)
      if (branches.some(b => b.name === body.name))
        return Promise.reject(new ApiError(400, 'Branch name already exists'))
      branches.push(made)
      return next === 'ok'
        ? Promise.resolve(made)
        : Promise.reject(new TransportError('POST x: connection reset', true))
    },
  }
}

describe('makeBranch', () => {
  it('looks first, then creates once', async () => {
    const api = project(['ok'])
    await expect(makeBranch(api, body, 'fail', live(), () => undefined)).resolves.toEqual({
      branch: made,
      created: true,
    })
    expect(api.calls).toEqual(['list', 'create'])
  })

  it('after an answer lost, finds its own branch by name and sends nothing again', async () => {
    const api = project(['lost', 'ok'])
    await expect(makeBranch(api, body, 'fail', live(), () => undefined)).resolves.toEqual({
      branch: made,
      created: true,
    })
    expect(api.calls).toEqual(['list', 'create', 'list'])
    expect(api.branches).toEqual([made])
  })

  it('sends again only after the list shows no branch of that name, with a warning', async () => {
    const warnings: string[] = []
    const api = project([new ApiError(502, 'Bad gateway'), 'ok'])
    await expect(makeBranch(api, body, 'fail', live(), w => warnings.push(w))).resolves.toMatchObject({ created: true })
    expect(api.calls).toEqual(['list', 'create', 'list', 'create'])
    expect(warnings).toEqual(['502 Bad gateway; no branch of that name exists yet, so the create is sent again'])
  })

  it('takes a branch that existed before the step only with if-exists: use, as not created', async () => {
    const old: Branch = { id: 'b-old', name: 'rollback-42' }
    await expect(makeBranch(project([], [old]), body, 'fail', live(), () => undefined)).rejects.toEqual(
      new BranchExistsError(1, 'rollback-42', 'b-old'),
    )
    const api = project([], [old])
    await expect(makeBranch(api, body, 'use', live(), () => undefined)).resolves.toEqual({
      branch: old,
      created: false,
    })
    expect(api.calls).toEqual(['list'])
  })

  it('takes a name made by someone else between its look and its create as existing, not as its own', async () => {
    const api = project(['ok'])
    const rival: Branch = { id: 'b-rival', name: 'rollback-42' }
    api.createBranch = () => (api.branches.push(rival), Promise.reject(new ApiError(400, 'Branch name already exists')))
    await expect(makeBranch(api, body, 'fail', live(), () => undefined)).rejects.toBeInstanceOf(BranchExistsError)
  })

  it("lets another 400 through with the API's words", async () => {
    const refused = new ApiError(400, 'Checkpoint does not belong to the source branch')
    await expect(makeBranch(project([refused]), body, 'fail', live(), () => undefined)).rejects.toBe(refused)
  })

  it('stops, sending nothing more, when the list cannot be read whole after an unknown outcome', async () => {
    const api = project([new TransportError('POST x: no answer within 15 s', true)], [], 1_000)
    await expect(makeBranch(api, body, 'fail', live(), () => undefined)).rejects.toBeInstanceOf(
      UnknownBranchCreateError,
    )
    expect(api.calls.filter(c => c === 'create')).toHaveLength(1)
  })

  it('makes at most three creates whose outcomes are all unknown, each after a look', async () => {
    const failing = (): Error => new ApiError(504, 'Gateway timeout')
    const api = project([failing(), failing(), failing(), 'ok'])
    await expect(makeBranch(api, body, 'fail', live(), () => undefined)).rejects.toBeInstanceOf(
      UnknownBranchCreateError,
    )
    expect(api.calls.join(' ')).toBe('list create list create list create list')
  })
})
