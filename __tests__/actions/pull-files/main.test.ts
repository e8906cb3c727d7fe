import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type CoreFixture, coreFixture } from '../../../__fixtures__/core.js'
import { TEST_TOKEN } from '../../../stand-ins/defaults.js'
import { inProcess } from '../../support/in-process.js'
import { DOWNLOADS_AT_ONCE } from '../../../src/pulling/write-plan.js'

// The pull-files action's run() in-process, with @actions/core replaced by a typed fixture, against the stand-in.
// Each test pulls from a branch id of its own, so that the stand-in's assets of one test are not another's.
const core = coreFixture({})
jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../../src/actions/pull-files/main.js')

const standIn = inProcess({})
let root: string
let workspace: string
let branch = 0
let branchId: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pull-'))
  workspace = join(root, 'workspace')
  mkdirSync(workspace)
  process.env.GITHUB_WORKSPACE = workspace
  branchId = `b-pull-${++branch}`
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

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
const assets = () => standIn.api().assets
const local = (path: string): string => join(workspace, 'scripts', path)
const read = (path: string): string => readFileSync(local(path), 'utf8')
const files = (tree: Record<string, string>): void => {
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(local(path)), { recursive: true })
    writeFileSync(local(path), text)
  }
}
/** File reads so far, all tests' (the recorded path has no query): compared before and after within a test. */
const downloads = (): number =>
  standIn.api().requests.filter(r => r.method === 'GET' && r.path.includes('/file/')).length
/** Settles once the file `path` is in its place (a stand-in's answer held back until then). */
const placed = async (path: string): Promise<void> => {
  for (let i = 0; i < 2_000 && !existsSync(local(path)); i++) await new Promise(resolve => setTimeout(resolve, 5))
}
const changes = (): string[] =>
  (JSON.parse(core.outputs.changes ?? '[]') as { path: string; action: string }[]).map(c => `${c.action} ${c.path}`)

/** A branch with `code/` holding a.js and lib/b.mjs, and a texture beside them. */
function seed(): { code: number; a: number } {
  const code = assets().add(branchId, { name: 'code' })
  const a = assets().add(branchId, { name: 'a.js', text: 'a', parent: code.id })
  const lib = assets().add(branchId, { name: 'lib', parent: code.id })
  assets().add(branchId, { name: 'b.mjs', text: 'export const b = 1', parent: lib.id })
  assets().add(branchId, { name: 'logo.png', type: 'texture', text: 'png', parent: code.id })
  return { code: code.id, a: a.id }
}

describe('pull-files run()', () => {
  it('writes the text assets under target, then a second run downloads nothing and touches no file', async () => {
    seed()
    given({ target: 'code' })
    await run()
    expect(core.failed).toEqual([])
    expect([read('a.js'), read('lib/b.mjs'), existsSync(local('logo.png'))]).toEqual(['a', 'export const b = 1', false])
    expect(core.outputs).toMatchObject({
      created: '2',
      updated: '0',
      deleted: '0',
      unchanged: '0',
      'branch-id': branchId,
    })
    expect(changes()).toEqual(['created a.js', 'created lib/b.mjs'])
    expect(core.summaries.join()).toContain('a.js')
    const mtime = statSync(local('a.js')).mtimeMs

    given({ target: 'code' })
    const before = downloads()
    await run()
    expect(core.failed).toEqual([])
    expect(core.outputs).toMatchObject({ created: '0', updated: '0', unchanged: '2', changes: '[]' })
    expect([downloads() - before, statSync(local('a.js')).mtimeMs]).toEqual([0, mtime])
  })

  it('replaces a changed file, and with delete removes only text files no asset matches', async () => {
    seed()
    files({ 'a.js': 'old', 'extra.js': 'x', 'keep.png': 'p', '.hidden.js': 'h', 'vendor/v.js': 'v' })
    given({ target: 'code', delete: 'true', exclude: 'vendor' })
    await run()
    expect(core.failed).toEqual([])
    expect(read('a.js')).toBe('a')
    expect([existsSync(local('extra.js')), existsSync(local('keep.png')), existsSync(local('.hidden.js'))]).toEqual([
      false,
      true,
      true,
    ])
    expect(read('vendor/v.js')).toBe('v')
    expect(changes()).toEqual(['updated a.js', 'created lib/b.mjs', 'deleted extra.js'])
  })

  it('dry-run: the same outputs, nothing downloaded or written', async () => {
    seed()
    files({ 'a.js': 'old' })
    given({ target: 'code', 'dry-run': 'true' })
    const before = downloads()
    await run()
    expect(core.failed).toEqual([])
    expect([read('a.js'), existsSync(local('lib')), downloads() - before]).toEqual(['old', false, 0])
    expect(core.outputs).toMatchObject({ created: '1', updated: '1' })
  })

  it('leaves out an asset whose name is no file name, with a warning naming its id', async () => {
    const bad = assets().add(branchId, { name: '..', type: 'script', text: 'x' })
    assets().add(branchId, { name: 'ok.js', text: 'ok' })
    given({})
    await run()
    expect(core.failed).toEqual([])
    expect(core.warnings).toEqual([expect.stringContaining(`Left out: asset ${bad.id}`)])
    expect(read('ok.js')).toBe('ok')
    expect(existsSync(join(workspace, 'x'))).toBe(false)
  })

  it('fails on two assets of one name in one folder before any write, naming both ids', async () => {
    const one = assets().add(branchId, { name: 'a.js', text: '1' })
    const two = assets().add(branchId, { name: 'a.js', text: '2' })
    assets().add(branchId, { name: 'b.js', text: 'b' })
    given({})
    const before = downloads()
    await run()
    expect(core.failed).toEqual([expect.stringContaining(`ids ${one.id}, ${two.id}`)])
    expect([existsSync(local('b.js')), downloads() - before]).toEqual([false, 0])
  })

  it('fails on names that differ only by case before any write; never deletes a file of such a name', async () => {
    const upper = assets().add(branchId, { name: 'Player.js', text: '1' })
    const lower = assets().add(branchId, { name: 'player.js', text: '2' })
    given({})
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(new RegExp(`differ only by case .*ids ${upper.id}, ${lower.id}\\): on macOS and Windows`)),
    ])
    expect(existsSync(local('Player.js'))).toBe(false)

    branchId = `${branchId}-case`
    assets().add(branchId, { name: 'Enemy.js', text: 'e' })
    files({ 'enemy.js': 'old', 'gone.js': 'g' })
    given({ delete: 'true' })
    await run()
    expect(core.failed).toEqual([])
    expect(changes()).toEqual(['created Enemy.js', 'deleted gone.js'])
    expect(core.warnings).toEqual([expect.stringContaining('Not deleted, though no asset is named so: "enemy.js"')])
  })

  it('a download of other bytes is read again once, then fails naming the asset; what was done is said', async () => {
    const { a } = seed()
    const other = {
      method: 'GET',
      path: new RegExp(`/api/assets/${a}/file/`),
      raw: Buffer.from('b') /* as long as 'a', another MD5 */,
    } as const
    standIn.api().faults.push({ ...other, times: 2 })
    given({ target: 'code' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(new RegExp(`Asset ${a} \\("a\\.js"\\) answered a file that is not its list's, twice`)),
    ])
    expect(existsSync(local('a.js'))).toBe(false)
    expect(core.warnings).toEqual([expect.stringContaining('reading the list again, and the file once more')])
  })

  it('an asset deleted on the branch between a bad download and the list read again is skipped, said by its id', async () => {
    const { a } = seed()
    standIn.api().faults.push({ method: 'GET', path: new RegExp(`/api/assets/${a}/file/`), raw: Buffer.from('b') })
    // The list's second read no longer holds a.js: it was deleted meanwhile (the first read is answered as it is).
    let reads = 0
    const deleted = (json: Record<string, unknown>): unknown => {
      if (++reads === 1) return json
      const result = (json.result as { id: number }[]).filter(entry => entry.id !== a)
      return { ...json, result, pagination: { ...(json.pagination as object), total: result.length } }
    }
    standIn.api().faults.push({ method: 'GET', path: /\/api\/projects\/1234\/assets$/, edit: deleted, times: 2 })
    given({ target: 'code' })
    await run()
    expect(core.failed).toEqual([])
    expect(reads).toBe(2)
    expect(existsSync(local('a.js'))).toBe(false)
    expect(read('lib/b.mjs')).toBe('export const b = 1')
    expect(changes()).toEqual(['created lib/b.mjs'])
    expect(core.warnings).toEqual([
      expect.stringContaining('reading the list again, and the file once more'),
      `Not written: "a.js" (asset ${a}): it is no longer on the branch (deleted meanwhile)`,
    ])
    expect(readdirSync(local(''))).toEqual(['lib'])
  })

  it('a download cut short is fetched again whole, through a temporary file beside its place that never stays', async () => {
    const big = 'x'.repeat(256 * 1024)
    const file = assets().add(branchId, { name: 'big.js', text: big })
    standIn.api().faults.push({ method: 'GET', path: new RegExp(`/api/assets/${file.id}/file/`), truncate: true })
    given({})
    const before = downloads()
    await run()
    expect(core.failed).toEqual([])
    expect([read('big.js') === big, downloads() - before]).toEqual([true, 2])
    expect(readdirSync(local(''))).toEqual(['big.js'])
  })

  it('never writes through a link that leads out of path', async () => {
    assets().add(branchId, { name: 'out', type: 'folder', id: 91_001 })
    assets().add(branchId, { name: 'x.js', text: 'x', parent: 91_001 })
    const outside = join(root, 'outside')
    mkdirSync(outside)
    mkdirSync(local(''), { recursive: true })
    symlinkSync(outside, local('out'))
    given({})
    await run()
    expect(core.failed).toEqual([])
    expect(existsSync(join(outside, 'x.js'))).toBe(false)
    expect(core.warnings.join('\n')).toMatch(/out/)
  })

  it('refuses bad input before any request, naming it', async () => {
    const before = standIn.api().requests.length
    given({ path: '../..' })
    await run()
    expect(core.failed).toEqual([expect.stringMatching(/^Input 'path' /)])
    given({ target: 'a/../b' })
    await run()
    expect(core.failed).toEqual([expect.stringMatching(/^Input 'target' /)])
    expect(standIn.api().requests.length).toBe(before)
  })

  it('a 403 on a download part-way: the failure says what was written before it, with a hint', async () => {
    const first = assets().add(branchId, { name: 'a.js', text: 'a' })
    const second = assets().add(branchId, { name: 'b.js', text: 'b' })
    const forbidden = { method: 'GET', path: new RegExp(`/api/assets/${second.id}/file/`), status: 403 } as const
    // Both go at once: the 403 answered once a.js is in place, which the failure then says.
    standIn.api().faults.push({ ...forbidden, body: '{"error":"Forbidden"}', until: placed('a.js') })
    given({})
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^Pulling failed: .*403 Forbidden — the token's account may not read .* Done before it stopped: 1 files written, 0 replaced, 0 deleted/,
      ),
    ])
    expect(read('a.js')).toBe('a')
    expect(changes()).toEqual(['created a.js'])
    expect(first.id).toBeGreaterThan(0)
  })

  it('fails before any write on a local file where the assets have a folder, and a folder where they have a file', async () => {
    const lib = assets().add(branchId, { name: 'lib' })
    assets().add(branchId, { name: 'm.js', text: 'm', parent: lib.id })
    assets().add(branchId, { name: 'a.js', text: 'a' })
    files({ lib: 'a file' })
    given({})
    await run()
    expect(core.failed).toEqual([expect.stringContaining('"lib" under path is a file where the assets have a folder')])
    expect(existsSync(local('a.js'))).toBe(false)

    rmSync(local('lib'))
    mkdirSync(local('a.js'))
    given({})
    await run()
    expect(core.failed).toEqual([expect.stringContaining('"a.js" under path is a folder where the assets have a file')])
  })

  it('an asset renamed to a name with no text extension is matched with its local file, not downloaded again', async () => {
    assets().add(branchId, { name: 'Player', type: 'script', text: 'class Player {}' })
    given({})
    await run()
    expect(core.failed).toEqual([])
    expect(read('Player')).toBe('class Player {}')
    const before = downloads()
    given({})
    await run()
    expect([core.outputs.unchanged, downloads() - before]).toEqual(['1', 0])
    writeFileSync(local('Player'), 'edited here')
    given({})
    await run()
    expect([core.outputs.updated, read('Player')]).toEqual(['1', 'class Player {}'])
  })

  it(`downloads several files at once, at most ${DOWNLOADS_AT_ONCE}, the next as one ends`, async () => {
    for (let i = 0; i < 24; i++) assets().add(branchId, { name: `f${i}.js`, text: `file ${i}` })
    // The stand-in counts the file reads it holds at once: each is held until as many as the step may send at once
    // have been held together (or a second has passed, so that a step that sends fewer fails here, not hangs).
    let held = 0
    let most = 0
    const full = async (): Promise<void> => {
      for (let i = 0; i < 200 && most < DOWNLOADS_AT_ONCE; i++) await new Promise(r => setTimeout(r, 5))
    }
    standIn.api().configure({
      faultFor: request => {
        if (!request.path.includes('/file/')) return undefined
        most = Math.max(most, ++held)
        return { until: full().then(() => held--) }
      },
    })
    given({})
    await run()
    standIn.api().configure({ faultFor: undefined })
    expect(core.failed).toEqual([])
    expect(read('f23.js')).toBe('file 23')
    expect(most).toBeGreaterThan(1)
    expect(most).toBe(DOWNLOADS_AT_ONCE)
  })

  it('says what it wrote in the plan’s order, though the first file is the last to arrive', async () => {
    const names = ['a.js', 'b.js', 'c.js', 'd.js']
    const ids = names.map(name => assets().add(branchId, { name, text: name }).id)
    const written = (path: string): boolean => existsSync(local(path))
    standIn.api().faults.push({
      method: 'GET',
      path: new RegExp(`/api/assets/${ids[0]}/file/`),
      until: (async () => {
        for (let i = 0; i < 2_000 && !names.slice(1).every(written); i++) await new Promise(r => setTimeout(r, 5))
      })(),
    })
    const printed: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => !!printed.push(String(chunk)))
    given({})
    await run()
    expect(core.failed).toEqual([])
    expect(changes()).toEqual(names.map(name => `created ${name}`))
    const lines = printed.join('').split('\n')
    const said = names.map(name => lines.findIndex(line => line.startsWith(`created ${name}`)))
    expect(said).toEqual([...said].sort((x, y) => x - y))
    expect(said.every(at => at >= 0)).toBe(true)
  })

  it('a download failing part-way ends the others in flight at once: no temporary file stays', async () => {
    const ids = ['a.js', 'b.js', 'c.js'].map(name => assets().add(branchId, { name, text: name.repeat(1000) }).id)
    // a.js and c.js are never answered; b.js is answered 403 once both are asked for.
    const hang = { method: 'GET', hang: true } as const
    standIn.api().faults.push({ ...hang, path: new RegExp(`/api/assets/${ids[0]}/file/`) })
    standIn.api().faults.push({ ...hang, path: new RegExp(`/api/assets/${ids[2]}/file/`) })
    const hung = (): number =>
      standIn.api().requests.filter(r => [ids[0], ids[2]].some(id => r.path.startsWith(`/api/assets/${id}/file/`)))
        .length
    const before = hung()
    standIn.api().faults.push({
      method: 'GET',
      path: new RegExp(`/api/assets/${ids[1]}/file/`),
      status: 403,
      until: (async () => {
        for (let i = 0; i < 2_000 && hung() < before + 2; i++) await new Promise(r => setTimeout(r, 5))
      })(),
    })
    given({})
    const startedMs = Date.now()
    await run()
    standIn.api().configure({ faultFor: undefined })
    expect(core.failed).toEqual([
      expect.stringMatching(/^Pulling failed: .*403 .* Nothing was changed before it stopped/),
    ])
    // Well within a request's own time limit (30 s): the hung ones were ended, not waited out.
    expect(Date.now() - startedMs).toBeLessThan(5_000)
    expect(readdirSync(local(''))).toEqual([])
  })

  it('runs out of time part-way and says so, with what was done', async () => {
    assets().add(branchId, { name: 'a.js', text: 'a' })
    const hang = { method: 'GET', path: /\/file\//, hang: true } as const
    standIn.api().faults.push(hang)
    given({ timeout: '1' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(/while pulling\. Nothing was changed before it stopped\..* Raise the timeout input/),
    ])
  })
})
