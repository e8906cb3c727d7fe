import { describe, expect, it } from '@jest/globals'
import { moduleRefusal } from '../../src/playable/modules.js'

describe('moduleRefusal: a module the page cannot answer the imports of', () => {
  it('carries a module with no imports, or imports by name', () => {
    expect(moduleRefusal('a.mjs', 'export class A extends pc.Script {}')).toBeUndefined()
    expect(moduleRefusal('a.mjs', "import { Script } from 'playcanvas'\nexport const s = Script")).toBeUndefined()
    // A string that looks like an import is no import.
    expect(moduleRefusal('a.mjs', 'export const text = "import x from \'./y.mjs\'"')).toBeUndefined()
  })

  it.each([
    ["import { b } from './b.mjs'", "'./b.mjs'"],
    ["export * from '../lib/c.mjs'", "'../lib/c.mjs'"],
    ["export { d } from '/d.mjs'", "'/d.mjs'"],
    ["const e = await import('./e.mjs')", "'./e.mjs'"],
  ])('refuses %s by name', (source, named) => {
    expect(moduleRefusal('files/assets/1/1/a.mjs', source)).toMatch(
      new RegExp(`^files/assets/1/1/a\\.mjs imports ${named.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} by path`),
    )
  })

  it('says when a module cannot be read at all', () => {
    expect(moduleRefusal('bad.mjs', 'export const = 1')).toMatch(/^bad\.mjs is not a module the page can read: /)
  })
})
