import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { runPullFiles, runPushFiles } from '../../stand-ins/defaults.js'
import type { RunResult } from '../../stand-ins/runner.js'
import { errorAnnotations, runnerCommands } from '../../stand-ins/workflow-commands.js'
import { expectContained, startApi } from '../support/e2e.js'
import { fileTree } from '../support/file-tree.js'
import { Repo, editorDeletes, editorHolds, editorWrites } from '../support/git-repo.js'
import { md5 } from '../../stand-ins/assets.js'
import { RECORD_NAME } from '../../src/history/pulled-record.js'

// pull-files on real git repositories: only the Editor's own edits reach the workspace (and so the pull request).
// What git had is left to git; a file the Editor deleted is deleted only when it stood unchanged at the newest
// commit the Editor holds; an edit on both sides is merged three ways.
let root: string
let repo: Repo
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'e2e-pull-history-'))
  repo = Repo.init(join(root, 'workspace'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const pull = (api: StandInApi, inputs: Record<string, string> = {}): Promise<RunResult> =>
  runPullFiles(api.url, { delete: 'true', ...inputs }, { workspace: repo.dir })
/** The files under scripts/, pull-files' record of what it took in aside (`record()` reads it). */
const scripts = (): Record<string, string> =>
  Object.fromEntries(
    [...fileTree(join(repo.dir, 'scripts'))]
      .filter(([path]) => path !== RECORD_NAME)
      .map(([path, bytes]) => [path, bytes.toString('latin1')]),
  )
const record = (): string => readFileSync(join(repo.dir, 'scripts', RECORD_NAME), 'utf8')
const changesOf = (result: RunResult): string[] =>
  (JSON.parse(result.outputs.changes ?? '[]') as { path: string; action: string }[]).map(c => `${c.action} ${c.path}`)
const succeeded = (result: RunResult): void => {
  expectContained(result)
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
}
const leftToGit = (result: RunResult): string[] =>
  result.stdout
    .split('\n')
    .filter(line => line.startsWith('Left to git: '))
    .map(line => line.replace(/ \(asset \d+\)/, '').replace(/^Left to git: "([^"]+)": (\S+ \S+ \S+).*$/, '$1: $2'))

describe('pull-files against git history', () => {
  it('git ahead of the Editor (a push pending): nothing of git is undone, re-created or deleted', async () => {
    repo.commit('v1', { 'a.js': 'a1\n', 'gone.js': 'g\n', 'same.js': 's\n' })
    const api = await startApi()
    editorHolds(api, { 'a.js': 'a1\n', 'gone.js': 'g\n', 'same.js': 's\n' })
    repo.commit('v2', { 'a.js': 'a2\n', 'gone.js': null, 'added.js': 'new in git\n' })
    const before = scripts()
    const result = await pull(api)
    succeeded(result)
    expect(changesOf(result)).toEqual([])
    expect(scripts()).toEqual(before)
    expect(leftToGit(result)).toEqual(['a.js: the Editor holds', 'gone.js: git deleted the', 'added.js: git added or'])
    expect(result.summary).toContain('Left as git has it')
    expect(result.outputs.conflicts).toBe('0')
  })

  it("the Editor's own edits, creations and deletions are pulled; git's unpushed file is kept", async () => {
    repo.commit('v1', { 'a.js': 'a1\n', 'b.js': 'b1\n', 'doomed.js': 'd\n' })
    const api = await startApi()
    editorHolds(api, { 'a.js': 'a1\n', 'b.js': 'b1\n', 'doomed.js': 'd\n' })
    repo.commit('v2 not pushed yet', { 'unpushed.js': 'u\n' })
    editorWrites(api, 'a.js', 'a edited in the Editor\n')
    editorWrites(api, 'made.js', 'made in the Editor\n')
    editorDeletes(api, 'doomed.js')
    const result = await pull(api)
    succeeded(result)
    expect(changesOf(result)).toEqual(['updated a.js', 'created made.js', 'deleted doomed.js'])
    expect(scripts()).toEqual({
      'a.js': 'a edited in the Editor\n',
      'b.js': 'b1\n',
      'made.js': 'made in the Editor\n',
      'unpushed.js': 'u\n',
    })
    expect(leftToGit(result)).toEqual(['unpushed.js: git added or'])
    // The Editor's versions taken in, for the commit: md5sum's format.
    expect(record()).toBe(`${md5('a edited in the Editor\n')}  a.js\n${md5('made in the Editor\n')}  made.js\n`)
  })

  it('an edit on both sides: different lines merged, the same lines marked, named in the outputs and the summary', async () => {
    const text = (first: string, last: string): string => `${first}\nkeep 1\nkeep 2\nkeep 3\nkeep 4\n${last}\n`
    const v1 = { 'clean.js': text('top', 'bottom'), 'clash.js': text('top', 'bottom'), 'other.js': 'o\n' }
    repo.commit('v1', v1)
    const api = await startApi()
    editorHolds(api, v1)
    repo.commit('git edits', { 'clean.js': text('top by git', 'bottom'), 'clash.js': text('top by git', 'bottom') })
    editorWrites(api, 'clean.js', text('top', 'bottom by the Editor'))
    editorWrites(api, 'clash.js', text('top by the Editor', 'bottom'))
    const result = await pull(api)
    succeeded(result)
    expect(result.outputs.conflicts).toBe('1')
    expect(scripts()['clean.js']).toBe(text('top by git', 'bottom by the Editor'))
    const clash = readFileSync(join(repo.dir, 'scripts', 'clash.js'), 'utf8')
    expect(clash).toMatch(/^<<<<<<< git\ntop by git\n=======\ntop by the Editor\n>>>>>>> Editor\nkeep 1\n/)
    const warned = runnerCommands(result.stdout).filter(c => c.name === 'warning')
    expect(warned.map(c => c.data)).toContainEqual(expect.stringContaining('Merged with conflict markers'))
    expect(result.summary).toMatch(/Merged with conflict markers[^<]*<code>clash\.js<\/code>/)
    expect(result.summary).toMatch(/Merged cleanly[^<]*<code>clean\.js<\/code>/)
    // No temporary file is left beside them.
    expect(Object.keys(scripts()).sort()).toEqual(['clash.js', 'clean.js', 'other.js'])
  })

  it('a push pending when the Editor-edits pull request was merged: the base stays before the pending change', async () => {
    repo.commit('v1', { 'a.js': 'a1\n', 'b.js': 'b1\n' })
    const api = await startApi()
    editorHolds(api, { 'a.js': 'a1\n', 'b.js': 'b1\n' })
    repo.commit('git moves on, not pushed', { 'b.js': 'b2\n', 'late.js': 'l\n' })
    editorWrites(api, 'a.js', 'a by the Editor\n')
    const first = await pull(api)
    succeeded(first)
    expect(changesOf(first)).toEqual(['updated a.js'])
    // The pull request is merged; the push that would follow has not run.
    repo.commit('Editor edits (#1)')
    const second = await pull(api)
    succeeded(second)
    expect(changesOf(second)).toEqual([])
    expect(scripts()).toEqual({ 'a.js': 'a by the Editor\n', 'b.js': 'b2\n', 'late.js': 'l\n' })
  })

  it('a workspace that is no repository: as before, listed as not checked', async () => {
    repo.commit('v1', { 'a.js': 'a1\n', 'old.js': 'o\n' })
    rmSync(join(repo.dir, '.git'), { recursive: true })
    const api = await startApi()
    editorHolds(api, { 'a.js': 'a2\n' })
    const result = await pull(api)
    succeeded(result)
    expect(changesOf(result)).toEqual(['updated a.js', 'deleted old.js'])
    expect(result.stdout).toContain("Not checked against git's history: the workspace is not a git repository")
  })

  it('both ways on one history: versions behind, a revert, a merged branch, a merge commit, a rename; an unmerged branch', async () => {
    repo.commit('c1', {
      'several.js': 's1\n',
      'revert.js': 'r1\n',
      'feat.js': 'f0\n',
      'merged.js': 'm0\n',
      'old.js': 'o\n'.repeat(20),
      'exp.js': 'e1\n',
      'keep.js': 'k\n',
    })
    repo.commit('c2', { 'several.js': 's2\n', 'revert.js': 'r2\n' })
    repo.git('checkout', '-q', '-b', 'experiment')
    repo.commit('never merged', { 'exp.js': 'experimental\n' })
    repo.git('checkout', '-q', '-b', 'feature', 'main')
    repo.commit('feature', { 'feat.js': 'f1\n', 'merged.js': 'm-feature\n' })
    repo.git('checkout', '-q', 'main')
    repo.commit('main', { 'merged.js': 'm-main\n' })
    repo.git('merge', '-q', '--no-edit', '-X', 'ours', 'feature')
    repo.write({ 'merged.js': 'made in the merge\n' })
    repo.git('commit', '-q', '-a', '--amend', '--no-edit')
    repo.git('mv', 'scripts/old.js', 'scripts/new.js')
    repo.commit('c3', {
      'several.js': 's3\n',
      'revert.js': 'r1\n',
      'new.js': `${'o\n'.repeat(20)}more\n`,
      'feat.js': 'f2\n',
      'merged.js': 'm2\n',
    })
    const api = await startApi()
    editorHolds(api, {
      'several.js': 's1\n',
      'revert.js': 'r2\n',
      'feat.js': 'f1\n',
      'merged.js': 'made in the merge\n',
      'old.js': 'o\n'.repeat(20),
      'exp.js': 'experimental\n',
      'keep.js': 'k\n',
    })

    const pulled = await pull(api, { 'dry-run': 'true' })
    succeeded(pulled)
    expect(changesOf(pulled)).toEqual(['updated exp.js'])
    expect(leftToGit(pulled).sort()).toEqual([
      'feat.js: the Editor holds',
      'merged.js: the Editor holds',
      'new.js: git added or',
      'old.js: git deleted the',
      'revert.js: the Editor holds',
      'several.js: the Editor holds',
    ])
    const pushed = await runPushFiles(api.url, { delete: 'true', 'dry-run': 'true' }, { workspace: repo.dir })
    expect(pushed.code).toBe(1)
    expect(pushed.outputs.conflicts).toBe('1')
    expect(errorAnnotations(pushed.stdout)[0]).toMatch(/this push would overwrite "exp\.js"[^;]*\. Nothing was pushed/)
  })

  it('CRLF with core.autocrlf: the Editor holding an older CRLF version is behind, not an edit', async () => {
    repo.git('config', 'core.autocrlf', 'true')
    repo.commit('v1', { 'a.js': 'one\r\ntwo\r\n' })
    const api = await startApi()
    editorHolds(api, { 'a.js': 'one\r\ntwo\r\n' })
    repo.commit('v2', { 'a.js': 'one\r\ntwo\r\nthree\r\n' })
    const result = await pull(api)
    succeeded(result)
    expect(changesOf(result)).toEqual([])
    expect(leftToGit(result)).toEqual(['a.js: the Editor holds'])
  })

  it('a depth-1 checkout deepens to decide; with no origin to fetch from, nothing unverified is written', async () => {
    repo.commit('v1', { 'a.js': 'a1\n', 'b.js': 'b1\n' })
    repo.commit('v2', { 'a.js': 'a2\n' })
    const origin = repo.bare(join(root, 'origin.git'))
    const api = await startApi()
    editorHolds(api, { 'a.js': 'a1\n', 'b.js': 'b1\n', 'made.js': 'made in the Editor\n' })
    repo = Repo.shallow(origin, join(root, 'shallow'))
    const deepened = await pull(api, { 'dry-run': 'true' })
    succeeded(deepened)
    expect(deepened.stdout).toContain('The checkout is shallow: fetching more of its history from origin')
    expect(changesOf(deepened)).toEqual(['created made.js'])
    expect(leftToGit(deepened)).toEqual(['a.js: the Editor holds'])

    rmSync(repo.dir, { recursive: true })
    Repo.shallow(origin, repo.dir)
    rmSync(origin, { recursive: true })
    const cut = await pull(api)
    succeeded(cut)
    expect(changesOf(cut)).toEqual([])
    expect(leftToGit(cut)).toEqual(["a.js: git's history could", "made.js: git's history could"])
    expect(cut.stdout).toMatch(/Checked against git's history, which is incomplete/)
  })
})
