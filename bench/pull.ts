/**
 * `npm run bench -- --pull [--quick]`: pull-files (its bundle, dist/pull-files/index.js, spawned as a runner does)
 * beside the service's own tool, `playcanvas-sync` 1.1.1 (`pcsync pullAll --yes`, a devDependency), on the same
 * assets of one stand-in, each into a folder of its own: the requests each sends, by route; its time, spawn to exit;
 * its peak RSS; and whether what it wrote is byte for byte what the branch holds. The sync tool refuses any base URL
 * but https, so the stand-in serves https with a throwaway private CA (NODE_EXTRA_CA_CERTS), for both tools alike.
 * It prints figures and targets; it never fails on a time.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type RecordedRequest, StandInApi } from '../stand-ins/checkpoint-api.js'
import { TEST_TOKEN, runPullFiles } from '../stand-ins/defaults.js'
import { type PrivateCa, makePrivateCa } from '../stand-ins/private-ca.js'
import { runSyncTool } from '../stand-ins/sync-tool.js'

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

/** A stand-in (https, private CA) whose main branch holds `count` scripts of `bytes` each, 100 a folder. */
async function seeded(ca: PrivateCa, count: number, bytes: number): Promise<StandInApi> {
  const api = new StandInApi({ token: TEST_TOKEN, tls: { key: ca.key, cert: ca.cert } })
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

function byRoute(requests: readonly RecordedRequest[]): Pick<PullTrial, 'lists' | 'downloads' | 'other' | 'others'> {
  const isList = (r: RecordedRequest): boolean => r.method === 'GET' && /^\/api\/projects\/\d+\/assets$/.test(r.path)
  const isFile = (r: RecordedRequest): boolean => r.method === 'GET' && /^\/api\/assets\/\d+\/file\//.test(r.path)
  const others = requests.filter(r => !isList(r) && !isFile(r)).map(r => `${r.method} ${r.path}`)
  return {
    lists: requests.filter(isList).length,
    downloads: requests.filter(isFile).length,
    other: others.length,
    others,
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

/** `pcsync pullAll --yes` into `dir`. */
async function syncTool(api: StandInApi, ca: PrivateCa, dir: string): Promise<PullTrial> {
  const from = api.requests.length
  const { code, output, wallMs } = await runSyncTool(['pullAll', '--yes'], {
    url: api.url,
    caFile: ca.caFile,
    dir,
    env: { NODE_OPTIONS: PEAK_RSS },
  })
  if (code !== 0) console.error(output.split('\n').slice(-20).join('\n'))
  const local = localFiles(dir)
  return {
    tool: 'playcanvas-sync 1.1.1',
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
  '| tool | exit | wall | list pages | downloads | other requests | files after | byte-equal to the branch | peak RSS |\n|---|---|---|---|---|---|---|---|---|'
const row = (t: PullTrial): string =>
  `| ${t.tool} | ${t.code} | ${s(t.wallMs)} | ${t.lists} | ${t.downloads} | ${t.other} | ${t.files} | ${t.equal ? 'yes' : 'no'} | ${mib(t.peakKb)} |`

export async function pullBench(options: { quick: boolean }): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'bench-pull-'))
  const ca = makePrivateCa(['127.0.0.1'])
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}\n`,
  )
  try {
    // 1. 500 scripts pulled before, 10 of them changed on the branch since: the list, and those 10.
    const total = options.quick ? 200 : 500
    const changed = 10
    const api = await seeded(ca, total, 200)
    try {
      const files = api.assets.of(MAIN).filter(a => a.file)
      for (let i = 0; i < changed; i++) {
        const asset = files[i * Math.floor(total / changed)]
        if (asset?.file) asset.file.bytes = Buffer.from(`// ${asset.name} v2, changed on the branch\n`)
      }
      const action = join(root, 'changed-action')
      pulledBefore(join(action, 'scripts'), total, 200)
      const sync = join(root, 'changed-sync')
      pulledBefore(sync, total, 200)
      const a = await pullFiles(api, ca, action)
      const b = await syncTool(api, ca, sync)
      console.log(`## ${total} scripts pulled before, ${changed} changed on the branch since\n`)
      console.log(HEAD)
      console.log(row(a))
      console.log(row(b))
      const only = a.lists === 1 && a.downloads === changed && a.other === 0
      if (b.others.length) console.log(`\nThe sync tool's other requests: ${b.others.join(', ')}.`)
      console.log(
        `\npull-files: ${a.lists} list page + ${a.downloads} downloads + ${a.other} other ${mark(only)} = 1 + ${changed} + 0; ` +
          `${s(a.wallMs)} spawn to exit; byte-equal ${mark(a.equal)}.`,
      )
    } finally {
      await api.stop()
    }

    // 2. Into an empty folder: 64 KiB scripts, more and more of them; peak memory should not follow the count.
    const counts = options.quick ? [100, 1000] : [100, 1000, 3000]
    const bytes = 64 * 1024
    const peaks: number[] = []
    const bounded: PullTrial[] = []
    const trials: PullTrial[][] = []
    for (const count of counts) {
      const big = await seeded(ca, count, bytes)
      try {
        const action = join(root, `empty-${count}-action`)
        mkdirSync(action)
        const sync = join(root, `empty-${count}-sync`)
        mkdirSync(sync)
        const a = await pullFiles(big, ca, action)
        const b = await syncTool(big, ca, sync)
        peaks.push(a.peakKb ?? NaN)
        trials.push([a, b])
        rmSync(action, { recursive: true, force: true })
        mkdirSync(action)
        bounded.push(await pullFiles(big, ca, action, HELD_RSS))
        rmSync(action, { recursive: true, force: true })
        rmSync(sync, { recursive: true, force: true })
      } finally {
        await big.stop()
      }
    }
    for (const [i, count] of counts.entries()) {
      console.log(
        `\n## ${count} scripts of 64 KiB (${((count * bytes) / 2 ** 20).toFixed(0)} MiB) into an empty folder\n`,
      )
      console.log(HEAD)
      for (const t of trials[i] ?? []) console.log(row(t))
    }
    console.log('\n## pull-files: peak memory against the number of files (64 KiB each)\n')
    console.log(
      '| files | bytes written | peak RSS | wall | held RSS (full GC every 100 ms) | wall | byte-equal |\n|---|---|---|---|---|---|---|',
    )
    for (const [i, count] of counts.entries()) {
      const b = bounded[i]
      console.log(
        `| ${count} | ${((count * bytes) / 2 ** 20).toFixed(0)} MiB | ${mib(peaks[i])} | ${s(trials[i]?.[0]?.wallMs ?? NaN)} | ${mib(b?.heldKb)} | ${s(b?.wallMs ?? NaN)} | ${b?.equal ? 'yes' : 'no'} |`,
      )
    }
    const growth = (peaks.at(-1) ?? NaN) - (peaks[0] ?? NaN)
    const held = (bounded.at(-1)?.heldKb ?? NaN) - (bounded[0]?.heldKb ?? NaN)
    console.log(
      `\nGrowth from the fewest files to the most: peak ${(growth / 1024).toFixed(1)} MiB, held ${(held / 1024).toFixed(1)} MiB.`,
    )
  } finally {
    ca.dispose()
    rmSync(root, { recursive: true, force: true })
  }
}
