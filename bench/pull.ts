/**
 * `npm run bench -- --pull [--quick] [--latency=MS] [--files=N,N]`: pull-files (its bundle, dist/pull-files/index.js, spawned as a
 * runner does) beside the service's own tool, `playcanvas-sync` 1.1.1 (`pcsync pullAll --yes`, a devDependency) and
 * 2.1.1 (`pcsync pull --yes`, when its source is in bench/vendor: see the README there), into an empty folder and over
 * a pull with 10 files changed since, 500 and 3,000 files (`--quick`: 100 and 300; `--files`: those given). Each tool has a stand-in of its
 * own, seeded alike, each answer of which waits MS first (default 0): a round trip, as over a network, which tells
 * clients that send one request after another from those that overlap them. For each: the requests it sends, by
 * route, and any answered 429; its time, spawn to exit; its peak RSS; and whether what it wrote is byte for byte what
 * the branch holds. The sync tool refuses any base URL but https, so the stand-in serves https with a throwaway
 * private CA (NODE_EXTRA_CA_CERTS), for every tool alike. It prints figures and targets; it never fails on a time.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PAGE_SIZE } from '../src/api/read-assets.js'
import { type RecordedRequest, StandInApi } from '../stand-ins/checkpoint-api.js'
import { TEST_TOKEN, runPullFiles } from '../stand-ins/defaults.js'
import { type PrivateCa, makePrivateCa } from '../stand-ins/private-ca.js'
import { PCSYNC, runSyncTool } from '../stand-ins/sync-tool.js'

const MAIN = 'main-branch-id'
// The download bench's hook: the process's peak resident memory, told on stderr as it exits.
const PEAK_RSS = `--import=${pathToFileURL(resolve('bench/max-rss.mjs')).href}`
/** A full collection every 100 ms, and the memory just after: what the run holds, its garbage aside. */
const HELD_RSS = `--expose-gc --import=${pathToFileURL(resolve('bench/held-rss.mjs')).href}`
/** Assets a folder: the tree has folders to make, as a project's does. */
const PER_FOLDER = 100

export interface PullTrial {
  tool: string
  code: number | null
  wallMs: number
  /** Requests by route: list pages, file downloads, and anything else (named in `others`). */
  lists: number
  downloads: number
  other: number
  others: string[]
  /** Requests the stand-in answered 429: none is expected, each tool having a stand-in of its own. */
  limited: number
  peakKb?: number
  /** With HELD_RSS: the highest resident memory just after a full collection. */
  heldKb?: number
  /** Whether the folder holds exactly the branch's files, byte for byte. */
  equal: boolean
  files: number
}

/** The path of asset `i` under the panel's root, and its text (`seed` changes it). */
function fileOf(i: number, bytes: number, seed: string): { folder: string; name: string; text: string } {
  const folder = `lib${String(Math.floor(i / PER_FOLDER)).padStart(2, '0')}`
  const name = `f${String(i).padStart(4, '0')}.js`
  const head = `// ${folder}/${name} ${seed}\n`
  return { folder, name, text: head + 'x'.repeat(Math.max(0, bytes - head.length - 1)) + '\n' }
}

/**
 * A stand-in (https, private CA) whose main branch holds `count` scripts of `bytes` each, 100 a folder; each answer
 * waits `latencyMs`.
 */
async function seeded(ca: PrivateCa, count: number, bytes: number, latencyMs = 0): Promise<StandInApi> {
  const api = new StandInApi({ token: TEST_TOKEN, tls: { key: ca.key, cert: ca.cert }, latencyMs })
  const folders = new Map<string, number>()
  for (let i = 0; i < count; i++) {
    const { folder, name, text } = fileOf(i, bytes, 'v1')
    let parent = folders.get(folder)
    if (parent === undefined) folders.set(folder, (parent = api.assets.add(MAIN, { name: folder }).id))
    api.assets.add(MAIN, { name, text, parent })
  }
  await api.start()
  return api
}

/** The branch's files as the stand-in holds them: path → bytes. */
function branchFiles(api: StandInApi): Map<string, Buffer> {
  const out = new Map<string, Buffer>()
  for (const asset of api.assets.of(MAIN)) {
    const path = asset.file && api.assets.pathOf(MAIN, asset)
    if (asset.file && path) out.set(path, asset.file.bytes)
  }
  return out
}

/** Every file under `dir`: path → bytes. */
function localFiles(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>()
  const walk = (at: string, prefix: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(join(at, entry.name), path)
      else out.set(path, readFileSync(join(at, entry.name)))
    }
  }
  walk(dir, '')
  return out
}

function sameFiles(a: Map<string, Buffer>, b: Map<string, Buffer>): boolean {
  return a.size === b.size && [...a].every(([path, bytes]) => b.get(path)?.equals(bytes) === true)
}

/** Writes the branch's files under `dir` as a pull left them (`seed` v1), every one. */
function pulledBefore(dir: string, count: number, bytes: number): void {
  for (let i = 0; i < count; i++) {
    const { folder, name, text } = fileOf(i, bytes, 'v1')
    mkdirSync(join(dir, folder), { recursive: true })
    writeFileSync(join(dir, folder, name), text)
  }
}

function byRoute(
  requests: readonly RecordedRequest[],
): Pick<PullTrial, 'lists' | 'downloads' | 'other' | 'others' | 'limited'> {
  const isList = (r: RecordedRequest): boolean => r.method === 'GET' && /^\/api\/projects\/\d+\/assets$/.test(r.path)
  const isFile = (r: RecordedRequest): boolean => r.method === 'GET' && /^\/api\/assets\/\d+\/file\//.test(r.path)
  const others = requests.filter(r => !isList(r) && !isFile(r)).map(r => `${r.method} ${r.path}`)
  return {
    lists: requests.filter(isList).length,
    downloads: requests.filter(isFile).length,
    other: others.length,
    others,
    limited: requests.filter(r => r.status === 429).length,
  }
}

/**
 * The tool's own peak: VmHWM (Linux), not getrusage's maxRSS, which counts this bench's own memory too (the files the
 * stand-in serves) when it forked the tool: see max-rss.mjs.
 */
function peakKb(text: string): number | undefined {
  const match = /vm-hwm-kib (\d+)/.exec(text) ?? /max-rss-kib (\d+)/.exec(text)
  return match ? Number(match[1]) : undefined
}

/**
 * pull-files into `workspace/scripts`, by branch id (no branch lookup), the root of the panel; `node` adds options to
 * node's (HELD_RSS, to tell the garbage V8 has not collected yet from memory the run holds).
 */
async function pullFiles(api: StandInApi, ca: PrivateCa, workspace: string, node = ''): Promise<PullTrial> {
  const from = api.requests.length
  const result = await runPullFiles(
    api.url,
    { branch: '', 'branch-id': MAIN, timeout: '1800' },
    { workspace, env: { NODE_OPTIONS: `${PEAK_RSS} ${node}`.trim(), NODE_EXTRA_CA_CERTS: ca.caFile } },
  )
  if (result.code !== 0) console.error(result.stdout.split('\n').slice(-20).join('\n'))
  const local = localFiles(join(workspace, 'scripts'))
  return {
    tool: 'pull-files',
    code: result.code,
    wallMs: result.elapsedMs,
    ...byRoute(api.requests.slice(from)),
    peakKb: peakKb(result.stderr),
    heldKb: Number(/held-rss-kib (\d+)/.exec(result.stderr)?.[1] ?? NaN),
    equal: sameFiles(local, branchFiles(api)),
    files: local.size,
  }
}

/** A sync tool to run beside pull-files: its entry script and the arguments of a pull of every file. */
interface SyncTool {
  name: string
  script: string
  args: string[]
}

/** 2.1.1's source, when it is there (bench/vendor/README.md says where from): the bench runs it with node as it is. */
const SYNC_2_1_1 = resolve('bench/vendor/playcanvas-sync-2.1.1/bin/pcsync.js')
/** The newest first; 2.x renamed `pullAll` to `pull` (the old name still runs, with a warning). */
const SYNC_TOOLS: SyncTool[] = [
  ...(existsSync(SYNC_2_1_1) ? [{ name: 'playcanvas-sync 2.1.1', script: SYNC_2_1_1, args: ['pull', '--yes'] }] : []),
  { name: 'playcanvas-sync 1.1.1', script: PCSYNC, args: ['pullAll', '--yes'] },
]

/** The tool's pull of every file into `dir`. */
async function syncTool(tool: SyncTool, api: StandInApi, ca: PrivateCa, dir: string): Promise<PullTrial> {
  const from = api.requests.length
  const { code, output, wallMs } = await runSyncTool(tool.args, {
    url: api.url,
    caFile: ca.caFile,
    dir,
    env: { NODE_OPTIONS: PEAK_RSS },
    script: tool.script,
  })
  if (code !== 0) console.error(output.split('\n').slice(-20).join('\n'))
  const local = localFiles(dir)
  return {
    tool: tool.name,
    code,
    wallMs,
    ...byRoute(api.requests.slice(from)),
    peakKb: peakKb(output),
    equal: sameFiles(local, branchFiles(api)),
    files: local.size,
  }
}

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`
const mib = (kb: number | undefined): string => (kb === undefined ? '' : `${(kb / 1024).toFixed(1)} MiB`)
const mark = (ok: boolean): string => (ok ? '✓' : '✗')
const HEAD =
  '| tool | exit | wall | list pages | downloads | other requests | 429 | files after | byte-equal to the branch | peak RSS |\n|---|---|---|---|---|---|---|---|---|---|'
const row = (t: PullTrial): string =>
  `| ${t.tool} | ${t.code} | ${s(t.wallMs)} | ${t.lists} | ${t.downloads} | ${t.other} | ${t.limited} | ${t.files} | ${t.equal ? 'yes' : 'no'} | ${mib(t.peakKb)} |`

/** One pull to measure: `count` scripts of `bytes`, into an empty folder, or over a pull of them with `changed` since. */
interface Scenario {
  count: number
  bytes: number
  changed: number
  title: string
}

/** A stand-in seeded for `scenario`, its `changed` files (spread over the tree) changed on the branch since. */
async function standInFor(scenario: Scenario, ca: PrivateCa, latencyMs: number): Promise<StandInApi> {
  const api = await seeded(ca, scenario.count, scenario.bytes, latencyMs)
  const files = api.assets.of(MAIN).filter(a => a.file)
  for (let i = 0; i < scenario.changed; i++) {
    const asset = files[i * Math.floor(scenario.count / scenario.changed)]
    if (asset?.file) asset.file.bytes = Buffer.from(`// ${asset.name} v2, changed on the branch\n`)
  }
  return api
}

/** A folder for a tool: empty, or holding the pull before the changes. */
function folderFor(scenario: Scenario, dir: string): string {
  mkdirSync(dir, { recursive: true })
  if (scenario.changed) pulledBefore(dir, scenario.count, scenario.bytes)
  return dir
}

/**
 * Each tool against a stand-in of its own, seeded alike: the download class's window (6,000 a minute) is then each
 * tool's alone, as one user's would be, and no tool's figures carry another's requests.
 */
async function scenarioTrials(scenario: Scenario, ca: PrivateCa, root: string, latencyMs: number) {
  const run = async (name: string, pull: (api: StandInApi, dir: string) => Promise<PullTrial>): Promise<PullTrial> => {
    const api = await standInFor(scenario, ca, latencyMs)
    const dir = join(root, `${scenario.count}-${scenario.changed}-${name}`)
    try {
      return await pull(api, dir)
    } finally {
      await api.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const action = await run('action', (api, dir) => {
    folderFor(scenario, join(dir, 'scripts'))
    return pullFiles(api, ca, dir)
  })
  const tools: PullTrial[] = []
  for (const tool of SYNC_TOOLS) {
    tools.push(
      await run(tool.name.replace(/\W+/g, '-'), (api, dir) => syncTool(tool, api, ca, folderFor(scenario, dir))),
    )
  }
  // Into an empty folder, a second pull-files run gives what it holds, its garbage aside (HELD_RSS).
  const held = scenario.changed
    ? undefined
    : await run('held', (api, dir) => {
        folderFor(scenario, join(dir, 'scripts'))
        return pullFiles(api, ca, dir, HELD_RSS)
      })
  return { action, tools, held }
}

export async function pullBench(options: { quick: boolean; latencyMs: number; counts?: number[] }): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'bench-pull-'))
  const ca = makePrivateCa(['127.0.0.1'])
  const { latencyMs } = options
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
  )
  console.log(`Latency: ${latencyMs} ms before every answer of the stand-in, for every tool alike.`)
  if (!existsSync(SYNC_2_1_1)) console.log('playcanvas-sync 2.1.1: not in bench/vendor (see its README), left out.')
  console.log('')
  const changed = 10
  // Scripts of 200 bytes pulled before, 10 changed since: the list, and those 10. Into an empty folder: 64 KiB each.
  const counts = options.counts ?? (options.quick ? [100, 300] : [500, 3000])
  const scenarios: Scenario[] = counts.flatMap(count => [
    { count, bytes: 200, changed, title: `${count} scripts pulled before, ${changed} changed on the branch since` },
    {
      count,
      bytes: 64 * 1024,
      changed: 0,
      title: `${count} scripts of 64 KiB (${((count * 64) / 1024).toFixed(0)} MiB) into an empty folder`,
    },
  ])
  try {
    const results: { scenario: Scenario; trials: PullTrial[]; held?: PullTrial }[] = []
    for (const scenario of scenarios) {
      const { action, tools, held } = await scenarioTrials(scenario, ca, root, latencyMs)
      const trials = [action, ...tools]
      results.push({ scenario, trials, held })
      console.log(`## ${scenario.title}, ${latencyMs} ms a request\n`)
      console.log(HEAD)
      for (const t of trials) console.log(row(t))
      for (const t of tools) if (t.others.length) console.log(`\n${t.tool}'s other requests: ${t.others.join(', ')}.`)
      if (scenario.changed) {
        // The list's pages (its scripts and their folders, PAGE_SIZE a page), the changed files, and nothing else.
        const pages = Math.ceil((scenario.count + Math.ceil(scenario.count / PER_FOLDER)) / PAGE_SIZE)
        const only = action.lists === pages && action.downloads === changed && action.other === 0
        console.log(
          `\npull-files: ${action.lists} list pages + ${action.downloads} downloads + ${action.other} other ${mark(only)} = ${pages} + ${changed} + 0; ` +
            `${s(action.wallMs)} spawn to exit; byte-equal ${mark(action.equal)}.`,
        )
      }
      console.log('')
    }

    console.log(`## Wall time, spawn to exit, ${latencyMs} ms a request\n`)
    const names = results[0]?.trials.map(t => t.tool) ?? []
    console.log(`| scenario | ${names.join(' | ')} |\n|---|${names.map(() => '---|').join('')}`)
    for (const { scenario, trials } of results) {
      const cells = trials.map(t => `${s(t.wallMs)}${t.code === 0 && t.equal ? '' : ' ✗'}`)
      console.log(`| ${scenario.title} | ${cells.join(' | ')} |`)
    }

    console.log('\n## pull-files: peak memory against the number of files (64 KiB each)\n')
    console.log(
      '| files | bytes written | peak RSS | wall | held RSS (full GC every 100 ms) | wall | byte-equal |\n|---|---|---|---|---|---|---|',
    )
    const empty = results.filter(r => r.held)
    for (const { scenario, trials, held } of empty) {
      const a = trials[0]
      console.log(
        `| ${scenario.count} | ${((scenario.count * scenario.bytes) / 2 ** 20).toFixed(0)} MiB | ${mib(a?.peakKb)} | ${s(a?.wallMs ?? NaN)} | ${mib(held?.heldKb)} | ${s(held?.wallMs ?? NaN)} | ${held?.equal ? 'yes' : 'no'} |`,
      )
    }
    const growth = (empty.at(-1)?.trials[0]?.peakKb ?? NaN) - (empty[0]?.trials[0]?.peakKb ?? NaN)
    const heldGrowth = (empty.at(-1)?.held?.heldKb ?? NaN) - (empty[0]?.held?.heldKb ?? NaN)
    console.log(
      `\nGrowth from the fewest files to the most: peak ${(growth / 1024).toFixed(1)} MiB, held ${(heldGrowth / 1024).toFixed(1)} MiB.`,
    )

    // Each tool had a stand-in of its own, well within its limits: a 429 would be a finding, so it is told, not hidden.
    const limited = results.flatMap(({ scenario, trials, held }) =>
      [...trials, ...(held ? [held] : [])]
        .filter(t => t.limited)
        .map(t => `${t.tool}, ${scenario.title}: ${t.limited}`),
    )
    console.log(`\n429 answers: ${limited.length ? limited.join('; ') : 'none'}.`)
  } finally {
    ca.dispose()
    rmSync(root, { recursive: true, force: true })
  }
}
