import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { evaluateDefault, loadAction } from '../../stand-ins/action-manifest.js'
import { StandInGitHub } from '../../stand-ins/github-api.js'
import { JOB_TOKEN, type Strategy } from '../../stand-ins/runner.js'
import {
  runAgainst,
  runArchiveProject,
  runCreateBranch,
  runDownloadApp,
  runPullFiles,
  runPushFiles,
} from '../../stand-ins/defaults.js'
import { runnerCommands } from '../../stand-ins/workflow-commands.js'
import { expectNoToken } from '../support/expect-no-token.js'
import { expectFailure, expectSuccess, startApi } from '../support/e2e.js'

// The actions as GitHub's runner loads them: action.yml read by GitHub's own parser (stand-ins/action-manifest.ts),
// every input not given taking its default as GitHub's expression engine evaluates it.

// What a default may read; verify-app's are plain text.
const CONTEXTS = { github: { token: 'ghs_the-job-token' }, strategy: {}, matrix: null, job: {}, runner: {} }

const ACTIONS = ['.', 'create-branch', 'download-app', 'archive-project', 'push-files', 'pull-files', 'pull-project']

describe('each action.yml loads with GitHub’s parser', () => {
  it.each(ACTIONS)('%s', dir => {
    const manifest = loadAction(dir)
    expect(manifest.main).toMatch(/dist\/(.+\/)?index\.js$/)
    expect([...manifest.inputs.keys()]).toContain('access-token')
  })

  it('verify-app (no API, so no token): its bundle, and its defaults as the runner evaluates them', () => {
    const manifest = loadAction('verify-app')
    expect(manifest.main).toMatch(/dist\/verify-app\/index\.js$/)
    expect([...manifest.inputs.keys()]).not.toContain('access-token')
    const defaults = [...manifest.inputs].map(([name, value]) => [name, value && evaluateDefault(value, CONTEXTS)])
    expect(Object.fromEntries(defaults)).toEqual({
      directory: undefined,
      url: undefined,
      timeout: '120',
      frames: '60',
      screenshot: undefined,
      browser: undefined,
      'fail-on-console-error': 'false',
      'min-similarity': '0.9',
      page: undefined,
      mraid: 'false',
      offline: 'false',
    })
  })

  it('playable (no API, so no token): its bundle, and its defaults as the runner evaluates them', () => {
    const manifest = loadAction('playable')
    expect(manifest.main).toMatch(/dist\/playable\/index\.js$/)
    const defaults = [...manifest.inputs].map(([name, value]) => [name, value && evaluateDefault(value, CONTEXTS)])
    expect(Object.fromEntries(defaults)).toEqual({
      directory: undefined,
      network: undefined,
      'max-size': undefined,
      output: 'playable',
      compress: 'auto',
      fit: 'false',
      orientation: 'both',
      'store-url': undefined,
    })
  })

  it.each(['record-deploy', 'find-deploy'])(
    '%s (GitHub only, so no PlayCanvas token): the job token by default, as the runner evaluates it',
    dir => {
      const manifest = loadAction(dir)
      expect(manifest.main).toMatch(new RegExp(`dist/${dir}/index\\.js$`))
      expect([...manifest.inputs.keys()]).not.toContain('access-token')
      const defaults = [...manifest.inputs].map(([name, value]) => [name, value && evaluateDefault(value, CONTEXTS)])
      expect(Object.fromEntries(defaults)).toMatchObject({
        environment: 'playcanvas',
        'pages-environment': 'github-pages',
        timeout: '60',
        token: 'ghs_the-job-token',
      })
    },
  )

  describe('a manifest the runner refuses is refused here', () => {
    let dir: string
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'manifest-'))
    })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    it('a ${{ secrets.… }} in a description (where no context is allowed): the parser’s own message', () => {
      const text = readFileSync('action.yml', 'utf8').replace(
        /(access-token:\n\s+description: .*)/,
        '$1 E.g. ${{ secrets.API_TOKEN }}.',
      )
      writeFileSync(join(dir, 'action.yml'), text)
      expect(() => loadAction(dir)).toThrow(/Failed to load .*action\.yml[^]*Unrecognized named-value: 'secrets'/)
    })
  })
})

describe('defaults evaluated as a runner evaluates them', () => {
  const parallelRuns = loadAction('.').inputs.get('parallel-runs')
  const evaluate = (strategy: Record<string, number>): string =>
    evaluateDefault(parallelRuns ?? { text: '' }, {
      github: {},
      strategy,
      matrix: null,
      job: {},
      runner: {},
    })

  it.each([
    [{ 'job-total': 12, 'max-parallel': 4 }, '4'],
    [{ 'job-total': 3, 'max-parallel': 4 }, '3'],
    [{ 'job-total': 1, 'max-parallel': 1 }, '1'],
  ])('parallel-runs under %j is %s', (strategy, expected) => {
    expect(parallelRuns).toHaveProperty('expression')
    expect(evaluate(strategy)).toBe(expected)
  })
})

/** The checkpoint's inputs as it resolved them (its debug line), spawned as a runner spawns it. */
async function resolvedInputs(strategy?: Strategy): Promise<string> {
  const api = await startApi({ jobMs: 100 })
  const result = await runAgainst(api.url, {}, { env: { RUNNER_DEBUG: '1' }, ...(strategy ? { strategy } : {}) })
  expectSuccess(result)
  expectNoToken(result, JOB_TOKEN)
  return result.stdout.split('\n').find(line => line.startsWith('::debug::project-id')) ?? ''
}

describe('the defaults users get, in the spawned step', () => {
  it('a matrix of 12 with max-parallel 4: the pacing is told 4', async () => {
    expect(await resolvedInputs({ jobTotal: 12, maxParallel: 4 })).toContain('parallel-runs 4,')
  })

  it('no matrix: the pacing is told 1', async () => {
    expect(await resolvedInputs()).toContain('parallel-runs 1,')
  })

  it('github-token defaults to the job’s token, sent to GitHub’s API for a commit’s message and never printed', async () => {
    const github = new StandInGitHub()
    const githubUrl = await github.start()
    try {
      github.commits.set('ec26c3e57ca3a959ca5aad62de7213c562f8c821', 'Nightly snapshot')
      const api = await startApi({ jobMs: 0 })
      const result = await runAgainst(
        api.url,
        {},
        { eventName: 'schedule', payload: {}, env: { GITHUB_API_URL: githubUrl } },
      )
      expectSuccess(result)
      expectNoToken(result, JOB_TOKEN)
      expect(github.requests[0]?.headers.authorization).toBe(`token ${JOB_TOKEN}`)
      expect(JSON.parse(api.requests.find(r => r.method === 'POST')?.body ?? '{}')).toHaveProperty(
        'description',
        'Nightly snapshot',
      )
    } finally {
      await github.stop()
    }
  })
})

describe('an unevaluated default (a tool that passes ${{ … }} as written) is not a value', () => {
  const notices = (stdout: string): string[] =>
    runnerCommands(stdout)
      .filter(command => command.name === 'notice')
      .map(command => command.data ?? '')

  it('parallel-runs: taken as not given (1), with one notice naming the input, and the step succeeds', async () => {
    const api = await startApi({ jobMs: 100 })
    const expression =
      '${{ strategy.max-parallel < strategy.job-total && strategy.max-parallel || strategy.job-total }}'
    const result = await runAgainst(api.url, { 'parallel-runs': expression }, { env: { RUNNER_DEBUG: '1' } })
    expectSuccess(result)
    expect(notices(result.stdout)).toEqual([
      expect.stringMatching(/^Input 'parallel-runs' is the expression \$\{\{ strategy/),
    ])
    expect(result.stdout).toMatch(/::debug::project-id .*parallel-runs 1,/)
  })

  it('a required input left as an expression is refused as missing, before any request', async () => {
    const api = await startApi({ jobMs: 100 })
    const result = await runAgainst(api.url, { 'access-token': '${{ secrets.API_TOKEN }}' })
    expectFailure(result, /^Input 'access-token' is required/)
    expect(notices(result.stdout)).toEqual([expect.stringMatching(/^Input 'access-token' is the expression/)])
    expect(api.requests).toHaveLength(0)
  })

  it.each([
    ['create-branch', runCreateBranch],
    ['download-app', runDownloadApp],
    ['archive-project', runArchiveProject],
    ['push-files', runPushFiles],
    ['pull-files', runPullFiles],
  ])('%s reads its inputs the same way', async (_name, run) => {
    const api = await startApi({ jobMs: 100 })
    const result = await run(api.url, { 'project-id': '${{ inputs.project }}' })
    expectFailure(result, /^Input 'project-id' is required/)
    expect(notices(result.stdout)).toEqual([expect.stringMatching(/^Input 'project-id' is the expression/)])
    expect(api.requests).toHaveLength(0)
  })
})
