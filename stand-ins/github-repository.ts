import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * GitHub's side of the repository a recipe runs in, as the third-party stand-ins of workflow-runner.ts leave it:
 * pull requests (peter-evans/create-pull-request), its git remote (a real bare repository: the branch a run checks
 * out, and the gh-pages branch rossjrw/pr-preview-action commits previews to), and pull request comments. One is
 * shared by several runs of a workflow, so that a test sees what a second run found and changed.
 */
export interface PullRequest {
  number: number
  /** The head branch, e.g. playcanvas/editor-edits. */
  branch: string
  base: string
  title: string
  body: string
  /** The branch's changes against the base: path (under the repository) → its new text, or null when deleted. */
  files: Record<string, string | null>
  state: 'open' | 'closed'
  url: string
}

export interface PullRequestComment {
  /** The pull request's number. */
  pr: number
  /** A sticky comment's header (one comment per header and pull request, edited in place), e.g. pr-preview. */
  header: string
  body: string
  /** How many times the comment was written (1: made, and never edited since). */
  writes: number
}

/** git with no configuration of this machine's, and a fixed identity: what the stand-ins commit is the same anywhere. */
export const GIT_ENV: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  GIT_AUTHOR_NAME: 'github-actions[bot]',
  GIT_AUTHOR_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
  GIT_COMMITTER_NAME: 'github-actions[bot]',
  GIT_COMMITTER_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
}

export class StandInRepository {
  readonly pulls: PullRequest[] = []
  readonly comments: PullRequestComment[] = []
  /**
   * The repository setting "Allow GitHub Actions to create and approve pull requests" (Settings → Actions → General):
   * off, a pull request made with the job's token is refused.
   */
  actionsMayCreatePullRequests = true
  /** The site GitHub Pages serves (deploy-pages): the commit it was deployed as, and its files. */
  pages?: { sha: string; files: Map<string, Buffer> }
  /** Every deploy-pages of a run, in order: its commit, and whether Pages ignored it as the version it served. */
  readonly pagesDeploys: { sha: string; noOp: boolean }[] = []
  private nextNumber = 101
  private bare?: string

  constructor(readonly fullName: string) {}

  /** A new pull request's number (issues and pull requests share the sequence; these start at 101). */
  number(): number {
    return this.nextNumber++
  }

  /** The repository's git remote, a bare repository: made at `dir` the first time, where it stays. */
  remote(dir: string): string {
    if (this.bare === undefined) {
      mkdirSync(dir, { recursive: true })
      git(dir, 'init', '-q', '--bare', '-b', 'main')
      this.bare = dir
    }
    return this.bare
  }

  /** A branch's files as the remote holds them now (path → bytes): empty when there is no such branch. */
  branch(name: string): Map<string, Buffer> {
    const files = new Map<string, Buffer>()
    if (this.bare === undefined || !hasBranch(this.bare, name)) return files
    const listed = git(this.bare, 'ls-tree', '-r', '-z', `refs/heads/${name}`).split('\0').filter(Boolean)
    for (const entry of listed) {
      const [meta = '', path = ''] = entry.split('\t')
      const blob = meta.split(' ')[2] ?? ''
      files.set(
        path,
        execFileSync('git', ['cat-file', 'blob', blob], { cwd: this.bare, env: GIT_ENV, maxBuffer: 1 << 30 }),
      )
    }
    return files
  }

  /** The subjects of a branch's commits on the remote, newest first: empty when there is no such branch. */
  commits(name: string): string[] {
    if (this.bare === undefined || !hasBranch(this.bare, name)) return []
    return git(this.bare, 'log', '--format=%s', `refs/heads/${name}`).split('\n')
  }

  /**
   * One commit onto `branch` of the remote, made in a clone of it (a branch of its own when it does not exist yet,
   * as JamesIves/github-pages-deploy-action makes one): `change` edits the clone's files; nothing changed, no commit.
   */
  commitTo(branch: string, message: string, change: (dir: string) => void): void {
    const bare = this.bare
    if (bare === undefined) throw new Error('the repository has no remote yet: no run checked it out')
    const dir = mkdtempSync(join(tmpdir(), 'stand-in-clone-'))
    try {
      if (hasBranch(bare, branch)) git(tmpdir(), 'clone', '-q', '--depth', '1', '--branch', branch, bare, dir)
      else {
        git(dir, 'init', '-q', '-b', branch)
        git(dir, 'remote', 'add', 'origin', bare)
      }
      change(dir)
      git(dir, 'add', '-A')
      if (git(dir, 'status', '--porcelain') === '') return
      git(dir, 'commit', '-q', '-m', message)
      git(dir, 'push', '-q', 'origin', `HEAD:refs/heads/${branch}`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  /** Writes the sticky comment of `header` on pull request `pr`: made once, then edited. */
  stickyComment(pr: number, header: string, body: string): PullRequestComment {
    const found = this.comments.find(c => c.pr === pr && c.header === header)
    if (found) {
      found.body = body
      found.writes++
      return found
    }
    const made = { pr, header, body, writes: 1 }
    this.comments.push(made)
    return made
  }
}

function hasBranch(bare: string, name: string): boolean {
  return git(bare, 'for-each-ref', '--format=%(refname)', `refs/heads/${name}`) !== ''
}
