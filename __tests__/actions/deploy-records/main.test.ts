import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { coreFixture } from '../../../__fixtures__/core.js'
import { StandInDeployments } from '../../../stand-ins/github-deployments.js'
import { JOB_TOKEN } from '../../../stand-ins/runner.js'
import { DEPLOY_TASK } from '../../../src/deployments/record.js'
import { inProcess } from '../../support/in-process.js'

// record-deploy's and find-deploy's run() in-process, with @actions/core replaced by a typed fixture, against a
// stand-in of GitHub's deployments API: a deploy recorded, then another, then the choice a roll back makes.
const core = coreFixture({})
jest.unstable_mockModule('@actions/core', () => core)
const record = (await import('../../../src/actions/record-deploy/main.js')).run
const find = (await import('../../../src/actions/find-deploy/main.js')).run

inProcess({})
let github: StandInDeployments
let url: string
beforeAll(async () => {
  github = new StandInDeployments()
  url = await github.start()
})
afterAll(() => github.stop())
beforeEach(() => {
  github.deployments.length = 0
  github.permission = 'write'
  Object.assign(process.env, { GITHUB_API_URL: url, GITHUB_REPOSITORY: 'octo-org/game', GITHUB_RUN_ID: '77' })
})

const commit = (n: number): string => String(n).repeat(40)
const COMMON = {
  token: JOB_TOKEN,
  environment: 'playcanvas',
  'pages-environment': 'github-pages',
  'project-id': '1234',
}

async function deploy(n: number, more: Record<string, string> = {}): Promise<void> {
  process.env.GITHUB_SHA = commit(n)
  core.reset({
    ...COMMON,
    'checkpoint-id': `cp-${n}`,
    'source-branch-id': 'main',
    'release-branch-id': `b-${n}`,
    'release-branch': `release-${n}`,
    url: 'https://octo-org.github.io/game/',
    ...more,
  })
  await record()
}

async function rollBack(n: number, more: Record<string, string> = {}): Promise<void> {
  process.env.GITHUB_SHA = commit(n)
  core.reset({ ...COMMON, ...more })
  await find()
}

/** GitHub's own record of a Pages job on commit n, finished. */
const pagesServed = (n: number): void =>
  github.finishJob(
    github.recordJob({ environment: 'github-pages', sha: commit(n), ref: 'main', logUrl: '' }),
    'success',
  )

describe('record-deploy and find-deploy run()', () => {
  it('records deploys, then names the live one and the one before it, with its release', async () => {
    await deploy(1)
    expect(core.failed).toEqual([])
    expect(core.secrets).toEqual([JOB_TOKEN])
    await deploy(2)
    expect(core.summaries.join()).toContain('<h3>Deploy on record</h3>')
    const [first, second] = github.deployments.filter(d => d.task === DEPLOY_TASK)
    await rollBack(3)
    expect(core.failed).toEqual([])
    expect(core.outputs).toEqual({
      'deployment-id': String(first?.id),
      'live-deployment-id': String(second?.id),
      'checkpoint-id': 'cp-1',
      'source-branch-id': 'main',
      'release-branch-id': 'b-1',
      'release-branch': 'release-1',
      commit: commit(1),
      url: 'https://octo-org.github.io/game/',
      // Recorded without one: the roll back takes download-app's engine-version, or the service's default.
      'engine-version': '',
    })
    expect(core.summaries.join()).toMatch(
      /<h3>Deploy to roll back to<\/h3>[^]*<th align="left">Live<\/th><td>#\d+: release-2 /,
    )
  })

  it('a roll back recorded marks the one it left; the next finds nothing good left, naming the live one', async () => {
    await deploy(1)
    await deploy(2)
    const [first, second] = github.deployments
    await deploy(3, { 'checkpoint-id': 'cp-1', 'release-branch': 'release-1', 'rolled-back-from': String(second?.id) })
    expect(core.failed).toEqual([])
    expect(core.summaries.join()).toContain(`deployment ${second?.id}, marked so`)
    expect(github.latestState(second?.id ?? 0)).toBe('inactive')
    await rollBack(4)
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^Nothing to roll back to: #\d+: release-1 \(checkpoint cp-1, commit 3333333, .*\) is live, and no deploy before it went live/,
      ),
    ])
    expect(core.outputs).toEqual({})
    const summary = core.summaries.join()
    expect(summary).toContain('<h3>Nothing rolled back</h3>')
    expect(summary).toContain(`<li>#${second?.id}: rolled back from (by #`)
    expect(summary).toContain(`<li>#${first?.id}: the live release (checkpoint cp-1)</li>`)
  })

  it("keeps each deploy's engine; a deploy on another engine than the one before it warns with both; find-deploy outputs it", async () => {
    await deploy(1, { 'engine-version': '2.23.3' })
    expect(core.warnings).toEqual([])
    expect(core.summaries.join()).toContain('<tr><th align="left">Engine</th><td><code>2.23.3</code></td></tr>')
    await deploy(2, { 'engine-version': '2.23.3' })
    expect(core.warnings).toEqual([])
    await deploy(3, { 'engine-version': '2.24.0' })
    const [, second] = github.deployments.filter(d => d.task === DEPLOY_TASK)
    expect(core.warnings).toEqual([
      `This deploy runs engine 2.24.0, and the deploy before it on record (deployment ${second?.id}, release-2) ran engine 2.23.3: the app now runs on another engine. If that was not meant, pin download-app's engine-version (docs/download-app.md#the-engine)`,
    ])
    expect(github.deployments.map(d => (d.payload as { engine_version?: string }).engine_version)).toEqual([
      '2.23.3',
      '2.23.3',
      '2.24.0',
    ])
    await rollBack(4)
    expect(core.outputs).toMatchObject({ 'release-branch': 'release-2', 'engine-version': '2.23.3' })
    expect(core.summaries.join()).toContain('<tr><th align="left">Its engine</th><td><code>2.23.3</code></td></tr>')
    // Without an engine: recorded, said, and held against nothing.
    await deploy(5)
    expect(core.warnings).toEqual([])
    expect(core.infos.join('\n')).toContain("No engine on record for this deploy: give input 'engine-version'")
  })

  it('no record at all: says so, and the manual way', async () => {
    await rollBack(1, { to: 'cp-9' })
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^No deploy of project 1234 is on record in environment 'playcanvas' of octo-org\/game .*create-branch\.md/,
      ),
    ])
  })

  it("Pages' no-op: a roll back on the served commit is refused; a deploy of it is not recorded", async () => {
    await deploy(1)
    pagesServed(1)
    await deploy(2)
    pagesServed(2)
    await rollBack(2)
    expect(core.failed).toEqual([expect.stringMatching(/^Pages already serves commit 2222222, the commit this run/)])
    expect(core.summaries.join()).toContain('<th align="left">Pages serves</th><td><code>2222222</code></td>')
    const records = github.deployments.length
    await deploy(2)
    expect(core.failed).toEqual([expect.stringMatching(/^Not recorded: Pages already served commit 2222222/)])
    expect(core.summaries.join()).toContain('<h3>Deploy not recorded</h3>')
    expect(github.deployments.length).toBe(records)
  })

  it("GitHub's refusal, with its words and what to do; bad inputs named", async () => {
    github.permission = 'read'
    await deploy(1)
    expect(core.failed).toEqual([
      expect.stringMatching(
        /^GitHub answered 403 creating the deployment: Resource not accessible by integration \(.*deployments: write/,
      ),
    ])
    await deploy(1, { 'release-branch-id': 'two words' })
    expect(core.failed).toEqual(["Input 'release-branch-id' must be an id: printable characters without spaces"])
    await rollBack(1, { environment: 'x'.repeat(256) })
    expect(core.failed).toEqual([
      "Input 'environment' must be at most 255 characters, as GitHub's environment names are",
    ])
    await rollBack(1, { 'project-id': '0' })
    expect(core.failed).toEqual([expect.stringMatching(/^Input 'project-id' must be a positive integer/)])
  })
})
