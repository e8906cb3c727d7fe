import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { REPOSITORY } from '../../stand-ins/workflow-runner.js'
import { TITLE_JS, expectTitleScriptRan, inBrowser, requireChromium } from '../../stand-ins/browser.js'
import { throwsAfter } from '../../stand-ins/app-folder.js'
import { MAIN, assetText, expectVerified, failures, recipes, root, run, standIn } from '../support/recipes.js'

// What the deploy recipes publish, as Pages serves it (under /<repository>/), opened in headless Chromium.
describe('what the push recipe deploys, in a real browser', () => {
  it('its Pages artifact, served under /<repository>/ as Pages serves it, starts and runs the script it pushed', async () => {
    requireChromium()
    const api = await standIn()
    writeFileSync(join(root, 'checkout', 'scripts', 'title.js'), TITLE_JS)
    // The recipes page's (the README shows the same text: recipes.test.ts).
    for (const recipe of recipes.filter(
      r => /^name: Push and deploy$/m.test(r.content) && r.where.startsWith('docs/'),
    )) {
      const [job] = await run(api, recipe.where, recipe.content)
      expect(failures(job ? [job] : [])).toEqual([])
      expectVerified(job)
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
    expectVerified(job)
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

describe('a build that fails in the browser never goes live', () => {
  it('the push recipe with a script that throws: verify-app fails naming it, nothing is uploaded or deployed, the screenshot is kept', async () => {
    requireChromium()
    const api = await standIn()
    writeFileSync(join(root, 'checkout', 'scripts', 'spin.js'), throwsAfter(2))
    const recipe = recipes.find(r => /^name: Push and deploy$/m.test(r.content) && r.where.startsWith('docs/'))
    const [job] = await run(api, recipe?.where ?? '', recipe?.content ?? '')
    expect(job?.failed).toEqual({
      step: 'verify (OWNER/REPO/verify-app@v1)',
      why: expect.stringMatching(
        /^The app failed in the browser: Uncaught Error: spin broke at frame 3 at files\/assets\/\d+\/1\/spin\.js:10/,
      ),
    })
    const outcome = (uses: string): string | undefined => job?.steps.find(step => step.uses?.startsWith(uses))?.outcome
    expect(outcome('actions/upload-pages-artifact@')).toBe('skipped')
    expect(outcome('actions/deploy-pages@')).toBe('skipped')
    // The screenshot is kept though the step failed: the upload's `if:` is `!cancelled()`, not `success()`.
    const kept = job?.steps.find(step => step.uses?.startsWith('actions/upload-artifact@'))
    expect(kept?.outcome).toBe('success')
    expect((kept?.effect as { files: string[] }).files.map(file => basename(file))).toEqual(['screenshot.png'])
  }, 120_000)
})

describe('the playable recipe, run as written, browser and all', () => {
  it("builds once, packs for each network, opens each package alone in Chrome, holds it to the original's picture, and keeps it with its screenshot", async () => {
    requireChromium()
    const api = await standIn()
    const recipe = recipes.find(r => /^name: Playable ads$/m.test(r.content))
    if (!recipe) throw new Error('no playable recipe')
    const jobs = await run(api, recipe.where, recipe.content)
    expect(failures(jobs)).toEqual([])
    // The original, opened once with its clock pinned, gives the picture each package is held to.
    const original = jobs.find(job => job.job === 'build')?.steps.find(step => step.id === 'original')
    expect({ outcome: original?.outcome, errors: original?.outputs.errors }).toEqual({
      outcome: 'success',
      errors: '0',
    })
    const packs = jobs.filter(job => job.job === 'pack')
    expect(packs.map(job => job.matrix?.network)).toEqual(['applovin', 'facebook', 'liftoff'])
    for (const job of packs) {
      const verify = job.steps.find(step => step.id === 'verify')
      expect({
        outcome: verify?.outcome,
        device: verify?.outputs.device,
        errors: verify?.outputs.errors,
        store: verify?.outputs['store-call'],
        alike: Number(verify?.outputs.similarity) >= 0.9,
      }).toEqual({
        alike: true,
        outcome: 'success',
        device: 'webgl2',
        errors: '0',
        store: {
          applovin: 'mraid.open(https://apps.apple.com/app/id123456789)',
          facebook: 'FbPlayableAd.onCTAClick()',
          liftoff: "parent.postMessage('download', '*')",
        }[String(job.matrix?.network)],
      })
      // The folder it opened held the package alone (a zip's index.html alone), and both artifacts were kept by name.
      const network = typeof job.matrix?.network === 'string' ? job.matrix.network : ''
      const kept = job.steps
        .filter(step => step.uses?.startsWith('actions/upload-artifact@'))
        .map(step => step.effect?.name)
      const file = network === 'liftoff' ? 'liftoff.zip' : `${network}.html`
      expect(kept).toEqual([`${network}.png`, file])
      expect(readdirSync(join(job.workspace, 'opened'))).toEqual([network === 'liftoff' ? 'index.html' : file])
    }
  }, 180_000)
})
