import { describe, expect, it } from '@jest/globals'
import { REPOSITORY } from '../../stand-ins/workflow-runner.js'
import { DEPLOY, ROLL_BACK, deployed, sha, site, step } from '../support/deploy-site.js'
import { MAIN, failures } from '../support/recipes.js'
import { requireChromium } from '../../stand-ins/chromium.js'
import { throwsAfter } from '../../stand-ins/app-folder.js'

// The deploy and roll-back recipes run whole, their browser step included.

describe('the deploy and the roll back, browser and all', () => {
  it('a build that throws never goes live nor on record; the roll back builds the last good release and opens it in the browser', async () => {
    requireChromium()
    const s = await site()
    expect(failures(await deployed(s, ['v1', 'v2']))).toEqual([])
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
