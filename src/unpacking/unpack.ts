import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises'
import { basename, dirname, join, resolve, sep } from 'node:path'
import { PassThrough, type Readable, Transform } from 'node:stream'
import { finished, pipeline } from 'node:stream/promises'
import { createInflateRaw } from 'node:zlib'
import yauzl from 'yauzl'
import { UnpackError } from '../errors.js'
import { clip, formatBytes } from '../text.js'
import { ensureRoom } from '../disk/free-space.js'
import { asMachineError, localFault } from '../disk/local-faults.js'
import { declaredTotal } from './declared.js'
import { entryName } from './entry-name.js'

/**
 * A zip → a folder, with yauzl (the zip reader most used, and one that checks each entry's sizes as it inflates):
 * every entry that would land outside the folder refused by name, the entry count and the unpacked bytes capped,
 * and the whole unpacked into a fresh folder beside `directory`, moved into place only at the end, so that a
 * failure leaves neither a half-filled `directory` nor anything outside it. What the entries declare is checked against
 * the disk's free space first; a disk that fills all the same is a MachineError.
 */
export interface UnpackLimits {
  /** The step's signal: a timeout or cancel stops the unpacking between and within entries. */
  signal?: AbortSignal
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

/** Why an entry is refused, or undefined when it may be unpacked: `name` as read (entryName), `mode` its Unix mode (0 when none). */
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

/**
 * Unpacks `zipFile` into `directory`, which must be missing or empty (the caller checked before any request).
 * `finish`, when given, works on the unpacked folder before it is moved into place (download-app writes its policy
 * into the page there), so that its failure, too, leaves `directory` untouched.
 */
export async function unpack(
  zipFile: string,
  directory: string,
  limits: UnpackLimits,
  finish?: (folder: string) => Promise<void>,
): Promise<Unpacked> {
  const target = resolve(directory)
  const place = { name: 'directory', path: target }
  const declared = await declaredTotal(zipFile, limits)
  if (declared) {
    const needs = `the zip's ${declared.files} files take ${formatBytes(declared.onDisk)} unpacked`
    await ensureRoom(place, declared.onDisk, needs, 'unpacking')
  }
  const written = { bytes: 0 }
  try {
    await mkdir(dirname(target), { recursive: true })
    const staging = await mkdtemp(join(dirname(target), `.${basename(target)}.unpacking-`))
    try {
      const unpacked = await unpackInto(zipFile, staging, limits, written)
      await finish?.(staging)
      await moveIntoPlace(staging, target)
      return unpacked
    } catch (error) {
      await rm(staging, { recursive: true, force: true })
      throw error
    }
  } catch (error) {
    throw asMachineError(error, 'unpacking', place, { bytes: written.bytes, of: declared?.bytes })
  }
}

async function unpackInto(
  zipFile: string,
  root: string,
  limits: UnpackLimits,
  written: { bytes: number },
): Promise<Unpacked> {
  let zip: yauzl.ZipFile
  try {
    // Names are decoded here (not by yauzl), so that every refusal is this module's, names the entry, and is made on
    // the name as it would be written (a backslash kept as it is, for entryRefusal to see).
    zip = await yauzl.openPromise(zipFile, { lazyEntries: true, decodeStrings: false, autoClose: false })
  } catch (error) {
    throw new UnpackError(`The zip cannot be read: ${(error as Error).message}`)
  }
  const unpacked: Unpacked = { files: 0, bytes: 0 }
  const inFlight = new Set<Promise<void>>()
  // The first failure stops the entries still in flight.
  const stop = new AbortController()
  const signal = limits.signal ? AbortSignal.any([limits.signal, stop.signal]) : stop.signal
  let entries = 0
  try {
    for await (const entry of zip.eachEntry()) {
      limits.signal?.throwIfAborted()
      const name = entryName(entry.generalPurposeBitFlag, entry.fileName as unknown as Buffer, entry.extraFields)
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
      const unsupported = unsupportedMethod(entry.compressionMethod)
      if (unsupported)
        throw new UnpackError(
          `The zip's entry ${shown} uses ${unsupported}, which is not unpacked (only stored and deflated are)`,
        )
      unpacked.bytes += entry.uncompressedSize
      if (unpacked.bytes > limits.maxBytes) {
        throw new UnpackError(`The zip unpacks to more than ${limits.maxBytes} bytes (at entry ${shown}): not unpacked`)
      }
      // A few entries at once: inflating and writing run on node's thread pool, so they overlap reading the next.
      const writing = extract(zip, entry, path, shown, signal, written).then(() => void unpacked.files++)
      inFlight.add(writing)
      void writing.then(
        () => inFlight.delete(writing),
        () => undefined,
      )
      if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight)
    }
    await Promise.all(inFlight)
  } catch (error) {
    // Every write ends before the zip closes and the staging folder is removed.
    stop.abort(error)
    await Promise.allSettled(inFlight)
    if (error instanceof UnpackError || limits.signal?.aborted || localFault(error)) throw error
    throw new UnpackError(`The zip cannot be read: ${(error as Error).message}`)
  } finally {
    zip.close()
  }
  return unpacked
}

const STORED = 0
const DEFLATED = 8
/** Methods other tools write, by their number in the zip specification: the refusal names the tool's option. */
const METHODS: Record<number, string> = {
  9: 'Deflate64',
  12: 'bzip2',
  14: 'LZMA',
  93: 'Zstandard',
  95: 'XZ',
  98: 'PPMd',
}

/** An entry's compression method, named, when it is one this module does not unpack. */
function unsupportedMethod(method: number): string | undefined {
  if (method === STORED || method === DEFLATED) return undefined
  const name = METHODS[method]
  return `compression method ${method}${name ? ` (${name})` : ''}`
}

/** Entries inflated and written at once. */
const IN_FLIGHT = 4

async function extract(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  path: string,
  shown: string,
  signal: AbortSignal,
  written: { bytes: number },
): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  // Inflated here rather than by yauzl, in larger chunks than zlib's default 16 KiB (measured: docs/performance.md),
  // and held to the size the entry declares, so that a lying entry cannot unpack more than it said.
  const deflated = entry.compressionMethod === DEFLATED
  const raw = await zip.openReadStreamPromise(entry, deflated ? { decompress: false } : {})
  const stages: (NodeJS.ReadableStream | NodeJS.ReadWriteStream)[] = []
  if (deflated) stages.push(createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES }))
  stages.push(declaredSize(entry.uncompressedSize, shown))
  // 'wx': a second entry of the same name fails rather than overwrite the first.
  const file = createWriteStream(path, { flags: 'wx', highWaterMark: INFLATE_CHUNK_BYTES })
  await pipeWhole(raw, [...stages, file], signal)
    .catch((error: NodeJS.ErrnoException) => {
      if (signal.aborted) throw signal.reason
      if (error instanceof UnpackError || localFault(error)) throw error
      if (error.code === 'EEXIST') throw new UnpackError(`The zip's entry ${shown} is refused: it comes twice`)
      throw new UnpackError(`The zip's entry ${shown} cannot be unpacked: ${error.message}`)
    })
    .finally(() => (written.bytes += file.bytesWritten))
}

/**
 * yauzl's stream of an entry through `rest`, and read to its end whatever becomes of them: yauzl 3.4 crashes the
 * process (a read of a closed file, where nothing can catch it) when an entry's stream is destroyed while its read
 * waits behind another entry's.
 */
async function pipeWhole(
  raw: Readable,
  rest: (NodeJS.ReadableStream | NodeJS.ReadWriteStream | NodeJS.WritableStream)[],
  signal: AbortSignal,
): Promise<void> {
  const source = new PassThrough({ highWaterMark: INFLATE_CHUNK_BYTES })
  raw.on('error', error => source.destroy(error))
  raw.pipe(source)
  try {
    await pipeline([source, ...rest], { signal })
  } finally {
    raw.unpipe(source)
    raw.resume()
    await finished(raw).catch(() => undefined)
  }
}

const INFLATE_CHUNK_BYTES = 256 * 1024

/** Passes an entry's bytes through, failing as soon as they pass its declared size, or when they end short of it. */
function declaredSize(size: number, shown: string): Transform {
  let seen = 0
  const wrong = (): UnpackError =>
    new UnpackError(`The zip's entry ${shown} does not hold the ${size} bytes it declares`)
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length
      done(seen > size ? wrong() : null, chunk)
    },
    flush: done => done(seen === size ? null : wrong()),
  })
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
