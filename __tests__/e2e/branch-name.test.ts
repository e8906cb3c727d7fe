import { describe, expect, it } from '@jest/globals'
import { MAX_BRANCH_PAGES } from '../../src/branches/find-branch.js'
import { runAgainst } from '../../stand-ins/defaults.js'
import { BRANCHES, type StandInApi } from '../../stand-ins/checkpoint-api.js'
import { HOSTILE, expectContained, expectFailure, expectSuccess, posts, startApi } from '../support/e2e.js'

// The branch given by its name, as the Editor shows it: resolved through the project's branch list (3 a page here).
const byName = (branch: string): Record<string, string> => ({ 'branch-id': '', branch })
const lists = (api: StandInApi): string[] => api.requests.filter(r => r.path.includes('/branches')).map(r => r.path)

describe('the branch by its name', () => {
  it.each([
    ['main', 'main-branch-id'],
    ['release/2.1', 'b-release-21'],
    ['уровень-2', 'b-uroven'],
  ])('finds %j, on whatever page, and snapshots it', async (name, id) => {
    const api = await startApi({ jobMs: 200 })
    const result = await runAgainst(api.url, byName(name))
    expectSuccess(result)
    expect(result.outputs['branch-id']).toBe(id)
    expect(JSON.parse(api.requests.find(r => r.method === 'POST')?.body ?? '{}')).toMatchObject({ branchId: id })
    expect(result.summary).toContain(`(<code>${id}</code>)`)
    expect(lists(api)[0]).toBe('/api/projects/1234/branches')
  })

  it('reads the list through the retries, the gate and the traffic record like every request', async () => {
    const api = await startApi({ jobMs: 200 })
    api.faults.push({ method: 'GET', path: /branches/, status: 503, body: '{"error":"Busy"}' })
    const result = await runAgainst(api.url, byName('art pass 3'), { env: { RUNNER_DEBUG: '1' } })
    expectSuccess(result)
    expect(result.stdout).toMatch(/::debug::GET \/api\/projects\/1234\/branches → 503 in \d+ ms/)
    expect(result.stdout).toMatch(/::debug::Waiting [\d.]+ s \(backoff\): answered 503/)
    expect(result.summary).toMatch(/Requests<\/th><td>[4-9]</)
  })

  it.each([
    [
      'an unknown name',
      'mian',
      /^No open branch of project 1234 is named "mian"\. Open branches: "Hotfix", .*Closed branches are not listed/,
    ],
    [
      'a closed branch',
      'old-prototype',
      /is named "old-prototype"\. Open branches: .*Closed branches are not listed: reopen it/,
    ],
    [
      'a name only a case away',
      'hotfix',
      /^No open branch of project 1234 is named "hotfix"; did you mean "Hotfix"\? .*nothing was created/,
    ],
  ])('fails on %s before any create', async (_, name, message) => {
    const api = await startApi()
    const result = await runAgainst(api.url, byName(name))
    expectFailure(result, message)
    expect(posts(api)).toBe(0)
    expect(result.outputs).toEqual({})
  })

  it.each([
    ['both', { branch: 'main' }, /^Inputs 'branch' and 'branch-id' are both set/],
    ['neither', { 'branch-id': '' }, /^Input 'branch' or 'branch-id' is required/],
  ])('refuses %s of branch and branch-id before any request', async (_, inputs, message) => {
    const api = await startApi()
    const result = await runAgainst(api.url, inputs)
    expectFailure(result, message)
    expect(api.requests).toEqual([])
  })

  it(`stops reading a list that never ends after ${MAX_BRANCH_PAGES} pages, and says so`, async () => {
    let n = 0
    const endless = (): unknown => ({
      result: [{ id: `b-${n}`, name: `branch ${n++}` }],
      pagination: { hasMore: true },
    })
    const api = await startApi({ faultFor: r => (r.path.includes('/branches') ? { edit: endless } : undefined) })
    const result = await runAgainst(api.url, byName('main'))
    expectFailure(result, /in the first 20 branches of its list; the list was not read further/)
    expect(lists(api)).toHaveLength(MAX_BRANCH_PAGES)
    expect(posts(api)).toBe(0)
  })

  it('never lets a branch name act as a workflow command, listed or matched', async () => {
    const forged = '::set-output name=checkpoint-id::forged'
    const projects = { 1234: [...BRANCHES, { id: 'b-hostile', name: HOSTILE }, { id: 'b-forged', name: forged }] }
    const api = await startApi({ jobMs: 200, projects, branchPageSize: 50 })
    const unknown = await runAgainst(api.url, byName('nowhere'))
    expectFailure(unknown, /is named "nowhere"\. Open branches: /)
    const matched = await runAgainst(api.url, byName(forged))
    expectSuccess(matched)
    expectContained(matched)
    expect(matched.outputs['branch-id']).toBe('b-forged')
    expect(matched.outputs['checkpoint-id']).not.toBe('forged')
  })
})
