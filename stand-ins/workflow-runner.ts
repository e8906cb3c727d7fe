import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { arch } from 'node:os'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { Evaluator, Lexer, Parser, data } from '@actions/expressions'
import type { FunctionDefinition } from '@actions/expressions/funcs/info'
import { truthy } from '@actions/expressions/result'
import {
  NoOperationTraceWriter,
  type WorkflowTemplate,
  convertWorkflowTemplate,
  isBasicExpression,
  isBoolean,
  isLiteral,
  isMapping,
  isNumber,
  isSequence,
  isString,
  parseWorkflow,
} from '@actions/workflow-parser'
import type { Job, Step } from '@actions/workflow-parser/model/workflow-template'
import type { MappingToken, TemplateToken } from '@actions/workflow-parser/templates/tokens/index'
import { examplePayload, pushPayload } from '../__fixtures__/payloads.js'
import { loadAction } from './action-manifest.js'
import { type PullRequest, StandInRepository, git } from './github-repository.js'
import { JOB_TOKEN, type RunResult, parseOutputFile, runAction } from './runner.js'
import type { StandInDeployments } from './github-deployments.js'
import { errorAnnotations, runnerCommands } from './workflow-commands.js'

/**
 * A whole workflow, run as a runner runs it: read by GitHub's own parser (refused on any error it reports), each job
 * (each matrix combination a job run of its own) run step by step in order, `if:` and `with:` and `run:` evaluated by
 * GitHub's expression engine. This repository's actions run from their bundles (runner.ts); the third-party actions
 * the recipes use have stand-ins below; any other `uses:` fails the step.
 */
export interface WorkflowOptions {
  /** What `uses:` names this repository by (the docs write `OWNER/REPO`); `OWNER/REPO/<folder>@ref` runs `<folder>`. */
  self?: string
  /** The `secrets` context. */
  secrets?: Record<string, string>
  /** `github.actor`, who started the run; default octocat. A run Dependabot starts gets no Actions secrets. */
  actor?: string
  /** `github.ref`, the branch the run started from; default refs/heads/main (a run started by hand may be another). */
  ref?: string
  /** `github.repository`, owner/name; default REPOSITORY. */
  repository?: string
  /** The `vars` context. */
  vars?: Record<string, string>
  /** The `inputs` context (workflow_dispatch). */
  inputs?: Record<string, string>
  /**
   * Inputs given to each of this repository's actions that declares them, over the step's own `with:` (the stand-in's
   * `base-url`: a workflow as written names the real service).
   */
  addInputs?: Record<string, string>
  /** A folder whose contents `actions/checkout` puts in the workspace. */
  checkout?: string
  /** Each job run gets `root/<job>[-<index>]/{workspace,temp}` here, left for the caller to read and remove. */
  root: string
  /** The event; default the workflow's first `on:` event. Its payload: a real one from @octokit/webhooks-examples. */
  eventName?: string
  payload?: unknown
  /** Copy each step's output to this process's stdout as it comes. */
  echo?: boolean
  /**
   * GitHub's side of the repository (pull requests, the gh-pages branch, comments, the site Pages serves): give one to
   * several runs to see what a second run finds; default a new one for the run.
   */
  github?: StandInRepository
  /** The run's commit (`github.sha`); default SHA. Runs of several pushes each have their own. */
  sha?: string
  /** `github.run_number`; default 42. `github.run_id` is made from it. */
  runNumber?: number
  /**
   * GitHub's deployments REST API (a stand-in serving at `url`): the REST API root this repository's actions are
   * given, and where a job with `environment:` gets the record GitHub itself makes for it.
   */
  deployments?: { api: StandInDeployments; url: string }
}

export interface StepResult {
  /** The step's id: its own, or the one the parser made (`__actions_checkout`, `__run`). */
  id: string
  uses?: string
  run?: string
  /** `with:` as evaluated, before `addInputs`. */
  with: Record<string, string>
  outcome: 'success' | 'failure' | 'skipped'
  code: number | null
  outputs: Record<string, string>
  /** Why it failed: the step's `::error::` annotations, or the runner's own reason. */
  error?: string
  /** `::warning::` annotations, and a stand-in's warnings (as a runner shows them). */
  warnings: string[]
  stdout: string
  summary: string
  /** How long the step took. */
  elapsedMs: number
  /** What a third-party stand-in recorded: the files it would upload, the folder checked out. */
  effect?: Record<string, unknown>
}

export interface JobResult {
  /** `deploy`, or `checkpoint (1234567)` for a matrix's job run, as GitHub names it. */
  name: string
  job: string
  matrix?: Record<string, unknown>
  status: 'success' | 'failure' | 'skipped'
  /** The first step that failed, and why. */
  failed?: { step: string; why: string }
  steps: StepResult[]
  workspace: string
}

/** A workflow's parse: what GitHub's parser reports wrong with it (the runner refuses such a workflow). */
export async function readWorkflow(
  name: string,
  content: string,
): Promise<{ template: WorkflowTemplate; root: MappingToken }> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  const template = parsed.value ? await convertWorkflowTemplate(parsed.context, parsed.value) : undefined
  const errors = parsed.context.errors.getErrors().map(error => error.message)
  if (errors.length > 0 || !template || !parsed.value || !isMapping(parsed.value)) {
    throw new Error(`The workflow is not valid. ${name}:\n${errors.join('\n') || 'no workflow in it'}`)
  }
  return { template, root: parsed.value }
}

/** Runs every job of the workflow, in order (a job's matrix runs at once, up to `max-parallel`). */
export async function runWorkflow(name: string, content: string, options: WorkflowOptions): Promise<JobResult[]> {
  const { template, root } = await readWorkflow(name, content)
  const events = Object.keys(template.events)
  const eventName = options.eventName ?? events[0] ?? 'push'
  const payload = options.payload ?? (eventName === 'push' ? pushPayload() : eventPayload(eventName))
  const workflowName = stringOf(root.find('name')) ?? name
  const run: WorkflowRun = {
    options,
    eventName,
    payload,
    workflowName,
    root,
    artifacts: new Map(),
    pagesArtifacts: new Map(),
    artifactRoots: new Map(),
    checkouts: new Map(),
    github: options.github ?? new StandInRepository(REPOSITORY),
    results: [],
  }
  for (const job of template.jobs) {
    if (job.type !== 'job') throw new Error(`Job ${job.id.value}: a reusable workflow call; not run here`)
    const needed = (job.needs ?? []).map(n => n.value)
    const failedNeed = run.results.find(r => needed.includes(r.job) && r.status !== 'success')
    const combos = matrixOf(job)
    const jobRuns = combos.map((matrix, index) =>
      failedNeed
        ? (): Promise<JobResult> =>
            Promise.resolve<JobResult>({
              name: job.id.value,
              job: job.id.value,
              status: 'skipped',
              steps: [],
              workspace: '',
            })
        : (): Promise<JobResult> => runJob(run, job, matrix, index, combos.length),
    )
    const maxParallel = maxParallelOf(job, combos.length)
    const results: JobResult[] = []
    for (let i = 0; i < jobRuns.length; i += maxParallel) {
      results.push(...(await Promise.all(jobRuns.slice(i, i + maxParallel).map(start => start()))))
    }
    run.results.push(...results)
  }
  return run.results
}

interface WorkflowRun {
  options: WorkflowOptions
  eventName: string
  payload: unknown
  workflowName: string
  root: MappingToken
  /** Artifacts uploaded in this run, by name (a second upload of a name fails, as with v4). */
  artifacts: Map<string, string[]>
  /** Of those, the Pages artifacts' folders, by name. */
  pagesArtifacts: Map<string, string>
  /** Of those, upload-artifact's: the folder its files are relative to in the artifact (the paths' common one). */
  artifactRoots: Map<string, string>
  /** Where actions/checkout put the repository (absolute), and the folder it was copied from: its base. */
  checkouts: Map<string, string>
  github: StandInRepository
  results: JobResult[]
}

const RUN_NUMBER = '42'
/** The run's commit when a test gives none. */
export const SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821'
/** Where this repository's actions find GitHub's REST API when a run has no stand-in for it: a port nothing serves. */
const NO_API = 'http://127.0.0.1:9'

/** The run's own facts a runner gives every step: its commit, number and id, GitHub's addresses. */
function runFacts(run: WorkflowRun): { sha: string; runNumber: string; runId: string; apiUrl: string } {
  const runNumber = String(run.options.runNumber ?? RUN_NUMBER)
  return {
    sha: run.options.sha ?? SHA,
    runNumber,
    runId: String(4242424200 + Number(runNumber)),
    apiUrl: run.options.deployments?.url ?? NO_API,
  }
}
/** The repository the runs here are of (`github.repository`). */
export const REPOSITORY = 'octo-org/game'

function eventPayload(eventName: string): unknown {
  if (eventName === 'schedule') return { schedule: '' }
  try {
    return examplePayload(eventName)
  } catch {
    return {}
  }
}

/** The job's matrix combinations (one, `undefined`, without a matrix). `include`/`exclude` are refused. */
function matrixOf(job: Job): (Record<string, unknown> | undefined)[] {
  const matrix = job.strategy && isMapping(job.strategy) ? job.strategy.find('matrix') : undefined
  if (!matrix) return [undefined]
  if (!isMapping(matrix)) throw new Error(`Job ${job.id.value}: a matrix from an expression is not run here`)
  let combos: Record<string, unknown>[] = [{}]
  for (const { key, value } of matrix) {
    const axis = stringOf(key) ?? ''
    if (axis === 'include' || axis === 'exclude') {
      throw new Error(`Job ${job.id.value}: matrix ${axis} is not run here`)
    }
    if (!isSequence(value)) throw new Error(`Job ${job.id.value}: matrix axis ${axis} is not a list`)
    const values: unknown[] = []
    for (let i = 0; i < value.count; i++) values.push(literal(value.get(i)))
    combos = combos.flatMap(combo => values.map(v => ({ ...combo, [axis]: v })))
  }
  return combos
}

function maxParallelOf(job: Job, total: number): number {
  const token = job.strategy && isMapping(job.strategy) ? job.strategy.find('max-parallel') : undefined
  return token && isNumber(token) ? Math.max(1, Math.min(token.value, total)) : total
}

/** A literal token's value (strings, numbers, booleans, lists, mappings); an expression is refused. */
function literal(token: TemplateToken): unknown {
  if (isString(token) || isNumber(token) || isBoolean(token)) return token.value
  if (isSequence(token)) return Array.from({ length: token.count }, (_, i) => literal(token.get(i)))
  if (isMapping(token)) return Object.fromEntries([...token].map(p => [stringOf(p.key), literal(p.value)]))
  if (isBasicExpression(token)) throw new Error(`an expression here is not run: ${token.toDisplayString()}`)
  return null
}

function stringOf(token: TemplateToken | undefined): string | undefined {
  return token && isString(token) ? token.value : undefined
}

type Contexts = Record<string, unknown>

/** The runner's status functions, for `if:` (every expression may call them; `hashFiles` is refused). */
function statusFunctions(status: () => 'success' | 'failure'): Map<string, FunctionDefinition> {
  const fn = (name: string, value: () => boolean): FunctionDefinition => ({
    name,
    minArgs: 0,
    maxArgs: 0,
    call: () => new data.BooleanData(value()),
  })
  return new Map([
    ['success', fn('success', () => status() === 'success')],
    ['failure', fn('failure', () => status() === 'failure')],
    ['always', fn('always', () => true)],
    ['cancelled', fn('cancelled', () => false)],
  ])
}

/** An expression (without `${{ }}`) evaluated by GitHub's engine over the contexts. */
function evaluate(
  expression: string,
  contexts: Contexts,
  functions: Map<string, FunctionDefinition>,
): data.ExpressionData {
  const lexed = new Lexer(expression).lex()
  const parsed = new Parser(lexed.tokens, Object.keys(contexts), [...functions.values()]).parse()
  const values = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary
  return new Evaluator(parsed, values, functions).evaluate()
}

/** A scalar as a runner gives it to a step: text as it is, an expression (mixed text folded into format()) evaluated. */
function text(token: TemplateToken, contexts: Contexts, functions: Map<string, FunctionDefinition>): string {
  if (isBasicExpression(token)) return evaluate(token.expression, contexts, functions).coerceString()
  if (isString(token) || isNumber(token) || isBoolean(token)) return String(token.value)
  if (isLiteral(token)) return ''
  throw new Error(`a ${token.typeName()} where a runner wants text`)
}

function mappingText(
  token: TemplateToken | undefined,
  contexts: Contexts,
  functions: Map<string, FunctionDefinition>,
): Record<string, string> {
  if (!token) return {}
  if (!isMapping(token)) throw new Error('a mapping from one expression is not run here')
  return Object.fromEntries([...token].map(p => [stringOf(p.key) ?? '', text(p.value, contexts, functions)]))
}

/** The raw mapping of the job's i-th step (what the converted template leaves out: `with:`, `shell:`). */
function rawStep(root: MappingToken, jobId: string, index: number): MappingToken {
  const jobs = root.find('jobs')
  const job = jobs && isMapping(jobs) ? jobs.find(jobId) : undefined
  const steps = job && isMapping(job) ? job.find('steps') : undefined
  const step = steps && isSequence(steps) ? steps.get(index) : undefined
  if (!step || !isMapping(step)) throw new Error(`Job ${jobId}: no step ${index + 1} in the parsed workflow`)
  return step
}

async function runJob(
  run: WorkflowRun,
  job: Job,
  matrix: Record<string, unknown> | undefined,
  index: number,
  total: number,
): Promise<JobResult> {
  const jobId = job.id.value
  const name = matrix ? `${jobId} (${Object.values(matrix).map(String).join(', ')})` : jobId
  const dir = join(run.options.root, total > 1 ? `${jobId}-${index}` : jobId)
  const workspace = join(dir, 'workspace')
  const temp = join(dir, 'temp')
  mkdirSync(workspace, { recursive: true })
  mkdirSync(temp, { recursive: true })
  const result: JobResult = { name, job: jobId, matrix, status: 'success', steps: [], workspace }
  let status: 'success' | 'failure' = 'success'
  const functions = statusFunctions(() => status)
  const strategy = {
    'fail-fast': true,
    'job-index': index,
    'job-total': total,
    'max-parallel': maxParallelOf(job, total),
  }
  const steps: Record<string, { outputs: Record<string, string>; outcome: string; conclusion: string }> = {}
  const jobEnv: Record<string, string> = {}
  const facts = runFacts(run)
  const contexts = (env: Record<string, string>): Contexts => ({
    github: {
      token: JOB_TOKEN,
      event_name: run.eventName,
      event: run.payload,
      sha: facts.sha,
      ref: run.options.ref ?? 'refs/heads/main',
      ref_name: (run.options.ref ?? 'refs/heads/main').replace(/^refs\/(heads|tags)\//, ''),
      repository: run.options.repository ?? REPOSITORY,
      repository_owner: (run.options.repository ?? REPOSITORY).split('/')[0],
      workflow: run.workflowName,
      run_number: facts.runNumber,
      run_id: facts.runId,
      run_attempt: '1',
      job: jobId,
      actor: run.options.actor ?? 'octocat',
      server_url: 'https://github.com',
      api_url: facts.apiUrl,
      workspace,
    },
    env,
    vars: run.options.vars ?? {},
    secrets: { GITHUB_TOKEN: JOB_TOKEN, ...run.options.secrets },
    inputs: run.options.inputs ?? {},
    steps,
    matrix: matrix ?? null,
    strategy,
    job: { status },
    runner: {
      os: 'Linux',
      arch: arch() === 'arm64' ? 'ARM64' : 'X64',
      temp,
      name: 'stand-in',
      environment: 'github-hosted',
    },
    needs: {},
  })
  try {
    Object.assign(jobEnv, mappingText(run.root.find('env'), contexts({}), functions))
    Object.assign(jobEnv, mappingText(job.env, contexts(jobEnv), functions))
    if (!truthy(evaluate(job.if.expression, contexts(jobEnv), functions))) {
      return { ...result, status: 'skipped' }
    }
  } catch (error) {
    return { ...result, status: 'failure', failed: { step: '(job)', why: String(error) } }
  }
  // GitHub's own record of a job with `environment:`, made as the job starts and finished with it.
  const environment =
    job.environment && stringOf(isMapping(job.environment) ? job.environment.find('name') : job.environment)
  const deployments = run.options.deployments?.api
  const record =
    environment && deployments
      ? deployments.recordJob({
          environment,
          sha: facts.sha,
          ref: run.options.ref ?? 'refs/heads/main',
          logUrl: `https://github.com/${run.options.repository ?? REPOSITORY}/actions/runs/${facts.runId}`,
        })
      : undefined
  for (const [i, step] of job.steps.entries()) {
    const started = Date.now()
    const ran = await runStep(run, job, step, rawStep(run.root, jobId, i), {
      facts,
      contexts,
      functions,
      jobEnv,
      workspace,
      temp,
      matrix,
      strategy,
    }).catch((error: unknown): StepResult => ({
      id: step.id,
      ...('uses' in step ? { uses: step.uses.value } : {}),
      with: {},
      outcome: 'failure',
      code: null,
      outputs: {},
      error: error instanceof Error ? error.message : String(error),
      warnings: [],
      stdout: '',
      summary: '',
      elapsedMs: 0,
    }))
    const outcome = { ...ran, elapsedMs: Date.now() - started }
    result.steps.push(outcome)
    steps[step.id] = { outputs: outcome.outputs, outcome: outcome.outcome, conclusion: outcome.outcome }
    if (outcome.outcome === 'failure' && status === 'success') {
      status = 'failure'
      result.status = 'failure'
      result.failed = { step: stepName(outcome), why: outcome.error ?? `exit code ${outcome.code}` }
    }
  }
  if (record !== undefined) deployments?.finishJob(record, status)
  return result
}

function stepName(step: StepResult): string {
  return `${step.id}${step.uses ? ` (${step.uses})` : ''}`
}

interface StepScope {
  facts: ReturnType<typeof runFacts>
  contexts: (env: Record<string, string>) => Contexts
  functions: Map<string, FunctionDefinition>
  jobEnv: Record<string, string>
  workspace: string
  temp: string
  matrix?: Record<string, unknown>
  strategy: Record<string, unknown>
}

async function runStep(
  run: WorkflowRun,
  job: Job,
  step: Step,
  raw: MappingToken,
  scope: StepScope,
): Promise<StepResult> {
  const base: StepResult = {
    id: step.id,
    with: {},
    outcome: 'skipped',
    code: null,
    outputs: {},
    warnings: [],
    stdout: '',
    summary: '',
    elapsedMs: 0,
  }
  if (!('if' in step) || !('env' in step)) throw new Error(`step ${step.id}: only run and uses steps are run here`)
  if ('uses' in step) base.uses = step.uses.value
  const env = { ...scope.jobEnv, ...mappingText(step.env, scope.contexts(scope.jobEnv), scope.functions) }
  const contexts = scope.contexts(env)
  if (!truthy(evaluate(step.if.expression, contexts, scope.functions))) return base
  if ('run' in step) {
    base.run = text(step.run, contexts, scope.functions)
    return runScript(base, raw, env, contexts, scope)
  }
  const uses = base.uses ?? ''
  const given = mappingText(raw.find('with'), contexts, scope.functions)
  base.with = given
  const self = run.options.self ?? 'OWNER/REPO'
  const ours = new RegExp(`^${self.replace('/', '\\/')}(?:/([^@]+))?@[^@]+$`).exec(uses)
  if (ours) return runOurs(run, base, ours[1] ?? '.', given, env, scope)
  const standIn = STAND_INS[uses]
  if (!standIn)
    throw new Error(`no stand-in for ${uses}: add one to stand-ins/workflow-runner.ts, or it cannot run here`)
  const unexpected = Object.keys(given).filter(input => !(input in standIn.inputs))
  if (unexpected.length > 0) return failed(base, unexpectedInputs(unexpected, Object.keys(standIn.inputs)))
  const inputs: Record<string, string> = {}
  for (const [input, fallback] of Object.entries(standIn.inputs)) {
    const value = given[input] ?? (typeof fallback === 'function' ? fallback(contexts) : fallback)
    if (value !== undefined) inputs[input] = value
  }
  try {
    const done = standIn.run(inputs, { run, job, workspace: scope.workspace, contexts })
    return {
      ...base,
      outcome: 'success',
      code: 0,
      outputs: done.outputs ?? {},
      effect: done.effect,
      warnings: done.warnings ?? [],
    }
  } catch (error) {
    return failed(base, error instanceof Error ? error.message : String(error))
  }
}

function failed(base: StepResult, error: string): StepResult {
  return { ...base, outcome: 'failure', code: 1, error }
}

/**
 * The runner's words for `with:` keys the action does not declare. A runner only warns with them and runs the step;
 * here the step fails, so that a recipe with a misspelt input cannot pass.
 */
function unexpectedInputs(unexpected: string[], valid: string[]): string {
  return `Unexpected input(s) ${unexpected.map(i => `'${i}'`).join(', ')}, valid inputs are [${valid.map(i => `'${i}'`).join(', ')}]`
}

/** One of this repository's actions, from its bundle, as runner.ts runs it in the job's workspace. */
async function runOurs(
  run: WorkflowRun,
  base: StepResult,
  folder: string,
  given: Record<string, string>,
  env: Record<string, string>,
  scope: StepScope,
): Promise<StepResult> {
  if (!existsSync(join(folder, 'action.yml'))) throw new Error(`${base.uses}: no action.yml in ${folder}`)
  const declared = [...loadAction(folder).inputs.keys()]
  const unexpected = Object.keys(given).filter(input => !declared.includes(input))
  if (unexpected.length > 0) return failed(base, unexpectedInputs(unexpected, declared))
  const added = Object.fromEntries(
    Object.entries(run.options.addInputs ?? {}).filter(([input]) => declared.includes(input)),
  )
  const total = Number(scope.strategy['job-total'])
  const result: RunResult = await runAction({
    action: folder,
    inputs: { ...given, ...added },
    strategy: {
      jobTotal: total,
      maxParallel: Number(scope.strategy['max-parallel']),
      jobIndex: Number(scope.strategy['job-index']),
      matrix: scope.matrix,
    },
    eventName: run.eventName,
    payload: run.payload,
    // The runner sets the run's own variables after the step's `env:`, which cannot change them
    // (actions/runner, NodeScriptActionHandler: the github context's variables are written last).
    env: {
      ...env,
      GITHUB_WORKFLOW: run.workflowName,
      GITHUB_RUN_NUMBER: scope.facts.runNumber,
      GITHUB_RUN_ID: scope.facts.runId,
      GITHUB_SHA: scope.facts.sha,
      GITHUB_API_URL: scope.facts.apiUrl,
      GITHUB_SERVER_URL: 'https://github.com',
    },
    workspace: scope.workspace,
    runnerTemp: scope.temp,
    echo: run.options.echo,
  })
  const errors = errorAnnotations(result.stdout)
  const warnings = runnerCommands(result.stdout)
    .filter(command => command.name === 'warning')
    .map(command => command.data ?? '')
  return {
    ...base,
    outcome: result.code === 0 ? 'success' : 'failure',
    code: result.code,
    outputs: result.outputs,
    warnings,
    stdout: result.stdout,
    summary: result.summary,
    ...(result.code === 0
      ? {}
      : { error: errors.join('\n') || `exit code ${result.code}: ${result.stderr.slice(-500)}` }),
  }
}

/** A `run:` step, with bash as a runner runs it (`bash -e {0}` unless `shell: bash` asks for pipefail too). */
async function runScript(
  base: StepResult,
  raw: MappingToken,
  env: Record<string, string>,
  contexts: Contexts,
  scope: StepScope,
): Promise<StepResult> {
  const shell = stringOf(raw.find('shell'))
  if (shell !== undefined && shell !== 'bash') throw new Error(`shell ${shell} is not run here`)
  const directory = raw.find('working-directory')
  const cwd = directory ? resolve(scope.workspace, text(directory, contexts, scope.functions)) : scope.workspace
  const files = {
    script: join(scope.temp, `${base.id}.sh`),
    output: join(scope.temp, `${base.id}.output`),
    env: join(scope.temp, `${base.id}.env`),
    summary: join(scope.temp, `${base.id}.summary`),
  }
  writeFileSync(files.script, base.run ?? '')
  for (const file of [files.output, files.env, files.summary]) writeFileSync(file, '')
  const home = join(dirname(scope.temp), 'home')
  mkdirSync(home, { recursive: true })
  const args = shell === 'bash' ? ['--noprofile', '--norc', '-eo', 'pipefail', files.script] : ['-e', files.script]
  const child = spawn('bash', args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      // A home of the job's own, as a runner's is: no git identity or other configuration of this machine's.
      HOME: home,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: scope.workspace,
      RUNNER_TEMP: scope.temp,
      GITHUB_OUTPUT: files.output,
      GITHUB_ENV: files.env,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_RUN_NUMBER: scope.facts.runNumber,
      GITHUB_SHA: scope.facts.sha,
      GITHUB_REPOSITORY: String((contexts.github as { repository: string }).repository),
      ...env,
    },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number | null>(done => child.on('close', done))
  Object.assign(scope.jobEnv, keyValues(readFileSync(files.env, 'utf8')))
  const outputs = keyValues(readFileSync(files.output, 'utf8'))
  return {
    ...base,
    outcome: code === 0 ? 'success' : 'failure',
    code,
    outputs,
    stdout,
    summary: readFileSync(files.summary, 'utf8'),
    ...(code === 0 ? {} : { error: `Process completed with exit code ${code}. ${stderr.slice(-500)}`.trim() }),
  }
}

/** GITHUB_OUTPUT or GITHUB_ENV: `name=value` lines and `name<<delimiter` blocks. */
function keyValues(content: string): Record<string, string> {
  const values = parseOutputFile(content)
  const blocks = /^([^\n<]+)<<(\S+)\n[\s\S]*?\n\2$/gm
  for (const line of content.replace(blocks, '').split('\n')) {
    const at = line.indexOf('=')
    if (at > 0) values[line.slice(0, at)] = line.slice(at + 1)
  }
  return values
}

interface StandIn {
  /** The action's declared inputs and their defaults (undefined: none; a function: an expression's). */
  inputs: Record<string, string | undefined | ((contexts: Contexts) => string)>
  /** Does what a real one would check, and records the rest; throws the failure a real one would fail with. */
  run: (
    inputs: Record<string, string>,
    job: { run: WorkflowRun; job: Job; workspace: string; contexts: Contexts },
  ) => { outputs?: Record<string, string>; effect?: Record<string, unknown>; warnings?: string[] }
}

/** Every file under a path (relative to it), or the path itself when it is a file. */
function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter(entry => statSync(join(path, entry)).isFile())
    .sort()
}

const notGit = (path: string): boolean => !path.split('/').includes('.git')

/** The developer's work in `fixture` committed (a repository made there the first time) and pushed to `origin` main. */
function publish(fixture: string, origin: string): void {
  if (!existsSync(join(fixture, '.git'))) git(fixture, 'init', '-q', '-b', 'main')
  git(fixture, 'add', '-A')
  if (git(fixture, 'status', '--porcelain') !== '') git(fixture, 'commit', '-q', '-m', 'Work pushed before the run')
  git(fixture, 'push', '-q', '--force', origin, 'HEAD:refs/heads/main')
}

function inWorkspace(workspace: string, path: string): string {
  return isAbsolute(path) ? path : resolve(workspace, path)
}

/** The permissions the job's token has for `scope` (the job's `permissions:` over the workflow's). */
function permission(run: WorkflowRun, jobId: string, scope: string): string | undefined {
  const jobs = run.root.find('jobs')
  const job = jobs && isMapping(jobs) ? jobs.find(jobId) : undefined
  for (const token of [job && isMapping(job) ? job.find('permissions') : undefined, run.root.find('permissions')]) {
    if (!token) continue
    if (isString(token)) return token.value === 'write-all' ? 'write' : token.value === 'read-all' ? 'read' : 'none'
    if (isMapping(token)) return stringOf(token.find(scope)) ?? 'none'
  }
  // No permissions: anywhere: the repository's default (read for a new repository), and never id-token.
  return scope === 'id-token' ? 'none' : 'read'
}

/**
 * The newest major of each third-party action the docs use, and what it runs on, as read from each repository's tags
 * and action.yml (2026-11): GitHub moved actions to Node 24 in June 2026 and removed Node 20 in September, so a
 * recipe on an older major (checkout v4, upload-pages-artifact v3, deploy-pages v4, upload-artifact v4,
 * create-pull-request v7: Node 20) would not run. `composite` runs on what it calls.
 */
export const NEWEST_MAJORS: Record<string, { major: number; runs: 'node24' | 'composite' }> = {
  'actions/checkout': { major: 7, runs: 'node24' },
  'actions/upload-pages-artifact': { major: 5, runs: 'composite' },
  'actions/deploy-pages': { major: 5, runs: 'node24' },
  'actions/upload-artifact': { major: 7, runs: 'node24' },
  'actions/download-artifact': { major: 8, runs: 'node24' },
  'google-github-actions/auth': { major: 3, runs: 'node24' },
  'google-github-actions/upload-cloud-storage': { major: 3, runs: 'node24' },
  'peter-evans/create-pull-request': { major: 8, runs: 'node24' },
  'rossjrw/pr-preview-action': { major: 1, runs: 'composite' },
}

/**
 * The third-party actions the recipes use, each as far as a run here can tell: their declared inputs and defaults
 * (from their action.yml at that major version), and what a real one would check before doing its work.
 */
export const STAND_INS: Record<string, StandIn> = {
  'actions/checkout@v7': {
    inputs: Object.fromEntries(
      [
        'repository',
        'ref',
        'token',
        'ssh-key',
        'ssh-known-hosts',
        'ssh-strict',
        'ssh-user',
        'persist-credentials',
        'path',
        'clean',
        'filter',
        'sparse-checkout',
        'sparse-checkout-cone-mode',
        'fetch-depth',
        'fetch-tags',
        'show-progress',
        'lfs',
        'submodules',
        'set-safe-directory',
        'github-server-url',
        'allow-unsafe-pr-checkout',
      ].map(name => [name, undefined]),
    ),
    run: (inputs, { run, workspace }) => {
      const fixture = run.options.checkout
      if (!fixture) throw new Error('actions/checkout: the run was given no checkout (options.checkout)')
      const into = inWorkspace(workspace, inputs.path || '.')
      if (relative(workspace, into).startsWith('..')) {
        throw new Error(`Repository path '${into}' is not under '${workspace}'`)
      }
      // The fixture is the developer's clone: its work committed and pushed to the remote's main, which is then
      // fetched as checkout fetches it (a real repository, `fetch-depth` deep, `origin` the remote).
      const origin = run.github.remote(join(run.options.root, 'origin.git'))
      publish(fixture, origin)
      const depth = Number(inputs['fetch-depth'] ?? '1')
      mkdirSync(into, { recursive: true })
      git(into, 'init', '-q', '-b', 'main')
      git(into, 'remote', 'add', 'origin', `file://${origin}`)
      git(
        into,
        'fetch',
        '-q',
        '--no-tags',
        ...(depth > 0 ? [`--depth=${depth}`] : []),
        'origin',
        '+main:refs/remotes/origin/main',
      )
      git(into, 'checkout', '-q', '-B', 'main', 'refs/remotes/origin/main')
      run.checkouts.set(into, fixture)
      return { effect: { path: into, files: filesUnder(into).filter(notGit) } }
    },
  },
  'actions/upload-pages-artifact@v5': {
    inputs: { name: 'github-pages', path: '_site/', 'retention-days': '1', 'include-hidden-files': 'false' },
    run: (inputs, { run, workspace }) => {
      const path = inWorkspace(workspace, inputs.path ?? '')
      // The real one tars the folder (`tar --dereference … -C "$INPUT_PATH" .`): an empty path (`with:` given empty
      // keeps the default away, as for any action), a missing one or a file fails there.
      if (!inputs.path || !existsSync(path) || !statSync(path).isDirectory()) {
        throw new Error(`tar: ${inputs.path}: Cannot open: No such file or directory (path must be a folder)`)
      }
      // Its tar leaves out .git and .github always, and every dot-name unless include-hidden-files is true (v5).
      const hidden = inputs['include-hidden-files'] === 'true' ? /(^|\/)\.git(hub)?(\/|$)/ : /(^|\/)\./
      const files = filesUnder(path).filter(file => !hidden.test(file))
      if (files.length === 0) throw new Error(`upload-pages-artifact: ${inputs.path} is empty`)
      claimArtifact(run, inputs.name ?? '', files)
      run.pagesArtifacts.set(inputs.name ?? '', path)
      return { effect: { name: inputs.name, path, files } }
    },
  },
  'actions/deploy-pages@v5': {
    inputs: {
      token: () => JOB_TOKEN,
      timeout: '600000',
      error_count: '10',
      reporting_interval: '5000',
      artifact_name: 'github-pages',
      preview: 'false',
    },
    run: (inputs, { run, job }) => {
      for (const [scope, needed] of [
        ['pages', 'write'],
        ['id-token', 'write'],
      ]) {
        if (permission(run, job.id.value, scope as string) !== needed) {
          throw new Error(`Ensure GITHUB_TOKEN has permission "${scope}: ${needed}".`)
        }
      }
      const files = run.artifacts.get(inputs.artifact_name ?? '')
      const folder = run.pagesArtifacts.get(inputs.artifact_name ?? '')
      if (!files || !folder)
        throw new Error(`No artifacts named "${inputs.artifact_name}" were found for this workflow run.`)
      // Pages takes the run's commit as the build's version (deploy-pages sends GITHUB_SHA), and a deploy of the
      // version it serves is answered success and changes nothing (actions/deploy-pages#383).
      const sha = runFacts(run).sha
      const noOp = run.github.pages?.sha === sha
      if (!noOp) run.github.pages = { sha, files: new Map(files.map(file => [file, readFileSync(join(folder, file))])) }
      run.github.pagesDeploys.push({ sha, noOp })
      return {
        outputs: { page_url: `https://${REPOSITORY.split('/')[0]}.github.io/${REPOSITORY.split('/')[1]}/` },
        effect: { artifact: inputs.artifact_name, files, noOp },
      }
    },
  },
  'actions/upload-artifact@v7': {
    inputs: {
      name: 'artifact',
      path: undefined,
      'if-no-files-found': 'warn',
      'retention-days': '0',
      'compression-level': '6',
      overwrite: 'false',
      'include-hidden-files': 'false',
      archive: 'true',
    },
    run: (inputs, { run, workspace }) => {
      if (!inputs.path) throw new Error('Input required and not supplied: path')
      const days = Number(inputs['retention-days'])
      if (!Number.isInteger(days) || days < 0 || days > 90) throw new Error(`Invalid retention-days: ${days}`)
      const paths = inputs.path
        .split('\n')
        .map(line => line.trim())
        .filter(Boolean)
      if (paths.some(path => /[*?[\]!]/.test(path))) throw new Error('upload-artifact stand-in: globs are not run here')
      const files = paths.flatMap(path => {
        const full = inWorkspace(workspace, path)
        return existsSync(full) ? filesUnder(full).map(file => (isAbsolute(file) ? file : join(full, file))) : []
      })
      if (files.length === 0) {
        const message = `No files were found with the provided path: ${inputs.path}. No artifacts will be uploaded.`
        if (inputs['if-no-files-found'] === 'error') throw new Error(message)
        return {
          warnings: inputs['if-no-files-found'] === 'ignore' ? [] : [message],
          effect: { name: inputs.name, files },
        }
      }
      // archive: false uploads one file as it is, named by the file (the name input ignored).
      const archived = booleanInput('archive', inputs.archive ?? 'true')
      if (!archived && files.length !== 1) throw new Error('When archive is false, only a single file can be uploaded')
      const name = archived ? (inputs.name ?? '') : basename(files[0] ?? '')
      if (inputs.overwrite !== 'true') claimArtifact(run, name, files)
      else run.artifacts.set(name, files)
      run.artifactRoots.set(name, commonFolder(paths.map(path => inWorkspace(workspace, path))))
      return {
        outputs: {
          'artifact-id': '1',
          'artifact-url': `https://github.com/${REPOSITORY}/actions/runs/4242424242/artifacts/1`,
        },
        effect: { name, files, 'retention-days': days },
      }
    },
  },
  'actions/download-artifact@v8': {
    inputs: {
      name: undefined,
      'artifact-ids': undefined,
      path: undefined,
      pattern: undefined,
      'merge-multiple': 'false',
      'github-token': undefined,
      repository: contexts => String((contexts.github as { repository: string }).repository),
      'run-id': contexts => String((contexts.github as { run_id: string }).run_id),
      'skip-decompress': 'false',
      'digest-mismatch': 'error',
    },
    run: (inputs, { run, workspace }) => {
      if (!inputs.name) throw new Error('download-artifact stand-in: only a download by name is run here')
      const files = run.artifacts.get(inputs.name)
      const root = run.artifactRoots.get(inputs.name)
      if (!files || root === undefined)
        throw new Error(`Unable to download artifact(s): Artifact not found for name: ${inputs.name}`)
      const into = inWorkspace(workspace, inputs.path || '.')
      const written = files.map(file => {
        const to = join(into, relative(root, file))
        mkdirSync(dirname(to), { recursive: true })
        cpSync(file, to)
        return to
      })
      return { outputs: { 'download-path': into }, effect: { name: inputs.name, files: written } }
    },
  },
  'peter-evans/create-pull-request@v8': {
    inputs: {
      token: contexts => String((contexts.github as { token: string }).token),
      'branch-token': undefined,
      path: undefined,
      'add-paths': undefined,
      'commit-message': '[create-pull-request] automated change',
      committer: 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>',
      author: contexts => {
        const actor = String((contexts.github as { actor: string }).actor)
        return `${actor} <${actor}@users.noreply.github.com>`
      },
      signoff: 'false',
      branch: 'create-pull-request/patch',
      'delete-branch': 'false',
      'branch-suffix': undefined,
      base: undefined,
      'push-to-fork': undefined,
      'sign-commits': 'false',
      title: 'Changes by create-pull-request action',
      body: 'Automated changes by [create-pull-request](https://github.com/peter-evans/create-pull-request) GitHub action',
      'body-path': undefined,
      labels: undefined,
      assignees: undefined,
      reviewers: undefined,
      'team-reviewers': undefined,
      milestone: undefined,
      draft: 'false',
      'maintainer-can-modify': 'true',
    },
    run: (inputs, { run, job, workspace, contexts }) => {
      if (!inputs.token) throw new Error("Input 'token' not supplied. Unable to continue.")
      for (const input of ['branch-suffix', 'push-to-fork'] as const) {
        if (inputs[input]) throw new Error(`create-pull-request stand-in: ${input} is not run here`)
      }
      for (const input of ['signoff', 'delete-branch', 'sign-commits', 'maintainer-can-modify']) {
        booleanInput(input, inputs[input] ?? '')
      }
      let body = inputs.body ?? ''
      const warnings: string[] = []
      if (inputs['body-path']) {
        // Read from the step's working directory, the workspace, as the real one reads it.
        const bodyPath = inWorkspace(workspace, inputs['body-path'])
        if (!existsSync(bodyPath)) throw new Error(`File '${inputs['body-path']}' does not exist.`)
        body = readFileSync(bodyPath, 'utf8')
      }
      if (body.length > 65536) {
        warnings.push('Pull request body is too long. Truncating to 65536 characters.')
        body = body.slice(0, 65536)
      }
      const repoPath = inWorkspace(workspace, inputs.path ?? '')
      const fixture = run.checkouts.get(repoPath)
      if (!fixture)
        throw new Error(`fatal: not a git repository (or any of the parent directories): .git (${repoPath})`)
      const base = inputs.base || String((contexts.github as { ref_name: string }).ref_name)
      const branch = inputs.branch ?? ''
      if (base === branch) {
        throw new Error(`The 'base' and 'branch' for a pull request must be different branches. Unable to continue.`)
      }
      const files = changesAgainst(repoPath, fixture, inputs['add-paths'] ?? '')
      const jobToken = inputs['branch-token'] || inputs.token
      const may = (scope: string): boolean => jobToken !== JOB_TOKEN || permission(run, job.id.value, scope) === 'write'
      const existing = run.github.pulls.find(pull => pull.branch === branch && pull.state === 'open')
      const outputs: Record<string, string> = { 'pull-request-branch': branch, 'pull-request-operation': 'none' }
      const pushed = Object.keys(files).length > 0 ? contentSha(files) : SHA
      outputs['pull-request-head-sha'] = pushed
      if (Object.keys(files).length === 0) {
        // No diff with the base: no pull request; one left open from an earlier run is closed when its branch is
        // deleted (delete-branch), else left as it is.
        if (existing && inputs['delete-branch'] === 'true') {
          if (!may('contents')) throw pushDenied()
          existing.state = 'closed'
          outputs['pull-request-operation'] = 'closed'
        }
        return { outputs, warnings, effect: { operation: outputs['pull-request-operation'], files: [] } }
      }
      const sameBranch = existing && JSON.stringify(existing.files) === JSON.stringify(files)
      if (!sameBranch && !may('contents')) throw pushDenied()
      if (inputs.token === JOB_TOKEN) {
        if (permission(run, job.id.value, 'pull-requests') !== 'write') {
          throw new Error('Resource not accessible by integration')
        }
        if (!run.github.actionsMayCreatePullRequests && !existing) {
          throw new Error('GitHub Actions is not permitted to create or approve pull requests.')
        }
      }
      const title = inputs.title ?? ''
      let pull: PullRequest
      if (existing) {
        // The real one writes the title and body of a pull request it finds open again on every run.
        Object.assign(existing, { title, body, base, files })
        pull = existing
        if (!sameBranch) outputs['pull-request-operation'] = 'updated'
      } else {
        const number = run.github.number()
        const url = `https://github.com/${run.github.fullName}/pull/${number}`
        pull = { number, branch, base, title, body, files, state: 'open', url }
        run.github.pulls.push(pull)
        outputs['pull-request-operation'] = 'created'
      }
      outputs['pull-request-number'] = String(pull.number)
      outputs['pull-request-url'] = pull.url
      return {
        outputs,
        warnings,
        effect: { operation: outputs['pull-request-operation'], number: pull.number, files: Object.keys(files) },
      }
    },
  },
  'rossjrw/pr-preview-action@v1': {
    inputs: {
      token: contexts => String((contexts.github as { token: string }).token),
      'preview-branch': 'gh-pages',
      'umbrella-dir': 'pr-preview',
      'pages-base-url': '',
      'pages-base-path': '',
      'source-dir': '.',
      'pr-number': '',
      'deploy-repository': contexts => String((contexts.github as { repository: string }).repository),
      'wait-for-pages-deployment': 'false',
      comment: 'true',
      'qr-code': 'https://qr.rossjrw.com/?color.dark=0d1117&url=',
      'deploy-commit-message': contexts => `Deploy preview for PR ${eventNumber(contexts)} 🛫`,
      'remove-commit-message': contexts => `Remove preview for PR ${eventNumber(contexts)} 🛬`,
      'git-config-name': undefined,
      'git-config-email': undefined,
      'custom-url': '',
      action: 'auto',
    },
    run: (inputs, { run, job, workspace, contexts }) => {
      const action = inputs.action === 'auto' ? autoPreviewAction(run) : (inputs.action ?? '')
      const number = inputs['pr-number'] || eventNumber(contexts)
      const repository = inputs['deploy-repository'] ?? ''
      const [owner, name] = repository.split('/')
      const pagesBase =
        inputs['pages-base-url'] ||
        inputs['custom-url'] ||
        (name === `${owner}.github.io` ? `${owner}.github.io` : `${owner}.github.io/${name}`)
      const previewPath = `${inputs['umbrella-dir']}/pr-${number}`
      if (inputs['pages-base-path']) throw new Error('pr-preview-action stand-in: pages-base-path is not run here')
      const url = `https://${pagesBase}/${previewPath}/`
      const outputs = {
        'deployment-action': ['deploy', 'remove'].includes(action) ? action : 'none',
        'pages-base-url': pagesBase,
        'preview-url-path': previewPath,
        'preview-url': url,
        'deployment-url': url,
        'action-version': 'v1.8.1',
      }
      if (outputs['deployment-action'] === 'none') return { outputs, effect: { action: 'none' } }
      if (repository !== run.github.fullName) {
        throw new Error('pr-preview-action stand-in: deploying to another repository is not run here')
      }
      // JamesIves/github-pages-deploy-action, which commits the preview, works in the workspace's git checkout.
      if (!run.checkouts.has(workspace)) {
        throw new Error(
          'The deploy step encountered an error: fatal: not a git repository ❌ (use actions/checkout first)',
        )
      }
      if (inputs.token === JOB_TOKEN && permission(run, job.id.value, 'contents') !== 'write') {
        throw new Error(
          `The deploy step encountered an error: remote: Permission to ${repository}.git denied to github-actions[bot]. ❌`,
        )
      }
      let deployed: string[] = []
      const source = inWorkspace(workspace, inputs['source-dir'] ?? '')
      if (action === 'deploy') {
        if (!inputs['source-dir'] || !existsSync(source)) {
          throw new Error(
            `The directory you're trying to deploy named ${source} doesn't exist. Please double check the path and any prerequisite build scripts and try again. ❗`,
          )
        }
        deployed = filesUnder(source).filter(notGit)
      }
      // One commit to the preview branch (made when missing): the target folder cleaned first (the deploy's
      // `clean`), then filled, so a file gone from the app goes; nothing else of the branch touched.
      const message = inputs[action === 'deploy' ? 'deploy-commit-message' : 'remove-commit-message'] ?? ''
      run.github.commitTo(inputs['preview-branch'] ?? '', message, clone => {
        rmSync(join(clone, previewPath), { recursive: true, force: true })
        for (const file of deployed) {
          mkdirSync(dirname(join(clone, previewPath, file)), { recursive: true })
          cpSync(join(source, file), join(clone, previewPath, file))
        }
      })
      if (inputs.comment === 'true') {
        if (inputs.token === JOB_TOKEN && permission(run, job.id.value, 'pull-requests') !== 'write') {
          throw new Error('Resource not accessible by integration')
        }
        const heading = `[PR Preview Action](https://github.com/rossjrw/pr-preview-action) v1.8.1\n:---:\n`
        run.github.stickyComment(
          Number(number),
          'pr-preview',
          action === 'deploy'
            ? `${heading}| <p></p> :rocket: View preview at <br> ${url} <br><br>\n| <h6>Built to branch [\`${inputs['preview-branch']}\`](https://github.com/${repository}/tree/${inputs['preview-branch']}).</h6>\n`
            : `${heading}Preview removed because the pull request was closed.\n`,
        )
      }
      return { outputs, effect: { action, url, files: deployed } }
    },
  },
}

/** The folder an artifact's files are relative to: the one path's (its own if a folder), else the paths' common folder. */
function commonFolder(paths: string[]): string {
  const folders = paths.map(path => (existsSync(path) && statSync(path).isDirectory() ? path : dirname(path)))
  return folders.reduce((common, folder) => {
    while (common !== folder && !folder.startsWith(`${common}/`)) common = dirname(common)
    return common
  })
}

/** An artifact's name, once per workflow run (v4 refuses a second upload of it: a 409 Conflict). */
function claimArtifact(run: WorkflowRun, name: string, files: string[]): void {
  if (run.artifacts.has(name)) {
    throw new Error(
      `Failed to CreateArtifact: Received non-retryable error: (409) Conflict: an artifact with this name already exists on the workflow run`,
    )
  }
  run.artifacts.set(name, files)
}

/** `github.event.number`: the pull request's number on pull_request events, else empty. */
function eventNumber(contexts: Contexts): string {
  const number = (contexts.github as { event?: { number?: unknown } }).event?.number
  return typeof number === 'number' || typeof number === 'string' ? String(number) : ''
}

/** pr-preview-action's `auto`: deploy on a pull request opened, reopened or pushed to, remove on closed, else none. */
function autoPreviewAction(run: WorkflowRun): string {
  if (run.eventName !== 'pull_request' && run.eventName !== 'pull_request_target') return 'none'
  const activity = (run.payload as { action?: unknown }).action
  if (activity === 'opened' || activity === 'reopened' || activity === 'synchronize') return 'deploy'
  return activity === 'closed' ? 'remove' : 'none'
}

/** A boolean input read as @actions/core's getBooleanInput reads it (YAML 1.2's true and false only). */
function booleanInput(name: string, value: string): boolean {
  if (['true', 'True', 'TRUE'].includes(value)) return true
  if (['false', 'False', 'FALSE'].includes(value)) return false
  throw new TypeError(
    `Input does not meet YAML 1.2 "Core Schema" specification: ${name}\nSupport boolean input list: \`true | True | TRUE | false | False | FALSE\``,
  )
}

function pushDenied(): Error {
  return new Error(`remote: Permission to ${REPOSITORY}.git denied to github-actions[bot].`)
}

/**
 * What `git add -A` would commit in the checkout: each file (path under the repository) added or changed, with its
 * text, or deleted (null), against the folder it was checked out from; only under `add-paths` when given.
 */
function changesAgainst(repoPath: string, base: string, addPaths: string): Record<string, string | null> {
  const paths = addPaths
    .split(/[\n,]/)
    .map(path => path.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  if (paths.some(path => /[*?[\]:!]/.test(path)))
    throw new Error('create-pull-request stand-in: pathspec magic and globs are not run here')
  const tracked = (path: string): boolean =>
    !path.split('/').includes('.git') && (paths.length === 0 || paths.some(p => path === p || path.startsWith(`${p}/`)))
  const now = existsSync(repoPath) ? filesUnder(repoPath).filter(tracked) : []
  const before = filesUnder(base).filter(tracked)
  const changes: Record<string, string | null> = {}
  for (const path of [...new Set([...now, ...before])].sort()) {
    const after = now.includes(path) ? readFileSync(join(repoPath, path)) : undefined
    const was = before.includes(path) ? readFileSync(join(base, path)) : undefined
    if (after === undefined) changes[path] = null
    else if (!was?.equals(after)) changes[path] = after.toString('utf8')
  }
  return changes
}

/** A commit sha for the branch's content, as stable as git's for the same tree. */
function contentSha(files: Record<string, string | null>): string {
  return createHash('sha1').update(JSON.stringify(files)).digest('hex')
}
