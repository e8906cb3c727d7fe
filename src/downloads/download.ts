import { createHash, type Hash } from 'node:crypto'
import { open, rm } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { dirname } from 'node:path'
import { httpClient, untilAborted } from '../api/http.js'
import { NETWORK_ERRORS } from '../api/client.js'
import { DownloadError, LinkGoneError, MachineError } from '../errors.js'
import { ensureRoom } from '../disk/free-space.js'
import { type Place, asMachineError } from '../disk/local-faults.js'
import { backoff } from '../retrying/policy.js'
import type { Time } from '../traffic/traffic.js'
import { checkLink, showLink } from './link.js'
import { formatBytes } from '../text.js'

/**
 * A signed link → a file: no token and no cookie ever sent (the link is the capability), redirects followed by hand
 * (at most MAX_REDIRECTS, never from https to http), streamed to disk and hashed on the way (never the whole file in
 * memory), bounded by `maxBytes` and by the answer's own Content-Length, fetched again after a cut, a reset or a 5xx
 * (resumed with Range where the host answers 206), and only the link's host and path ever printed. A failure of the
 * runner's own machine (a full disk) is final, and a declared size that does not fit is refused before the body is
 * read; whatever fails, the partial file goes with it.
 */
export interface DownloadOptions {
  /** The file to write (created or truncated). */
  file: string
  /** How the user knows the file's folder, for messages: `RUNNER_TEMP`. */
  folder: string
  /** A zip larger than this is refused: declared by Content-Length before a byte is read, or as it arrives. */
  maxBytes: number
  signal: AbortSignal
  /** Progress and retries, one line each (the link's host and path only). */
  info: (text: string) => void
  time: Pick<Time, 'clock' | 'random' | 'sleep'>
  /** An attempt that receives nothing for this long is given up on and retried. */
  idleMs?: number
}

export interface Downloaded {
  sha256: string
  size: number
  tookMs: number
  /** Requests sent to the file host, redirects and retries included. */
  requests: number
}

export const MAX_REDIRECTS = 5
/** Attempts in a row that received nothing before the download is given up (one that received bytes resets it). */
export const MAX_FRUITLESS_ATTEMPTS = 5
const IDLE_MS = 30_000
const PROGRESS_EVERY_MS = 10_000
/** Statuses after which another attempt may succeed: the host failed, or asked to be tried later. */
const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504])
/** Statuses that say the link itself is no good any more: expired, revoked, or the file removed. */
const GONE_STATUSES = new Set([401, 403, 404, 410])

/** What is known of the file so far: the bytes written, their running hash, and the size the host declared. */
interface Progress {
  received: number
  hash: Hash
  total?: number
  /** Requests sent to the file host so far. */
  requests: number
}

/** A failure another attempt may mend (a cut, a reset, a 5xx, an idle connection). */
class Transient extends Error {}

/**
 * A link's secrets handed to `mask` before anything can print it: the whole link and its query (the signature), so
 * that neither appears in the log, whatever prints it.
 */
export function maskLink(linkText: string, mask: (secret: string) => void): void {
  mask(linkText)
  const url = checkLink(linkText)
  if (typeof url !== 'string' && url.search.length > 1) mask(url.search.slice(1))
}

export async function download(linkText: string, options: DownloadOptions): Promise<Downloaded> {
  const link = checkLink(linkText)
  if (typeof link === 'string') throw new DownloadError(`The download link is not one to follow: ${link}`)
  options.info(`Downloading ${showLink(link)}`)
  const { time, signal } = options
  const startedMs = time.clock()
  const progress: Progress = { received: 0, hash: createHash('sha256'), requests: 0 }
  let fruitless = 0
  const ticker = setInterval(() => options.info(progressLine(progress, time.clock() - startedMs)), PROGRESS_EVERY_MS)
  ticker.unref()
  try {
    for (;;) {
      const before = progress.received
      try {
        await fetchOnce(link, progress, options)
        const { received: size, requests } = progress
        return { sha256: progress.hash.digest('hex'), size, tookMs: time.clock() - startedMs, requests }
      } catch (error) {
        if (signal.aborted) throw signal.reason
        if (!(error instanceof Transient)) throw error
        fruitless = progress.received > before ? 1 : fruitless + 1
        if (fruitless >= MAX_FRUITLESS_ATTEMPTS) {
          throw new DownloadError(
            `${error.message}; gave up after ${MAX_FRUITLESS_ATTEMPTS} attempts in a row that received nothing`,
          )
        }
        const delayMs = backoff(fruitless - 1, time.random)
        const from = progress.received > 0 ? `resuming at ${formatBytes(progress.received)}` : 'from the start'
        options.info(`${error.message}; fetching again in ${(delayMs / 1000).toFixed(1)} s, ${from}`)
        await time.sleep(delayMs, signal)
      }
    }
  } catch (error) {
    await rm(options.file, { force: true }).catch(() => undefined)
    throw error
  } finally {
    clearInterval(ticker)
  }
}

/**
 * One attempt: follows redirects to the file, then streams it into the file from `progress.received` on. Throws
 * Transient for what another attempt may mend.
 */
async function fetchOnce(link: URL, progress: Progress, options: DownloadOptions): Promise<void> {
  const attempt = new AbortController()
  const signal = AbortSignal.any([options.signal, attempt.signal])
  const idle = setTimeout(
    () =>
      attempt.abort(new Transient(`${showLink(link)}: nothing received for ${(options.idleMs ?? IDLE_MS) / 1000} s`)),
    options.idleMs ?? IDLE_MS,
  )
  let url = link
  try {
    for (let hop = 0; ; hop++) {
      const resume = progress.received > 0
      // Only these headers, whatever the host: never an Authorization, never a Cookie.
      const headers: Record<string, string> = resume ? { range: `bytes=${progress.received}-` } : {}
      progress.requests++
      const response = await request(url, headers, signal)
      const status = response.statusCode ?? 0
      const where = showLink(url)
      if (status >= 300 && status < 400 && status !== 304) {
        response.resume()
        url = redirectTarget(url, response.headers.location, hop)
        continue
      }
      if (GONE_STATUSES.has(status)) {
        response.resume()
        throw new LinkGoneError(status, where)
      }
      if (RETRY_STATUSES.has(status)) {
        response.resume()
        throw new Transient(`${where} answered ${status}`)
      }
      if (status === 200 && resume) {
        // The host ignored the Range: the file comes whole again, so the hash starts over.
        progress.received = 0
        progress.hash = createHash('sha256')
      } else if (status === 206) {
        if (!rangeStartsAt(response.headers['content-range'], progress.received)) {
          response.resume()
          progress.received = 0
          progress.hash = createHash('sha256')
          throw new Transient(`${where} answered a range that does not start where the file was cut`)
        }
      } else if (status !== 200) {
        response.resume()
        throw new DownloadError(`${where} answered ${status}`)
      }
      return await receive(response, progress, options, where, () => idle.refresh(), signal)
    }
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason
    if (attempt.signal.aborted) throw attempt.signal.reason
    if (error instanceof Transient || error instanceof DownloadError || error instanceof LinkGoneError) throw error
    // The runner's own disk or limits, not the network: another attempt would fail the same way.
    const local = asMachineError(error, 'downloading', placeOf(options), {
      bytes: progress.received,
      of: progress.total,
    })
    if (local instanceof MachineError) throw local
    const code = (error as NodeJS.ErrnoException).code
    const said = (code && NETWORK_ERRORS[code]) || code || 'connection failed'
    const { received, total } = progress
    const cut =
      total !== undefined && received < total
        ? `cut short at ${formatBytes(received)} of ${formatBytes(total)} (${said})`
        : said
    throw new Transient(`${showLink(url)}: ${cut}`)
  } finally {
    clearTimeout(idle)
  }
}

function placeOf({ file, folder }: DownloadOptions): Place {
  return { name: folder, path: dirname(file) }
}

async function request(url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  const response = await untilAborted(httpClient(signal).request('GET', url.href, null, headers), signal)
  return response.message
}

/** Where a redirect leads, checked as the link itself was; never from https down to http, at most MAX_REDIRECTS. */
export function redirectTarget(from: URL, location: string | undefined, hop: number): URL {
  if (hop >= MAX_REDIRECTS) throw new DownloadError(`${showLink(from)}: more than ${MAX_REDIRECTS} redirects`)
  if (!location) throw new DownloadError(`${showLink(from)}: a redirect with no Location`)
  let target: URL | string
  try {
    target = checkLink(new URL(location, from).href)
  } catch {
    target = 'not a URL'
  }
  if (typeof target === 'string')
    throw new DownloadError(`${showLink(from)}: redirected to a link not to follow (${target})`)
  if (from.protocol === 'https:' && target.protocol !== 'https:') {
    throw new DownloadError(
      `${showLink(from)}: redirected from https to ${target.protocol.slice(0, -1)}, which is refused`,
    )
  }
  return target
}

/** Whether a 206's Content-Range (`bytes start-end/total`) starts at `offset`. */
export function rangeStartsAt(header: string | undefined, offset: number): boolean {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(header?.trim() ?? '')
  return match !== null && Number(match[1]) === offset
}

/** Streams the body into the file (appending when resuming), hashing and counting on the way, within the bounds. */
async function receive(
  response: IncomingMessage,
  progress: Progress,
  options: DownloadOptions,
  where: string,
  alive: () => void,
  signal: AbortSignal,
): Promise<void> {
  const { file, maxBytes } = options
  const length = contentLength(response.headers['content-length'])
  const end = length === undefined ? undefined : progress.received + length
  if (end !== undefined) {
    progress.total = end
    if (end > maxBytes) {
      response.resume()
      throw new DownloadError(
        `${where} declares ${formatBytes(end)}, more than the limit of ${formatBytes(maxBytes)}: raise max-size`,
      )
    }
    await roomFor(end - progress.received, progress.received > 0, options).catch((error: unknown) => {
      // Refused before the body is read: it is not fetched.
      response.destroy()
      throw error
    })
  }
  // A byte is hashed and counted only once it is written, so that after a cut the file and the hash agree on where
  // to resume; a write still in flight when the stream fails is waited for by close().
  const handle = await open(file, progress.received > 0 ? 'a' : 'w')
  const write = async (chunk: Buffer): Promise<void> => {
    alive()
    const next = progress.received + chunk.length
    if (end !== undefined && next > end) throw new DownloadError(`${where} sent more than its Content-Length`)
    if (next > maxBytes)
      throw new DownloadError(`${where} sent more than the limit of ${formatBytes(maxBytes)}: raise max-size`)
    // A short write (the disk filling) is finished or fails with its code, never taken for the whole chunk.
    for (let at = 0; at < chunk.length;) at += (await handle.write(chunk, at)).bytesWritten
    progress.hash.update(chunk)
    progress.received = next
  }
  const sink = new Writable({
    highWaterMark: 1024 * 1024,
    write: (chunk: Buffer, _encoding, done) => void write(chunk).then(() => done(), done),
    writev: (chunks, done) => void write(Buffer.concat(chunks.map(c => c.chunk as Buffer))).then(() => done(), done),
  })
  try {
    await pipeline(response, sink, { signal })
  } finally {
    await handle.close()
  }
  if (end !== undefined && progress.received < end) {
    throw new Transient(`${where}: cut short at ${formatBytes(progress.received)} of ${formatBytes(end)}`)
  }
}

/** Fails, naming both figures, where the bytes still to come do not fit beside what the disk holds. */
async function roomFor(bytes: number, resuming: boolean, options: DownloadOptions): Promise<void> {
  // A download from the start truncates what an attempt before it wrote: that room counts.
  if (!resuming) await rm(options.file, { force: true })
  const what = `${resuming ? 'the rest of the zip' : 'the zip'} is ${formatBytes(bytes)} (its Content-Length)`
  await ensureRoom(placeOf(options), bytes, what, 'downloading')
}

function contentLength(header: string | undefined): number | undefined {
  return header !== undefined && /^\d{1,15}$/.test(header.trim()) ? Number(header) : undefined
}

/** `120.5 MB of 400.0 MB (30 %) at 12.0 MB/s`, or without the total when the host did not say it. */
export function progressLine(progress: Pick<Progress, 'received' | 'total'>, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? ` at ${formatBytes((progress.received * 1000) / elapsedMs)}/s` : ''
  const of = progress.total
    ? ` of ${formatBytes(progress.total)} (${Math.floor((progress.received / progress.total) * 100)} %)`
    : ''
  return `Downloaded ${formatBytes(progress.received)}${of}${rate}`
}
