/**
 * `npm run bench -- --verify [--quick]`: verify-app (its bundle, spawned as a runner runs it) beside a bare headless
 * screenshot of the same page, in one run. The page is the stand-in's real app build (stand-ins/app-build.ts, the
 * real engine) with one script that turns the root each frame, served over http on 127.0.0.1. The action is given its
 * url (and once its folder); the baseline is `chromium --headless --screenshot` of the url, and again with
 * `--virtual-time-budget=1000`. Each is run `runs` times, in turns, wall time spawn → exit. It prints medians, min and
 * max, the ratio, where the action's time goes (read from outside: its log lines, the profile folder it makes and
 * removes in RUNNER_TEMP, its outputs), and the machine; it never fails on a time.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, watch } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join, relative } from 'node:path'
import { runAction } from '../stand-ins/runner.js'
import { readEngine } from '../stand-ins/app-build.js'
import { SPIN_JS, writeApp } from '../stand-ins/app-folder.js'
import { CHROMIUM, requireChromium, serveFolder } from '../stand-ins/browser.js'
import { median } from './measure.js'

/** verify-app's entry file, and the bundle of every action it imports. */
const ENTRY = 'dist/verify-app/index.js'
const BUNDLE = 'dist/actions/index.js'
/** The action's window (src/browser/launch.ts), given to the baseline too. */
const WINDOW = '--window-size=1280,720'
/**
 * What a bare headless screenshot needs here: `--no-sandbox` (as root, or under Ubuntu 24.04's AppArmor, Chromium
 * refuses to start without it) and WebGL on SwiftShader as the action has it (without `--enable-unsafe-swiftshader`
 * Chromium falls back to it only with a deprecation error). `--disable-gpu-sandbox` adds nothing beside
 * `--no-sandbox`.
 */
const BARE_ARGS = ['--headless', '--no-sandbox', '--enable-unsafe-swiftshader', WINDOW]
/**
 * Virtual time: Chromium waits until 1 s of the page's virtual clock has passed (it stands still while requests are
 * open) before the screenshot. A budget of 0 hung (over a minute, twice, killed).
 */
const VIRTUAL_TIME = '--virtual-time-budget=1000'
/** A baseline that has not exited by then is killed (with every process it started) and counted as failed. */
const BARE_LIMIT_MS = 120_000
/** The action's own bound is its timeout (120 s) and 60 s for the browser: past this it is sent SIGTERM (a cancel). */
const ACTION_LIMIT_MS = 240_000

type Kind = 'action' | 'bare' | 'virtual'
const KINDS: readonly Kind[] = ['action', 'bare', 'virtual']
const LABELS: Record<Kind, string> = {
  action: 'verify-app, `url` (bundle, spawn → exit)',
  bare: '`chromium --headless --screenshot` (spawn → exit)',
  virtual: `the same, with \`${VIRTUAL_TIME}\``,
}

/** Milliseconds from the action's spawn to each thing seen of it from outside; NaN when not seen. */
interface Marks {
  /** Its browser profile folder made in RUNNER_TEMP (just before the browser is spawned). */
  profile: number
  /** "Opening … in <browser>": the browser started and answered. */
  opening: number
  /** RUNNER_TEMP/verify-app made, to write the screenshot in: the app passed (or failed) and the page was captured. */
  shot: number
  /** The profile folder removed: the browser closed (the last thing it does before it ends). */
  closed: number
  exit: number
}

export interface ActionRun {
  ok: boolean
  wallMs: number
  marks: Marks
  /** Seconds, the output: from the navigation to the app's start, by the page's clock. */
  startedIn: number
  outputs: Record<string, string>
  /** The browser named in its log. */
  browser: string
  screenshot?: Buffer
  /** Its warning when it gave no screenshot. */
  noShot?: string
  why?: string
}

export interface BareRun {
  ok: boolean
  wallMs: number
  screenshot?: Buffer
  why?: string
}

/** verify-app, spawned as a runner runs it, with its own RUNNER_TEMP watched for its profile folder. */
export async function actionRun(root: string, bundle: string, inputs: Record<string, string>): Promise<ActionRun> {
  const temp = mkdtempSync(join(root, 'runner-temp-'))
  const seen: Record<string, number> = {}
  const note = (what: string): void => void (seen[what] ??= Date.now())
  const watcher = watch(temp, (_event, name) => {
    if (name?.startsWith('verify-app-profile-')) note(existsSync(join(temp, name)) ? 'profile' : 'closed')
    else if (name === 'verify-app') note('shot')
  })
  try {
    const result = await runAction({
      action: 'verify-app',
      bundle,
      inputs,
      signal: { name: 'SIGTERM', afterMs: ACTION_LIMIT_MS },
      workspace: join(root, 'workspace'),
      runnerTemp: temp,
      onOutput: stdout => {
        if (stdout.includes('Opening ')) note('opening')
      },
    })
    const exit = Date.now()
    const spawned = exit - result.elapsedMs
    const at = (what: string): number => (seen[what] ?? NaN) - spawned
    const shotFile = result.outputs.screenshot
    return {
      ok: result.code === 0,
      wallMs: result.elapsedMs,
      marks: {
        profile: at('profile'),
        opening: at('opening'),
        shot: at('shot'),
        closed: at('closed'),
        exit: result.elapsedMs,
      },
      startedIn: Number(result.outputs['started-in'] || NaN),
      outputs: result.outputs,
      browser: / in (.+)$/m.exec(/^Opening .*$/m.exec(result.stdout)?.[0] ?? '')?.[1] ?? '?',
      screenshot: shotFile && existsSync(shotFile) ? readFileSync(shotFile) : undefined,
      noShot: /^::warning::(No screenshot.*)$/m.exec(result.stdout)?.[1],
      why: result.code === 0 ? undefined : `exit ${result.code}: ${result.stdout.slice(-600)}${result.stderr}`,
    }
  } finally {
    watcher.close()
    rmSync(temp, { recursive: true, force: true })
  }
}

/** Chromium's own `--screenshot` of `url` with a fresh profile, spawn → exit of the browser's process. */
export async function bareRun(root: string, url: string, extra: string[]): Promise<BareRun> {
  const dir = mkdtempSync(join(root, 'bare-'))
  const file = join(dir, 'screenshot.png')
  const args = [...BARE_ARGS, ...extra, `--screenshot=${file}`, `--user-data-dir=${join(dir, 'profile')}`, url]
  try {
    const started = Date.now()
    // Its own process group, so that a hung one is killed with its GPU and renderer processes.
    const child = spawn(CHROMIUM, args, { detached: true, stdio: 'ignore' })
    const timer = setTimeout(() => killGroup(child), BARE_LIMIT_MS)
    const code = await new Promise<number | string>(done => {
      child.once('exit', (exitCode, signal) => done(exitCode ?? signal ?? '?'))
      child.once('error', error => done(error.message))
    })
    const wallMs = Date.now() - started
    clearTimeout(timer)
    killGroup(child)
    const screenshot = existsSync(file) ? readFileSync(file) : undefined
    const size = screenshot ? pngSize(screenshot) : undefined
    const ok = code === 0 && size === '1280×720'
    return { ok, wallMs, screenshot, why: ok ? undefined : `exit ${code}, screenshot ${size ?? 'none'}` }
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

/** Kills what the baseline left (its process group, by the browser's pid); nothing when it is gone. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

/** A PNG's width × height, from its IHDR chunk; undefined when it is no PNG. */
export function pngSize(png: Buffer): string | undefined {
  if (png.length < 24 || png.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return undefined
  return `${png.readUInt32BE(16)}×${png.readUInt32BE(20)}`
}

export const load = (): string => (loadavg()[0] ?? NaN).toFixed(2)
export const s = (ms: number): string => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—')
const mark = (ok: boolean): string => (ok ? '✓' : '✗')

export function printMachine(): void {
  const chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, ${chromium.trim()}`,
  )
}

/**
 * A copy of dist/ (or of `dist`, another build of it) as it is now, run for every measurement (a rebuild of dist/ while the bench runs changes nothing
 * here); printed with whether its bundle is the one committed at HEAD. Returns verify-app's entry file in the copy.
 */
export function snapshotBundle(root: string, dist = 'dist', name = 'bundle'): string {
  const dir = join(root, name)
  cpSync(dist, dir, { recursive: true })
  const bytes = readFileSync(join(dir, relative('dist', BUNDLE)))
  const sha = (data: Buffer): string => createHash('sha256').update(data).digest('hex')
  let which = 'not in a git checkout'
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim()
    const committed = execFileSync('git', ['show', `HEAD:${BUNDLE}`], { stdio: 'pipe', maxBuffer: 64 * 2 ** 20 })
    which = sha(committed) === sha(bytes) ? `the one committed at ${head}` : `NOT the one committed at ${head}`
  } catch {
    // No git, or no such file committed: said as it is.
  }
  console.log(
    `Bundle: ${BUNDLE} (${(bytes.length / 1024).toFixed(0)} KiB, sha256 ${sha(bytes).slice(0, 12)}), ${which}\n`,
  )
  return join(dir, relative('dist', ENTRY))
}

/** Files and bytes under `dir`. */
function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(join(dir, name))
    if (!stat.isFile()) continue
    files++
    bytes += stat.size
  }
  return { files, bytes }
}

interface Phase {
  label: string
  of: (run: ActionRun) => number
}

/** Where the action's time goes, each phase between two things seen of it from outside. */
const PHASES: readonly Phase[] = [
  {
    label: 'spawn → profile folder made (node, the bundle loaded, inputs, the browser found; `directory`: served)',
    of: r => r.marks.profile,
  },
  { label: '→ the browser answers (its start; the "Opening …" line)', of: r => r.marks.opening - r.marks.profile },
  {
    label: '→ the page captured (a tab, the navigation, the app to its start, its frames, the screenshot)',
    of: r => r.marks.shot - r.marks.opening,
  },
  {
    label: "    of which navigation → the app's start (output `started-in`, the page's clock, 0.1 s steps)",
    of: r => r.startedIn * 1000,
  },
  {
    label: '    of which the rest (the tab and navigation begun, frames after the start, the screenshot)',
    of: r => r.marks.shot - r.marks.opening - r.startedIn * 1000,
  },
  {
    label: '→ the browser closed, its profile removed (screenshot and summary written)',
    of: r => r.marks.closed - r.marks.shot,
  },
  { label: '→ the process exits', of: r => r.marks.exit - r.marks.closed },
]

export async function verifyBench({ runs }: { runs: number }): Promise<void> {
  requireChromium()
  printMachine()
  const root = mkdtempSync(join(tmpdir(), 'bench-verify-'))
  try {
    const bundle = snapshotBundle(root)
    mkdirSync(join(root, 'workspace'))
    const app = writeApp(join(root, 'workspace', 'app'), { scripts: { 'spin.js': SPIN_JS } })
    const served = await serveFolder(app)
    try {
      const size = folderSize(app)
      console.log(
        `Page: the stand-in's build of a one-scene project (engine ${readEngine().version}, ${size.files} files, ` +
          `${(size.bytes / 1024).toFixed(0)} KiB), one script (spin.js) turning the root each frame, served at ${served.url}\n`,
      )
      const before = load()
      const measured = await measure(root, bundle, served.url, runs)
      console.log(
        `Load average (1 min): ${before} at the start, ${load()} at the end (others' work shares the cores)\n`,
      )
      printComparison(measured)
      printBreakdown(measured)
    } finally {
      await served.close()
    }
  } finally {
    rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

interface Measured {
  runs: number
  action: ActionRun[]
  bare: BareRun[]
  virtual: BareRun[]
  /** verify-app given the folder, once, after the rounds. */
  folder: ActionRun
}

/** One unmeasured baseline, then `runs` rounds of the three in turns, then the action once on the folder. */
async function measure(root: string, bundle: string, url: string, runs: number): Promise<Measured> {
  // Unmeasured: Chromium's files and the page's into the page cache, for whichever kind comes first.
  await bareRun(root, url, [])
  const action: ActionRun[] = []
  const bare: BareRun[] = []
  const virtual: BareRun[] = []
  for (let round = 0; round < runs; round++) {
    // In turns, the first kind rotating each round, so that a slow spell of the machine falls on all of them.
    for (let k = 0; k < KINDS.length; k++) {
      const kind = KINDS[(round + k) % KINDS.length] as Kind
      if (kind === 'action') action.push(await actionRun(root, bundle, { url }))
      else if (kind === 'bare') bare.push(await bareRun(root, url, []))
      else virtual.push(await bareRun(root, url, [VIRTUAL_TIME]))
    }
  }
  const folder = await actionRun(root, bundle, { directory: 'app' })
  return { runs, action, bare, virtual, folder }
}

const cell = (run: { ok: boolean; wallMs: number }): string => `${s(run.wallMs)}${run.ok ? '' : ' (failed)'}`

function printComparison({ runs, action, bare, virtual, folder }: Measured): void {
  const all: Record<Kind, readonly (ActionRun | BareRun)[]> = { action, bare, virtual }
  const bareMedian = median(bare.map(r => r.wallMs))
  const ratio = (ms: number): string => `${(ms / bareMedian).toFixed(2)}×`
  console.log(`## verify-app beside a bare headless screenshot (${runs} runs each, in turns; wall time)\n`)
  console.log('| | median | min | max | ÷ bare screenshot | failed |')
  console.log('|---|---|---|---|---|---|')
  for (const kind of KINDS) {
    const t = all[kind].map(r => r.wallMs)
    const failed = all[kind].filter(r => !r.ok).length
    console.log(
      `| ${LABELS[kind]} | ${s(median(t))} | ${s(Math.min(...t))} | ${s(Math.max(...t))} | ${ratio(median(t))} | ${failed}/${t.length} |`,
    )
  }
  console.log(
    `| verify-app, \`directory\` (served by the action; 1 run) | ${s(folder.wallMs)} | — | — | ${ratio(folder.wallMs)} | ${folder.ok ? 0 : 1}/1 |`,
  )
  const actionMedian = median(action.map(r => r.wallMs))
  const actionRatio = actionMedian / bareMedian
  console.log(
    `\ngoal: at most 1.5× the bare screenshot — verify-app's median is ${actionRatio.toFixed(2)}× its median ${mark(actionRatio <= 1.5)}` +
      ` (${(actionMedian / median(virtual.map(r => r.wallMs))).toFixed(2)}× the virtual-time one's)`,
  )

  console.log('\n## Each round (spawn → exit)\n')
  console.log('| round | verify-app | started-in | frames | bare screenshot | with virtual time |')
  console.log('|---|---|---|---|---|---|')
  for (let i = 0; i < runs; i++) {
    const a = action[i] as ActionRun
    console.log(
      `| ${i + 1} | ${cell(a)} | ${a.outputs['started-in'] || '—'} s | ${a.outputs.frames ?? '—'} | ${cell(bare[i] as BareRun)} | ${cell(virtual[i] as BareRun)} |`,
    )
  }
  console.log(
    `| \`directory\` | ${cell(folder)} | ${folder.outputs['started-in'] || '—'} s | ${folder.outputs.frames ?? '—'} | | |`,
  )
}

function printBreakdown({ runs, action, bare, virtual, folder }: Measured): void {
  console.log(`\n## Where verify-app's time goes (\`url\`: ${runs} runs; \`directory\`: 1 run)\n`)
  console.log('| phase | `url` median | min | max | `directory` |')
  console.log('|---|---|---|---|---|')
  for (const phase of PHASES) {
    const values = action.map(phase.of).filter(Number.isFinite)
    const [min, max] = values.length ? [Math.min(...values), Math.max(...values)] : [NaN, NaN]
    console.log(
      `| ${phase.label} | ${s(values.length ? median(values) : NaN)} | ${s(min)} | ${s(max)} | ${s(phase.of(folder))} |`,
    )
  }
  const first = action[0]
  const outputs = first?.outputs ?? {}
  const sameShot = (run: BareRun): boolean =>
    run.screenshot !== undefined && first?.screenshot !== undefined && run.screenshot.equals(first.screenshot)
  console.log(
    `\nverify-app: browser ${first?.browser ?? '?'}, device ${outputs.device || 'none'}, errors ${outputs.errors ?? '?'}, ` +
      `screenshot ${first?.screenshot ? pngSize(first.screenshot) : 'none'}; frames asked: 60 (the default).`,
  )
  const same = bare.filter(sameShot).length + virtual.filter(sameShot).length
  console.log(
    `Bare screenshots byte-identical to verify-app's first (the scene's clear colour, so the app had drawn): ` +
      `${bare.filter(sameShot).length}/${runs}, with virtual time ${virtual.filter(sameShot).length}/${runs}` +
      `${same < 2 * runs ? '; the others differ (one looked at by hand showed the loading screen: the app had not drawn yet)' : ''}.`,
  )
  console.log(
    [
      '',
      'What the baseline does not do: Chromium takes its screenshot once the page has loaded. It does not wait for the',
      "engine's application to start or to draw frames, and it checks nothing: a page that throws, lacks a file or has",
      "no WebGL (or a 404) gives a PNG and exit 0 all the same. With virtual time it waits for 1 s of the page's own",
      'virtual clock (which stands still while requests are open), and still checks nothing. verify-app watches the',
      'app to its start and 60 frames, and fails on an uncaught error, a failed request, no WebGL or a null device.',
    ].join('\n'),
  )
  for (const run of [...action, folder]) if (run.why) console.log(`\nverify-app failed: ${run.why}`)
  for (const run of [...bare, ...virtual]) if (run.why) console.log(`\nA baseline failed: ${run.why}`)
}
