/**
 * `npm run bench -- --fit [--quick] [--textures=N] [--baseline=REV]`: the playable action with `fit: true` on a build over AppLovin's 5 MB (the
 * stand-in's photo build, stand-ins/photo-app.ts: 3 photo-like PNG textures of 2048 × 2048 and a 20 s stereo WAV,
 * about 29 MB), its bundle spawned as a runner spawns it (stand-ins/runner.ts), beside the same work done by hand with
 * the machine's native tools: ImageMagick re-encoding each texture in the codec, at the quality and the size fit chose
 * for it (read from the step's summary, which fit's log lines also print, with the codec), and `lame` (else `ffmpeg`)
 * encoding the WAV as mono MP3 at fit's bitrate. Fit searches each texture's quality (encodes and SSIM of tiles, then
 * of the whole) and decodes its MP3 back; the native tools only encode, once each, at the answer: the ratio is what
 * finding the answer costs over knowing it. Beside both, the same action without fit (`network: html`,
 * `compress: true`, no limit) on the same build: packing alone. Each run is timed spawn → exit, its CPU (user +
 * system) and peak resident memory read by GNU time (`%U %S %M`; for the native tools, the largest process); without
 * GNU time the action's peak is its own VmHWM (bench/max-rss.mjs) and its CPU and the tools' are not measured. A
 * native tool missing is skipped, with the command that installs it. 3 rounds, in turns (`--quick`: 1). It never
 * fails on a time. `--textures=N`: the photo build with N textures rather than 3 (far over the limit, the shrink step
 * takes more of them). `--baseline=REV`: the same fit with REV's dist/ too, in turns.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { writePhotoApp } from '../stand-ins/photo-app.js'
import { runAction } from '../stand-ins/runner.js'
import { median, output, succeeds } from './measure.js'
import { distAt } from './startup.js'

const TIME = '/usr/bin/time'
const PEAK_HOOK = `--import=${pathToFileURL(resolve('bench/max-rss.mjs')).href}`
const INSTALL = 'sudo apt-get install -y imagemagick lame'
const MB = 1_000_000
/** One 2048 × 2048 texture decoded as RGBA: what fit holds at least while it works on one. */
const DECODED_BYTES = 2048 * 2048 * 4

/** What fit made of one file of the build, as its summary says. */
export interface Choice {
  /** The file's path in the build, and its new path when renamed (a WAV's MP3). */
  path: string
  renamed?: string
  kind: 'texture' | 'sound'
  codec?: 'JPEG' | 'WebP'
  quality?: number
  /** The texture's size after fit, when it shrank it. */
  side?: number
  kbps?: number
}

/** Fit's changes, read from the rows of the summary's "Fitted" table (pure). */
export function fitChoices(summary: string): Choice[] {
  const row =
    /<tr><td>[^<]*<br><code>([^<]+)<\/code>(?: → <code>([^<]+)<\/code>)?<\/td><td>(\w+)<\/td>(?:<td[^>]*>[^<]*<\/td>){2}<td>[^<]*<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g
  const choices: Choice[] = []
  for (const [, path = '', renamed, step, now = '', setting = ''] of summary.matchAll(row)) {
    const image = /^(\d+)×\d+ (JPEG|WebP)$/.exec(now)
    const quality = /quality (\d+)/.exec(setting)?.[1]
    if (image && (step === 'texture' || step === 'shrunk'))
      choices.push({
        path,
        kind: 'texture',
        codec: image[2] as 'JPEG' | 'WebP',
        ...(quality ? { quality: Number(quality) } : {}),
        ...(step === 'shrunk' ? { side: Number(image[1]) } : {}),
      })
    const kbps = /^MP3 mono, (\d+) kbps$/.exec(now)?.[1]
    if (kbps) choices.push({ path, ...(renamed ? { renamed } : {}), kind: 'sound', kbps: Number(kbps) })
  }
  return choices
}

/** Each file's bytes as the page carries it (base64 entries `["path","type","b64","…",…]`), by path (pure). */
export function pageFiles(page: string): Map<string, number> {
  const files = new Map<string, number>()
  for (const [, path = '', data = ''] of page.matchAll(/\["([^"]+)","[^"]*","b64","([A-Za-z0-9+/=]*)"/g))
    files.set(path, Buffer.from(data, 'base64').length)
  return files
}

interface Run {
  ms: number
  /** Seconds of CPU, user + system; NaN when not measured. */
  cpuS: number
  /** KiB; NaN when not measured. */
  peakKiB: number
}

interface FitRun extends Run {
  choices: Choice[]
  /** Bytes of each changed file after fit, by its path in the build. */
  after: Map<string, number>
  pageBytes: number
  log: string[]
}

interface NativeRun extends Run {
  after: Map<string, number>
  commands: string[]
  /** Wall time of each file's command, by path. */
  each: Map<string, number>
}

interface Tools {
  /** ImageMagick's command (`magick` or `convert`); undefined when missing. */
  image?: string
  sound?: 'lame' | 'ffmpeg'
}

export async function fitBench(options: { quick: boolean; textures?: number; baseline?: string }): Promise<void> {
  const rounds = options.quick ? 1 : 3
  const root = mkdtempSync(join(tmpdir(), 'fit-bench-'))
  const baseline = options.baseline ? join(distAt(options.baseline), 'playable', 'index.js') : undefined
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
    writePhotoApp(build, { textures: options.textures ?? 3 })
    const buildBytes = sizeOf(build)
    const tools = await nativeTools()
    const node = process.env.ACTION_NODE || process.execPath
    const wrapper = join(root, 'timed-node.sh')
    // The runner spawns `node bundle`: here GNU time runs node, and writes its figures where the bench reads them.
    writeFileSync(wrapper, `#!/bin/sh\nexec ${TIME} -f '%e %U %S %M' -o "$BENCH_TIME_REPORT" "$BENCH_NODE" "$@"\n`, {
      mode: 0o755,
    })
    console.log(
      `Machine: nproc ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, load ${loadavg()
        .map(n => n.toFixed(1))
        .join(
          ' ',
        )}; the action on node ${(await output(node, ['--version'])).trim()}; the build ${(buildBytes / MB).toFixed(1)} MB in ${tmpdir()}; ImageMagick: ${tools.image ? (await output(tools.image, ['-version'])).split('\n')[0]?.replace(/^Version: /, '') : 'missing'}; MP3: ${tools.sound ? ((await output(tools.sound, tools.sound === 'lame' ? ['--version'] : ['-version'])).split('\n')[0] ?? tools.sound) : 'missing'}; ${hasTime ? `${TIME} -f '%e %U %S %M'` : 'no GNU time: the action’s peak is its VmHWM, CPU unmeasured'}\n`,
    )

    const runs = {
      fit: [] as FitRun[],
      baseline: [] as FitRun[],
      pack: [] as Run[],
      native: [] as NativeRun[],
      floor: [] as number[],
    }
    for (let round = 0; round < rounds; round++) {
      const fit = await runFit(workspace, root, node, hasTime ? wrapper : undefined, true)
      runs.fit.push(fit)
      if (baseline)
        runs.baseline.push(await runFit(workspace, root, node, hasTime ? wrapper : undefined, true, baseline))
      runs.pack.push(await runFit(workspace, root, node, hasTime ? wrapper : undefined, false))
      if (tools.image || tools.sound) runs.native.push(await runNative(build, root, fit.choices, tools, hasTime))
      runs.floor.push(await bundleLoaded(node, hasTime, root))
    }

    const [first] = runs.fit
    if (!first) return
    console.log(`Fit's log (round 1):\n${first.log.map(line => `    ${line}`).join('\n')}\n`)
    const s = (ms: number): string => (ms / 1000).toFixed(2)
    const spread = (values: number[], format: (n: number) => string): string =>
      values.length > 1
        ? `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`
        : format(values[0] ?? NaN)
    const mib = (kib: number): string => (Number.isNaN(kib) ? '—' : ((kib * 1024) / MB).toFixed(0))
    const cpu = (n: number): string => (Number.isNaN(n) ? '—' : n.toFixed(2))
    const row = (name: string, list: Run[]): string =>
      `| ${name} | ${spread(
        list.map(r => r.ms),
        s,
      )} | ${spread(
        list.map(r => r.cpuS),
        cpu,
      )} | ${mib(Math.max(...list.map(r => r.peakKiB)))} |`
    console.log(
      `## Fit beside the native tools (${(buildBytes / MB).toFixed(1)} MB build → AppLovin, 5 MB; ${rounds} round${rounds > 1 ? 's' : ''}, median (min–max); MB = 10^6 bytes)\n`,
    )
    console.log('| run | wall (s) | CPU (s) | peak RSS (MB, max) |')
    console.log('|---|---|---|---|')
    console.log(row('the action, `fit: true` (`network: applovin`)', runs.fit))
    if (runs.baseline.length) console.log(row(`the action at ${options.baseline}, \`fit: true\``, runs.baseline))
    console.log(row('the action without fit (`network: html`, `compress: true`): packing alone', runs.pack))
    if (runs.native.length)
      console.log(
        row(
          `native: ${[tools.image ? `ImageMagick × ${first.choices.filter(c => c.kind === 'texture').length}` : '', tools.sound ?? ''].filter(Boolean).join(' + ')} (largest process)`,
          runs.native,
        ),
      )
    console.log(`| node importing the bundle, nothing run | — | — | ${mib(median(runs.floor))} |`)

    const fitMs = median(runs.fit.map(r => r.ms))
    const packMs = median(runs.pack.map(r => r.ms))
    if (runs.native.length) {
      const nativeMs = median(runs.native.map(r => r.ms))
      const ratio = fitMs / nativeMs
      const cpuRatio = median(runs.fit.map(r => r.cpuS)) / median(runs.native.map(r => r.cpuS))
      console.log(
        `\nFit ÷ native, wall: ${ratio.toFixed(1)}× ${ratio <= 3 ? '✓' : '✗'} ≤ 3×; CPU: ${cpuRatio.toFixed(1)}×; without the packing (the action's wall less packing alone): ${((fitMs - packMs) / nativeMs).toFixed(1)}×.${tools.image && tools.sound ? '' : ' (Only the tools found ran: the ratio leaves out what was skipped.)'}`,
      )
    }
    if (runs.baseline.length)
      console.log(
        `Fit ÷ fit at ${options.baseline}, wall: ${(fitMs / median(runs.baseline.map(r => r.ms))).toFixed(2)}×; CPU: ${(median(runs.fit.map(r => r.cpuS)) / median(runs.baseline.map(r => r.cpuS))).toFixed(2)}×.`,
      )
    const peak = Math.max(...runs.fit.map(r => r.peakKiB)) * 1024
    const over = peak - median(runs.floor) * 1024
    console.log(
      `Peak memory of fit: ${(peak / MB).toFixed(0)} MB, ${(over / MB).toFixed(0)} MB over node importing the bundle = ${(over / DECODED_BYTES).toFixed(1)} × one 2048² RGBA texture (${(DECODED_BYTES / MB).toFixed(1)} MB); the build is ${(buildBytes / MB).toFixed(1)} MB, the page ${(first.pageBytes / MB).toFixed(2)} MB.`,
    )

    const bytes = (n: number | undefined): string => (n === undefined ? '—' : n.toLocaleString('en'))
    const [native] = runs.native
    console.log(
      '\n## Each file (round 1): bytes before, after fit, after the native tools at fit’s settings; native time\n',
    )
    console.log('| file | before | fit chose | after fit | native | after native | native ÷ fit | native time (s) |')
    console.log('|---|---|---|---|---|---|---|---|')
    for (const choice of first.choices) {
      const before = statSync(join(build, choice.path)).size
      const fitted = first.after.get(choice.path)
      const made = native?.after.get(choice.path)
      const chose =
        choice.kind === 'texture'
          ? `${choice.codec} q${choice.quality ?? '?'}${choice.side ? `, ${choice.side}²` : ', same size'}`
          : `MP3 mono ${choice.kbps} kbps`
      const command = native?.commands.find(c => c.includes(choice.path)) ?? ''
      console.log(
        `| ${choice.path} | ${bytes(before)} | ${chose} | ${bytes(fitted)} | ${command ? `\`${command.split(' ')[0]}\`` : 'skipped'} | ${bytes(made)} | ${made && fitted ? (made / fitted).toFixed(2) : '—'} | ${native?.each.has(choice.path) ? s(native.each.get(choice.path) ?? NaN) : '—'} |`,
      )
    }
    if (native)
      console.log(`\nThe native commands (in ${root}/native):\n${native.commands.map(c => `    ${c}`).join('\n')}`)
  } finally {
    process.off('SIGINT', interrupted)
    clean()
    if (baseline) rmSync(dirname(dirname(dirname(baseline))), { recursive: true, force: true })
  }
}

/** The playable action as a runner runs it: with fit for AppLovin, or packing alone (`network: html`). */
async function runFit(
  workspace: string,
  root: string,
  node: string,
  wrapper: string | undefined,
  fit: boolean,
  bundle?: string,
): Promise<FitRun> {
  const runnerTemp = mkdtempSync(join(root, 'runner-temp-'))
  const report = join(root, 'time.txt')
  rmSync(report, { force: true })
  try {
    const result = await runAction({
      action: 'playable',
      inputs: fit
        ? { directory: 'build', network: 'applovin', fit: 'true', output: 'out' }
        : { directory: 'build', network: 'html', compress: 'true', output: 'out' },
      workspace,
      runnerTemp,
      node: wrapper ?? node,
      ...(bundle ? { bundle } : {}),
      env: wrapper ? { BENCH_TIME_REPORT: report, BENCH_NODE: node } : { NODE_OPTIONS: PEAK_HOOK },
    })
    const page = result.outputs.file ?? ''
    if (result.code !== 0 || !existsSync(page))
      throw new Error(`The action failed (exit ${result.code}):\n${(result.stdout + result.stderr).slice(-3000)}`)
    const text = readFileSync(page, 'latin1')
    rmSync(page)
    const [, user, system, peak] = (existsSync(report) ? readFileSync(report, 'utf8') : '')
      .trim()
      .split('\n')
      .pop()
      ?.split(' ')
      .map(Number) ?? [NaN, NaN, NaN, NaN]
    const hwm = Number(/vm-hwm-kib (\d+)/.exec(result.stderr)?.[1] ?? NaN)
    const choices = fit ? fitChoices(result.summary) : []
    const files = pageFiles(text)
    return {
      ms: result.elapsedMs,
      cpuS: (user ?? NaN) + (system ?? NaN),
      peakKiB: wrapper ? (peak ?? NaN) : hwm,
      choices,
      after: new Map(choices.map(c => [c.path, files.get(c.renamed ?? c.path) ?? NaN])),
      pageBytes: text.length,
      log: result.stdout.split('\n').filter(line => / → /.test(line)),
    }
  } finally {
    rmSync(runnerTemp, { recursive: true, force: true })
  }
}

/** Fit's choices done by hand, one command a file, in turn; each timed, its peak read. */
async function runNative(
  build: string,
  root: string,
  choices: Choice[],
  tools: Tools,
  hasTime: boolean,
): Promise<NativeRun> {
  const out = join(root, 'native')
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out)
  const run: NativeRun = { ms: 0, cpuS: 0, peakKiB: 0, after: new Map(), commands: [], each: new Map() }
  for (const [n, choice] of choices.entries()) {
    const input = join(build, choice.path)
    let argv: string[] | undefined
    let target = ''
    if (choice.kind === 'texture' && tools.image && choice.quality !== undefined) {
      target = join(out, `${n}.${choice.codec === 'JPEG' ? 'jpg' : 'webp'}`)
      // As fit's encoders: MozJPEG progressive 4:2:0; libwebp at method 4 (ImageMagick's default).
      const jpeg = choice.codec === 'JPEG' ? ['-sampling-factor', '4:2:0', '-interlace', 'JPEG'] : []
      const resize = choice.side ? ['-resize', `${choice.side}x${choice.side}`] : []
      argv = [tools.image, input, ...resize, '-strip', ...jpeg, '-quality', String(choice.quality), target]
    } else if (choice.kind === 'sound' && tools.sound) {
      target = join(out, `${n}.mp3`)
      const kbps = String(choice.kbps ?? 64)
      argv =
        tools.sound === 'lame'
          ? ['lame', '--quiet', '-m', 'm', '-b', kbps, input, target]
          : ['ffmpeg', '-v', 'error', '-y', '-i', input, '-ac', '1', '-b:a', `${kbps}k`, target]
    }
    if (!argv) continue
    const timed = await timedCommand(argv, join(root, 'native-time.txt'), hasTime)
    if (timed.code !== 0) throw new Error(`${argv.join(' ')} failed (exit ${timed.code}):\n${timed.log.slice(-2000)}`)
    run.ms += timed.ms
    run.cpuS += timed.cpuS
    run.peakKiB = Math.max(run.peakKiB, timed.peakKiB)
    run.each.set(choice.path, timed.ms)
    run.after.set(choice.path, statSync(target).size)
    run.commands.push(argv.map(arg => (arg.startsWith(root) ? relative(root, arg) : arg)).join(' '))
  }
  return run
}

/** Spawn → exit in milliseconds, with GNU time's CPU and peak RSS of the command when there is GNU time. */
async function timedCommand(
  argv: string[],
  report: string,
  hasTime: boolean,
): Promise<Run & { code: number | null; log: string }> {
  const [command = '', ...args] = hasTime ? [TIME, '-f', '%U %S %M', '-o', report, ...argv] : argv
  const started = performance.now()
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const code = await new Promise<number | null>(done => child.on('close', done))
  const ms = performance.now() - started
  const [user = NaN, system = NaN, peak = NaN] = hasTime
    ? (readFileSync(report, 'utf8').trim().split('\n').pop()?.split(' ').map(Number) ?? [])
    : []
  return { code, ms, cpuS: user + system, peakKiB: peak, log }
}

/** Peak RSS (KiB) of the action's node importing the bundle and nothing more: the floor under every run. */
async function bundleLoaded(node: string, hasTime: boolean, root: string): Promise<number> {
  const script = `await import(${JSON.stringify(pathToFileURL(resolve('dist/actions/index.js')).href)})`
  const run = await timedCommand(
    [node, ...(hasTime ? [] : [PEAK_HOOK]), '--input-type=module', '-e', script],
    join(root, 'floor-time.txt'),
    hasTime,
  )
  return hasTime ? run.peakKiB : Number(/vm-hwm-kib (\d+)/.exec(run.log)?.[1] ?? NaN)
}

/** ImageMagick (7's `magick`, else 6's `convert`, told apart from other tools of that name) and lame, else ffmpeg. */
async function nativeTools(): Promise<Tools> {
  const tools: Tools = {}
  for (const name of ['magick', 'convert'])
    if (/ImageMagick/.test(await output(name, ['-version']).catch(() => ''))) {
      tools.image = name
      break
    }
  if (/LAME/.test(await output('lame', ['--version']).catch(() => ''))) tools.sound = 'lame'
  else if (/ffmpeg version/.test(await output('ffmpeg', ['-version']).catch(() => ''))) tools.sound = 'ffmpeg'
  if (!tools.image) console.log(`ImageMagick not found: the textures' baseline is skipped (\`${INSTALL}\`).`)
  if (!tools.sound) console.log(`Neither lame nor ffmpeg found: the sound's baseline is skipped (\`${INSTALL}\`).`)
  return tools
}

function sizeOf(dir: string): number {
  let bytes = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size
  return bytes
}
