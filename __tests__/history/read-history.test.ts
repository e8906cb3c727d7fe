import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BlobReader, GitError, runGit } from '../../src/history/git.js'
import { type History, md5Variants, readHistory, textAt, versionKey } from '../../src/history/read-history.js'
import { Repo } from '../support/git-repo.js'

// The read of git's history in-process, on real repositories (real git): what the bundles' end-to-end tests see
// from outside, here with the figures the step logs and the refusals it turns into messages.
const md5 = (text: string): string => createHash('md5').update(text).digest('hex')
const signal = new AbortController().signal
const info: string[] = []
const read = (root: string, queries: { path: string; text: string; differs?: boolean }[], baseOf?: string[]) =>
  readHistory({
    root,
    queries: queries.map(q => ({ path: q.path, md5: md5(q.text), differs: q.differs ?? true })),
    ...(baseOf ? { baseOf } : {}),
    signal,
    info: text => info.push(text),
  })
const history = async (promise: ReturnType<typeof read>): Promise<History> => {
  const result = await promise
  if (!result.repository) throw new Error(`no history: ${result.why}`)
  return result
}

let root: string
let repo: Repo
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'read-history-'))
  repo = Repo.init(join(root, 'repo'))
  info.length = 0
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('readHistory', () => {
  it("finds a file's old bytes under path (a subfolder), stops once every differing file is found, lists what HEAD tracks", async () => {
    repo.commit('c1', { 'a.js': 'a1\n', 'deep/b.js': 'b1\n' })
    for (let i = 2; i <= 5; i++) repo.commit(`c${i}`, { 'a.js': `a${i}\n` })
    repo.commit('outside path', {})
    const found = await history(
      read(join(repo.dir, 'scripts'), [
        { path: 'a.js', text: 'a4\n' },
        { path: 'deep/b.js', text: 'b1\n', differs: false },
      ]),
    )
    expect(found.found).toEqual(new Set([versionKey('a.js', md5('a4\n'))]))
    expect(found.tracked).toEqual(new Set(['a.js', 'deep/b.js']))
    expect(found.prefix).toBe('scripts')
    expect(found.complete).toBe(true)
    // c5 and c4 read (the empty commit touches nothing under path); then every differing file was found.
    expect(found.commits).toBe(2)
    const never = await history(read(join(repo.dir, 'scripts'), [{ path: 'a.js', text: 'never\n' }]))
    expect(never.found.size).toBe(0)
    expect(never.commits).toBe(5)
  })

  it('gives a pull its base and the MD5s there of the files asked, for a path not made yet too', async () => {
    const c1 = repo.commit('c1', { 'a.js': 'a1\n', 'b.js': 'b1\n' })
    repo.commit('c2', { 'b.js': 'b2\n' })
    const result = await history(
      read(
        join(repo.dir, 'scripts'),
        [
          { path: 'a.js', text: 'a1\n', differs: false },
          { path: 'b.js', text: 'b1\n' },
        ],
        ['a.js', 'b.js', 'c.js'],
      ),
    )
    expect(result.base?.commit).toBe(c1)
    expect(result.base?.md5s).toEqual(
      new Map([
        ['a.js', md5Variants(Buffer.from('a1\n'))],
        ['b.js', md5Variants(Buffer.from('b1\n'))],
      ]),
    )
    const missing = await read(join(repo.dir, 'not', 'made'), [])
    expect(missing).toMatchObject({ repository: true, prefix: 'not/made' })
  })

  it('a file at a commit as the checkout writes it: CRLF with core.autocrlf', async () => {
    repo.git('config', 'core.autocrlf', 'true')
    const c1 = repo.commit('c1', { 'a.js': 'one\r\ntwo\r\n' })
    const result = await history(read(join(repo.dir, 'scripts'), []))
    expect((await textAt(result, c1, 'a.js', signal)).toString()).toBe('one\r\ntwo\r\n')
    expect(md5Variants(Buffer.from('one\ntwo\n'))).toEqual([md5('one\ntwo\n'), md5('one\r\ntwo\r\n')])
    expect(md5Variants(Buffer.from('one\r\n'))).toEqual([md5('one\r\n')])
  })

  it('deepens a shallow clone step by step; with no origin, says the history is incomplete', async () => {
    repo.commit('c1', { 'a.js': 'a1\n' })
    repo.commit('c2', { 'a.js': 'a2\n' })
    const origin = repo.bare(join(root, 'origin.git'))
    const shallow = join(root, 'shallow')
    Repo.shallow(origin, shallow)
    const deepened = await history(read(join(shallow, 'scripts'), [{ path: 'a.js', text: 'a1\n' }]))
    expect(deepened.found.size).toBe(1)
    expect(info).toEqual(['The checkout is shallow: fetching more of its history from origin (--deepen=100)'])
    rmSync(shallow, { recursive: true })
    Repo.shallow(origin, shallow)
    rmSync(origin, { recursive: true })
    const cut = await history(read(join(shallow, 'scripts'), [{ path: 'a.js', text: 'a1\n' }]))
    expect(cut.complete).toBe(false)
    expect(cut.incomplete).toMatch(/^git fetch failed \(128\)/)
  })

  it('no repository, no commit yet: nothing to check, and why', async () => {
    const plain = join(root, 'plain')
    mkdirSync(plain)
    expect(await read(plain, [])).toEqual({ repository: false, why: 'the workspace is not a git repository' })
    expect(await read(repo.dir, [])).toEqual({ repository: false, why: 'the repository has no commit yet' })
    const path = process.env.PATH
    process.env.PATH = '/nonexistent'
    try {
      expect(await read(plain, [])).toEqual({ repository: false, why: 'git is not installed on the runner' })
    } finally {
      process.env.PATH = path
    }
  })

  it("a repository another user owns: git's refusal, with what to do", async () => {
    repo.commit('c1', { 'a.js': 'a\n' })
    chownSync(repo.dir, 65534, 65534)
    await expect(read(repo.dir, [])).rejects.toThrow(/dubious ownership.*safe\.directory/s)
  })

  it("ends with the step's signal, with its reason", async () => {
    repo.commit('c1', { 'a.js': 'a\n' })
    const controller = new AbortController()
    const reason = new Error('the step timed out')
    controller.abort(reason)
    await expect(
      readHistory({ root: repo.dir, queries: [], signal: controller.signal, info: () => undefined }),
    ).rejects.toBe(reason)
  })
})

describe('git', () => {
  it("a failing command is a GitError with git's own words; a blob not there reads as undefined", async () => {
    repo.commit('c1', { 'a.js': 'a\n' })
    const error = await runGit(repo.dir, ['rev-parse', 'no-such-ref'], signal).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitError)
    expect((error as GitError).code).toBe(128)
    expect((error as GitError).message).toMatch(/^git rev-parse failed \(128\): .*no-such-ref/)
    const blobs = new BlobReader(repo.dir, signal)
    try {
      const id = repo.git('rev-parse', 'HEAD:scripts/a.js')
      expect((await blobs.read(id))?.toString()).toBe('a\n')
      expect(await blobs.read('f'.repeat(40))).toBeUndefined()
      expect((await blobs.read(id))?.toString()).toBe('a\n')
      await expect(blobs.read('not a blob')).rejects.toThrow('not a blob id')
    } finally {
      await blobs.close()
    }
  })
})
