import { execFileSync } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { PNG } from 'pngjs'
import { writeApp } from './app-folder.js'
import { wavHeader } from './ad-app.js'

/**
 * A build as big as real projects are, for fitting it to an ad network: photo-like textures (fractal noise, whose
 * spectrum falls off as a photograph's does, so that neither PNG nor a low JPEG quality does well on it), drawn side by
 * side over the view, and a long sound the app needs: it throws unless the sound decodes to its length. So a package
 * that lost a texture draws another picture, and one whose sound does not decode fails the app.
 */
export interface PhotoAppOptions {
  /** Textures, each `side` × `side` pixels. */
  textures?: number
  side?: number
  /** The WAV's length. */
  seconds?: number
}

export const PHOTO_CLEAR: [number, number, number] = [0.1, 0.1, 0.15]

/** A photo-like RGB texture, the same pixels for the same seed (pure). */
export function photoPixels(side: number, seed: number): Buffer {
  const field = new Float32Array(side * side * 3)
  let random = seed * 2654435761
  const next = (): number => {
    random = (Math.imul(random ^ (random >>> 15), 2246822507) + 0x9e3779b9) | 0
    return ((random >>> 0) % 65536) / 65536 - 0.5
  }
  // Octaves of value noise, each twice as fine and a little weaker (1/f, as photographs are), then a film grain.
  for (let cells = 4, amplitude = 1; cells <= 256; cells *= 2, amplitude *= 0.7) {
    const stride = cells + 1
    const grid = new Float32Array(stride * stride * 3)
    for (let i = 0; i < grid.length; i++) grid[i] = next() * amplitude
    const scale = cells / side
    for (let y = 0; y < side; y++) {
      const gy = y * scale
      const y0 = Math.floor(gy)
      const fy = gy - y0
      for (let x = 0; x < side; x++) {
        const gx = x * scale
        const x0 = Math.floor(gx)
        const fx = gx - x0
        const a = (y0 * stride + x0) * 3
        const b = a + stride * 3
        const out = (y * side + x) * 3
        for (let c = 0; c < 3; c++) {
          const top = grid[a + c]! + (grid[a + 3 + c]! - grid[a + c]!) * fx
          const bottom = grid[b + c]! + (grid[b + 3 + c]! - grid[b + c]!) * fx
          field[out + c]! += top + (bottom - top) * fy
        }
      }
    }
  }
  const data = Buffer.alloc(side * side * 4)
  for (let i = 0; i < side * side; i++) {
    const grain = next() * GRAIN
    for (let c = 0; c < 3; c++) data[i * 4 + c] = Math.max(0, Math.min(255, 128 + 160 * field[i * 3 + c]! + grain))
    data[i * 4 + 3] = 255
  }
  return data
}

/** The grain's height in levels of 255: a camera's noise, which no encoder keeps for free. */
const GRAIN = 10

export function photoPng(side: number, seed: number): Buffer {
  const png = new PNG({ width: side, height: side, colorType: 2, inputColorType: 6 })
  png.data = photoPixels(side, seed)
  return PNG.sync.write(png, { colorType: 2, inputColorType: 6 })
}

/** `seconds` of a 16-bit 44.1 kHz stereo WAV: a chord that swells and fades, so that silence would show. */
export function musicWav(seconds: number): Buffer {
  const rate = 44_100
  const frames = Math.round(seconds * rate)
  const wav = Buffer.concat([wavHeader(frames * 4, 2, rate), Buffer.alloc(frames * 4)])
  for (let i = 0; i < frames; i++) {
    const t = i / rate
    const swell = 0.5 - 0.5 * Math.cos((2 * Math.PI * t) / 4)
    const value = swell * (0.25 * Math.sin(2 * Math.PI * 220 * t) + 0.15 * Math.sin(2 * Math.PI * 330 * t))
    wav.writeInt16LE(Math.round(value * 32767), 44 + i * 4)
    wav.writeInt16LE(Math.round(value * 0.8 * 32767), 46 + i * 4)
  }
  return wav
}

const script = (textures: number, seconds: number): string => `var Photos = pc.createScript('photos');
Photos.prototype.initialize = function () {
    var app = this.app;
    var data = app.assets.find('colors.json', 'json');
    var sound = app.assets.find('music.wav', 'audio');
    if (!data || !data.resource || !data.resource.clear) throw new Error('colors.json not loaded');
    if (!sound || !sound.resource || !(Math.abs(sound.resource.duration - ${seconds}) < 0.5))
        throw new Error('music.wav not loaded: ' + (sound && sound.resource ? sound.resource.duration + ' s' : 'no resource'));
    var clear = data.resource.clear;
    this.entity.findByName('Camera').camera.clearColor = new pc.Color(clear[0], clear[1], clear[2]);
    for (var i = 0; i < ${textures}; i++) {
        var texture = app.assets.find('photo' + i + '.png', 'texture');
        if (!texture || !texture.resource) throw new Error('photo' + i + '.png not loaded');
        var material = new pc.StandardMaterial();
        material.useLighting = false;
        material.diffuse = new pc.Color(0, 0, 0);
        material.emissive = new pc.Color(1, 1, 1);
        material.emissiveMap = texture.resource;
        material.update();
        var plane = new pc.Entity('photo' + i);
        plane.addComponent('render', { type: 'plane', material: material });
        plane.setLocalEulerAngles(90, 0, 0);
        plane.setLocalScale(3.4, 1, 3.4);
        plane.setLocalPosition((i - (${textures} - 1) / 2) * 3.6, 0, 0);
        app.root.addChild(plane);
    }
};
`

/** Writes the build into `dir`: `photo<i>.png` textures, `music.wav`, `colors.json`, and the script that shows them. */
export function writePhotoApp(dir: string, options: PhotoAppOptions = {}): string {
  const { textures = 3, side = 2048, seconds = 20 } = options
  const assets: Record<string, { type: string; bytes: Buffer }> = {
    'colors.json': { type: 'json', bytes: Buffer.from(JSON.stringify({ clear: PHOTO_CLEAR })) },
    'music.wav': { type: 'audio', bytes: musicWav(seconds) },
  }
  for (let i = 0; i < textures; i++) assets[`photo${i}.png`] = { type: 'texture', bytes: photoPng(side, i + 1) }
  return writeApp(dir, { scripts: { 'photos.js': script(textures, seconds) }, assets })
}

/**
 * writePhotoApp in a Node process of its own, for a test: in jest's module sandbox its pixel loops and the PNG encoder
 * run many times slower than in plain Node.
 */
export function writePhotoAppApart(dir: string, options: PhotoAppOptions = {}): string {
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), dir, JSON.stringify(options)], {
    stdio: 'inherit',
  })
  return dir
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  writePhotoApp(process.argv[2] ?? 'build', JSON.parse(process.argv[3] ?? '{}') as PhotoAppOptions)
