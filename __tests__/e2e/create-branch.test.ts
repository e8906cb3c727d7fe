import { describe, expect, it } from '@jest/globals'
import { runAgainst, runCreateBranch } from '../../stand-ins/defaults.js'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { HOSTILE, expectContained, expectFailure, scaledClock, startApi } from '../support/e2e.js'

// The create-branch action, spawned from its own bundle (dist/create-branch/index.js) as a runner runs it.
const CLOCK_SCALE = 10
const creates = (api: StandInApi): number => api.requests.filter(r => r.method === 'POST').length
const branchesOf = (api: StandInApi): { id: string; name: string }[] =>
  (api as unknown as { options: { projects: Record<number, { id: string; name: string }[]> } }).options
    .projects[1234] ?? []
const named = (api: StandInApi, name: string): number => branchesOf(api).filter(b => b.name === name).length
const idOf = (api: StandInApi, name: string): string | undefined => branchesOf(api).find(b => b.name === name)?.id

describe('create-branch', () => {
  it('opens a branch from a checkpoint of the source branch, with outputs and a summary', async () => {
    const api = await startApi()
    const result = await runCreateBranch(api.url, { 'checkpoint-id': 'cp-main-branch-id' })
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    expect(result.outputs.created).toBe('true')
    const branch = JSON.parse(result.outputs.branch ?? '{}') as { id: string; name: string }
    expect(branch).toMatchObject({ id: result.outputs['branch-id'], name: 'rollback-42' })
    const sent = JSON.parse(api.requests.find(r => r.method === 'POST')?.body ?? '{}') as object
    expect(sent).toEqual({
      projectId: 1234,
      name: 'rollback-42',
      sourceBranchId: 'main-branch-id',
      sourceCheckpointId: 'cp-main-branch-id',
    })
    expect(result.summary).toContain('<h3>Branch created</h3>')
    expect(result.summary).toContain('main (<code>main-branch-id</code>)')
    expect(result.summary).toContain('Ada Lovelace (@ada)')
    expectContained(result)
  })

  it('after a create whose answer was lost, finds the branch by its name: exactly one, and the step succeeds', async () => {
    const api = await startApi()
    api.faults.push({ method: 'POST', path: /branches/, reset: 'after' })
    const result = await runCreateBranch(api.url)
    expect(result.code).toBe(0)
    expect(result.outputs.created).toBe('true')
    expect(creates(api)).toBe(1)
    expect(named(api, 'rollback-42')).toBe(1)
    expect(result.outputs['branch-id']).toMatch(/^b-[0-9a-f]{12}$/)
  })

  it.each([
    ['another name', { name: 'someone-else' }],
    ['another project', { projectId: 99 }],
  ])(
    "takes a 201 naming %s as an answer that may have acted: the list says which branch is the step's",
    async (_, edit) => {
      const api = await startApi()
      api.faults.push({ method: 'POST', path: /branches/, edit: json => ({ ...json, id: 'b-not-ours', ...edit }) })
      const result = await runCreateBranch(api.url)
      expect(result.code).toBe(0)
      expect(result.outputs.created).toBe('true')
      expect(result.outputs['branch-id']).toMatch(/^b-[0-9a-f]{12}$/)
      expect(creates(api)).toBe(1)
      expect(named(api, 'rollback-42')).toBe(1)
    },
  )

  it('sends the create again only after the list has shown no branch of that name for 60 s', async () => {
    const api = await startApi()
    api.faults.push({ method: 'POST', path: /branches/, reset: 'before' })
    // The action's clock runs 10 times as fast: its minute is 6 s here. The run takes about 90 s of it; its timeout
    // leaves room for a loaded machine, where each real second of a request is ten of the action's.
    const result = await runCreateBranch(api.url, { timeout: '400' }, { env: scaledClock(CLOCK_SCALE) })
    expect({ code: result.code, errors: errorAnnotations(result.stdout) }).toEqual({ code: 0, errors: [] })
    expect(named(api, 'rollback-42')).toBe(1)
    // The second create comes after the list was read, paced, for the whole bound (the reset may have acted).
    const order = api.requests.map(r => (r.method === 'POST' ? 'create' : 'list')).join(' ')
    expect(order).toMatch(/^(list )+create (list )+create( list)+$/)
    const [first, second] = api.requests.filter(r => r.method === 'POST')
    expect((second?.atMs ?? 0) - (first?.atMs ?? 0)).toBeGreaterThanOrEqual(60_000 / CLOCK_SCALE)
    expect(api.requests.filter(r => r.status === 429)).toEqual([])
    expect(result.stdout).toMatch(
      /::warning::.*no branch of that name is listed after 60 s, so the create is sent again/,
    )
  }, 60_000)

  it('hands out branch-id only once the branch is listed (2 s after its 201), so the next step finds it', async () => {
    const api = await startApi({ branchListedAfterMs: 2_000 })
    let announcedAtMs = Infinity
    const result = await runCreateBranch(api.url, undefined, {
      env: { RUNNER_DEBUG: '1' },
      onOutput: stdout => {
        if (announcedAtMs === Infinity && /Branch .* created/.test(stdout)) announcedAtMs = Date.now() - api.startedMs
      },
    })
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    const id = result.outputs['branch-id']
    const create = api.requests.find(r => r.method === 'POST')
    expect(create?.status).toBe(201)
    const createdAtMs = create?.atMs ?? Infinity
    // Looked for after the create, a few seconds apart; the look that saw it came once the branch was listed.
    // (a look reads the list's pages until the name: 4 pages of 3 here; paced 1 s, then 2 s apart: not a busy loop)
    const looks = api.requests.filter(r => r.method === 'GET' && r.atMs >= createdAtMs)
    expect(looks.length).toBeGreaterThanOrEqual(2)
    expect(looks.length).toBeLessThanOrEqual(12)
    expect(looks.at(-1)?.atMs).toBeGreaterThanOrEqual(createdAtMs + 2_000)
    // The step said so, and set the output, only after that.
    expect(announcedAtMs).toBeGreaterThanOrEqual(createdAtMs + 2_000)
    expect(result.stdout).toMatch(/::debug::Waiting 1\.00 s \(pacing\): the new branch is not listed yet/)
    // And the next step, a checkpoint of it, finds it.
    const next = await runAgainst(api.url, { 'branch-id': id ?? '' })
    expect(next.code).toBe(0)
  })

  it.each([408, 504])(
    'takes a first answer %d "Request timed out" as started: one create, the branch it made, the step green',
    async status => {
      const api = await startApi({ branchCreateTimesOut: status })
      const result = await runCreateBranch(api.url)
      expect(errorAnnotations(result.stdout)).toEqual([])
      expect(result.code).toBe(0)
      expect(creates(api)).toBe(1)
      expect(api.requests.find(r => r.method === 'POST')?.status).toBe(status)
      expect(named(api, 'rollback-42')).toBe(1)
      expect(result.outputs).toMatchObject({ 'branch-id': idOf(api, 'rollback-42'), created: 'true' })
    },
  )

  it('never looks past the step timeout: a branch not listed yet fails the step, saying it may have been made', async () => {
    const api = await startApi({ branchListedAfterMs: 10 * 60_000 })
    const result = await runCreateBranch(api.url, { timeout: '6' })
    expectFailure(
      result,
      /^Timed out after 6 s \(the timeout input\) while creating the branch\. It may have been made: run the step again with if-exists: use/,
    )
    expect(creates(api)).toBe(1)
    expect(result.outputs['branch-id']).toBeUndefined()
    expect(result.elapsedMs).toBeLessThan(12_000)
  })

  it('fails on a name that exists, naming the branch and its id, and takes it with if-exists: use', async () => {
    const api = await startApi()
    const refused = await runCreateBranch(api.url, { name: 'release/2.1' })
    expectFailure(
      refused,
      /^A branch named "release\/2\.1" already exists in project 1234 \(id b-release-21\): nothing was created\. Set if-exists: use/,
    )
    expect(creates(api)).toBe(0)
    const taken = await runCreateBranch(api.url, { name: 'release/2.1', 'if-exists': 'use' })
    expect(taken.code).toBe(0)
    expect(taken.outputs).toMatchObject({ 'branch-id': 'b-release-21', created: 'false' })
    expect(creates(api)).toBe(0)
  })

  it('passes on a re-run with if-exists: use, taking the branch the first run made', async () => {
    const api = await startApi()
    const first = await runCreateBranch(api.url, { 'if-exists': 'use' })
    const again = await runCreateBranch(api.url, { 'if-exists': 'use' })
    expect([first.outputs.created, again.outputs.created]).toEqual(['true', 'false'])
    expect(again.outputs['branch-id']).toBe(first.outputs['branch-id'])
    expect(named(api, 'rollback-42')).toBe(1)
  })

  it("shows the API's words and a hint for a checkpoint of another branch", async () => {
    const api = await startApi()
    const result = await runCreateBranch(api.url, { 'checkpoint-id': 'cp-b-hotfix' })
    expectFailure(
      result,
      /^Creating the branch failed: 400 Checkpoint does not belong to the source branch — .*checkpoint-id must be a checkpoint of the source branch/,
    )
    expect(named(api, 'rollback-42')).toBe(0)
  })

  it.each([
    ['name', { name: '' }, /^Input 'name' is required/],
    ['name', { name: 'n'.repeat(1_001) }, /^Input 'name' must be at most 1000 characters/],
    ['source', { 'source-branch-id': 'main-branch-id' }, /^Inputs 'source-branch' and 'source-branch-id' are both set/],
    ['source', { 'source-branch': '' }, /^Input 'source-branch' or 'source-branch-id' is required/],
    ['checkpoint-id', { 'checkpoint-id': 'a b' }, /^Input 'checkpoint-id' must be a checkpoint id/],
    ['if-exists', { 'if-exists': 'maybe' }, /^Input 'if-exists' must be fail or use; got 'maybe'/],
    ['project-id', { 'project-id': 'x' }, /^Input 'project-id' must be a positive integer/],
  ])('refuses a bad %s before any request', async (_, inputs, message) => {
    const api = await startApi()
    const result = await runCreateBranch(api.url, inputs)
    expectFailure(result, message)
    expect(api.requests).toEqual([])
  })

  it('never lets the API text act as a workflow command', async () => {
    const api = await startApi()
    api.faults.push({ method: 'POST', status: 400, body: JSON.stringify({ error: HOSTILE }) })
    const result = await runCreateBranch(api.url, { 'source-branch-id': 'main-branch-id', 'source-branch': '' })
    expectContained(result)
    expect(result.code).toBe(1)
  })
})
