/**
 * `npm run bench -- --push [--window-s=15] [--quick]`: push-files beside the service's own tool, `playcanvas-sync`
 * (`pcsync pushAll`, a devDependency at 1.1.1), on the same trees against the same stand-in and limits, each tool with
 * a stand-in of its own. The sync tool refuses any base URL but https, so its stand-in serves https with a throwaway
 * private CA (NODE_EXTRA_CA_CERTS); the action's serves loopback http. It prints figures and targets; it never fails
 * on a time.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { StandInApi, type StandInOptions } from '../stand-ins/checkpoint-api.js'
import { TEST_TOKEN, runPushFiles } from '../stand-ins/defaults.js'
import { makePrivateCa } from '../stand-ins/private-ca.js'
import { runSyncTool } from '../stand-ins/sync-tool.js'

const MAIN = 'main-branch-id'
// The download bench's hook: the process's peak resident memory, told on stderr as it exits.
const PEAK_RSS = `--import=${pathToFileURL(resolve('bench/max-rss.mjs')).href}`

export interface PushTrial {
  tool: string
  code: number | null
  wallMs: number
  requests: number
  writes: number
  limited: number
  /** Assets at the end, files only, and how many names two or more of them share. */
  files: number
  twins: number
  /** How many times the token appears in what the tool printed. */
  tokenPrinted: number
  /** The first write to the last, as the stand-in saw them. */
  writeSpanMs: number
  peakKb?: number
}

/** A tree of `count` small scripts under `dir`. */
function tree(dir: string, count: number, bytes = 200, seed = 'v1'): void {
  mkdirSync(dir, { recursive: true })
  for (let i = 0; i < count; i++) {
    const name = `f${String(i).padStart(4, '0')}.js`
    writeFileSync(join(dir, name), `// ${name} ${seed}\n${'x'.repeat(Math.max(0, bytes - 20))}\n`)
  }
}

async function standIn(options: StandInOptions): Promise<StandInApi> {
  const api = new StandInApi({ token: TEST_TOKEN, ...options })
  await api.start()
  return api
}

function figures(api: StandInApi, tool: string, code: number | null, wallMs: number, printed: string): PushTrial {
  const writes = api.requests.filter(r => r.method !== 'GET')
  const files = api.assets.of(MAIN).filter(a => a.type !== 'folder')
  const names = new Map<string, number>()
  for (const a of files) names.set(`${a.parent}/${a.name}`, (names.get(`${a.parent}/${a.name}`) ?? 0) + 1)
  const span = writes.length ? (writes.at(-1)?.atMs ?? 0) - (writes[0]?.atMs ?? 0) : 0
  return {
    tool,
    code,
    wallMs,
    requests: api.requests.length,
    writes: writes.length,
    limited: api.requests.filter(r => r.status === 429).length,
    files: files.length,
    twins: [...names.values()].filter(n => n > 1).length,
    // The add-mask command is the runner's to consume: it never reaches the log.
    tokenPrinted: printed.replace(`::add-mask::${TEST_TOKEN}\n`, '').split(TEST_TOKEN).length - 1,
    writeSpanMs: span,
  }
}

async function runAction(dir: string, options: StandInOptions, seed?: (api: StandInApi) => void): Promise<PushTrial> {
  const api = await standIn(options)
  seed?.(api)
  try {
    const result = await runPushFiles(
      api.url,
      { branch: 'main', timeout: '1800' },
      { workspace: dir, env: { NODE_OPTIONS: PEAK_RSS } },
    )
    const trial = figures(api, 'push-files', result.code, result.elapsedMs, result.stdout + result.stderr)
    return { ...trial, peakKb: peakKb(result.stderr) }
  } finally {
    await api.stop()
  }
}

async function runSync(dir: string, options: StandInOptions, seed?: (api: StandInApi) => void): Promise<PushTrial> {
  const ca = makePrivateCa(['127.0.0.1'])
  const api = await standIn({ ...options, tls: { key: ca.key, cert: ca.cert } })
  seed?.(api)
  try {
    const { code, output, wallMs } = await runSyncTool(['pushAll', '--yes'], {
      url: api.url,
      caFile: ca.caFile,
      dir: join(dir, 'scripts'),
      env: { NODE_OPTIONS: PEAK_RSS },
    })
    const trial = figures(api, 'playcanvas-sync 1.1.1', code, wallMs, output)
    return { ...trial, peakKb: peakKb(output) }
  } finally {
    await api.stop()
    ca.dispose()
  }
}

function peakKb(text: string): number | undefined {
  const match = /max-rss-kib (\d+)/.exec(text)
  return match ? Number(match[1]) : undefined
}

/** Seeds the stand-in's main branch with the files of `dir`, as assets at the root. */
function seedFrom(count: number, bytes: number): (api: StandInApi) => void {
  return api => {
    for (let i = 0; i < count; i++) {
      const name = `f${String(i).padStart(4, '0')}.js`
      api.assets.add(MAIN, { name, text: `// ${name} v1\n${'x'.repeat(Math.max(0, bytes - 20))}\n` })
    }
  }
}

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`
const mark = (ok: boolean): string => (ok ? '✓' : '✗')
const row = (t: PushTrial): string =>
  `| ${t.tool} | ${t.code} | ${s(t.wallMs)} | ${t.files} | ${t.twins} | ${t.requests} | ${t.writes} | ${t.limited} | ${t.tokenPrinted} | ${t.peakKb === undefined ? '' : `${(t.peakKb / 1024).toFixed(0)} MiB`} |`
const HEAD =
  '| tool | exit | wall | files in the panel after | names held twice | requests | writes | 429s | token printed | peak RSS |\n|---|---|---|---|---|---|---|---|---|---|'

export async function pushBench(options: { windowS: number; quick: boolean }): Promise<void> {
  const windowMs = options.windowS * 1000
  const limit = 60
  const count = options.quick ? 130 : 300
  const root = mkdtempSync(join(tmpdir(), 'bench-push-'))
  try {
    // 1. New files on a free token: the assets class at 60 a window.
    const fresh = join(root, 'fresh')
    tree(join(fresh, 'scripts'), count)
    const free: StandInOptions = {
      rateLimit: { limit: 120, windowMs: 60_000 },
      assetsRateLimit: { limit, windowMs },
    }
    const earliestMs = (Math.ceil(count / limit) - 1) * windowMs
    const action = await runAction(fresh, free)
    const sync = await runSync(fresh, free)
    console.log(`## ${count} new files, free token (assets class ${limit} per ${options.windowS} s window)\n`)
    console.log(HEAD)
    console.log(row(action))
    console.log(row(sync))
    const ratio = action.wallMs / earliestMs
    console.log(
      `\nEarliest the class allows: ${s(earliestMs)} (${Math.ceil(count / limit)} windows, the last begun at ${s(earliestMs)}). ` +
        `push-files: ${s(action.wallMs)} spawn to exit, ${ratio.toFixed(3)}× ${mark(ratio <= 1.1)} ≤ 1.1×; ` +
        `every file once ${mark(action.files === count && action.twins === 0)}; 429s ${action.limited} ${mark(action.limited <= Math.ceil(count / limit))} ≤ one a window.`,
    )

    // 2. 500 files, 10 changed: only the list, the branch lookup and 10 updates.
    const many = join(root, 'many')
    const total = 500
    const changed = 10
    tree(join(many, 'scripts'), total)
    for (let i = 0; i < changed; i++) {
      const name = `f${String(i * 37).padStart(4, '0')}.js`
      writeFileSync(join(many, 'scripts', name), `// ${name} v2 changed\n`)
    }
    const paid: StandInOptions = { assetsRateLimit: { limit: 120, windowMs: 60_000 } }
    const action2 = await runAction(many, paid, seedFrom(total, 200))
    const sync2 = await runSync(many, paid, seedFrom(total, 200))
    console.log(`\n## ${total} files, ${changed} changed\n`)
    console.log(HEAD)
    console.log(row(action2))
    console.log(row(sync2))
    // main is on the stand-in's second branch page (3 a page): 2 lookups, 1 list page.
    const expected = 2 + 1 + changed
    console.log(
      `\npush-files: ${action2.requests} requests ${mark(action2.requests === expected)} = 1 list page + 2 branch pages + ${changed}; ` +
        `${s(action2.wallMs)} spawn to exit ${mark(action2.wallMs <= 2_000 + action2.writeSpanMs)} < 2 s + the writes (${s(action2.writeSpanMs)}).`,
    )

    // 3. ES-module scripts: 10 files, 4 of them .mjs.
    const modules = join(root, 'modules')
    tree(join(modules, 'scripts'), 6)
    for (let i = 0; i < 4; i++) writeFileSync(join(modules, 'scripts', `m${i}.mjs`), `export const m${i} = ${i}\n`)
    const action3 = await runAction(modules, paid)
    const sync3 = await runSync(modules, paid)
    console.log('\n## 10 new files, 4 of them ES modules (.mjs)\n')
    console.log(HEAD)
    console.log(row(action3))
    console.log(row(sync3))

    // 4. Peak memory against the number of files (64 KiB each), a dry run: every file read and hashed.
    console.log('\n## Peak memory (dry run, 64 KiB files, each read and hashed)\n')
    console.log('| files | bytes read | peak RSS |\n|---|---|---|')
    const peaks: number[] = []
    for (const n of options.quick ? [100, 1000] : [100, 1000, 3000]) {
      const dir = join(root, `memory-${n}`)
      tree(join(dir, 'scripts'), n, 64 * 1024)
      const api = await standIn({})
      try {
        const result = await runPushFiles(
          api.url,
          { 'branch-id': MAIN, 'dry-run': 'true', timeout: '600' },
          { workspace: dir, env: { NODE_OPTIONS: PEAK_RSS } },
        )
        const kb = peakKb(result.stderr) ?? NaN
        peaks.push(kb)
        console.log(`| ${n} | ${((n * 64) / 1024).toFixed(0)} MiB | ${(kb / 1024).toFixed(1)} MiB |`)
      } finally {
        await api.stop()
        rmSync(dir, { recursive: true, force: true })
      }
    }
    const growth = (peaks.at(-1) ?? NaN) - (peaks[0] ?? NaN)
    console.log(`\nGrowth from the fewest files to the most: ${(growth / 1024).toFixed(1)} MiB.`)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
