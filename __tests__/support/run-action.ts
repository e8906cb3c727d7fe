import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { runnerCommands } from './runner-commands.js'

export const BUNDLE = resolve('dist/index.js')
const require = createRequire(import.meta.url)

export interface RunOptions {
  /** By their action.yml names, e.g. { 'project-id': '1234' }. */
  inputs: Record<string, string>
  eventName?: string
  /** The event payload; default: a real push payload from @octokit/webhooks-examples. */
  payload?: unknown
  env?: Record<string, string>
  /** Sent to the process after this many milliseconds. */
  signal?: { name: NodeJS.Signals; afterMs: number }
  /** The bundle to run; default: the committed dist/index.js. */
  bundle?: string
  /** The node binary to run the bundle with; default: ACTION_NODE, else the one running the tests. */
  node?: string
  /** Also copy the step's output to this process's stdout as it comes (for the demo). */
  echo?: boolean
}

export interface RunResult {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  elapsedMs: number
}

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
      RUNNER_TEMP: dir,
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
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (options.echo) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      if (options.echo) process.stderr.write(chunk)
    })
    const signal = options.signal
    const timer = signal && setTimeout(() => child.kill(signal.name), signal.afterMs)
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

interface WebhookExamples {
  name: string
  examples: Record<string, unknown>[]
}

/** A real payload GitHub sent for an event (the first example that has `has` when given). */
export function examplePayload(event: string, has?: string): Record<string, unknown> {
  const all = require('@octokit/webhooks-examples/api.github.com/index.json') as WebhookExamples[]
  const examples = all.find(entry => entry.name === event)?.examples ?? []
  const example = examples.find(payload => !has || payload[has])
  if (!example) throw new Error(`no example payload for ${event}`)
  return structuredClone(example)
}

export function pushPayload(message?: string): Record<string, unknown> {
  const payload = examplePayload('push', 'head_commit')
  if (message !== undefined) (payload.head_commit as Record<string, unknown>).message = message
  return payload
}

/** The `::error::` annotations a runner would show, unescaped as the runner does. */
export function errorAnnotations(stdout: string): string[] {
  return runnerCommands(stdout)
    .filter(command => command.name === 'error')
    .map(({ data = '' }) => data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'))
}

export const TEST_TOKEN = 'test-token'

/** Runs the action against a stand-in at `baseUrl` with valid inputs, overridden by `inputs`. */
export function runAgainst(
  baseUrl: string,
  inputs: Record<string, string> = {},
  options: Omit<RunOptions, 'inputs'> = {},
): Promise<RunResult> {
  return runAction({
    inputs: {
      'access-token': TEST_TOKEN,
      'project-id': '1234',
      'branch-id': 'main-branch-id',
      'base-url': baseUrl,
      ...inputs,
    },
    ...options,
  })
}
