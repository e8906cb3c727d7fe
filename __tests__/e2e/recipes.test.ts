import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { StandInRepository } from '../../stand-ins/github-repository.js'
import { ProjectExports, SAMPLE_IDS, sampleProject } from '../../stand-ins/project-export.js'
import {
  type JobResult,
  NEWEST_MAJORS,
  REPOSITORY,
  STAND_INS,
  type StepResult,
  type WorkflowOptions,
} from '../../stand-ins/workflow-runner.js'
import { editorHolds } from '../support/git-repo.js'
import {
  CHECKOUT,
  MAIN,
  failures,
  panel,
  pullRequest,
  recipes,
  root,
  run,
  standIn,
  withoutBrowser,
} from '../support/recipes.js'

// The recipes run as written (the README's and docs/recipes.md's workflows), their third-party actions' majors, a
// broken recipe failing as on GitHub, and the Editor-edits loop; the preview and the deploys in a browser are in
// recipes-preview.test.ts and recipes-in-browser.test.ts.
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
      if (outputs.manifest)
        return `${outcome}, ${outputs.archived} branches into ${relative(job.workspace, outputs.directory ?? '')}, ${file(outputs.manifest)}`
      return `${outcome}, ${file(outputs.file)}, ${outputs.file && statSync(outputs.file).size > 0 ? 'not empty' : 'empty'}`
    case 'OWNER/REPO/create-branch': {
      const made = api.requests.filter(r => r.method === 'POST' && r.path === '/api/branches')
      const branch = JSON.parse(outputs.branch ?? '{}') as { id?: string; name?: string }
      const same = branch.id === outputs['branch-id'] ? 'its id output' : 'another id'
      return `${outcome}, ${branch.name} made ${made.length} time(s), created ${outputs.created}, ${same}`
    }
    case 'OWNER/REPO/pull-project':
      return `${outcome}, ${outputs.created} created ${outputs.updated} updated ${outputs.deleted} deleted`
    case 'OWNER/REPO/playable':
      return `${outcome}, ${file(outputs.file)} of ${outputs.size} bytes, limit ${outputs.limit}, page ${outputs.page}, mraid ${outputs.mraid}`
    case 'actions/download-artifact':
      return `${outcome}, ${step.effect?.name as string}: ${files.length} files into ${relative(job.workspace, outputs['download-path'] ?? '')}`
    case 'OWNER/REPO/record-deploy':
      return `${outcome}, deployment ${outputs['deployment-id']} on record`
    case 'actions/upload-pages-artifact':
    case 'actions/deploy-pages':
    case 'actions/upload-artifact':
    case 'actions/checkout': {
      return `${outcome}, ${files.length} files: ${files
        .filter(f => /index\.html$|\.zip$|\.mjs$|\.png$|^[a-z]+\.html$/.test(basename(f)))
        .map(f => basename(f))
        .join(' ')}`
    }
    default:
      return `${outcome}, unexpected step`
  }
}

const workflowName = (content: string): string => /^name: (.*)$/m.exec(content)?.[1] ?? '(no name)'

/**
 * What each recipe's job leaves behind, step by step, every step green; a deploy recipe's without its browser steps,
 * which recipes-in-browser.test.ts and recipes-preview.test.ts run (a browser is seconds of the machine's CPU).
 */
const EFFECTS: Record<string, string[] | Record<string, string[]>> = {
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
    'deploy: success, 14 files: index.html',
    '__OWNER_REPO: success, deployment 1002 on record',
  ],
  // Every open branch of the stand-in's project, a zip each and the manifest.
  'Back up': [
    'archive: success, 9 branches into playcanvas-archives, manifest.json',
    '__actions_upload-artifact: success, 10 files: Hotfix-b-hotfix.zip art-pass-3-b-art-pass.zip café-décor-b-cafe.zip feature-jump-height-b-feature-jump.zip main-main-branch-id.zip release-2.1-b-release-21.zip release-2.2-b-release-22.zip zz-last-page-b-zz-last.zip уровень-2-b-uroven.zip',
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
  'Project snapshot': [
    '__actions_checkout: success, 4 files: player.mjs',
    'project: success, 8 created 0 updated 0 deleted',
    '__peter-evans_create-pull-request: success, created #101 "Editor changes: 8 new, 0 changed, 0 deleted", 8 files: playcanvas-project/assets/Enemy.json playcanvas-project/assets/Materials/Blue Plastic.json playcanvas-project/assets/Materials/Red Metal.json playcanvas-project/assets/Textures/Bricks/brick.png.json playcanvas-project/assets/player.js.json playcanvas-project/project.json playcanvas-project/scenes/Level 1.json playcanvas-project/scenes/Main.json',
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
  // One build, then a job per network: the package, opened alone, kept (the browser steps apart).
  'Playable ads': {
    build: [
      'checkpoint: success, checkpoint made',
      "app: success, index.html in playcanvas-app, built checkpoint's branch",
      // The app (9 files and 4 scenes) and main's script.
      '__actions_upload-artifact: success, 14 files: index.html',
    ],
    pack: [
      '__actions_download-artifact: success, build: 14 files into build',
      'pack: success, <network> of <size> bytes, limit <limit>, page <page>, mraid <mraid>',
      '__run: success, ran',
      '__actions_upload-artifact: success, 1 files: <network>',
    ],
  },
}

/** A network's package in the playable recipe: its file, limit, page and MRAID, as the pack job's effects say them. */
const PACKAGES: Record<string, Record<string, string>> = {
  applovin: { network: 'applovin.html', limit: '5000000', page: 'applovin.html', mraid: 'true' },
  facebook: { network: 'facebook.html', limit: '2000000', page: 'facebook.html', mraid: 'false' },
  liftoff: { network: 'liftoff.zip', limit: '5000000', page: 'index.html', mraid: 'false' },
}

/** The effects expected of a job run: the recipe's list, or its job's (a pack job's filled in for its network). */
function expectedOf(name: string, job: JobResult): string[] | undefined {
  const expected = EFFECTS[name]
  if (Array.isArray(expected) || expected === undefined) return expected
  const network = typeof job.matrix?.network === 'string' ? job.matrix.network : ''
  const facts = PACKAGES[network]
  return expected[job.job]?.map(line =>
    line.replace(/<(\w+)>/g, (whole, key: string) => (key === 'size' ? whole : (facts?.[key] ?? whole))),
  )
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
  'Project snapshot': [],
  'Playable ads': [1234],
}

/** The job runs each recipe makes, when not one (or a matrix's three). */
const JOB_RUNS: Record<string, number> = { 'Playable ads': 4 }

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
      expect.stringMatching(/^docs\/recipes\.md:/),
      expect.stringMatching(/^docs\/recipes\.md:/),
      expect.stringMatching(/^docs\/recipes\.md:/),
      expect.stringMatching(/^README\.md:/),
    ])
  })

  // The README shows the first recipe in full: the same text is run once, where the recipes page has it.
  const distinct = recipes.filter((recipe, i) => recipes.findIndex(other => other.content === recipe.content) === i)

  it("the README's workflow is the recipes page's, byte for byte: run there", () => {
    const readme = recipes.filter(recipe => recipe.where.startsWith('README.md:'))
    expect(readme).toHaveLength(1)
    const same = recipes.find(recipe => recipe.where.startsWith('docs/') && recipe.content === readme[0]?.content)
    expect(same && distinct.includes(same)).toBe(true)
    expect(distinct.some(recipe => recipe.where.startsWith('README.md:'))).toBe(false)
  })

  // A roll back needs deploys on record before it: recipes-roll-back.test.ts runs it after the deploys it undoes.
  const alone = distinct.filter(recipe => workflowName(recipe.content) !== 'Roll back')

  const browserless = (content: string): string => (content.includes('verify-app@') ? withoutBrowser(content) : content)
  it.each(alone.map(recipe => ({ where: recipe.where, content: browserless(recipe.content) })))(
    '$where: every job ends with every step green (the browser steps apart)',
    async ({ where, content }) => {
      const api = await standIn()
      // record-deploy keeps the deploy on the run's stand-in of GitHub's deployments (1001: GitHub's record of the job).
      const jobs = await run(api, where, content, EVENTS[workflowName(content)])
      expect(failures(jobs)).toEqual([])
      const matrix = /^\s+matrix:/m.test(content)
      expect(jobs).toHaveLength(JOB_RUNS[workflowName(content)] ?? (matrix ? 3 : 1))
      const sized = (line: string): string => line.replace(/ of \d+ bytes/, ' of <size> bytes')
      expect(jobs.map(job => job.steps.map(step => sized(effect(api, job, step))))).toEqual(
        jobs.map(job => expectedOf(workflowName(content), job)),
      )
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
  const pushAndDeployUnverified = (): string => withoutBrowser(pushAndDeploy())

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
    const broken = pushAndDeployUnverified().replace(
      'path: ${{ steps.app.outputs.directory }}',
      'path: ${{ steps.app.outputs.dir }}',
    )
    expect(broken).not.toBe(pushAndDeployUnverified())
    const [job] = await run(api, 'broken', broken)
    expect(job?.failed).toEqual({
      step: '__actions_upload-pages-artifact (actions/upload-pages-artifact@v5)',
      why: expect.stringMatching(/path must be a folder/),
    })
  })

  it('deploy-pages without `id-token: write`: fails as the real one does', async () => {
    const api = await standIn()
    const broken = pushAndDeployUnverified().replace('  id-token: write\n', '')
    expect(broken).not.toBe(pushAndDeployUnverified())
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

describe('the whole project as a pull request, run after run', () => {
  const workflow = (): string => recipes.find(r => /^name: Project snapshot$/m.test(r.content))?.content ?? ''

  it('opens a pull request of the snapshot that says what changed, one of a few lines for an edit, none once git holds it', async () => {
    const exports = new ProjectExports(sampleProject())
    const api = await standIn(exports)
    const github = new StandInRepository(REPOSITORY)
    const [first] = await run(api, 'snapshot', workflow(), { github })
    expect(failures(first ? [first] : [])).toEqual([])
    const [pull] = github.pulls
    expect(pull).toMatchObject({ branch: 'playcanvas/project-snapshot', base: 'main', state: 'open' })
    expect(pull?.body).toMatch(
      /^The PlayCanvas project "Stand-in Shooter" \(main branch\)[^]*- material "Red Metal": created/,
    )

    // Merged: git holds the snapshot. The Editor unchanged, the next run writes nothing and closes the pull request.
    for (const [path, text] of Object.entries(pull?.files ?? {})) {
      mkdirSync(dirname(join(root, 'checkout', path)), { recursive: true })
      if (text !== null) writeFileSync(join(root, 'checkout', path), text)
    }
    const [second] = await run(api, 'snapshot again', workflow(), { github })
    expect(second?.steps.find(step => step.id === 'project')?.outputs).toMatchObject({ created: '0', unchanged: '8' })
    expect(second?.steps.at(-1)?.outputs['pull-request-operation']).toBe('closed')

    // One parameter of one material edited in the Editor: a pull request of that one file, said in words.
    const red = exports.project.assets.find(asset => asset.id === SAMPLE_IDS.assets.redMetal)
    ;(red?.data as { metalness: number }).metalness = 0.75
    const [third] = await run(api, 'snapshot edited', workflow(), { github })
    expect(failures(third ? [third] : [])).toEqual([])
    const edited = github.pulls.at(-1)
    expect(Object.keys(edited?.files ?? {})).toEqual(['playcanvas-project/assets/Materials/Red Metal.json'])
    expect(edited?.body).toContain('- material "Red Metal": `metalness`')
  }, 120_000)
})
