import { afterEach, describe, expect, it } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { StandInDeployments } from '../../stand-ins/github-deployments.js'
import { JOB_TOKEN } from '../../stand-ins/runner.js'

// Every call goes through the client the actions use: @actions/github's Octokit, with its paginate plugin.
type Octokit = ReturnType<typeof getOctokit>

const owner = 'octo-org'
const repo = 'game'
const SHA_A = '3b18e512dba79e4c8300dd08aeb37f8e728b8dad'
const SHA_B = '9fceb02d0ae598e95dc970b74767f19372d61af8'
const HEAD = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391'
const LOG = 'https://github.com/octo-org/game/actions/runs/7/job/9'
const CREATE_DOCS = 'https://docs.github.com/rest/deployments/deployments#create-a-deployment'
const BOT = { login: 'github-actions[bot]' }

const running: StandInDeployments[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map(standIn => standIn.stop()))
})

async function open(
  options?: ConstructorParameters<typeof StandInDeployments>[0],
): Promise<{ standIn: StandInDeployments; root: string; octokit: Octokit }> {
  const standIn = new StandInDeployments(options)
  running.push(standIn)
  const root = await standIn.start()
  return { standIn, root, octokit: getOctokit(JOB_TOKEN, { baseUrl: root }) }
}

/** The deployment a create answered 201 with (octokit types GitHub's 202 after an auto-merge as well). */
function deployment(response: Awaited<ReturnType<Octokit['rest']['repos']['createDeployment']>>) {
  if (!('id' in response.data)) throw new Error(`no deployment, but ${response.status}`)
  return response.data
}

/** How a refused call was answered: the status and body octokit's RequestError carries. */
async function refusal(call: Promise<unknown>): Promise<{ status?: number; data?: unknown }> {
  try {
    await call
  } catch (error) {
    const { status, response } = error as { status?: number; response?: { data?: unknown } }
    return { status, data: response?.data }
  }
  throw new Error('the call was not refused')
}

describe('StandInDeployments through @actions/github', () => {
  it('creates, lists and gets a deployment and its statuses', async () => {
    const { standIn, root, octokit } = await open()
    const created = await octokit.rest.repos.createDeployment({
      owner,
      repo,
      ref: SHA_A,
      auto_merge: false,
      environment: 'staging',
      description: 'Deploy build 7',
      payload: '{"build":7}',
    })
    const url = `${root}/repos/octo-org/game/deployments/1001`
    const deployment = {
      id: 1001,
      node_id: 'MDEwOkRlcGxveW1lbnQxMDAx',
      url,
      sha: SHA_A,
      ref: SHA_A,
      task: 'deploy',
      payload: { build: 7 },
      original_environment: 'staging',
      environment: 'staging',
      description: 'Deploy build 7',
      creator: BOT,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
      statuses_url: `${url}/statuses`,
      repository_url: `${root}/repos/octo-org/game`,
      transient_environment: false,
      production_environment: false,
    }
    expect(created.status).toBe(201)
    expect(created.data).toEqual(deployment)

    const posted = await octokit.rest.repos.createDeploymentStatus({
      owner,
      repo,
      deployment_id: 1001,
      state: 'success',
      log_url: LOG,
      environment_url: 'https://staging.example.com/',
    })
    const status = {
      id: 1,
      state: 'success',
      description: '',
      environment: 'staging',
      environment_url: 'https://staging.example.com/',
      log_url: LOG,
      target_url: LOG,
      created_at: '2026-11-01T00:00:01Z',
      updated_at: '2026-11-01T00:00:01Z',
      deployment_url: url,
      url: `${url}/statuses/1`,
      creator: BOT,
    }
    expect(posted.status).toBe(201)
    expect(posted.data).toEqual(status)

    const updated = { ...deployment, updated_at: '2026-11-01T00:00:01Z' }
    const got = await octokit.rest.repos.getDeployment({ owner, repo, deployment_id: 1001 })
    expect(got.data).toEqual(updated)
    const listed = await octokit.rest.repos.listDeployments({ owner, repo })
    expect(listed.data).toEqual([updated])
    expect(listed.headers.link).toBeUndefined()
    const statuses = await octokit.rest.repos.listDeploymentStatuses({ owner, repo, deployment_id: 1001 })
    expect(statuses.data).toEqual([status])
    expect(standIn.latestState(1001)).toBe('success')
    expect(standIn.deployments[0]?.statuses).toEqual([status])

    const path = '/repos/octo-org/game/deployments'
    expect(standIn.requests).toEqual([
      {
        method: 'POST',
        path,
        body: {
          ref: SHA_A,
          auto_merge: false,
          environment: 'staging',
          description: 'Deploy build 7',
          payload: '{"build":7}',
        },
      },
      {
        method: 'POST',
        path: `${path}/1001/statuses`,
        body: { state: 'success', log_url: LOG, environment_url: 'https://staging.example.com/' },
      },
      { method: 'GET', path: `${path}/1001` },
      { method: 'GET', path },
      { method: 'GET', path: `${path}/1001/statuses` },
    ])
    expect(JSON.stringify(standIn.requests)).not.toContain(JOB_TOKEN)
  })

  it('pages 250 deployments newest first by the Link header', async () => {
    const { standIn, root, octokit } = await open()
    for (let i = 0; i < 250; i++) {
      await octokit.rest.repos.createDeployment({ owner, repo, ref: SHA_A, description: `build ${i}` })
    }
    const before = standIn.requests.length
    const all = await octokit.paginate(octokit.rest.repos.listDeployments, { owner, repo, per_page: 100 })
    expect(all.map(deployment => deployment.id)).toEqual(Array.from({ length: 250 }, (_, i) => 1250 - i))
    expect(all[0]?.description).toBe('build 249')
    const path = '/repos/octo-org/game/deployments'
    expect(standIn.requests.slice(before)).toEqual([
      { method: 'GET', path: `${path}?per_page=100` },
      { method: 'GET', path: `${path}?per_page=100&page=2` },
      { method: 'GET', path: `${path}?per_page=100&page=3` },
    ])

    const link = (perPage: number, page: number, rel: string): string =>
      `<${root}${path}?per_page=${perPage}&page=${page}>; rel="${rel}"`
    const first = await octokit.rest.repos.listDeployments({ owner, repo, per_page: 100 })
    expect(first.data).toHaveLength(100)
    expect(first.headers.link).toBe(`${link(100, 2, 'next')}, ${link(100, 3, 'last')}`)
    const middle = await octokit.rest.repos.listDeployments({ owner, repo, per_page: 100, page: 2 })
    expect(middle.data[0]?.id).toBe(1150)
    expect(middle.headers.link).toBe(
      [link(100, 1, 'prev'), link(100, 3, 'next'), link(100, 3, 'last'), link(100, 1, 'first')].join(', '),
    )
    const last = await octokit.rest.repos.listDeployments({ owner, repo, per_page: 100, page: 3 })
    expect(last.data.map(deployment => deployment.id)).toEqual(Array.from({ length: 50 }, (_, i) => 1050 - i))
    expect(last.headers.link).toBe(`${link(100, 2, 'prev')}, ${link(100, 1, 'first')}`)
    // 30 by default; at most 100, whatever is asked.
    const byDefault = await octokit.rest.repos.listDeployments({ owner, repo })
    expect(byDefault.data).toHaveLength(30)
    expect(byDefault.headers.link).toBe(`<${root}${path}?per_page=30&page=2>; rel="next", ${link(30, 9, 'last')}`)
    const capped = await octokit.rest.repos.listDeployments({ owner, repo, per_page: 500 })
    expect(capped.data).toHaveLength(100)
    expect(capped.headers.link).toBe(`${link(100, 2, 'next')}, ${link(100, 3, 'last')}`)
    const beyond = await octokit.rest.repos.listDeployments({ owner, repo, per_page: 100, page: 4 })
    expect(beyond.data).toEqual([])
  })

  it('filters by sha, ref, task and environment, and keeps the filters in its links', async () => {
    const { standIn, root, octokit } = await open()
    standIn.defaultHead = SHA_B
    const create = (ref: string, environment: string, task = 'deploy'): Promise<unknown> =>
      octokit.rest.repos.createDeployment({ owner, repo, ref, environment, task, auto_merge: ref === 'main' })
    await create(SHA_A, 'staging')
    await create(SHA_B, 'production')
    await create(SHA_A, 'staging', 'deploy:migrations')
    await create('main', 'staging')
    const ids = async (filters: { sha?: string; ref?: string; task?: string; environment?: string }) =>
      (await octokit.rest.repos.listDeployments({ owner, repo, ...filters })).data.map(deployment => deployment.id)
    await expect(ids({ environment: 'staging' })).resolves.toEqual([1004, 1003, 1001])
    await expect(ids({ task: 'deploy:migrations' })).resolves.toEqual([1003])
    // The default branch's name resolves to its head commit.
    await expect(ids({ sha: SHA_B })).resolves.toEqual([1004, 1002])
    await expect(ids({ ref: 'main' })).resolves.toEqual([1004])
    await expect(ids({ sha: SHA_A, environment: 'staging', task: 'deploy' })).resolves.toEqual([1001])
    await expect(ids({ environment: 'Staging' })).resolves.toEqual([])

    const page = await octokit.rest.repos.listDeployments({ owner, repo, environment: 'staging', per_page: 1 })
    const at = (n: number): string => `${root}/repos/octo-org/game/deployments?environment=staging&per_page=1&page=${n}`
    expect(page.headers.link).toBe(`<${at(2)}>; rel="next", <${at(3)}>; rel="last"`)
    const all = await octokit.paginate(octokit.rest.repos.listDeployments, {
      owner,
      repo,
      environment: 'staging',
      per_page: 1,
    })
    expect(all.map(deployment => deployment.id)).toEqual([1004, 1003, 1001])
  })

  it('refuses with 409 a ref other than the default branch head unless auto_merge is false', async () => {
    const { standIn, octokit } = await open()
    standIn.defaultHead = HEAD
    await expect(refusal(octokit.rest.repos.createDeployment({ owner, repo, ref: SHA_A }))).resolves.toEqual({
      status: 409,
      data: { message: `Conflict merging main into ${SHA_A}.`, documentation_url: CREATE_DOCS },
    })
    expect(standIn.deployments).toEqual([])
    const commit = await octokit.rest.repos.createDeployment({ owner, repo, ref: SHA_A, auto_merge: false })
    expect(commit.status).toBe(201)
    const branch = await octokit.rest.repos.createDeployment({ owner, repo, ref: 'main' })
    expect(branch.data).toMatchObject({ id: 1002, ref: 'main', sha: HEAD })
    const head = await octokit.rest.repos.createDeployment({ owner, repo, ref: HEAD })
    expect(head.data).toMatchObject({ id: 1003, ref: HEAD, sha: HEAD })
  })

  it('names the default branch it was given', async () => {
    const { standIn, octokit } = await open({ defaultBranch: 'trunk' })
    standIn.defaultHead = HEAD
    await expect(refusal(octokit.rest.repos.createDeployment({ owner, repo, ref: 'main' }))).resolves.toEqual({
      status: 409,
      data: { message: 'Conflict merging trunk into main.', documentation_url: CREATE_DOCS },
    })
    const trunk = await octokit.rest.repos.createDeployment({ owner, repo, ref: 'trunk' })
    expect(trunk.data).toMatchObject({ ref: 'trunk', sha: HEAD })
  })

  it('refuses with 409 a commit whose required contexts are not all success', async () => {
    const { standIn, octokit } = await open()
    // A context's last status is its state: ci/test failed, then passed.
    standIn.commitStatuses.set(SHA_A, [
      { context: 'ci/test', state: 'failure' },
      { context: 'ci/test', state: 'success' },
      { context: 'ci/lint', state: 'pending' },
    ])
    const deploy = (required_contexts?: string[]) =>
      octokit.rest.repos.createDeployment({ owner, repo, ref: SHA_A, auto_merge: false, required_contexts })
    const failed = (contexts: { context: string; state: string }[]) => ({
      status: 409,
      data: {
        message: `Conflict: Commit status checks failed for ${SHA_A}.`,
        errors: [{ contexts, resource: 'Deployment', field: 'required_contexts', code: 'invalid' }],
        documentation_url: CREATE_DOCS,
      },
    })
    await expect(refusal(deploy())).resolves.toEqual(
      failed([
        { context: 'ci/test', state: 'success' },
        { context: 'ci/lint', state: 'pending' },
      ]),
    )
    await expect(refusal(deploy(['ci/lint', 'ci/deploy-gate']))).resolves.toEqual(
      failed([
        { context: 'ci/lint', state: 'pending' },
        { context: 'ci/deploy-gate', state: 'missing' },
      ]),
    )
    expect(standIn.deployments).toEqual([])
    expect(deployment(await deploy(['ci/test'])).id).toBe(1001)
    expect(deployment(await deploy([])).id).toBe(1002)
    // A commit without statuses has nothing to fail.
    const other = await octokit.rest.repos.createDeployment({ owner, repo, ref: SHA_B, auto_merge: false })
    expect(deployment(other).id).toBe(1003)
    standIn.commitStatuses.get(SHA_A)?.push({ context: 'ci/lint', state: 'success' })
    expect(deployment(await deploy()).id).toBe(1004)
  })

  it('refuses with 422 a description over 140 characters, a missing ref, a bad payload or state', async () => {
    const { standIn, octokit } = await open()
    const tooLong = {
      status: 422,
      data: {
        message: 'Validation Failed',
        errors: [
          {
            resource: 'Deployment',
            code: 'custom',
            field: 'description',
            message: 'description is too long (maximum is 140 characters)',
          },
        ],
        documentation_url: CREATE_DOCS,
      },
    }
    const deploy = (description: string) =>
      octokit.rest.repos.createDeployment({ owner, repo, ref: SHA_A, auto_merge: false, description })
    await expect(refusal(deploy('x'.repeat(141)))).resolves.toEqual(tooLong)
    expect(deployment(await deploy('x'.repeat(140))).description).toBe('x'.repeat(140))

    // Past the client's types: what it would refuse to build, sent as a route string.
    const post = (route: string, body: Record<string, unknown>) => octokit.request(route, { owner, repo, ...body })
    const deployments = 'POST /repos/{owner}/{repo}/deployments'
    await expect(refusal(post(deployments, { auto_merge: false }))).resolves.toEqual({
      status: 422,
      data: {
        message: 'Validation Failed',
        errors: [{ resource: 'Deployment', code: 'missing_field', field: 'ref' }],
        documentation_url: CREATE_DOCS,
      },
    })
    await expect(refusal(post(deployments, { ref: SHA_A, auto_merge: false, payload: '[1]' }))).resolves.toMatchObject({
      status: 422,
      data: { errors: [{ resource: 'Deployment', code: 'invalid', field: 'payload' }] },
    })
    await expect(
      refusal(post('POST /repos/{owner}/{repo}/deployments/{id}/statuses', { id: 1001, state: 'done' })),
    ).resolves.toEqual({
      status: 422,
      data: {
        message: 'Validation Failed',
        errors: [{ resource: 'DeploymentStatus', code: 'invalid', field: 'state' }],
        documentation_url: 'https://docs.github.com/rest/deployments/statuses#create-a-deployment-status',
      },
    })
    expect(standIn.deployments).toHaveLength(1)
    expect(standIn.latestState(1001)).toBeUndefined()
  })

  it('answers 401 to another token, and takes the job token as Bearer too', async () => {
    const { standIn, root } = await open()
    const other = getOctokit('ghs_not-the-job-token', { baseUrl: root })
    await expect(refusal(other.rest.repos.listDeployments({ owner, repo }))).resolves.toEqual({
      status: 401,
      data: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' },
    })
    const path = `${root}/repos/octo-org/game/deployments`
    expect((await fetch(path)).status).toBe(401)
    const bearer = await fetch(path, { headers: { authorization: `Bearer ${JOB_TOKEN}` } })
    expect(bearer.status).toBe(200)
    expect(bearer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    await expect(bearer.json()).resolves.toEqual([])
    expect(JSON.stringify(standIn.requests)).not.toContain('ghs_')
  })

  it("answers 403 to a POST when the token's deployments permission is read, and to all with none", async () => {
    const { standIn, octokit } = await open()
    standIn.recordJob({ environment: 'staging', sha: SHA_A, ref: 'main', logUrl: LOG })
    standIn.permission = 'read'
    const forbidden = (documentation_url: string) => ({
      status: 403,
      data: { message: 'Resource not accessible by integration', documentation_url },
    })
    await expect(
      refusal(octokit.rest.repos.createDeployment({ owner, repo, ref: SHA_A, auto_merge: false })),
    ).resolves.toEqual(forbidden(CREATE_DOCS))
    await expect(
      refusal(octokit.rest.repos.createDeploymentStatus({ owner, repo, deployment_id: 1001, state: 'success' })),
    ).resolves.toEqual(forbidden('https://docs.github.com/rest/deployments/statuses#create-a-deployment-status'))
    expect(standIn.deployments).toHaveLength(1)
    expect(standIn.latestState(1001)).toBe('in_progress')
    expect((await octokit.rest.repos.listDeployments({ owner, repo })).data.map(d => d.id)).toEqual([1001])
    standIn.permission = 'none'
    await expect(refusal(octokit.rest.repos.getDeployment({ owner, repo, deployment_id: 1001 }))).resolves.toEqual(
      forbidden('https://docs.github.com/rest/deployments/deployments#get-a-deployment'),
    )
  })

  it('marks older non-transient, non-production successes of the environment inactive on a success', async () => {
    const { standIn, octokit } = await open()
    const deploy = async (environment: string, more: { transient?: boolean; production?: boolean } = {}) =>
      deployment(
        await octokit.rest.repos.createDeployment({
          owner,
          repo,
          ref: SHA_A,
          auto_merge: false,
          environment,
          transient_environment: more.transient,
          production_environment: more.production,
        }),
      ).id
    const succeed = (deployment_id: number, state: 'success' | 'failure' = 'success', auto_inactive?: boolean) =>
      octokit.rest.repos.createDeploymentStatus({ owner, repo, deployment_id, state, auto_inactive })
    const old = await deploy('preview')
    const production = await deploy('preview', { production: true })
    const transient = await deploy('preview', { transient: true })
    const failed = await deploy('preview')
    const otherEnvironment = await deploy('qa')
    const current = await deploy('preview')
    const newer = await deploy('preview')
    // The old one's success comes last of these: a success marks only older deployments, and none is older than it.
    for (const id of [production, transient, otherEnvironment, newer, old]) await succeed(id)
    await succeed(failed, 'failure')
    await succeed(current)
    const states = () =>
      [old, production, transient, failed, otherEnvironment, current, newer].map(id => standIn.latestState(id))
    expect(states()).toEqual(['inactive', 'success', 'success', 'failure', 'success', 'success', 'success'])

    const { data } = await octokit.rest.repos.listDeploymentStatuses({ owner, repo, deployment_id: old })
    const url = standIn.deployments[0]?.url
    expect(data.map(status => status.state)).toEqual(['inactive', 'success'])
    expect(data[0]).toEqual({
      id: 8,
      state: 'inactive',
      description: '',
      environment: 'preview',
      environment_url: '',
      log_url: '',
      target_url: '',
      created_at: '2026-11-01T00:00:14Z',
      updated_at: '2026-11-01T00:00:14Z',
      deployment_url: url,
      url: `${url}/statuses/8`,
      creator: BOT,
    })

    // auto_inactive: false leaves the older successes as they are.
    await succeed(await deploy('preview'), 'success', false)
    expect(states()).toEqual(['inactive', 'success', 'success', 'failure', 'success', 'success', 'success'])
    // The default environment, production, is a production one.
    const first = await deploy('production')
    await succeed(first)
    await succeed(await deploy('production'))
    expect(standIn.latestState(first)).toBe('success')
    expect(standIn.deployments.find(d => d.id === first)?.production_environment).toBe(true)
  })

  it("records a job's deployment as GitHub does, and ends it", async () => {
    const { standIn, root, octokit } = await open()
    const first = standIn.recordJob({ environment: 'github-pages', sha: SHA_A, ref: 'main', logUrl: LOG })
    expect(first).toBe(1001)
    const url = `${root}/repos/octo-org/game/deployments/1001`
    const { data } = await octokit.rest.repos.getDeployment({ owner, repo, deployment_id: first })
    expect(data).toEqual({
      id: 1001,
      node_id: 'MDEwOkRlcGxveW1lbnQxMDAx',
      url,
      sha: SHA_A,
      ref: 'main',
      task: 'deploy',
      payload: {},
      original_environment: 'github-pages',
      environment: 'github-pages',
      description: null,
      creator: BOT,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:02Z',
      statuses_url: `${url}/statuses`,
      repository_url: `${root}/repos/octo-org/game`,
      transient_environment: false,
      production_environment: false,
    })
    const statuses = await octokit.rest.repos.listDeploymentStatuses({ owner, repo, deployment_id: first })
    const status = (id: number, state: string, seconds: number) => ({
      id,
      state,
      description: '',
      environment: 'github-pages',
      environment_url: '',
      log_url: LOG,
      target_url: LOG,
      created_at: `2026-11-01T00:00:0${seconds}Z`,
      updated_at: `2026-11-01T00:00:0${seconds}Z`,
      deployment_url: url,
      url: `${url}/statuses/${id}`,
      creator: BOT,
    })
    expect(statuses.data).toEqual([status(2, 'in_progress', 2), status(1, 'queued', 1)])

    const site = 'https://octo-org.github.io/game/'
    standIn.finishJob(first, 'success', site)
    expect(standIn.deployments[0]?.statuses.at(-1)).toEqual({ ...status(3, 'success', 3), environment_url: site })
    const second = standIn.recordJob({ environment: 'github-pages', sha: SHA_B, ref: 'main', logUrl: LOG })
    standIn.finishJob(second, 'success', site)
    expect([standIn.latestState(first), standIn.latestState(second)]).toEqual(['inactive', 'success'])
    // A failed job leaves the last success live.
    const third = standIn.recordJob({ environment: 'github-pages', sha: SHA_B, ref: 'main', logUrl: LOG })
    standIn.finishJob(third, 'failure')
    expect([second, third].map(id => standIn.latestState(id))).toEqual(['success', 'failure'])
    expect(standIn.deployments[2]?.statuses.at(-1)?.environment_url).toBe('')
    const listed = await octokit.rest.repos.listDeployments({ owner, repo, environment: 'github-pages' })
    expect(listed.data.map(deployment => deployment.id)).toEqual([1003, 1002, 1001])
    expect(() => standIn.finishJob(1999, 'success')).toThrow('no deployment 1999')
  })

  it('sits under /api/v3 as on GitHub Enterprise Server, for the repository and token it is given', async () => {
    const { standIn, root } = await open({ prefix: '/api/v3', repository: 'playcanvas/engine', token: 'ghs_other' })
    expect(root).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/)
    const octokit = getOctokit('ghs_other', { baseUrl: root })
    const engine = { owner: 'playcanvas', repo: 'engine' }
    const created = await octokit.rest.repos.createDeployment({ ...engine, ref: SHA_A, auto_merge: false })
    expect(deployment(created).url).toBe(`${root}/repos/playcanvas/engine/deployments/1001`)
    await octokit.rest.repos.createDeployment({ ...engine, ref: SHA_B, auto_merge: false })
    const page = await octokit.rest.repos.listDeployments({ ...engine, per_page: 1 })
    const at = (n: number): string => `${root}/repos/playcanvas/engine/deployments?per_page=1&page=${n}`
    expect(page.headers.link).toBe(`<${at(2)}>; rel="next", <${at(2)}>; rel="last"`)
    const all = await octokit.paginate(octokit.rest.repos.listDeployments, { ...engine, per_page: 1 })
    expect(all.map(deployment => deployment.id)).toEqual([1002, 1001])
    expect(standIn.requests[0]?.path).toBe('/api/v3/repos/playcanvas/engine/deployments')
    // Not under the prefix, or another repository: not found.
    const origin = root.replace('/api/v3', '')
    const headers = { authorization: 'token ghs_other' }
    expect((await fetch(`${origin}/repos/playcanvas/engine/deployments`, { headers })).status).toBe(404)
    await expect(refusal(octokit.rest.repos.listDeployments({ ...engine, repo: 'editor' }))).resolves.toEqual({
      status: 404,
      data: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' },
    })
    await expect(
      refusal(getOctokit(JOB_TOKEN, { baseUrl: root }).rest.repos.listDeployments(engine)),
    ).resolves.toMatchObject({ status: 401 })
  })

  it('answers 404 to another repository, an unknown deployment and an unknown route', async () => {
    const { octokit } = await open()
    const notFound = { status: 404, data: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } }
    await expect(refusal(octokit.rest.repos.listDeployments({ owner: 'octo-org', repo: 'other' }))).resolves.toEqual(
      notFound,
    )
    await expect(refusal(octokit.rest.repos.getDeployment({ owner, repo, deployment_id: 1001 }))).resolves.toEqual(
      notFound,
    )
    await expect(
      refusal(octokit.rest.repos.createDeploymentStatus({ owner, repo, deployment_id: 1001, state: 'success' })),
    ).resolves.toEqual(notFound)
    await expect(
      refusal(octokit.rest.repos.listDeploymentStatuses({ owner, repo, deployment_id: 1001 })),
    ).resolves.toEqual(notFound)
    await expect(refusal(octokit.rest.repos.getCommit({ owner, repo, ref: SHA_A }))).resolves.toEqual(notFound)
  })

  it('answers injected faults, once or every time', async () => {
    const { standIn, octokit } = await open()
    standIn.failWith = { status: 502, times: 1 }
    await expect(refusal(octokit.rest.repos.listDeployments({ owner, repo }))).resolves.toEqual({
      status: 502,
      data: { message: 'Bad Gateway' },
    })
    expect(standIn.failWith).toBeUndefined()
    expect((await octokit.rest.repos.listDeployments({ owner, repo })).status).toBe(200)
    standIn.failWith = { status: 500 }
    for (let i = 0; i < 2; i++) {
      await expect(
        refusal(octokit.rest.repos.createDeployment({ owner, repo, ref: SHA_A, auto_merge: false })),
      ).resolves.toEqual({ status: 500, data: { message: 'Internal Server Error' } })
    }
    expect(standIn.deployments).toEqual([])
    expect(standIn.requests.map(request => request.method)).toEqual(['GET', 'GET', 'POST', 'POST'])
  })
})
