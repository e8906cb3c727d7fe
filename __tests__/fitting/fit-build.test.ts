import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Document, NodeIO } from '@gltf-transform/core'
import { KHRDracoMeshCompression } from '@gltf-transform/extensions'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { changeFiles } from '../../stand-ins/app-folder.js'
import { writePhotoAppApart } from '../../stand-ins/photo-app.js'
import { silentWav } from '../../stand-ins/ad-app.js'
import { dracoQuad } from '../../stand-ins/wasm-app.js'
import { fitBuild } from '../../src/fitting/fit-build.js'
import { decodeImage } from '../../src/fitting/codecs.js'
import { dracoGlb, weldGlb } from '../../src/fitting/meshes.js'
import { reencodeSound } from '../../src/fitting/sounds.js'
import { listBuild } from '../../src/playable/build-files.js'
import { packerMeasure } from '../support/fit-measure.js'

// fit in-process on the stand-in's photo build, small (its 2048-pixel run, packed and opened in a browser, is
// e2e/playable-fit.test.ts's): every step taken, config.json following each change, the build itself untouched.
let root: string
let build: string
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex')

/** An unindexed grid of `n`×`n` quads: six vertices a quad, four of them repeated from its neighbours'. */
function gridGlb(n: number): Promise<Uint8Array> {
  const document = new Document()
  const buffer = document.createBuffer()
  const positions: number[] = []
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
        [1, 1],
        [0, 1],
      ] as const)
        positions.push(x + dx, y + dy, 0)
  const position = document.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer)
  const mesh = document.createMesh().addPrimitive(document.createPrimitive().setAttribute('POSITION', position))
  document.createScene().addChild(document.createNode().setMesh(mesh))
  return new NodeIO().writeBinary(document)
}

const measure = packerMeasure(() => root)

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'fit-'))
  build = join(root, 'build')
  writePhotoAppApart(build, { textures: 2, side: 640, seconds: 6 })
  // A mesh, a texture's copy under another asset, and a Basis variant of photo1 with the Basis module listed.
  const glb = Buffer.from(await gridGlb(40))
  mkdirSync(join(build, 'files/assets/301/1'), { recursive: true })
  writeFileSync(join(build, 'files/assets/301/1/grid.glb'), glb)
  mkdirSync(join(build, 'files/assets/302/1'), { recursive: true })
  writeFileSync(join(build, 'files/assets/302/1/copy.png'), readFileSync(join(build, 'files/assets/204/1/photo0.png')))
  writeFileSync(join(build, 'files/assets/205/1/photo1.basis'), Buffer.alloc(100, 1))
  mkdirSync(join(build, 'files/assets/303/1'), { recursive: true })
  writeFileSync(join(build, 'files/assets/303/1/basis.js'), 'var BASIS;')
  writeFileSync(join(build, 'files/assets/303/1/basis.wasm'), Buffer.alloc(8))
  // Each module's asm.js fallback: Basis's never asked for; Ammo's also a script the engine loads as it starts.
  writeFileSync(join(build, 'files/assets/303/1/basis.asm.js'), 'var BASIS_ASM = 1;')
  mkdirSync(join(build, 'files/assets/304/1'), { recursive: true })
  for (const name of ['ammo.wasm.js', 'ammo.wasm.wasm', 'ammo.js'])
    writeFileSync(join(build, 'files/assets/304/1', name), `// ${name}`)
  changeFiles(build, {
    edit: {
      'config.json': text => {
        const config = JSON.parse(text) as { assets: Record<string, Record<string, unknown>> }
        const photo1 = config.assets['205'] as { file: Record<string, unknown> }
        photo1.file.variants = { basis: { url: 'files/assets/205/1/photo1.basis', size: 100 } }
        const file = (path: string, bytes: Buffer) => ({
          filename: path.slice(path.lastIndexOf('/') + 1),
          url: path,
          size: bytes.length,
          hash: md5(bytes),
        })
        config.assets['301'] = { name: 'grid.glb', type: 'container', file: file('files/assets/301/1/grid.glb', glb) }
        const copy = readFileSync(join(build, 'files/assets/302/1/copy.png'))
        config.assets['302'] = { name: 'copy.png', type: 'texture', file: file('files/assets/302/1/copy.png', copy) }
        const ammo = Buffer.from('// ammo.js')
        config.assets['304'] = {
          name: 'ammo.js',
          type: 'script',
          preload: true,
          file: file('files/assets/304/1/ammo.js', ammo),
        }
        return JSON.stringify(config)
      },
      '__settings__.js': text =>
        text.replace(
          /PRELOAD_MODULES = \[/,
          "PRELOAD_MODULES = [{'moduleName' : 'BASIS', 'glueUrl' : 'files/assets/303/1/basis.js', 'wasmUrl' : 'files/assets/303/1/basis.wasm', 'fallbackUrl' : 'files/assets/303/1/basis.asm.js', 'preload' : true},\n" +
            "{'moduleName' : 'Ammo', 'glueUrl' : 'files/assets/304/1/ammo.wasm.js', 'wasmUrl' : 'files/assets/304/1/ammo.wasm.wasm', 'fallbackUrl' : 'files/assets/304/1/ammo.js', 'preload' : true},",
        ),
    },
  })
}, 60_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const config = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as {
    assets: Record<string, { file: { url: string; filename: string; size: number; hash: string } }>
  }

describe('fitBuild', () => {
  it('takes every step, largest first, when nothing fits; config.json says what the build holds; the build is untouched', async () => {
    const before = await listBuild(build)
    const work = mkdtempSync(join(root, 'work-'))
    const first = await measure(build, before)
    const lines: string[] = []
    const fitted = await fitBuild({
      directory: build,
      work,
      target: 1,
      first,
      measure,
      progress: line => lines.push(line),
    })

    expect(fitted.fits).toBe(false)
    expect(await listBuild(build)).toEqual(before)
    const steps = fitted.changes.map(change => `${change.step} ${change.path}`)
    expect(steps).toEqual(
      expect.arrayContaining([
        'dropped files/assets/205/1/photo1.png',
        'dropped files/assets/303/1/basis.asm.js',
        'shared files/assets/302/1/copy.png',
        'mesh files/assets/301/1/grid.glb',
        'sound files/assets/203/1/music.wav',
        'shrunk files/assets/204/1/photo0.png',
      ]),
    )
    expect(lines.length).toBeGreaterThanOrEqual(4)
    // Re-encoded, then shrunk from 640 to 320: one row, from what the build had to what it has.
    const photo0 = fitted.changes.find(change => change.path === 'files/assets/204/1/photo0.png')
    expect(photo0).toMatchObject({ was: '640×640 PNG', now: expect.stringMatching(/^320×320 (JPEG|WebP)$/) })
    // No Draco module in this build: welded only.
    expect(fitted.changes.find(change => change.step === 'mesh')).toMatchObject({ now: 'glb, welded' })
    const pixels = await decodeImage(readFileSync(join(fitted.directory, 'files/assets/204/1/photo0.png')))
    expect([pixels?.width, pixels?.height]).toEqual([320, 320])

    const assets = config(fitted.directory).assets
    expect(assets['203']?.file).toMatchObject({ url: 'files/assets/203/1/music.mp3', filename: 'music.mp3' })
    expect(assets['302']?.file.url).toBe(assets['204']?.file.url)
    for (const id of ['203', '204', '301']) {
      const file = readFileSync(join(fitted.directory, decodeURIComponent(assets[id]!.file.url)))
      expect(assets[id]?.file).toMatchObject({ size: file.length, hash: md5(file) })
    }
    for (const gone of [
      'files/assets/205/1/photo1.png',
      'files/assets/302/1/copy.png',
      'files/assets/203/1/music.wav',
      'files/assets/303/1/basis.asm.js',
    ])
      expect(existsSync(join(fitted.directory, gone))).toBe(false)
    // Ammo's fallback is a script the engine loads as it starts, and its glue and wasm are what the engine asks for.
    for (const kept of ['ammo.js', 'ammo.wasm.js', 'ammo.wasm.wasm'])
      expect(existsSync(join(fitted.directory, 'files/assets/304/1', kept))).toBe(true)
    expect(fitted.changes.find(change => change.path === 'files/assets/303/1/basis.asm.js')).toMatchObject({
      asset: 'basis.asm.js',
      was: 'the asm.js fallback of the wasm module BASIS',
      now: 'left out',
    })
    expect(fitted.left.length).toBeGreaterThan(0)
    expect(fitted.left.join('\n')).toMatch(
      /playcanvas-stable\.min\.js: .* kB in the package \(code, carried as it is\)/,
    )
    expect(fitted.left.join('\n')).toMatch(/music\.mp3: .*\(MP3 mono, 64 kbps/)
  }, 120_000)

  it('stops as soon as the packer says it fits', async () => {
    const files = await listBuild(build)
    const first = await measure(build, files)
    const work = mkdtempSync(join(root, 'work-'))
    // More than the Basis original's bytes in the page: the copy must go too.
    const original = first.files.find(file => file.path === 'files/assets/205/1/photo1.png')!.packed
    const target = first.size - original - 1000
    const fitted = await fitBuild({ directory: build, work, target, first, measure })
    expect(fitted.fits).toBe(true)
    expect(fitted.size).toBeLessThanOrEqual(target)
    // Dropping the Basis original, Basis's fallback and the copy was enough: no texture re-encoded, no sound.
    expect(fitted.changes.map(change => change.step).sort()).toEqual(['dropped', 'dropped', 'shared'])
  }, 60_000)

  it('with a limit under what no step can lower, stops once the drops are taken; a byte over it, goes on', async () => {
    const files = await listBuild(build)
    const first = await measure(build, files)
    const options = { directory: build, target: 1, first, measure }
    const lines: string[] = []
    const stopped = await fitBuild({
      ...options,
      work: mkdtempSync(join(root, 'work-')),
      limit: 300_000,
      progress: line => lines.push(line),
    })
    expect(stopped).toMatchObject({ fits: false, floor: expect.any(Number) })
    expect(stopped.floor).toBeGreaterThan(300_000)
    // What holds it there: the engine, at most the whole package less the textures, the glb and the sound.
    const lowered = first.files.filter(file => /\.(png|glb|wav)$/.test(file.path)).reduce((n, f) => n + f.packed, 0)
    expect(stopped.floor).toBeLessThanOrEqual(first.size - lowered)
    expect(stopped.changes.map(change => change.step).sort()).toEqual(['dropped', 'dropped', 'shared'])
    expect(lines).toEqual([])
    expect(stopped.left[0]).toMatch(/^playcanvas-stable\.min\.js: .* \(code, carried as it is\)$/)
    expect(stopped.left.join('\n')).not.toMatch(/\.(png|glb|wav)\b/)

    const tried = await fitBuild({ ...options, work: mkdtempSync(join(root, 'work-')), limit: stopped.floor! + 1 })
    expect(tried.floor).toBeUndefined()
    expect(tried.changes.map(change => change.step)).toEqual(expect.arrayContaining(['mesh', 'sound', 'shrunk']))
  }, 120_000)
})

/** Each triangle of a glb's first primitive, its corners' positions rounded to `step`, sorted: what it draws. */
async function triangles(io: NodeIO, glb: Uint8Array, step: number): Promise<string[]> {
  const primitive = (await io.readBinary(glb)).getRoot().listMeshes()[0]!.listPrimitives()[0]!
  const positions = primitive.getAttribute('POSITION')!.getArray()!
  const count = primitive.getAttribute('POSITION')!.getCount()
  const order = primitive.getIndices()?.getArray() ?? Array.from({ length: count }, (_, i) => i)
  const corner = (i: number) => [0, 1, 2].map(c => Math.round(positions[i * 3 + c]! / step)).join(',')
  const found: string[] = []
  for (let i = 0; i + 2 < order.length; i += 3)
    found.push([order[i]!, order[i + 1]!, order[i + 2]!].map(corner).sort().join(' '))
  return found.sort()
}

describe('fitBuild, a build that carries the engine’s Draco module', () => {
  it('compresses a glb with Draco after welding it: the same triangles within its quantization, required of the engine', async () => {
    const dracoBuild = join(root, 'draco-build')
    cpSync(build, dracoBuild, { recursive: true })
    mkdirSync(join(dracoBuild, 'files/assets/305/1'), { recursive: true })
    for (const name of ['draco.wasm.js', 'draco.wasm.wasm'])
      writeFileSync(join(dracoBuild, 'files/assets/305/1', name), '')
    changeFiles(dracoBuild, {
      edit: {
        '__settings__.js': text =>
          text.replace(
            /PRELOAD_MODULES = \[/,
            "PRELOAD_MODULES = [{'moduleName' : 'DracoDecoderModule', 'glueUrl' : 'files/assets/305/1/draco.wasm.js', 'wasmUrl' : 'files/assets/305/1/draco.wasm.wasm', 'fallbackUrl' : '', 'preload' : true},",
          ),
      },
    })
    const files = await listBuild(dracoBuild)
    const first = await measure(dracoBuild, files)
    const packed = (path: string) => first.files.find(file => file.path === path)!.packed
    // The drops, and nine tenths of the glb: welding alone takes off about two thirds of it.
    const target =
      first.size -
      packed('files/assets/205/1/photo1.png') -
      packed('files/assets/302/1/copy.png') -
      packed('files/assets/303/1/basis.asm.js') -
      Math.round(packed('files/assets/301/1/grid.glb') * 0.9)
    const fitted = await fitBuild({
      directory: dracoBuild,
      work: mkdtempSync(join(root, 'work-')),
      target,
      first,
      measure,
    })

    expect(fitted.fits).toBe(true)
    const mesh = fitted.changes.find(change => change.step === 'mesh')
    expect(mesh).toMatchObject({ path: 'files/assets/301/1/grid.glb', now: 'glb, welded, Draco' })
    expect(mesh?.setting).toMatch(/Draco \(positions 14 bits.*decoded by the build's Draco module/)
    expect(fitted.changes.some(change => change.step === 'texture' || change.step === 'sound')).toBe(false)
    const glb = readFileSync(join(fitted.directory, 'files/assets/301/1/grid.glb'))
    expect(config(fitted.directory).assets['301']?.file).toMatchObject({ size: glb.length, hash: md5(glb) })

    // Read back with Draco's decoder, as the engine's module decodes it: the grid's 40 × 40 quads, each corner where it
    // was within a step of 14 bits over the grid's 40 units.
    const draco3d = createRequire(import.meta.url)('draco3d') as { createDecoderModule(o: object): Promise<unknown> }
    const decoding = new NodeIO()
      .registerExtensions([KHRDracoMeshCompression])
      .registerDependencies({ 'draco3d.decoder': await draco3d.createDecoderModule({}) })
    const document = await decoding.readBinary(glb)
    expect(
      document
        .getRoot()
        .listExtensionsRequired()
        .map(e => e.extensionName),
    ).toEqual(['KHR_draco_mesh_compression'])
    const original = readFileSync(join(build, 'files/assets/301/1/grid.glb'))
    expect(await triangles(decoding, glb, 0.5)).toEqual(await triangles(new NodeIO(), original, 0.5))
    const positions = document.getRoot().listMeshes()[0]!.listPrimitives()[0]!.getAttribute('POSITION')!.getArray()!
    for (const value of positions) expect(Math.abs(value - Math.round(value))).toBeLessThan(40 / 2 ** 14)
  }, 60_000)
})

describe('the codecs fit uses', () => {
  it('welds an unindexed mesh to fewer bytes, the same triangles; refuses what is not a glb', async () => {
    const glb = await gridGlb(10)
    const welded = (await weldGlb(glb)) as Buffer
    expect(welded.length).toBeLessThan(glb.length * 0.6)
    const document = await new NodeIO().readBinary(welded)
    const primitive = document.getRoot().listMeshes()[0]!.listPrimitives()[0]!
    expect(primitive.getAttribute('POSITION')?.getCount()).toBe(121)
    expect(primitive.getIndices()?.getCount()).toBe(600)
    // The same triangles: each index's position is the unwelded mesh's vertex at that place.
    const before = (await new NodeIO().readBinary(glb)).getRoot().listAccessors()[0]!.getArray()!
    const positions = primitive.getAttribute('POSITION')!.getArray()!
    const drawn = Array.from(primitive.getIndices()!.getArray()!).flatMap(i => [
      ...positions.subarray(i * 3, i * 3 + 3),
    ])
    expect(drawn).toEqual([...before])
    expect(await weldGlb(welded)).toEqual({ skip: 'a glb with nothing to weld' })
    expect(await weldGlb(Buffer.from('glTF not really'))).toEqual({ skip: 'not a glb fit reads' })
    expect(await weldGlb(await dracoQuad())).toEqual({ skip: 'a glb compressed already (Draco or meshopt)' })
  })

  it('leaves to Draco only what the engine decodes here: no morph targets, no skinning; nothing compressed twice', async () => {
    const document = await new NodeIO().readBinary(await gridGlb(4))
    const primitive = document.getRoot().listMeshes()[0]!.listPrimitives()[0]!
    const moved = primitive
      .getAttribute('POSITION')!
      .getArray()!
      .map(v => v + 1)
    const buffer = document.getRoot().listBuffers()[0]!
    // Indexed, as Draco takes it: only the morph target keeps it out.
    const count = primitive.getAttribute('POSITION')!.getCount()
    primitive.setIndices(
      document
        .createAccessor()
        .setType('SCALAR')
        .setArray(Uint16Array.from({ length: count }, (_, i) => i))
        .setBuffer(buffer),
    )
    primitive.addTarget(
      document
        .createPrimitiveTarget()
        .setAttribute('POSITION', document.createAccessor().setType('VEC3').setArray(moved).setBuffer(buffer)),
    )
    expect(await dracoGlb(await new NodeIO().writeBinary(document))).toEqual({
      skip: 'a glb with morph targets or skinning, left out of Draco',
    })
    // Unindexed, Draco takes nothing; welded (indexed), the whole.
    expect(await dracoGlb(await gridGlb(4))).toEqual({ skip: 'a glb whose primitives Draco does not take (unindexed)' })
    const compressed = await dracoGlb((await weldGlb(await gridGlb(4))) as Buffer)
    expect(Buffer.isBuffer(compressed)).toBe(true)
    expect(await dracoGlb(compressed as Buffer)).toEqual({ skip: 'a glb compressed already (Draco or meshopt)' })
    expect(await dracoGlb(Buffer.from('glTF not really'))).toEqual({ skip: 'not a glb fit reads' })
  })

  it('leaves a clip and what it cannot decode as they are', async () => {
    expect(await reencodeSound(silentWav())).toEqual({ skip: '0.1 s long, a clip' })
    expect(await reencodeSound(Buffer.from('OggS....'))).toEqual({ skip: 'not a WAV or an MP3' })
    expect(await reencodeSound(Buffer.from([0xff, 0xfb, 0, 0, 0, 0]))).toEqual({ skip: 'a MP3 fit cannot decode' })
  })
})
