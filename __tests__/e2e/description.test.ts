import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { expectNoToken } from '../support/expect-no-token.js'
import { TEST_TOKEN, runAgainst } from '../../stand-ins/defaults.js'
import { examplePayload, pushPayload } from '../../__fixtures__/payloads.js'
import { runnerCommands } from '../../stand-ins/workflow-commands.js'
import { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { StandInGitHub } from '../../stand-ins/github-api.js'

const GITHUB_TOKEN = 'ghs_testgithubtoken'
const SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821'
const FALLBACK = 'Checkpoint by Deploy #42 on refs/heads/main at ec26c3e'
let api: StandInApi
let github: StandInGitHub
let githubUrl: string

beforeAll(async () => {
  api = new StandInApi({ token: TEST_TOKEN, jobMs: 0 })
  await api.start()
  github = new StandInGitHub('/api/v3')
  githubUrl = await github.start()
})
afterAll(async () => {
  await api.stop()
  await github.stop()
})
beforeEach(() => {
  api.requests.length = 0
  github.requests.length = 0
  github.failWith = undefined
  github.commits.clear()
})

async function described(
  eventName: string,
  payload: unknown,
  options: { inputs?: Record<string, string>; env?: Record<string, string> } = {},
) {
  const result = await runAgainst(
    api.url,
    { 'github-token': GITHUB_TOKEN, ...options.inputs },
    { eventName, payload, env: { GITHUB_API_URL: githubUrl, ...options.env } },
  )
  expect(result.code).toBe(0)
  expectNoToken(result, TEST_TOKEN)
  expectNoToken(result, GITHUB_TOKEN)
  const create = api.requests.find(r => r.method === 'POST')
  const body = JSON.parse(create?.body ?? '{}') as { description: string }
  return {
    result,
    description: body.description,
    warnings: runnerCommands(result.stdout).filter(c => c.name === 'warning'),
  }
}

function pullRequestPayload(sha: string): Record<string, unknown> {
  const payload = examplePayload('pull_request', 'pull_request')
  ;(payload.pull_request as { head: { sha: string } }).head.sha = sha
  return payload
}

describe('the description comes from the triggering commit', () => {
  it('push: the head commit message, whole', async () => {
    const { description, warnings } = await described('push', pushPayload('Fix jump height\n\nBody line.\n'))
    expect(description).toBe('Fix jump height\n\nBody line.')
    expect(warnings).toEqual([])
    expect(github.requests).toHaveLength(0)
  })

  it('merge_group: the merge group head commit message', async () => {
    const payload = examplePayload('merge_group', 'merge_group')
    const message = (payload.merge_group as { head_commit: { message: string } }).head_commit.message
    const { description } = await described('merge_group', payload)
    expect(description).toBe(message.trim())
    expect(github.requests).toHaveLength(0)
  })

  it.each(['pull_request', 'pull_request_target'])('%s: the PR head commit, read from GitHub', async event => {
    github.commits.set('1234567890abcdef', 'Add double jump\n\nCloses #12')
    const { description } = await described(event, pullRequestPayload('1234567890abcdef'))
    expect(description).toBe('Add double jump\n\nCloses #12')
    expect(github.requests).toHaveLength(1)
    const [request] = github.requests
    expect(request?.path).toMatch(/^\/api\/v3\/repos\/octo-org\/game\/commits\/1234567890abcdef/)
    expect(request?.headers.authorization).toBe(`token ${GITHUB_TOKEN}`)
    // Neither token goes where it does not belong.
    expect(JSON.stringify(github.requests)).not.toContain(TEST_TOKEN)
    expect(JSON.stringify(api.requests.map(r => r.headers))).not.toContain(GITHUB_TOKEN)
  })

  it.each<[string, unknown]>([
    ['workflow_dispatch', examplePayload('workflow_dispatch')],
    ['schedule', { schedule: '0 3 * * *' }],
    ['release', examplePayload('release')],
    ['workflow_run', examplePayload('workflow_run')],
    ['repository_dispatch', examplePayload('repository_dispatch')],
  ])('%s: the commit GITHUB_SHA names, read from GitHub', async (event, payload) => {
    github.commits.set(SHA, `Nightly build for ${event}`)
    const { description } = await described(event, payload)
    expect(description).toBe(`Nightly build for ${event}`)
    expect(github.requests.map(r => r.path)).toEqual([expect.stringContaining(`/commits/${SHA}`)])
  })

  it('lets an explicit description win, without asking GitHub', async () => {
    const { description } = await described('workflow_dispatch', {}, { inputs: { description: '  Release 2.3  ' } })
    expect(description).toBe('Release 2.3')
    expect(github.requests).toHaveLength(0)
  })
})

describe('falls back, with a warning, and never fails the step for the description', () => {
  it.each<[string, string, unknown, () => void, Record<string, string>]>([
    ['a push without head_commit (tag deleted)', 'push', examplePayload('push', 'deleted'), () => undefined, {}],
    ['a blank commit message', 'push', pushPayload('  \n\t '), () => undefined, {}],
    ['GitHub refusing (403)', 'workflow_dispatch', {}, () => (github.failWith = 403), {}],
    ['a commit GitHub does not know', 'schedule', {}, () => undefined, {}],
    ['GitHub unreachable', 'schedule', {}, () => undefined, { GITHUB_API_URL: 'http://127.0.0.1:9' }],
  ])('%s', async (_, event, payload, arrange, env) => {
    arrange()
    const { description, warnings } = await described(event, payload, { env })
    expect(description).toBe(FALLBACK)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.line).toContain(FALLBACK)
  })

  it('an empty github-token', async () => {
    const { description, warnings } = await described('schedule', {}, { inputs: { 'github-token': '' } })
    expect(description).toBe(FALLBACK)
    expect(warnings[0]?.line).toContain('github-token input is empty')
    expect(github.requests).toHaveLength(0)
  })
})

it('cuts an 11,000-character emoji message to the limit, whole characters only, marked', async () => {
  const { description, warnings } = await described('push', pushPayload('🎮🕹️👾'.repeat(1_600)))
  expect(description.length).toBeLessThanOrEqual(10_000)
  expect(description.length).toBeGreaterThan(9_900)
  expect(description.isWellFormed()).toBe(true)
  expect(description.endsWith('[…cut to fit]')).toBe(true)
  expect(warnings[0]?.line).toContain('cut to 10000 characters')
})

describe('a commit message cannot act as a workflow command', () => {
  // The commands the action writes itself (@actions/core writes debug lines always; the runner shows them on demand).
  const ours = new Set(['add-mask', 'group', 'endgroup', 'stop-commands', 'resume-commands', 'warning', 'debug'])

  async function commandsFor(message: string) {
    const { result, description } = await described('push', pushPayload(message))
    return { commands: runnerCommands(result.stdout), outputs: result.outputs, description }
  }

  it('tries every command form and the step still succeeds with its true outputs', async () => {
    const message = [
      'Innocent subject',
      '::set-output name=checkpoint-id::evil',
      '  ::add-mask::Innocent',
      '::error file=a.js::forged',
      '::stop-commands::pwned',
      '::pwned::',
      'text ##[set-output name=checkpoint-id;]evil',
      '##[error]forged',
      'line\r::warning::forged',
    ].join('\n')
    const { commands, outputs, description } = await commandsFor(message)
    expect(description).toBe(message)
    expect(outputs['checkpoint-id']).toMatch(/^[0-9a-f]{16}$/)
    expect(commands.filter(c => !ours.has(c.name))).toEqual([])
    expect(commands.filter(c => c.name === 'add-mask').map(c => c.line)).toEqual([
      `::add-mask::${TEST_TOKEN}`,
      `::add-mask::${GITHUB_TOKEN}`,
    ])
    expect(commands.filter(c => c.name === 'warning')).toEqual([])
  })

  it('holds for any message (property)', async () => {
    const fragment = fc.constantFrom(
      '::set-output name=checkpoint-id::evil',
      '::add-mask::Fix',
      '::error::forged',
      '::warning::forged',
      '::stop-commands::x',
      '::x::',
      '::endgroup::',
      '##[error]forged',
      '##[add-mask]Fix',
      '\n',
      '\r',
      '\r\n',
      '  ',
      '%0A',
      'Fix jump',
    )
    const message = fc.array(fragment, { minLength: 1, maxLength: 12 }).map(parts => `Subject ${parts.join('')}`)
    await fc.assert(
      fc.asyncProperty(message, async text => {
        const { commands, outputs } = await commandsFor(text)
        const masks = [`::add-mask::${TEST_TOKEN}`, `::add-mask::${GITHUB_TOKEN}`]
        const foreign = commands.filter(c => !ours.has(c.name) || (c.name === 'add-mask' && !masks.includes(c.line)))
        return foreign.length === 0 && /^[0-9a-f]{16}$/.test(outputs['checkpoint-id'] ?? '')
      }),
      { numRuns: 12 },
    )
  })
})

describe('Octokit is loaded only when a commit must be looked up', () => {
  // @actions/github's context, built when the package loads, reports a missing event file on stdout.
  const probe = { GITHUB_EVENT_PATH: '/nonexistent/event.json' }

  it('is not loaded for a push', async () => {
    const { result } = await described('push', {}, { env: probe })
    expect(result.stdout).not.toContain('does not exist')
  })

  it('is loaded for a schedule', async () => {
    github.commits.set(SHA, 'Nightly')
    const { result, description } = await described('schedule', {}, { env: probe })
    expect(description).toBe('Nightly')
    expect(result.stdout).toContain('GITHUB_EVENT_PATH /nonexistent/event.json does not exist')
  })
})
