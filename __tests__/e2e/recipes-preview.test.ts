import { describe, expect, it } from '@jest/globals'
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pullRequestPayload } from '../../__fixtures__/payloads.js'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { StandInRepository } from '../../stand-ins/github-repository.js'
import { pagesBuild, requireJekyll } from '../../stand-ins/pages-build.js'
import { REPOSITORY } from '../../stand-ins/workflow-runner.js'
import { TITLE_JS, expectTitleScriptRan, inBrowser, requireChromium } from '../../stand-ins/browser.js'
import {
  CHECKOUT,
  assetText,
  expectVerified,
  failures,
  panel,
  pullRequest,
  recipes,
  root,
  run,
  standIn,
  withoutBrowser,
} from '../support/recipes.js'

// The preview recipe run after run (opened, pushed to, closed), what it deploys built as Pages builds gh-pages and
// opened in headless Chromium, and the pull requests it skips.
describe('a playable preview per pull request, opened, pushed to, closed', () => {
  const workflow = (): string => recipes.find(r => /^name: Preview$/m.test(r.content))?.content ?? ''
  /** For the tests about gh-pages and branches: the first test runs the recipe whole, its browser included. */
  const unverified = (): string => withoutBrowser(workflow())
  const branchPosts = (api: StandInApi): number =>
    api.requests.filter(r => r.method === 'POST' && r.path === '/api/branches').length
  const PREVIEW = 'https://octo-org.github.io/game/pr-preview/pr-7/'

  // Each run opens the build in a browser (verify-app): one story of runs rather than a test per claim keeps the
  // suite's minutes down.
  it('makes branch pr-7 once, pushes the pull request onto it each time, deploys it, and removes the preview', async () => {
    requireChromium()
    requireJekyll()
    const api = await standIn()
    writeFileSync(join(root, 'checkout', 'scripts', 'title.js'), TITLE_JS)
    const github = new StandInRepository(REPOSITORY)
    const [opened] = await run(api, 'opened', workflow(), { github, ...pullRequest('opened') })
    expect(failures(opened ? [opened] : [])).toEqual([])
    expectVerified(opened)
    const branchId = opened?.steps.find(step => step.id === 'branch')?.outputs['branch-id'] ?? ''
    expect(branchPosts(api)).toBe(1)
    // The pull request's scripts on its branch, main's left as they were.
    expect(assetText(api, branchId, 'scripts/player.mjs')).toBe(CHECKOUT['scripts/player.mjs'])
    expect(panel(api, branchId)).toEqual([
      'scripts/',
      'scripts/lib/',
      'scripts/lib/math.js',
      'scripts/player.mjs',
      'scripts/title.js',
    ])
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
    // What it deploys, built as Pages builds gh-pages (Jekyll) and served under /<repository>/, starts and runs the
    // pushed script.
    const site = pagesBuild(pages(), join(root, 'pages'))
    const at = 'pr-preview/pr-7'
    await inBrowser(join(site, at), expectTitleScriptRan, `/${REPOSITORY.split('/')[1]}/${at}/`)

    // A push to the pull request: the same branch (not made again), its script updated, the comment edited.
    writeFileSync(join(root, 'checkout', 'scripts/player.mjs'), 'export class Player { run() {} }\n')
    // Without the browser this time: the run above opened the same recipe's build in it.
    const [pushed] = await run(api, 'synchronize', unverified(), { github, ...pullRequest('synchronize') })
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
      'verify: skipped',
      '__actions_upload-artifact: skipped',
      '__run: skipped',
      'preview: success',
    ])
    expect(closed?.steps.at(-1)?.outputs['deployment-action']).toBe('remove')
    expect(api.requests.length).toBe(before)
    expect([...pages().keys()].filter(path => path.startsWith('pr-preview/pr-7/'))).toEqual([])
    expect(github.comments).toEqual([
      { pr: 7, header: 'pr-preview', body: expect.stringContaining('Preview removed'), writes: 3 },
    ])
  }, 180_000)

  it('turns Jekyll off on a gh-pages that already holds a site, keeping every file of it, though its first push is refused (another run pushed gh-pages just then): tried again', async () => {
    const api = await standIn()
    const github = new StandInRepository(REPOSITORY)
    const remote = github.remote(join(root, 'origin.git'))
    const site = { 'index.html': '<!doctype html>docs', '_config.yml': 'title: docs\n', 'pr-preview/pr-3/a.js': '1' }
    github.commitTo('gh-pages', 'The docs site', clone => {
      for (const [path, text] of Object.entries(site)) {
        mkdirSync(dirname(join(clone, path)), { recursive: true })
        writeFileSync(join(clone, path), text)
      }
    })
    // The remote refuses the first push to gh-pages, as GitHub refuses one that is no longer a fast-forward.
    const hook = join(remote, 'hooks', 'pre-receive')
    writeFileSync(
      hook,
      '#!/bin/sh\nwhile read old new ref; do\n  if [ "$ref" = refs/heads/gh-pages ] && [ ! -e refused-once ]; then\n    touch refused-once; echo "gh-pages moved meanwhile" >&2; exit 1\n  fi\ndone\n',
    )
    chmodSync(hook, 0o755)
    const [opened] = await run(api, 'opened', unverified(), { github, ...pullRequest('opened') })
    expect(failures(opened ? [opened] : [])).toEqual([])
    expect(existsSync(join(remote, 'refused-once'))).toBe(true)
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
    const ours = await run(api, 'ours', unverified(), {
      github: new StandInRepository(REPOSITORY),
      ...pullRequest('opened'),
    })
    expect(failures(ours)).toEqual([])
    const theirs = join(root, 'theirs')
    mkdirSync(join(theirs, 'scripts'), { recursive: true })
    // A classic script, as a .js is to the Editor (an `export` in it throws in the browser, and verify-app says so).
    writeFileSync(join(theirs, 'scripts', 'enemy.js'), "var Enemy = pc.createScript('enemy');\n")
    const other = 'octo-org/level-editor'
    const [job] = await run(api, 'theirs', unverified(), {
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
