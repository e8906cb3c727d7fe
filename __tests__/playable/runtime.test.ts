import { describe, expect, it } from '@jest/globals'
import { type Node, parse } from 'acorn'
import { analyze } from 'eslint-scope'
import { MODULE_SPECIFIER_PREFIX } from '../../src/playable/modules.js'
import { FILES_ID, INERT_TYPE, START, pageRuntime } from '../../src/playable/runtime.js'

const CONFIG = { network: 'html', glue: 'none', signal: 'none', storeUrl: 'https://apps.example/app/1' } as const

/** The page's globals the runtime may name: its body names nothing else outside itself (it runs in the page). */
const PAGE_GLOBALS = [
  'Array',
  'Blob',
  'DecompressionStream',
  'Element',
  'Error',
  'JSON',
  'Object',
  'Promise',
  'Request',
  'Response',
  'String',
  'TextDecoder',
  'URL',
  'Uint8Array',
  'atob',
  'console',
  'decodeURIComponent',
  'document',
  'encodeURIComponent',
  'location',
  'parent',
  'undefined',
  'window',
]

/** The text as a script of ES2019 (no `?.`, no `??`): what the ad's browser must parse. Throws on newer syntax. */
const script = (text: string): Node => parse(text, { ecmaVersion: 2019, sourceType: 'script', ranges: true })

describe('pageRuntime', () => {
  it('holds nothing that could end its <script> early, whatever the store link', () => {
    const text = pageRuntime({ ...CONFIG, storeUrl: 'https://x.example/</script><!--' })
    expect(text).not.toMatch(/<\/script|<!--/i)
    expect(text).toContain('\\u003c/script>')
  })

  it('is one call of the runtime function, its config JSON with the names the page and the package use', () => {
    const text = pageRuntime({ ...CONFIG, storeUrl: 'https://x.example/?a=1&line\u2028sep\u2029' })
    const [statement, ...rest] = (script(text) as unknown as { body: Record<string, unknown>[] }).body
    expect(rest).toEqual([])
    const call = statement?.expression as { type: string; callee: Node; arguments: Node[] }
    expect([call.type, call.callee.type, call.arguments.map(node => node.type)]).toEqual([
      'CallExpression',
      'FunctionExpression',
      ['ObjectExpression'],
    ])
    const [argument] = call.arguments
    const json = text.slice(argument?.start, argument?.end)
    // A literal line or paragraph separator in the text would end a string literal in a browser before ES2019.
    expect(json).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual({
      ...CONFIG,
      storeUrl: 'https://x.example/?a=1&line\u2028sep\u2029',
      filesId: FILES_ID,
      inertType: INERT_TYPE,
      start: START,
      modulePrefix: MODULE_SPECIFIER_PREFIX,
    })
  })

  it("holds neither the request class's name nor mraid.js, which Moloco's and TikTok's uploads refuse", () => {
    const text = pageRuntime({ ...CONFIG, network: 'moloco', glue: 'meta' })
    expect(text).not.toMatch(/XMLHttpRequest/i)
    expect(text).not.toMatch(/mraid\.js/i)
    expect(text).toContain('FbPlayableAd.onCTAClick()')
  })

  it("names nothing outside its own body but the page's globals (no import, no counter of a coverage tool)", () => {
    const text = pageRuntime(CONFIG)
    const free = analyze(script(text) as never, { ecmaVersion: 2019, sourceType: 'script' }).globalScope?.through.map(
      reference => reference.identifier.name,
    )
    expect([...new Set(free)].sort()).toEqual(PAGE_GLOBALS)
  })
})
