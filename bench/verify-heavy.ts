/**
 * `npm run bench -- --verify --heavy [--quick] [--baseline=REV]`: verify-app on the heavy stand-in game
 * (stand-ins/heavy-game.ts: over 3,000 draw calls a frame with its shadow pass, and its bodies' physics on the main
 * thread) beside a bare headless screenshot of the same page, and, with `--baseline`, beside the verify-app bundle
 * committed at REV, in turns. First, what one frame of the game costs in verify-app's browser and why: seconds a
 * frame, the main thread's share of it and CPU-seconds a frame, in verify-app's window and with one thing changed
 * (the window's size, the device pixel ratio, a browser flag, verify-app's probe every 100 ms, the game's shadows).
 * It never fails on a time.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { Cdp } from '../src/browser/cdp.js'
import { browserArgs } from '../src/browser/launch.js'
import { PROBE } from '../src/verifying/page-probe.js'
import { HEAVY_DEFAULTS, type HeavyGame, writeHeavyGame } from '../stand-ins/heavy-game.js'
import { CHROMIUM, requireChromium, serveFolder } from '../stand-ins/browser.js'
import { distAt } from './startup.js'
import {
  type ActionRun,
  type BareRun,
  actionRun,
  bareRun,
  load,
  pngSize,
  printMachine,
  s,
  snapshotBundle,
} from './verify.js'
import { median } from './measure.js'

/** Frames verify-app is asked for: the run of the real game. */
const FRAMES = 20

/** One way of opening the game, for the frame's cost. */
interface Setting {
  label: string
  width?: number
  height?: number
  scale?: number
  flags?: string[]
  /** verify-app's PROBE evaluated every 100 ms, as its looks are. */
  probe?: boolean
  /** The game built otherwise. */
  game?: HeavyGame
}

const SETTINGS: readonly Setting[] = [
  { label: "verify-app's browser: 1280×720, device pixel ratio 1, its flags" },
  { label: '+ its probe every 100 ms, as it looks', probe: true },
  { label: 'a 640×360 window', width: 640, height: 360 },
  { label: 'device pixel ratio 2 (the game draws at it)', scale: 2 },
  { label: '+ `--use-angle=swiftshader`', flags: ['--use-angle=swiftshader'] },
  { label: 'the game without shadows', game: { shadows: false } },
  { label: 'the game without its physics', game: { steps: 0 } },
]

/** Records each frame of the app: its start, and the main thread's time in it (frameupdate → frameend). */
const TICKS = `(() => {
  const ticks = [];
  Object.defineProperty(window, '__benchTicks', { value: ticks });
  const look = () => {
    const app = window.pc && window.pc.AppBase && window.pc.AppBase.getApplication();
    if (!app) return requestAnimationFrame(look);
    let start = 0;
    app.on('frameupdate', () => { start = performance.now(); });
    app.on('frameend', () => { ticks.push([start, performance.now() - start]); });
  };
  requestAnimationFrame(look);
})()`

interface FrameCost {
  /** Median seconds from one frame's start to the next's. */
  frameMs: number
  /** Median main-thread milliseconds of one frame (the app's update and its draw calls issued). */
  mainMs: number
  /** CPU-seconds of every process of the browser, a frame. */
  cpuMs: number
  drawCalls: number
  frames: number
}

/** CPU milliseconds of every process in the group `pgid` (the browser and every process it started). */
function groupCpuMs(pgid: number): number {
  let ticks = 0
  for (const pid of readdirSync('/proc').filter(name => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // Gone meanwhile.
    }
  }
  // USER_HZ is 100 on Linux.
  return ticks * 10
}

/** The game opened in verify-app's browser (its flags, `setting`'s changes), `measured` frames after `warm` timed. */
export async function frameCost(url: string, setting: Setting, warm = 2, measured = 5): Promise<FrameCost> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-heavy-profile-'))
  const width = setting.width ?? 1280
  const height = setting.height ?? 720
  const args = browserArgs(profile).map(arg =>
    arg.startsWith('--window-size=') ? `--window-size=${width},${height}` : arg,
  )
  args.splice(args.length - 1, 0, ...(setting.flags ?? []))
  const child: ChildProcess = spawn(CHROMIUM, args, {
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  })
  const cdp = new Cdp(child.stdio[3] as Writable, child.stdio[4] as Readable)
  try {
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' })
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true })
    const send = (method: string, params: Record<string, unknown> = {}) =>
      cdp.send(method, params, String(sessionId), 120_000)
    await send('Emulation.setDeviceMetricsOverride', {
      width,
      height,
      deviceScaleFactor: setting.scale ?? 1,
      mobile: false,
    })
    await send('Page.enable')
    await send('Page.addScriptToEvaluateOnNewDocument', { source: TICKS })
    await send('Page.navigate', { url })
    const count = async (): Promise<number> => {
      const answer = await send('Runtime.evaluate', {
        expression: 'window.__benchTicks ? window.__benchTicks.length : 0',
        returnByValue: true,
      })
      return Number((answer.result as { value?: unknown } | undefined)?.value ?? 0)
    }
    const until = async (frames: number): Promise<void> => {
      const limit = Date.now() + 180_000
      while ((await count()) < frames && Date.now() < limit) {
        if (setting.probe) await send('Runtime.evaluate', { expression: PROBE, returnByValue: true })
        await sleep(100)
      }
    }
    await until(warm)
    const cpuBefore = groupCpuMs(child.pid ?? 0)
    await until(warm + measured)
    const cpuAfter = groupCpuMs(child.pid ?? 0)
    const answer = await send('Runtime.evaluate', {
      expression: `(() => {
        const app = window.pc && window.pc.AppBase.getApplication();
        const draws = app && app.stats && app.stats.drawCalls ? app.stats.drawCalls.total : 0;
        return { ticks: window.__benchTicks || [], draws };
      })()`,
      returnByValue: true,
    })
    const value = (answer.result as { value?: { ticks: [number, number][]; draws: number } } | undefined)?.value
    if (!value) throw new Error(`The page did not answer its frames: ${JSON.stringify(answer).slice(0, 300)}`)
    const { ticks, draws } = value
    const timed = ticks.slice(warm - 1, warm + measured)
    const gaps = timed.slice(1).map((tick, i) => tick[0] - (timed[i] as [number, number])[0])
    return {
      frameMs: median(gaps),
      mainMs: median(timed.slice(1).map(tick => tick[1])),
      cpuMs: (cpuAfter - cpuBefore) / Math.max(1, gaps.length),
      drawCalls: draws,
      frames: gaps.length,
    }
  } finally {
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL')
    } catch {
      // Gone.
    }
    await sleep(200)
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

export async function verifyHeavyBench({ runs, baseline }: { runs: number; baseline?: string }): Promise<void> {
  requireChromium()
  printMachine()
  const root = mkdtempSync(join(tmpdir(), 'bench-verify-heavy-'))
  try {
    const bundle = snapshotBundle(root)
    const before = baseline ? snapshotBundle(root, distAt(baseline), 'baseline') : undefined
    mkdirSync(join(root, 'workspace'))
    const games = new Map<string, string>()
    const gameUrl = async (game: HeavyGame = {}): Promise<{ url: string; close: () => Promise<void> }> => {
      const key = JSON.stringify(game)
      let dir = games.get(key)
      if (!dir) {
        dir = writeHeavyGame(join(root, 'workspace', `game-${games.size}`), game)
        games.set(key, dir)
      }
      return serveFolder(dir)
    }
    const served = await gameUrl()
    try {
      console.log(
        `Page: the heavy stand-in game (stand-ins/heavy-game.ts: ${HEAVY_DEFAULTS.props} props, ${HEAVY_DEFAULTS.bodies} bodies, ` +
          `${HEAVY_DEFAULTS.steps} physics steps a frame, shadows), served at ${served.url}\n`,
      )
      console.log(`Load average (1 min): ${load()} at the start\n`)
      console.log("## What one frame costs, and why (verify-app's browser; one thing changed a row)\n")
      console.log(
        '| setting | seconds a frame | main thread a frame | CPU-seconds a frame | draw calls | frames timed | load |',
      )
      console.log('|---|---|---|---|---|---|---|')
      for (const setting of SETTINGS) {
        const page = setting.game ? await gameUrl(setting.game) : served
        try {
          const cost = await frameCost(page.url, setting)
          console.log(
            `| ${setting.label} | ${s(cost.frameMs)} | ${s(cost.mainMs)} | ${s(cost.cpuMs)} | ${cost.drawCalls} | ${cost.frames} | ${load()} |`,
          )
        } finally {
          if (page !== served) await page.close()
        }
      }

      console.log(
        `\n## verify-app (frames: ${FRAMES}) beside a bare headless screenshot of the same page (${runs} runs each, in turns; wall time)\n`,
      )
      const kinds: { label: string; run: () => Promise<ActionRun | BareRun> }[] = [
        {
          label: 'verify-app, this bundle',
          run: () => actionRun(root, bundle, { url: served.url, frames: String(FRAMES) }),
        },
        ...(before
          ? [
              {
                label: `verify-app, the bundle committed at ${baseline}`,
                run: () => actionRun(root, before, { url: served.url, frames: String(FRAMES) }),
              },
            ]
          : []),
        { label: '`chromium --headless --screenshot`', run: () => bareRun(root, served.url, []) },
      ]
      const results: (ActionRun | BareRun)[][] = kinds.map(() => [])
      for (let round = 0; round < runs; round++)
        for (let k = 0; k < kinds.length; k++) {
          const index = (round + k) % kinds.length
          results[index]?.push(await (kinds[index] as (typeof kinds)[number]).run())
        }
      const bareMedian = median((results.at(-1) ?? []).map(run => run.wallMs))
      console.log(
        '| | median | min | max | ÷ bare | seconds a frame (from the start to the picture) | screenshot | failed |',
      )
      console.log('|---|---|---|---|---|---|---|---|')
      kinds.forEach((kind, k) => {
        const all = results[k] ?? []
        const times = all.map(run => run.wallMs)
        const perFrame = all
          .filter((run): run is ActionRun => 'marks' in run)
          .map(run => (run.marks.shot - run.marks.opening - run.startedIn * 1000) / FRAMES)
        const shots = all.filter(run => run.screenshot && pngSize(run.screenshot) === '1280×720').length
        console.log(
          `| ${kind.label} | ${s(median(times))} | ${s(Math.min(...times))} | ${s(Math.max(...times))} | ${(median(times) / bareMedian).toFixed(2)}× | ${perFrame.length ? s(median(perFrame)) : '—'} | ${shots}/${all.length} | ${all.filter(run => !run.ok).length}/${all.length} |`,
        )
      })
      console.log(`\nLoad average (1 min): ${load()} at the end (others' work shares the cores)`)
      for (const run of results.flat()) if (run.why) console.log(`\nA run failed: ${run.why.slice(-400)}`)
      for (const run of results.flat())
        if ('noShot' in run && run.noShot) console.log(`\nverify-app gave no screenshot: ${run.noShot}`)
    } finally {
      await served.close()
    }
  } finally {
    rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}
