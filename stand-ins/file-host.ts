import { createReadStream, statSync } from 'node:fs'
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the host behind a build's or an archive's signed link (a storage bucket), on its own port of
 * 127.0.0.1: files served from disk, streamed, with Range (206) unless told not to; every request recorded with its
 * headers (so a test can prove no token reached it); and faults per request: a status, a body cut short, a redirect,
 * Range ignored, a stall.
 */
export interface FileFault {
  /** Default: any path. */
  path?: RegExp
  status?: number
  /** Send this many bytes of the body (after the headers promised all of it), then drop the connection. */
  cutAfter?: number
  /** Answer 302 to this location instead. */
  redirect?: string
  /** Answer a Range request with the whole file (200). */
  ignoreRange?: boolean
  /** Send no Content-Length (the body chunked): the size is known only once it has all come. */
  chunked?: boolean
  /** Stall this long before answering. */
  delayMs?: number
  times?: number
}

export interface FileRequest {
  /** Epoch milliseconds when the request arrived. */
  atMs: number
  path: string
  /** The query as received: the signature a real bucket would check. */
  query: string
  headers: IncomingMessage['headers']
  status: number
  /** Bytes of the body handed to the connection: fewer than the file's when the client stopped reading. */
  sent: number
  fault?: FileFault
}

export class StandInFileHost {
  readonly requests: FileRequest[] = []
  readonly faults: FileFault[] = []
  private readonly files = new Map<string, string>()
  private readonly server: Server

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res))
  }

  async start(): Promise<string> {
    await new Promise<void>(resolve => this.server.listen(0, '127.0.0.1', resolve))
    return this.url
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise(resolve => this.server.close(resolve))
  }

  /** Serves the file at `path` (e.g. `/builds/1000.zip`); returns a signed-looking link to it. */
  serve(path: string, file: string): string {
    this.files.set(path, file)
    return `${this.url}${path}?X-Signature=${'s1gn4tur3'.repeat(4)}&Expires=2000000000`
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x')
    const record: FileRequest = {
      atMs: Date.now(),
      path: url.pathname,
      query: url.search,
      headers: req.headers,
      status: 0,
      sent: 0,
    }
    this.requests.push(record)
    const fault = this.takeFault(url.pathname)
    record.fault = fault
    if (fault?.delayMs) await new Promise(resolve => setTimeout(resolve, fault.delayMs).unref())
    // The client gave up while the host stalled: there is no one to answer.
    if (req.socket.destroyed) return
    const answer = (status: number, headers: Record<string, string> = {}, body = ''): void => {
      record.status = status
      res.writeHead(status, headers).end(body)
    }
    if (fault?.redirect) return answer(302, { location: fault.redirect })
    if (fault?.status) return answer(fault.status, { 'content-type': 'application/xml' }, '<Error>Injected</Error>')
    const file = this.files.get(url.pathname)
    if (!file) return answer(404, { 'content-type': 'application/xml' }, '<Error>NoSuchKey</Error>')
    let size: number
    try {
      size = statSync(file).size
    } catch {
      return answer(404, { 'content-type': 'application/xml' }, '<Error>NoSuchKey</Error>')
    }
    const range = fault?.ignoreRange ? null : /^bytes=(\d+)-$/.exec(req.headers.range ?? '')
    const start = range ? Number(range[1]) : 0
    if (start >= size && size > 0) return answer(416, { 'content-range': `bytes */${size}` })
    const length = size - start
    record.status = range ? 206 : 200
    res.writeHead(record.status, {
      'content-type': 'application/zip',
      ...(fault?.chunked ? {} : { 'content-length': String(length) }),
      'accept-ranges': 'bytes',
      ...(range ? { 'content-range': `bytes ${start}-${size - 1}/${size}` } : {}),
    })
    const end = fault?.cutAfter === undefined ? size - 1 : Math.min(size - 1, start + fault.cutAfter - 1)
    const stream = createReadStream(file, { start, end })
    stream.on('data', chunk => (record.sent += chunk.length))
    // A client that goes away stops the file being read.
    res.on('close', () => stream.destroy())
    stream.pipe(res, { end: false })
    stream.on('end', () => {
      if (fault?.cutAfter !== undefined) return void req.socket.destroy()
      res.end()
    })
  }

  private takeFault(path: string): FileFault | undefined {
    const index = this.faults.findIndex(fault => !fault.path || fault.path.test(path))
    const fault = this.faults[index]
    if (!fault) return undefined
    if ((fault.times ?? 1) > 1) this.faults[index] = { ...fault, times: (fault.times ?? 1) - 1 }
    else this.faults.splice(index, 1)
    return fault
  }
}
