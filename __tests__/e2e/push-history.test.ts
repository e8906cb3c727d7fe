import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { md5 } from '../../stand-ins/assets.js'
import { runPullFiles, runPushFiles } from '../../stand-ins/defaults.js'
import type { RunResult } from '../../stand-ins/runner.js'
import { errorAnnotations, runnerCommands } from '../../stand-ins/workflow-commands.js'
import { expectContained, startApi } from '../support/e2e.js'
import { Repo, editorFiles, editorHolds, editorWrites } from '../support/git-repo.js'

// push-files on real git repositories: the branch's bytes are git's when they were a version of the file on HEAD's
// line (then the push only brings the Editor up to date), an Editor edit when they never were (then on-conflict
// decides, and with fail nothing at all is sent).
let root: string
let repo: Repo
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'e2e-push-history-'))
  repo = Repo.init(join(root, 'workspace'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const push = (api: StandInApi, inputs: Record<string, string> = {}, workspace = repo.dir): Promise<RunResult> =>
  runPushFiles(api.url, inputs, { workspace })
const writes = (api: StandInApi): string[] =>
  api.requests.filter(r => r.method !== 'GET').map(r => `${r.method} ${r.path.replace(/\?.*/, '')}`)
const warnings = (result: RunResult): string[] =>
  runnerCommands(result.stdout)
    .filter(c => c.name === 'warning')
    .map(c => c.data ?? '')
const changesOf = (result: RunResult): string[] =>
  (JSON.parse(result.outputs.changes ?? '[]') as { path: string; action: string }[]).map(c => `${c.action} ${c.path}`)
const succeeded = (result: RunResult): void => {
  expectContained(result)
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
}

describe('push-files against git history: no conflict', () => {
  it('several versions behind, a revert to an old version, and a delete of what git deleted: pushed, 0 conflicts', async () => {
    repo.commit('v1', { 'a.js': 'a1\n', 'b.js': 'b1\n', 'gone.js': 'g\n' })
    const api = await startApi()
    editorHolds(api, { 'a.js': 'a1\n', 'b.js': 'b1\n', 'gone.js': 'g\n' })
    repo.commit('v2', { 'a.js': 'a2\n', 'b.js': 'b2\n' })
    repo.commit('v3', { 'a.js': 'a3\n', 'b.js': 'b1\n', 'gone.js': null })
    // The Editor holds b2 now (a push of v2), git reverted b to b1 since.
    editorHolds(api, { 'a.js': 'a1\n', 'b.js': 'b2\n', 'gone.js': 'g\n' })
    const result = await push(api, { delete: 'true' })
    succeeded(result)
    expect(result.outputs.conflicts).toBe('0')
    expect(changesOf(result)).toEqual(['updated a.js', 'updated b.js', 'deleted gone.js'])
    expect(editorFiles(api)).toEqual({ 'a.js': 'a3\n', 'b.js': 'b1\n' })
    expect(result.stdout).toMatch(/Checked against git's history: \d+ commits read/)
  })

  it("a merged branch's version, and content made only in a merge commit, are git's", async () => {
    repo.commit('base', { 'a.js': 'a\n', 'm.js': 'one\ntwo\nthree\n' })
    repo.git('checkout', '-q', '-b', 'feature')
    const featureA = 'a from feature\n'
    repo.commit('feature', { 'a.js': featureA, 'm.js': 'ONE\ntwo\nthree\n' })
    repo.git('checkout', '-q', 'main')
    repo.commit('main', { 'm.js': 'one\ntwo\nTHREE\n' })
    repo.git('merge', '-q', '--no-ff', '--no-edit', 'feature')
    // A file the merge itself made: no parent holds this text.
    repo.write({ 'm.js': 'resolved in the merge\n' })
    repo.git('add', '-A')
    repo.git('commit', '-q', '--amend', '--no-edit')
    const api = await startApi()
    editorHolds(api, { 'a.js': featureA, 'm.js': 'resolved in the merge\n' })
    repo.commit('after', { 'a.js': 'a after\n', 'm.js': 'after\n' })
    const result = await push(api)
    succeeded(result)
    expect(result.outputs.conflicts).toBe('0')
    expect(editorFiles(api)).toEqual({ 'a.js': 'a after\n', 'm.js': 'after\n' })
  })

  it('a rename in git: the old name deleted without conflict, and bytes the file had under its old name count for the new', async () => {
    const k1 = 'k1\n'.repeat(20)
    repo.commit('v1', { 'old.js': 'x\n'.repeat(20), 'keep.js': k1 })
    // Renamed and changed in one commit: the new name never held k1.
    repo.git('mv', 'scripts/keep.js', 'scripts/kept.js')
    repo.commit('renamed', { 'kept.js': `${k1}k2\n` })
    repo.commit('edit', { 'kept.js': `${k1}k2\nk3\n` })
    repo.git('mv', 'scripts/old.js', 'scripts/new.js')
    repo.commit('renamed again')
    expect(repo.git('log', '--format=%H', '--', 'scripts/kept.js').split('\n')).toHaveLength(2)
    const api = await startApi()
    // The Editor renamed keep.js to kept.js itself: its bytes are keep.js's, which git had.
    editorHolds(api, { 'old.js': 'x\n'.repeat(20), 'kept.js': k1 })
    const result = await push(api, { delete: 'true' })
    succeeded(result)
    expect(result.outputs.conflicts).toBe('0')
    expect(changesOf(result)).toEqual(['created new.js', 'updated kept.js', 'deleted old.js'])
  })

  it('CRLF with core.autocrlf: the bytes a CRLF checkout pushed are a version git had', async () => {
    repo.git('config', 'core.autocrlf', 'true')
    repo.commit('v1', { 'a.js': 'one\r\ntwo\r\n' })
    // git stores LF; the working file (and what a push sent) has CRLF.
    expect(repo.git('cat-file', '-p', 'HEAD:scripts/a.js')).toBe('one\ntwo')
    const api = await startApi()
    editorHolds(api, { 'a.js': 'one\r\ntwo\r\n' })
    repo.commit('v2', { 'a.js': 'one\r\ntwo\r\nthree\r\n' })
    const result = await push(api)
    succeeded(result)
    expect(result.outputs.conflicts).toBe('0')
    expect(editorFiles(api)).toEqual({ 'a.js': 'one\r\ntwo\r\nthree\r\n' })
  })

  it('a depth-1 checkout is deepened from origin as far as needed', async () => {
    repo.commit('v1', { 'a.js': 'a1\n' })
    for (let i = 2; i <= 6; i++) repo.commit(`v${i}`, { 'a.js': `a${i}\n`, [`f${i}.js`]: `${i}\n` })
    const origin = repo.bare(join(root, 'origin.git'))
    const shallow = Repo.shallow(origin, join(root, 'shallow'))
    expect(shallow.git('rev-list', '--count', 'HEAD')).toBe('1')
    const api = await startApi()
    editorHolds(api, { 'a.js': 'a1\n' })
    const result = await push(api, {}, shallow.dir)
    succeeded(result)
    expect(result.outputs.conflicts).toBe('0')
    expect(result.stdout).toContain('The checkout is shallow: fetching more of its history from origin (--deepen=100)')
    expect(editorFiles(api)['a.js']).toBe('a6\n')
  })

  it('files git does not track, and a workspace that is no repository, are pushed and listed as not checked', async () => {
    repo.commit('v1', { 'a.js': 'a\n' })
    repo.write({ 'bundle.js': 'generated\n' })
    const api = await startApi()
    editorHolds(api, { 'a.js': 'a\n', 'bundle.js': 'generated by hand in the Editor\n' })
    const result = await push(api)
    succeeded(result)
    expect(result.outputs.conflicts).toBe('0')
    expect(result.summary).toMatch(/Not checked against git's history[^<]*<code>bundle\.js<\/code>/)
    rmSync(join(repo.dir, '.git'), { recursive: true })
    editorWrites(api, 'a.js', 'edited\n')
    const plain = await push(api)
    succeeded(plain)
    expect(plain.stdout).toContain("Not checked against git's history: the workspace is not a git repository")
    expect(plain.summary).toMatch(/Not checked against git's history[^<]*<code>a\.js<\/code>/)
  })
})

describe('push-files against git history: conflicts', () => {
  /** v1 pushed; then an edit in the Editor, an asset made in the Editor, and git's own change. */
  async function edited(): Promise<StandInApi> {
    repo.commit('v1', { 'a.js': 'a1\n', 'b.js': 'b1\n' })
    const api = await startApi()
    editorHolds(api, { 'a.js': 'a1\n', 'b.js': 'b1\n' })
    editorWrites(api, 'b.js', 'b edited in the Editor\n')
    editorWrites(api, 'made.js', 'made in the Editor\n')
    repo.commit('v2', { 'a.js': 'a2\n', 'b.js': 'b2\n' })
    return api
  }

  it('fail (the default): the step fails before any write, naming each conflict, its asset, MD5 and time', async () => {
    const api = await edited()
    const before = api.requests.length
    const result = await push(api, { delete: 'true' })
    expectContained(result)
    expect(result.code).toBe(1)
    expect(writes(api)).toEqual([])
    expect(api.requests.length - before).toBeGreaterThan(0)
    expect(result.outputs.conflicts).toBe('2')
    const [error] = errorAnnotations(result.stdout)
    const b = api.assets.of('main-branch-id').find(a => a.name === 'b.js')
    expect(error).toContain(`overwrite "b.js" (asset ${b?.id}, MD5 ${md5('b edited in the Editor\n')}, modified 20`)
    expect(error).toMatch(/delete "made\.js" \(asset \d+, MD5 [0-9a-f]{32}, modified \d{4}-/)
    expect(error).toContain('Nothing was pushed')
    expect(error).toContain('run pull-files, merge its pull request, run this again')
    expect(error).toContain('on-conflict: overwrite after a checkpoint')
    expect(result.summary).toMatch(
      /<td><code>b\.js<\/code><\/td><td><code>\d+<\/code><\/td><td><code>[0-9a-f]{32}<\/code>/,
    )
    expect(editorFiles(api)).toEqual({
      'a.js': 'a1\n',
      'b.js': 'b edited in the Editor\n',
      'made.js': 'made in the Editor\n',
    })
  })

  it('a dry run says the same, and writes nothing', async () => {
    const api = await edited()
    const result = await push(api, { delete: 'true', 'dry-run': 'true' })
    expect(result.code).toBe(1)
    expect(result.outputs.conflicts).toBe('2')
    expect(errorAnnotations(result.stdout)[0]).toContain('overwrite "b.js"')
    expect(writes(api)).toEqual([])
  })

  it('skip: everything else is pushed, each conflict a warning and left as the Editor has it', async () => {
    const api = await edited()
    const result = await push(api, { delete: 'true', 'on-conflict': 'skip' })
    succeeded(result)
    expect(result.outputs.conflicts).toBe('2')
    expect(changesOf(result)).toEqual(['updated a.js'])
    expect(warnings(result).filter(w => w.startsWith('Left as the Editor has it: '))).toHaveLength(2)
    expect(editorFiles(api)).toEqual({
      'a.js': 'a2\n',
      'b.js': 'b edited in the Editor\n',
      'made.js': 'made in the Editor\n',
    })
  })

  it('overwrite: as before, each overwritten file named', async () => {
    const api = await edited()
    const result = await push(api, { delete: 'true', 'on-conflict': 'overwrite' })
    succeeded(result)
    expect(result.outputs.conflicts).toBe('2')
    expect(warnings(result)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Overwritten all the same \(on-conflict: overwrite\): "b\.js"/),
        expect.stringMatching(/^Deleted all the same \(on-conflict: overwrite\): "made\.js"/),
      ]),
    )
    expect(editorFiles(api)).toEqual({ 'a.js': 'a2\n', 'b.js': 'b2\n' })
  })

  it("an unmerged branch's version was never git's: a conflict", async () => {
    repo.commit('v1', { 'a.js': 'a1\n' })
    repo.git('checkout', '-q', '-b', 'experiment')
    repo.commit('experiment', { 'a.js': 'experimental\n' })
    repo.git('checkout', '-q', 'main')
    repo.commit('v2', { 'a.js': 'a2\n' })
    const api = await startApi()
    // The experiment was pushed from its branch, and never merged.
    editorHolds(api, { 'a.js': 'experimental\n' })
    const result = await push(api)
    expect(result.code).toBe(1)
    expect(result.outputs.conflicts).toBe('1')
    expect(writes(api)).toEqual([])
  })

  it('a depth-1 checkout with no reachable origin: unverified, a conflict that says fetch-depth: 0', async () => {
    repo.commit('v1', { 'a.js': 'a1\n' })
    repo.commit('v2', { 'a.js': 'a2\n' })
    const origin = repo.bare(join(root, 'origin.git'))
    const shallow = Repo.shallow(origin, join(root, 'shallow'))
    rmSync(origin, { recursive: true })
    const api = await startApi()
    editorHolds(api, { 'a.js': 'a1\n' })
    const result = await push(api, {}, shallow.dir)
    expect(result.code).toBe(1)
    expect(result.outputs.conflicts).toBe('1')
    expect(errorAnnotations(result.stdout)[0]).toContain('fetch-depth: 0')
    expect(writes(api)).toEqual([])
  })

  it('what the failure says to do works: pull-files, merge its pull request, and the push goes through', async () => {
    const api = await edited()
    expect((await push(api)).code).toBe(1)
    const pulled = await runPullFiles(api.url, { delete: 'true' }, { workspace: repo.dir })
    succeeded(pulled)
    // git changed b.js too (b2): merged, its clash marked; resolved in the pull request, then merged into main.
    expect(changesOf(pulled)).toEqual(['updated b.js', 'created made.js'])
    expect(pulled.outputs.conflicts).toBe('1')
    expect(readFileSync(join(repo.dir, 'scripts', 'b.js'), 'utf8')).toContain('>>>>>>> Editor')
    repo.commit('Editor edits (#2)', { 'b.js': 'b2, and the Editor edit\n' })
    const pushed = await push(api, { delete: 'true' })
    succeeded(pushed)
    expect(pushed.outputs.conflicts).toBe('0')
    expect(changesOf(pushed)).toEqual(['updated a.js', 'updated b.js'])
    expect(editorFiles(api)).toEqual({
      'a.js': 'a2\n',
      'b.js': 'b2, and the Editor edit\n',
      'made.js': 'made in the Editor\n',
    })
  })
})
