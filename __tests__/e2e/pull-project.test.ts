import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ProjectExports, SAMPLE_IDS, sampleProject } from '../../stand-ins/project-export.js'
import { TEST_TOKEN } from '../../stand-ins/defaults.js'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { expectContained, startApi } from '../support/e2e.js'
import { GIT_ENV } from '../../stand-ins/github-repository.js'

// pull-project as a runner runs it (its bundle, spawned), against the stand-in's exports of one project, laid out as
// the Editor's own test fixtures are, their bookkeeping fresh on every export; the workspace a real git repository.

let workspace: string
let temp: string
let exports: ProjectExports
let api: StandInApi
beforeEach(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'pull-project-'))
  temp = mkdtempSync(join(tmpdir(), 'pull-project-temp-'))
  git('init', '-q', '-b', 'main')
  exports = new ProjectExports(sampleProject())
  api = await startApi({ projectExport: () => exports.next() })
})
afterEach(() => {
  for (const dir of [workspace, temp]) rmSync(dir, { recursive: true, force: true })
})

const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: workspace, env: GIT_ENV, encoding: 'utf8' }).trim()
const commit = (): void => {
  git('add', '-A')
  git('commit', '-q', '--allow-empty', '-m', 'snapshot')
}
const pull = (): Promise<RunResult> =>
  runAction({
    action: 'pull-project',
    inputs: { 'access-token': TEST_TOKEN, 'project-id': '1234', 'base-url': api.url },
    workspace,
    runnerTemp: temp,
  })
const files = (): string[] =>
  readdirSync(join(workspace, 'playcanvas-project'), { recursive: true, encoding: 'utf8' })
    .filter(path => path.endsWith('.json'))
    .sort()
const read = (path: string): string => readFileSync(join(workspace, 'playcanvas-project', path), 'utf8')
const report = (result: RunResult): string => readFileSync(result.outputs.report ?? '', 'utf8')

function expectPassed(result: RunResult): void {
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
  expectContained(result)
}

describe('pull-project', () => {
  it('writes a file per scene and per asset at its folder path, with no bookkeeping and no binary bytes', async () => {
    const result = await pull()
    expectPassed(result)
    expect(files()).toEqual([
      'assets/Enemy.json',
      'assets/Materials/Blue Plastic.json',
      'assets/Materials/Red Metal.json',
      'assets/Textures/Bricks/brick.png.json',
      'assets/player.js.json',
      'project.json',
      'scenes/Level 1.json',
      'scenes/Main.json',
    ])
    expect(result.outputs).toMatchObject({ created: '8', updated: '0', deleted: '0', unchanged: '0' })
    const all = files().map(read).join('\n')
    for (const key of [
      '_v',
      '_m',
      '_o',
      'checkpoint_id',
      'immutable_backup',
      'same_as_backup',
      'revision',
      'task',
      'modified',
    ])
      expect(all).not.toContain(`"${key}"`)
    expect(all).not.toContain('PNG')
    // The texture by its MD5 and size, as assets.json gives them; a number as the export wrote it.
    expect(read('assets/Textures/Bricks/brick.png.json')).toMatch(/"hash": "[0-9a-f]{32}",\n {4}"size": \d+/)
    expect(read('scenes/Main.json')).toContain('3.814697265625e-7')
    expect(report(result)).toMatch(/^The PlayCanvas project "Stand-in Shooter" \(main branch\)/)
  })

  it('a second export of the same project changes nothing: byte-identical files, though its bookkeeping and key order changed', async () => {
    expectPassed(await pull())
    commit()
    const again = await pull()
    expectPassed(again)
    expect(again.outputs).toMatchObject({ created: '0', updated: '0', deleted: '0', unchanged: '8' })
    expect(git('status', '--porcelain')).toBe('')
    expect(report(again)).toContain('Nothing changed.')
  })

  it('one parameter of one material: one file by a line or two; a rename is a rename to git; a deletion deletes', async () => {
    expectPassed(await pull())
    commit()
    const red = exports.project.assets.find(a => a.id === SAMPLE_IDS.assets.redMetal)
    const blue = exports.project.assets.find(a => a.id === SAMPLE_IDS.assets.bluePlastic)
    ;(red?.data as { diffuse: number[] }).diffuse = [0.9, 0.1, 0.1]
    if (blue) blue.name = 'Blue Matte'
    exports.project.assets = exports.project.assets.filter(a => a.id !== SAMPLE_IDS.assets.brick)
    const result = await pull()
    expectPassed(result)
    git('add', '-A')
    const numstat = git(
      'diff',
      '--cached',
      '-M',
      '--numstat',
      '--',
      'playcanvas-project/assets/Materials/Red Metal.json',
    )
    expect(numstat).toMatch(/^[1-5]\t[1-5]\t/)
    expect(git('diff', '--cached', '-M', '--name-status').split('\n').sort()).toEqual([
      'D\tplaycanvas-project/assets/Textures/Bricks/brick.png.json',
      'M\tplaycanvas-project/assets/Materials/Red Metal.json',
      expect.stringMatching(
        /^R\d+\tplaycanvas-project\/assets\/Materials\/Blue Plastic\.json\tplaycanvas-project\/assets\/Materials\/Blue Matte\.json$/,
      ),
    ])
    // The emptied folders go too.
    expect(files().some(path => path.startsWith('assets/Textures'))).toBe(false)
    expect(report(result)).toContain('- material "Red Metal": `diffuse`')
    expect(report(result)).toContain('- material "Blue Matte": moved, from assets/Materials/Blue Plastic.json')
    expect(report(result)).toContain('- texture "brick.png": deleted')
  })

  it('an export of a format version it does not know is refused before anything is written', async () => {
    expectPassed(await pull())
    commit()
    exports.project.version = 4
    exports.project.name = 'Renamed'
    const result = await pull()
    expect(result.code).toBe(1)
    expectContained(result)
    expect(errorAnnotations(result.stdout)).toEqual([
      expect.stringMatching(/The export's format is version 4 \(archive\.json\), which this action does not know/),
    ])
    expect(git('status', '--porcelain')).toBe('')
  })
})
