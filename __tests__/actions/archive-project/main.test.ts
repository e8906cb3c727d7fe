import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type CoreFixture, coreFixture } from '../../../__fixtures__/core.js'
import { TEST_TOKEN } from '../../../stand-ins/defaults.js'
import { inProcess } from '../../support/in-process.js'

// The archive-project action's run() in-process, with @actions/core replaced by a typed fixture, against the stand-in.
const core = coreFixture({})
jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../../src/actions/archive-project/main.js')

const standIn = inProcess({ jobMs: 200 })
let workspace: string

beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'workspace-'))
  Object.assign(process.env, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: mkdtempSync(join(workspace, 'tmp-')) })
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

function given(inputs: Record<string, string>): CoreFixture {
  core.reset({ 'access-token': TEST_TOKEN, 'project-id': '1234', 'base-url': standIn.api().url, ...inputs })
  return core
}

describe('archive-project run()', () => {
  it('archives the main branch to the default file, whole, with its hash', async () => {
    given({})
    await run()
    expect(core.failed).toEqual([])
    const file = join(workspace, 'playcanvas-project-1234.zip')
    expect(core.outputs.file).toBe(file)
    const bytes = readFileSync(file)
    expect(core.outputs.size).toBe(String(bytes.length))
    expect(core.outputs.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(core.outputs['branch-id']).toBe('')
    const sent = standIn.api().requests.filter(r => r.path === '/api/projects/1234/export')
    expect(sent.at(-1)?.body).toBe('{}')
    expect(core.summaries.join()).toContain("<td>the project's main branch</td>")
  })

  it('archives a branch by name into a file of its own', async () => {
    given({ branch: 'release/2.1', file: 'backups/nightly.zip' })
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs.file).toBe(join(workspace, 'backups', 'nightly.zip'))
    const sent = standIn.api().requests.filter(r => r.path === '/api/projects/1234/export')
    expect(JSON.parse(sent.at(-1)?.body ?? '{}')).toEqual({ branch_id: 'b-release-21' })
  })

  it('fails naming the job when the archive job fails', async () => {
    standIn.api().configure({ jobErrors: ['Export failed: out of space'] })
    given({})
    await run()
    standIn.api().configure({ jobErrors: undefined })
    expect(core.failed).toEqual([expect.stringMatching(/^Job \d+ failed: Export failed: out of space/)])
    expect(core.summaries.join()).toMatch(/Job <code>\d+<\/code>: it ended in error/)
  })

  it('out of time while downloading: the archive succeeded, its download did not (not "while starting")', async () => {
    standIn.api().files.faults.push({ delayMs: 5_000, times: 1 })
    given({ timeout: '1.5' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^The archive \(job \d+\) succeeded, but downloading its zip failed: Timed out after 1\.5 s \(the timeout input\)\. Run the step again\.$/,
      ),
    ])
  })

  it('several branches: each zip in the folder, the manifest beside them, outputs and a summary of each', async () => {
    given({ branches: 'main\nrelease/2.1', directory: 'backups' })
    await run()
    expect(core.failed).toEqual([])
    const directory = join(workspace, 'backups')
    expect(core.outputs).toMatchObject({ directory, manifest: join(directory, 'manifest.json'), archived: '2' })
    const manifest = JSON.parse(readFileSync(join(directory, 'manifest.json'), 'utf8')) as {
      branches: { file: string; sha256: string }[]
    }
    for (const entry of manifest.branches)
      expect(entry.sha256).toBe(
        createHash('sha256')
          .update(readFileSync(join(directory, entry.file)))
          .digest('hex'),
      )
    expect(core.summaries.join()).toContain('<h3>Branches archived</h3>')
    expect(core.summaries.join()).toContain('<td>2 of 2 branches</td>')
  })

  it("several branches, one's export failing: the other kept, the step failing naming it, the summary saying both", async () => {
    standIn
      .api()
      .configure({ jobErrorsFor: job => (job.branchId === 'main-branch-id' ? ['Export failed'] : undefined) })
    given({ branches: 'main\nrelease/2.1' })
    await run()
    standIn.api().configure({ jobErrorsFor: undefined })
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^1 of 2 branches not archived \(the other is whole, listed in .*\n- "main" \(main-branch-id\): Job \d+ failed: Export failed/,
      ),
    ])
    expect(core.summaries.join()).toContain('<h3>Branches not all archived</h3>')
    expect(core.summaries.join()).not.toContain('Project not archived')
    expect(core.outputs.archived).toBe('1')
  })

  it.each([
    [{ branches: 'all', branch: 'main' }, /^Inputs 'branches' and 'branch'\/'branch-id' are both set/],
    [{ branches: 'all', file: 'a.zip' }, /^Input 'file' names one zip; with 'branches' the zips go into 'directory'/],
    [{ directory: 'backups' }, /^Input 'directory' is for several branches/],
    [{ branches: 'all', directory: '../out' }, /^Input 'directory' must be a path inside the workspace/],
    [{ branches: 'a\u001bb' }, /^Input 'branches' must not contain control characters/],
  ])('%j is refused before any request', async (inputs, message) => {
    const before = standIn.api().requests.length
    given(inputs)
    await run()
    expect(core.failed).toEqual([expect.stringMatching(message)])
    expect(standIn.api().requests.length).toBe(before)
  })
})
