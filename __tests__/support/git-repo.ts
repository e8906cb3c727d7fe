import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'

/**
 * A real git repository made in a test (real `git`, no mocks) whose `scripts` folder push-files and pull-files mirror,
 * and the Editor's side of the stand-in: what a user does in the Editor, done to the branch's assets directly.
 */

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
}

export class Repo {
  constructor(readonly dir: string) {}

  /** A new repository at `dir` on branch main. */
  static init(dir: string, config: Record<string, string> = {}): Repo {
    mkdirSync(dir, { recursive: true })
    const repo = new Repo(dir)
    repo.git('init', '-q', '-b', 'main')
    for (const [key, value] of Object.entries(config)) repo.git('config', key, value)
    return repo
  }

  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.dir, env: ENV, encoding: 'utf8' }).trim()
  }

  /** Files written under scripts/ (null: removed). */
  write(files: Record<string, string | null>): this {
    for (const [path, text] of Object.entries(files)) {
      const at = join(this.dir, 'scripts', path)
      if (text === null) rmSync(at, { force: true })
      else {
        mkdirSync(dirname(at), { recursive: true })
        writeFileSync(at, text)
      }
    }
    return this
  }

  /** A bare copy at `dir`, as a remote `origin` is. */
  bare(dir: string): string {
    this.git('clone', '-q', '--bare', this.dir, dir)
    return dir
  }

  /** A depth-1 clone of `origin` at `dir`, as actions/checkout makes by default. */
  static shallow(origin: string, dir: string): Repo {
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin}`, dir], { env: ENV })
    return new Repo(dir)
  }

  /** Everything staged and committed; the new commit's id. */
  commit(message: string, files: Record<string, string | null> = {}): string {
    this.write(files)
    this.git('add', '-A')
    this.git('commit', '-q', '--allow-empty', '-m', message)
    return this.git('rev-parse', 'HEAD')
  }
}

const MAIN = 'main-branch-id'

/** The branch's text assets by path (folders made as needed), exactly `files`: as after a push of them. */
export function editorHolds(api: StandInApi, files: Record<string, string>): void {
  const list = api.assets.of(MAIN)
  list.splice(0, list.length)
  for (const [path, text] of Object.entries(files)) editorWrites(api, path, text)
}

/** An edit in the Editor: the asset at `path` gets `text` (made, with its folders, when missing). */
export function editorWrites(api: StandInApi, path: string, text: string): void {
  const names = path.split('/')
  const name = names.pop() as string
  let parent: number | null = null
  for (const folder of names) {
    const found = api.assets.of(MAIN).find(a => a.parent === parent && a.name === folder && a.type === 'folder')
    parent = (found ?? api.assets.add(MAIN, { name: folder, parent })).id
  }
  const asset = api.assets.of(MAIN).find(a => a.parent === parent && a.name === name)
  if (!asset) {
    api.assets.add(MAIN, { name, parent, text }).modifiedAt = new Date()
    return
  }
  asset.file = { filename: asset.file?.filename ?? name, bytes: Buffer.from(text) }
  asset.modifiedAt = new Date()
}

/** A delete in the Editor. */
export function editorDeletes(api: StandInApi, path: string): void {
  const list = api.assets.of(MAIN)
  const index = list.findIndex(a => a.type !== 'folder' && api.assets.pathOf(MAIN, a) === path)
  if (index < 0) throw new Error(`no asset at ${path}`)
  list.splice(index, 1)
}

/** The branch's text assets by path, with their text. */
export function editorFiles(api: StandInApi): Record<string, string> {
  return Object.fromEntries(
    api.assets
      .of(MAIN)
      .filter(a => a.file)
      .map((a): [string, string] => [api.assets.pathOf(MAIN, a) ?? '?', a.file?.bytes.toString('latin1') ?? ''])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  )
}
