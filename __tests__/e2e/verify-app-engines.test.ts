import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { SPIN_JS, scriptPath, throwsAfter } from '../../stand-ins/app-folder.js'
import { engine1Version, writeEngine1App } from '../../stand-ins/engine1-build.js'
import { requireChromium } from '../../stand-ins/chromium.js'
import { expectContained } from '../support/e2e.js'

// verify-app on a download of an older engine (issue 60): engine 1 (1.37.1, from the registry), which has no
// pc.AppBase, settings as bare globals and its own __start__.js (`new pc.Application(canvas, …)`); run as a runner runs
// it, the committed bundle spawned, in Debian's Chromium. Engine 2 (2.23.3) is verify-app.test.ts's. Four browser
// runs: it passes the build, and fails each of three breaks naming the fault, none of them by an API engine 1 lacks.
let root: string
let workspace: string
let temp: string
beforeEach(() => {
  requireChromium()
  root = mkdtempSync(join(tmpdir(), 'verify-app-engines-'))
  workspace = join(root, 'workspace')
  temp = join(root, 'temp')
  mkdirSync(workspace)
  mkdirSync(temp)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const verify = (inputs: Record<string, string>): Promise<RunResult> =>
  runAction({ action: 'verify-app', inputs, workspace, runnerTemp: temp })

describe('verify-app on engine 1 (1.37.1: pc.Application, no pc.AppBase)', () => {
  it('passes a classic-scripts build that starts: its frames drawn, its device and engine told', async () => {
    const app = writeEngine1App(join(workspace, 'app'), { scripts: { 'spin.js': SPIN_JS } })
    // The build is engine 1's, as the service wrote it then.
    expect(engine1Version()).toBe('1.37.1')
    expect(readFileSync(join(app, 'playcanvas-stable.min.js'), 'utf8').slice(0, 200)).toContain(
      'PlayCanvas Engine v1.37.1',
    )
    expect(readFileSync(join(app, '__settings__.js'), 'utf8')).toMatch(/^ASSET_PREFIX = "";$/m)
    expect(readFileSync(join(app, '__start__.js'), 'utf8')).toContain('app = new pc.Application(canvas, {')
    // A bounded wait, so that a verify-app that cannot find the application fails by its verdict, within jest's limit.
    const result = await verify({ directory: 'app', timeout: '30' })
    expectContained(result)
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    // WebGL 2, as engine 1 says it (device.webgl2: it has no deviceType or isWebGL2), on Chromium's SwiftShader.
    expect(result.outputs.device).toBe('webgl2')
    expect(result.outputs.errors).toBe('0')
    expect(Number(result.outputs.frames)).toBeGreaterThanOrEqual(60)
    expect(Number(result.outputs['started-in'])).toBeGreaterThan(0)
    expect(result.stdout).toContain('Engine: 1.37.1')
    expect(result.summary).toContain('<tr><th align="left">Engine</th><td>1.37.1</td></tr>')
    expect(result.summary).toContain('<h3>App verified in the browser</h3>')
  })

  it('fails a script that throws after a few frames: its message, file and line', async () => {
    const changes = { scripts: { 'spin.js': throwsAfter(3) } }
    writeEngine1App(join(workspace, 'app'), changes)
    const result = await verify({ directory: 'app' })
    expectContained(result)
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)[0]).toMatch(
      new RegExp(
        `^The app failed in the browser: Uncaught Error: spin broke at frame 4 at ${scriptPath(changes, 'spin.js')}:10`,
      ),
    )
    expect(result.summary).toContain('<tr><th align="left">Engine</th><td>1.37.1</td></tr>')
  })

  it('fails a preloaded script missing from the build: its path and 404', async () => {
    const changes = { scripts: { 'spin.js': SPIN_JS } }
    writeEngine1App(join(workspace, 'app'), { ...changes, remove: [scriptPath(changes, 'spin.js')] })
    const result = await verify({ directory: 'app', frames: '10', timeout: '30' })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)[0]).toContain(`${scriptPath(changes, 'spin.js')} answered 404`)
  })

  it('fails an app that never starts (start() removed): what it waited for, told without pc.AppBase', async () => {
    writeEngine1App(join(workspace, 'app'), {
      scripts: { 'spin.js': SPIN_JS },
      edit: { '__start__.js': text => text.replace('app.start();', '') },
    })
    const result = await verify({ directory: 'app', frames: '10', timeout: '10' })
    expect(result.code).toBe(1)
    // The application was found (engine 1's own lookup), with its device and its preload done: only start() is missing.
    expect(errorAnnotations(result.stdout)).toEqual([
      'The app failed in the browser: The app did not start within 10 s: waiting for the application to start (its config, its preload and its first scene, then start())',
    ])
    expect(result.outputs.device).toMatch(/^webgl[12]$/)
    expect(result.stdout).not.toContain('AppBase')
  })
})
