import { afterEach, describe, expect, it } from '@jest/globals'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { StandInDeployments } from '../../stand-ins/github-deployments.js'
import { StandInRepository } from '../../stand-ins/github-repository.js'
import { type JobResult, REPOSITORY, type WorkflowOptions } from '../../stand-ins/workflow-runner.js'
import { DEPLOY_TASK } from '../../src/deployments/record.js'
import { requireChromium } from '../support/browser.js'
import { throwsAfter } from '../support/app-folder.js'
import { MAIN, failures, recipes, run, standIn, withoutBrowser } from '../support/recipes.js'

/**
 * The exact-deploy recipe and the roll-back recipe, as the docs write them, run after one another as a repository
 * would run them: several pushes deployed, then roll backs started by hand. GitHub's side is one stand-in repository
 * (the site Pages serves) and one stand-in of its deployments API (the records, and GitHub's own record of each job
 * in `github-pages`), shared by every run.
 */
const recipe = (name: string): { where: string; content: string } => {
  const found = recipes.find(r => new RegExp(`^name: ${name}$`, 'm').test(r.content))
  if (!found) throw new Error(`no recipe named ${name}`)
  return found
}
const DEPLOY = recipe('Deploy')
const ROLL_BACK = recipe('Roll back')

const releaseJs = (version: string): string => `var Release = { version: '${version}' };\n`
const sha = (n: number): string => `${n}`.repeat(40).slice(0, 40)

interface Site {
  api: StandInApi
  deployments: StandInDeployments
  github: StandInRepository
  /** Sets main's release.js to this version (what the next checkpoint takes). */
  edit: (version: string) => void
  /** A run of a recipe on commit `commit` (a run number of its own), with the shared GitHub. */
  run: (r: { where: string; content: string }, commit: string, more?: Partial<WorkflowOptions>) => Promise<JobResult>
  /** The version of release.js in the site Pages serves. */
  live: () => string | undefined
  /** Our records, oldest first: their payloads' facts and their newest state. */
  records: () => { id: number; sha: string; release: string; checkpoint: string; from?: number; state?: string }[]
}

const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

async function site(): Promise<Site> {
  const api = await standIn()
  const scripts = api.assets.of(MAIN).find(a => a.name === 'scripts')?.id
  const release = api.assets.add(MAIN, { name: 'release.js', text: releaseJs('v1'), parent: scripts })
  const deployments = new StandInDeployments()
  const url = await deployments.start()
  stops.push(() => deployments.stop())
  const github = new StandInRepository(REPOSITORY)
  let runNumber = 100
  return {
    api,
    deployments,
    github,
    edit: version => {
      release.file = { filename: 'release.js', bytes: Buffer.from(releaseJs(version)) }
    },
    run: async (r, commit, more = {}) => {
      const [job] = await run(api, r.where, r.content, {
        github,
        sha: commit,
        runNumber: ++runNumber,
        deployments: { api: deployments, url },
        ...more,
      })
      if (!job) throw new Error('the workflow ran no job')
      return job
    },
    live: () => {
      const file = [...(github.pages?.files ?? [])].find(([path]) => path.endsWith('release.js'))
      return /version: '(\w+)'/.exec(file?.[1].toString() ?? '')?.[1]
    },
    records: () =>
      deployments.deployments
        .filter(d => d.task === DEPLOY_TASK)
        .map(d => {
          const p = d.payload as Record<string, unknown>
          return {
            id: d.id,
            sha: d.sha,
            release: String(p.release_branch),
            checkpoint: String(p.checkpoint_id),
            ...(p.rolled_back_from !== undefined ? { from: Number(p.rolled_back_from) } : {}),
            state: deployments.latestState(d.id),
          }
        }),
  }
}

const step = (job: JobResult, uses: string): JobResult['steps'][number] | undefined =>
  job.steps.find(s => s.uses?.startsWith(uses))

describe('deploys on record, and roll backs in one step, run after run', () => {
  it('records each deploy; a roll back puts the one before back, a second goes further back (its branch opened again), a third finds nothing and leaves the site', async () => {
    const s = await site()
    const deploy = { ...DEPLOY, content: withoutBrowser(DEPLOY.content) }
    const rollBack = { ...ROLL_BACK, content: withoutBrowser(ROLL_BACK.content) }
    // GitHub's defaults would refuse these: a check still pending on each commit, and main's head elsewhere.
    s.deployments.defaultHead = sha(9)
    for (const [n, version] of [
      [1, 'v1'],
      [2, 'v2'],
      [3, 'v3'],
    ] as const) {
      s.deployments.commitStatuses.set(sha(n), [{ context: 'ci/test', state: 'pending' }])
      s.edit(version)
      const job = await s.run(deploy, sha(n))
      expect(failures([job])).toEqual([])
      expect(s.live()).toBe(version)
    }
    const deployed = s.records()
    expect(deployed.map(r => [r.sha, r.release, r.state])).toEqual([
      [sha(1), `${REPOSITORY}/release-101`, 'success'],
      [sha(2), `${REPOSITORY}/release-102`, 'success'],
      [sha(3), `${REPOSITORY}/release-103`, 'success'],
    ])
    expect(new Set(deployed.map(r => r.checkpoint)).size).toBe(3)
    // Main moves on in the Editor; the roll back builds the release, not main.
    s.edit('v4-unreleased')

    const first = await s.run(rollBack, sha(4))
    expect(failures([first])).toEqual([])
    expect(s.live()).toBe('v2')
    expect(step(first, 'OWNER/REPO/find-deploy')?.outputs).toMatchObject({
      'deployment-id': String(deployed[1]?.id),
      'live-deployment-id': String(deployed[2]?.id),
      'release-branch': `${REPOSITORY}/release-102`,
    })
    // The release's own branch, as it was: used, not made again.
    expect(step(first, 'OWNER/REPO/create-branch')?.outputs.created).toBe('false')
    expect(s.records().slice(2)).toEqual([
      expect.objectContaining({ id: deployed[2]?.id, state: 'inactive' }),
      expect.objectContaining({
        sha: sha(4),
        release: `${REPOSITORY}/release-102`,
        from: deployed[2]?.id,
        state: 'success',
      }),
    ])

    // Release 1's branch was deleted in the Editor since: the second roll back opens it again from its checkpoint.
    expect(s.api.deleteBranch(1234, `${REPOSITORY}/release-101`)).toBe(true)
    const second = await s.run(rollBack, sha(5))
    expect(failures([second])).toEqual([])
    expect(step(second, 'OWNER/REPO/create-branch')?.outputs.created).toBe('true')
    expect(s.live()).toBe('v1')
    expect(s.records().at(-1)).toMatchObject({ release: `${REPOSITORY}/release-101`, state: 'success' })

    const builds = s.api.requests.filter(r => r.method === 'POST' && r.path === '/api/apps/download').length
    const third = await s.run(rollBack, sha(6))
    expect(third.failed).toEqual({
      step: 'target (OWNER/REPO/find-deploy@v1)',
      why: expect.stringMatching(
        /^Nothing to roll back to: #\d+: octo-org\/game\/release-101 .* is live, and no deploy before it went live with another release that was never rolled back from/,
      ),
    })
    expect(third.steps.filter(x => x.outcome !== 'skipped').map(x => x.id)).toEqual(['target'])
    expect(s.api.requests.filter(r => r.method === 'POST' && r.path === '/api/apps/download').length).toBe(builds)
    expect(s.live()).toBe('v1')
    expect(step(third, 'OWNER/REPO/find-deploy')?.summary).toContain('Passed over')
  }, 240_000)

  it("a roll back started on the commit Pages serves fails before any build; a re-run of a served commit's deploy is not recorded", async () => {
    const s = await site()
    const deploy = { ...DEPLOY, content: withoutBrowser(DEPLOY.content) }
    for (const [n, version] of [
      [1, 'v1'],
      [2, 'v2'],
    ] as const) {
      s.edit(version)
      expect(failures([await s.run(deploy, sha(n))])).toEqual([])
    }
    const records = s.records().length
    // Run on main right after main went live: deploy-pages would send the commit Pages serves.
    const rollBack = await s.run({ ...ROLL_BACK, content: withoutBrowser(ROLL_BACK.content) }, sha(2))
    expect(rollBack.failed?.step).toBe('target (OWNER/REPO/find-deploy@v1)')
    expect(rollBack.failed?.why).toMatch(
      /^Pages already serves commit 2222222, the commit this run started on: .*deploy-pages#383.*\[skip ci\]/,
    )
    expect(s.github.pagesDeploys.filter(d => d.sha === sha(2))).toEqual([{ sha: sha(2), noOp: false }])
    expect(s.live()).toBe('v2')
    // A re-run of the deploy of commit 2, main moved on in the Editor: Pages ignores it, and it is not recorded.
    s.edit('v3')
    const again = await s.run(deploy, sha(2))
    expect(s.github.pagesDeploys.at(-1)).toEqual({ sha: sha(2), noOp: true })
    expect(again.failed?.step).toMatch(/\(OWNER\/REPO\/record-deploy@v1\)$/)
    expect(again.failed?.why).toMatch(
      /^Not recorded: Pages already served commit 2222222, this run's commit, before this deploy/,
    )
    expect(s.records().length).toBe(records)
    expect(s.live()).toBe('v2')
  }, 240_000)
})

describe('the deploy and the roll back, browser and all', () => {
  it('a build that throws never goes live nor on record; the roll back builds the last good release and opens it in the browser', async () => {
    requireChromium()
    const s = await site()
    const deploy = { ...DEPLOY, content: withoutBrowser(DEPLOY.content) }
    for (const [n, version] of [
      [1, 'v1'],
      [2, 'v2'],
    ] as const) {
      s.edit(version)
      expect(failures([await s.run(deploy, sha(n))])).toEqual([])
    }
    const records = s.records()
    // The third deploy's build throws once running: the whole recipe, its browser step included.
    const scripts = s.api.assets.of(MAIN).find(a => a.name === 'scripts')?.id
    const spin = s.api.assets.add(MAIN, { name: 'spin.js', text: throwsAfter(2), parent: scripts })
    s.edit('v3')
    const broken = await s.run(DEPLOY, sha(3))
    expect(broken.failed?.step).toBe('verify (OWNER/REPO/verify-app@v1)')
    expect(step(broken, 'actions/deploy-pages')?.outcome).toBe('skipped')
    expect(step(broken, 'OWNER/REPO/record-deploy')?.outcome).toBe('skipped')
    expect(s.records()).toEqual(records)
    expect(s.live()).toBe('v2')
    // The Editor is still broken: the roll back builds release 1 (before the live 2), not main, and opens it.
    expect(spin.file).toBeDefined()
    const job = await s.run(ROLL_BACK, sha(4))
    expect(failures([job])).toEqual([])
    expect(step(job, 'OWNER/REPO/verify-app')?.outcome).toBe('success')
    expect(Number(step(job, 'OWNER/REPO/verify-app')?.outputs.frames)).toBeGreaterThan(0)
    expect(s.live()).toBe('v1')
    expect(s.records().at(-1)).toMatchObject({ release: `${REPOSITORY}/release-101`, from: records[1]?.id })
  }, 240_000)
})
