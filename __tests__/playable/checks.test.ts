import { describe, expect, it } from '@jest/globals'
import { type PackageView, checkPackage, describeBroken, ruleText } from '../../src/playable/checks.js'
import {
  GOOGLE_EXIT_API,
  NETWORKS,
  type Network,
  type Rule,
  TIKTOK_SDK,
  hasRule,
  sdkScripts,
} from '../../src/playable/networks.js'
import { writePage } from '../../src/playable/page-html.js'
import { FILES_ID, START, pageRuntime } from '../../src/playable/runtime.js'

// Each network's rules (networks.ts) on packages made as write-package.ts makes them, from the table's row: the page
// written by page-html.ts with the runtime, a file row standing for the build's files, the zip's entries. Each passes
// its network's checks; each rule is then broken on a package of its own network, and its check, alone, names it.

const BUILD: Record<string, string> = {
  'styles.css': 'body { margin: 0 }',
  'playcanvas-stable.min.js': 'var pc = {}',
  '__start__.js': 'start()',
}
const INDEX = `<!doctype html><html><head><meta charset='utf-8'><link rel="stylesheet" href="styles.css">
<script src="playcanvas-stable.min.js"></script></head><body><script src="__start__.js"></script></body></html>`

/** The engine's text holds the word Moloco refuses, `mraid.js` and `dapi`: as base64, none of them is in the page. */
const ENGINE = Buffer.from('var xhr = new XMLHttpRequest(); // mraid.js, dapi.openStoreUrl()\n').toString('base64')

const runtimeOf = (network: Network): string =>
  pageRuntime({
    network: network.name,
    glue: network.glue,
    signal: network.start,
    storeUrl: 'https://apps.example/app/1',
  })

function pageOf(network: Network, index = INDEX, runtime = runtimeOf(network)): string {
  const { before, after } = writePage(index, {
    runtime,
    scripts: sdkScripts(network),
    orientation: hasRule(network, 'orientation-meta') ? 'portrait,landscape' : undefined,
    has: path => path in BUILD,
    read: path => Buffer.from(BUILD[path] ?? ''),
  })
  // A base64 run that holds "+dapi/" stands alone from letters, not from base64's own characters.
  return `${before}[\n["playcanvas-stable.min.js","text/javascript","b64","${ENGINE}",0],\n["a.bin","application/octet-stream","b64","AAAA+dapi/AAA",0]\n]${after}`
}

function viewOf(network: Network, page = pageOf(network)): PackageView {
  if (network.form === 'html') return { page, entries: [], texts: {} }
  const config = hasRule(network, 'config-json')
  return {
    page,
    entries: config ? ['index.html', 'config.json'] : ['index.html'],
    texts: config ? { 'config.json': '{"playable_orientation":0}\n' } : {},
  }
}

const named = (name: string): Network => {
  const network = NETWORKS.find(n => n.name === name)
  if (!network) throw new Error(`no network ${name}`)
  return network
}
const ruleOf = (network: Network, kind: Rule['kind'], match: (rule: Rule) => boolean = () => true): Rule => {
  const rule = network.rules.find(r => r.kind === kind && match(r))
  if (!rule) throw new Error(`${network.name} has no ${kind} rule`)
  return rule
}

/** Where `text` first is in `page` (any case), and the page around it, as a broken `absent` rule says it. */
const foundAt = (page: string, text: string): string => {
  const at = page.toLowerCase().indexOf(text.toLowerCase())
  const from = Math.max(0, at - 40)
  const to = Math.min(page.length, at + text.length + 40)
  return `it does, at character ${at}: ${from > 0 ? '…' : ''}${page.slice(from, to).replace(/\n/g, ' ')}${to < page.length ? '…' : ''}`
}

const script = (src: string): string => `<script src="${src}"></script>`

describe("a package made from its network's row passes its network's checks", () => {
  it.each(NETWORKS.map(network => [network.name, network] as const))('%s', (_, network) => {
    expect(checkPackage(network, viewOf(network))).toEqual([])
  })

  it('no row asks for a script its own rules refuse; MRAID networks load mraid.js, the others no script of it', () => {
    const refusedLoads = NETWORKS.flatMap(network => {
      const refused = network.rules.flatMap(rule => (rule.kind === 'absent' ? [rule.text.toLowerCase()] : []))
      return sdkScripts(network)
        .filter(s => refused.includes(s.src.toLowerCase()))
        .map(s => `${network.name}: ${s.src}`)
    })
    expect(refusedLoads).toEqual([])
    const mraidScripts = Object.fromEntries(
      NETWORKS.map(network => [network.name, sdkScripts(network).filter(s => s.src === 'mraid.js')]),
    )
    expect(mraidScripts).toEqual(
      Object.fromEntries(
        NETWORKS.map(network => [network.name, network.start === 'none' ? [] : [{ src: 'mraid.js', place: 'head' }]]),
      ),
    )
  })

  it('every rule has its source and the date it was read; a zip network that names its page names index.html', () => {
    const dates = NETWORKS.flatMap(network => network.rules.map(rule => rule.source.read))
    expect(dates.filter(date => !/^\d{4}-\d{2}-\d{2}$/.test(date))).toEqual([])
    const pageNames = NETWORKS.filter(network => hasRule(network, 'page-name')).map(network => [
      network.form,
      ruleOf(network, 'page-name').kind === 'page-name' && ruleOf(network, 'page-name'),
    ])
    expect(pageNames).toEqual([
      ['zip', expect.objectContaining({ names: ['index.html'] })],
      ['zip', expect.objectContaining({ names: ['index.html', 'ad.html'] })],
    ])
    expect(named('moloco')).toMatchObject({ form: 'html', limit: 5_000_000, start: 'none', glue: 'meta' })
    expect(named('unity').start).toBe('viewable')
  })
})

describe('Moloco: one file, no mraid.js, no XMLHttpRequest, FbPlayableAd.onCTAClick()', () => {
  const moloco = named('moloco')

  it('mraid.js put back: refused', () => {
    const page = pageOf(moloco).replace('<meta charset="utf-8">', `<meta charset="utf-8">${script('mraid.js')}`)
    expect(checkPackage(moloco, viewOf(moloco, page))).toEqual([
      {
        rule: ruleOf(moloco, 'absent', r => r.kind === 'absent' && r.text === 'mraid.js'),
        found: foundAt(page, 'mraid.js'),
      },
    ])
  })

  it("XMLHttpRequest in the build's own inline script, in any case: refused, naming where", () => {
    const page = pageOf(moloco, INDEX.replace('</body>', '<script>var probe = new xmlHttpRequest()</script></body>'))
    expect(checkPackage(moloco, viewOf(moloco, page))).toEqual([
      {
        rule: ruleOf(moloco, 'absent', r => r.kind === 'absent' && r.text === 'XMLHttpRequest'),
        found: foundAt(page, 'XMLHttpRequest'),
      },
    ])
  })

  it('no FbPlayableAd.onCTAClick() (a page without the runtime): refused', () => {
    const page = pageOf(moloco, INDEX, '/* no runtime */')
    expect(page).not.toContain('FbPlayableAd')
    expect(checkPackage(moloco, viewOf(moloco, page))).toEqual([
      { rule: ruleOf(moloco, 'present'), found: 'it does not' },
    ])
  })

  it('names the network, the rule, where and the source, in one line of the log', () => {
    const page = pageOf(moloco, INDEX.replace('</body>', '<script>new XMLHttpRequest()</script></body>'))
    const [broken] = checkPackage(moloco, viewOf(moloco, page))
    if (!broken) throw new Error('not broken')
    expect(describeBroken(moloco, broken)).toBe(
      `Moloco: the page holds no XMLHttpRequest: ${foundAt(page, 'XMLHttpRequest')} (Moloco: Playable and Interactive End Card (IEC) creative guide, https://help.moloco.com/hc/en-us/articles/24124525963799-Playable-and-Interactive-End-Card-IEC-creative-guide, read 2026-11-27)`,
    )
  })
})

describe('TikTok: index.html and config.json at the root, no mraid.js, its SDK at the end of the body', () => {
  const tiktok = named('tiktok')
  const view = viewOf(tiktok)

  it('config.json dropped, not JSON, or its orientation not 0, 1 or 2: refused', () => {
    const rule = ruleOf(tiktok, 'config-json')
    expect(checkPackage(tiktok, { ...view, entries: ['index.html'], texts: {} })).toEqual([
      { rule, found: 'the zip holds no config.json at its root' },
    ])
    expect(checkPackage(tiktok, { ...view, texts: { 'config.json': '{' } })).toEqual([
      { rule, found: 'its config.json is no JSON' },
    ])
    expect(checkPackage(tiktok, { ...view, texts: { 'config.json': '{"playable_orientation":3}' } })).toEqual([
      { rule, found: 'its playable_orientation is 3' },
    ])
    expect(checkPackage(tiktok, { ...view, texts: { 'config.json': '{"Playable_orientation":0}' } })).toEqual([
      { rule, found: 'its playable_orientation is missing' },
    ])
  })

  it('the page not named index.html at the root: refused', () => {
    expect(checkPackage(tiktok, { ...view, entries: ['game/index.html', 'config.json'] })).toEqual([
      { rule: ruleOf(tiktok, 'page-name'), found: "the zip's root holds config.json" },
    ])
  })

  it('mraid.js put back: refused', () => {
    const page = view.page.replace('<meta charset="utf-8">', `<meta charset="utf-8">${script('mraid.js')}`)
    expect(checkPackage(tiktok, { ...view, page })).toEqual([
      { rule: ruleOf(tiktok, 'absent'), found: foundAt(page, 'mraid.js') },
    ])
  })

  it('its SDK dropped, in the head, or before a script of the ad: refused', () => {
    const rule = ruleOf(tiktok, 'script')
    const without = view.page.replace(script(TIKTOK_SDK), '')
    expect(checkPackage(tiktok, { ...view, page: without })).toEqual([
      { rule, found: 'no script of the page loads it' },
    ])
    const inHead = without.replace('<meta charset="utf-8">', `<meta charset="utf-8">${script(TIKTOK_SDK)}`)
    expect(checkPackage(tiktok, { ...view, page: inHead })).toEqual([
      { rule, found: 'it is not loaded at the end of the body' },
    ])
    const early = view.page.replace(script(TIKTOK_SDK), `${script(TIKTOK_SDK)}<script>ad()</script>`)
    expect(checkPackage(tiktok, { ...view, page: early })).toEqual([{ rule, found: 'it comes before <script>' }])
  })

  it("the SDK is the body's last script but the page's files and start", () => {
    expect(view.page).toMatch(
      new RegExp(`${script(TIKTOK_SDK).replace(/[.?/]/g, '\\$&')}<script type="application/json" id="${FILES_ID}">`),
    )
    expect(view.page).toContain(`<script>window.${START}();</script></body>`)
  })
})

describe('Google: the orientation meta, at most 512 files, exitapi.js first in the head', () => {
  const google = named('google')
  const view = viewOf(google)

  it('exitapi.js dropped, after another script, or in the body: refused', () => {
    const rule = ruleOf(google, 'script')
    const without = view.page.replace(script(GOOGLE_EXIT_API), '')
    expect(checkPackage(google, { ...view, page: without })).toEqual([
      { rule, found: 'no script of the page loads it' },
    ])
    const late = without.replace('</head>', `${script(GOOGLE_EXIT_API)}</head>`)
    expect(checkPackage(google, { ...view, page: late })).toEqual([
      { rule, found: 'a script comes before it (<script>)' },
    ])
    const inBody = without.replace('</body>', `${script(GOOGLE_EXIT_API)}</body>`)
    expect(checkPackage(google, { ...view, page: inBody })).toEqual([{ rule, found: 'it is loaded outside the head' }])
  })

  it('the orientation meta dropped, or another size: refused; ad.size 320×480 taken', () => {
    const rule = ruleOf(google, 'orientation-meta')
    const meta = '<meta name="ad.orientation" content="portrait,landscape">'
    expect(view.page).toContain(meta)
    expect(checkPackage(google, { ...view, page: view.page.replace(meta, '') })).toEqual([
      { rule, found: 'it has neither' },
    ])
    const sized = (size: string) => view.page.replace(meta, `<meta name="ad.size" content="${size}">`)
    expect(checkPackage(google, { ...view, page: sized('width=300,height=250') })).toEqual([
      { rule, found: 'it has ad.size "width=300,height=250"' },
    ])
    expect(checkPackage(google, { ...view, page: sized('width=320, height=480') })).toEqual([])
  })

  it('513 files in the zip: refused; 512 taken, folders counted by their files', () => {
    const files = (n: number) => ['index.html', ...Array.from({ length: n - 1 }, (_, i) => `a/${i}.png`), 'a/']
    expect(checkPackage(google, { ...view, entries: files(512) })).toEqual([])
    expect(checkPackage(google, { ...view, entries: files(513) })).toEqual([
      { rule: ruleOf(google, 'max-files'), found: 'it holds 513' },
    ])
  })
})

describe('Liftoff: index.html or ad.html, no folder, no mraid.js', () => {
  const liftoff = named('liftoff')
  const view = viewOf(liftoff)

  it('ad.html taken; another name refused; a folder refused; mraid.js refused', () => {
    expect(checkPackage(liftoff, { ...view, entries: ['ad.html'] })).toEqual([])
    expect(checkPackage(liftoff, { ...view, entries: ['main.html'] })).toEqual([
      { rule: ruleOf(liftoff, 'page-name'), found: "the zip's root holds main.html" },
    ])
    expect(checkPackage(liftoff, { ...view, entries: ['index.html', 'assets/', 'assets/a.png'] })).toEqual([
      { rule: ruleOf(liftoff, 'no-folders'), found: 'it holds assets/, assets/a.png' },
    ])
    const page = view.page.replace('</head>', `${script('mraid.js')}</head>`)
    expect(checkPackage(liftoff, { ...view, page })).toEqual([
      { rule: ruleOf(liftoff, 'absent'), found: foundAt(page, 'mraid.js') },
    ])
  })
})

describe('ironSource: mraid.js first in the head, nothing of DAPI', () => {
  const ironsource = named('ironsource')

  it('DAPI in the page, as a word: refused; not within a longer word nor a base64 run', () => {
    const rule = ruleOf(ironsource, 'absent')
    const page = pageOf(ironsource, INDEX.replace('</body>', '<script>dapi.openStoreUrl()</script></body>'))
    expect(checkPackage(ironsource, viewOf(ironsource, page))).toEqual([{ rule, found: foundAt(page, 'dapi') }])
    const other = pageOf(ironsource, INDEX.replace('</body>', '<script>var sandapiper, dapi2 = 1</script></body>'))
    expect(checkPackage(ironsource, viewOf(ironsource, other))).toEqual([])
  })
})

describe('every MRAID network: mraid.js, first in the head', () => {
  it.each(NETWORKS.filter(network => network.start !== 'none').map(network => [network.name, network] as const))(
    '%s: dropped, or after the runtime: refused',
    (_, network) => {
      const rule = ruleOf(network, 'script')
      const page = pageOf(network)
      expect(checkPackage(network, viewOf(network, page.replace(script('mraid.js'), '')))).toEqual([
        { rule, found: 'no script of the page loads it' },
      ])
      const late = page.replace(script('mraid.js'), '').replace('</head>', `${script('mraid.js')}</head>`)
      expect(checkPackage(network, viewOf(network, late))).toEqual([
        { rule, found: 'a script comes before it (<script>)' },
      ])
    },
  )
})

describe('ruleText and describeBroken', () => {
  it('say each kind of rule in words, names as code in the docs; a (?) source says it is not the network’s page', () => {
    const code = (name: string): string => `\`${name}\``
    expect(NETWORKS.flatMap(network => network.rules).map(rule => ruleText(rule, code))).toContain(
      `the page loads \`${TIKTOK_SDK}\` at the end of its body, before the ad's own scripts run`,
    )
    const liftoff = named('liftoff')
    const rule = ruleOf(liftoff, 'absent')
    expect(describeBroken(liftoff, { rule, found: 'it does' })).toBe(
      "Liftoff (Vungle): the page holds no mraid.js: it does (smartad.pro: Vungle's playable requirements, copied (no mraid.js), https://smartad.pro/zh/blog/vvv, read 2026-11-27 (?): not a page of the network)",
    )
  })
})
