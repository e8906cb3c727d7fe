import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

/** A file gzipped is carried gzipped only if this much smaller: the browser's unpacking is not free. */
const GZIP_WORTH = 0.9

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
    const packed = gzipSync(bytes, { level: 9 })
    answer = packed.length < bytes.length * GZIP_WORTH ? packed : null
    answers.set(key, answer)
  }
  return answer ?? undefined
}
