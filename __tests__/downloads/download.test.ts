import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DownloadError, LinkGoneError } from '../../src/errors.js'
import { download, progressLine, rangeStartsAt, redirectTarget } from '../../src/downloads/download.js'
import { delay } from '../../src/traffic/traffic.js'
import { StandInFileHost } from '../../stand-ins/file-host.js'

const host = new StandInFileHost()
let dir: string
let link: string
const content = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251))
// Files compared by their hash: jest's deep equality walks a buffer byte by byte, seconds of CPU for 300 kB.
const digest = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex')
const sha256 = digest(content)
const lines: string[] = []

beforeAll(async () => {
  await host.start()
  dir = mkdtempSync(join(tmpdir(), 'download-'))
  writeFileSync(join(dir, 'source.zip'), content)
  link = host.serve('/builds/1000.zip', join(dir, 'source.zip'))
})
afterAll(async () => {
  await host.stop()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
  host.requests.length = 0
  host.faults.length = 0
  lines.length = 0
})

const options = (more: Partial<Parameters<typeof download>[1]> = {}): Parameters<typeof download>[1] => ({
  file: join(dir, 'out.zip'),
  folder: 'RUNNER_TEMP',
  maxBytes: 10_000_000,
  signal: new AbortController().signal,
  info: line => lines.push(line),
  // Real sleeps, shortened: the backoff's jitter is 0.
  time: { clock: Date.now, random: () => 0, sleep: (ms, signal) => delay(ms / 20, signal) },
  ...more,
})

describe('download', () => {
  it('streams the file whole, hashed on the way, sending no credentials', async () => {
    const got = await download(link, options())
    expect(got).toMatchObject({ sha256, size: content.length, requests: 1 })
    expect(digest(readFileSync(join(dir, 'out.zip')))).toBe(sha256)
    const [sent] = host.requests
    expect(Object.keys(sent?.headers ?? {}).filter(h => /authorization|cookie/i.test(h))).toEqual([])
    expect(sent?.query).toContain('X-Signature=')
  })

  it('resumes a body cut short with Range, and the hash is of the whole file', async () => {
    host.faults.push({ cutAfter: 200_000 })
    const got = await download(link, options())
    expect(got).toMatchObject({ sha256, size: content.length, requests: 2 })
    expect(digest(readFileSync(join(dir, 'out.zip')))).toBe(sha256)
    // From what was written before the cut: a chunk still in flight when the connection dropped is fetched again.
    const [first, second] = host.requests
    expect([first?.headers.range, first?.status, second?.status]).toEqual([undefined, 200, 206])
    const offset = Number(/^bytes=(\d+)-$/.exec(second?.headers.range ?? '')?.[1])
    expect(offset).toBeGreaterThan(0)
    expect(offset).toBeLessThanOrEqual(200_000)
    expect(lines.join('\n')).toMatch(
      /cut short at .* of 300\.0 kB \(connection reset\); fetching again in .* resuming at /,
    )
    expect(lines.join('\n')).not.toContain('X-Signature')
  })

  it('starts over, hash and all, where the host answers a Range with the whole file', async () => {
    host.faults.push({ cutAfter: 100_000 }, { ignoreRange: true })
    const got = await download(link, options())
    expect(got).toMatchObject({ sha256, size: content.length })
    expect(digest(readFileSync(join(dir, 'out.zip')))).toBe(sha256)
  })

  it('fetches again after a 5xx', async () => {
    host.faults.push({ status: 503 }, { status: 500 })
    expect(await download(link, options())).toMatchObject({ sha256, requests: 3 })
  })

  it.each([403, 404, 410])('fails at once on %i: the link has expired or is gone', async status => {
    host.faults.push({ status })
    const error = await download(link, options()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LinkGoneError)
    expect((error as Error).message).toMatch(new RegExp(`^127\\.0\\.0\\.1:\\d+/builds/1000\\.zip answered ${status}`))
    expect((error as Error).message).not.toContain('X-Signature')
    expect(host.requests).toHaveLength(1)
  })

  it('leaves no partial file when it fails for good', async () => {
    host.faults.push({ cutAfter: 100_000 }, { status: 403 })
    await expect(download(link, options())).rejects.toThrow(LinkGoneError)
    expect(host.requests).toHaveLength(2)
    expect(existsSync(join(dir, 'out.zip'))).toBe(false)
  })

  it('gives up after attempts in a row that received nothing', async () => {
    host.faults.push({ status: 502, times: 10 })
    await expect(download(link, options())).rejects.toThrow(DownloadError)
    expect(host.requests).toHaveLength(5)
  })

  it('follows redirects, at most 5, and never from https down to http', async () => {
    host.faults.push({ redirect: '/builds/elsewhere' }, { redirect: link })
    expect(await download(link, options())).toMatchObject({ sha256, requests: 3 })
    host.faults.push({ redirect: link, times: 6 })
    await expect(download(link, options())).rejects.toThrow('more than 5 redirects')
    expect(() => redirectTarget(new URL('https://a.example/x'), 'http://127.0.0.1/y', 0)).toThrow(
      'redirected from https to http, which is refused',
    )
    expect(() => redirectTarget(new URL('https://a.example/x'), 'http://b.example/y', 0)).toThrow(/not to follow/)
  })

  it('refuses a file larger than max-size, declared or not', async () => {
    await expect(download(link, options({ maxBytes: 1000 }))).rejects.toThrow(
      /declares 300\.0 kB, more than the limit of 1\.0 kB: raise max-size/,
    )
    host.faults.push({ chunked: true })
    await expect(download(link, options({ maxBytes: 100_000 }))).rejects.toThrow(
      /sent more than the limit of 100\.0 kB: raise max-size/,
    )
    host.faults.push({ chunked: true })
    expect(await download(link, options())).toMatchObject({ sha256, size: content.length })
  })

  it('gives up on a host that stalls, and fetches again', async () => {
    host.faults.push({ delayMs: 2_000 })
    expect(await download(link, options({ idleMs: 300 }))).toMatchObject({ sha256, requests: 2 })
    expect(lines.join('\n')).toMatch(/nothing received for 0\.3 s; fetching again/)
  })

  it('refuses a link that is not https (http only to loopback) before sending anything', async () => {
    await expect(download('http://files.example/a.zip?sig=1', options())).rejects.toThrow(/scheme is http:/)
    expect(host.requests).toHaveLength(0)
  })

  it('prints progress with the total, percent and rate', () => {
    expect(progressLine({ received: 120_500_000, total: 400_000_000 }, 10_000)).toBe(
      'Downloaded 120.5 MB of 400.0 MB (30 %) at 12.1 MB/s',
    )
    expect(progressLine({ received: 999 }, 0)).toBe('Downloaded 999 B')
  })

  it('reads a Content-Range', () => {
    expect(rangeStartsAt('bytes 100-299/300', 100)).toBe(true)
    expect(rangeStartsAt('bytes 0-299/300', 100)).toBe(false)
    expect(rangeStartsAt(undefined, 0)).toBe(false)
  })
})
