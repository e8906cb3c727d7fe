import { createHash } from 'node:crypto'
import { realpath } from 'node:fs/promises'
import { dirname, relative, sep } from 'node:path'
import { BlobReader, GitError, exitOf, runGit, spawnGit } from './git.js'
import { LOG_FORMAT, LogReader, type LogRecord } from './log-records.js'
import { HistoryWalk, type Query, versionKey } from './walk.js'
import { RECORD_NAME, parseRecord } from './pulled-record.js'

/**
 * What git's history says of the files a push or a pull is about to change: read with real git from the checkout the
 * step runs in (HEAD's line only: merged branches in, unmerged ones out), newest first, stopping as soon as every
 * differing file is decided. A shallow checkout is deepened from `origin` as far as needed. Both plans take the
 * result as an input and stay pure.
 */

/** A file asked about, by its path under the step's `path`. */
export interface FileQuery {
  path: string
  md5: string
  differs: boolean
}

export type GitVersions = NoHistory | History

/** Nothing can be checked: the workspace is no git repository (actions/checkout without git), or HEAD has no commit. */
export interface NoHistory {
  repository: false
  why: string
}

export interface History {
  repository: true
  /** Paths under `path` that HEAD's tree holds: only their versions are checked. */
  tracked: ReadonlySet<string>
  /** The asked files whose bytes were a version of theirs on HEAD's line, by `versionKey`. */
  found: ReadonlySet<string>
  /** False: a shallow history that could not be deepened; bytes not found may still be git's. */
  complete: boolean
  /** Why the history is not complete (the fetch's failure). */
  incomplete?: string
  /** A pull's: the newest commit the Editor holds, and the MD5s each asked local file had there. */
  base?: Base
  /** How many commits were read, and how long it took. */
  commits: number
  tookMs: number
  /** Where the repository is: for a merge's base text. */
  top: string
  prefix: string
}

export interface Base {
  commit: string
  /** Paths under `path` → the MD5s of that file at the base (as stored, and as a CRLF checkout holds it). */
  md5s: ReadonlyMap<string, readonly string[]>
}

export interface HistoryRequest {
  /** The step's `path`, absolute (for a pull, perhaps not made yet). */
  root: string
  queries: readonly FileQuery[]
  /** A pull: find the base, and the MD5s at it of these paths (under `path`). */
  baseOf?: readonly string[]
  signal: AbortSignal
  /** Told what the step does to read more history (a fetch). */
  info: (text: string) => void
}

export { versionKey }

/** Blobs asked of `git cat-file` at once: their answers wait in memory until hashed. */
const BLOBS_AT_ONCE = 32

/** How far a shallow checkout is deepened, step by step, before its whole history is fetched. */
const DEEPEN_STEPS = [100, 1000]

export async function readHistory(request: HistoryRequest): Promise<GitVersions> {
  const started = Date.now()
  const { signal } = request
  const repo = await findRepository(request.root, signal)
  if ('why' in repo) return { repository: false, why: repo.why }
  const { top, prefix } = repo
  const toRepo = (path: string): string => (prefix ? `${prefix}/${path}` : path)
  const fromRepo = (path: string): string | undefined =>
    !prefix ? path : path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : undefined

  const listed = await runGit(top, ['ls-tree', '-r', '-z', '--name-only', 'HEAD', '--', prefix || '.'], signal)
  const tracked = new Set(
    listed.stdout
      .toString('utf8')
      .split('\0')
      .filter(Boolean)
      .map(fromRepo)
      .filter((p): p is string => p !== undefined),
  )
  const queries: Query[] = request.queries.map(q => ({ path: toRepo(q.path), md5: q.md5, differs: q.differs }))
  // A base is wanted only where a local file's fate hangs on it.
  const wantBase = (request.baseOf?.length ?? 0) > 0
  const blobs = new BlobReader(top, signal)
  try {
    const md5s = new Map<string, readonly string[]>()
    const hashAll = async (ids: readonly string[]): Promise<void> => {
      const missing = [...new Set(ids.filter(id => !md5s.has(id)))]
      for (let at = 0; at < missing.length; at += BLOBS_AT_ONCE) {
        const batch = missing.slice(at, at + BLOBS_AT_ONCE)
        const read = await blobs.readAll(batch)
        batch.forEach((id, i) => md5s.set(id, md5Variants(read[i] ?? Buffer.alloc(0))))
      }
    }
    const taken = new Map<string, readonly { path: string; md5: string }[]>()
    const readTaken = async (ids: readonly string[]): Promise<void> => {
      for (const id of ids) {
        if (taken.has(id)) continue
        const text = ((await blobs.read(id)) ?? Buffer.alloc(0)).toString('utf8')
        taken.set(
          id,
          parseRecord(text).map(t => ({ path: toRepo(t.path), md5: t.md5 })),
        )
      }
    }
    const source: WalkSource = { hashAll, md5s, readTaken, taken, recordPath: toRepo(RECORD_NAME) }
    let walk = await walkLog(top, prefix, queries, wantBase, source, signal)
    let complete = true
    let incomplete: string | undefined
    for (let step = 0; !walk.settled && (await isShallow(top, signal)); step++) {
      const how = step < DEEPEN_STEPS.length ? [`--deepen=${DEEPEN_STEPS[step]}`] : ['--unshallow']
      request.info(`The checkout is shallow: fetching more of its history from origin (${how[0]})`)
      try {
        await runGit(top, ['fetch', '--no-tags', '--no-recurse-submodules', '--quiet', ...how, 'origin'], signal)
      } catch (error) {
        if (!(error instanceof GitError)) throw error
        complete = false
        incomplete = error.message
        break
      }
      walk = await walkLog(top, prefix, queries, wantBase, source, signal)
    }
    const found = new Set(
      [...walk.found()].map(key => {
        const [path, md5] = key.split('\n') as [string, string]
        return versionKey(fromRepo(path) ?? path, md5)
      }),
    )
    const commit = wantBase ? walk.base() : undefined
    const base = commit ? await baseMd5s(top, commit, prefix, request.baseOf ?? [], toRepo, blobs, signal) : undefined
    return {
      repository: true,
      tracked,
      found,
      complete,
      ...(incomplete ? { incomplete } : {}),
      ...(base ? { base } : {}),
      commits: walk.commitsRead,
      tookMs: Date.now() - started,
      top,
      prefix,
    }
  } finally {
    await blobs.close()
  }
}

/** The file at `path` (under the step's `path`) as of `commit`, as this checkout would write it (its filters, its line ends). */
export async function textAt(history: History, commit: string, path: string, signal: AbortSignal): Promise<Buffer> {
  const repoPath = history.prefix ? `${history.prefix}/${path}` : path
  return (await runGit(history.top, ['cat-file', '--filters', `${commit}:${repoPath}`], signal)).stdout
}

/** A blob's MD5s: its bytes as stored, and (when they have bare line feeds) as core.autocrlf checks them out. */
export function md5Variants(bytes: Buffer): string[] {
  const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex')
  const out = [md5(bytes)]
  if (bytes.includes(10)) {
    const crlf = Buffer.from(bytes.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1')
    if (!crlf.equals(bytes)) out.push(md5(crlf))
  }
  return out
}

/** The repository `root` is in, and `root`'s path in it; or why there is none. */
async function findRepository(
  root: string,
  signal: AbortSignal,
): Promise<{ top: string; prefix: string } | { why: string }> {
  // A pull's path may not exist yet: its nearest folder that does is in the same repository.
  let dir = root
  let real: string | undefined
  for (;;) {
    real = await realpath(dir).catch(() => undefined)
    if (real !== undefined || dirname(dir) === dir) break
    dir = dirname(dir)
  }
  if (real === undefined) return { why: 'the path does not exist' }
  const rest = relative(dir, root)
  let top: string
  try {
    top = (await runGit(real, ['rev-parse', '--show-toplevel'], signal)).stdout.toString('utf8').trim()
  } catch (error) {
    if (!(error instanceof GitError)) throw error
    if (error.code === 'ENOENT') return { why: 'git is not installed on the runner' }
    if (/not a git repository/i.test(error.stderr)) return { why: 'the workspace is not a git repository' }
    if (/dubious ownership/i.test(error.stderr)) {
      throw new GitError(
        error.args,
        error.code,
        'detected dubious ownership: another user owns the repository, and git refuses to read it. Run actions/checkout in this job, or git config --global --add safe.directory "$GITHUB_WORKSPACE" before this step',
      )
    }
    throw error
  }
  const head = await runGit(top, ['rev-parse', '--verify', '--quiet', 'HEAD'], signal, [0, 1])
  if (head.code !== 0) return { why: 'the repository has no commit yet' }
  const inside = relative(await realpath(top), real)
  const prefix = [inside, rest].filter(Boolean).join(sep).split(sep).join('/')
  if (prefix === '..' || prefix.startsWith('../')) return { why: 'path is not inside the repository' }
  return { top, prefix }
}

async function isShallow(top: string, signal: AbortSignal): Promise<boolean> {
  const out = await runGit(top, ['rev-parse', '--is-shallow-repository'], signal)
  return out.stdout.toString().trim() === 'true'
}

/** What a walk reads blobs through: MD5s of files' versions, and pull-files' records read (each blob once). */
interface WalkSource {
  hashAll: (ids: readonly string[]) => Promise<void>
  md5s: ReadonlyMap<string, readonly string[]>
  readTaken: (ids: readonly string[]) => Promise<void>
  taken: ReadonlyMap<string, readonly { path: string; md5: string }[]>
  recordPath: string
}

/** HEAD's log under `prefix`, streamed into a walk, and stopped as soon as the walk is settled. */
async function walkLog(
  top: string,
  prefix: string,
  queries: readonly Query[],
  wantBase: boolean,
  source: WalkSource,
  signal: AbortSignal,
): Promise<HistoryWalk> {
  const walk = new HistoryWalk(queries, wantBase, source.recordPath)
  if (walk.settled) return walk
  const args = [
    'log',
    '-m',
    '--raw',
    '-z',
    '--no-abbrev',
    '-M',
    '--topo-order',
    LOG_FORMAT,
    'HEAD',
    '--',
    prefix || '.',
  ]
  const child = spawnGit(top, args, signal)
  child.stdin.end()
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    if (stderr.length < 64 * 1024) stderr += chunk.toString()
  })
  const exit = exitOf(child, signal)
  const reader = new LogReader()
  const feed = async (records: LogRecord[]): Promise<boolean> => {
    for (const record of records) {
      await source.hashAll(walk.blobsOf(record))
      await source.readTaken(walk.recordBlobsOf(record))
      walk.step(
        record,
        id => source.md5s.get(id) ?? [],
        id => source.taken.get(id) ?? [],
      )
      if (walk.settled) return true
    }
    return false
  }
  let stopped = false
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    if (await feed(reader.push(chunk))) {
      stopped = true
      child.kill()
      break
    }
  }
  if (!stopped) await feed(reader.end())
  const code = await exit
  if (!stopped && code !== 0) throw new GitError(args, code, stderr)
  return walk
}

async function baseMd5s(
  top: string,
  commit: string,
  prefix: string,
  paths: readonly string[],
  toRepo: (path: string) => string,
  blobs: BlobReader,
  signal: AbortSignal,
): Promise<Base> {
  const wanted = new Map(paths.map(path => [toRepo(path), path]))
  const md5s = new Map<string, readonly string[]>()
  if (wanted.size) {
    const listed = await runGit(top, ['ls-tree', '-r', '-z', commit, '--', prefix || '.'], signal)
    for (const line of listed.stdout.toString('utf8').split('\0')) {
      const match = /^(\d+) blob ([0-9a-f]+)\t(.*)$/s.exec(line)
      const path = match ? wanted.get(match[3] as string) : undefined
      if (!match || path === undefined || !(match[1] as string).startsWith('100')) continue
      const bytes = await blobs.read(match[2] as string)
      if (bytes) md5s.set(path, md5Variants(bytes))
    }
  }
  return { commit, md5s }
}
