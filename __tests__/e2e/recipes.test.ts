import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative } from 'node:path'
import { pullRequestPayload } from '../../__fixtures__/payloads.js'
import { docWorkflows } from '../../scripts/doc-workflows.js'
import { BRANCHES, type StandInApi } from '../../stand-ins/checkpoint-api.js'
import { TEST_TOKEN } from '../../stand-ins/defaults.js'
import { StandInRepository } from '../../stand-ins/github-repository.js'
import { pagesBuild, requireJekyll } from '../../stand-ins/pages-build.js'
import {
  type JobResult,
  NEWEST_MAJORS,
  REPOSITORY,
  STAND_INS,
  type StepResult,
  type WorkflowOptions,
  runWorkflow,
} from '../../stand-ins/workflow-runner.js'
import { startApi } from '../support/e2e.js'
import { Repo, editorHolds } from '../support/git-repo.js'
import { TITLE_JS, expectTitleScriptRan, inBrowser, requireChromium } from '../support/browser.js'

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
/** Main's stale script, gone from git: a classic script that runs (a build of main loads it). */
const OLD_JS = 'var Old = { gone: "from git" };\n'
/** The repository a recipe checks out: scripts for push-files, one of them a test it excludes. */
const CHECKOUT: Record<string, string> = {
  'README.md': '# game\n',
  'scripts/player.mjs': 'export class Player {}\n',
  // A classic script (a .js is one to the Editor: `export` in it throws in the browser), the module an .mjs.
  'scripts/lib/math.js': 'var MathLib = { x: 1 };\n',
  'scripts/player.test.js': 'test("player", () => {})\n',
}

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'e2e-recipes-'))
  // The developer's clone, with a history: main's stale script was once in git, and git deleted it.
  const repo = Repo.init(join(root, 'checkout'))
  repo.commit('A script the Editor still holds', { 'old.js': OLD_JS })
  for (const [path, text] of Object.entries(CHECKOUT)) {
    mkdirSync(dirname(join(root, 'checkout', path)), { recursive: true })
    writeFileSync(join(root, 'checkout', path), text)
  }
  repo.commit('The scripts now', { 'old.js': null })
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
  api.assets.add(MAIN, { name: 'old.js', text: OLD_JS, parent: scripts.id })
  return api
}

let runs = 0
/** Each run in a folder of its own (a second run of a test starts from a fresh workspace, as on a runner). */
const run = (
  api: StandInApi,
  where: string,
  content: string,
  more: Partial<WorkflowOptions> = {},
): Promise<JobResult[]> =>
  runWorkflow(where, content, {
    root: join(root, `run-${++runs}`),
    checkout: join(root, 'checkout'),
    secrets: { PLAYCANVAS_TOKEN: TEST_TOKEN },
    vars: { PLAYCANVAS_PROJECT_ID: '1234' },
    addInputs: { 'base-url': api.url },
    ...more,
  })

/** A pull request of this repository (not a fork's), number 7, at that activity. */
const pullRequest = (action: string, headRepository = REPOSITORY): Partial<WorkflowOptions> => ({
  eventName: 'pull_request',
  payload: pullRequestPayload(action, { number: 7, repository: REPOSITORY, headRepository }),
})

/** What failed, readable in a test's failure message. */
const failures = (jobs: JobResult[]): string[] =>
  jobs.filter(job => job.status !== 'success').map(job => `${job.name}: ${job.failed?.step}: ${job.failed?.why}`)

const panel = (api: StandInApi, branchId = MAIN): string[] =>
  api.assets
    .of(branchId)
    .map(a => `${api.assets.pathOf(branchId, a)}${a.type === 'folder' ? '/' : ''}`)
    .sort()

/** A branch's file by its path in the assets panel, as text. */
const assetText = (api: StandInApi, branchId: string, path: string): string | undefined =>
  api.assets
    .of(branchId)
    .find(a => api.assets.pathOf(branchId, a) === path)
    ?.file?.bytes.toString()

/** A step's outcome and what it left behind, told in a line: what a runner and its hosting would see. */
function effect(api: StandInApi, job: JobResult, step: StepResult): string {
  const outcome = `${step.id}: ${step.outcome}`
  const { outputs } = step
  const file = (path: string | undefined): string => (path && existsSync(path) ? basename(path) : `no file ${path}`)
  const files = (step.effect?.files ?? []) as string[]
  if (step.run !== undefined) return `${outcome}, ran`
  switch (step.uses?.replace(/@.*/, '')) {
    case 'OWNER/REPO':
      return `${outcome}, checkpoint ${/^[0-9a-f]{16}$/.test(outputs['checkpoint-id'] ?? '') ? 'made' : 'missing'}`
    case 'OWNER/REPO/push-files':
      return `${outcome}, ${outputs.created} created ${outputs.deleted} deleted: ${panel(api, outputs['branch-id']).join(' ')}`
    case 'OWNER/REPO/pull-files':
      return `${outcome}, ${outputs.created} created ${outputs.updated} updated ${outputs.deleted} deleted`
    case 'peter-evans/create-pull-request':
      return `${outcome}, ${outputs['pull-request-operation']} #${outputs['pull-request-number']} "${step.with.title}", ${files.length} files: ${files.join(' ')}`
    case 'rossjrw/pr-preview-action':
      return `${outcome}, ${outputs['deployment-action']} ${outputs['preview-url']}, ${files.length} files: ${files
        .filter(f => /index\.html$/.test(f))
        .join(' ')}`
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
    // The app (9 files and 4 scenes) and the 2 scripts just pushed.
    '__actions_upload-pages-artifact: success, 15 files: player.mjs index.html',
    '__actions_deploy-pages: success, 15 files: player.mjs index.html',
  ],
  Deploy: [
    'checkpoint: success, checkpoint made',
    'release: success, octo-org/game/release-42 made 1 time(s), created true, its id output',
    "app: success, index.html in playcanvas-app, built release's branch",
    // The app (9 files and 4 scenes) and main's script as the checkpoint held it, on the branch made from it.
    '__actions_upload-pages-artifact: success, 14 files: index.html',
    '__actions_deploy-pages: success, 14 files: index.html',
  ],
  'Back up': [
    'archive: success, playcanvas-project-1234.zip, not empty',
    '__actions_upload-artifact: success, 1 files: playcanvas-project-1234.zip',
  ],
  'Checkpoint every project': ['__OWNER_REPO: success, checkpoint made'],
  // The Editor's main holds scripts/old.js only: it comes to git, and git's two scripts go (the test is excluded).
  'Editor edits': [
    '__actions_checkout: success, 4 files: player.mjs',
    // The Editor is behind git (it holds a script git deleted since, and lacks two git added): nothing to bring back.
    'pull: success, 0 created 0 updated 0 deleted',
    '__run: success, ran',
    'pr: success, none #undefined "Editor edits: 0 created, 0 updated, 0 deleted", 0 files: ',
  ],
  Preview: [
    '__actions_checkout: success, 4 files: player.mjs',
    'checkpoint: success, checkpoint made',
    'branch: success, octo-org/game/pr-7 made 1 time(s), created true, its id output',
    'push: success, 2 created 1 deleted: scripts/ scripts/lib/ scripts/lib/math.js scripts/player.mjs',
    "app: success, index.html in playcanvas-app, built branch's branch",
    '__run: success, ran',
    'preview: success, deploy https://octo-org.github.io/game/pr-preview/pr-7/, 15 files: index.html',
  ],
}

/** The event each recipe is run for, when not its first `on:` event's example. */
const EVENTS: Record<string, Partial<WorkflowOptions>> = {
  Preview: pullRequest('opened'),
}

/** The projects each recipe checkpoints (the matrix's three, one job run each). */
const CHECKPOINTS: Record<string, number[]> = {
  'Push and deploy': [1234],
  Deploy: [1234],
  'Back up': [],
  'Checkpoint every project': [1234567, 1234568, 1234569],
  'Editor edits': [],
  Preview: [1234],
}

describe('the actions the docs use', () => {
  /** Every `uses:` of another's action in every page's examples (the README and docs/), with where it stands. */
  const uses = ['README.md', ...readdirSync('docs').map(name => `docs/${name}`)]
    .filter(page => page.endsWith('.md'))
    .flatMap(page =>
      readFileSync(page, 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          const match = /^\s*(?:- )?uses: ([\w.-]+\/[\w.-]+)(?:\/[\w./-]*)?@(\S+)/.exec(line)
          return match && match[1] !== 'OWNER/REPO'
            ? [{ where: `${page}:${i + 1}`, action: match[1], ref: match[2] }]
            : []
        }),
    )

  it('are each at the newest major that runs on Node 24, and the runner stands in for exactly those', () => {
    expect(uses.length).toBeGreaterThan(10)
    const behind = uses.filter(u => `v${NEWEST_MAJORS[u.action ?? '']?.major}` !== u.ref)
    expect(behind).toEqual([])
    const standIns = Object.keys(STAND_INS).map(key => key.split('@') as [string, string])
    expect(standIns.filter(([action, ref]) => `v${NEWEST_MAJORS[action]?.major}` !== ref)).toEqual([])
  })
})

describe('the recipes, run as written', () => {
  it('finds every whole workflow of the recipes page and the README', () => {
    expect(recipes.map(r => r.where)).toEqual([
      expect.stringMatching(/^docs\/recipes\.md:/),
      expect.stringMatching(/^docs\/recipes\.md:/),
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
      const jobs = await run(api, where, content, EVENTS[workflowName(content)])
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

describe('what the push recipe deploys, in a real browser', () => {
  it('its Pages artifact, served under /<repository>/ as Pages serves it, starts and runs the script it pushed', async () => {
    requireChromium()
    const api = await standIn()
    writeFileSync(join(root, 'checkout', 'scripts', 'title.js'), TITLE_JS)
    for (const recipe of recipes.filter(r => /^name: Push and deploy$/m.test(r.content))) {
      const [job] = await run(api, recipe.where, recipe.content)
      expect(failures(job ? [job] : [])).toEqual([])
      // What upload-pages-artifact would upload (its tar leaves dot-names out), as deploy-pages publishes it.
      const upload = job?.steps.find(step => step.uses?.startsWith('actions/upload-pages-artifact@'))?.effect
      const { path, files } = upload as { path: string; files: string[] }
      const site = join(root, `site-${basename(recipe.where)}`)
      for (const file of files) {
        mkdirSync(dirname(join(site, file)), { recursive: true })
        writeFileSync(join(site, file), readFileSync(join(path, file)))
      }
      await inBrowser(site, expectTitleScriptRan, `/${REPOSITORY.split('/')[1]}/`)
    }
  }, 120_000)
})

describe('what the exact-deploy recipe deploys, in a real browser', () => {
  it("is the checkpoint's app, though main moved on before the build: served under /<repository>/, it runs the script main held then", async () => {
    requireChromium()
    const api = await standIn()
    const scripts = api.assets.of(MAIN).find(a => a.name === 'scripts')?.id
    const title = api.assets.add(MAIN, { name: 'title.js', text: TITLE_JS, parent: scripts })
    // Main moves on as soon as the checkpoint is asked for: an edit the build of main would show.
    const movedOn = setInterval(() => {
      if (!api.requests.some(r => r.method === 'POST' && r.path === '/api/checkpoints')) return
      title.file = { filename: 'title.js', bytes: Buffer.from(TITLE_JS.replace('pushed from git', 'moved on')) }
      clearInterval(movedOn)
    }, 5)
    const recipe = recipes.find(r => /^name: Deploy$/m.test(r.content))
    const [job] = await run(api, recipe?.where ?? '', recipe?.content ?? '').finally(() => clearInterval(movedOn))
    expect(failures(job ? [job] : [])).toEqual([])
    expect(assetText(api, MAIN, 'scripts/title.js')).toContain('moved on')
    const upload = job?.steps.find(step => step.uses?.startsWith('actions/upload-pages-artifact@'))?.effect
    const { path, files } = upload as { path: string; files: string[] }
    const site = join(root, 'site')
    for (const file of files) {
      mkdirSync(dirname(join(site, file)), { recursive: true })
      writeFileSync(join(site, file), readFileSync(join(path, file)))
    }
    await inBrowser(site, expectTitleScriptRan, `/${REPOSITORY.split('/')[1]}/`)
  }, 120_000)
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
      step: '__actions_upload-pages-artifact (actions/upload-pages-artifact@v5)',
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
    const unknown = pushAndDeploy().replace('actions/checkout@v7', 'actions/setup-node@v4')
    const [job] = await run(api, 'unknown', unknown)
    expect(job?.failed).toEqual({
      step: '__actions_setup-node (actions/setup-node@v4)',
      why: expect.stringMatching(/^no stand-in for actions\/setup-node@v4/),
    })
    await expect(run(api, 'invalid', pushAndDeploy().replace('runs-on:', 'runs-onn:'))).rejects.toThrow(
      /The workflow is not valid/,
    )
  })

  it('create-pull-request with a misspelt input: that step fails, and no pull request is made', async () => {
    const api = await standIn()
    const edits = recipe(/name: Editor edits/)
    const broken = edits.replace('body-path:', 'bodypath:')
    expect(broken).not.toBe(edits)
    const github = new StandInRepository(REPOSITORY)
    const [job] = await run(api, 'broken', broken, { github })
    expect(job?.failed).toEqual({
      step: 'pr (peter-evans/create-pull-request@v8)',
      why: expect.stringMatching(/^Unexpected input\(s\) 'bodypath', valid inputs are \['token', /),
    })
    expect(github.pulls).toEqual([])
  })

  it('pr-preview-action without `pull-requests: write`: the comment fails as the real one does', async () => {
    const api = await standIn()
    const preview = recipe(/name: Preview/)
    const broken = preview.replace('  pull-requests: write\n', '')
    expect(broken).not.toBe(preview)
    const [job] = await run(api, 'broken', broken, pullRequest('closed'))
    expect(job?.failed).toEqual({
      step: 'preview (rossjrw/pr-preview-action@v1)',
      why: 'Resource not accessible by integration',
    })
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

describe("the Editor's edits as a pull request, run after run", () => {
  const workflow = (): string => recipes.find(r => /^name: Editor edits$/m.test(r.content))?.content ?? ''
  const checkout = (path: string): string => join(root, 'checkout', path)

  it("shares the push recipes' concurrency group: a pull never reads the Editor in the middle of a push", () => {
    const group = (content: string): string | undefined => /^concurrency:\n\s+group: (.+)$/m.exec(content)?.[1]
    const pushes = recipes.filter(r => /^name: Push and deploy$/m.test(r.content))
    expect(pushes.map(r => r.where)).toEqual([
      expect.stringMatching(/^docs\/recipes/),
      expect.stringMatching(/^README/),
    ])
    for (const push of pushes) expect(group(push.content)).toBe(group(workflow()))
  })

  it('opens its pull request against main, whichever branch a run started by hand was started from', async () => {
    const api = await standIn()
    api.assets.add(MAIN, {
      name: 'made.js',
      text: 'export {}\n',
      parent: api.assets.of(MAIN).find(a => a.name === 'scripts')?.id,
    })
    const github = new StandInRepository(REPOSITORY)
    const [job] = await run(api, 'by hand', workflow(), {
      github,
      eventName: 'workflow_dispatch',
      payload: {},
      ref: 'refs/heads/feature/scenes',
    })
    expect(failures(job ? [job] : [])).toEqual([])
    expect(github.pulls.map(pull => `${pull.branch} → ${pull.base}`)).toEqual(['playcanvas/editor-edits → main'])
  })

  it('opens one pull request with the counts and a row per change, none again once git holds the edits', async () => {
    const api = await standIn()
    // The Editor's main against git, pushed last when git added gone.js and changed math.js: player.mjs edited since,
    // math.js alike, a new file with a | in its name, gone.js deleted in the Editor; the test stays (excluded).
    writeFileSync(checkout('scripts/gone.js'), 'export const gone = true\n')
    writeFileSync(checkout('scripts/lib/math.js'), 'var MathLib = { x: 2 };\n')
    editorHolds(api, {
      'scripts/lib/math.js': 'var MathLib = { x: 2 };\n',
      'scripts/player.mjs': 'export class Player { jump() {} }\n',
      'scripts/odd|name.js': 'export {}\n',
    })
    const odd = api.assets.of(MAIN).find(a => a.name === 'odd|name.js') ?? { id: 0 }
    const github = new StandInRepository(REPOSITORY)

    const [first] = await run(api, 'edits', workflow(), { github })
    expect(failures(first ? [first] : [])).toEqual([])
    expect(first?.steps.at(-1)?.outputs).toMatchObject({
      'pull-request-operation': 'created',
      'pull-request-number': '101',
      'pull-request-url': `https://github.com/${REPOSITORY}/pull/101`,
      'pull-request-branch': 'playcanvas/editor-edits',
    })
    expect(github.pulls).toHaveLength(1)
    const [pull] = github.pulls
    expect(pull).toMatchObject({
      branch: 'playcanvas/editor-edits',
      base: 'main',
      state: 'open',
      title: 'Editor edits: 1 created, 1 updated, 1 deleted',
    })
    // The pull request's files are what the Editor holds: its texts, and the deletion.
    // With them the record of what the Editor held, which tells a later push that git took these bytes in.
    expect(pull?.files).toEqual({
      'scripts/.playcanvas-pulled.md5': expect.stringContaining('  player.mjs\n'),
      'scripts/gone.js': null,
      'scripts/odd|name.js': 'export {}\n',
      'scripts/player.mjs': 'export class Player { jump() {} }\n',
    })
    const rows = (pull?.body ?? '').split('\n').filter(line => line.startsWith('| `'))
    const idOf = (name: string): number | undefined => api.assets.of(MAIN).find(a => a.name === name)?.id
    expect(rows.sort()).toEqual([
      '| `scripts/gone.js` | deleted | 0 |',
      `| \`scripts/odd\\|name.js\` | created | ${odd.id} |`,
      `| \`scripts/player.mjs\` | updated | ${idOf('player.mjs')} |`,
    ])

    // Nothing new in the Editor, the pull request still open: the same one, left as it is.
    const [second] = await run(api, 'edits again', workflow(), { github })
    expect(failures(second ? [second] : [])).toEqual([])
    expect(second?.steps.at(-1)?.outputs).toMatchObject({
      'pull-request-operation': 'none',
      'pull-request-number': '101',
    })
    expect(github.pulls).toHaveLength(1)

    // Merged: git holds what the Editor holds. The next run changes nothing, and opens no pull request.
    for (const [path, text] of Object.entries(pull?.files ?? {})) {
      if (text === null) rmSync(checkout(path))
      else writeFileSync(checkout(path), text)
    }
    if (pull) pull.state = 'closed'
    const [third] = await run(api, 'merged', workflow(), { github })
    expect(failures(third ? [third] : [])).toEqual([])
    expect(third?.steps.find(step => step.id === 'pull')?.outputs.changes).toBe('[]')
    expect(third?.steps.at(-1)?.outputs).toEqual({
      'pull-request-branch': 'playcanvas/editor-edits',
      'pull-request-operation': 'none',
      'pull-request-head-sha': expect.any(String),
    })
    expect(github.pulls).toHaveLength(1)
  })

  it('closes its pull request once the Editor no longer differs from git (the edits undone)', async () => {
    const api = await standIn()
    const github = new StandInRepository(REPOSITORY)
    // git's scripts pushed, then player.mjs edited in the Editor.
    const gits = { 'scripts/lib/math.js': CHECKOUT['scripts/lib/math.js'] ?? '', 'scripts/player.mjs': '' }
    editorHolds(api, { ...gits, 'scripts/player.mjs': 'export class Player { jump() {} }\n' })
    const [first] = await run(api, 'edits', workflow(), { github })
    expect(first?.steps.at(-1)?.outputs['pull-request-operation']).toBe('created')
    // Undone in the Editor: its scripts are git's again.
    editorHolds(api, { ...gits, 'scripts/player.mjs': CHECKOUT['scripts/player.mjs'] ?? '' })
    const [second] = await run(api, 'undone', workflow(), { github })
    expect(failures(second ? [second] : [])).toEqual([])
    expect(second?.steps.at(-1)?.outputs['pull-request-operation']).toBe('closed')
    expect(github.pulls.map(pull => pull.state)).toEqual(['closed'])
  })
})

describe('a playable preview per pull request, opened, pushed to, closed', () => {
  const workflow = (): string => recipes.find(r => /^name: Preview$/m.test(r.content))?.content ?? ''
  const branchPosts = (api: StandInApi): number =>
    api.requests.filter(r => r.method === 'POST' && r.path === '/api/branches').length
  const PREVIEW = 'https://octo-org.github.io/game/pr-preview/pr-7/'

  it('makes branch pr-7 once, pushes the pull request onto it each time, deploys it, and removes the preview', async () => {
    const api = await standIn()
    const github = new StandInRepository(REPOSITORY)
    const [opened] = await run(api, 'opened', workflow(), { github, ...pullRequest('opened') })
    expect(failures(opened ? [opened] : [])).toEqual([])
    const branchId = opened?.steps.find(step => step.id === 'branch')?.outputs['branch-id'] ?? ''
    expect(branchPosts(api)).toBe(1)
    // The pull request's scripts on its branch, main's left as they were.
    expect(assetText(api, branchId, 'scripts/player.mjs')).toBe(CHECKOUT['scripts/player.mjs'])
    expect(panel(api, branchId)).toEqual(['scripts/', 'scripts/lib/', 'scripts/lib/math.js', 'scripts/player.mjs'])
    expect(panel(api)).toEqual(['scripts/', 'scripts/old.js'])
    const pages = (): Map<string, Buffer> => github.branch('gh-pages')
    expect(pages().get('pr-preview/pr-7/index.html')?.toString()).toMatch(/^<!doctype html>/)
    // The preview is the pull request's app: its branch's scripts are in the build the preview deploys.
    const deployed = (): string | undefined =>
      [...pages()].find(([path]) => /^pr-preview\/pr-7\/files\/assets\/\d+\/1\/player\.mjs$/.test(path))?.[1].toString()
    expect(deployed()).toBe(CHECKOUT['scripts/player.mjs'])
    expect(github.comments).toEqual([
      { pr: 7, header: 'pr-preview', body: expect.stringContaining(PREVIEW), writes: 1 },
    ])
    // Jekyll off for the whole site: .nojekyll at the branch's root, committed before the first preview.
    const NO_JEKYLL = 'Serve the previews as they are: no Jekyll'
    expect(pages().get('.nojekyll')?.length).toBe(0)
    expect(github.commits('gh-pages')).toEqual(['Deploy preview for PR 7 🛫', NO_JEKYLL])

    // A push to the pull request: the same branch (not made again), its script updated, the comment edited.
    writeFileSync(join(root, 'checkout', 'scripts/player.mjs'), 'export class Player { run() {} }\n')
    const [pushed] = await run(api, 'synchronize', workflow(), { github, ...pullRequest('synchronize') })
    expect(failures(pushed ? [pushed] : [])).toEqual([])
    expect(pushed?.steps.find(step => step.id === 'branch')?.outputs).toMatchObject({
      created: 'false',
      'branch-id': branchId,
    })
    expect(branchPosts(api)).toBe(1)
    // One checkpoint of main, when the pull request opened: the push reused its branch.
    expect(api.requests.filter(r => r.method === 'POST' && r.path === '/api/checkpoints')).toHaveLength(1)
    expect(assetText(api, branchId, 'scripts/player.mjs')).toBe('export class Player { run() {} }\n')
    expect(pages().has('pr-preview/pr-7/index.html')).toBe(true)
    expect(deployed()).toBe('export class Player { run() {} }\n')
    // Once: the second run found .nojekyll there and committed nothing of its own.
    expect(github.commits('gh-pages').filter(subject => subject === NO_JEKYLL)).toHaveLength(1)
    expect(github.comments).toEqual([
      { pr: 7, header: 'pr-preview', body: expect.stringContaining(PREVIEW), writes: 2 },
    ])

    // Closed: no PlayCanvas step runs (not a request), the preview goes, the comment says so. The branch stays.
    const before = api.requests.length
    const [closed] = await run(api, 'closed', workflow(), { github, ...pullRequest('closed') })
    expect(failures(closed ? [closed] : [])).toEqual([])
    expect(closed?.steps.map(step => `${step.id}: ${step.outcome}`)).toEqual([
      '__actions_checkout: success',
      'checkpoint: skipped',
      'branch: skipped',
      'push: skipped',
      'app: skipped',
      '__run: skipped',
      'preview: success',
    ])
    expect(closed?.steps.at(-1)?.outputs['deployment-action']).toBe('remove')
    expect(api.requests.length).toBe(before)
    expect([...pages().keys()].filter(path => path.startsWith('pr-preview/pr-7/'))).toEqual([])
    expect(github.comments).toEqual([
      { pr: 7, header: 'pr-preview', body: expect.stringContaining('Preview removed'), writes: 3 },
    ])
  })

  it('what it deploys, built as Pages builds gh-pages (Jekyll) and served under /<repository>/, starts and runs the pushed script', async () => {
    requireChromium()
    requireJekyll()
    const api = await standIn()
    writeFileSync(join(root, 'checkout', 'scripts', 'title.js'), TITLE_JS)
    const github = new StandInRepository(REPOSITORY)
    const [opened] = await run(api, 'opened', workflow(), { github, ...pullRequest('opened') })
    expect(failures(opened ? [opened] : [])).toEqual([])
    const site = pagesBuild(github.branch('gh-pages'), join(root, 'pages'))
    const at = 'pr-preview/pr-7'
    await inBrowser(join(site, at), expectTitleScriptRan, `/${REPOSITORY.split('/')[1]}/${at}/`)
  }, 120_000)

  it('turns Jekyll off on a gh-pages that already holds a site, keeping every file of it', async () => {
    const api = await standIn()
    const github = new StandInRepository(REPOSITORY)
    github.remote(join(root, 'origin.git'))
    const site = { 'index.html': '<!doctype html>docs', '_config.yml': 'title: docs\n', 'pr-preview/pr-3/a.js': '1' }
    github.commitTo('gh-pages', 'The docs site', clone => {
      for (const [path, text] of Object.entries(site)) {
        mkdirSync(dirname(join(clone, path)), { recursive: true })
        writeFileSync(join(clone, path), text)
      }
    })
    const [opened] = await run(api, 'opened', workflow(), { github, ...pullRequest('opened') })
    expect(failures(opened ? [opened] : [])).toEqual([])
    const pages = github.branch('gh-pages')
    for (const [path, text] of Object.entries(site)) expect(pages.get(path)?.toString()).toBe(text)
    expect(pages.get('.nojekyll')?.length).toBe(0)
    expect(pages.has('pr-preview/pr-7/index.html')).toBe(true)
    expect(github.commits('gh-pages')).toEqual([
      'Deploy preview for PR 7 🛫',
      'Serve the previews as they are: no Jekyll',
      'The docs site',
    ])
  })

  it("keeps two repositories' previews of one project apart: a branch each, neither's scripts touched by the other", async () => {
    const api = await standIn()
    const ours = await run(api, 'ours', workflow(), {
      github: new StandInRepository(REPOSITORY),
      ...pullRequest('opened'),
    })
    expect(failures(ours)).toEqual([])
    const theirs = join(root, 'theirs')
    mkdirSync(join(theirs, 'scripts'), { recursive: true })
    writeFileSync(join(theirs, 'scripts', 'enemy.js'), 'export class Enemy {}\n')
    const other = 'octo-org/level-editor'
    const [job] = await run(api, 'theirs', workflow(), {
      github: new StandInRepository(other),
      repository: other,
      checkout: theirs,
      eventName: 'pull_request',
      payload: pullRequestPayload('opened', { number: 7, repository: other }),
    })
    expect(failures(job ? [job] : [])).toEqual([])
    const ids = [ours[0], job].map(j => j?.steps.find(step => step.id === 'branch')?.outputs['branch-id'] ?? '')
    expect(new Set(ids).size).toBe(2)
    expect(panel(api, ids[0])).toEqual(['scripts/', 'scripts/lib/', 'scripts/lib/math.js', 'scripts/player.mjs'])
    expect(panel(api, ids[1])).toEqual(['scripts/', 'scripts/enemy.js'])
  })

  it('skips a Dependabot pull request (no secrets there): no step of ours runs, and nothing fails', async () => {
    const api = await standIn()
    const jobs = await run(api, 'dependabot', workflow(), {
      ...pullRequest('opened'),
      actor: 'dependabot[bot]',
      secrets: {},
    })
    expect(jobs.map(job => job.status)).toEqual(['skipped'])
    expect(jobs.map(job => job.failed)).toEqual([undefined])
    expect(api.requests).toEqual([])
  })

  it("skips a fork's pull request: no secrets there", async () => {
    const api = await standIn()
    const jobs = await run(api, 'fork', workflow(), pullRequest('opened', 'someone/game'))
    expect(jobs.map(job => job.status)).toEqual(['skipped'])
    expect(api.requests).toEqual([])
  })
})
