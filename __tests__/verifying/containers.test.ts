import { describe, expect, it } from '@jest/globals'
import { runInNewContext } from 'node:vm'
import { GOOGLE_EXIT_API, NETWORKS, TIKTOK_SDK, findNetwork } from '../../src/playable/networks.js'
import {
  VIEWABLE_AFTER_MS,
  containerAnswers,
  containerFor,
  type ContainerEvent,
  readContainerEvent,
  storeFault,
  viewableFault,
} from '../../src/verifying/containers.js'
import { REPORT_BINDING, mraidStandIn, vungleParent } from '../../src/verifying/container-stand-ins.js'

const container = (name: string) => containerFor(findNetwork(name) ?? NETWORKS[0]!)

describe("containerFor: each network's container, from its row", () => {
  it('gives MRAID where the network is an MRAID one: 3.0, shown later, where it asks the ad to wait for viewable', () => {
    const mraid = Object.fromEntries(NETWORKS.map(network => [network.name, containerFor(network).mraid]))
    expect(mraid).toEqual({
      applovin: { version: '2.0', viewableAfterMs: 0 },
      unity: { version: '3.0', viewableAfterMs: VIEWABLE_AFTER_MS },
      ironsource: { version: '3.0', viewableAfterMs: VIEWABLE_AFTER_MS },
      mintegral: { version: '2.0', viewableAfterMs: 0 },
      moloco: undefined,
      facebook: undefined,
      google: undefined,
      tiktok: undefined,
      liftoff: undefined,
      snapchat: { version: '2.0', viewableAfterMs: 0 },
      mraid: { version: '2.0', viewableAfterMs: 0 },
      html: undefined,
    })
  })

  it("answers the network's own scripts by their address, and no other; each network's store call", () => {
    const facts = Object.fromEntries(
      NETWORKS.map(network => {
        const it = containerFor(network)
        return [
          network.name,
          {
            scripts: [...it.scripts.keys()],
            store: it.storeCall,
            globals: it.globals !== undefined,
            framed: it.parent !== undefined,
          },
        ]
      }),
    )
    expect(facts).toMatchObject({
      google: { scripts: [GOOGLE_EXIT_API], store: 'ExitApi.exit()', globals: false, framed: false },
      tiktok: { scripts: [TIKTOK_SDK], store: 'window.openAppStore()', globals: false, framed: false },
      moloco: { scripts: [], store: 'FbPlayableAd.onCTAClick()', globals: true, framed: false },
      facebook: { scripts: [], store: 'FbPlayableAd.onCTAClick()', globals: true, framed: false },
      liftoff: { scripts: [], store: "parent.postMessage('download', '*')", globals: false, framed: true },
      applovin: { scripts: [], store: 'mraid.open(', globals: false, framed: false },
      html: { scripts: [], store: 'window.open(', globals: true, framed: false },
    })
    for (const it of NETWORKS.map(containerFor)) for (const body of it.scripts.values()) expect(body).not.toBe('')
  })

  it("gives Mintegral's and any MRAID network's page what AppLovin's gets, ironSource's what Unity's gets", () => {
    const given = (name: string) => ({ ...container(name), network: undefined })
    for (const [name, like] of [
      ['mintegral', 'applovin'],
      ['mraid', 'applovin'],
      ['ironsource', 'unity'],
    ] as const) {
      expect(container(name).network.name).toBe(name)
      expect(given(name)).toEqual(given(like))
    }
  })

  it("the stand-ins report each call through the page's binding, on the page's clock", () => {
    const reports: string[] = []
    const window: Record<string, unknown> = { [REPORT_BINDING]: (line: string) => reports.push(line) }
    const page = { window, performance: { now: () => 1234.5 } }
    for (const name of ['google', 'tiktok', 'facebook']) {
      const it = container(name)
      runInNewContext(it.globals ?? [...it.scripts.values()].join('\n'), page)
    }
    runInNewContext('window.ExitApi.exit(); window.openAppStore(); window.FbPlayableAd.onCTAClick()', page)
    expect(reports.map(readContainerEvent)).toEqual([
      { event: 'store', detail: 'ExitApi.exit()', at: 1234.5 },
      { event: 'store', detail: 'window.openAppStore()', at: 1234.5 },
      { event: 'store', detail: 'FbPlayableAd.onCTAClick()', at: 1234.5 },
    ])
  })

  it("answers the network's scripts by address, and Vungle's own page beside the package's, which the tab opens", () => {
    const page = new URL('http://127.0.0.1:8/out/liftoff/index.html')
    const google = containerAnswers(container('google'), page)
    expect([[...google.answers.keys()], google.parent]).toEqual([[GOOGLE_EXIT_API], undefined])
    const liftoff = containerAnswers(container('liftoff'), page)
    expect(liftoff.parent?.href).toBe('http://127.0.0.1:8/out/liftoff/verify-app-container.html')
    expect([...liftoff.answers.keys()]).toEqual([liftoff.parent?.href])
    expect(liftoff.answers.get(liftoff.parent?.href ?? '')?.type).toBe('text/html; charset=utf-8')
  })

  it("Vungle's parent page holds the page's address in its frame, escaped as an attribute's text", () => {
    const html = vungleParent(new URL('http://127.0.0.1:8/ad page.html?a=1&b=<2>'))
    expect(html.match(/<iframe [^>]*>/g)).toEqual([
      '<iframe src="http://127.0.0.1:8/ad%20page.html?a=1&amp;b=%3C2%3E">',
    ])
  })

  it('MRAID 3.0 shown later: ready first, viewable (and exposed) only after the wait', () => {
    const timers: [() => void, number][] = []
    const seen: string[] = []
    const window: Record<string, unknown> = {
      innerWidth: 320,
      innerHeight: 480,
      [REPORT_BINDING]: (line: string) => seen.push(`report ${readContainerEvent(line)?.event}`),
    }
    const page = {
      window,
      performance: { now: () => 0 },
      setTimeout: (f: () => void, ms: number) => timers.push([f, ms]),
    }
    runInNewContext(mraidStandIn({ version: '3.0', viewableAfterMs: 1500 }), page)
    const mraid = window.mraid as Record<string, (...args: unknown[]) => unknown>
    for (const event of ['ready', 'viewableChange', 'exposureChange'])
      mraid.addEventListener!(event, (...args: unknown[]) => seen.push(`${event} ${JSON.stringify(args[0])}`))
    expect(seen).toEqual(['report asked'])
    expect([mraid.getVersion!(), mraid.getState!(), mraid.isViewable!()]).toEqual(['3.0', 'loading', false])
    timers.shift()![0]()
    expect([mraid.getState!(), mraid.isViewable!(), seen]).toEqual([
      'default',
      false,
      ['report asked', 'ready undefined'],
    ])
    const [show, wait] = timers.shift()!
    expect(wait).toBe(1500)
    show()
    expect([mraid.isViewable!(), seen]).toEqual([
      true,
      ['report asked', 'ready undefined', 'report viewable', 'viewableChange true', 'exposureChange 100'],
    ])
  })

  it("reports the page's first question of whether the ad is viewable, once, with how it asked", () => {
    const asked = (script: string): (ContainerEvent | undefined)[] => {
      const reports: string[] = []
      const window: Record<string, unknown> = { [REPORT_BINDING]: (line: string) => reports.push(line) }
      runInNewContext(mraidStandIn({ version: '3.0', viewableAfterMs: 1500 }), {
        window,
        performance: { now: () => 7 },
        setTimeout: () => undefined,
      })
      runInNewContext(script, { mraid: window.mraid })
      return reports.map(readContainerEvent)
    }
    expect(asked("mraid.addEventListener('ready', function () {}); mraid.getState()")).toEqual([])
    expect(asked('mraid.isViewable(); mraid.isViewable()')).toEqual([{ event: 'asked', detail: 'isViewable()', at: 7 }])
    expect(asked("mraid.addEventListener('viewableChange', function () {}); mraid.isViewable()")).toEqual([
      { event: 'asked', detail: "addEventListener('viewableChange')", at: 7 },
    ])
  })
})

describe('readContainerEvent: the binding read as untrusted', () => {
  it.each([
    ['not JSON', '{'],
    ['an unknown event', JSON.stringify({ event: 'pay', at: 1 })],
    ['a time below 0', JSON.stringify({ event: 'store', at: -1 })],
    ['no time', JSON.stringify({ event: 'store' })],
    ['too long', JSON.stringify({ event: 'store', at: 1, detail: 'x'.repeat(5_000) })],
    ['not a string', 42],
  ])('refuses %s', (_, payload) => {
    expect(readContainerEvent(payload)).toBeUndefined()
  })

  it("keeps the page's text on one line, bounded", () => {
    const detail = `mraid.open(\n::error::x${'y'.repeat(400)})`
    expect(readContainerEvent(JSON.stringify({ event: 'store', detail, at: 3 }))).toEqual({
      event: 'store',
      detail: expect.stringMatching(/^mraid\.open\( ::error::xy+…$/),
      at: 3,
    })
    expect(readContainerEvent(JSON.stringify({ event: 'store', detail, at: 3 }))?.detail).toHaveLength(300)
  })
})

describe('storeFault and viewableFault', () => {
  it("passes a store link that reached the network's own call; names what it reached otherwise", () => {
    expect(storeFault(container('applovin'), { tried: true, calls: ['mraid.open(https://a.example/)'] })).toBe(
      undefined,
    )
    expect(storeFault(container('google'), { tried: false })).toBeUndefined()
    expect(storeFault(container('google'), { tried: true, calls: ['window.openAppStore()'] })?.message).toBe(
      "playable.openStore() did not reach Google Ads's store call ExitApi.exit(): it reached window.openAppStore() (a page packed for another network?)",
    )
    expect(storeFault(container('html'), { tried: true, calls: [], threw: 'TypeError: x' })?.message).toBe(
      "playable.openStore() did not reach a plain page's store call window.open(…): it reached none of the container, and threw TypeError: x (a page packed for another network?)",
    )
  })

  it('fails an app started before the ad was viewable, or without asking, where the network shows it later; only there', () => {
    const unity = container('unity')
    expect(viewableFault(unity, 2_000, { viewableAt: 1_600, askedAt: 60 })).toBeUndefined()
    expect(viewableFault(unity, undefined, {})).toBeUndefined()
    expect(viewableFault(unity, 900, { viewableAt: 1_600, askedAt: 60 })?.message).toBe(
      "The app started at 0.9 s, before the ad was viewable (at 1.6 s): Unity Ads shows an ad after MRAID's ready, and asks it to start once isViewable() or viewableChange says so",
    )
    expect(viewableFault(unity, 900, {})?.message).toMatch(/^The app started at 0\.9 s, before the ad was viewable:/)
    // Late enough, but never asked (or asked only once started): its start followed the container's by chance.
    for (const askedAt of [undefined, 2_100])
      expect(viewableFault(unity, 2_000, { viewableAt: 1_600, askedAt })?.message).toBe(
        "The app started at 2.0 s, after the ad was viewable (at 1.6 s) but without asking whether it was: Unity Ads shows an ad after MRAID's ready, and asks it to start once isViewable() or viewableChange says so",
      )
    expect(viewableFault(container('applovin'), 900, {})).toBeUndefined()
  })
})
