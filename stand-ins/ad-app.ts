import { PNG } from 'pngjs'
import { type AppChanges, writeApp } from './app-folder.js'
import { type EsmChanges, writeEsmApp } from './esm-build.js'

/**
 * A build whose picture depends on its assets, for proving a package carries them: its script reads the JSON asset's
 * colour into the camera's clear colour, draws the texture on a plane in the middle of the view, and throws unless the
 * audio asset decoded to a sound with a length. So the screenshot's corner is the JSON's colour and its middle the
 * texture's, and an asset the page did not answer fails the app. A classic script, or an ES module (`module: true`).
 */
export const CLEAR: [number, number, number] = [0.2, 0.4, 0.8]
export const TEXTURE_RGB: [number, number, number] = [255, 128, 0]

/** The lines that draw `texture` on a plane in the middle of the view: the engine's names under `ns` (`pc.` or none). */
const plane = (ns: string, texture: string, app: string): string => `    var material = new ${ns}StandardMaterial();
    material.useLighting = false;
    material.diffuse = new ${ns}Color(0, 0, 0);
    material.emissive = new ${ns}Color(1, 1, 1);
    material.emissiveMap = ${texture};
    material.update();
    var plane = new ${ns}Entity('mark');
    plane.addComponent('render', { type: 'plane', material: material });
    plane.setLocalEulerAngles(90, 0, 0);
    plane.setLocalScale(2, 1, 2);
    ${app}.root.addChild(plane);
`

const SHOW_BODY = `
    var app = this.app;
    var data = app.assets.find('colors.json', 'json');
    var texture = app.assets.find('mark.png', 'texture');
    var sound = app.assets.find('beep.wav', 'audio');
    if (!data || !data.resource || !data.resource.clear) throw new Error('colors.json not loaded');
    if (!texture || !texture.resource || texture.resource.width !== 4) throw new Error('mark.png not loaded');
    if (!sound || !sound.resource || !(sound.resource.duration > 0)) throw new Error('beep.wav not loaded');
    var clear = data.resource.clear;
    this.entity.findByName('Camera').camera.clearColor = new pc.Color(clear[0], clear[1], clear[2]);
${plane('pc.', 'texture.resource', 'app')}`

const CLASSIC = `var Show = pc.createScript('show');\nShow.prototype.initialize = function () {${SHOW_BODY}};\n`
const MODULE = `export class Show extends pc.Script {\n  static scriptName = 'show';\n  initialize() {${SHOW_BODY}  }\n}\n`

/** A 4×4 PNG of one colour. */
export function solidPng([r, g, b]: [number, number, number]): Buffer {
  const png = new PNG({ width: 4, height: 4 })
  for (let i = 0; i < png.data.length; i += 4) png.data.set([r, g, b, 255], i)
  return PNG.sync.write(png)
}

/** A 16-bit PCM WAV file's 44-byte header, for `bytes` of samples. */
export function wavHeader(bytes: number, channels: number, rate: number): Buffer {
  const wav = Buffer.alloc(44)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + bytes, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20)
  wav.writeUInt16LE(channels, 22)
  wav.writeUInt32LE(rate, 24)
  wav.writeUInt32LE(rate * channels * 2, 28)
  wav.writeUInt16LE(channels * 2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(bytes, 40)
  return wav
}

/** A tenth of a second of 8 kHz, 16-bit mono silence, as a WAV file. */
export function silentWav(): Buffer {
  return Buffer.concat([wavHeader(1600, 1, 8000), Buffer.alloc(1600)])
}

export function adAppChanges(options: { module?: boolean } = {}): AppChanges {
  return {
    scripts: options.module ? { 'show.mjs': MODULE } : { 'show.js': CLASSIC },
    assets: {
      'colors.json': { type: 'json', bytes: Buffer.from(JSON.stringify({ clear: CLEAR })) },
      'mark.png': { type: 'texture', bytes: solidPng(TEXTURE_RGB) },
      'beep.wav': { type: 'audio', bytes: silentWav() },
    },
  }
}

/** Writes the build into `dir`. */
export const writeAdApp = (dir: string, options: { module?: boolean } = {}): string =>
  writeApp(dir, adAppChanges(options))

/** The screenshot's pixel at (x, y) as [r, g, b]. */
export function pixel(png: Buffer, x: number, y: number): [number, number, number] {
  const image = PNG.sync.read(png)
  const at = (y * image.width + x) * 4
  return [image.data[at] ?? 0, image.data[at + 1] ?? 0, image.data[at + 2] ?? 0]
}

/**
 * The same picture from a build in the ESM layout (esm-build.ts): `game/show.mjs` imports the engine and
 * `./colors.mjs` by relative path, as the manual teaches, and sets the clear colour; the texture's plane is drawn by
 * `draw/paint.mjs`, which nothing preloads and show.mjs loads with `import()` only, and which imports through the
 * build's import map (`playcanvas`, and the project's own `@game/` folder); or, `mixed`, by a classic script beside
 * them (the global `pc` the start-up leaves).
 */
export function adEsmChanges(options: { mixed?: boolean } = {}): EsmChanges {
  const assets = adAppChanges().assets
  const paint = options.mixed
    ? ''
    : "\n    const { paint } = await import('../draw/paint.mjs');\n    paint(this.app, texture.resource);"
  return {
    modules: {
      'game/show.mjs': `import { Script, Color } from '../../playcanvas-stable.min.mjs';
import { clearOf } from './colors.mjs';

export class Show extends Script {
  static scriptName = 'show';

  async initialize() {
    const app = this.app;
    const texture = app.assets.find('mark.png', 'texture');
    const sound = app.assets.find('beep.wav', 'audio');
    if (!texture || !texture.resource || texture.resource.width !== 4) throw new Error('mark.png not loaded');
    if (!sound || !sound.resource || !(sound.resource.duration > 0)) throw new Error('beep.wav not loaded');
    const clear = clearOf(app);
    this.entity.findByName('Camera').camera.clearColor = new Color(clear[0], clear[1], clear[2]);${paint}
  }
}
`,
      'game/colors.mjs': `export function clearOf(app) {
  const data = app.assets.find('colors.json', 'json');
  if (!data || !data.resource || !data.resource.clear) throw new Error('colors.json not loaded');
  return data.resource.clear;
}
`,
      ...(options.mixed
        ? {}
        : {
            'draw/paint.mjs': `import { Color, Entity, StandardMaterial } from 'playcanvas';
import { clearOf } from '@game/colors.mjs';

export function paint(app, texture) {
  clearOf(app);
${plane('', 'texture', 'app')}}
`,
          }),
    },
    lazy: ['draw/paint.mjs'],
    scripts: options.mixed
      ? {
          'paint.js': `var Paint = pc.createScript('paint');
Paint.prototype.initialize = function () {
    var texture = this.app.assets.find('mark.png', 'texture');
${plane('pc.', 'texture.resource', 'this.app')}};
`,
        }
      : {},
    assets,
  }
}

/** Writes the ESM build into `dir`. */
export const writeAdEsmApp = (dir: string, options: { mixed?: boolean } = {}): string =>
  writeEsmApp(dir, adEsmChanges(options))
