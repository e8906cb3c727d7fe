import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FileSink } from '../api/client.js'
import { FileMismatchError } from '../errors.js'

/**
 * An asset's file, from the wire to its place without ever being whole in memory: its bytes streamed into a file
 * beside its place (same folder, so the rename stays on one disk) and hashed on the way; equal to the list's MD5, the
 * file is renamed over its place (replaced only once whole, bytes as stored); else it is removed and the answer is a
 * FileMismatchError, which the writer (write-plan.ts) answers by reading the list again. Whatever fails (the
 * connection, the size cap, the disk, the step's end), nothing is left beside the place and the place is as it was.
 */

/** What the file must be: the list's MD5 of it, for the asset `id`. */
export interface Expected {
  id: number
  hash: string
}

/** What was received and put in place. */
export interface Received {
  md5: string
  size: number
}

/** Pure: why bytes of this MD5 are not the asset's file, or undefined when they are. */
export function mismatch(expected: Expected, md5: string): string | undefined {
  return md5 === expected.hash
    ? undefined
    : `asset ${expected.id}'s file has the MD5 ${md5}, not the list's ${expected.hash}`
}

/** The temporary name beside `place`: a dot-name (never pulled, never pushed), random, so two never meet. */
export function besideOf(place: string): string {
  return join(dirname(place), `.pulling-${randomBytes(6).toString('hex')}`)
}

/**
 * A sink for the client's assetFile (api/client.ts): the file received into `place`, checked against `expected`;
 * `placed` is told the moment it is renamed into place (a request ended just after has still written it).
 */
export function receiveInto(place: string, expected: Expected, placed?: () => void): FileSink<Received> {
  return (body, signal) => receive(body, place, expected, signal, placed)
}

async function receive(
  body: AsyncIterable<Buffer>,
  place: string,
  expected: Expected,
  signal: AbortSignal,
  placed?: () => void,
): Promise<Received> {
  const beside = besideOf(place)
  const hash = createHash('md5')
  let size = 0
  // Opened here, so that a failure can wait for it to close: a stream ended before its file is open still makes the
  // file once the open completes, after any removal that did not wait.
  const out = createWriteStream(beside, { flags: 'wx' })
  try {
    // Hashed as they pass, so that the MD5 is known the moment the last byte is written; `wx`: never another's file.
    await pipeline(
      body,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk)
          size += chunk.length
          yield chunk
        }
      },
      out,
      { signal },
    )
    const md5 = hash.digest('hex')
    const why = mismatch(expected, md5)
    if (why !== undefined) throw new FileMismatchError(why)
    await rename(beside, place)
    placed?.()
    return { md5, size }
  } catch (error) {
    out.destroy()
    if (!out.closed) await once(out, 'close').catch(() => undefined)
    await rm(beside, { force: true })
    throw error
  }
}
