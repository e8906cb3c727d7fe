import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAction } from '../../stand-ins/runner.js'
import { errorAnnotations, runnerCommands } from '../../stand-ins/workflow-commands.js'
import { writeHeavyGame } from '../../stand-ins/heavy-game.js'
import { requireChromium } from '../../stand-ins/chromium.js'
import { pixel } from '../../stand-ins/ad-app.js'
import { expectContained } from '../support/e2e.js'

// verify-app on a heavy game, as a runner runs it: each frame takes seconds on SwiftShader, and a screenshot asked
// for while the game draws waited for that frame and the next, past its 10 s (no screenshot in the summary). One
// run, one frame asked for: the game's start and a few of its frames are most of this file's CPU.
let root: string
let workspace: string
let temp: string
beforeEach(() => {
  requireChromium()
  root = mkdtempSync(join(tmpdir(), 'verify-app-heavy-'))
  workspace = join(root, 'workspace')
  temp = join(root, 'temp')
  mkdirSync(workspace)
  mkdirSync(temp)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('verify-app on a heavy game', () => {
  it('passes it, and takes its screenshot: the game drawn, not the loading screen', async () => {
    writeHeavyGame(join(workspace, 'game'))
    const result = await runAction({
      action: 'verify-app',
      inputs: { directory: 'game', frames: '1' },
      workspace,
      runnerTemp: temp,
    })
    expectContained(result)
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(runnerCommands(result.stdout).filter(command => command.name === 'warning')).toEqual([])
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ device: 'webgl2', errors: '0' })
    expect(result.outputs.screenshot).toBe(join(temp, 'verify-app', 'screenshot.png'))
    const png = readFileSync(result.outputs.screenshot ?? '')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 720])
    // The floor, lit, below the bodies: neither the camera's clear colour (#1e1e1e) nor the page's (#1d292c).
    const [r, , b] = pixel(png, 640, 620)
    expect(b).toBeGreaterThan(r + 10)
    expect(b).toBeGreaterThan(80)
    expect(result.summary).toContain('<h3>App verified in the browser</h3>')
  })
})
