import { describe, expect, it } from '@jest/globals'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { StandInDeployments } from '../../stand-ins/github-deployments.js'
import { ConnectProxy } from '../../stand-ins/connect-proxy.js'
import { JOB_TOKEN, type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations, foreignCommands, runnerCommands } from '../../stand-ins/workflow-commands.js'
import { DEPLOY_TASK, payloadOf } from '../../src/deployments/record.js'
import { expectNoToken } from '../support/expect-no-token.js'
import { HOSTILE, cleanups } from '../support/e2e.js'

// record-deploy and find-deploy as a runner runs them: action.yml's defaults evaluated (the token is the job's,
// `${{ github.token }}`), the committed bundle spawned, against a stand-in of GitHub's deployments API on loopback.

const SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821'

async function github(prefix = ''): Promise<{ api: StandInDeployments; url: string }> {
  const api = new StandInDeployments({ prefix })
  const url = await api.start()
  cleanups.push(() => api.stop())
  return { api, url }
}

const RECORD = {
  'project-id': '1234',
  'checkpoint-id': 'cp-0123456789abcdef',
  'source-branch-id': 'main-branch-id',
  'release-branch-id': 'b-release',
  'release-branch': 'octo-org/game/release-7',
  url: 'https://octo-org.github.io/game/',
}

const record = (url: string, inputs: Record<string, string> = {}, sha = SHA): Promise<RunResult> =>
  runAction({
    action: 'record-deploy',
    inputs: { ...RECORD, ...inputs },
    env: { GITHUB_API_URL: url, GITHUB_SHA: sha, GITHUB_RUN_ID: '555' },
  })
const find = (url: string, inputs: Record<string, string> = {}, sha = SHA): Promise<RunResult> =>
  runAction({
    action: 'find-deploy',
    inputs: { 'project-id': '1234', ...inputs },
    env: { GITHUB_API_URL: url, GITHUB_SHA: sha },
  })

/** No token anywhere, no workflow command the action did not write. */
function expectContained(result: RunResult): void {
  expectNoToken(result, JOB_TOKEN)
  expect(foreignCommands(result.stdout)).toEqual([])
}

/** One of ours, as record-deploy writes it, with a `success` status (or `state`). */
function ours(api: StandInDeployments, n: number, more: Record<string, unknown> = {}, state = 'success'): void {
  const facts = {
    projectId: 1234,
    release: { checkpointId: `cp-${n}`, sourceBranchId: 'main', branchId: `b-${n}`, branchName: `release-${n}` },
    url: '',
    run: { id: String(n), number: String(n), url: '' },
  }
  api.seed({
    sha: String(n % 10).repeat(40),
    task: DEPLOY_TASK,
    environment: 'playcanvas',
    payload: { ...payloadOf(facts), ...more },
    state: state as 'success',
  })
}

describe('record-deploy', () => {
  it("keeps the deploy on record on GitHub Enterprise Server's API address, with GitHub's defaults set aside, and no token printed", async () => {
    const { api, url } = await github('/api/v3')
    expect(url).toMatch(/\/api\/v3$/)
    // GitHub's defaults would refuse: a check pending on the commit, and main's head elsewhere.
    api.commitStatuses.set(SHA, [{ context: 'ci/test', state: 'pending' }])
    api.defaultHead = 'f'.repeat(40)
    const result = await record(url, { 'rolled-back-from': '' })
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    expectContained(result)
    const [made] = api.deployments
    expect(result.outputs['deployment-id']).toBe(String(made?.id))
    expect(made).toMatchObject({
      sha: SHA,
      task: DEPLOY_TASK,
      environment: 'playcanvas',
      production_environment: true,
      payload: {
        format: 1,
        project_id: 1234,
        checkpoint_id: 'cp-0123456789abcdef',
        release_branch: 'octo-org/game/release-7',
        run_url: 'https://github.com/octo-org/game/actions/runs/555',
      },
    })
    expect(made?.statuses.map(s => [s.state, s.environment_url])).toEqual([['success', RECORD.url]])
    expect(result.summary).toContain('Deploy on record')
  })

  it("goes through the proxy HTTPS_PROXY and HTTP_PROXY name: Octokit's fetch on undici's ProxyAgent, loaded then", async () => {
    const { api, url } = await github()
    const proxy = new ConnectProxy()
    const proxyUrl = await proxy.start()
    cleanups.push(() => proxy.stop())
    // api.test resolves nowhere (a loopback host would not be proxied): the records can only go through the tunnel.
    const port = new URL(url).port
    const result = await runAction({
      action: 'record-deploy',
      inputs: { ...RECORD, 'rolled-back-from': '' },
      env: {
        GITHUB_API_URL: `http://api.test:${port}`,
        GITHUB_SHA: SHA,
        GITHUB_RUN_ID: '555',
        HTTPS_PROXY: proxyUrl,
        HTTP_PROXY: proxyUrl,
      },
    })
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    expect(result.outputs['deployment-id']).toBe(String(api.deployments[0]?.id))
    expect(new Set(proxy.tunnels)).toEqual(new Set([`api.test:${port}`]))
  })

  it('marks the one rolled back from; a later success of anyone in the environment leaves both as they are', async () => {
    const { api, url } = await github()
    const first = await record(url)
    const second = await record(url, { 'rolled-back-from': first.outputs['deployment-id'] ?? '' })
    expect([first.code, second.code]).toEqual([0, 0])
    const [older, newer] = api.deployments
    expect(older?.statuses.map(s => [s.state, s.description])).toEqual([
      ['success', 'Went live'],
      ['inactive', `Rolled back from by #${newer?.id}`],
    ])
    expect(newer?.payload).toMatchObject({ rolled_back_from: older?.id })
    // GitHub's own record of a job in the same environment goes live after: ours are not marked inactive by it.
    api.finishJob(api.recordJob({ environment: 'playcanvas', sha: SHA, ref: 'refs/heads/main', logUrl: '' }), 'success')
    expect(api.latestState(newer?.id ?? 0)).toBe('success')
  })

  it('bad inputs are named before any request', async () => {
    const { api, url } = await github()
    for (const [inputs, message] of [
      [{ 'rolled-back-from': 'last' }, /^Input 'rolled-back-from' must be a deploy's record id/],
      [{ url: 'ftp://x/' }, /^Input 'url' must be the page's http or https address/],
      [{ 'checkpoint-id': '' }, /^Input 'checkpoint-id' is required/],
    ] as const) {
      const result = await record(url, inputs)
      expect(result.code).toBe(1)
      expect(errorAnnotations(result.stdout)).toEqual([expect.stringMatching(message)])
    }
    expect(api.requests).toEqual([])
  })
})

describe('find-deploy', () => {
  it("without `deployments` permission: fails with GitHub's words and what to give the job", async () => {
    const { api, url } = await github()
    api.permission = 'none'
    const result = await find(url)
    expect(result.code).toBe(1)
    expectContained(result)
    expect(errorAnnotations(result.stdout)).toEqual([
      expect.stringMatching(
        /^GitHub answered 403 listing deployments: Resource not accessible by integration \(the job token needs `deployments: write`/,
      ),
    ])
  })

  it("reads no further than the choice needs, other projects' records without a request each, and says what it skipped", async () => {
    const { api, url } = await github()
    ours(api, 1)
    ours(api, 2)
    for (let i = 0; i < 250; i++) ours(api, 3, { project_id: 99 })
    ours(api, 4)
    // Hostile text where a record's fields are: never printed raw, the record unreadable.
    ours(api, 5, { release_branch: HOSTILE })
    const result = await find(url)
    expect(errorAnnotations(result.stdout)).toEqual([])
    expectContained(result)
    expect(result.outputs).toMatchObject({
      'checkpoint-id': 'cp-2',
      'live-deployment-id': String(api.deployments.at(-2)?.id),
    })
    const asked = api.requests.map(r => r.path)
    // Three pages of our records (253), a status for each of the project's readable ones down to the target (4, 2),
    // and one page of Pages' own records (none: nothing served yet).
    expect(asked.filter(p => /\/deployments\?.*task=deploy%3Aplaycanvas/.test(p))).toHaveLength(3)
    expect(asked.filter(p => /\/statuses\?/.test(p))).toHaveLength(2)
    expect(asked.filter(p => /\/deployments\?environment=github-pages/.test(p))).toHaveLength(1)
    expect(asked).toHaveLength(6)
    expect(result.summary).toMatch(/not readable as a deploy record: its payload lacks or garbles branchName/)
  })

  it('Pages serving a deploy not on record: refused before any build, unless `to` names the one to put back', async () => {
    const { api, url } = await github()
    ours(api, 1)
    ours(api, 2)
    const newest = api.deployments[1]?.id
    // Pages' own record of a later deploy (commit 3…), whose record-deploy step failed: none of ours names it.
    const pages = api.recordJob({ environment: 'github-pages', sha: '3'.repeat(40), ref: 'main', logUrl: '' })
    api.finishJob(pages, 'success')
    const refused = await find(url)
    expect(refused.code).toBe(1)
    expect(errorAnnotations(refused.stdout)).toEqual([
      `Pages serves commit 3333333, but the newest deploy on record that went live, #${newest}, is of commit 2222222: the site was deployed since without a record (record-deploy failed or was skipped in that run, or another workflow deployed the site). Nothing was built or deployed. Say which deploy to put back with the input to (a record id, a checkpoint id or a commit): to: ${newest} puts back #${newest}, the newest on record (docs/find-deploy.md, "Pages serves a deploy not on record").`,
    ])
    expect(refused.outputs).toEqual({})
    expect(refused.summary).toMatch(
      /Nothing rolled back[^]*Live<\/th><td>not on record \(Pages serves commit 3333333\); the newest on record: #/,
    )
    // Named, the newest on record is put back, though the walk took it for the live one.
    const named = await find(url, { to: String(newest) })
    expect(errorAnnotations(named.stdout)).toEqual([])
    expect(named.outputs).toMatchObject({ 'checkpoint-id': 'cp-2', 'deployment-id': String(newest) })
    expect(
      runnerCommands(named.stdout)
        .filter(command => command.name === 'warning')
        .map(command => command.data),
    ).toEqual([
      expect.stringMatching(new RegExp(`^Pages serves commit 3333333, .* Rolling back to '${newest}', as asked\\.$`)),
    ])
    expectContained(named)
  })

  it('a GitHub that never answers: the step ends at its timeout, saying so', async () => {
    const server: Server = createServer(() => undefined)
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    cleanups.push(
      () =>
        new Promise<void>(resolve => {
          server.closeAllConnections()
          server.close(() => resolve())
        }),
    )
    const started = Date.now()
    const result = await find(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { timeout: '2' })
    expect(result.code).toBe(1)
    expect(Date.now() - started).toBeLessThan(20_000)
    expect(errorAnnotations(result.stdout)).toEqual([expect.stringMatching(/timed out|timeout|aborted/i)])
  })

  it('bad inputs are named before any request', async () => {
    const { api, url } = await github()
    const result = await find(url, { to: 'two words', environment: 'x' })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)).toEqual([expect.stringMatching(/^Input 'to' must be a deploy's record id/)])
    expect(api.requests).toEqual([])
  })
})

describe('a GitHub that cannot be reached', () => {
  it('is said as such, not as an answer of its', async () => {
    const result = await record('http://127.0.0.1:9')
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)).toEqual([
      expect.stringMatching(/^GitHub did not answer listing deployments: /),
    ])
  })
})
