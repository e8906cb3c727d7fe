import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { pullRequestPayload } from '../../__fixtures__/payloads.js'
import { docWorkflows } from '../../scripts/doc-workflows.js'
import { BRANCHES, type StandInApi } from '../../stand-ins/checkpoint-api.js'
import { TEST_TOKEN } from '../../stand-ins/defaults.js'
import { StandInDeployments } from '../../stand-ins/github-deployments.js'
import { ProjectExports, sampleProject } from '../../stand-ins/project-export.js'
import { type JobResult, REPOSITORY, type WorkflowOptions, runWorkflow } from '../../stand-ins/workflow-runner.js'
import { startApi } from './e2e.js'
import { Repo } from './git-repo.js'

/**
 * What the recipes' tests share: every whole workflow (a yaml block with `jobs:`) of docs/recipes.md and README.md,
 * as written, run step by step as a runner runs it (stand-ins/workflow-runner.ts) against the stand-in API, with only
 * `base-url` added, pointing at the stand-in; each test in a folder of its own (`root`), with the developer's clone.
 */
const PAGES = ['docs/recipes.md', 'README.md']
/** The block as the page writes it (docWorkflows adds what a part needs around it: `on:`, a job). */
const block = (lines: string[], first: number): string =>
  lines
    .slice(
      first - 1,
      lines.findIndex((line, i) => i >= first - 1 && /^```\s*$/.test(line)),
    )
    .join('\n')
export const recipes = PAGES.flatMap(page => {
  const markdown = readFileSync(page, 'utf8')
  return docWorkflows(page, markdown).filter(w => /^jobs:/m.test(block(markdown.split('\n'), w.firstLine)))
})

export const MAIN = 'main-branch-id'
/** Main's stale script, gone from git: a classic script that runs (a build of main loads it). */
export const OLD_JS = 'var Old = { gone: "from git" };\n'
/** The repository a recipe checks out: scripts for push-files, one of them a test it excludes. */
export const CHECKOUT: Record<string, string> = {
  'README.md': '# game\n',
  'scripts/player.mjs': 'export class Player {}\n',
  // A classic script (a .js is one to the Editor: `export` in it throws in the browser), the module an .mjs.
  'scripts/lib/math.js': 'var MathLib = { x: 1 };\n',
  'scripts/player.test.js': 'test("player", () => {})\n',
}

export let root: string
/** The developer's clone, made once a file (seven git processes) and copied for each test. */
let clone: string
beforeAll(() => {
  clone = join(mkdtempSync(join(tmpdir(), 'e2e-recipes-clone-')), 'checkout')
  // A history: main's stale script was once in git, and git deleted it.
  const repo = Repo.init(clone)
  repo.commit('A script the Editor still holds', { 'old.js': OLD_JS })
  for (const [path, text] of Object.entries(CHECKOUT)) {
    mkdirSync(dirname(join(clone, path)), { recursive: true })
    writeFileSync(join(clone, path), text)
  }
  repo.commit('The scripts now', { 'old.js': null })
})
afterAll(() => rmSync(dirname(clone), { recursive: true, force: true }))
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'e2e-recipes-'))
  cpSync(clone, join(root, 'checkout'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A stand-in serving project 1234 and the matrix recipe's three projects, with a stale script on main, and its exports. */
export async function standIn(exports = new ProjectExports(sampleProject())): Promise<StandInApi> {
  const main = [{ id: MAIN, name: 'main' }]
  // Its exports (`exports`): a project in the Editor's export layout, the bookkeeping fresh each time (pull-project).
  const api = await startApi({
    jobMs: 200,
    branchListedAfterMs: 300,
    projects: { 1234: BRANCHES, 1234567: main, 1234568: main, 1234569: main },
    projectExport: () => exports.next(),
  })
  const scripts = api.assets.add(MAIN, { name: 'scripts' })
  api.assets.add(MAIN, { name: 'old.js', text: OLD_JS, parent: scripts.id })
  return api
}

let runs = 0
/**
 * Each run in a folder of its own (a second run of a test starts from a fresh workspace, as on a runner), with
 * GitHub's deployments API (where a deploy is recorded): the one given, else one of the run's own.
 */
export async function run(
  api: StandInApi,
  where: string,
  content: string,
  more: Partial<WorkflowOptions> = {},
): Promise<JobResult[]> {
  const own = more.deployments ? undefined : new StandInDeployments()
  const deployments = more.deployments ?? (own && { api: own, url: await own.start() })
  try {
    return await runWorkflow(where, content, {
      root: join(root, `run-${++runs}`),
      checkout: join(root, 'checkout'),
      secrets: { PLAYCANVAS_TOKEN: TEST_TOKEN },
      vars: { PLAYCANVAS_PROJECT_ID: '1234' },
      addInputs: { 'base-url': api.url },
      ...more,
      deployments,
    })
  } finally {
    await own?.stop()
  }
}

/**
 * A deploy recipe without its browser (verify-app, the upload of its screenshot, and the playable recipe's original and
 * its reference), for tests about something else:
 * a browser is seconds of the machine's CPU, and each recipe is also run whole, browser and all (recipes-in-browser,
 * recipes-preview and recipes-roll-back-in-browser.test.ts), where `expectVerified` reads its two steps.
 */
export function withoutBrowser(recipe: string): string {
  const unverified = recipe
    .replace(/\n {6}# The build opened in the runner's Chrome[^]*?archive: false\n/, '\n')
    // The playable recipe's original, opened once for the picture its packages keep, and the upload of its screenshot.
    .replace(
      /\n {6}# The original opened in the runner's Chrome[^]*?path: \$\{\{ steps\.original\.outputs\.screenshot \}\}\n/,
      '\n',
    )
  if (unverified === recipe || unverified.includes('verify')) throw new Error('No browser step found to leave out')
  return unverified
}

/** A whole deploy recipe's browser steps, green: the app drew a second of frames on WebGL 2 and its screenshot is kept. */
export function expectVerified(job: JobResult | undefined): void {
  const step = (uses: string) => job?.steps.find(s => s.uses?.startsWith(uses))
  const verify = step('OWNER/REPO/verify-app@')
  expect({ outcome: verify?.outcome, device: verify?.outputs.device, errors: verify?.outputs.errors }).toEqual({
    outcome: 'success',
    device: 'webgl2',
    errors: '0',
  })
  expect(Number(verify?.outputs.frames)).toBeGreaterThanOrEqual(60)
  const upload = step('actions/upload-artifact@')
  expect(upload?.outcome).toBe('success')
  expect((upload?.effect?.files as string[] | undefined)?.map(file => basename(file))).toEqual([
    basename(verify?.outputs.screenshot ?? 'no screenshot output'),
  ])
}

/** A pull request of this repository (not a fork's), number 7, at that activity. */
export const pullRequest = (action: string, headRepository = REPOSITORY): Partial<WorkflowOptions> => ({
  eventName: 'pull_request',
  payload: pullRequestPayload(action, { number: 7, repository: REPOSITORY, headRepository }),
})

/** What failed, readable in a test's failure message. */
export const failures = (jobs: JobResult[]): string[] =>
  jobs.filter(job => job.status !== 'success').map(job => `${job.name}: ${job.failed?.step}: ${job.failed?.why}`)

export const panel = (api: StandInApi, branchId = MAIN): string[] =>
  api.assets
    .of(branchId)
    .map(a => `${api.assets.pathOf(branchId, a)}${a.type === 'folder' ? '/' : ''}`)
    .sort()

/** A branch's file by its path in the assets panel, as text. */
export const assetText = (api: StandInApi, branchId: string, path: string): string | undefined =>
  api.assets
    .of(branchId)
    .find(a => api.assets.pathOf(branchId, a) === path)
    ?.file?.bytes.toString()
