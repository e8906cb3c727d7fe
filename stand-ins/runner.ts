import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { arch } from 'node:os'
import { join, resolve } from 'node:path'
import { pushPayload } from '../__fixtures__/payloads.js'
import { type DefaultContexts, evaluateDefault, loadAction } from './action-manifest.js'

/** The bundle of every action, which the file each action.yml names as its `main` imports. */
export const BUNDLE = resolve('dist/actions/index.js')

/** What `github.token` holds in the runs here: a job token that only the stand-ins would accept. */
export const JOB_TOKEN = 'ghs_job-token-of-the-stand-in-runner'
/** GitHub's API is not reachable from tests: a loopback port nothing listens on, unless a test names its own. */
const GITHUB_API_URL = 'http://127.0.0.1:9'

/** A matrix as the strategy context tells it; without one a runner says 1 job of at most 1 at once. */
export interface Strategy {
  jobTotal: number
  maxParallel: number
  jobIndex?: number
  /** The matrix's values for this job (the `matrix` context). */
  matrix?: Record<string, unknown>
}

export interface RunOptions {
  /** The folder of the action.yml to run (e.g. 'download-app'); default: the repository's root, the checkpoint. */
  action?: string
  /**
   * By their action.yml names, e.g. { 'project-id': '1234' }: the step's `with:`. Every other declared input gets its
   * default, evaluated as a runner does.
   */
  inputs: Record<string, string>
  /** The job's matrix; default none. */
  strategy?: Strategy
  eventName?: string
  /** The event payload; default: a real push payload from @octokit/webhooks-examples. */
  payload?: unknown
  env?: Record<string, string>
  /**
   * Sent to the process after this many milliseconds: counted from the spawn, or, with `afterOutput`, from the first
   * time the step's output matches it (a busy machine can take over a second just to start the process).
   */
  signal?: { name: NodeJS.Signals; afterMs: number; afterOutput?: RegExp }
  /** The script to run instead of the one action.yml names (another build of it, for a baseline or a mutation). */
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
 * The runner, as far as an action sees it: loads the action's action.yml with GitHub's parser (a manifest the runner
 * would refuse throws here), gives every input not in `with:` its default evaluated by GitHub's expression engine,
 * runs the script it names with INPUT_* and GITHUB_* variables, an event file, output and summary files, and reads
 * back what the step wrote. `options.env` is set last, over all of these.
 */
export async function runAction(options: RunOptions): Promise<RunResult> {
  const manifest = loadAction(options.action ?? '.')
  const dir = mkdtempSync(join(tmpdir(), 'checkpoint-action-'))
  try {
    const files = { output: join(dir, 'output'), summary: join(dir, 'summary'), event: join(dir, 'event.json') }
    writeFileSync(files.output, '')
    writeFileSync(files.summary, '')
    writeFileSync(files.event, JSON.stringify(options.payload ?? pushPayload()))
    const workspace = options.workspace ?? join(dir, 'workspace')
    if (!options.workspace) mkdirSync(workspace)
    const github: Record<string, string> = {
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
      GITHUB_API_URL,
      RUNNER_TEMP: options.runnerTemp ?? dir,
      GITHUB_WORKSPACE: workspace,
    }
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...github }
    const inputs = { ...defaults(manifest.inputs, contexts({ ...github, ...options.env }, options)), ...options.inputs }
    // Runner naming: INPUT_ + the name upper-cased, spaces to underscores, dashes kept.
    for (const [name, value] of Object.entries(inputs)) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
    }
    Object.assign(env, options.env)
    const started = Date.now()
    const node = options.node ?? (process.env.ACTION_NODE || process.execPath)
    const child = spawn(node, [options.bundle ?? manifest.main], { env, stdio: ['ignore', 'pipe', 'pipe'] })
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

/** Each declared input that has a default, given it as a runner evaluates it. */
function defaults(
  declared: ReturnType<typeof loadAction>['inputs'],
  contexts: DefaultContexts,
): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of declared) if (value) values[name] = evaluateDefault(value, contexts)
  return values
}

/** The contexts a default may read, as a runner fills them for this job. */
function contexts(env: Record<string, string>, options: RunOptions): DefaultContexts {
  const strategy = options.strategy ?? { jobTotal: 1, maxParallel: 1 }
  return {
    github: {
      token: JOB_TOKEN,
      event_name: env.GITHUB_EVENT_NAME,
      sha: env.GITHUB_SHA,
      ref: env.GITHUB_REF,
      repository: env.GITHUB_REPOSITORY,
      workflow: env.GITHUB_WORKFLOW,
      run_number: env.GITHUB_RUN_NUMBER,
      api_url: env.GITHUB_API_URL,
      workspace: env.GITHUB_WORKSPACE,
      event: options.payload ?? pushPayload(),
    },
    strategy: {
      'fail-fast': true,
      'job-index': strategy.jobIndex ?? 0,
      'job-total': strategy.jobTotal,
      'max-parallel': strategy.maxParallel,
    },
    matrix: strategy.matrix ?? null,
    job: { status: 'success' },
    runner: { os: 'Linux', arch: arch() === 'arm64' ? 'ARM64' : 'X64', temp: env.RUNNER_TEMP, name: 'stand-in' },
  }
}

/** Reads GITHUB_OUTPUT's `name<<delimiter` … `delimiter` blocks (the form @actions/core writes). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const block = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm
  for (const match of text.matchAll(block)) outputs[match[1] as string] = match[3] as string
  return outputs
}
