import { describe, expect, it, jest } from '@jest/globals'
import { type CoreFixture, coreFixture } from '../../../__fixtures__/core.js'
import { pushPayload } from '../../../__fixtures__/payloads.js'
import { TEST_TOKEN } from '../../../stand-ins/defaults.js'
import { inProcess } from '../../support/in-process.js'

// run() in-process, with @actions/core replaced by a typed fixture, against the stand-in API on 127.0.0.1.
const core = coreFixture({})
jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../../src/actions/checkpoint/main.js')

const standIn = inProcess({ jobMs: 300 }, { name: 'push', payload: pushPayload('Fix jump height') })

function given(inputs: Record<string, string>): CoreFixture {
  core.reset({
    'access-token': TEST_TOKEN,
    'project-id': '1234',
    'branch-id': 'main-branch-id',
    'base-url': standIn.api().url,
    ...inputs,
  })
  return core
}

describe('run()', () => {
  it('creates the checkpoint, sets every output and writes the summary', async () => {
    given({})
    await run()
    expect(core.failed).toEqual([])
    expect(core.secrets).toEqual([TEST_TOKEN])
    expect(Object.keys(core.outputs).sort()).toEqual([
      'branch-id',
      'checkpoint',
      'checkpoint-id',
      'created-at',
      'job-id',
    ])
    expect(core.outputs['branch-id']).toBe('main-branch-id')
    expect(core.outputs['checkpoint-id']).toMatch(/^[0-9a-f]{16}$/)
    expect(JSON.parse(core.outputs.checkpoint ?? '{}')).toMatchObject({ id: core.outputs['checkpoint-id'] })
    expect(core.summaries.join()).toMatch(/Checkpoint created[\s\S]*Requests<\/th><td>\d+</)
    expect(core.debugs).toContainEqual(expect.stringMatching(/^Waiting [\d.]+ s \(pacing\): \d+\/240 left/))
  })

  it('explains itself in the debug log: the inputs, each request, never the token', async () => {
    given({ 'github-token': 'gh-secret' })
    await run()
    expect(core.debugs[0]).toBe(
      `project-id 1234, branch-id main-branch-id, base-url ${standIn.api().url}, timeout 600 s, parallel-runs 1, wait true, description from the commit, github-token set`,
    )
    expect(core.debugs).toContainEqual(expect.stringMatching(/^POST \/api\/checkpoints → 201 in \d+ ms$/))
    expect(core.debugs).toContainEqual(expect.stringMatching(/^GET \/api\/jobs\/\d+ → 200 in \d+ ms$/))
    expect(core.debugs.join('\n')).not.toMatch(new RegExp(`${TEST_TOKEN}|gh-secret`))
  })

  it.each([
    ['project-id', 'abc', /Input 'project-id' must be a positive integer.*'abc'/],
    ['project-id', '12.5', /Input 'project-id' must be a positive integer.*'12.5'/],
    ['project-id', '-3', /Input 'project-id' must be a positive integer.*'-3'/],
    ['project-id', '0', /Input 'project-id' must be a positive integer.*'0'/],
    ['project-id', '', /Input 'project-id' is required/],
    ['branch-id', '', /Input 'branch' or 'branch-id' is required/],
    ['branch-id', '   ', /Input 'branch' or 'branch-id' is required/],
    ['branch', 'main', /Inputs 'branch' and 'branch-id' are both set/],
    ['access-token', '', /Input 'access-token' is required/],
    ['access-token', '  ', /Input 'access-token' is required/],
    ['access-token', 'Bearer abc', /Input 'access-token' must be the token alone/],
    ['base-url', 'not a url', /Input 'base-url' must be an absolute URL/],
    ['base-url', 'http://example.com', /Input 'base-url' must use https/],
    ['base-url', 'ftp://127.0.0.1', /Input 'base-url' must use https/],
    ['timeout', 'soon', /Input 'timeout' must be a positive number of seconds/],
    ['timeout', '0', /Input 'timeout' must be a positive number of seconds/],
    ['timeout', '-5', /Input 'timeout' must be a positive number of seconds/],
    ['wait', 'maybe', /Input 'wait' must be true or false/],
  ])('fails naming the bad input %s (%j), before any request', async (input, value, expected) => {
    const before = standIn.api().requests.length
    given({ [input]: value })
    await run()
    expect(core.failed).toEqual([expect.stringMatching(expected)])
    expect(standIn.api().requests.length).toBe(before)
    expect(core.outputs).toEqual({})
  })

  it('does not wait with wait: false, and outputs the job id', async () => {
    given({ wait: 'false' })
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs).toEqual({ 'branch-id': 'main-branch-id', 'job-id': expect.stringMatching(/^\d+$/) })
  })

  it('finds the branch by its name on a later page of the list, through the same traffic record', async () => {
    given({ 'branch-id': '', branch: 'release/2.1' })
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs['branch-id']).toBe('b-release-21')
    expect(core.debugs.filter(line => line.startsWith('GET /api/projects/1234/branches'))).toEqual([
      expect.stringMatching(/^GET \/api\/projects\/1234\/branches → 200 in \d+ ms$/),
      expect.stringMatching(/^GET \/api\/projects\/1234\/branches\?skip=b-cafe → 200 in \d+ ms$/),
    ])
    expect(core.summaries.join()).toContain('release/2.1 (<code>b-release-21</code>)')
  })

  it('redacts the token from a failure, its annotation and its summary', async () => {
    standIn
      .api()
      .faults.push({ method: 'POST', status: 401, body: JSON.stringify({ error: `bad token ${TEST_TOKEN}` }) })
    given({})
    await run()
    expect(core.failed).toEqual([expect.stringMatching(/^Creating the checkpoint failed: 401 bad token \*\*\*/)])
    expect(core.summaries.join()).not.toContain(TEST_TOKEN)
  })
})
