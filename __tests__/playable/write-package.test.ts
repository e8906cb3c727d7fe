import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { type BuildFile, listBuild } from '../../src/playable/build-files.js'
import { carryModule, readyToRead } from '../../src/playable/modules.js'
import { findNetwork } from '../../src/playable/networks.js'
import { FILES_ID } from '../../src/playable/runtime.js'
import { HELD_ALL, HELD_FILE, moduleGraph, writePackage } from '../../src/playable/write-package.js'
import { writeAdEsmApp } from '../../stand-ins/ad-app.js'
import { ENGINE_MODULE, modulePath } from '../../stand-ins/esm-build.js'

// The page's modules are lexed once, in the graph, and their edits made to the bytes read again (or held, when small):
// what the page carries must be, byte for byte, the module's text carried as modules.ts carries it.
let build: string
let files: BuildFile[]
const has = (path: string): boolean => files.some(file => file.path === path)

/** Beside the stand-in's ESM build: modules whose offsets in bytes and in characters differ, or that are not UTF-8. */
const EXTRA: Record<string, Buffer> = {
  // Small, the bytes held: characters of two, three and four bytes before its import.
  [modulePath('game/wide.mjs')]: Buffer.from(
    "// ü ✓ 😀\nimport { clearOf } from './colors.mjs'\nexport const w = clearOf\n",
  ),
  // Large, read again as the page is written, its edit after 70 kB of characters of two bytes.
  [modulePath('game/large.mjs')]: Buffer.from(
    `// ${'ü'.repeat(35_000)}\nimport { w } from './wide.mjs'\nexport const l = w\n`,
  ),
  // Not UTF-8 (a Latin-1 é), small and large: carried as decoded (U+FFFD), edited and encoded again.
  [modulePath('game/latin1.mjs')]: Buffer.concat([
    Buffer.from('// caf'),
    Buffer.from([0xe9]),
    Buffer.from("\nimport { w } from './wide.mjs'\nexport const c = w\n"),
  ]),
  [modulePath('game/latin1-large.mjs')]: Buffer.concat([
    Buffer.from(`// ${'x'.repeat(70_000)} caf`),
    Buffer.from([0xe9]),
    Buffer.from("\nimport { l } from './large.mjs'\nexport const d = l\n"),
  ]),
  // A file the import names that is no .mjs: a module because a module imports it.
  [modulePath('game/plain.js')]: Buffer.from("import { c } from './latin1.mjs'\nexport const p = c\n"),
  [modulePath('game/uses-plain.mjs')]: Buffer.from("export * from './plain.js'\n"),
}
/** Small modules past HELD_ALL in all: the last ones are read again. */
const MANY = Math.ceil((HELD_ALL * 1.5) / (HELD_FILE - 1024))
const small = (n: number): Buffer =>
  Buffer.from(`import { w } from '../game/wide.mjs'\nexport const s${n} = w // ${'y'.repeat(HELD_FILE - 1024)}\n`)

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'write-package-'))
  writeAdEsmApp(build)
  const write = (path: string, bytes: Buffer): void => {
    mkdirSync(dirname(join(build, path)), { recursive: true })
    writeFileSync(join(build, path), bytes)
  }
  for (const [path, bytes] of Object.entries(EXTRA)) write(path, bytes)
  for (let n = 0; n < MANY; n++) write(modulePath(`many/m${n}.mjs`), small(n))
  files = await listBuild(build)
  await readyToRead()
})
afterAll(() => rmSync(build, { recursive: true, force: true }))

/** The page's files: path, encoding, the bytes carried, whether a module. */
function pageFiles(page: string): { path: string; bytes: Buffer; module: boolean }[] {
  const open = `<script type="application/json" id="${FILES_ID}">`
  const start = page.indexOf(open) + open.length
  const rows = JSON.parse(page.slice(start, page.indexOf('</script>', start))) as [
    string,
    string,
    string,
    string,
    number,
  ][]
  return rows.map(([path, , encoding, data, module]) => {
    const bytes = Buffer.from(data, 'base64')
    return { path, bytes: encoding === 'gz' ? gunzipSync(bytes) : bytes, module: module === 1 }
  })
}

describe('writePackage: each module carried as modules.ts carries its text, every other file as it is', () => {
  it.each([false, true])('compress: %s', async compress => {
    const out = mkdtempSync(join(tmpdir(), 'write-package-out-'))
    try {
      const file = join(out, 'html.html')
      const network = findNetwork('html')
      if (!network) throw new Error('no html network')
      await writePackage({ directory: build, files, network, compress, orientation: 'both', storeUrl: '', file })
      const carried = pageFiles(readFileSync(file, 'utf8'))
      const modules = carried.filter(entry => entry.module).map(entry => entry.path)
      expect(modules).toEqual(
        expect.arrayContaining([ENGINE_MODULE, modulePath('game/plain.js'), ...Object.keys(EXTRA)]),
      )
      expect(modules.filter(path => path.startsWith(modulePath('many/')))).toHaveLength(MANY)
      for (const entry of carried) {
        const bytes = readFileSync(join(build, entry.path))
        const want = entry.module ? Buffer.from(carryModule(entry.path, bytes.toString('utf8'), has).text) : bytes
        if (!entry.bytes.equals(want)) throw new Error(`${entry.path}: the page carries other bytes`)
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})

describe('moduleGraph: small modules held, up to HELD_ALL in all; none larger than HELD_FILE', () => {
  it('holds what it may and no more', async () => {
    const graph = await moduleGraph(build, files, [], has)
    expect(graph.refused).toEqual([])
    const held = [...graph.modules].filter(([, module]) => module.held)
    const sizes = new Map(files.map(entry => [entry.path, entry.size]))
    expect(held.every(([path]) => (sizes.get(path) ?? Infinity) <= HELD_FILE)).toBe(true)
    expect(held.reduce((sum, [, module]) => sum + (module.held?.length ?? 0), 0)).toBeLessThanOrEqual(HELD_ALL)
    // The stand-in's own modules are held; past the budget, small modules are read again.
    expect(graph.modules.get(modulePath('game/wide.mjs'))?.held).toBeDefined()
    expect(graph.modules.get(ENGINE_MODULE)?.held).toBeUndefined()
    const readAgain = [...graph.modules].filter(
      ([path, module]) => path.startsWith(modulePath('many/')) && !module.held,
    )
    expect(readAgain.length).toBeGreaterThan(0)
  })
})
