import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { requireChromium } from '../../stand-ins/chromium.js'
import { WASM_MODULES, writePlainQuad, writeWasmApp } from '../../stand-ins/wasm-app.js'
import { photoPng } from '../../stand-ins/photo-app.js'
import { type Folders, expectWasmPicture, pack, packAlone } from '../support/playable-package.js'
import { packageBrowser } from '../support/package-browser.js'

// A build whose picture needs two wasm modules that run in the engine's Workers (stand-ins/wasm-app.ts: a Draco glb,
// a texture's Basis variant), packed by playable's bundle for an MRAID network and for Meta, each package opened alone
// and offline as verify-app opens it (in tabs of one browser): started, and drawing what each module made. One build, packed twice, and each
// module's file then left out of it once: what the page holds is all the Workers get. For AppLovin, the texture's own
// PNG is a big one and the limit under the package: fit leaves the PNG out, as the engine takes the Basis variant, and
// the modules' asm.js fallbacks, which the engine takes only without WebAssembly (each fallback here throws if run).
let root: string
let folders: Folders
let build: string
beforeAll(async () => {
  requireChromium()
  root = mkdtempSync(join(tmpdir(), 'playable-wasm-'))
  folders = { workspace: join(root, 'workspace'), temp: join(root, 'temp') }
  mkdirSync(folders.workspace)
  mkdirSync(folders.temp)
  build = join(root, 'build')
  TEXTURE_PNG = (await writeWasmApp(build)).basis.replace(/mark\.basis$/, 'mark.png')
  const config = JSON.parse(readFileSync(join(build, 'config.json'), 'utf8')) as {
    assets: Record<string, { name: string; file: { url: string } }>
  }
  QUAD_GLB = Object.values(config.assets).find(asset => asset.name === 'quad.glb')!.file.url
}, 30_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

/**
 * The build copied into the workspace's `build`, less `leftOut`; the texture's own PNG a photo's, with `bigPng`; the
 * quad a plain glb (no Draco), with `plainQuad`.
 */
async function stage(leftOut: string[] = [], bigPng = false, plainQuad = false): Promise<void> {
  const target = join(folders.workspace, 'build')
  rmSync(target, { recursive: true, force: true })
  cpSync(build, target, { recursive: true })
  for (const path of leftOut) rmSync(join(target, path))
  if (bigPng) writeFileSync(join(target, TEXTURE_PNG), photoPng(256, 7))
  if (plainQuad) QUAD_BYTES = (await writePlainQuad(target)).length
}

/** The plain quad's bytes, as `stage` last wrote it. */
let QUAD_BYTES = 0

/** The texture's own image, beside its `.basis`: another colour than the variant's. */
let TEXTURE_PNG: string
/** Where the build holds the quad's glb (the Draco-compressed one the stand-in writes). */
let QUAD_GLB: string

/** Each package opened alone, offline, in its network's container, as verify-app opens it: in tabs of one browser. */
const browser = packageBrowser()

/** The package opened in its network's container draws the clear colour, Draco's quad and Basis's texture. */
async function expectDraws(dir: string, page: string, network: string, size: string | undefined): Promise<void> {
  const report = await browser.open(dir, page, { network }, { frames: 10 })
  expect(report.faults.map(fault => fault.message)).toEqual([])
  expect(report.passed).toBe(true)
  const seen = expectWasmPicture(report.screenshot ?? Buffer.alloc(0))
  console.log(`${network}: ${size} bytes; pixels ${JSON.stringify(seen)}`)
  // Each page's tab is closed once it is judged: the browser keeps none of the apps it opened.
  expect(await browser.tabs()).toEqual([])
}

describe('a build with Draco and Basis, packed, opened alone offline', () => {
  it('facebook: started, the quad Draco decoded and the texture Basis transcoded drawn', async () => {
    await stage()
    const { dir, page, result } = await packAlone(folders, 'facebook')
    await expectDraws(dir, page, 'facebook', result.outputs.size)
  })

  it("applovin, fitted: the texture's own PNG and the modules' asm.js fallbacks left out, the plain quad compressed with Draco, the page drawn, nothing left out asked for", async () => {
    await stage([], true, true)
    // Over the limit by the PNG and most of the quad's glb (gzip on in both, as it would be with auto once the page is
    // over its limit): fit leaves out the PNG and both modules' fallbacks, and compresses the glb with Draco, as the
    // build carries Draco's module. The quad's colour in the screenshot is then the engine's decoding of fit's glb.
    const plain = await pack(folders, {
      network: 'applovin',
      output: 'out/plain',
      'max-size': '50MB',
      compress: 'true',
    })
    const png = statSync(join(folders.workspace, 'build', TEXTURE_PNG)).size
    const glb = Math.ceil((gzipSync(readFileSync(join(folders.workspace, 'build', QUAD_GLB))).length * 4) / 3)
    const limit = String(Number(plain.outputs.size) - Math.ceil((png * 4) / 3) - Math.round(glb * 0.7))
    const { dir, page, result } = await packAlone(folders, 'applovin', {
      fit: 'true',
      compress: 'true',
      'max-size': limit,
    })
    expect(result.outputs.fitted).toBe('4')
    expect(result.summary).toContain(`<code>${TEXTURE_PNG}</code></td><td>dropped</td>`)
    for (const module of [WASM_MODULES.draco, WASM_MODULES.basis])
      expect(result.summary).toContain(`<code>${module.fallback}</code></td><td>dropped</td>`)
    expect(result.summary).toMatch(new RegExp(`<code>${QUAD_GLB}</code></td><td>mesh</td>.*?<td>glb, Draco</td>`))
    const html = readFileSync(join(dir, page), 'utf8')
    expect(html).not.toContain(`"${TEXTURE_PNG}"`)
    for (const module of [WASM_MODULES.draco, WASM_MODULES.basis]) {
      expect(html).not.toContain(`"${module.fallback}"`)
      expect(html).toContain(`"${module.wasm}"`)
    }
    console.log(`applovin, fitted: the plain quad ${QUAD_BYTES} bytes, the package ${result.outputs.size} of ${limit}`)
    // Offline in AppLovin's container: a request for the PNG or a fallback would be a fault, and a fallback run throws.
    await expectDraws(dir, page, 'applovin', result.outputs.size)
  })

  it("Draco's wasm left out of the page: verify-app names it", async () => {
    await stage()
    const { dir, page } = await packAlone(folders, 'applovin')
    // The page's files are entries of one JSON array, `["<path>","<type>","b64","<data>"]`: this one dropped.
    const html = readFileSync(join(dir, page), 'utf8')
    const entry = new RegExp(`,?\\n\\["${WASM_MODULES.draco.wasm.replace(/[.]/g, '\\.')}",[^\\]]*\\]`)
    expect(html).toMatch(entry)
    writeFileSync(join(dir, page), html.replace(entry, ''))
    const report = await browser.open(dir, page, { network: 'applovin' }, { frames: 10, timeoutSeconds: 15 })
    expect(report.passed).toBe(false)
    expect(report.faults[0]?.message).toContain(`${WASM_MODULES.draco.wasm} failed: asked of a server (offline`)
  })

  it("Basis's glue left out of the build: playable refuses it by name, and writes nothing", async () => {
    await stage([WASM_MODULES.basis.glue])
    const result = await pack(folders, { network: 'applovin', output: 'out/refused' })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)).toEqual([
      `Input 'directory' holds a build the page cannot carry whole (nothing is dropped, so nothing was written):\n- __settings__.js lists the wasm module BASIS, whose glue ${WASM_MODULES.basis.glue} is not in the build`,
    ])
    expect(existsSync(join(folders.workspace, 'out', 'refused', 'applovin.html'))).toBe(false)
  })
})
