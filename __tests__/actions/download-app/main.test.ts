import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type CoreFixture, coreFixture } from '../../../__fixtures__/core.js'
import { TEST_TOKEN } from '../../../stand-ins/defaults.js'
import { inProcess } from '../../support/in-process.js'

// The download-app action's run() in-process, with @actions/core replaced by a typed fixture, against the stand-in.
const core = coreFixture({})
jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../../src/actions/download-app/main.js')

const standIn = inProcess({ jobMs: 200 })
let workspace: string

beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'workspace-'))
  Object.assign(process.env, {
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: workspace,
    GITHUB_REPOSITORY: 'octo-org/game',
  })
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

function given(inputs: Record<string, string>): CoreFixture {
  core.reset({ 'access-token': TEST_TOKEN, 'project-id': '1234', 'base-url': standIn.api().url, ...inputs })
  return core
}

const builds = (): Record<string, unknown>[] =>
  standIn
    .api()
    .requests.filter(r => r.path === '/api/apps/download')
    .map(r => JSON.parse(r.body) as Record<string, unknown>)

describe('download-app run()', () => {
  it('builds the branch, downloads and unpacks it: outputs, summary, the link masked', async () => {
    given({ branch: 'main', scenes: 'Level 1\n101', version: '1.2.0', 'minify-scripts': 'false' })
    await run()
    expect(core.failed).toEqual([])
    // The stand-in's app: its files and the 2 scenes built.
    expect(core.outputs).toMatchObject({ 'branch-id': 'main-branch-id', scenes: '102,101', files: '11' })
    expect(builds().at(-1)).toEqual({
      project_id: 1234,
      name: 'game',
      scenes: [102, 101],
      branch_id: 'main-branch-id',
      version: '1.2.0',
      scripts_minify: false,
    })
    const directory = join(workspace, 'playcanvas-app')
    expect(core.outputs.directory).toBe(directory)
    expect(readFileSync(join(directory, 'index.html'), 'utf8')).toContain('__start__.js')
    expect(core.secrets[0]).toBe(TEST_TOKEN)
    expect(core.secrets.slice(1).join()).toContain('X-Signature=')
    expect(core.infos.join('\n')).not.toContain('X-Signature')
    const summary = core.summaries.join()
    expect(summary).toContain('<h3>App built</h3>')
    expect(summary).toContain('Level 1 (<code>102</code>), Main Menu (<code>101</code>)')
    expect(summary).toContain(core.outputs.sha256)
  })

  it('with extract: false, only downloads', async () => {
    given({ extract: 'false', 'branch-id': 'main-branch-id' })
    await run()
    expect(core.failed).toEqual([])
    expect(existsSync(core.outputs.file ?? '')).toBe(true)
    expect(core.outputs.directory).toBeUndefined()
    expect(readdirSync(workspace).filter(name => name !== `playcanvas-app-${core.outputs['job-id']}.zip`)).toEqual([])
  })

  it('refuses a busy directory before any request, touching nothing in it', async () => {
    mkdirSync(join(workspace, 'site'))
    writeFileSync(join(workspace, 'site', 'keep.txt'), 'mine')
    const before = standIn.api().requests.length
    given({ directory: 'site' })
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(/^Input 'directory' names .*site, which exists and is not empty/),
    ])
    expect(standIn.api().requests.length).toBe(before)
    expect(readdirSync(join(workspace, 'site'))).toEqual(['keep.txt'])
  })

  it.each([
    [
      'an unknown scene',
      { scenes: 'Level 2' },
      /No scene is named or numbered "Level 2"\. Scenes: "Main Menu" \(101\)/,
    ],
    ['a scene a case away', { scenes: 'main menu' }, /did you mean "Main Menu"\?/],
    ['a directory outside the workspace', { directory: '../elsewhere' }, /Input 'directory' must be a path inside/],
    ['a format the service does not know', { format: 'zip' }, /Input 'format' must be static or npm/],
  ])('fails on %s with nothing built', async (_, inputs, message) => {
    const before = builds().length
    given(inputs)
    await run()
    expect(core.failed).toEqual([expect.stringMatching(message)])
    expect(builds().length).toBe(before)
  })

  it('writes csp into the unpacked index.html, first in its head after the charset, before every script', async () => {
    const csp = "default-src 'self';\n  script-src 'self' 'wasm-unsafe-eval';\n  img-src 'self' data: blob:;\n"
    const policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data: blob:"
    given({ csp })
    await run()
    expect(core.failed).toEqual([])
    const page = readFileSync(join(workspace, 'playcanvas-app', 'index.html'), 'utf8')
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" data-written-by="download-app">`
    expect(page.slice(page.indexOf('<head>'), page.indexOf(meta))).toMatch(/^<head>\s*<meta charset="utf-8">$/)
    expect(page.indexOf(meta)).toBeLessThan(page.indexOf('<script'))
    expect(page).toContain('<script src="__start__.js"></script>')
    expect(core.outputs.csp).toBe(policy)
    expect(core.infos).toContain(`Content Security Policy written into index.html: ${policy}`)
    expect(core.warnings).toEqual([])
    expect(core.summaries.join()).toContain(
      '<tr><th align="left">Content Security Policy</th><td><code>default-src &#39;self&#39;; script-src',
    )
    expect(readdirSync(workspace).filter(name => name.includes('unpacking'))).toEqual([])
  })

  it.each([
    ['auto', { csp: 'auto' }, /^Input 'csp' cannot be auto: a policy is the site's own statement/],
    ['a quote', { csp: `img-src 'self' "data:"` }, /^Input 'csp' must not contain a double quote/],
    [
      'frame-ancestors',
      { csp: "frame-ancestors 'none'" },
      /^Input 'csp' holds frame-ancestors, which a browser ignores/,
    ],
    [
      'a policy with extract: false',
      { csp: "default-src 'self'", extract: 'false' },
      /^Input 'csp' needs the build unpacked/,
    ],
  ])('refuses a csp of %s before any request', async (_, inputs, message) => {
    const before = standIn.api().requests.length
    given(inputs)
    await run()
    expect(core.failed).toEqual([expect.stringMatching(message)])
    expect(standIn.api().requests.length).toBe(before)
    expect(readdirSync(workspace)).toEqual([])
  })

  it('says the build succeeded when its link has expired, without printing the link', async () => {
    standIn.api().files.faults.push({ status: 403 })
    given({})
    await run()
    expect(core.failed).toEqual([
      expect.stringMatching(/^The build \(job \d+\) succeeded, but downloading its zip failed: .* answered 403/),
    ])
    expect(core.failed.join()).not.toContain('X-Signature')
    expect(core.summaries.join()).toContain('<h3>App not built</h3>')
  })
})
