import { beforeAll, describe, expect, it } from '@jest/globals'
import {
  applyEdits,
  carryModule,
  inBytes,
  moduleSpecifier,
  readModule,
  readyToRead,
  resolve,
  spliceBytes,
} from '../../src/playable/modules.js'

beforeAll(readyToRead)

const BUILD = new Set([
  'js/index.mjs',
  'js/playcanvas-stable.min.mjs',
  'js/esm-scripts/game/player.mjs',
  'js/esm-scripts/game/config.mjs',
  'js/esm-scripts/ai/agent.mjs',
  'js/esm-scripts/a b/ü.mjs',
])
const has = (path: string): boolean => BUILD.has(path)

describe('resolve: a specifier as the browser resolves it against the module’s place in the build', () => {
  it.each([
    ['js/index.mjs', './playcanvas-stable.min.mjs', 'js/playcanvas-stable.min.mjs'],
    ['js/esm-scripts/game/player.mjs', '../../playcanvas-stable.min.mjs', 'js/playcanvas-stable.min.mjs'],
    ['js/esm-scripts/game/player.mjs', '../ai/agent.mjs', 'js/esm-scripts/ai/agent.mjs'],
    ['js/esm-scripts/game/player.mjs', './config.mjs?v=2#x', 'js/esm-scripts/game/config.mjs'],
    ['js/esm-scripts/game/player.mjs', '/js/index.mjs', 'js/index.mjs'],
    // Past the root stays at the root, as a URL does.
    ['js/index.mjs', '../../../x.mjs', 'x.mjs'],
    ['js/esm-scripts/game/player.mjs', '../a%20b/%C3%BC.mjs', 'js/esm-scripts/a b/ü.mjs'],
    ['js/esm-scripts/a b/ü.mjs', './x.mjs', 'js/esm-scripts/a b/x.mjs'],
  ])('%s imports %s: %s', (from, specifier, path) => {
    expect(resolve(from, specifier)).toBe(path)
  })

  it('a bare name is the import map’s; data: and blob: name no file; another origin is outside', () => {
    expect(resolve('js/index.mjs', 'playcanvas')).toBeUndefined()
    expect(resolve('js/index.mjs', 'lib/x.mjs')).toBeUndefined()
    expect(resolve('js/index.mjs', 'data:text/javascript,export default 1')).toBeUndefined()
    expect(resolve('js/index.mjs', 'blob:http://x/1')).toBeUndefined()
    expect(resolve('js/index.mjs', 'https://cdn.example.com/x.mjs')).toBeNull()
    expect(resolve('js/index.mjs', '//cdn.example.com/x.mjs')).toBeNull()
  })
})

describe('carryModule: a module with its imports by path written as the page’s names for them', () => {
  it('rewrites static imports, re-exports and literal import()s, and nothing else of the text', () => {
    const source = [
      "import * as pc from '../../playcanvas-stable.min.mjs'",
      'import { tune } from "./config.mjs"',
      "export * from '../ai/agent.mjs'",
      "export { x } from './config.mjs'",
      "const later = () => import('../ai/agent.mjs')",
      "import { Vec3 } from 'playcanvas'",
      'const text = "import x from \'./not-an-import.mjs\'"',
      'const built = (name) => import(`./${name}.mjs`)',
      'export const meta = import.meta.url',
    ].join('\n')
    const carried = carryModule('js/esm-scripts/game/player.mjs', source, has)
    expect(carried.refused).toEqual([])
    expect(carried.imports.sort()).toEqual([
      'js/esm-scripts/ai/agent.mjs',
      'js/esm-scripts/game/config.mjs',
      'js/playcanvas-stable.min.mjs',
    ])
    expect(carried.text.split('\n')).toEqual([
      `import * as pc from "${moduleSpecifier('js/playcanvas-stable.min.mjs')}"`,
      `import { tune } from "${moduleSpecifier('js/esm-scripts/game/config.mjs')}"`,
      `export * from "${moduleSpecifier('js/esm-scripts/ai/agent.mjs')}"`,
      `export { x } from "${moduleSpecifier('js/esm-scripts/game/config.mjs')}"`,
      `const later = () => import("${moduleSpecifier('js/esm-scripts/ai/agent.mjs')}")`,
      "import { Vec3 } from 'playcanvas'",
      'const text = "import x from \'./not-an-import.mjs\'"',
      'const built = (name) => import(`./${name}.mjs`)',
      'export const meta = import.meta.url',
    ])
  })

  it('writes a name with quotes, spaces and letters of other scripts as a string that reads back as it', () => {
    const carried = carryModule('js/esm-scripts/game/player.mjs', "import '../a b/\\u00fc.mjs'", has)
    expect(carried.text).toBe(`import ${JSON.stringify(moduleSpecifier('js/esm-scripts/a b/ü.mjs'))}`)
  })

  it('a module with no import by path is carried as it is', () => {
    const source = "import { Script } from 'playcanvas'\nexport class A extends Script {}\n"
    expect(carryModule('js/a.mjs', source, has)).toEqual({ text: source, imports: [], refused: [] })
  })

  it('refuses by name a file the build does not hold, and a module from another host', () => {
    const carried = carryModule(
      'js/esm-scripts/game/player.mjs',
      "import './gone.mjs'\nimport { x } from 'https://cdn.example.com/x.mjs'",
      has,
    )
    expect(carried.refused).toEqual([
      "js/esm-scripts/game/player.mjs imports './gone.mjs', which names js/esm-scripts/game/gone.mjs: the build does not hold it",
      "js/esm-scripts/game/player.mjs imports 'https://cdn.example.com/x.mjs' from outside the build: no network lets an ad load a module",
    ])
  })

  it('says when a module cannot be read at all', () => {
    expect(carryModule('bad.mjs', 'import {', has).refused).toEqual([
      expect.stringMatching(/^bad\.mjs is not a module the page can read: /),
    ])
  })
})

describe('readModule and spliceBytes: the edits made once, then made to the bytes', () => {
  const source = [
    '// a, ü, ✓ and 😀 before the imports: one, two, three and four bytes a character',
    "import * as pc from '../../playcanvas-stable.min.mjs'",
    "const label = 'naïve ☃'",
    "export * from '../a b/\\u00fc.mjs'",
    "const later = () => import('../ai/agent.mjs')",
  ].join('\n')
  const path = 'js/esm-scripts/game/player.mjs'

  it('applyEdits of readModule is carryModule', () => {
    const read = readModule(path, source, has)
    expect(read.edits.map(edit => edit.start)).toEqual([...read.edits.map(edit => edit.start)].sort((a, b) => a - b))
    expect({ text: applyEdits(source, read.edits), imports: read.imports, refused: read.refused }).toEqual(
      carryModule(path, source, has),
    )
  })

  it('the edits in UTF-8 offsets give the bytes of the carried text', () => {
    const edits = readModule(path, source, has).edits
    expect(edits).toHaveLength(3)
    const bytes = Buffer.from(source)
    expect(spliceBytes(bytes, inBytes(source, edits)).toString('hex')).toBe(
      Buffer.from(carryModule(path, source, has).text).toString('hex'),
    )
  })

  it('a module without edits is its bytes as they are', () => {
    const bytes = Buffer.from("import { Script } from 'playcanvas'\n")
    expect(spliceBytes(bytes, [])).toBe(bytes)
    expect(inBytes('x', [])).toEqual([])
  })
})
