import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { runPullFiles } from '../../stand-ins/defaults.js'
import type { RunOptions, RunResult } from '../../stand-ins/runner.js'
import { errorAnnotations, runnerCommands } from '../../stand-ins/workflow-commands.js'
import { expectContained, expectFailure, startApi } from '../support/e2e.js'
import { fileTree } from '../support/file-tree.js'

/** Every file under `dir` (links as links), by its path, with its bytes. */
const tree = (dir: string): Record<string, Buffer> => Object.fromEntries(fileTree(dir))

// pull-files, spawned from its bundle as a runner runs it, against the stand-in's asset routes: the branch's text
// assets into the workspace's `scripts` folder. Each test has a workspace of its own, inside a folder of its own
// (`root`), so that anything written outside the workspace can be seen.
let root: string
let workspace: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'e2e-pull-'))
  workspace = join(root, 'workspace')
  mkdirSync(workspace, { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const MAIN = 'main-branch-id'
const where = (): Omit<RunOptions, 'inputs' | 'bundle'> => ({ workspace })
const scripts = (path = ''): string => (path ? join(workspace, 'scripts', path) : join(workspace, 'scripts'))

const texts = (dir: string): Record<string, string> =>
  Object.fromEntries(Object.entries(tree(dir)).map(([path, bytes]) => [path, bytes.toString('latin1')]))

/** Writes files under the workspace's scripts folder. */
const files = (entries: Record<string, string>): void => {
  for (const [path, text] of Object.entries(entries)) {
    mkdirSync(dirname(scripts(path)), { recursive: true })
    writeFileSync(scripts(path), text)
  }
}
const downloads = (api: StandInApi): string[] =>
  api.requests.filter(r => r.path.includes('/file/')).map(r => r.path.replace(/\?.*/, ''))
const listReads = (api: StandInApi): number =>
  api.requests.filter(r => /^\/api\/projects\/\d+\/assets/.test(r.path)).length
const warnings = (result: RunResult): string[] =>
  runnerCommands(result.stdout)
    .filter(c => c.name === 'warning')
    .map(c => c.data ?? '')
const succeeded = (result: RunResult): void => {
  expectContained(result)
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
}
const changesOf = (result: RunResult): string[] =>
  (JSON.parse(result.outputs.changes ?? '[]') as { path: string; action: string }[]).map(c => `${c.action} ${c.path}`)

/** A panel: `code/` holds the target's files at two depths; beside it, things never pulled. */
function seed(api: StandInApi): Record<string, number> {
  const a = api.assets
  const code = a.add(MAIN, { name: 'code' })
  const lib = a.add(MAIN, { name: 'lib', parent: code.id })
  const deep = a.add(MAIN, { name: 'deep', parent: lib.id })
  const ids = {
    player: a.add(MAIN, { name: 'player.mjs', parent: code.id, text: 'export class Player {}\n' }).id,
    math: a.add(MAIN, { name: 'math.js', parent: lib.id, text: 'export const x = 1 // é ü \r\n' }).id,
    sky: a.add(MAIN, { name: 'sky.frag', parent: deep.id, text: 'void main(){}' }).id,
    data: a.add(MAIN, { name: 'data.json', parent: code.id, text: '{"a":[1,2,3]}' }).id,
    // Renamed in the Editor: its file keeps its first name, and the route serves it by that one.
    renamed: a.add(MAIN, { name: 'style.css', parent: code.id, text: 'body{}', filename: 'old name %.css' }).id,
    // A script renamed without an extension: written under its name, and matched on the next run all the same.
    bare: a.add(MAIN, { name: 'Player', type: 'script', parent: code.id, text: 'bare', filename: 'Player.js' }).id,
  }
  a.add(MAIN, { name: 'logo.png', parent: code.id, type: 'texture', text: 'PNG' })
  a.add(MAIN, { name: 'outside.js', text: 'never pulled' })
  return ids
}

const CODE_TREE = {
  Player: 'bare',
  'data.json': '{"a":[1,2,3]}',
  'lib/deep/sky.frag': 'void main(){}',
  'lib/math.js': Buffer.from('export const x = 1 // é ü \r\n').toString('latin1'),
  'player.mjs': 'export class Player {}\n',
  'style.css': 'body{}',
}

describe('pull-files', () => {
  it('pulls the text assets under target into an empty folder byte for byte; a second run sends only reads and touches nothing', async () => {
    const api = await startApi()
    const ids = seed(api)
    const first = await runPullFiles(api.url, { target: 'code' }, where())
    succeeded(first)
    expect(texts(scripts())).toEqual(CODE_TREE)
    expect(first.outputs).toMatchObject({ created: '6', updated: '0', deleted: '0', unchanged: '0', 'branch-id': MAIN })
    expect(changesOf(first)).toEqual([
      'created Player',
      'created data.json',
      'created lib/deep/sky.frag',
      'created lib/math.js',
      'created player.mjs',
      'created style.css',
    ])
    expect(downloads(api)).toContain(`/api/assets/${ids.renamed}/file/old%20name%20%25.css`)
    expect(downloads(api)).toHaveLength(6)
    expect(first.summary).toContain('<h3>Files pulled</h3>')
    expect(first.summary).toMatch(/<td><code>player\.mjs<\/code><\/td><td>written \(new\)<\/td>/)

    const old = new Date('2020-01-01T00:00:00Z')
    for (const path of Object.keys(CODE_TREE)) utimesSync(scripts(path), old, old)
    const before = api.requests.length
    const second = await runPullFiles(api.url, { target: 'code' }, where())
    succeeded(second)
    expect(second.outputs).toMatchObject({ created: '0', updated: '0', deleted: '0', unchanged: '6', changes: '[]' })
    expect(api.requests.slice(before).map(r => `${r.method} ${r.path.replace(/\?.*/, '')}`)).toEqual([
      'GET /api/projects/1234/branches',
      'GET /api/projects/1234/branches',
      'GET /api/projects/1234/assets',
    ])
    for (const path of Object.keys(CODE_TREE)) expect(statSync(scripts(path)).mtimeMs).toBe(old.getTime())
  })

  it('downloads a changed asset and replaces its file atomically: a new file renamed over it, nothing left beside', async () => {
    const api = await startApi()
    const ids = seed(api)
    succeeded(await runPullFiles(api.url, { target: 'code' }, where()))
    const untouched = statSync(scripts('player.mjs')).ino
    const replaced = statSync(scripts('lib/math.js')).ino
    const math = api.assets.of(MAIN).find(a => a.id === ids.math)
    if (math?.file) math.file.bytes = Buffer.from('export const x = 2\n')
    const before = api.requests.length
    const result = await runPullFiles(api.url, { target: 'code' }, where())
    succeeded(result)
    expect(result.outputs).toMatchObject({ created: '0', updated: '1', unchanged: '5' })
    expect(changesOf(result)).toEqual(['updated lib/math.js'])
    expect(readFileSync(scripts('lib/math.js'), 'utf8')).toBe('export const x = 2\n')
    expect(downloads({ requests: api.requests.slice(before) } as StandInApi)).toEqual([
      `/api/assets/${ids.math}/file/math.js`,
    ])
    // Renamed over, never written in place: a new inode; the others untouched; no temporary file left.
    expect(statSync(scripts('lib/math.js')).ino).not.toBe(replaced)
    expect(statSync(scripts('player.mjs')).ino).toBe(untouched)
    expect(Object.keys(tree(scripts())).filter(p => p.includes('pulling'))).toEqual([])
  })

  it('never writes an asset whose name is no file name, and says each by its id', async () => {
    const api = await startApi()
    const a = api.assets
    const up = a.add(MAIN, { name: '..' })
    const ids = [
      a.add(MAIN, { name: 'evil.js', parent: up.id, text: 'up' }).id,
      a.add(MAIN, { name: 'a/b.js', text: 'slash' }).id,
      a.add(MAIN, { name: '..\\..\\c.js', text: 'backslash' }).id,
      a.add(MAIN, { name: 'x\n::error::FORGED.js', text: 'control' }).id,
      a.add(MAIN, { name: '..', type: 'script', text: 'dots' }).id,
    ]
    a.add(MAIN, { name: 'ok.js', text: 'ok' })
    const result = await runPullFiles(api.url, {}, where())
    succeeded(result)
    expect(texts(scripts())).toEqual({ 'ok.js': 'ok' })
    expect(readdirSync(workspace)).toEqual(['scripts'])
    expect(readdirSync(root)).toEqual(['workspace'])
    const said = warnings(result).join('\n')
    for (const id of [up.id, ...ids.slice(1)]) expect(said).toContain(`asset ${id} `)
    expect(downloads(api)).toHaveLength(1)
  })

  it('never writes through a link that leads outside the workspace, a folder or a file', async () => {
    const api = await startApi()
    const outside = join(root, 'outside')
    mkdirSync(outside)
    writeFileSync(join(root, 'secret.js'), 'secret')
    files({ 'keep.js': 'x' })
    symlinkSync(outside, scripts('lib'))
    symlinkSync(join(root, 'secret.js'), scripts('secret.js'))
    const lib = api.assets.add(MAIN, { name: 'lib' })
    api.assets.add(MAIN, { name: 'x.js', parent: lib.id, text: 'through the folder link' })
    api.assets.add(MAIN, { name: 'secret.js', text: 'through the file link' })
    api.assets.add(MAIN, { name: 'ok.js', text: 'ok' })
    const result = await runPullFiles(api.url, {}, where())
    succeeded(result)
    expect(readdirSync(outside)).toEqual([])
    expect(readFileSync(join(root, 'secret.js'), 'utf8')).toBe('secret')
    expect(readFileSync(scripts('ok.js'), 'utf8')).toBe('ok')
    expect(warnings(result).join('\n')).toMatch(/Not written: "lib\/x\.js"[^]*Not written: "secret\.js"/)
    expect(changesOf(result)).toEqual(['created ok.js'])
  })

  it('fails on two assets of one name in one folder before any write, naming both ids', async () => {
    const api = await startApi()
    const code = api.assets.add(MAIN, { name: 'code' })
    api.assets.add(MAIN, { name: 'b.js', parent: code.id, text: 'b' })
    const one = api.assets.add(MAIN, { name: 'a.js', parent: code.id, text: 'one' })
    const two = api.assets.add(MAIN, { name: 'a.js', parent: code.id, text: 'two' })
    const result = await runPullFiles(api.url, { target: 'code' }, where())
    expectFailure(
      result,
      new RegExp(
        `^2 assets are named "code/a\\.js" in one folder \\(ids ${one.id}, ${two.id}\\)[^]*Nothing was changed`,
      ),
    )
    expect(existsSync(scripts())).toBe(false)
    expect(downloads(api)).toEqual([])
  })

  it('fails before any write on a local file where the assets have a folder, or a folder where they have a file', async () => {
    const api = await startApi()
    const lib = api.assets.add(MAIN, { name: 'lib' })
    api.assets.add(MAIN, { name: 'x.js', parent: lib.id, text: 'x' })
    api.assets.add(MAIN, { name: 'a.js', text: 'a' })
    files({ lib: 'a file named lib' })
    const result = await runPullFiles(api.url, {}, where())
    expectFailure(
      result,
      /^"lib" under path is a file where the assets have a folder\. Nothing was changed before it stopped/,
    )
    expect(texts(scripts())).toEqual({ lib: 'a file named lib' })
    expect(downloads(api)).toEqual([])

    rmSync(scripts(), { recursive: true })
    mkdirSync(scripts('a.js'), { recursive: true })
    const folder = await runPullFiles(api.url, {}, where())
    expectFailure(folder, /^"a\.js" under path is a folder where the assets have a file/)
    expect(existsSync(scripts('lib'))).toBe(false)
    expect(downloads(api)).toEqual([])
  })

  it('delete: removes only local files of the text extensions that no asset matches, never dot-files or excluded ones', async () => {
    const api = await startApi()
    api.assets.add(MAIN, { name: 'keep.js', text: 'keep' })
    files({
      'keep.js': 'keep',
      'gone.js': 'gone',
      'deep/gone.glsl': 'gone',
      'notes.md': 'not a text extension of the service',
      'image.png': 'png',
      '.eslintrc.json': '{}',
      '.cache/x.js': 'dot folder',
      'vendor/v.js': 'excluded',
    })
    const result = await runPullFiles(api.url, { delete: 'true', exclude: 'vendor' }, where())
    succeeded(result)
    expect(Object.keys(tree(scripts())).sort()).toEqual([
      '.cache/x.js',
      '.eslintrc.json',
      'image.png',
      'keep.js',
      'notes.md',
      'vendor/v.js',
    ])
    expect(result.outputs).toMatchObject({ created: '0', updated: '0', deleted: '2', unchanged: '1' })
    expect(changesOf(result)).toEqual(['deleted deep/gone.glsl', 'deleted gone.js'])
    expect(result.stdout).toMatch(/deleted gone\.js/)
  })

  it('dry-run: the same outputs, and nothing downloaded, written or deleted', async () => {
    const api = await startApi()
    seed(api)
    files({ 'player.mjs': 'old', 'extra.js': 'extra', Player: 'changed' })
    const before = texts(scripts())
    const dry = await runPullFiles(api.url, { target: 'code', delete: 'true', 'dry-run': 'true' }, where())
    succeeded(dry)
    expect(texts(scripts())).toEqual(before)
    expect(downloads(api)).toEqual([])
    expect(dry.summary).toContain('Files not pulled (dry run)')
    const real = await runPullFiles(api.url, { target: 'code', delete: 'true' }, where())
    succeeded(real)
    for (const name of ['created', 'updated', 'deleted', 'unchanged', 'changes'])
      expect(dry.outputs[name]).toBe(real.outputs[name])
    expect(changesOf(real)).toContain('updated player.mjs')
    expect(changesOf(real)).toContain('deleted extra.js')
    expect(changesOf(real)).toContain('updated Player')
    expect(readFileSync(scripts('Player'), 'utf8')).toBe('bare')
  })

  it('reads the list again and downloads once more after bytes of another MD5; twice, fails naming the asset and writes nothing', async () => {
    const api = await startApi()
    const id = api.assets.add(MAIN, { name: 'a.js', text: 'the real bytes' }).id
    api.faults.push({ path: /\/file\//, raw: Buffer.from('other bytes!!!') })
    const once = await runPullFiles(api.url, {}, where())
    succeeded(once)
    expect(readFileSync(scripts('a.js'), 'utf8')).toBe('the real bytes')
    expect(listReads(api)).toBe(2)
    expect(downloads(api)).toHaveLength(2)
    expect(warnings(once).join('\n')).toMatch(new RegExp(`asset ${id}'s file has the MD5 [0-9a-f]{32}, not the list's`))

    rmSync(scripts(), { recursive: true })
    api.faults.push({ path: /\/file\//, raw: Buffer.from('other bytes!!!'), times: 2 })
    const twice = await runPullFiles(api.url, {}, where())
    expectFailure(twice, new RegExp(`^Asset ${id} \\("a\\.js"\\) answered a file that is not its list's, twice`))
    expect(existsSync(scripts('a.js'))).toBe(false)
    expect(twice.outputs.changes).toBe('[]')
  })

  it('fails before any write when the list gives a file whose hash is not an MD5, leaving the old file as it was', async () => {
    const api = await startApi()
    api.assets.add(MAIN, { name: 'a.js', text: 'a' })
    const id = api.assets.add(MAIN, { name: 'd.json', text: '{"d": "new"}' }).id
    files({ 'd.json': '{"d": "old"}' })
    const notMd5 = (json: Record<string, unknown>) => ({
      ...json,
      result: (json.result as { id: number; file: object }[]).map(a =>
        a.id === id ? { ...a, file: { ...a.file, hash: 'z'.repeat(32) } } : a,
      ),
    })
    api.faults.push({ path: /\/assets$/, edit: notMd5 })
    const result = await runPullFiles(api.url, {}, where())
    expectFailure(
      result,
      new RegExp(
        `^Pulling failed: The branch's asset list gives asset ${id} \\("d\\.json"\\) a file whose hash is not an MD5[^]*Nothing was changed`,
      ),
    )
    expect(texts(scripts())).toEqual({ 'd.json': '{"d": "old"}' })
    expect(downloads(api)).toEqual([])
  })

  it('stops a download that runs past the list’s file.size', async () => {
    const api = await startApi()
    const id = api.assets.add(MAIN, { name: 'a.js', text: 'small' }).id
    api.faults.push({ path: /\/file\//, raw: Buffer.alloc(4 * 1024 * 1024, 'x'), times: 2 })
    const result = await runPullFiles(api.url, {}, where())
    expectFailure(
      result,
      new RegExp(`^Asset ${id} \\("a\\.js"\\) answered a file that is not its list's, twice \\(.*ran past the 5 bytes`),
    )
    expect(existsSync(scripts('a.js'))).toBe(false)
  })

  it('retries a file read that failed (a 503, a cut connection) and pulls the file whole', async () => {
    const api = await startApi()
    api.assets.add(MAIN, { name: 'a.js', text: 'whole' })
    api.faults.push({ path: /\/file\//, status: 503 }, { path: /\/file\//, truncate: true })
    const result = await runPullFiles(api.url, {}, where())
    succeeded(result)
    expect(readFileSync(scripts('a.js'), 'utf8')).toBe('whole')
    expect(downloads(api)).toHaveLength(3)
  })

  it.each([
    ['branch and branch-id both', { 'branch-id': MAIN }, /^Inputs 'branch' and 'branch-id' are both set/],
    ['no path', { path: '' }, /^Input 'path' is required/],
    ['a path outside the workspace', { path: '../..' }, /^Input 'path' must be a path inside the workspace/],
    ['a target with ..', { target: 'code/../x' }, /^Input 'target' must be folder names/],
    ['delete not a boolean', { delete: 'yes' }, /^Input 'delete' must be true or false/],
    ['an exclude leading out of path', { exclude: '../x' }, /^Input 'exclude' holds patterns relative to path/],
  ])('refuses %s before any request', async (_, inputs, message) => {
    const api = await startApi()
    expectFailure(await runPullFiles(api.url, inputs, where()), message)
    expect(api.requests).toEqual([])
  })

  it('refuses a path that is a link leading outside the workspace, before any request', async () => {
    const api = await startApi()
    mkdirSync(join(root, 'elsewhere'))
    symlinkSync(join(root, 'elsewhere'), scripts())
    expectFailure(await runPullFiles(api.url, {}, where()), /^Input 'path' must be a folder inside the workspace/)
    expect(api.requests).toEqual([])
  })
})
