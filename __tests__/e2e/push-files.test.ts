import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { runPushFiles } from '../../stand-ins/defaults.js'
import type { RunOptions, RunResult } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { HOSTILE, expectContained, expectFailure, startApi } from '../support/e2e.js'

// push-files, spawned from its bundle as a runner runs it, against the stand-in's asset routes. Each test has a
// workspace of its own, with a `scripts` folder in it.
let root: string
let workspace: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'e2e-push-'))
  workspace = join(root, 'workspace')
  mkdirSync(join(workspace, 'scripts'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const where = (): Omit<RunOptions, 'inputs' | 'bundle'> => ({ workspace })
/** Writes files under the workspace's scripts folder. */
const files = (tree: Record<string, string>): void => {
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(workspace, 'scripts', path)), { recursive: true })
    writeFileSync(join(workspace, 'scripts', path), text)
  }
}
const MAIN = 'main-branch-id'
/** The branch's assets as paths from the root (folders end in /), with their file's text. */
const panel = (api: StandInApi): Record<string, string> =>
  Object.fromEntries(
    api.assets
      .of(MAIN)
      .map((a): [string, string] => [
        `${api.assets.pathOf(MAIN, a)}${a.type === 'folder' ? '/' : ''}`,
        a.file?.bytes.toString() ?? '',
      ])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  )
const writes = (api: StandInApi): string[] =>
  api.requests.filter(r => r.method !== 'GET').map(r => `${r.method} ${r.path.replace(/\?.*/, '')}`)
const succeeded = (result: RunResult): void => {
  expectContained(result)
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
}

describe('push-files', () => {
  it('creates the folders and files under target, then a second run changes nothing and sends only reads', async () => {
    const api = await startApi()
    files({
      'player.mjs': 'export class Player {}',
      'lib/math.js': 'export const x = 1',
      'shaders/sky.frag': 'void main(){}',
    })
    const first = await runPushFiles(api.url, { target: 'scripts/generated' }, where())
    succeeded(first)
    expect(panel(api)).toEqual({
      'scripts/': '',
      'scripts/generated/': '',
      'scripts/generated/lib/': '',
      'scripts/generated/lib/math.js': 'export const x = 1',
      'scripts/generated/player.mjs': 'export class Player {}',
      'scripts/generated/shaders/': '',
      'scripts/generated/shaders/sky.frag': 'void main(){}',
    })
    expect(first.outputs).toMatchObject({ created: '3', updated: '0', deleted: '0', unchanged: '0', 'branch-id': MAIN })
    const changes = JSON.parse(first.outputs.changes ?? '[]') as { path: string; action: string; id: number }[]
    // One frame: every entry by its path under target; the target's own folders are made and said, not listed.
    expect(changes.map(c => `${c.action} ${c.path}`)).toEqual([
      'created-folder lib/',
      'created-folder shaders/',
      'created lib/math.js',
      'created player.mjs',
      'created shaders/sky.frag',
    ])
    expect(first.summary).toContain('<h3>Files pushed</h3>')
    expect(first.stdout).toMatch(
      /Made the folder scripts\/ \(\d+\) for target\n[^]*Made the folder scripts\/generated\/ \(\d+\) for target/,
    )
    // Files are preloaded, as the service's own sync tool makes them; folders carry no file.
    const creates = api.requests.filter(r => r.method === 'POST').map(r => r.body)
    expect(creates.filter(body => body.includes('name="preload"\r\n\r\ntrue\r\n'))).toHaveLength(3)
    expect(creates.filter(body => body.includes('name="type"\r\n\r\nfolder\r\n'))).toHaveLength(4)
    expect(first.summary).toMatch(/<td><code>player\.mjs<\/code><\/td><td>created<\/td><td><code>\d+<\/code><\/td>/)

    const before = api.requests.length
    const second = await runPushFiles(api.url, { target: 'scripts/generated' }, where())
    succeeded(second)
    expect(second.outputs).toMatchObject({ created: '0', updated: '0', deleted: '0', unchanged: '3', changes: '[]' })
    const sent = api.requests.slice(before).map(r => `${r.method} ${r.path.replace(/\?.*/, '')}`)
    // main is on the branch list's second page (3 a page).
    expect(sent).toEqual([
      'GET /api/projects/1234/branches',
      'GET /api/projects/1234/branches',
      'GET /api/projects/1234/assets',
    ])
  })

  it.each([
    ['branch and branch-id both', { 'branch-id': MAIN }, /^Inputs 'branch' and 'branch-id' are both set/],
    ['no path', { path: '' }, /^Input 'path' is required/],
    ['a path outside the workspace', { path: '../..' }, /^Input 'path' must be a path inside the workspace/],
    ['a target with ..', { target: 'scripts/../x' }, /^Input 'target' must be folder names/],
    ['delete not a boolean', { delete: 'yes' }, /^Input 'delete' must be true or false/],
    [
      'on-conflict not a mode',
      { 'on-conflict': 'force' },
      /^Input 'on-conflict' must be fail, skip or overwrite; got 'force'/,
    ],
  ])('refuses %s before any request', async (_, inputs, message) => {
    const api = await startApi()
    files({ 'a.js': 'a' })
    expectFailure(await runPushFiles(api.url, inputs, where()), message)
    expect(api.requests).toEqual([])
  })

  it('refuses a file the service would not make a text asset of before any request, naming it and how to exclude it', async () => {
    const api = await startApi()
    files({ 'a.js': 'a', 'art/logo.png': 'png', README: 'r', 'docs/notes.md': 'm', '.eslintrc.json': '{}' })
    const result = await runPushFiles(api.url, {}, where())
    expectFailure(
      result,
      /^3 files under path are not of a type the service makes a text asset of: "README", "art\/logo\.png", "docs\/notes\.md"\. .*exclude: 'README, \*\.png, \*\.md'/,
    )
    expect(api.requests).toEqual([])
    // Excluded, the rest is pushed; the dot-file never is.
    const ok = await runPushFiles(api.url, { exclude: '*.png,\nREADME, *.md' }, where())
    succeeded(ok)
    expect(Object.keys(panel(api))).toEqual(['a.js'])
  })

  it('refuses a symbolic link that leads outside the workspace before any request', async () => {
    const api = await startApi()
    files({ 'a.js': 'a' })
    writeFileSync(join(root, 'secret.txt'), 'secret')
    symlinkSync(join(root, 'secret.txt'), join(workspace, 'scripts', 'secret.txt'))
    const result = await runPushFiles(api.url, {}, where())
    expectFailure(result, /^Symbolic links under path that lead outside the workspace are refused: "secret\.txt"/)
    expect(api.requests).toEqual([])
  })

  it('dry-run: says what would change, with the same outputs, and sends no write', async () => {
    const api = await startApi()
    api.assets.add(MAIN, { name: 'old.js', text: 'old' })
    api.assets.add(MAIN, { name: 'same.js', text: 'same' })
    files({ 'same.js': 'same', 'old.js': 'new', 'lib/new.js': 'n' })
    const result = await runPushFiles(api.url, { 'dry-run': 'true', delete: 'true' }, where())
    succeeded(result)
    expect(writes(api)).toEqual([])
    expect(result.outputs).toMatchObject({ created: '1', updated: '1', deleted: '0', unchanged: '1' })
    expect(result.summary).toContain('what would change')
    expect(result.summary).toMatch(/<code>old\.js<\/code><\/td><td>would be updated/)
    expect(result.stdout).toContain('Would change: 3; unchanged files: 1')
  })

  it('sends nothing for a file whose MD5 equals its asset’s, and replaces one that differs', async () => {
    const api = await startApi()
    const same = api.assets.add(MAIN, { name: 'same.js', text: 'same' })
    const changed = api.assets.add(MAIN, { name: 'changed.js', text: 'before' })
    files({ 'same.js': 'same', 'changed.js': 'after' })
    const result = await runPushFiles(api.url, {}, where())
    succeeded(result)
    expect(writes(api)).toEqual([`PUT /api/assets/${changed.id}`])
    expect(result.outputs).toMatchObject({ created: '0', updated: '1', unchanged: '1' })
    expect(panel(api)).toEqual({ 'changed.js': 'after', 'same.js': 'same' })
    expect(same.file?.bytes.toString()).toBe('same')
  })

  it('delete: removes the text assets under target that no file matches, last, and nothing else', async () => {
    const api = await startApi()
    const target = api.assets.add(MAIN, { name: 'code' })
    const outside = api.assets.add(MAIN, { name: 'outside.js', text: 'keep' })
    api.assets.add(MAIN, { name: 'keep.js', text: 'k', parent: target.id })
    const extra = api.assets.add(MAIN, { name: 'gone.js', text: 'g', parent: target.id })
    const texture = api.assets.add(MAIN, { name: 'logo.png', type: 'texture', parent: target.id })
    const sub = api.assets.add(MAIN, { name: 'sub', parent: target.id })
    const deep = api.assets.add(MAIN, { name: 'deep.json', text: '{}', parent: sub.id })
    files({ 'keep.js': 'k2', 'new.js': 'n' })
    const result = await runPushFiles(api.url, { target: 'code', delete: 'true' }, where())
    succeeded(result)
    expect(writes(api)).toEqual([
      'POST /api/assets',
      expect.stringMatching(/^PUT \/api\/assets\/\d+$/),
      `DELETE /api/assets/${extra.id}`,
      `DELETE /api/assets/${deep.id}`,
    ])
    expect(result.outputs).toMatchObject({ created: '1', updated: '1', deleted: '2' })
    const ids = api.assets.of(MAIN).map(a => a.id)
    expect(ids).toEqual(expect.arrayContaining([outside.id, texture.id, sub.id, target.id]))
    expect(ids).not.toContain(extra.id)
  })

  it('fails on two assets of one name in one folder before any change, naming both ids', async () => {
    const api = await startApi()
    const a = api.assets.add(MAIN, { name: 'player.js', text: 'a' })
    const b = api.assets.add(MAIN, { name: 'player.js', text: 'b' })
    files({ 'player.js': 'c', 'other.js': 'o' })
    const result = await runPushFiles(api.url, {}, where())
    expectFailure(
      result,
      new RegExp(
        `^2 assets are named "player\\.js" in one folder \\(ids ${a.id}, ${b.id}\\)\\..*Nothing was changed\\.`,
      ),
    )
    expect(writes(api)).toEqual([])
  })

  it('reads the folder again after a create whose answer was lost, and never makes the file twice', async () => {
    const api = await startApi()
    files({ 'a.js': 'a', 'b.js': 'b' })
    api.faults.push({ method: 'POST', path: /^\/api\/assets$/, reset: 'after' })
    const result = await runPushFiles(api.url, {}, where())
    succeeded(result)
    expect(panel(api)).toEqual({ 'a.js': 'a', 'b.js': 'b' })
    const sent = api.requests.map(r => `${r.method} ${r.path.replace(/\?.*/, '')}`).filter(r => !r.includes('branches'))
    expect(sent).toEqual([
      'GET /api/projects/1234/assets',
      'POST /api/assets',
      'GET /api/projects/1234/assets',
      'POST /api/assets',
      'GET /api/projects/1234/assets',
    ])
    expect(result.stdout).toMatch(/::warning::Creating a\.js: .*reading its folder before any second create/)
  })

  it('creates again after a lost answer when the folder does not hold the file', async () => {
    const api = await startApi()
    files({ 'a.js': 'a' })
    api.faults.push({ method: 'POST', path: /^\/api\/assets$/, status: 502 })
    const result = await runPushFiles(api.url, {}, where())
    succeeded(result)
    expect(panel(api)).toEqual({ 'a.js': 'a' })
    expect(api.requests.filter(r => r.method === 'POST').map(r => r.status)).toEqual([502, 201])
  })

  it('stops after a second lost answer rather than risk a twin, saying what was done', async () => {
    const api = await startApi()
    files({ 'a.js': 'a', 'b.js': 'b' })
    api.faults.push({ method: 'POST', path: /^\/api\/assets$/, times: 1 })
    api.faults.push({ method: 'POST', path: /^\/api\/assets$/, reset: 'before', times: 2 })
    const result = await runPushFiles(api.url, {}, where())
    expectFailure(
      result,
      /^Creating b\.js: .*the create is not sent again, so that no twin is made\. .*Done before it stopped: 0 folders made, 1 files created/,
    )
    expect(panel(api)).toEqual({ 'a.js': 'a' })
    expect(JSON.parse(result.outputs.changes ?? '')).toEqual([
      { path: 'a.js', action: 'created', id: expect.any(Number) },
    ])
    expect(result.summary).toContain('<h3>Files not pushed</h3>')
  })

  it('paces creates to the assets class’s window: every file once, no 429', async () => {
    const api = await startApi({ assetsRateLimit: { limit: 4, windowMs: 2_000 } })
    files(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}.js`, `file ${i}`])))
    const result = await runPushFiles(api.url, {}, where())
    succeeded(result)
    expect(api.assets.of(MAIN)).toHaveLength(10)
    expect(api.requests.filter(r => r.status === 429)).toEqual([])
    expect(result.summary).toContain('Held back by the rate limit')
  })

  it('waits for the reset a 429 names, then goes on', async () => {
    const api = await startApi()
    files({ 'a.js': 'a' })
    const reset = String(Math.ceil((Date.now() + 1_500) / 1000))
    api.faults.push({
      method: 'POST',
      path: /^\/api\/assets$/,
      status: 429,
      body: JSON.stringify({ error: 'Too many requests' }),
      headers: { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
    })
    const result = await runPushFiles(api.url, {}, where())
    succeeded(result)
    const posts = api.requests.filter(r => r.method === 'POST')
    expect(posts.map(r => r.status)).toEqual([429, 201])
    expect((posts[1]?.atMs ?? 0) + api.startedMs).toBeGreaterThanOrEqual(Number(reset) * 1000)
  })

  it('keeps hostile names in the asset list from acting as workflow commands', async () => {
    const api = await startApi()
    api.assets.add(MAIN, { name: HOSTILE, type: 'script', text: 'x' })
    api.assets.add(MAIN, { name: 'code' })
    files({ 'a.js': 'a' })
    // An error text that would forge commands, on a create whose answer is then lost: warned of, contained.
    api.faults.push({ method: 'POST', path: /^\/api\/assets$/, status: 502, body: JSON.stringify({ error: HOSTILE }) })
    const result = await runPushFiles(api.url, { delete: 'true' }, where())
    succeeded(result)
    expect(result.outputs.deleted).toBe('1')
    expect(JSON.parse(result.outputs.changes ?? '')).toContainEqual(expect.objectContaining({ path: HOSTILE }))
  })

  it('retries a 503 on the list and a 500 on an update; a 500 on a create is a lost answer, read before any second', async () => {
    const api = await startApi()
    const changed = api.assets.add(MAIN, { name: 'changed.js', text: 'before' })
    files({ 'changed.js': 'after', 'new.js': 'n' })
    api.faults.push({ method: 'GET', path: /\/assets$/, status: 503 })
    api.faults.push({ method: 'PUT', status: 500 })
    api.faults.push({ method: 'POST', path: /^\/api\/assets$/, status: 500 })
    const result = await runPushFiles(api.url, {}, where())
    succeeded(result)
    expect(panel(api)).toEqual({ 'changed.js': 'after', 'new.js': 'n' })
    const sent = api.requests
      .filter(r => !r.path.includes('branches'))
      .map(r => `${r.method} ${r.path.replace(/\?.*/, '')} ${r.status}`)
    expect(sent).toEqual([
      'GET /api/projects/1234/assets 503',
      'GET /api/projects/1234/assets 200',
      'POST /api/assets 500',
      'GET /api/projects/1234/assets 200',
      'POST /api/assets 201',
      `PUT /api/assets/${changed.id} 500`,
      `PUT /api/assets/${changed.id} 200`,
      'GET /api/projects/1234/assets 200',
    ])
  })

  it('two runs at once, whose lists cross: the twins they make are warned of, naming both ids', async () => {
    const api = await startApi()
    files({ 'a.js': 'a' })
    // The first two lists are answered once both have arrived: each run reads the branch before either creates, as two
    // runs without a concurrency group may.
    let lists = 0
    let bothListed = (): void => undefined
    const until = new Promise<void>(resolve => (bothListed = resolve))
    api.configure({
      faultFor: request => {
        if (request.method !== 'GET' || !/\/assets$/.test(request.path) || lists >= 2) return undefined
        if (++lists === 2) bothListed()
        return { until }
      },
    })
    const [one, two] = await Promise.all([runPushFiles(api.url, {}, where()), runPushFiles(api.url, {}, where())])
    for (const result of [one, two]) expect([result.code, result.outputs.created]).toEqual([0, '1'])
    const ids = api.assets.of(MAIN).map(a => a.id)
    expect(ids).toHaveLength(2)
    const warned = [one, two].flatMap(r => r.stdout.split('\n').filter(line => line.startsWith('::warning::')))
    expect(warned).toContain(
      `::warning::2 assets are now named "a.js" in one folder (ids ${ids.join(', ')}): another run pushing to this branch at the same time? Delete the extra one in the Editor, and give such runs one concurrency group`,
    )
  })

  it('refuses delete with nothing to push (a checkout missing?) before any request: it would empty target', async () => {
    const api = await startApi()
    api.assets.add(MAIN, { name: 'keep.js', text: 'k' })
    files({ 'notes.md.bak/.keep': '' })
    const refused = await runPushFiles(api.url, { delete: 'true' }, where())
    expectFailure(
      refused,
      /^Input 'path' holds no file to push \(after exclude\): with delete: true that would delete every/,
    )
    expect(api.requests).toEqual([])
    const warned = await runPushFiles(api.url, {}, where())
    succeeded(warned)
    expect(warned.stdout).toContain("::warning::Input 'path' holds no file to push (after exclude): nothing to push")
    expect(Object.keys(panel(api))).toEqual(['keep.js'])
  })
})

// Where the service's own clients (the Editor, the sync tool, the VS Code extension) show how it answers.
describe('push-files on the service’s terms', () => {
  it('names an update’s file part by the asset’s own file name, and a new file’s by its name, % and all', async () => {
    const api = await startApi()
    // Renamed in the Editor: the asset is player.js, its file still Player.mjs (the service reads .mjs from it).
    api.assets.add(MAIN, { name: 'player.js', filename: 'Player.mjs', text: 'old' })
    files({ 'player.js': 'new', '100% done.txt': 'done' })
    succeeded(await runPushFiles(api.url, {}, where()))
    const put = api.requests.find(r => r.method === 'PUT')
    expect(put?.body).toContain('name="file"; filename="Player.mjs"\r\n')
    const byName = new Map(api.assets.of(MAIN).map(a => [a.name, a.file?.filename]))
    expect(byName).toEqual(
      new Map([
        ['player.js', 'Player.mjs'],
        ['100% done.txt', '100% done.txt'],
      ]),
    )
  })

  it('an update answered 200 that did not take is read again and sent once more', async () => {
    const api = await startApi()
    api.assets.add(MAIN, { name: 'a.js', text: 'old' })
    api.assets.dropUpdates = 1
    files({ 'a.js': 'new' })
    const result = await runPushFiles(api.url, {}, where())
    succeeded(result)
    expect(panel(api)).toEqual({ 'a.js': 'new' })
    expect(writes(api)).toEqual([
      `PUT /api/assets/${api.assets.of(MAIN)[0]?.id}`,
      `PUT /api/assets/${api.assets.of(MAIN)[0]?.id}`,
    ])
    expect(result.stdout).toMatch(
      /::warning::Updating a\.js: the service answered 200 but holds other bytes .*: sending it once more/,
    )
  })

  it('an update that does not take twice fails the step naming the file, never green with the old bytes', async () => {
    const api = await startApi()
    const asset = api.assets.add(MAIN, { name: 'a.js', text: 'old' })
    api.assets.dropUpdates = 2
    files({ 'a.js': 'new' })
    const result = await runPushFiles(api.url, {}, where())
    expectFailure(
      result,
      new RegExp(
        `^Updating a\\.js \\(asset ${asset.id}\\): the service answered 200 twice but does not hold the bytes sent`,
      ),
    )
    expect(panel(api)).toEqual({ 'a.js': 'old' })
    expect(writes(api)).toHaveLength(2)
  })

  it('a first list page that is not the one asked for is read again, and no second folder is made', async () => {
    const api = await startApi()
    const game = api.assets.add(MAIN, { name: 'game' })
    api.assets.add(MAIN, { name: 'a.js', text: 'a', parent: game.id })
    // The first answer: a page from elsewhere (it says so), which holds no `game` folder.
    api.faults.push({
      method: 'GET',
      path: /\/assets$/,
      edit: () => ({ result: [], pagination: { skip: 4000, limit: 1000, total: 2 } }),
    })
    files({ 'a.js': 'a', 'b.js': 'b' })
    const result = await runPushFiles(api.url, { target: 'game' }, where())
    succeeded(result)
    expect(panel(api)).toEqual({ 'game/': '', 'game/a.js': 'a', 'game/b.js': 'b' })
    expect(result.stdout).toContain(
      "::warning::The branch's asset list contradicted itself (a page asked from entry 0 says it starts at 4000): it was read again",
    )
  })

  it('a list that contradicts itself twice fails the step before any write', async () => {
    const api = await startApi()
    api.faults.push({
      method: 'GET',
      path: /\/assets$/,
      edit: json => ({ ...json, pagination: { skip: 0, limit: 5, total: 0 } }),
      times: 2,
    })
    files({ 'a.js': 'a' })
    const result = await runPushFiles(api.url, {}, where())
    expectFailure(result, /contradicted itself .*and again when read once more .*: nothing was planned on it/)
    expect(writes(api)).toEqual([])
  })

  it('a folder deleted in the Editor between the list and a create into it is made again, and the file created there', async () => {
    const api = await startApi()
    const game = api.assets.add(MAIN, { name: 'game' })
    files({ 'game/a.js': 'a' })
    // Deleted just as the create arrives: the service answers 400 "parent folder is not found".
    api.configure({
      faultFor: request => {
        const list = api.assets.of(MAIN)
        if (request.method === 'POST' && list.includes(game)) list.splice(list.indexOf(game), 1)
        return undefined
      },
    })
    const result = await runPushFiles(api.url, {}, where())
    succeeded(result)
    expect(panel(api)).toEqual({ 'game/': '', 'game/a.js': 'a' })
    const changes = JSON.parse(result.outputs.changes ?? '') as { path: string; action: string }[]
    expect(changes.map(c => `${c.action} ${c.path}`)).toEqual(['created-folder game/', 'created game/a.js'])
    expect(api.requests.filter(r => r.method === 'POST').map(r => r.status)).toEqual([400, 201, 201])
  })

  it('a folder the service still does not find after it was read again fails the step, the file made nowhere else', async () => {
    const api = await startApi()
    api.assets.add(MAIN, { name: 'game' })
    files({ 'game/a.js': 'a' })
    const gone = {
      method: 'POST',
      path: /^\/api\/assets$/,
      status: 400,
      body: '{"error":"parent folder is not found"}',
    } as const
    api.faults.push({ ...gone, times: 2 })
    const result = await runPushFiles(api.url, {}, where())
    expectFailure(
      result,
      /^The service does not find the folder game\/ \(\d+\) even after it was read again: nothing was created outside it/,
    )
    expect(panel(api)).toEqual({ 'game/': '' })
  })
})
