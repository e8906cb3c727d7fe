import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative } from 'node:path'
import { docWorkflows } from '../../scripts/doc-workflows.js'
import { BRANCHES, type StandInApi } from '../../stand-ins/checkpoint-api.js'
import { TEST_TOKEN } from '../../stand-ins/defaults.js'
import { type JobResult, type StepResult, runWorkflow } from '../../stand-ins/workflow-runner.js'
import { startApi } from '../support/e2e.js'

// The test that runs the README's workflows: every whole workflow (a yaml block with `jobs:`) of docs/recipes.md and
// README.md, as written, read by GitHub's parser and run step by step as a runner runs it (stand-ins/workflow-runner.ts)
// against the stand-in API; only `base-url` is added, pointing at the stand-in.
const PAGES = ['docs/recipes.md', 'README.md']
/** The block as the page writes it (docWorkflows adds what a part needs around it: `on:`, a job). */
const block = (lines: string[], first: number): string =>
  lines
    .slice(
      first - 1,
      lines.findIndex((line, i) => i >= first - 1 && /^```\s*$/.test(line)),
    )
    .join('\n')
const recipes = PAGES.flatMap(page => {
  const markdown = readFileSync(page, 'utf8')
  return docWorkflows(page, markdown).filter(w => /^jobs:/m.test(block(markdown.split('\n'), w.firstLine)))
})

const MAIN = 'main-branch-id'
/** The repository a recipe checks out: scripts for push-files, one of them a test it excludes. */
const CHECKOUT: Record<string, string> = {
  'README.md': '# game\n',
  'scripts/player.mjs': 'export class Player {}\n',
  'scripts/lib/math.js': 'export const x = 1\n',
  'scripts/player.test.js': 'test("player", () => {})\n',
}

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'e2e-recipes-'))
  for (const [path, text] of Object.entries(CHECKOUT)) {
    mkdirSync(dirname(join(root, 'checkout', path)), { recursive: true })
    writeFileSync(join(root, 'checkout', path), text)
  }
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A stand-in serving project 1234 and the matrix recipe's three projects, with a stale script on main. */
async function standIn(): Promise<StandInApi> {
  const main = [{ id: MAIN, name: 'main' }]
  const api = await startApi({
    jobMs: 200,
    branchListedAfterMs: 300,
    projects: { 1234: BRANCHES, 1234567: main, 1234568: main, 1234569: main },
  })
  const scripts = api.assets.add(MAIN, { name: 'scripts' })
  api.assets.add(MAIN, { name: 'old.js', text: 'gone from git', parent: scripts.id })
  return api
}

const run = (api: StandInApi, where: string, content: string): Promise<JobResult[]> =>
  runWorkflow(where, content, {
    root: join(root, 'run'),
    checkout: join(root, 'checkout'),
    secrets: { PLAYCANVAS_TOKEN: TEST_TOKEN },
    vars: { PLAYCANVAS_PROJECT_ID: '1234' },
    addInputs: { 'base-url': api.url },
  })

/** What failed, readable in a test's failure message. */
const failures = (jobs: JobResult[]): string[] =>
  jobs.filter(job => job.status !== 'success').map(job => `${job.name}: ${job.failed?.step}: ${job.failed?.why}`)

const panel = (api: StandInApi): string[] =>
  api.assets
    .of(MAIN)
    .map(a => `${api.assets.pathOf(MAIN, a)}${a.type === 'folder' ? '/' : ''}`)
    .sort()

/** A step's outcome and what it left behind, told in a line: what a runner and its hosting would see. */
function effect(api: StandInApi, job: JobResult, step: StepResult): string {
  const outcome = `${step.id}: ${step.outcome}`
  const { outputs } = step
  const file = (path: string | undefined): string => (path && existsSync(path) ? basename(path) : `no file ${path}`)
  switch (step.uses?.replace(/@.*/, '')) {
    case 'OWNER/REPO':
      return `${outcome}, checkpoint ${/^[0-9a-f]{16}$/.test(outputs['checkpoint-id'] ?? '') ? 'made' : 'missing'}`
    case 'OWNER/REPO/push-files':
      return `${outcome}, ${outputs.created} created ${outputs.deleted} deleted: ${panel(api).join(' ')}`
    case 'OWNER/REPO/download-app': {
      // Which branch was built: the one an earlier step gave the id of (a recipe that wires the wrong output builds main).
      const build = api.requests.find(r => r.method === 'POST' && r.path === '/api/apps/download')
      const built = (JSON.parse(build?.body ?? '{}') as { branch_id?: string }).branch_id
      const from = job.steps.find(earlier => built && earlier.outputs['branch-id'] === built)?.id
      const branch = built ? `${from ?? 'no step'}'s branch` : 'the main branch'
      return `${outcome}, ${file(join(outputs.directory ?? '', 'index.html'))} in ${relative(job.workspace, outputs.directory ?? '')}, built ${branch}`
    }
    case 'OWNER/REPO/archive-project':
      return `${outcome}, ${file(outputs.file)}, ${outputs.file && statSync(outputs.file).size > 0 ? 'not empty' : 'empty'}`
    case 'OWNER/REPO/create-branch': {
      const made = api.requests.filter(r => r.method === 'POST' && r.path === '/api/branches')
      const branch = JSON.parse(outputs.branch ?? '{}') as { id?: string; name?: string }
      const same = branch.id === outputs['branch-id'] ? 'its id output' : 'another id'
      return `${outcome}, ${branch.name} made ${made.length} time(s), created ${outputs.created}, ${same}`
    }
    case 'actions/upload-pages-artifact':
    case 'actions/deploy-pages':
    case 'actions/upload-artifact':
    case 'actions/checkout': {
      const files = (step.effect?.files ?? []) as string[]
      return `${outcome}, ${files.length} files: ${files
        .filter(f => /index\.html$|\.zip$|\.mjs$/.test(f))
        .map(f => basename(f))
        .join(' ')}`
    }
    default:
      return `${outcome}, unexpected step`
  }
}

const workflowName = (content: string): string => /^name: (.*)$/m.exec(content)?.[1] ?? '(no name)'

/** What each recipe's job leaves behind, step by step, every step green. */
const EFFECTS: Record<string, string[]> = {
  'Push and deploy': [
    '__actions_checkout: success, 4 files: player.mjs',
    'checkpoint: success, checkpoint made',
    'push: success, 2 created 1 deleted: scripts/ scripts/lib/ scripts/lib/math.js scripts/player.mjs',
    "app: success, index.html in playcanvas-app, built checkpoint's branch",
    '__actions_upload-pages-artifact: success, 5 files: index.html',
    '__actions_deploy-pages: success, 5 files: index.html',
  ],
  Deploy: [
    'checkpoint: success, checkpoint made',
    'release: success, release-42 made 1 time(s), created true, its id output',
    "app: success, index.html in playcanvas-app, built release's branch",
    '__actions_upload-pages-artifact: success, 5 files: index.html',
    '__actions_deploy-pages: success, 5 files: index.html',
  ],
  'Back up': [
    'archive: success, playcanvas-project-1234.zip, not empty',
    '__actions_upload-artifact: success, 1 files: playcanvas-project-1234.zip',
  ],
  'Checkpoint every project': ['__OWNER_REPO: success, checkpoint made'],
}

/** The projects each recipe checkpoints (the matrix's three, one job run each). */
const CHECKPOINTS: Record<string, number[]> = {
  'Push and deploy': [1234],
  Deploy: [1234],
  'Back up': [],
  'Checkpoint every project': [1234567, 1234568, 1234569],
}

describe('the recipes, run as written', () => {
  it('finds every whole workflow of the recipes page and the README', () => {
    expect(recipes.map(r => r.where)).toEqual([
      expect.stringMatching(/^docs\/recipes\.md:/),
      expect.stringMatching(/^docs\/recipes\.md:/),
      expect.stringMatching(/^docs\/recipes\.md:/),
      expect.stringMatching(/^docs\/recipes\.md:/),
      expect.stringMatching(/^README\.md:/),
    ])
  })

  it.each(recipes.map(recipe => ({ where: recipe.where, content: recipe.content })))(
    '$where: every job ends with every step green',
    async ({ where, content }) => {
      const api = await standIn()
      const jobs = await run(api, where, content)
      expect(failures(jobs)).toEqual([])
      const matrix = /^\s+matrix:/m.test(content)
      expect(jobs).toHaveLength(matrix ? 3 : 1)
      const expected = EFFECTS[workflowName(content)]
      expect(jobs.map(job => job.steps.map(step => effect(api, job, step)))).toEqual(jobs.map(() => expected))
      expect(jobs.flatMap(job => job.steps.flatMap(step => step.warnings))).toEqual([])
      const checkpoints = api.requests
        .filter(r => r.method === 'POST' && r.path === '/api/checkpoints')
        .map(r => (JSON.parse(r.body) as { projectId: number }).projectId)
        .sort()
      expect(checkpoints).toEqual(CHECKPOINTS[workflowName(content)])
    },
  )
})

describe('a broken recipe fails, naming the step', () => {
  const recipe = (heading: RegExp): string => {
    const found = recipes.find(r => heading.test(r.content))
    if (!found) throw new Error(`no recipe matches ${heading}`)
    return found.content
  }
  const pushAndDeploy = (): string => recipe(/name: Push and deploy/)

  it('a `with:` key the action does not declare: that step fails, and the ones after it are skipped', async () => {
    const api = await standIn()
    const broken = pushAndDeploy().replace("exclude: '*.test.js'", "excludes: '*.test.js'")
    expect(broken).not.toBe(pushAndDeploy())
    const [job] = await run(api, 'broken', broken)
    expect(job?.failed).toEqual({
      step: 'push (OWNER/REPO/push-files@v1)',
      why: expect.stringMatching(/^Unexpected input\(s\) 'excludes', valid inputs are \['access-token', /),
    })
    expect(job?.steps.map(step => step.outcome)).toEqual([
      'success',
      'success',
      'failure',
      'skipped',
      'skipped',
      'skipped',
    ])
    expect(panel(api)).toEqual(['scripts/', 'scripts/old.js'])
  })

  it('a required input from an output no step set: the action fails on it, named', async () => {
    const api = await standIn()
    const backup = recipe(/name: Back up/)
    const broken = backup.replace(
      'access-token: ${{ secrets.PLAYCANVAS_TOKEN }}',
      'access-token: ${{ steps.nope.outputs.x }}',
    )
    expect(broken).not.toBe(backup)
    const [job] = await run(api, 'broken', broken)
    expect(job?.failed).toEqual({
      step: 'archive (OWNER/REPO/archive-project@v1)',
      why: expect.stringMatching(/access-token/),
    })
    expect(job?.steps.map(step => step.outcome)).toEqual(['failure', 'skipped'])
    expect(api.requests.filter(r => r.method === 'POST')).toEqual([])
  })

  it('an output that does not exist, where the next action needs a path: the stand-in fails as the real one would', async () => {
    const api = await standIn()
    const broken = pushAndDeploy().replace('${{ steps.app.outputs.directory }}', '${{ steps.app.outputs.dir }}')
    const [job] = await run(api, 'broken', broken)
    expect(job?.failed).toEqual({
      step: '__actions_upload-pages-artifact (actions/upload-pages-artifact@v3)',
      why: expect.stringMatching(/path must be a folder/),
    })
  })

  it('deploy-pages without `id-token: write`: fails as the real one does', async () => {
    const api = await standIn()
    const broken = pushAndDeploy().replace('  id-token: write\n', '')
    const [job] = await run(api, 'broken', broken)
    expect(job?.failed?.why).toBe('Ensure GITHUB_TOKEN has permission "id-token: write".')
  })

  it('an action with no stand-in, or a workflow GitHub would refuse, is refused loudly', async () => {
    const api = await standIn()
    const unknown = pushAndDeploy().replace('actions/checkout@v4', 'actions/setup-node@v4')
    const [job] = await run(api, 'unknown', unknown)
    expect(job?.failed).toEqual({
      step: '__actions_setup-node (actions/setup-node@v4)',
      why: expect.stringMatching(/^no stand-in for actions\/setup-node@v4/),
    })
    await expect(run(api, 'invalid', pushAndDeploy().replace('runs-on:', 'runs-onn:'))).rejects.toThrow(
      /The workflow is not valid/,
    )
  })

  it('runs `run:` steps with bash, expressions first, outputs and `if:` as a runner does', async () => {
    const api = await standIn()
    const workflow = [
      'on: push',
      'jobs:',
      '  shell:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - id: one',
      '        run: echo "n=${{ github.run_number }}" >> "$GITHUB_OUTPUT"',
      '      - id: two',
      "        if: steps.one.outputs.n == '42'",
      '        run: exit 3',
      '      - id: three',
      '        run: echo never',
      '      - id: four',
      '        if: failure()',
      '        run: echo "seen=${{ steps.two.outcome }}" >> "$GITHUB_OUTPUT"',
    ].join('\n')
    const [job] = await run(api, 'shell', workflow)
    expect(job?.steps.map(step => [step.id, step.outcome, step.outputs])).toEqual([
      ['one', 'success', { n: '42' }],
      ['two', 'failure', {}],
      ['three', 'skipped', {}],
      ['four', 'success', { seen: 'failure' }],
    ])
    expect(job?.failed).toEqual({ step: 'two', why: 'Process completed with exit code 3.' })
  })
})
