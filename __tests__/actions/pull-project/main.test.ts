import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { coreFixture } from '../../../__fixtures__/core.js'
import { TEST_TOKEN } from '../../../stand-ins/defaults.js'
import { ProjectExports, SAMPLE_IDS, sampleProject } from '../../../stand-ins/project-export.js'
import { inProcess } from '../../support/in-process.js'

// The pull-project action's run() in-process, with @actions/core replaced by a typed fixture, against the stand-in's
// exports of one project: what it writes, says and summarises, and how it fails.
const core = coreFixture({})
jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../../src/actions/pull-project/main.js')

let exports = new ProjectExports(sampleProject())
const standIn = inProcess({ jobMs: 50, projectExport: () => exports.next() })
let workspace: string

beforeEach(() => {
  exports = new ProjectExports(sampleProject())
  workspace = mkdtempSync(join(tmpdir(), 'workspace-'))
  Object.assign(process.env, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: mkdtempSync(join(workspace, 'tmp-')) })
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

const given = (inputs: Record<string, string> = {}): void =>
  core.reset({ 'access-token': TEST_TOKEN, 'project-id': '1234', 'base-url': standIn.api().url, ...inputs })

describe('pull-project run()', () => {
  it('writes the snapshot, says what changed in its report and summary; a scene edited is said by its entities', async () => {
    given({ path: 'snap/' })
    await run()
    expect(core.failed).toEqual([])
    // The token first, then the export's signed link once known.
    expect(core.secrets[0]).toBe(TEST_TOKEN)
    expect(core.outputs).toMatchObject({ created: '8', 'branch-id': '', 'job-id': expect.stringMatching(/^\d+$/) })
    expect(core.summaries.join()).toMatch(
      /<h3>Project pulled<\/h3>[^]*8 created, 0 updated, 0 deleted, 0 moved, 0 unchanged/,
    )
    // A file of the user's beside the snapshot is never touched.
    writeFileSync(join(workspace, 'snap', 'README.md'), 'mine')
    const main = exports.project.scenes.find(scene => scene.id === SAMPLE_IDS.scenes.main)
    const [first] = Object.values(main?.entities ?? {})
    if (first) first.enabled = false
    given({ path: 'snap' })
    await run()
    expect(core.failed).toEqual([])
    const report = readFileSync(core.outputs.report ?? '', 'utf8')
    expect(report).toContain('**Scenes and settings**\n\n- scene "Main": 1 entity changed')
    expect(JSON.parse(core.outputs.changes ?? '[]')).toEqual([
      {
        kind: 'scene',
        type: 'scene',
        name: 'Main',
        path: 'scenes/Main.json',
        action: 'updated',
        detail: '1 entity changed',
      },
    ])
    expect(readFileSync(join(workspace, 'snap', 'README.md'), 'utf8')).toBe('mine')
  })

  it('a path outside the workspace is refused before any request', async () => {
    const sent = standIn.api().requests.length
    given({ path: '../elsewhere' })
    await run()
    expect(core.failed).toEqual([expect.stringMatching(/^Input 'path' must be a path inside the workspace/)])
    expect(standIn.api().requests.length).toBe(sent)
  })

  it('an export that is not one is refused, naming what it lacks, and nothing is written', async () => {
    exports = { next: () => [{ name: 'archive.json', data: '{"version":3}' }] } as unknown as ProjectExports
    given()
    await run()
    expect(core.failed).toEqual([expect.stringMatching(/The export has no project\.json, scenes\.json, assets\.json/)])
    expect(core.summaries.join()).toContain('<h3>Project not pulled</h3>')
  })
})
