import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type CoreFixture, coreFixture } from '../../../__fixtures__/core.js'
import type { StandInAsset } from '../../../stand-ins/assets.js'
import { TEST_TOKEN } from '../../../stand-ins/defaults.js'
import { inProcess } from '../../support/in-process.js'

// The push-files action's run() in-process, with @actions/core replaced by a typed fixture, against the stand-in.
// Each test pushes to a branch id of its own, so that the stand-in's assets of one test are not another's.
const core = coreFixture({})
jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../../src/actions/push-files/main.js')

const standIn = inProcess({})
let workspace: string
let branch = 0
let branchId: string

beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'workspace-'))
  mkdirSync(join(workspace, 'scripts'))
  process.env.GITHUB_WORKSPACE = workspace
  branchId = `b-push-${++branch}`
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

function given(inputs: Record<string, string>): CoreFixture {
  core.reset({
    'access-token': TEST_TOKEN,
    'project-id': '1234',
    'base-url': standIn.api().url,
    'branch-id': branchId,
    path: 'scripts',
    ...inputs,
  })
  return core
}
const files = (tree: Record<string, string>): void => {
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(workspace, 'scripts', path)), { recursive: true })
    writeFileSync(join(workspace, 'scripts', path), text)
  }
}
const assets = () => standIn.api().assets
const writes = (): string[] =>
  standIn
    .api()
    .requests.filter(r => r.method !== 'GET' && r.raw.includes(branchId))
    .map(r => `${r.method} ${r.path.replace(/\?.*/, '')}`)

describe('push-files run()', () => {
  it('makes folders, creates, updates and deletes, in that order, and reports each', async () => {
    const code = assets().add(branchId, { name: 'code' })
    const changed = assets().add(branchId, { name: 'a.js', text: 'old', parent: code.id })
    const extra = assets().add(branchId, { name: 'extra.css', text: 'x', parent: code.id })
    files({ 'a.js': 'new', 'lib/b.mjs': 'b' })
    given({ target: 'code', delete: 'true' })
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs).toMatchObject({
      created: '1',
      updated: '1',
      deleted: '1',
      unchanged: '0',
      'branch-id': branchId,
    })
    const changes = JSON.parse(core.outputs.changes ?? '[]') as { path: string; action: string; id: number }[]
    // One frame: every entry by its path under target, a folder made as a file's is.
    expect(changes.map(c => `${c.action} ${c.path}`)).toEqual([
      'created-folder lib/',
      'created lib/b.mjs',
      'updated a.js',
      'deleted extra.css',
    ])
    expect(changes[2]?.id).toBe(changed.id)
    expect(changes[3]?.id).toBe(extra.id)
    expect(core.summaries.join()).toContain('<h3>Files pushed</h3>')
  })

  it('dry-run: no write, the plan as outputs and summary; the target’s own folders said, not counted under it', async () => {
    files({ 'a.js': 'a', 'lib/b.js': 'b' })
    given({ 'dry-run': 'true', target: 'x/y' })
    const printed: string[] = []
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(chunk => !!printed.push(String(chunk)))
    await run().finally(() => write.mockRestore())
    expect(core.failed).toEqual([])
    expect(writes()).toEqual([])
    expect(JSON.parse(core.outputs.changes ?? '')).toEqual([
      { path: 'lib/', action: 'created-folder', id: 0 },
      { path: 'a.js', action: 'created', id: 0 },
      { path: 'lib/b.js', action: 'created', id: 0 },
    ])
    expect(printed.join('')).toContain('first making the folders of target: x/, x/y/')
    expect(core.summaries.join()).toMatch(/folder would be made/)
  })

  it('warns of a twin another run made in a folder the step created into, naming both ids', async () => {
    files({ 'a.js': 'a' })
    standIn.api().configure({
      faultFor: request => {
        if (request.method === 'POST' && request.raw.includes(branchId) && assets().of(branchId).length === 0) {
          assets().add(branchId, { name: 'a.js', text: 'a', id: 77_001 })
        }
        return undefined
      },
    })
    given({})
    await run()
    standIn.api().configure({ faultFor: undefined })
    expect(core.failed).toEqual([])
    expect(core.warnings).toEqual([
      expect.stringMatching(/^2 assets are now named "a\.js" in one folder \(ids 77001, \d+\): another run/),
    ])
    expect(core.summaries.join()).toMatch(/<code>a\.js<\/code> \(ids 77001, \d+\)/)
  })

  it('fails part-way naming what was done, and sets the changes output', async () => {
    files({ 'a.js': 'a', 'b.js': 'b' })
    standIn.api().faults.push({ method: 'POST', path: /^\/api\/assets$/, times: 1 })
    standIn.api().faults.push({ method: 'POST', path: /^\/api\/assets$/, status: 403, body: '{"error":"Forbidden"}' })
    given({})
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^Pushing failed: 403 Forbidden — the token's account may not change .* Done before it stopped: 0 folders made, 1 files created/,
      ),
    ])
    expect(JSON.parse(core.outputs.changes ?? '')).toEqual([
      { path: 'a.js', action: 'created', id: expect.any(Number) },
    ])
    expect(core.summaries.join()).toMatch(/<h3>Files not pushed<\/h3>[^]*<code>a\.js<\/code>/)
  })

  it('takes a delete answered 404 as done (already gone)', async () => {
    const gone = assets().add(branchId, { name: 'gone.js', text: 'g' })
    assets().add(branchId, { name: 'kept.js', text: 'k' })
    files({ 'kept.js': 'k' })
    standIn.api().faults.push({ method: 'DELETE', status: 404, body: '{"error":"Asset not found"}' })
    given({ delete: 'true' })
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs.deleted).toBe('1')
    expect(core.warnings).toEqual([`Asset ${gone.id} was already gone (404) when deleted`])
  })

  it('fails on duplicates and conflicts before any change, saying what to do', async () => {
    const one = assets().add(branchId, { name: 'a.js', text: '1' })
    const two = assets().add(branchId, { name: 'a.js', text: '2' })
    const tex = assets().add(branchId, { name: 'b.js', type: 'texture' })
    files({ 'a.js': 'a', 'b.js': 'b' })
    given({})
    await run()
    expect(core.failed).toEqual([
      `2 assets are named "a.js" in one folder (ids ${one.id}, ${two.id}). "b.js" is taken by a texture asset (id ${tex.id}), which this step does not replace. Names must be unique where files are pushed: rename or delete the extra assets in the Editor. Nothing was changed.`,
    ])
    expect(writes()).toEqual([])
  })

  it('leaves out dot-files, excluded files and links to folders; follows a link to a file inside the workspace', async () => {
    files({ 'a.js': 'a', '.hidden.js': 'h', 'skip.test.js': 't', 'vendor/v.js': 'v' })
    writeFileSync(join(workspace, 'shared.json'), '{}')
    symlinkSync(join(workspace, 'shared.json'), join(workspace, 'scripts', 'shared.json'))
    symlinkSync(join(workspace, 'scripts', 'vendor'), join(workspace, 'scripts', 'linked'))
    given({ exclude: '*.test.js\nvendor' })
    await run()
    expect(core.failed).toEqual([])
    expect(
      assets()
        .of(branchId)
        .map(a => a.name)
        .sort(),
    ).toEqual(['a.js', 'shared.json'])
  })

  it('warns of list entries it cannot read, and leaves them alone', async () => {
    files({ 'a.js': 'a' })
    standIn.api().faults.push({
      method: 'GET',
      path: /\/assets$/,
      status: 200,
      body: JSON.stringify({ result: [{ id: 'x' }, null], pagination: { total: 2 } }),
    })
    given({})
    await run()
    expect(core.failed).toEqual([])
    expect(core.warnings).toContain("2 assets of the branch's list could not be read, and were left out")
  })

  it('refuses a missing path folder before any request', async () => {
    given({ path: 'nowhere' })
    await run()
    expect(core.failed).toEqual([expect.stringMatching(/^Input 'path' must be a folder of the workspace/)])
  })

  it('times out naming what was done', async () => {
    files({ 'a.js': 'a', 'b.js': 'b' })
    standIn.api().faults.push({ method: 'POST', path: /^\/api\/assets$/, times: 1 })
    standIn.api().faults.push({ method: 'POST', path: /^\/api\/assets$/, hang: true })
    given({ timeout: '1' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^Timed out after 1 s \(the timeout input\) while pushing\. Done before it stopped: 0 folders made, 1 files created.*Raise the timeout input/,
      ),
    ])
  })

  it('after a lost create answer, takes the asset the folder now holds rather than create it again', async () => {
    files({ 'a.js': 'a' })
    standIn.api().faults.push({ method: 'POST', path: /^\/api\/assets$/, reset: 'after' })
    given({})
    await run()
    expect(core.failed).toEqual([])
    expect(assets().of(branchId)).toHaveLength(1)
    expect(core.warnings).toEqual([
      expect.stringMatching(/^Creating a\.js: .*reading its folder before any second create$/),
    ])
  })

  it('after a lost create answer, replaces a file the folder holds with other bytes (made, but not whole)', async () => {
    files({ 'a.js': 'whole' })
    let made: number | undefined
    standIn.api().configure({
      faultFor: request => {
        if (made !== undefined || request.method !== 'POST' || !request.raw.includes(branchId)) return undefined
        made = assets().add(branchId, { name: 'a.js', text: 'half' }).id
        return { status: 502 }
      },
    })
    given({})
    await run()
    standIn.api().configure({ faultFor: undefined })
    expect(core.failed).toEqual([])
    expect(writes()).toEqual(['POST /api/assets', `PUT /api/assets/${made}`])
    expect(
      assets()
        .of(branchId)
        .map(a => a.file?.bytes.toString()),
    ).toEqual(['whole'])
    expect(JSON.parse(core.outputs.changes ?? '')).toEqual([{ path: 'a.js', action: 'created', id: made }])
  })

  it('succeeds when the writes are done but the look for twins cannot be read, saying so', async () => {
    files({ 'a.js': 'a' })
    standIn.api().faults.push({ method: 'GET', path: /\/assets$/, times: 1 })
    standIn.api().faults.push({ method: 'GET', path: /\/assets$/, status: 403, body: '{"error":"Forbidden"}' })
    given({})
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs.created).toBe('1')
    expect(core.warnings).toEqual(["Could not read the branch's assets again to look for twins: 403 Forbidden"])
  })

  it('an update the service answered 200 without taking: read again and sent once more; twice, the step fails naming it', async () => {
    const asset = assets().add(branchId, { name: 'a.js', text: 'old' })
    files({ 'a.js': 'new' })
    assets().dropUpdates = 1
    given({})
    await run()
    expect(core.failed).toEqual([])
    expect(asset.file?.bytes.toString()).toBe('new')
    expect(core.warnings).toEqual([
      expect.stringMatching(/^Updating a\.js: the service answered 200 but holds other bytes/),
    ])

    files({ 'a.js': 'newer' })
    assets().dropUpdates = 2
    given({})
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(new RegExp(`^Updating a\\.js \\(asset ${asset.id}\\): the service answered 200 twice`)),
    ])
    expect(asset.file?.bytes.toString()).toBe('new')
  })

  /** A folder `game` holding the file to push, deleted (and `then` done) as the first create arrives. */
  async function runDeletingGame(then: () => void = () => undefined): Promise<StandInAsset[]> {
    const game = assets().add(branchId, { name: 'game' })
    files({ 'game/a.js': 'a' })
    const list = assets().of(branchId)
    standIn.api().configure({
      faultFor: request => {
        if (request.method !== 'POST' || !list.includes(game)) return undefined
        list.splice(list.indexOf(game), 1)
        then()
        return undefined
      },
    })
    given({})
    await run().finally(() => standIn.api().configure({ faultFor: undefined }))
    return list
  }

  it('a folder deleted between the list and a create into it is made again, the file created there; a second miss fails', async () => {
    const list = await runDeletingGame()
    expect(core.failed).toEqual([])
    const remade = list.find(a => a.name === 'game' && a.type === 'folder')
    expect(list.filter(a => a.name === 'a.js').map(a => a.parent)).toEqual([remade?.id])
    const changes = JSON.parse(core.outputs.changes ?? '') as { action: string; path: string }[]
    expect(changes.map(c => `${c.action} ${c.path}`)).toEqual(['created-folder game/', 'created game/a.js'])

    files({ 'game/b.js': 'b' })
    const gone = {
      method: 'POST',
      path: /^\/api\/assets$/,
      status: 400,
      body: '{"error":"parent folder is not found"}',
    } as const
    standIn.api().faults.push({ ...gone, times: 2 })
    given({})
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(/^The service does not find the folder game\/ \(\d+\) even after it was read again/),
    ])
    expect(list.filter(a => a.name === 'b.js')).toEqual([])
  })

  it('a folder gone whose name a file now holds is not guessed at: the step fails naming the ids', async () => {
    await runDeletingGame(() => assets().add(branchId, { name: 'game', type: 'script', text: 'x', id: 88_001 }))
    expect(core.failed).toEqual([
      expect.stringMatching(/^The folder game\/ is gone, and a script asset now holds the name game \(ids 88001\)/),
    ])
  })
})
