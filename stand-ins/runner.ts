import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pushPayload } from '../__fixtures__/payloads.js'

export const BUNDLE = resolve('dist/index.js')

export interface RunOptions {
  /** By their action.yml names, e.g. { 'project-id': '1234' }. */
  inputs: Record<string, string>
  eventName?: string
  /** The event payload; default: a real push payload from @octokit/webhooks-examples. */
  payload?: unknown
  env?: Record<string, string>
  /**
   * Sent to the process after this many milliseconds: counted from the spawn, or, with `afterOutput`, from the first
   * time the step's output matches it (a busy machine can take over a second just to start the process).
   */
  signal?: { name: NodeJS.Signals; afterMs: number; afterOutput?: RegExp }
  /** The bundle to run; default: the committed dist/index.js. */
  bundle?: string
  /** The node binary to run the bundle with; default: ACTION_NODE, else the one running the tests. */
  node?: string
  /** Also copy the step's output to this process's stdout as it comes (for the demo). */
  echo?: boolean
  /** GITHUB_WORKSPACE, left as the step leaves it (the caller removes it); default a fresh folder, removed after. */
  workspace?: string
  /** RUNNER_TEMP, likewise; default a fresh folder, removed after. */
  runnerTemp?: string
  /** Told the step's whole stdout so far each time more arrives (to act on what the step says, not after a time). */
  onOutput?: (stdout: string) => void
}

export interface RunResult {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  elapsedMs: number
}

/**
 * The runner, as far as an action sees it: runs the bundle as a runner does (INPUT_* and GITHUB_* variables, an event
 * file, output and summary files) and reads back what the step wrote.
 */

/** Runs the committed bundle as a runner does: INPUT_* and GITHUB_* variables, an event file, an output file. */
export async function runAction(options: RunOptions): Promise<RunResult> {
  const dir = mkdtempSync(join(tmpdir(), 'checkpoint-action-'))
  try {
    const files = { output: join(dir, 'output'), summary: join(dir, 'summary'), event: join(dir, 'event.json') }
    writeFileSync(files.output, '')
    writeFileSync(files.summary, '')
    writeFileSync(files.event, JSON.stringify(options.payload ?? pushPayload()))
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_EVENT_NAME: options.eventName ?? 'push',
      GITHUB_EVENT_PATH: files.event,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_SHA: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_WORKFLOW: 'Deploy',
      GITHUB_RUN_NUMBER: '42',
      GITHUB_REPOSITORY: 'octo-org/game',
      RUNNER_TEMP: options.runnerTemp ?? dir,
      GITHUB_WORKSPACE: options.workspace ?? mkdirSync(join(dir, 'workspace'), { recursive: true }) ?? dir,
      ...options.env,
    }
    // Runner naming: INPUT_ + the name upper-cased, spaces to underscores, dashes kept.
    for (const [name, value] of Object.entries(options.inputs)) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
    }
    const started = Date.now()
    const node = options.node ?? (process.env.ACTION_NODE || process.execPath)
    const child = spawn(node, [options.bundle ?? BUNDLE], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    const signal = options.signal
    let timer: NodeJS.Timeout | undefined
    const arm = (): void => {
      if (signal && !timer) timer = setTimeout(() => child.kill(signal.name), signal.afterMs)
    }
    if (!signal?.afterOutput) arm()
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (options.echo) process.stdout.write(chunk)
      if (signal?.afterOutput?.test(stdout)) arm()
      options.onOutput?.(stdout)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      if (options.echo) process.stderr.write(chunk)
    })
    const code = await new Promise<number | null>(done => child.on('close', done))
    if (timer) clearTimeout(timer)
    return {
      code,
      stdout,
      stderr,
      outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
      summary: readFileSync(files.summary, 'utf8'),
      elapsedMs: Date.now() - started,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Reads GITHUB_OUTPUT's `name<<delimiter` … `delimiter` blocks (the form @actions/core writes). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const block = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm
  for (const match of text.matchAll(block)) outputs[match[1] as string] = match[3] as string
  return outputs
}
