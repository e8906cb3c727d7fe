import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { writeApp } from '../../stand-ins/app-folder.js'
import { requireChromium } from '../../stand-ins/chromium.js'
import { expectContained } from '../support/e2e.js'

// verify-app's inputs and its lifetime, run as a runner runs it: a bad input is named before any browser starts, a
// missing browser is one clear error, and a cancel leaves no browser process and no profile behind.
let root: string
let workspace: string
let temp: string
/** A "browser" that only notes that it was started: a bad input must fail before it is. */
let recorder: string
beforeEach(() => {
  requireChromium()
  root = mkdtempSync(join(tmpdir(), 'verify-app-runs-'))
  workspace = join(root, 'workspace')
  temp = join(root, 'temp')
  mkdirSync(workspace)
  mkdirSync(temp)
  writeApp(join(workspace, 'app'))
  recorder = join(root, 'recorder')
  writeFileSync(recorder, `#!/bin/sh\ntouch ${join(root, 'started')}\nexit 1\n`, { mode: 0o755 })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const verify = (inputs: Record<string, string>, env: Record<string, string> = {}): Promise<RunResult> =>
  runAction({ action: 'verify-app', inputs, workspace, runnerTemp: temp, env })

/** A process's command line, its arguments apart by spaces; empty once it is gone. */
function readCmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

/** The pids of processes whose command line names `text` (here: the runner's temporary folder, the profile's). */
function processesNaming(text: string): number[] {
  return readdirSync('/proc')
    .filter(name => /^\d+$/.test(name))
    .map(Number)
    .filter(pid => readCmdline(pid).includes(text))
}

describe('verify-app names a bad input before any browser starts', () => {
  it.each([
    [{ directory: 'app', url: 'https://octo-org.github.io/game/' }, /^Inputs 'directory' and 'url' are both set/],
    [{}, /^Input 'directory' or 'url' is required/],
    [{ directory: 'missing' }, /^Input 'directory' names .*missing, which is not a folder/],
    [{ directory: '.' }, /^Input 'directory' names .*workspace, which has no index\.html/],
    [{ url: 'ftp://octo-org.github.io/game/' }, /^Input 'url' must use http or https/],
    [{ url: 'not a url' }, /^Input 'url' must be an absolute http or https address/],
    [{ url: 'https://user:hunter2@octo-org.github.io/' }, /^Input 'url' must not contain credentials$/],
    [{ directory: 'app', timeout: 'soon' }, /^Input 'timeout' must be a number of seconds from above 0 to 3,600/],
    [{ directory: 'app', timeout: '0' }, /^Input 'timeout' must be/],
    [{ directory: 'app', frames: '0' }, /^Input 'frames' must be a whole number from 1 to 100,000/],
    [{ directory: 'app', frames: '2.5' }, /^Input 'frames' must be a whole number/],
    [{ directory: 'app', screenshot: 'shot.jpg' }, /^Input 'screenshot' must name a \.png file/],
    [{ directory: 'app', 'fail-on-console-error': 'maybe' }, /^Input 'fail-on-console-error' must be true or false/],
    [
      { directory: 'app', browser: '/no/such/chrome' },
      /^Input 'browser' names \/no\/such\/chrome, which is not a file/,
    ],
  ])('%j', async (inputs, message) => {
    const result = await verify({ browser: recorder, ...inputs })
    expectContained(result)
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)).toEqual([expect.stringMatching(message)])
    expect(result.stdout).not.toContain('hunter2')
    expect(existsSync(join(root, 'started'))).toBe(false)
  })

  it('no browser on the runner: one error naming the input and how to get one; nothing downloaded', async () => {
    const result = await verify({ directory: 'app' }, { PATH: join(root, 'empty-bin') })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)).toEqual([
      expect.stringMatching(
        /^No browser found for input 'browser': looked at CHROME_BIN, then google-chrome, google-chrome-stable, chromium, chromium-browser on PATH/,
      ),
    ])
    expect(errorAnnotations(result.stdout)[0]).toContain('browser-actions/setup-chrome')
  })

  it('CHROME_BIN first, as ubuntu-24.04 runners set it', async () => {
    const result = await verify({ directory: 'app' }, { CHROME_BIN: recorder })
    expect(existsSync(join(root, 'started'))).toBe(true)
    expect(errorAnnotations(result.stdout)).toEqual([expect.stringMatching(/^The browser .*recorder did not start/)])
  })
})

describe('verify-app leaves nothing behind', () => {
  it('cancelled (SIGTERM) while it waits for the app: the browser, its processes and its profile are gone; no address bar was drawn', async () => {
    // An app that would start in a minute: the step is still waiting when the runner cancels it.
    writeApp(join(workspace, 'slow'), {
      edit: {
        '__start__.js': text => text.replace('app.start();', 'setTimeout(function () { app.start(); }, 60000);'),
      },
    })
    let during: number[] = []
    // The browser's processes as it runs: Chrome 15x preloads its address bar's popup in a renderer of its own (a
    // "top-chrome" WebUI, headless too, about 1.8 CPU-seconds a start), which the step turns off.
    const seen = new Set<string>()
    const watch = setInterval(() => {
      for (const pid of processesNaming(temp))
        seen.add(/--type=\S+( --top-chrome-webui)?/.exec(readCmdline(pid))?.[0] ?? 'browser')
    }, 100)
    const result = await runAction({
      action: 'verify-app',
      inputs: { directory: 'slow' },
      workspace,
      runnerTemp: temp,
      signal: { name: 'SIGTERM', afterMs: 3_000, afterOutput: /^Opening /m },
      onOutput: stdout => {
        if (/^Opening /m.test(stdout) && during.length === 0) during = processesNaming(temp)
      },
    }).finally(() => clearInterval(watch))
    // The browser ran (its processes named the profile under the runner's temp), and is gone now.
    expect(during.length).toBeGreaterThan(0)
    expect(seen).toContain('--type=renderer')
    expect([...seen].filter(type => type.includes('top-chrome'))).toEqual([])
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)).toEqual(['Cancelled by SIGTERM'])
    expect(result.elapsedMs).toBeLessThan(30_000)
    expect(processesNaming(temp)).toEqual([])
    expect(readdirSync(temp).filter(name => name.startsWith('verify-app-profile-'))).toEqual([])
  })
})
