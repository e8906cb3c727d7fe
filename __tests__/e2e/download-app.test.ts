import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { APP_FILES, ENGINE_FILE, buildApp, engineAt } from '../../stand-ins/app-build.js'
import { APP_ZIP, SCENES, type StandInApi } from '../../stand-ins/checkpoint-api.js'
import { esmEntries } from '../../stand-ins/esm-build.js'
import { runnerCommands } from '../../stand-ins/workflow-commands.js'
import { TEST_TOKEN, runArchiveProject, runDownloadApp } from '../../stand-ins/defaults.js'
import type { RunOptions } from '../../stand-ins/runner.js'
import { expectContained, expectFailure, startApi } from '../support/e2e.js'
import { APP_TREE, requireTools, run, snapshot, writeTree } from '../support/zip-tools.js'

// download-app and archive-project, spawned from their bundles as a runner runs them, against the stand-in API and
// its file host (a second port). Each test has a folder of its own: the workspace, the runner's temp, and the rest.
let root: string
let workspace: string
let temp: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'e2e-app-'))
  workspace = join(root, 'workspace')
  temp = join(root, 'temp')
  mkdirSync(workspace)
  mkdirSync(temp)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const where = (): Omit<RunOptions, 'inputs' | 'bundle'> => ({ workspace, runnerTemp: temp })
const builds = (api: StandInApi): Record<string, unknown>[] =>
  api.requests.filter(r => r.path === '/api/apps/download').map(r => JSON.parse(r.body) as Record<string, unknown>)
/** Every path under the test's folder but the runner's temp: nothing the step writes can hide. */
const tree = (): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter(path => !path.startsWith('temp'))
    .sort()
const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex')
const SIGNATURE = 's1gn4tur3'
/** The `::warning::` annotations a runner would show. */
const warnings = (stdout: string): string[] =>
  runnerCommands(stdout)
    .filter(command => command.name === 'warning')
    .map(command => command.data ?? '')
/** The version the banner of the unpacked build's engine file says, as the stand-in writes it. */
const bannerOf = (file: string): string | undefined =>
  /PlayCanvas Engine v(\S+) /.exec(readFileSync(file).subarray(0, 300).toString('latin1'))?.[1]

describe('download-app', () => {
  it('builds a branch by name with scenes by name, in the order given, and unpacks it', async () => {
    const api = await startApi({ jobMs: 300 })
    const script = api.assets.add('b-release-21', { name: 'jump.js', text: "pc.createScript('jump')\n" })
    api.assets.add('main-branch-id', { name: 'not-this-branch.js', text: '' })
    const result = await runDownloadApp(api.url, { branch: 'release/2.1', scenes: 'Level 1\nMain Menu' }, where())
    expectContained(result)
    expect(result.code).toBe(0)
    expect(builds(api)).toEqual([{ project_id: 1234, name: 'game', scenes: [102, 101], branch_id: 'b-release-21' }])
    expect(result.outputs).toMatchObject({ 'branch-id': 'b-release-21', scenes: '102,101', files: '12' })
    expect(result.outputs.directory).toBe(join(workspace, 'playcanvas-app'))
    // The stand-in's build is an app laid out as the service's: its files, a file per scene, the branch's assets.
    const app = join(workspace, 'playcanvas-app')
    expect(readdirSync(app, { recursive: true, encoding: 'utf8' }).sort()).toEqual(
      [
        ...APP_FILES,
        '101.json',
        '102.json',
        'files',
        'files/assets',
        `files/assets/${script.id}`,
        `files/assets/${script.id}/1`,
        `files/assets/${script.id}/1/jump.js`,
      ].sort(),
    )
    const config = JSON.parse(readFileSync(join(app, 'config.json'), 'utf8')) as {
      scenes: unknown
      assets: Record<string, { file: { url: string }; data: { scripts: unknown } }>
    }
    expect(config.scenes).toEqual([
      { name: 'Level 1', url: '102.json' },
      { name: 'Main Menu', url: '101.json' },
    ])
    expect(config.assets[script.id]?.file.url).toBe(`files/assets/${script.id}/1/jump.js`)
    expect(config.assets[script.id]?.data.scripts).toEqual({ jump: { attributesOrder: [], attributes: {} } })
    expect(readFileSync(join(app, '__settings__.js'), 'utf8')).toContain('window.SCENE_PATH = "102.json";')
    expect(result.outputs.file?.startsWith(temp)).toBe(true)
    expect(result.outputs.sha256).toBe(sha256(result.outputs.file ?? ''))
    expect(result.summary).toContain('Level 1 (<code>102</code>), Main Menu (<code>101</code>)')
    expect(result.summary).toContain('release/2.1 (<code>b-release-21</code>)')
  })

  it('builds every scene of the main branch by default, named after the repository, and says it is the main branch', async () => {
    const api = await startApi({ jobMs: 200 })
    const result = await runDownloadApp(api.url, {}, where())
    expect(result.code).toBe(0)
    expect(builds(api)).toEqual([{ project_id: 1234, name: 'game', scenes: [101, 102, 103, 104] }])
    expect(api.requests.find(r => r.path.endsWith('/scenes'))?.path).toBe('/api/projects/1234/scenes')
    expect(result.outputs['branch-id']).toBe('')
    expect(result.summary).toContain("the project's main branch")
  })

  it('never sends the token to the file host, and never prints the signed link', async () => {
    const api = await startApi({ jobMs: 200 })
    const result = await runDownloadApp(api.url, {}, where())
    expect(result.code).toBe(0)
    expect(api.files.requests).toHaveLength(1)
    const [sent] = api.files.requests
    expect(JSON.stringify(sent?.headers)).not.toContain(TEST_TOKEN)
    expect(Object.keys(sent?.headers ?? {})).not.toContain('authorization')
    expect(sent?.query).toContain(SIGNATURE)
    // Masked for the runner (add-mask), and nowhere else.
    const printed = result.stdout.replace(/^::add-mask::.*$/gm, '')
    expect(printed).not.toContain(SIGNATURE)
    expect(printed).toMatch(/Downloading 127\.0\.0\.1:\d+\/builds\/\d+\.zip\n/)
    expect(result.summary + JSON.stringify(result.outputs)).not.toContain(SIGNATURE)
  })

  it('refuses an unknown scene, listing the known ones, with no build asked for', async () => {
    const api = await startApi()
    const result = await runDownloadApp(api.url, { scenes: 'Level 9' }, where())
    expectFailure(result, /^No scene is named or numbered "Level 9"\. Scenes: "Main Menu" \(101\), "Level 1" \(102\)/)
    expect(builds(api)).toEqual([])
  })

  it.each([
    ['a ../ entry', '../x.js', undefined, /"\.\.\/x\.js" is refused: its name holds a \.\. segment/],
    ['an absolute entry', '/tmp/x.js', undefined, /"\/tmp\/x\.js" is refused: it is an absolute path/],
    ['a linked entry', 'link', 0o120777, /"link" is refused: it is a symbolic link/],
  ])('fails on a zip with %s, naming it, with nothing written outside', async (_, name, mode, message) => {
    const api = await startApi({ jobMs: 200, appZip: [...APP_ZIP, { name, data: '/etc/passwd', mode }] })
    const result = await runDownloadApp(api.url, {}, where())
    expectFailure(result, /^The build \(job \d+\) succeeded, but unpacking its zip failed: /)
    expect(result.stdout).toMatch(message)
    expect(tree()).toEqual(['workspace'])
  })

  it("unpacks a build zipped by Info-ZIP's zip -r (UTF-8 names, no UTF-8 flag) under its own names, as unzip does", async () => {
    requireTools('zip', 'unzip')
    const source = join(root, 'source')
    writeTree(source, APP_TREE)
    const zip = join(root, 'build.zip')
    run('zip', ['-q', '-r', zip, '.'], source)
    const api = await startApi({ jobMs: 200, appZip: zip })
    const result = await runDownloadApp(api.url, {}, where())
    expectContained(result)
    expect(result.code).toBe(0)
    const app = join(workspace, 'playcanvas-app')
    expect(readdirSync(join(app, 'files/assets/12/1'))).toEqual(['tëxture ü.png'])
    run('unzip', ['-q', zip, '-d', join(root, 'unzip')])
    expect(snapshot(app)).toEqual(snapshot(join(root, 'unzip')))
    expect(snapshot(app)).toEqual(snapshot(source))
    const files = Object.keys(APP_TREE).filter(path => !path.endsWith('/')).length
    expect(result.outputs.files).toBe(String(files))
    expect(result.stdout).toContain(`Unpacked ${files} files into ${app}`)
  })

  it('fetches a download cut short again, resuming: the file whole and its hash right', async () => {
    const api = await startApi({ jobMs: 200 })
    api.files.faults.push({ cutAfter: 500 })
    const result = await runDownloadApp(api.url, {}, where())
    expect(result.stdout).not.toContain('::error::')
    expect(result.code).toBe(0)
    // Resumed from what the first attempt wrote (a Range answered 206), or whole when it kept nothing.
    const [first, second] = api.files.requests
    expect([first?.headers.range, first?.status, api.files.requests.length]).toEqual([undefined, 200, 2])
    expect(second?.status).toBe(second?.headers.range === undefined ? 200 : 206)
    expect(result.stdout).toMatch(/cut short at \d+ B of .*; fetching again in .*, (resuming at|from the start)/)
    expect(result.outputs.sha256).toBe(sha256(result.outputs.file ?? ''))
    // The app's files and the main branch's 4 scenes.
    expect(result.outputs.files).toBe(String(APP_FILES.length + 4))
  })

  it('fails clearly on an expired link: the status, the build that succeeded, and no link', async () => {
    const api = await startApi({ jobMs: 200 })
    api.files.faults.push({ status: 403 })
    const result = await runDownloadApp(api.url, {}, where())
    expectFailure(
      result,
      /^The build \(job 1000\) succeeded, but downloading its zip failed: .* answered 403: the download link has expired/,
    )
    expect(result.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain(SIGNATURE)
    expect(tree()).toEqual(['workspace'])
  })

  it('refuses a busy directory before any request, touching nothing', async () => {
    const api = await startApi()
    mkdirSync(join(workspace, 'playcanvas-app'))
    writeFileSync(join(workspace, 'playcanvas-app', 'old.html'), 'old')
    const result = await runDownloadApp(api.url, {}, where())
    expectFailure(result, /^Input 'directory' names .*playcanvas-app, which exists and is not empty/)
    expect(api.requests).toEqual([])
    expect(readFileSync(join(workspace, 'playcanvas-app', 'old.html'), 'utf8')).toBe('old')
  })

  it('fails on a failed build job, naming it, with nothing downloaded', async () => {
    const api = await startApi({ jobMs: 200, jobErrors: ['Scene 102 failed to publish'] })
    const result = await runDownloadApp(api.url, {}, where())
    expectFailure(result, /^Job 1000 failed: Scene 102 failed to publish/)
    expect(api.files.requests).toEqual([])
  })

  it("rides a free token's strict class with 8 builds at once: all green, at most one 429 each", async () => {
    // The strict class as a free token has it, with a shorter window so that the test waits seconds, not a minute.
    const api = await startApi({ jobMs: 300, strictRateLimit: { limit: 5, windowMs: 4_000 } })
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => runDownloadApp(api.url, { directory: `app-${i}` }, where())),
    )
    for (const result of runs) expect(result.code).toBe(0)
    const creates = api.requests.filter(r => r.path === '/api/apps/download')
    expect(creates.filter(r => r.status === 201)).toHaveLength(8)
    // At most three runs cannot fit the first window (fewer when the spawns spread over more than one): each is told
    // 429 once, then waits for the reset its headers name; no storm.
    expect(creates.filter(r => r.status === 429).length).toBeLessThanOrEqual(3)
    for (const result of runs)
      expect((result.stdout.match(/Rate limited \(429\)/g) ?? []).length).toBeLessThanOrEqual(1)
  })
})

describe('download-app: the engine', () => {
  it('fails naming engine-version when the service requires one and none is given, sending the create once', async () => {
    const api = await startApi({ jobMs: 200, engine: { required: true } })
    const result = await runDownloadApp(api.url, {}, where())
    expectFailure(
      result,
      /^Starting the build failed: 400 engine_version is required — the service refused the build for want of an engine version it can build on: set input 'engine-version' to an exact version such as 2\.23\.3 \(the project's is in the Editor's Settings → Engine; find-deploy's engine-version output is the engine of the deploy on record\)\. Nothing was built, and the request was not sent again$/,
    )
    expect(result.stdout).not.toContain('check project-id, branch-id and description')
    expect(api.requests.filter(r => r.path === '/api/apps/download').map(r => r.status)).toEqual([400])
    expect(api.files.requests).toEqual([])
    expect(tree()).toEqual(['workspace'])
  })

  it('asks for the engine given, and outputs the engine the build runs', async () => {
    const api = await startApi({ jobMs: 200, engine: { required: true } })
    const result = await runDownloadApp(api.url, { 'engine-version': '2.23.3' }, where())
    expectContained(result)
    expect(result.code).toBe(0)
    expect(builds(api)).toEqual([expect.objectContaining({ engine_version: '2.23.3' })])
    expect(result.outputs['engine-version']).toBe('2.23.3')
    expect(warnings(result.stdout)).toEqual([])
    expect(result.stdout).toContain(`Engine 2.23.3, as the build's ${ENGINE_FILE} says`)
    expect(result.summary).toContain(`<code>2.23.3</code> (as the build's <code>${ENGINE_FILE}</code> says)`)
  })

  it("follows the service's default when it moves on: the output says the engine the new build runs", async () => {
    const api = await startApi({ jobMs: 200 })
    const before = await runDownloadApp(api.url, { directory: 'before' }, where())
    api.engine.default = '2.24.0'
    const after = await runDownloadApp(api.url, { directory: 'after' }, where())
    for (const result of [before, after]) expect([result.code, warnings(result.stdout)]).toEqual([0, []])
    expect(builds(api).map(body => body.engine_version)).toEqual([undefined, undefined])
    expect([before.outputs['engine-version'], after.outputs['engine-version']]).toEqual(['2.23.3', '2.24.0'])
    expect(bannerOf(join(workspace, 'after', ENGINE_FILE))).toBe('2.24.0')
  })

  it("warns, naming both, when the job says one engine and the build's file another: the output is the file's", async () => {
    const zip = buildApp({ name: 'game', scenes: SCENES, assets: [], engine: engineAt('2.22.0') })
    const api = await startApi({ jobMs: 200, appZip: zip })
    const result = await runDownloadApp(api.url, { 'engine-version': '2.23.3' }, where())
    expectContained(result)
    expect(result.code).toBe(0)
    expect(warnings(result.stdout)).toEqual([
      `The job says engine 2.23.3, but the build's ${ENGINE_FILE} says 2.22.0: the build runs 2.22.0`,
    ])
    expect(result.outputs['engine-version']).toBe('2.22.0')
  })

  it("reads an ES module build's engine at js/playcanvas-stable.min.mjs", async () => {
    const api = await startApi({ jobMs: 200, appZip: esmEntries() })
    api.engine.default = '2.24.0'
    const result = await runDownloadApp(api.url, {}, where())
    expect(result.code).toBe(0)
    expect(warnings(result.stdout)).toEqual([
      "The job says engine 2.24.0, but the build's js/playcanvas-stable.min.mjs says 2.23.3: the build runs 2.23.3",
    ])
    expect(result.outputs['engine-version']).toBe('2.23.3')
  })

  it("outputs the job's engine when the build is not unpacked", async () => {
    const zip = buildApp({ name: 'game', scenes: SCENES, assets: [], engine: engineAt('2.22.0') })
    const api = await startApi({ jobMs: 200, appZip: zip, engine: { default: '2.24.0' } })
    const result = await runDownloadApp(api.url, { extract: 'false' }, where())
    expect([result.code, warnings(result.stdout)]).toEqual([0, []])
    expect(result.outputs['engine-version']).toBe('2.24.0')
    expect(result.summary).toContain('<code>2.24.0</code> (as the job says)')
  })
})

describe('archive-project', () => {
  it('saves the archive whole to the file asked for, with its hash', async () => {
    const api = await startApi({ jobMs: 200 })
    api.files.faults.push({ status: 503 })
    const result = await runArchiveProject(api.url, { branch: 'main', file: 'backups/night.zip' }, where())
    expectContained(result)
    expect(result.code).toBe(0)
    const file = join(workspace, 'backups', 'night.zip')
    expect(result.outputs).toMatchObject({ file, 'branch-id': 'main-branch-id', sha256: sha256(file) })
    expect(readFileSync(file).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
    expect(api.requests.find(r => r.path === '/api/projects/1234/export')?.body).toBe('{"branch_id":"main-branch-id"}')
    expect(JSON.stringify(api.files.requests.map(r => r.headers))).not.toContain(TEST_TOKEN)
  })
})
