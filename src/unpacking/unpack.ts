import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises'
import { basename, dirname, join, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import yauzl from 'yauzl'
import { UnpackError } from '../errors.js'
import { clip } from '../text.js'

/**
 * A zip → a folder, with yauzl (the zip reader most used, and one that checks each entry's sizes as it inflates):
 * every entry that would land outside the folder refused by name, the entry count and the unpacked bytes capped,
 * and the whole unpacked into a fresh folder beside `directory`, moved into place only at the end, so that a
 * failure leaves neither a half-filled `directory` nor anything outside it.
 */
export interface UnpackLimits {
  maxEntries: number
  /** The unpacked bytes, as the entries declare them (yauzl holds each entry to its declared size). */
  maxBytes: number
}

export interface Unpacked {
  /** Files written (folders not counted). */
  files: number
  bytes: number
}

// The file type bits of a Unix mode, as zips made on Unix keep them in the external attributes' high 16 bits.
const S_IFMT = 0o170000
const S_IFREG = 0o100000
const S_IFDIR = 0o040000
const S_IFLNK = 0o120000
const MADE_ON_UNIX = 3

/** Why an entry is refused, or undefined when it may be unpacked: `name` as the zip spells it, `mode` its Unix mode (0 when none). */
export function entryRefusal(name: string, mode: number): string | undefined {
  if (!name) return 'it has an empty name'
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\x00-\x1f\x7f]/.test(name)) return 'its name holds control characters'
  if (name.includes('\\')) return 'its name holds a backslash (a Windows path)'
  if (name.startsWith('/')) return 'it is an absolute path'
  if (/^[a-zA-Z]:/.test(name)) return 'its name starts with a drive letter'
  if (name.split('/').includes('..')) return 'its name holds a .. segment'
  const type = mode & S_IFMT
  if (type === S_IFLNK) return 'it is a symbolic link'
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) return 'it is a device or another special file'
  return undefined
}

/** Unpacks `zipFile` into `directory`, which must be missing or empty (the caller checked before any request). */
export async function unpack(zipFile: string, directory: string, limits: UnpackLimits): Promise<Unpacked> {
  const target = resolve(directory)
  await mkdir(dirname(target), { recursive: true })
  const staging = await mkdtemp(join(dirname(target), `.${basename(target)}.unpacking-`))
  try {
    const unpacked = await unpackInto(zipFile, staging, limits)
    await moveIntoPlace(staging, target)
    return unpacked
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw error
  }
}

async function unpackInto(zipFile: string, root: string, limits: UnpackLimits): Promise<Unpacked> {
  let zip: yauzl.ZipFile
  try {
    // Names are decoded here (not by yauzl), so that every refusal is this module's, and names the entry; `strict`
    // (below) keeps a backslash as it is, for entryRefusal to see.
    zip = await yauzl.openPromise(zipFile, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true })
  } catch (error) {
    throw new UnpackError(`The zip cannot be read: ${(error as Error).message}`)
  }
  const unpacked: Unpacked = { files: 0, bytes: 0 }
  let entries = 0
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileName as unknown as Buffer,
        entry.extraFields,
        true,
      )
      const shown = JSON.stringify(clip(name, 200))
      if (++entries > limits.maxEntries)
        throw new UnpackError(`The zip holds more than ${limits.maxEntries} entries: not unpacked`)
      const mode = entry.versionMadeBy >> 8 === MADE_ON_UNIX ? entry.externalFileAttributes >>> 16 : 0
      const refusal = entryRefusal(name, mode)
      if (refusal) throw new UnpackError(`The zip's entry ${shown} is refused: ${refusal}`)
      const path = resolve(root, name)
      // Checked again on the resolved path, whatever the name's spelling.
      if (path !== root && !path.startsWith(root + sep))
        throw new UnpackError(`The zip's entry ${shown} is refused: it would land outside the directory`)
      if (name.endsWith('/') || (mode & S_IFMT) === S_IFDIR) {
        await mkdir(path, { recursive: true })
        continue
      }
      unpacked.bytes += entry.uncompressedSize
      if (unpacked.bytes > limits.maxBytes) {
        throw new UnpackError(`The zip unpacks to more than ${limits.maxBytes} bytes (at entry ${shown}): not unpacked`)
      }
      await mkdir(dirname(path), { recursive: true })
      const content = await zip.openReadStreamPromise(entry)
      // 'wx': a second entry of the same name fails rather than overwrite the first.
      await pipeline(content, createWriteStream(path, { flags: 'wx' })).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') throw new UnpackError(`The zip's entry ${shown} is refused: it comes twice`)
        throw new UnpackError(`The zip's entry ${shown} cannot be unpacked: ${error.message}`)
      })
      unpacked.files++
    }
  } catch (error) {
    if (error instanceof UnpackError) throw error
    throw new UnpackError(`The zip cannot be read: ${(error as Error).message}`)
  } finally {
    zip.close()
  }
  return unpacked
}

/** Whether `path` holds anything: a file, or a folder that is not empty (a missing path holds nothing). */
export async function holdsAnything(path: string): Promise<boolean> {
  const entries = await readdir(path).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? [] : undefined,
  )
  return entries === undefined || entries.length > 0
}

/** `directory` (missing, or empty as checked before) replaced by the unpacked folder. */
async function moveIntoPlace(staging: string, directory: string): Promise<void> {
  const existing = await readdir(directory).catch(() => undefined)
  if (existing && existing.length > 0)
    throw new UnpackError(`${directory} is no longer empty: the build is not moved into it`)
  if (existing) await rmdir(directory)
  await rename(staging, directory)
}
