import { describe, expect, it } from '@jest/globals'
import { REPOSITORY } from '../../stand-ins/workflow-runner.js'
import { DEPLOY, ROLL_BACK, deployed, sha, site, step } from '../support/deploy-site.js'
import { failures, withoutBrowser } from '../support/recipes.js'

// The deploy and roll-back recipes run after one another as written, without their browser step, against a stand-in
// whose default engine moves on or which requires one: each deploy's engine on record, and a roll back rebuilt on it
// (issue 61). A file of its own, so that it runs beside the other roll-back stories.

describe("each deploy's engine, on record and rebuilt on", () => {
  it("keeps each deploy's engine on record, warns when a deploy runs another, and a roll back rebuilds on the engine that was live, the service's default moved on since", async () => {
    const s = await site()
    const deploy = { ...DEPLOY, content: withoutBrowser(DEPLOY.content) }
    const rollBack = { ...ROLL_BACK, content: withoutBrowser(ROLL_BACK.content) }
    const enginesAsked = (): (string | undefined)[] =>
      s.api.requests
        .filter(r => r.method === 'POST' && r.path === '/api/apps/download')
        .map(r => (JSON.parse(r.body) as { engine_version?: string }).engine_version)
    // No PLAYCANVAS_ENGINE_VERSION: each build takes the service's default, which moves on between the deploys.
    s.api.engine.default = '2.23.3'
    const [first] = await deployed(s, ['v1'])
    s.api.engine.default = '2.24.0'
    s.edit('v2')
    const second = await s.run(deploy, sha(2))
    expect(failures([first!, second])).toEqual([])
    expect(enginesAsked()).toEqual([undefined, undefined])
    expect(s.records().map(r => [r.release, r.engine])).toEqual([
      [`${REPOSITORY}/release-101`, '2.23.3'],
      [`${REPOSITORY}/release-102`, '2.24.0'],
    ])
    expect(step(first!, 'OWNER/REPO/record-deploy')?.warnings).toEqual([])
    expect(step(second, 'OWNER/REPO/record-deploy')?.warnings).toEqual([
      expect.stringMatching(
        /^This deploy runs engine 2\.24\.0, and the deploy before it on record \(deployment \d+, octo-org\/game\/release-101\) ran engine 2\.23\.3/,
      ),
    ])

    const back = await s.run(rollBack, sha(3))
    expect(failures([back])).toEqual([])
    expect(step(back, 'OWNER/REPO/find-deploy')?.outputs['engine-version']).toBe('2.23.3')
    // Asked on the engine that was live, not on the service's default.
    expect(enginesAsked().at(-1)).toBe('2.23.3')
    expect(step(back, 'OWNER/REPO/download-app')?.outputs['engine-version']).toBe('2.23.3')
    expect(s.records().at(-1)).toMatchObject({
      release: `${REPOSITORY}/release-101`,
      engine: '2.23.3',
      state: 'success',
    })
    expect(step(back, 'OWNER/REPO/record-deploy')?.warnings).toEqual([
      expect.stringContaining('This deploy runs engine 2.23.3, and the deploy before it on record'),
    ])
    expect(s.live()).toBe('v1')
  }, 240_000)

  it('the recipes work either way: a service that refuses a build without an engine builds on the variable, and without the variable the step names engine-version', async () => {
    const s = await site()
    s.api.engine.required = true
    const deploy = { ...DEPLOY, content: withoutBrowser(DEPLOY.content) }
    const pinned = await s.run(deploy, sha(1), {
      vars: { PLAYCANVAS_PROJECT_ID: '1234', PLAYCANVAS_ENGINE_VERSION: '2.23.3' },
    })
    expect(failures([pinned])).toEqual([])
    expect(s.records().map(r => r.engine)).toEqual(['2.23.3'])
    s.edit('v2')
    const unset = await s.run(deploy, sha(2))
    expect(unset.failed?.step).toBe('app (OWNER/REPO/download-app@v1)')
    expect(unset.failed?.why).toContain("set input 'engine-version' to an exact version such as 2.23.3")
    expect(s.live()).toBe('v1')
  }, 240_000)
})
