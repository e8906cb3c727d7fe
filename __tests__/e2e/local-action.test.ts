import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { TEST_TOKEN } from '../../stand-ins/defaults.js'
import { runnerCommands } from '../../stand-ins/workflow-commands.js'

// GitHub's own local-action (a devDependency) runs each action's sources as CONTRIBUTING.md says, from .env.example:
// it passes action.yml's defaults unevaluated, which the actions take as not given (src/inputs/unevaluated.ts).

let api: StandInApi
let dir: string
beforeAll(async () => {
  api = new StandInApi({ token: TEST_TOKEN, jobMs: 200 })
  await api.start()
  dir = mkdtempSync(join(tmpdir(), 'local-action-'))
})
afterAll(async () => {
  await api.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** Runs `local-action ACTION ENTRYPOINT ENV_FILE` with .env.example pointed at the stand-in, plus `extra` lines. */
async function localAction(action: string, entrypoint: string, extra: string[] = []): Promise<Record<string, string>> {
  const workspace = join(dir, `${action.replace(/\W/g, '') || 'root'}-workspace`)
  mkdirSync(workspace, { recursive: true })
  const env = readFileSync('.env.example', 'utf8').replace('http://127.0.0.1:8080', api.url)
  const file = join(dir, `${action.replace(/\W/g, '') || 'root'}.env`)
  writeFileSync(file, [env, `GITHUB_WORKSPACE=${workspace}`, `RUNNER_TEMP=${dir}`, ...extra].join('\n'))
  const child = spawn(resolve('node_modules/.bin/local-action'), [action, entrypoint, file], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const code = await new Promise<number | null>(done => child.on('close', done))
  const commands = runnerCommands(stdout)
  expect({ code, errors: commands.filter(c => c.name === 'error') }).toEqual({ code: 0, errors: [] })
  const outputs: Record<string, string> = {}
  for (const { line } of commands.filter(c => c.name === 'set-output')) {
    const match = /::set-output name=([^:]+)::(.*)$/.exec(line)
    if (match?.[1]) outputs[match[1]] = match[2] ?? ''
  }
  outputs.notices = commands
    .filter(c => c.name === 'notice')
    .map(c => /^Input '([^']+)'/.exec(c.data ?? '')?.[1])
    .join(',')
  return outputs
}

describe('@github/local-action runs each action from .env.example against the stand-in', () => {
  it('the checkpoint: outputs set; parallel-runs and github-token noticed as unevaluated', async () => {
    const outputs = await localAction('.', 'src/actions/checkpoint/main.ts')
    expect(outputs['checkpoint-id']).toMatch(/^[0-9a-f]{16}$/)
    expect(outputs['branch-id']).toBe('main-branch-id')
    expect(outputs.notices).toBe('parallel-runs,github-token')
  })

  it('create-branch', async () => {
    const outputs = await localAction('create-branch', '../src/actions/create-branch/main.ts', [
      'INPUT_NAME=tried-locally',
      'INPUT_SOURCE-BRANCH=main',
    ])
    expect(JSON.parse(outputs.branch ?? '{}')).toHaveProperty('name', 'tried-locally')
    expect(outputs.created).toBe('true')
  })

  it('download-app: the build unpacked into the workspace', async () => {
    const outputs = await localAction('download-app', '../src/actions/download-app/main.ts', ['INPUT_DIRECTORY=app'])
    expect(readdirSync(outputs.directory ?? '')).toContain('index.html')
    expect(outputs.notices).toBe('parallel-runs')
  })

  it('archive-project: the archive in the workspace', async () => {
    const outputs = await localAction('archive-project', '../src/actions/archive-project/main.ts')
    expect(Number(outputs.size)).toBeGreaterThan(0)
    expect(outputs.file).toContain('archiveproject-workspace')
  })

  it('push-files: the workspace’s scripts folder onto the branch', async () => {
    mkdirSync(join(dir, 'pushfiles-workspace', 'scripts'), { recursive: true })
    writeFileSync(join(dir, 'pushfiles-workspace', 'scripts', 'game.mjs'), 'export const x = 1\n')
    const outputs = await localAction('push-files', '../src/actions/push-files/main.ts', ['INPUT_PATH=scripts'])
    expect(outputs).toMatchObject({ created: '1', unchanged: '0', 'branch-id': 'main-branch-id' })
  })

  it('pull-files: a folder of the branch into the workspace, byte for byte', async () => {
    const code = api.assets.add('main-branch-id', { name: 'pulled by local-action' })
    const lib = api.assets.add('main-branch-id', { name: 'lib', parent: code.id })
    api.assets.add('main-branch-id', { name: 'a.js', parent: code.id, text: 'export const a = 1\n' })
    api.assets.add('main-branch-id', { name: 'niño.frag', parent: lib.id, text: 'void main() {}\r\n' })
    const outputs = await localAction('pull-files', '../src/actions/pull-files/main.ts', [
      'INPUT_PATH=scripts',
      'INPUT_TARGET=pulled by local-action',
    ])
    expect(outputs).toMatchObject({ created: '2', updated: '0', unchanged: '0', 'branch-id': 'main-branch-id' })
    expect(outputs.notices).toBe('')
    const scripts = join(dir, 'pullfiles-workspace', 'scripts')
    expect(readFileSync(join(scripts, 'a.js'), 'utf8')).toBe('export const a = 1\n')
    expect(readFileSync(join(scripts, 'lib', 'niño.frag'), 'utf8')).toBe('void main() {}\r\n')
  })
})
