/**
 * `npm run bench -- --history [--quick]`: readHistory (src/history/read-history.ts) on a real git repository of 3,000
 * small scripts and 1,000 commits (300 and 100 with --quick), made with `git fast-import`: a push whose Editor is one
 * push behind, a push of Editor edits (the whole history read), and a pull of every asset; beside git alone reading
 * the same history (`git log` to /dev/null, and `git log` then `git cat-file --batch` hashing every blob it lists), and
 * push-files itself (its bundle, against the stand-in) for the one-push-behind case. Each is run 3 times, in turns. It
 * prints figures; it never fails on a time.
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { StandInApi } from '../stand-ins/checkpoint-api.js'
import { TEST_TOKEN, runPushFiles } from '../stand-ins/defaults.js'
import { runGit, spawnGit } from '../src/history/git.js'
import { LOG_FORMAT, LogReader } from '../src/history/log-records.js'
import { type FileQuery, md5Variants, readHistory } from '../src/history/read-history.js'
import { median } from './measure.js'

const MAIN = 'main-branch-id'
const ROUNDS = 3
/** Files each commit changes. */
const CHANGED = 10
/** Every this many commits on main, a --no-ff merge of a short side branch. */
const MERGE_EVERY = 100
const SIDE_COMMITS = 3
/** 30 folders, two deep. */
const FOLDERS = ['core', 'ui', 'net', 'ai', 'fx', 'audio'].flatMap(a =>
  ['lib', 'util', 'data', 'view', 'test'].map(b => `${a}/${b}`),
)
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
}
const LOG_ARGS = ['log', '-m', '--raw', '-z', '--no-abbrev', '-M', '--topo-order', LOG_FORMAT, 'HEAD', '--', 'scripts']

/** mulberry32: the same repository on every run, so runs compare. */
class Prng {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }

  int(below: number): number {
    return Math.floor(this.next() * below)
  }

  /** `count` distinct items of `items`. */
  pick<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<T>()
    while (chosen.size < Math.min(count, items.length)) chosen.add(items[this.int(items.length)] as T)
    return [...chosen]
  }
}

type Change = [path: string, text: string]

/** A `git fast-import` stream of commits whose files are given inline, under scripts/. */
class ImportStream {
  private readonly parts: string[] = []
  private marks = 0
  private time = 1_700_000_000

  commit(ref: string, message: string, changes: readonly Change[], from?: number, merge?: number): number {
    const mark = ++this.marks
    const who = `Bench <bench@example.com> ${(this.time += 60)} +0000`
    this.parts.push(`commit ${ref}\nmark :${mark}\nauthor ${who}\ncommitter ${who}\n${data(message)}`)
    if (from !== undefined) this.parts.push(`from :${from}\n`)
    if (merge !== undefined) this.parts.push(`merge :${merge}\n`)
    for (const [path, text] of changes) this.parts.push(`M 100644 inline scripts/${path}\n${data(text)}`)
    this.parts.push('\n')
    return mark
  }

  get text(): string {
    return `${this.parts.join('')}done\n`
  }
}

const data = (text: string): string => `data ${Buffer.byteLength(text)}\n${text}\n`
const md5 = (text: string): string => createHash('md5').update(text).digest('hex')
/** Bytes git never had at `path`: an edit made in the Editor. */
const editorEdit = (path: string): string => `// ${path}: edited in the Editor\n`

interface Repository {
  dir: string
  /** Paths under scripts/. */
  paths: string[]
  head: Map<string, string>
  /** The last commit's files, with their bytes at HEAD~1. */
  previous: Map<string, string>
  /** Commits under scripts/, side branches' too. */
  commits: number
}

/** A version of a script, a few hundred bytes; `version` makes every version's bytes distinct. */
function scriptText(path: string, version: number, prng: Prng): string {
  const lines = [`// ${path} v${version}`]
  for (let i = 4 + prng.int(6); i > 0; i--) lines.push(`export const k${prng.int(1000)} = ${prng.int(1e6)} // tuning`)
  return `${lines.join('\n')}\n`
}

/** The history's commits, written to `stream` and applied to `tree` (the working tree's bytes, path → text). */
function writeHistory(
  stream: ImportStream,
  paths: string[],
  commits: number,
  prng: Prng,
  tree: Map<string, string>,
): { previous: Map<string, string>; commits: number } {
  let version = 0
  const edit = (path: string): Change => [path, scriptText(path, ++version, prng)]
  const apply = (changes: readonly Change[]): readonly Change[] => {
    for (const [path, text] of changes) tree.set(path, text)
    return changes
  }
  let tip = stream.commit('refs/heads/main', 'import', apply(paths.map(edit)))
  let count = 1
  let previous = new Map<string, string>()
  for (let i = 1; i < commits; i++) {
    if (i % MERGE_EVERY === MERGE_EVERY / 2) {
      let side = tip
      const merged = new Map<string, string>()
      for (let k = 0; k < SIDE_COMMITS; k++, count++) {
        const changes = prng.pick(paths, CHANGED).map(edit)
        for (const [path, text] of changes) merged.set(path, text)
        side = stream.commit(`refs/heads/side-${i}`, `side ${i}.${k}`, changes, side)
      }
      tip = stream.commit('refs/heads/main', `Merge side-${i}`, apply([...merged]), tip, side)
    } else {
      const changes = prng.pick(paths, CHANGED).map(edit)
      if (i === commits - 1) previous = new Map(changes.map(([path]) => [path, tree.get(path) ?? '']))
      tip = stream.commit('refs/heads/main', `change ${i}`, apply(changes), tip)
    }
    count++
  }
  return { previous, commits: count }
}

/** A repository at `dir` whose scripts/ folder has `files` scripts and `commits` commits on main, checked out. */
function makeRepository(dir: string, files: number, commits: number): Repository {
  const git = (args: string[], input?: string): void => {
    execFileSync('git', args, { cwd: dir, env: GIT_ENV, input, stdio: ['pipe', 'ignore', 'inherit'] })
  }
  git(['init', '-q', '-b', 'main'])
  const paths = Array.from(
    { length: files },
    (_, i) => `${FOLDERS[i % FOLDERS.length]}/f${String(i).padStart(4, '0')}.js`,
  )
  const stream = new ImportStream()
  const head = new Map<string, string>()
  const { previous, commits: count } = writeHistory(stream, paths, commits, new Prng(20240601), head)
  git(['fast-import', '--quiet', '--done'], stream.text)
  git(['reset', '-q', '--hard', 'main'])
  return { dir, paths, head, previous, commits: count }
}

interface Case {
  label: string
  queries: FileQuery[]
  baseOf?: string[]
}

function cases(repo: Repository): Case[] {
  const prng = new Prng(7)
  const behind = [...repo.previous].map(([path, text]) => ({ path, md5: md5(text), differs: true }))
  const edits = prng.pick(repo.paths, CHANGED).map(path => ({ path, md5: md5(editorEdit(path)), differs: true }))
  const edited = new Set(prng.pick(repo.paths, CHANGED))
  const pulled = repo.paths.map(path =>
    edited.has(path)
      ? { path, md5: md5(editorEdit(path)), differs: true }
      : { path, md5: md5(repo.head.get(path) ?? ''), differs: false },
  )
  const assets = repo.paths.length.toLocaleString('en')
  return [
    { label: 'push, Editor one push behind', queries: behind },
    { label: `push, ${CHANGED} Editor edits (whole history read)`, queries: edits },
    { label: `pull, ${assets} assets, ${CHANGED} edited`, queries: pulled, baseOf: [...edited] },
  ]
}

/** One run of a measured thing: what it read, told as a table cell; and its own time, when not the call's. */
type Run = () => Promise<string | { detail: string; ms: number }>

async function historyRun(repo: Repository, c: Case): Promise<string> {
  const result = await readHistory({
    root: join(repo.dir, 'scripts'),
    queries: c.queries,
    ...(c.baseOf ? { baseOf: c.baseOf } : {}),
    signal: AbortSignal.timeout(600_000),
    info: () => undefined,
  })
  if (!result.repository) throw new Error(`no history: ${result.why}`)
  const base = result.base ? `, base ${result.base.commit.slice(0, 7)}` : ''
  const found = `${result.found.size.toLocaleString('en')}/${c.queries.length.toLocaleString('en')} found`
  return `${result.commits.toLocaleString('en')} commits read, ${found}${base}`
}

/** `git log` alone, to /dev/null. */
async function logAlone(dir: string): Promise<string> {
  const child = spawn('git', LOG_ARGS, { cwd: dir, stdio: 'ignore' })
  const code = await new Promise<number | null>(done => child.on('close', done))
  if (code !== 0) throw new Error(`git log failed (${code})`)
  return 'the whole log'
}

/** `git log`, then every blob it lists (each once) through one `git cat-file --batch`, MD5s as readHistory takes them. */
async function logThenCatFile(dir: string): Promise<string> {
  const signal = AbortSignal.timeout(600_000)
  const reader = new LogReader()
  const records = [...reader.push((await runGit(dir, LOG_ARGS, signal)).stdout), ...reader.end()]
  const blobs = new Set(records.flatMap(r => r.entries.flatMap(e => (e.blob ? [e.blob] : []))))
  const child = spawnGit(dir, ['cat-file', '--batch'], signal)
  child.stdin.end([...blobs].map(id => `${id}\n`).join(''))
  const chunks: Buffer[] = []
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) chunks.push(chunk)
  const hashed = hashBatch(Buffer.concat(chunks))
  const commits = new Set(records.map(r => r.commit)).size
  return `${commits.toLocaleString('en')} commits, ${hashed.toLocaleString('en')} blobs hashed`
}

/** Hashes each blob of `git cat-file --batch`'s output; how many there were. */
function hashBatch(out: Buffer): number {
  let at = 0
  let count = 0
  while (at < out.length) {
    const eol = out.indexOf(10, at)
    const size = Number(out.subarray(at, eol).toString().split(' ')[2])
    md5Variants(out.subarray(eol + 1, eol + 1 + size))
    at = eol + 1 + size + 1
    count++
  }
  return count
}

/** A stand-in whose main branch holds every script as the Editor has it, at the root of the assets panel. */
async function editorAt(files: ReadonlyMap<string, string>): Promise<StandInApi> {
  const api = new StandInApi({ token: TEST_TOKEN, assetsRateLimit: { limit: 1_000, windowMs: 60_000 } })
  const folders = new Map<string, number>()
  const folderOf = (path: string): number | null => {
    const at = path.lastIndexOf('/')
    if (at < 0) return null
    const folder = path.slice(0, at)
    let id = folders.get(folder)
    if (id === undefined) {
      id = api.assets.add(MAIN, { name: folder.slice(folder.lastIndexOf('/') + 1), parent: folderOf(folder) }).id
      folders.set(folder, id)
    }
    return id
  }
  for (const [path, text] of files)
    api.assets.add(MAIN, { name: path.slice(path.lastIndexOf('/') + 1), parent: folderOf(path), text })
  await api.start()
  return api
}

interface PushTime {
  wallMs: number
  historyMs: number
}

/** What push-files logs of the history: `N commits read in 125 ms` (or `1.2 s`), as milliseconds. */
function historyMsOf(line: string): number {
  const match = /in ([\d.]+) (ms|s)$/.exec(line)
  return match ? Number(match[1]) * (match[2] === 's' ? 1000 : 1) : NaN
}

/** push-files (its bundle) from the repository, the Editor one push behind: its time (the stand-in's set-up aside). */
async function pushFilesRun(repo: Repository, times: PushTime[]): Promise<{ detail: string; ms: number }> {
  const api = await editorAt(new Map([...repo.head, ...repo.previous]))
  try {
    const result = await runPushFiles(api.url, { branch: 'main', timeout: '600' }, { workspace: repo.dir })
    if (result.code !== 0) throw new Error(`push-files failed (${result.code}):\n${result.stdout.slice(-2000)}`)
    const read = /Checked against git's history: (.*)/.exec(result.stdout)?.[1]?.trim() ?? 'history not read'
    times.push({ wallMs: result.elapsedMs, historyMs: historyMsOf(read) })
    const writes = api.requests.filter(r => r.method !== 'GET').length
    return { detail: `${writes} updates; ${read}`, ms: result.elapsedMs }
  } finally {
    await api.stop()
  }
}

interface Figure {
  label: string
  detail: string
  times: number[]
}

/** Each run `ROUNDS` times, in turns (one of each, then again), so a slow spell of the machine falls on them all. */
async function measure(runs: readonly { label: string; run: Run }[]): Promise<Figure[]> {
  const figures = runs.map(({ label }) => ({ label, detail: '', times: [] as number[] }))
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { run }] of runs.entries()) {
      const figure = figures[i] as Figure
      const started = performance.now()
      const result = await run()
      const took = performance.now() - started
      figure.detail = typeof result === 'string' ? result : result.detail
      figure.times.push(typeof result === 'string' ? took : result.ms)
    }
  }
  return figures
}

function printPushShare(pushes: readonly PushTime[]): void {
  const wall = median(pushes.map(p => p.wallMs))
  const history = median(pushes.map(p => p.historyMs))
  console.log(
    `\npush-files, Editor one push behind: ${ms(wall)} spawn → exit (median; min ${ms(Math.min(...pushes.map(p => p.wallMs)))}), ` +
      `of which git's history read ${ms(history)} (median, as push-files logs it): ${((100 * history) / wall).toFixed(0)} %.`,
  )
}

const ms = (value: number): string => `${Math.round(value).toLocaleString('en')} ms`

function printMachine(): void {
  const git = execFileSync('git', ['--version'], { encoding: 'utf8' }).trim()
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, ${git}\n`,
  )
}

export async function historyBench({ quick }: { quick: boolean }): Promise<void> {
  printMachine()
  const files = quick ? 300 : 3_000
  const commits = quick ? 100 : 1_000
  const root = mkdtempSync(join(tmpdir(), 'bench-history-'))
  try {
    const started = performance.now()
    const repo = makeRepository(root, files, commits)
    console.log(
      `Repository: ${files.toLocaleString('en')} scripts in ${FOLDERS.length} folders, ${repo.commits.toLocaleString('en')} commits ` +
        `(${CHANGED} files each; one in ${MERGE_EVERY} on main a --no-ff merge of ${SIDE_COMMITS} side commits), ` +
        `made with git fast-import in ${ms(performance.now() - started)}\n`,
    )
    const pushes: PushTime[] = []
    const figures = await measure([
      ...cases(repo).map(c => ({ label: `readHistory: ${c.label}`, run: () => historyRun(repo, c) })),
      {
        label: '`git log -m --raw -z --no-abbrev -M --topo-order HEAD -- scripts` > /dev/null',
        run: () => logAlone(root),
      },
      {
        label: 'that `git log`, then `git cat-file --batch` + MD5 of every blob listed',
        run: () => logThenCatFile(root),
      },
      { label: 'push-files (bundle, spawn → exit), Editor one push behind', run: () => pushFilesRun(repo, pushes) },
    ])
    console.log(`## git's history read (${ROUNDS} runs each, in turns)\n`)
    console.log('| | read | median | min |\n|---|---|---|---|')
    for (const f of figures)
      console.log(`| ${f.label} | ${f.detail} | ${ms(median(f.times))} | ${ms(Math.min(...f.times))} |`)
    printPushShare(pushes)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
