import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { REPOSITORY } from '../../stand-ins/workflow-runner.js'
import { TITLE_JS, expectTitleScriptRan, inBrowser, requireChromium } from '../support/browser.js'
import { MAIN, assetText, failures, recipes, root, run, standIn } from '../support/recipes.js'

// What the deploy recipes publish, as Pages serves it (under /<repository>/), opened in headless Chromium.
describe('what the push recipe deploys, in a real browser', () => {
  it('its Pages artifact, served under /<repository>/ as Pages serves it, starts and runs the script it pushed', async () => {
    requireChromium()
    const api = await standIn()
    writeFileSync(join(root, 'checkout', 'scripts', 'title.js'), TITLE_JS)
    for (const recipe of recipes.filter(r => /^name: Push and deploy$/m.test(r.content))) {
      const [job] = await run(api, recipe.where, recipe.content)
      expect(failures(job ? [job] : [])).toEqual([])
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
