import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PNG } from 'pngjs'
import type { Pixels } from '../images/similarity.js'

/**
 * The codecs fit uses, loaded on first use only (the other actions never pay for them): the Squoosh codecs
 * (`@jsquash/*`: Rust's png decoder, MozJPEG, libwebp) as WebAssembly, pngjs to write a PNG, LAME's MP3 encoder
 * (`wasm-media-encoders`) and mpg123's decoder (`mpg123-decoder`), both WebAssembly, inlined in their packages, and
 * Draco's mesh encoder (`draco3d`).
 */
export type ImageFormat = 'png' | 'jpeg' | 'webp'

/** What an image's bytes are, by their signature (the browser decodes by bytes, whatever the name says). */
export function imageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const text = Buffer.from(bytes.subarray(0, 12)).toString('latin1')
  if (text.startsWith('\x89PNG\r\n\x1a\n')) return 'png'
  if (text.startsWith('\xff\xd8\xff')) return 'jpeg'
  if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP') return 'webp'
  return undefined
}

// The project's lib has neither the DOM's nor WebAssembly's types: the little used of them is named here.
type WasmModule = object
const { WebAssembly: Wasm } = globalThis as unknown as { WebAssembly: { Module: new (bytes: Buffer) => WasmModule } }

/** The codecs' wasm files that scripts/package.ts copies beside the bundle, by their paths in node_modules. */
export const WASM_FILES = [
  '@jsquash/png/codec/pkg/squoosh_png_bg.wasm',
  '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm',
  '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm',
  '@jsquash/webp/codec/enc/webp_enc_simd.wasm',
  '@jsquash/webp/codec/dec/webp_dec.wasm',
  'draco3d/draco_encoder.wasm',
] as const

/**
 * A codec's wasm, from dist/actions/wasm/ beside the bundle, or node_modules when run from the sources. The path is
 * built at run time: the bundler, given a literal, copies the file as text (corrupting it).
 */
function wasmBytes(file: (typeof WASM_FILES)[number]): Buffer {
  const here = dirname(fileURLToPath(import.meta.url))
  const bundled = join(here, 'wasm', file.slice(file.lastIndexOf('/') + 1))
  return readFileSync(existsSync(bundled) ? bundled : join(here, '..', '..', 'node_modules', ...file.split('/')))
}

/** A codec's compiled module (see `wasmBytes`). */
function wasm(file: (typeof WASM_FILES)[number]): never {
  let module = compiled.get(file)
  if (!module) {
    module = new Wasm.Module(wasmBytes(file))
    compiled.set(file, module)
  }
  return module as never
}

/** Each codec compiled once; an instance of it is made anew after `releaseCodecs`. */
const compiled = new Map<string, WasmModule>()

let png: Promise<typeof import('@jsquash/png/decode.js')> | undefined
let jpeg: Promise<typeof import('@jsquash/jpeg')> | undefined
let webp: Promise<typeof import('@jsquash/webp')> | undefined

/**
 * Rust's png crate rather than pngjs: the same pixels (a 16-bit channel rounded, not cut), in a third of the time
 * (docs/performance.md). One instance for the step: its glue (wasm-bindgen) keeps the first it is given.
 */
function pngDecoder(): Promise<typeof import('@jsquash/png/decode.js')> {
  png ??= (async () => {
    const decoder = await import('@jsquash/png/decode.js')
    await decoder.init(wasm('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'))
    return decoder
  })()
  return png
}

function jpegCodec(): Promise<typeof import('@jsquash/jpeg')> {
  jpeg ??= (async () => {
    const [encode, decode] = await Promise.all([import('@jsquash/jpeg/encode.js'), import('@jsquash/jpeg/decode.js')])
    await encode.init(wasm('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'))
    await decode.init(wasm('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'))
    return import('@jsquash/jpeg')
  })()
  return jpeg
}

function webpCodec(): Promise<typeof import('@jsquash/webp')> {
  webp ??= (async () => {
    const [encode, decode] = await Promise.all([import('@jsquash/webp/encode.js'), import('@jsquash/webp/decode.js')])
    // Every runner's Node has wasm SIMD, which the encoder picks for itself.
    await encode.init(wasm('@jsquash/webp/codec/enc/webp_enc_simd.wasm'))
    await decode.init(wasm('@jsquash/webp/codec/dec/webp_dec.wasm'))
    return import('@jsquash/webp')
  })()
  return webp
}

/**
 * Lets go of the JPEG and WebP codecs' instances: each one's memory grows to hold the largest image it handled and is
 * never given back, so fit lets them go after each texture and the next one starts small (each `@jsquash` module holds
 * its last instance until the next `init` replaces it). The PNG decoder stays: one picture's worth, read once a texture.
 */
export function releaseCodecs(): void {
  jpeg = undefined
  webp = undefined
}

/** The image's pixels, RGBA; undefined when its bytes are of no format fit reads, or not a whole picture of it. */
export async function decodeImage(bytes: Uint8Array): Promise<Pixels | undefined> {
  const format = imageFormat(bytes)
  // A copy of its own: a Buffer's `buffer` may be a pool that holds other bytes around it.
  const buffer = new Uint8Array(bytes).buffer
  try {
    if (format === 'png') return (await (await pngDecoder()).decode(buffer)) as Pixels
    if (format === 'jpeg') return (await (await jpegCodec()).decode(buffer)) as Pixels
    if (format === 'webp') return (await (await webpCodec()).decode(buffer)) as Pixels
  } catch {
    // Cut short or garbled (each codec throws; MozJPEG also says why on stderr): the file is carried as it is.
  }
  return undefined
}

type ImageDataOf = Parameters<Awaited<ReturnType<typeof jpegCodec>>['encode']>[0]
const imageData = (pixels: Pixels): ImageDataOf =>
  ({
    data:
      pixels.data instanceof Uint8ClampedArray
        ? pixels.data
        : new Uint8ClampedArray(pixels.data.buffer, pixels.data.byteOffset, pixels.data.length),
    width: pixels.width,
    height: pixels.height,
    colorSpace: 'srgb',
  }) as ImageDataOf

/** JPEG (MozJPEG, progressive, 4:2:0) at `quality` 0–100. */
export async function encodeJpeg(pixels: Pixels, quality: number): Promise<Buffer> {
  return Buffer.from(await (await jpegCodec()).encode(imageData(pixels), { quality }))
}

/** WebP: lossy at `quality` 0–100 (its alpha kept), or lossless. */
export async function encodeWebp(pixels: Pixels, quality: number | 'lossless'): Promise<Buffer> {
  const options = quality === 'lossless' ? { lossless: 1, quality: 75, method: 4 } : { quality, method: 4 }
  return Buffer.from(await (await webpCodec()).encode(imageData(pixels), options))
}

/** PNG, as pngjs writes it (for a texture shrunk that stays lossless). */
export function encodePng(pixels: Pixels): Buffer {
  const png = new PNG({ width: pixels.width, height: pixels.height })
  png.data = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.length)
  return PNG.sync.write(png, { colorType: 6 })
}

/**
 * Draco's encoder (Google's `draco3d`, Emscripten), as @gltf-transform's KHR_draco_mesh_compression takes it: a new
 * instance each call, its memory gone with it.
 */
export async function dracoEncoder(): Promise<unknown> {
  const { default: create } = await import('draco3d/draco_encoder_nodejs.js')
  // Its glue is CommonJS, and reads `__dirname` as it starts (to find the wasm given here), which the bundle, an ES
  // module, does not define: it is defined for the while.
  const global = globalThis as { __dirname?: string }
  const defined = '__dirname' in global
  global.__dirname ??= dirname(fileURLToPath(import.meta.url))
  try {
    return await create({ wasmBinary: wasmBytes('draco3d/draco_encoder.wasm') })
  } finally {
    if (!defined) delete global.__dirname
  }
}

/** Mono PCM as 32-bit floats in −1…1, and its rate. */
export interface Pcm {
  samples: Float32Array
  sampleRate: number
}

/** An MP3 file decoded, its channels mixed down to one. */
export async function decodeMp3(bytes: Uint8Array): Promise<Pcm> {
  const { MPEGDecoder } = await import('mpg123-decoder')
  const decoder = new MPEGDecoder()
  await decoder.ready
  try {
    const { channelData, sampleRate } = decoder.decode(bytes)
    return { samples: mixDown(channelData), sampleRate }
  } finally {
    decoder.free()
  }
}

/** Mono MP3 at `kbps` (constant bitrate), from mono PCM. */
export async function encodeMp3(pcm: Pcm, kbps: number): Promise<Buffer> {
  const { createMp3Encoder } = await import('wasm-media-encoders')
  const encoder = await createMp3Encoder()
  encoder.configure({ sampleRate: pcm.sampleRate, channels: 1, bitrate: kbps as 64 })
  const parts: Buffer[] = []
  // The encoder's output buffer is reused by its next call: each part is copied out.
  const step = pcm.sampleRate * 10
  for (let at = 0; at < pcm.samples.length; at += step)
    parts.push(Buffer.from(encoder.encode([pcm.samples.subarray(at, at + step)])))
  parts.push(Buffer.from(encoder.finalize()))
  return Buffer.concat(parts)
}

/** One channel, the mean of `channels`. */
export function mixDown(channels: readonly Float32Array[]): Float32Array {
  const first = channels[0] ?? new Float32Array(0)
  if (channels.length <= 1) return first
  const mono = new Float32Array(first.length)
  for (const channel of channels) for (let i = 0; i < mono.length; i++) mono[i]! += (channel[i] ?? 0) / channels.length
  return mono
}
