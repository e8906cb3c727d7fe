import { Document, NodeIO } from '@gltf-transform/core'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CLEAR, silentWav, solidPng } from './ad-app.js'
import { writeApp } from './app-folder.js'
import { md5 } from './assets.js'

/**
 * A build whose picture needs wasm modules that run in the engine's Workers: a Draco-compressed glb
 * (KHR_draco_mesh_compression: its positions and colours are in the Draco stream only) and a texture whose `basis`
 * variant the engine chooses (a `.basis` file, transcoded in a Worker). The modules are listed in PRELOAD_MODULES, as
 * the service's `__settings__.js` lists the project's wasm modules, and started by the service's `__modules__.js`
 * (`pc.dracoInitialize()`, `pc.basisInitialize()`): the engine fetches each module's glue
 * (XMLHttpRequest) and wasm (`fetch`, compiled in the page), then builds its Worker from a blob holding the glue and
 * posts it the compiled module. So the screenshot's left half is the decoded quad's colour only if Draco ran, and its
 * right half the transcoded texture's only if Basis ran (the texture's own PNG is another colour).
 *
 * Everything comes from packages on the npm registry, at the devDependencies' versions:
 * - `draco3d`: the decoder (`draco_decoder_nodejs.js`, an Emscripten glue that also runs in a Worker, and
 *   `draco_decoder.wasm`) and the encoder the quad is compressed with here.
 * - `three`: Basis Universal's transcoder (`examples/jsm/libs/basis/basis_transcoder.js` and `.wasm`), whose glue
 *   defines `BASIS` as the engine's Basis Worker calls it.
 * - `ktx2-encoder`: Basis Universal's encoder (`dist/basis/basis_encoder.js`, wasm), run here to write the `.basis`.
 */

/** The decoded quad's vertex colour, 0–255. */
export const DRACO_RGB: [number, number, number] = [40, 200, 120]
/** The colour the `.basis` variant holds, 0–255 (ETC1S, which Basis transcodes it from, keeps it within a few). */
export const BASIS_RGB: [number, number, number] = [230, 60, 200]
/** The texture's own PNG: shown only if the engine took the PNG, not the Basis variant. */
export const PNG_RGB: [number, number, number] = [255, 255, 0]

/** The screenshot's points (1280×720): the quad's middle, the textured plane's middle, a corner of the clear colour. */
export const POINTS = { draco: [400, 360], basis: [880, 360], clear: [20, 20] } as const

/** A wasm module of the build: its PRELOAD_MODULES name and its files' paths in the build. */
export interface WasmModuleFiles {
  moduleName: 'DracoDecoderModule' | 'BASIS'
  glue: string
  wasm: string
  /** Its asm.js fallback (`fallbackUrl`), as the Editor imports one beside each module: here a script that throws. */
  fallback: string
}

/** Where the build holds each module, as the Editor lays out an imported module's assets (`files/assets/<id>/1/…`). */
export const WASM_MODULES: Record<'draco' | 'basis', WasmModuleFiles> = {
  draco: {
    moduleName: 'DracoDecoderModule',
    glue: 'files/assets/301/1/draco.wasm.js',
    wasm: 'files/assets/302/1/draco.wasm.wasm',
    fallback: 'files/assets/305/1/draco.js',
  },
  basis: {
    moduleName: 'BASIS',
    glue: 'files/assets/303/1/basis.wasm.js',
    wasm: 'files/assets/304/1/basis.wasm.wasm',
    fallback: 'files/assets/306/1/basis.js',
  },
}

const require = createRequire(import.meta.url)
/** A package's folder, found where Node looks for it (ktx2-encoder's exports name neither its files nor its package.json). */
function packageDir(name: string): string {
  const found = (require.resolve.paths(name) ?? []).map(folder => join(folder, name)).find(folder => existsSync(folder))
  if (!found) throw new Error(`The devDependency ${name} is not installed: npm ci`)
  return found
}

/** Each module's files as the packages ship them. */
function moduleSources(): Record<string, string> {
  const draco = packageDir('draco3d')
  const basis = join(packageDir('three'), 'examples', 'jsm', 'libs', 'basis')
  return {
    [WASM_MODULES.draco.glue]: join(draco, 'draco_decoder_nodejs.js'),
    [WASM_MODULES.draco.wasm]: join(draco, 'draco_decoder.wasm'),
    [WASM_MODULES.basis.glue]: join(basis, 'basis_transcoder.js'),
    [WASM_MODULES.basis.wasm]: join(basis, 'basis_transcoder.wasm'),
  }
}

/** Each module file's bytes, by its path in the build. */
export function moduleSizes(): Record<string, number> {
  return Object.fromEntries(Object.entries(moduleSources()).map(([path, file]) => [path, readFileSync(file).length]))
}

interface DracoEncoder {
  Encoder: new () => {
    SetEncodingMethod(method: number): void
    EncodeMeshToDracoBuffer(mesh: unknown, out: unknown): number
  }
  Mesh: new () => unknown
  MeshBuilder: new () => {
    AddFacesToMesh(mesh: unknown, faces: number, indices: Uint32Array): boolean
    AddFloatAttributeToMesh(mesh: unknown, type: number, count: number, size: number, values: Float32Array): number
  }
  DracoInt8Array: new () => { GetValue(i: number): number }
  POSITION: number
  COLOR: number
  MESH_EDGEBREAKER_ENCODING: number
  destroy(object: unknown): void
}

/**
 * A glb of one quad (2 × 1.5 units, in the XY plane) whose positions and vertex colours are in the Draco stream only:
 * its accessors have no bufferView, as KHR_draco_mesh_compression allows, so that nothing draws without the decoder.
 */
export async function dracoQuad(): Promise<Buffer> {
  const draco3d = require('draco3d') as { createEncoderModule(options: object): Promise<DracoEncoder> }
  const module = await draco3d.createEncoderModule({})
  const positions = new Float32Array([-1, -0.75, 0, 1, -0.75, 0, 1, 0.75, 0, -1, 0.75, 0])
  const colours = new Float32Array(12)
  // The engine takes vertex colours as linear and the picture is sRGB: stored linear, the screenshot shows DRACO_RGB.
  const linear = DRACO_RGB.map(c => ((c / 255 + 0.055) / 1.055) ** 2.4)
  for (let i = 0; i < 4; i++) colours.set(linear, i * 3)
  const builder = new module.MeshBuilder()
  const mesh = new module.Mesh()
  builder.AddFacesToMesh(mesh, 2, new Uint32Array([0, 1, 2, 0, 2, 3]))
  const position = builder.AddFloatAttributeToMesh(mesh, module.POSITION, 4, 3, positions)
  const colour = builder.AddFloatAttributeToMesh(mesh, module.COLOR, 4, 3, colours)
  const encoder = new module.Encoder()
  encoder.SetEncodingMethod(module.MESH_EDGEBREAKER_ENCODING)
  const out = new module.DracoInt8Array()
  const length = encoder.EncodeMeshToDracoBuffer(mesh, out)
  if (length <= 0) throw new Error('Draco could not encode the quad')
  const stream = Buffer.alloc(length)
  for (let i = 0; i < length; i++) stream[i] = out.GetValue(i) & 0xff
  for (const object of [out, encoder, mesh, builder]) module.destroy(object)

  const padded = Buffer.concat([stream, Buffer.alloc((4 - (length % 4)) % 4)])
  const gltf = {
    asset: { version: '2.0', generator: 'stand-ins/wasm-app.ts (draco3d)' },
    extensionsUsed: ['KHR_draco_mesh_compression'],
    extensionsRequired: ['KHR_draco_mesh_compression'],
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [
      {
        primitives: [
          {
            attributes: { POSITION: 0, COLOR_0: 1 },
            indices: 2,
            mode: 4,
            extensions: {
              KHR_draco_mesh_compression: { bufferView: 0, attributes: { POSITION: position, COLOR_0: colour } },
            },
          },
        ],
      },
    ],
    accessors: [
      { componentType: 5126, count: 4, type: 'VEC3', min: [-1, -0.75, 0], max: [1, 0.75, 0] },
      { componentType: 5126, count: 4, type: 'VEC3' },
      { componentType: 5123, count: 6, type: 'SCALAR' },
    ],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: length }],
    buffers: [{ byteLength: padded.length }],
  }
  let json = Buffer.from(JSON.stringify(gltf))
  json = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)])
  const chunk = (type: number, data: Buffer): Buffer => {
    const head = Buffer.alloc(8)
    head.writeUInt32LE(data.length, 0)
    head.writeUInt32LE(type, 4)
    return Buffer.concat([head, data])
  }
  const body = Buffer.concat([chunk(0x4e4f534a, json), chunk(0x004e4942, padded)])
  const header = Buffer.alloc(12)
  header.write('glTF', 0, 'latin1')
  header.writeUInt32LE(2, 4)
  header.writeUInt32LE(12 + body.length, 8)
  return Buffer.concat([header, body])
}

/**
 * The quad again, as a plain glb (no Draco): a grid of `n` × `n` vertices over the same 2 × 1.5 units, each of
 * DRACO_RGB, indexed, so nothing to weld. Written over `dir`'s quad.glb, config.json following (size, hash): fit
 * compresses it with Draco where the build carries Draco's module, and the screenshot's quad is its colour only if the
 * engine decoded what fit wrote. Returns its bytes.
 */
export async function writePlainQuad(dir: string, n = 200): Promise<Buffer> {
  const document = new Document()
  const buffer = document.createBuffer()
  const positions = new Float32Array(n * n * 3)
  const colours = new Float32Array(n * n * 3)
  const linear = DRACO_RGB.map(c => ((c / 255 + 0.055) / 1.055) ** 2.4)
  const indices: number[] = []
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const i = y * n + x
      positions.set([(x / (n - 1)) * 2 - 1, (y / (n - 1)) * 1.5 - 0.75, 0], i * 3)
      colours.set(linear, i * 3)
      if (x < n - 1 && y < n - 1) indices.push(i, i + 1, i + n + 1, i, i + n + 1, i + n)
    }
  const accessor = (type: 'VEC3' | 'SCALAR', array: Float32Array<ArrayBuffer> | Uint32Array<ArrayBuffer>) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer)
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', positions))
    .setAttribute('COLOR_0', accessor('VEC3', colours))
    .setIndices(accessor('SCALAR', new Uint32Array(indices)))
  document.createScene().addChild(document.createNode().setMesh(document.createMesh().addPrimitive(primitive)))
  const glb = Buffer.from(await new NodeIO().writeBinary(document))
  const configPath = join(dir, 'config.json')
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as {
    assets: Record<string, { name: string; file: { url: string; size: number; hash: string } }>
  }
  const quad = Object.values(config.assets).find(asset => asset.name === 'quad.glb')
  if (!quad) throw new Error('The build has no quad.glb')
  writeFileSync(join(dir, decodeURIComponent(quad.file.url)), glb)
  Object.assign(quad.file, { size: glb.length, hash: md5(glb) })
  writeFileSync(configPath, JSON.stringify(config))
  return glb
}

interface BasisEncoderModule {
  initializeBasis(): void
  BasisEncoder: new () => {
    setCreateKTX2File(on: boolean): void
    setUASTC(on: boolean): void
    setMipGen(on: boolean): void
    setQualityLevel(level: number): void
    setTexType(type: number): void
    setSliceSourceImage(slice: number, rgba: Uint8Array, width: number, height: number, type: number): boolean
    encode(out: Uint8Array): number
    delete(): void
  }
}

/** A 16×16 `.basis` file (ETC1S, no mipmaps) of one colour, encoded by Basis Universal's encoder. */
export async function basisTexture(rgb: [number, number, number] = BASIS_RGB): Promise<Buffer> {
  const file = join(packageDir('ktx2-encoder'), 'dist', 'basis', 'basis_encoder.js')
  const { default: create } = (await import(pathToFileURL(file).href)) as {
    default: (options: object) => Promise<BasisEncoderModule>
  }
  // Its own lines (the encoder's progress) are not the test's.
  const module = await create({ print: () => {}, printErr: () => {} })
  module.initializeBasis()
  const size = 16
  const rgba = new Uint8Array(size * size * 4)
  for (let i = 0; i < rgba.length; i += 4) rgba.set([...rgb, 255], i)
  const encoder = new module.BasisEncoder()
  try {
    encoder.setCreateKTX2File(false)
    encoder.setUASTC(false)
    encoder.setMipGen(false)
    encoder.setQualityLevel(255)
    encoder.setTexType(0)
    if (!encoder.setSliceSourceImage(0, rgba, size, size, 0)) throw new Error('Basis refused the image')
    const out = new Uint8Array(64 * 1024)
    const length = encoder.encode(out)
    if (length <= 0) throw new Error('Basis could not encode the texture')
    return Buffer.from(out.subarray(0, length))
  } finally {
    encoder.delete()
  }
}

/** The script: the clear colour, the decoded quad on the left, a plane with the Basis texture on the right. */
const SHOW_JS = `var Show = pc.createScript('show');
Show.prototype.initialize = function () {
    var app = this.app;
    var quad = app.assets.find('quad.glb', 'container');
    var texture = app.assets.find('mark.png', 'texture');
    if (!quad || !quad.resource) throw new Error('quad.glb not loaded (Draco)');
    if (!texture || !texture.resource) throw new Error('mark.png not loaded (Basis)');
    var clear = ${JSON.stringify(CLEAR)};
    this.entity.findByName('Camera').camera.clearColor = new pc.Color(clear[0], clear[1], clear[2]);

    var coloured = new pc.StandardMaterial();
    coloured.useLighting = false;
    coloured.diffuse = new pc.Color(0, 0, 0);
    coloured.emissive = new pc.Color(1, 1, 1);
    coloured.emissiveVertexColor = true;
    coloured.emissiveVertexColorChannel = 'rgb';
    coloured.cull = pc.CULLFACE_NONE;
    coloured.update();
    var decoded = quad.resource.instantiateRenderEntity();
    decoded.findComponents('render').forEach(function (render) {
        render.meshInstances.forEach(function (instance) { instance.material = coloured; });
    });
    decoded.setLocalPosition(-1.5, 0, 0);
    app.root.addChild(decoded);

    var textured = new pc.StandardMaterial();
    textured.useLighting = false;
    textured.diffuse = new pc.Color(0, 0, 0);
    textured.emissive = new pc.Color(1, 1, 1);
    textured.emissiveMap = texture.resource;
    textured.update();
    var plane = new pc.Entity('mark');
    plane.addComponent('render', { type: 'plane', material: textured });
    plane.setLocalEulerAngles(90, 0, 0);
    plane.setLocalScale(2, 1, 1.5);
    plane.setLocalPosition(1.5, 0, 0);
    app.root.addChild(plane);
};
`

/**
 * __modules__.js as the service writes it for engine 2: Basis and Draco are not loaded in the page but started in the
 * engine's own Workers (`pc.basisInitialize()`, `pc.dracoInitialize()`), any other module (Ammo) loaded in the page.
 * The stand-in's own file (app-build.ts) loads every module in the page, which for these two would load each a second
 * time; this build carries the service's steps, as read in a published engine-2 build's `__modules__.mjs`.
 */
const MODULES_JS = `window.loadModules = function (modules, urlPrefix, doneCallback) {
    if (typeof modules === 'undefined' || modules.length === 0) {
        setTimeout(doneCallback);
        return;
    }
    var remaining = modules.length;
    var moduleLoaded = function () {
        if (--remaining === 0) doneCallback();
    };
    modules.forEach(function (m) {
        pc.WasmModule.setConfig(m.moduleName, {
            glueUrl: urlPrefix + m.glueUrl,
            wasmUrl: urlPrefix + m.wasmUrl,
            fallbackUrl: urlPrefix + m.fallbackUrl
        });
        if (m.hasOwnProperty('preload') && !m.preload) {
            moduleLoaded();
        } else if (m.moduleName === 'BASIS') {
            pc.basisInitialize();
            moduleLoaded();
        } else if (m.moduleName === 'DracoDecoderModule') {
            pc.dracoInitialize();
            moduleLoaded();
        } else {
            pc.WasmModule.getInstance(m.moduleName, moduleLoaded);
        }
    });
};
`

const settingsWith = (modules: WasmModuleFiles[]) => (text: string) =>
  text.replace(
    'window.PRELOAD_MODULES = [\n];',
    `window.PRELOAD_MODULES = [\n${modules
      .map(
        module =>
          // As the service writes it: single-quoted strings, not JSON, and a trailing comma (published builds).
          `    {'moduleName' : '${module.moduleName}', 'glueUrl' : '${module.glue}', 'wasmUrl' : '${module.wasm}', 'fallbackUrl' : '${module.fallback}', 'preload' : true},`,
      )
      .join('\n')}\n];`,
  )

/** config.json with the texture's Basis variant beside its PNG, as the Editor writes a texture compressed to Basis. */
const configWith = (basis: Buffer) => (text: string) => {
  const config = JSON.parse(text) as {
    assets: Record<string, { name: string; file: { url: string; variants?: unknown } }>
  }
  const texture = Object.values(config.assets).find(asset => asset.name === 'mark.png')
  if (!texture) throw new Error('The build has no mark.png')
  texture.file.variants = {
    basis: {
      filename: 'mark.basis',
      size: basis.length,
      hash: md5(basis),
      opt: 0,
      url: texture.file.url.replace(/mark\.png$/, 'mark.basis'),
    },
  }
  return JSON.stringify(config)
}

/** The build written: its folder, and where it holds the texture's `.basis`. */
export interface WasmApp {
  dir: string
  /** The texture's `.basis` variant's path in the build. */
  basis: string
}

/**
 * With `sound`, the script also reads its clear colour from a JSON asset (the same colour) and throws unless a WAV
 * asset decoded to a sound with a length: a build of every kind of file a page must answer.
 */
const SOUND_AND_JSON = `    var data = app.assets.find('colors.json', 'json');
    var sound = app.assets.find('beep.wav', 'audio');
    if (!data || !data.resource || !data.resource.clear) throw new Error('colors.json not loaded');
    if (!sound || !sound.resource || !(sound.resource.duration > 0)) throw new Error('beep.wav not loaded');
    var clear = data.resource.clear;
`

/** Writes the build into `dir`: the stand-in's build (the real engine), its script, glb, texture and modules. */
export async function writeWasmApp(dir: string, options: { sound?: boolean } = {}): Promise<WasmApp> {
  const [glb, basis] = await Promise.all([dracoQuad(), basisTexture()])
  const constant = `    var clear = ${JSON.stringify(CLEAR)};\n`
  if (!SHOW_JS.includes(constant)) throw new Error('show.js no longer sets its clear colour as this expects')
  writeApp(dir, {
    scripts: { 'show.js': options.sound ? SHOW_JS.replace(constant, SOUND_AND_JSON) : SHOW_JS },
    assets: {
      'quad.glb': { type: 'container', bytes: glb },
      'mark.png': { type: 'texture', bytes: solidPng(PNG_RGB) },
      ...(options.sound
        ? {
            'colors.json': { type: 'json', bytes: Buffer.from(JSON.stringify({ clear: CLEAR })) },
            'beep.wav': { type: 'audio', bytes: silentWav() },
          }
        : {}),
    },
    edit: {
      '__settings__.js': settingsWith([WASM_MODULES.draco, WASM_MODULES.basis]),
      '__modules__.js': () => MODULES_JS,
      'config.json': configWith(basis),
    },
  })
  const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as {
    assets: Record<string, { name: string; file: { url: string } }>
  }
  const png = Object.values(config.assets).find(asset => asset.name === 'mark.png')?.file.url ?? ''
  const basisPath = png.replace(/mark\.png$/, 'mark.basis')
  writeFileSync(join(dir, basisPath), basis)
  for (const [path, file] of Object.entries(moduleSources())) {
    const target = join(dir, path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, readFileSync(file))
  }
  for (const module of [WASM_MODULES.draco, WASM_MODULES.basis]) {
    mkdirSync(dirname(join(dir, module.fallback)), { recursive: true })
    writeFileSync(join(dir, module.fallback), fallbackScript(module.moduleName))
  }
  return { dir, basis: basisPath }
}

/**
 * An asm.js fallback that fails the app if the engine ever runs it: 64 kB of base64 noise in a comment, then a throw.
 * The engine takes it only where WebAssembly is missing.
 */
function fallbackScript(name: string): string {
  let state = name.length
  const noise = Buffer.alloc(48 * 1024)
  for (let i = 0; i < noise.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0
    noise[i] = state >>> 24
  }
  return `/* ${noise.toString('base64')} */\nthrow new Error('the asm.js fallback of ${name} ran');\n`
}
