import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runDownloadApp } from '../../stand-ins/defaults.js'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { adEsmChanges, writeAdEsmApp } from '../../stand-ins/ad-app.js'
import { type EsmChanges, esmEntries, modulePath, writeEsmApp } from '../../stand-ins/esm-build.js'
import { requireChromium } from '../../stand-ins/chromium.js'
import { expectContained, startApi } from '../support/e2e.js'
import { type Folders, expectDrawn, expectPicture, packAlone } from '../support/playable-package.js'
import { packageBrowser } from '../support/package-browser.js'
import type { AppReport } from '../../src/verifying/open-app.js'

// The projects the Editor makes today, ESM scripts (esm-build.ts: the service's layout, the real engine's module
// build): verified in Chromium by verify-app's bundle, run under download-app's starting policy, and packed by
// playable's bundle, each package opened alone and offline. The app's picture needs its JSON and its texture, and its
// texture is drawn by a module that only `import()` loads. verify-app's bundle runs once; the other builds and
// packages open in tabs of one browser, as verify-app opens a page (the same serving and watching code, in-process).
let root: string
let folders: Folders
beforeEach(() => {
  requireChromium()
  root = mkdtempSync(join(tmpdir(), 'esm-'))
  folders = { workspace: join(root, 'workspace'), temp: join(root, 'temp') }
  mkdirSync(folders.workspace)
  mkdirSync(folders.temp)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const verify = (directory: string, inputs: Record<string, string> = {}): Promise<RunResult> =>
  runAction({
    action: 'verify-app',
    inputs: { directory, frames: '10', timeout: '30', ...inputs },
    workspace: folders.workspace,
    runnerTemp: folders.temp,
  })

const browser = packageBrowser()

/** The build in `dir` served and opened as verify-app opens `directory` (10 frames). */
const open = (dir: string, timeoutSeconds = 30): Promise<AppReport> =>
  browser.open(dir, 'index.html', { build: true }, { frames: 10, timeoutSeconds })

/** docs/download-app.md's starting policy, for either layout. */
const STARTING = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; connect-src 'self' data: blob:; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'`

describe('verify-app on an ESM build', () => {
  it('passes it: started, frames drawn, the picture its JSON and its import()-only module make', async () => {
    writeAdEsmApp(join(folders.workspace, 'build'))
    const result = await verify('build')
    expectContained(result)
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ device: 'webgl2', errors: '0' })
    expectPicture(readFileSync(result.outputs.screenshot ?? ''))
  })

  const broken = (change: EsmChanges): EsmChanges => {
    const app = adEsmChanges()
    return { ...app, ...change }
  }

  it.each<[string, EsmChanges, RegExp]>([
    [
      'a module that throws: its error, file and line',
      broken({
        edit: {
          [modulePath('game/colors.mjs')]: text =>
            text.replace('  const data', "  throw new Error('colors broke');\n  const data"),
        },
      }),
      /Uncaught (\(in promise\) )?Error: colors broke at js\/esm-scripts\/game\/colors\.mjs:2/,
    ],
    [
      'a module missing: the request that failed',
      broken({ remove: [modulePath('draw/paint.mjs')] }),
      /js\/esm-scripts\/draw\/paint\.mjs answered 404/,
    ],
    [
      'an import of a name the engine does not export',
      broken({
        edit: {
          [modulePath('game/show.mjs')]: text =>
            text.replace('import { Script, Color }', 'import { Script, Color, NoSuchThing }'),
        },
      }),
      /Asset show\.mjs \(js\/esm-scripts\/game\/show\.mjs\) failed to load: SyntaxError: .*'NoSuchThing'/,
    ],
    [
      'a module that fails to resolve: a name no import map gives',
      broken({
        edit: { [modulePath('game/colors.mjs')]: text => `import 'lodash';\n${text}` },
      }),
      /Asset (show|colors)\.mjs \(js\/esm-scripts\/game\/(show|colors)\.mjs\) failed to load: TypeError: Failed to resolve module specifier "lodash"/,
    ],
  ])('fails %s', async (_, changes, fault) => {
    const report = await open(writeEsmApp(join(folders.workspace, 'build'), changes), 15)
    expect(report.passed).toBe(false)
    expect(report.faults.map(({ message }) => message).join('\n')).toMatch(fault)
  })
})

describe("download-app's starting policy on an ESM build", () => {
  it.each([
    ['ESM scripts', false],
    ['ESM and classic scripts', true],
  ])("%s: written with the hash of the page's import map, and the app starts under it", async (_, mixed) => {
    const api = await startApi({ jobMs: 100, appZip: esmEntries(adEsmChanges({ mixed })) })
    const result = await runDownloadApp(
      api.url,
      { csp: STARTING },
      { workspace: folders.workspace, runnerTemp: folders.temp },
    )
    expectContained(result)
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    const directory = result.outputs.directory ?? ''
    expect(readFileSync(join(directory, 'index.html'), 'utf8')).toContain(result.outputs.csp)
    expectDrawn(await open(directory))
    expect(result.outputs.csp).toMatch(
      /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+={0,2}';/,
    )
  })
})

describe('playable packs an ESM build whole, and each package starts and draws alone, offline', () => {
  // Each network's page once, the mixed build in one of them: what differs between networks is the page around the
  // files, between the builds the files (a classic script beside the modules).
  it.each([
    ['applovin', false],
    ['facebook', true],
    ['google', false],
  ])("%s, in the network's container (classic scripts beside the modules: %s)", async (network, mixed) => {
    writeAdEsmApp(join(folders.workspace, 'build'), { mixed })
    const { dir, page } = await packAlone(folders, network)
    expectDrawn(await browser.open(dir, page, { network }))
  })
})

describe('a build that mixes ESM and classic scripts', () => {
  it('passes as verify-app opens it: the classic script drew the texture, the modules the colour', async () => {
    expectDrawn(await open(writeAdEsmApp(join(folders.workspace, 'build'), { mixed: true })))
  })
})
