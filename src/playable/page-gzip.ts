import { createHash } from 'node:crypto'
import { deflateRawSync, gzipSync } from 'node:zlib'

/** A file gzipped is carried gzipped only if this much smaller: the browser's unpacking is not free. */
const GZIP_WORTH = 0.9

/**
 * A file this size or more is first tried on a sample: level 9 over a texture, a sound or a glb already compressed
 * takes longest where it saves nothing (docs/performance.md), and fit packs the build's largest files.
 */
const SAMPLED_FROM = 256 * 1024
const SLICES = 4
const SLICE_BYTES = 32 * 1024
/** The sample at level 1 must come to this or less for the whole to be tried at level 9 (GZIP_WORTH, with a margin). */
const SAMPLE_WORTH = 0.97

/**
 * Each file's answer, by its bytes' digest, for as long as the step runs: fit packs the build again after each change,
 * and gzipped again at level 9 every file it did not change, the engine above all (docs/performance.md). Null where
 * gzip is not worth it, so that the textures and sounds it cannot shrink hold no memory here.
 */
const answers = new Map<string, Buffer | null>()

/** `bytes` gzipped (level 9), or undefined where that is not worth carrying; the same bytes are gzipped once. */
export function gzippedForPage(bytes: Buffer): Buffer | undefined {
  const key = createHash('sha256').update(bytes).digest('base64')
  let answer = answers.get(key)
  if (answer === undefined) {
    const packed = mayShrink(bytes) ? gzipSync(bytes, { level: 9 }) : undefined
    answer = packed && packed.length < bytes.length * GZIP_WORTH ? packed : null
    answers.set(key, answer)
  }
  return answer ?? undefined
}

/**
 * Whether gzip may take `bytes` under GZIP_WORTH: always for a small file; for a large one, whether slices spread over
 * it deflate at level 1 to SAMPLE_WORTH or less (pure).
 */
export function mayShrink(bytes: Buffer): boolean {
  if (bytes.length < SAMPLED_FROM) return true
  const step = Math.floor((bytes.length - SLICE_BYTES) / (SLICES - 1))
  const slices = Array.from({ length: SLICES }, (_, i) => bytes.subarray(i * step, i * step + SLICE_BYTES))
  const sample = Buffer.concat(slices)
  return deflateRawSync(sample, { level: 1 }).length <= sample.length * SAMPLE_WORTH
}
