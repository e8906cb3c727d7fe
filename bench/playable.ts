/**
 * `npm run bench -- --playable [--quick]`: the playable action (its bundle, spawned as a runner runs it, `network: html`,
 * no size limit) on a large build, beside the shell encoding the same bytes, in one run on the same build. The build is
 * the stand-in's real one (writeAdApp, the real engine) with incompressible assets (random bytes, 2.5 MB each) and
 * compressible JSON and text (1 MB each): about 100 MB, 20 MB with `--quick`. The action is run with `compress: false`
 * and `true`; the baselines are `find build -type f -exec cat {} + | base64 -w 0 > file` and the same with `gzip -9c`
 * for `cat` (each file gzipped alone, as the page does). Each is run 3 times, in turns, wall time spawn → exit and peak
 * resident memory (GNU time's %M, else the process's own VmHWM); the action also with V8's old space capped at 32 MB,
 * so that the garbage of the files read is collected early and the peak is what the action holds. First on the
 * stand-in's build alone, then the whole build, then with one 10 MB file added (the largest file 4× larger): the
 * action's peak memory is to follow the largest file, not the build. Last, an ES module build of MODULES modules (the
 * service's ESM layout, esm-build.ts: each module importing the engine and the next by relative path, each import
 * resolved and rewritten by the action) beside the classic build with as many classic scripts of the same size: what
 * reading the modules' imports costs. Then a build with wasm modules that run in Workers (wasm-app.ts: Draco and
 * Basis, their glue and wasm carried as the build's other files). `--only=esm`: the ES module build beside the classic
 * one alone, with CPU seconds (user + system, steadier than wall time on a busy machine). It never fails on a time.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { parseOutputFile } from '../stand-ins/runner.js'
import { writeAdApp, writeAdEsmApp } from '../stand-ins/ad-app.js'
import { ESM_SCRIPTS } from '../stand-ins/esm-build.js'
import { moduleSizes, writeWasmApp } from '../stand-ins/wasm-app.js'
import { median, output, succeeds } from './measure.js'

/** The action's entry file, as playable/action.yml names it. */
const ENTRY = resolve('dist/playable/index.js')
/** GNU time, when the machine has it: `%e %M` is wall seconds and peak RSS in KiB. */
const TIME = '/usr/bin/time'
/** Without GNU time, the action's own high-water mark, told on stderr as it exits. */
const PEAK_HOOK = `--import=${pathToFileURL(resolve('bench/max-rss.mjs')).href}`
const RUNS = 3
const MB = 1_000_000
const BLOB_BYTES = 2.5 * MB
const TEXT_BYTES = 1 * MB
const BIG_BYTES = 10 * MB
/** The ES module build's modules, and the classic build's scripts beside it. */
const MODULES = 200

/** The old space V8 may grow to in the capped runs: it collects the files' garbage early, leaving what is held. */
const CAP_MB = 32
type Kind = 'false' | 'true' | 'false-capped' | 'true-capped' | 'base64' | 'gzip'
const KINDS: readonly Kind[] = ['false', 'true', 'false-capped', 'true-capped', 'base64', 'gzip']
const LABELS: Record<Kind, string> = {
  false: 'action, `compress: false`',
  true: 'action, `compress: true`',
  'false-capped': `action, \`compress: false\`, \`--max-old-space-size=${CAP_MB}\``,
  'true-capped': `action, \`compress: true\`, \`--max-old-space-size=${CAP_MB}\``,
  base64: 'baseline: `cat` all \\| `base64 -w 0`',
  gzip: 'baseline: `gzip -9c` all \\| `base64 -w 0`',
}
const SHELL: Record<'base64' | 'gzip', string> = {
  base64: 'find build -type f -exec cat {} + | base64 -w 0 > out/baseline.txt',
  gzip: 'find build -type f -exec gzip -9c {} + | base64 -w 0 > out/baseline.txt',
}

interface Run {
  ms: number
  /** User + system CPU ms (GNU time's %U + %S); NaN without GNU time. */
  cpuMs: number
  /** KiB; NaN when not measurable (a baseline without GNU time). */
  peakKiB: number
  /** Bytes written: the page, or the baseline's file. */
  outBytes: number
}

interface Build {
  bytes: number
  files: number
  largest: { path: string; bytes: number }
}

export async function playableBench(options: { quick: boolean; onlyModules?: boolean }): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'playable-bench-'))
  const clean = (): void => rmSync(root, { recursive: true, force: true })
  const interrupted = (): void => {
    clean()
    process.exit(130)
  }
  process.once('SIGINT', interrupted)
  try {
    const hasTime = await succeeds('sh', ['-c', `command -v ${TIME}`])
    const workspace = join(root, 'workspace')
    const build = join(workspace, 'build')
    mkdirSync(join(workspace, 'out'), { recursive: true })
    writeAdApp(build)

    const node = process.env.ACTION_NODE || process.execPath
    const actionNode = await output(node, ['--version'])
    console.log(
      `Machine: nproc ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB; the action on node ${actionNode.trim()}; builds in ${tmpdir()} (read from the page cache); peak memory by ${hasTime ? `${TIME} -f '%e %M %U %S'` : 'the process’s VmHWM (no GNU time: baselines unmeasured)'}\n`,
    )

    if (options.onlyModules) {
      printModules(await measureModules(root, node, hasTime))
      return
    }
    const loaded: number[] = []
    for (let round = 0; round < RUNS; round++) loaded.push(await bundleLoaded(node, hasTime, root))
    const floor = await measureBuild(workspace, node, hasTime, ['false', 'true', 'false-capped', 'true-capped'])
    addAssets(build, options.quick)
    const first = await measureBuild(workspace, node, hasTime)
    write(build, 'files/assets/9999/1/big.bin', randomBytes(BIG_BYTES))
    const second = await measureBuild(workspace, node, hasTime)
    const modules = await measureModules(root, node, hasTime)
    const wasm = await measureWasm(root, node, hasTime)

    const bytes = (n: number): string => Math.round(n).toLocaleString('en')
    const mb = (kib: number): string => (Number.isNaN(kib) ? '—' : ((kib * 1024) / MB).toFixed(0))
    const seconds = (runs: Run[]): string => {
      const ms = runs.map(run => run.ms)
      return `${(median(ms) / 1000).toFixed(2)} (${(Math.min(...ms) / 1000).toFixed(2)}–${(Math.max(...ms) / 1000).toFixed(2)})`
    }
    console.log(
      `## The playable action (\`network: html\`) beside encoding the same bytes (median of ${RUNS}; MB = 10^6 bytes)\n`,
    )
    console.log(
      '| build | run | build bytes | largest file | page bytes | page/build | time (s), median (min–max) | peak RSS (MB) |',
    )
    console.log('|---|---|---|---|---|---|---|---|')
    for (const [name, { build: b, runs }] of [
      ['stand-in build alone', floor],
      ['the build', first],
      ['+ one 10 MB file', second],
    ] as const)
      for (const kind of KINDS) {
        if (runs[kind].length === 0) continue
        const out = median(runs[kind].map(run => run.outBytes))
        console.log(
          `| ${name} (${b.files} files) | ${LABELS[kind]} | ${bytes(b.bytes)} | ${(b.largest.bytes / MB).toFixed(1)} MB | ${bytes(out)} | ${(out / b.bytes).toFixed(3)} | ${seconds(runs[kind])} | ${mb(median(runs[kind].map(run => run.peakKiB)))} |`,
        )
      }

    const peak = (figures: Figures, kind: Kind): number => median(figures.runs[kind].map(run => run.peakKiB))
    const time = (figures: Figures, kind: Kind): number => median(figures.runs[kind].map(run => run.ms))
    const delta = (kind: Kind): string => {
      const d = Math.round(((peak(second, kind) - peak(first, kind)) * 1024) / MB)
      return Number.isNaN(d) ? '—' : `${d > 0 ? '+' : d < 0 ? '−' : '±'}${Math.abs(d)} MB`
    }
    const growth = (kind: Kind): string => `${mb(peak(floor, kind))} → ${mb(peak(first, kind))} MB`
    console.log(
      `\nPeak RSS, the stand-in build alone → the build (${(first.build.bytes / MB).toFixed(0)} MB, same largest file): \`compress: false\` ${growth('false')}, \`true\` ${growth('true')}; heap capped: ${growth('false-capped')}, ${growth('true-capped')}. Node importing the bundle, nothing run: ${mb(median(loaded))} MB.`,
    )
    console.log(
      `Largest file ${basename(first.build.largest.path)} ${(first.build.largest.bytes / MB).toFixed(1)} → ${(second.build.largest.bytes / MB).toFixed(1)} MB (×${(second.build.largest.bytes / first.build.largest.bytes).toFixed(1)}), build +${((second.build.bytes - first.build.bytes) / MB).toFixed(1)} MB: peak RSS ${delta('false')} with \`compress: false\`, ${delta('true')} with \`true\`; heap capped: ${delta('false-capped')}, ${delta('true-capped')} (the baselines ${delta('base64')}, ${delta('gzip')}).`,
    )
    console.log(
      `Time over the baseline (the build): \`compress: false\` ${(time(first, 'false') / time(first, 'base64')).toFixed(2)}× \`cat | base64\`; \`compress: true\` ${(time(first, 'true') / time(first, 'gzip')).toFixed(2)}× \`gzip -9c | base64\`.`,
    )
    printModules(modules)
    console.log(
      `\n## A build with wasm modules that run in Workers (median of ${RUNS}; stand-ins/wasm-app.ts: a Draco glb and a Basis texture, the modules' glue and wasm from draco3d and three)\n`,
    )
    console.log(
      '| build | run | build bytes | of it, the modules | page bytes | time (s), median (min–max) | peak RSS (MB) |',
    )
    console.log('|---|---|---|---|---|---|---|')
    for (const kind of ['false', 'true', 'false-capped'] as const) {
      const runs = wasm.figures.runs[kind]
      console.log(
        `| Draco + Basis (${wasm.figures.build.files} files) | ${LABELS[kind]} | ${bytes(wasm.figures.build.bytes)} | ${bytes(wasm.modules)} | ${bytes(median(runs.map(run => run.outBytes)))} | ${seconds(runs)} | ${mb(median(runs.map(run => run.peakKiB)))} |`,
      )
    }
  } finally {
    process.off('SIGINT', interrupted)
    clean()
  }
}

/** The ES module build beside the classic one: time, CPU and peak memory, and ES modules ÷ classic. */
function printModules(modules: Record<string, Figures>): void {
  const bytes = (n: number): string => Math.round(n).toLocaleString('en')
  const mb = (kib: number): string => (Number.isNaN(kib) ? '—' : ((kib * 1024) / MB).toFixed(0))
  const spread = (values: number[]): string =>
    Number.isNaN(median(values))
      ? '—'
      : `${(median(values) / 1000).toFixed(2)} (${(Math.min(...values) / 1000).toFixed(2)}–${(Math.max(...values) / 1000).toFixed(2)})`
  console.log(
    `\n## ${MODULES} ES modules beside ${MODULES} classic scripts of the same size (median of ${RUNS}; each build the stand-in's, its other files the same)\n`,
  )
  console.log(
    '| build | run | build bytes | page bytes | time (s), median (min–max) | CPU (s), median (min–max) | peak RSS (MB) |',
  )
  console.log('|---|---|---|---|---|---|---|')
  const kinds = ['false', 'true', 'false-capped'] as const
  for (const [name, figures] of Object.entries(modules))
    for (const kind of kinds) {
      const runs = figures.runs[kind]
      console.log(
        `| ${name} (${figures.build.files} files) | ${LABELS[kind]} | ${bytes(figures.build.bytes)} | ${bytes(median(runs.map(run => run.outBytes)))} | ${spread(runs.map(run => run.ms))} | ${spread(runs.map(run => run.cpuMs))} | ${mb(median(runs.map(run => run.peakKiB)))} |`,
      )
    }
  const { classic, 'ES modules': esm } = modules
  if (!classic || !esm) return
  const ratio = (kind: (typeof kinds)[number], of: (run: Run) => number): string =>
    (median(esm.runs[kind].map(of)) / median(classic.runs[kind].map(of))).toFixed(2)
  console.log(
    `\nES modules ÷ classic (medians): ${kinds.map(kind => `${LABELS[kind]} time ${ratio(kind, run => run.ms)}×, CPU ${ratio(kind, run => run.cpuMs)}×`).join('; ')}.`,
  )
}

interface Figures {
  build: Build
  runs: Record<Kind, Run[]>
}

/** Each of `kinds` `RUNS` times, in turns, on the build as it is now. */
async function measureBuild(
  workspace: string,
  node: string,
  hasTime: boolean,
  kinds: readonly Kind[] = KINDS,
): Promise<Figures> {
  const build = describeBuild(join(workspace, 'build'))
  const runs: Record<Kind, Run[]> = { false: [], true: [], 'false-capped': [], 'true-capped': [], base64: [], gzip: [] }
  for (let round = 0; round < RUNS; round++)
    for (const kind of kinds)
      runs[kind].push(
        kind === 'base64' || kind === 'gzip'
          ? await runBaseline(workspace, kind, hasTime)
          : await runAction(workspace, node, kind, hasTime),
      )
  return { build, runs }
}

/**
 * The ES module build with MODULES modules under `js/esm-scripts/bench/`, each importing the engine and the next one
 * by relative path (the last none) and ~5 kB of code, and the classic build with as many classic scripts of the same
 * text but the imports; each packed `RUNS` times, in turns.
 */
async function measureModules(root: string, node: string, hasTime: boolean): Promise<Record<string, Figures>> {
  // The same code either way: `export const` in a module, a global `var` in a classic script.
  const body = (n: number, module: boolean): string =>
    Array.from(
      { length: 60 },
      (_, line) =>
        `${module ? 'export const' : 'var'} value${n}_${line} = (x) => x * ${line + 1} + ${n}; // a line of code, as a script has\n`,
    ).join('')
  const builds: Record<string, string> = {}
  for (const name of ['classic', 'ES modules']) {
    const workspace = join(root, name.replace(' ', '-'))
    mkdirSync(join(workspace, 'out'), { recursive: true })
    const build = join(workspace, 'build')
    if (name === 'classic') writeAdApp(build)
    else writeAdEsmApp(build)
    for (let n = 0; n < MODULES; n++) {
      const imports =
        name === 'classic'
          ? ''
          : `import { Vec3 } from '../../playcanvas-stable.min.mjs';\n${n + 1 < MODULES ? `export * from './m${n + 1}.mjs';\n` : ''}`
      const file = name === 'classic' ? `files/assets/${5000 + n}/1/m${n}.js` : `${ESM_SCRIPTS}/bench/m${n}.mjs`
      write(build, file, Buffer.from(imports + body(n, name !== 'classic')))
    }
    builds[name] = workspace
  }
  const figures: Record<string, Figures> = {}
  for (const [name, workspace] of Object.entries(builds))
    figures[name] = await measureBuild(workspace, node, hasTime, ['false', 'true', 'false-capped'])
  return figures
}

/** The stand-in's build with Draco and Basis modules (wasm-app.ts), packed `RUNS` times each way, in turns. */
async function measureWasm(
  root: string,
  node: string,
  hasTime: boolean,
): Promise<{ figures: Figures; modules: number }> {
  const workspace = join(root, 'wasm')
  mkdirSync(join(workspace, 'out'), { recursive: true })
  await writeWasmApp(join(workspace, 'build'))
  const modules = Object.values(moduleSizes()).reduce((sum, size) => sum + size, 0)
  return { figures: await measureBuild(workspace, node, hasTime, ['false', 'true', 'false-capped']), modules }
}

/** The action as a runner runs it: INPUT_* and GITHUB_* variables, fresh output and summary files. */
async function runAction(
  workspace: string,
  node: string,
  kind: 'false' | 'true' | 'false-capped' | 'true-capped',
  hasTime: boolean,
): Promise<Run> {
  const step = mkdtempSync(join(tmpdir(), 'playable-step-'))
  try {
    const files = { output: join(step, 'output'), summary: join(step, 'summary') }
    writeFileSync(files.output, '')
    writeFileSync(files.summary, '')
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: step,
      INPUT_DIRECTORY: 'build',
      INPUT_NETWORK: 'html',
      INPUT_OUTPUT: 'out',
      INPUT_COMPRESS: kind.startsWith('true') ? 'true' : 'false',
      INPUT_ORIENTATION: 'both',
    }
    const args = [
      ...(kind.endsWith('capped') ? [`--max-old-space-size=${CAP_MB}`] : []),
      ...(hasTime ? [] : [PEAK_HOOK]),
      ENTRY,
    ]
    const run = await timed(node, args, { env, cwd: workspace }, hasTime, step)
    const outputs = parseOutputFile(readFileSync(files.output, 'utf8'))
    const page = outputs.file ?? ''
    if (run.code !== 0 || !page || !existsSync(page) || statSync(page).size !== Number(outputs.size))
      throw new Error(
        `The action failed (exit ${run.code}, outputs ${JSON.stringify(outputs)}):\n${run.log.slice(-3000)}`,
      )
    const outBytes = statSync(page).size
    rmSync(page)
    const hwm = /vm-hwm-kib (\d+)/.exec(run.log)?.[1]
    return { ms: run.ms, cpuMs: run.cpuMs, peakKiB: hasTime ? run.peakKiB : Number(hwm ?? NaN), outBytes }
  } finally {
    rmSync(step, { recursive: true, force: true })
  }
}

/** Peak RSS (KiB) of the action's node importing the bundle and nothing more: the floor under every run. */
async function bundleLoaded(node: string, hasTime: boolean, scratch: string): Promise<number> {
  const script = `await import(${JSON.stringify(pathToFileURL(resolve('dist/actions/index.js')).href)})`
  const args = [...(hasTime ? [] : [PEAK_HOOK]), '--input-type=module', '-e', script]
  const run = await timed(node, args, { env: { PATH: process.env.PATH ?? '' }, cwd: scratch }, hasTime, scratch)
  return hasTime ? run.peakKiB : Number(/vm-hwm-kib (\d+)/.exec(run.log)?.[1] ?? NaN)
}

async function runBaseline(workspace: string, kind: 'base64' | 'gzip', hasTime: boolean): Promise<Run> {
  const scratch = mkdtempSync(join(tmpdir(), 'playable-baseline-'))
  try {
    const run = await timed(
      'bash',
      ['-c', `set -o pipefail; ${SHELL[kind]}`],
      { env: process.env, cwd: workspace },
      hasTime,
      scratch,
    )
    const file = join(workspace, 'out/baseline.txt')
    if (run.code !== 0) throw new Error(`The baseline failed (exit ${run.code}):\n${run.log.slice(-3000)}`)
    const outBytes = statSync(file).size
    rmSync(file)
    return { ms: run.ms, cpuMs: run.cpuMs, peakKiB: hasTime ? run.peakKiB : NaN, outBytes }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/**
 * Spawn → exit in milliseconds, under GNU time when there is one (its %M: the peak RSS of the process, or for a shell
 * pipeline the largest of its processes; %U + %S: its CPU seconds), its stdout and stderr kept.
 */
async function timed(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string },
  hasTime: boolean,
  scratch: string,
): Promise<{ code: number | null; ms: number; peakKiB: number; cpuMs: number; log: string }> {
  const report = join(scratch, 'time.txt')
  const [file, argv] = hasTime ? [TIME, ['-f', '%e %M %U %S', '-o', report, command, ...args]] : [command, args]
  const started = performance.now()
  const child = spawn(file, argv, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const code = await new Promise<number | null>(done => child.on('close', done))
  const ms = performance.now() - started
  const last = hasTime && existsSync(report) ? readFileSync(report, 'utf8').trim().split('\n').pop() : undefined
  const [, peak, user, system] = last?.split(' ') ?? []
  return { code, ms, peakKiB: Number(peak ?? NaN), cpuMs: (Number(user ?? NaN) + Number(system ?? NaN)) * 1000, log }
}

/**
 * Beside the stand-in's build, incompressible assets (random bytes) and compressible JSON and text, as
 * `files/assets/<id>/1/<name>`: about 100 MB in all, or 20 MB when quick.
 */
function addAssets(dir: string, quick: boolean): void {
  const blobs = quick ? 6 : 36
  for (let n = 0; n < blobs; n++) write(dir, `files/assets/${1000 + n}/1/blob${n}.bin`, randomBytes(BLOB_BYTES))
  const texts = quick ? 2 : 10
  for (let n = 0; n < texts; n++)
    write(
      dir,
      `files/assets/${2000 + n}/1/${n % 5 === 4 ? `notes${n}.txt` : `data${n}.json`}`,
      compressible(n, n % 5 === 4),
    )
}

function write(dir: string, path: string, bytes: Buffer): void {
  mkdirSync(join(dir, path, '..'), { recursive: true })
  writeFileSync(join(dir, path), bytes)
}

/** TEXT_BYTES of repetitive JSON (a scene's entities) or text (a log), with numbers that vary: gzip's ~5–10×. */
function compressible(seed: number, text: boolean): Buffer {
  const parts: string[] = []
  let length = 0
  let state = seed * 7919 + 1
  const next = (): number => (state = (state * 48271) % 2147483647) / 2147483647
  for (let i = 0; length < TEXT_BYTES; i++) {
    const part = text
      ? `frame ${i}: entity crate-${i % 500} moved to (${(next() * 100).toFixed(2)}, ${(next() * 10).toFixed(2)}, ${(next() * 100).toFixed(2)})\n`
      : `${i ? ',' : '['}{"id":${i},"name":"crate-${i % 500}","position":[${(next() * 100).toFixed(2)},${(next() * 10).toFixed(2)},${(next() * 100).toFixed(2)}],"rotation":[0,${Math.round(next() * 360)},0],"scale":[1,1,1],"tags":["prop","static"],"enabled":true}`
    parts.push(part)
    length += part.length
  }
  if (!text) parts.push(']')
  return Buffer.from(parts.join('')).subarray(0, text ? TEXT_BYTES : undefined)
}

function describeBuild(dir: string): Build {
  let bytes = 0
  let files = 0
  let largest = { path: '', bytes: 0 }
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) {
        const size = statSync(path).size
        bytes += size
        files++
        if (size > largest.bytes) largest = { path, bytes: size }
      }
    }
  }
  walk(dir)
  return { bytes, files, largest }
}
