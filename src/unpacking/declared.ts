import yauzl from 'yauzl'
import { UnpackError } from '../errors.js'

/** What a zip's central directory declares its files take unpacked, read before anything is written. */
export interface Declared {
  files: number
  /** Their declared sizes added up. */
  bytes: number
  /** The same in whole blocks, as a disk stores them. */
  onDisk: number
}

/** The block most file systems of a runner store files in (ext4, xfs, tmpfs). */
const BLOCK = 4096

/**
 * Reads the zip's central directory through: undefined when it passes `maxEntries` or `maxBytes`, which the unpacking
 * refuses by itself, naming the entry.
 */
export async function declaredTotal(
  zipFile: string,
  limits: { maxEntries: number; maxBytes: number },
): Promise<Declared | undefined> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.openPromise(zipFile, { lazyEntries: true, decodeStrings: false, autoClose: false })
  } catch (error) {
    throw new UnpackError(`The zip cannot be read: ${(error as Error).message}`)
  }
  const declared: Declared = { files: 0, bytes: 0, onDisk: 0 }
  let entries = 0
  try {
    for await (const { uncompressedSize: size } of zip.eachEntry()) {
      if (++entries > limits.maxEntries) return undefined
      if (size === 0) continue
      declared.files++
      declared.bytes += size
      declared.onDisk += Math.ceil(size / BLOCK) * BLOCK
      if (declared.bytes > limits.maxBytes) return undefined
    }
  } catch (error) {
    throw new UnpackError(`The zip cannot be read: ${(error as Error).message}`)
  } finally {
    zip.close()
  }
  return declared
}
