import { describe, expect, it, jest } from '@jest/globals'
import { type CoreFixture, coreFixture } from '../../../__fixtures__/core.js'
import { TEST_TOKEN } from '../../../stand-ins/defaults.js'
import { inProcess } from '../../support/in-process.js'

// The create-branch action's run() in-process, with @actions/core replaced by a typed fixture, against the stand-in.
const core = coreFixture({})
jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../../src/actions/create-branch/main.js')

const standIn = inProcess({})

function given(inputs: Record<string, string>): CoreFixture {
  core.reset({
    'access-token': TEST_TOKEN,
    'project-id': '1234',
    'source-branch': 'main',
    'base-url': standIn.api().url,
    ...inputs,
  })
  return core
}

describe('create-branch run()', () => {
  it('makes the branch and says so: outputs, summary, the token masked first', async () => {
    given({ name: 'in-process-1', 'checkpoint-id': 'cp-main-branch-id' })
    await run()
    expect(core.failed).toEqual([])
    expect(core.secrets).toEqual([TEST_TOKEN])
    expect(core.outputs.created).toBe('true')
    expect(JSON.parse(core.outputs.branch ?? '{}')).toMatchObject({
      id: core.outputs['branch-id'],
      name: 'in-process-1',
      latestCheckpointId: 'cp-main-branch-id',
    })
    const summary = core.summaries.join()
    expect(summary).toContain('<h3>Branch created</h3>')
    expect(summary).toContain('<tr><th align="left">From checkpoint</th><td><code>cp-main-branch-id</code></td></tr>')
    expect(core.debugs[0]).toMatch(/^project-id 1234, name "in-process-1", source-branch "main", checkpoint-id cp-/)
  })

  it('takes an existing branch with if-exists: use, and says it was not created', async () => {
    given({ name: 'release/2.1', 'source-branch-id': 'main-branch-id', 'source-branch': '', 'if-exists': 'use' })
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs).toMatchObject({ 'branch-id': 'b-release-21', created: 'false' })
    expect(core.summaries.join()).toContain('Branch already existed: used it (if-exists: use)')
    expect(core.summaries.join()).toContain('<td>its latest</td>')
  })

  it('fails naming the existing branch, in the annotation and the summary', async () => {
    given({ name: 'release/2.1' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(/^A branch named "release\/2\.1" already exists .* \(id b-release-21\)/),
    ])
    expect(core.summaries.join()).toMatch(/<h3>Branch not created<\/h3>\n<p>A branch named &#34;release\/2\.1&#34;/)
    expect(core.outputs).toEqual({})
  })
})
