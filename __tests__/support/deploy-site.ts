import { afterEach } from '@jest/globals'
import type { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { StandInDeployments } from '../../stand-ins/github-deployments.js'
import { StandInRepository } from '../../stand-ins/github-repository.js'
import { type JobResult, REPOSITORY, type WorkflowOptions } from '../../stand-ins/workflow-runner.js'
import { DEPLOY_TASK } from '../../src/deployments/record.js'
import { MAIN, recipes, run, standIn, withoutBrowser } from './recipes.js'

/**
 * For the roll-back tests: the exact-deploy and roll-back recipes, as the docs write them, run after one another as a
 * repository runs them (several pushes deployed, then roll backs started by hand). GitHub's side is one stand-in
 * repository (the site Pages serves) and one stand-in of its deployments API (the records, and GitHub's own record of
 * each job in `github-pages`), shared by every run of a site.
 */
const recipe = (name: string): { where: string; content: string } => {
  const found = recipes.find(r => new RegExp(`^name: ${name}$`, 'm').test(r.content))
  if (!found) throw new Error(`no recipe named ${name}`)
  return found
}
export const DEPLOY = recipe('Deploy')
export const ROLL_BACK = recipe('Roll back')

const releaseJs = (version: string): string => `var Release = { version: '${version}' };\n`
export const sha = (n: number): string => `${n}`.repeat(40).slice(0, 40)

export interface Site {
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
  records: () => {
    id: number
    sha: string
    release: string
    checkpoint: string
    engine?: string
    from?: number
    state?: string
  }[]
}

const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

export async function site(): Promise<Site> {
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
            ...(typeof p.engine_version === 'string' ? { engine: p.engine_version } : {}),
            ...(p.rolled_back_from !== undefined ? { from: Number(p.rolled_back_from) } : {}),
            state: deployments.latestState(d.id),
          }
        }),
  }
}

export const step = (job: JobResult, uses: string): JobResult['steps'][number] | undefined =>
  job.steps.find(s => s.uses?.startsWith(uses))

/** Deploys of `versions`, one a push (commits 1, 2, …), each without its browser step: the history a test starts from. */
export async function deployed(s: Site, versions: string[]): Promise<JobResult[]> {
  const jobs: JobResult[] = []
  for (const [i, version] of versions.entries()) {
    s.edit(version)
    jobs.push(await s.run({ ...DEPLOY, content: withoutBrowser(DEPLOY.content) }, sha(i + 1)))
  }
  return jobs
}
