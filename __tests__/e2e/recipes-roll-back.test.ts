import { describe, expect, it } from '@jest/globals'
import { REPOSITORY } from '../../stand-ins/workflow-runner.js'
import { DEPLOY, ROLL_BACK, deployed, sha, site, step } from '../support/deploy-site.js'
import { failures, withoutBrowser } from '../support/recipes.js'

// The deploy and roll-back recipes run after one another, without their browser step (the browser test is
// recipes-roll-back-in-browser.test.ts): records, roll backs, Pages' no-op.

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
    const recorded = s.records()
    expect(recorded.map(r => [r.sha, r.release, r.state])).toEqual([
      [sha(1), `${REPOSITORY}/release-101`, 'success'],
      [sha(2), `${REPOSITORY}/release-102`, 'success'],
      [sha(3), `${REPOSITORY}/release-103`, 'success'],
    ])
    expect(new Set(recorded.map(r => r.checkpoint)).size).toBe(3)
    // Main moves on in the Editor; the roll back builds the release, not main.
    s.edit('v4-unreleased')

    const first = await s.run(rollBack, sha(4))
    expect(failures([first])).toEqual([])
    expect(s.live()).toBe('v2')
    expect(step(first, 'OWNER/REPO/find-deploy')?.outputs).toMatchObject({
      'deployment-id': String(recorded[1]?.id),
      'live-deployment-id': String(recorded[2]?.id),
      'release-branch': `${REPOSITORY}/release-102`,
    })
    // The release's own branch, as it was: used, not made again.
    expect(step(first, 'OWNER/REPO/create-branch')?.outputs.created).toBe('false')
    expect(s.records().slice(2)).toEqual([
      expect.objectContaining({ id: recorded[2]?.id, state: 'inactive' }),
      expect.objectContaining({
        sha: sha(4),
        release: `${REPOSITORY}/release-102`,
        from: recorded[2]?.id,
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
    expect(failures(await deployed(s, ['v1', 'v2']))).toEqual([])
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
