import type { Readable, Writable } from 'node:stream'
import { clip } from '../text.js'

/** One message the browser sent: an answer to a command (`id`) or an event (`method`), of a page's session or its own. */
interface Message {
  id?: number
  method?: string
  params?: Record<string, unknown>
  result?: Record<string, unknown>
  error?: { message?: string }
  sessionId?: string
}

export type EventHandler = (params: Record<string, unknown>, sessionId: string | undefined) => void

/** A browser message larger than this ends the connection: a screenshot is a few MB, nothing sane is near it. */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024

/** The browser closed the connection, or sent what is not the protocol: no command can be answered any more. */
export class BrowserGoneError extends Error {
  override name = 'BrowserGoneError'
}

/**
 * The Chrome DevTools Protocol over `--remote-debugging-pipe`: JSON messages, each ended by a NUL byte, written to the
 * browser's fd 3 and read from its fd 4. Our own because it is 100 lines: a driver library would add megabytes to
 * the bundle for the dozen commands the step sends.
 */
export class Cdp {
  private nextId = 1
  private readonly pending = new Map<
    number,
    { resolve: (value: Record<string, unknown>) => void; reject: (error: Error) => void }
  >()
  private readonly handlers = new Map<string, EventHandler[]>()
  private chunks: Buffer[] = []
  private buffered = 0
  private gone: Error | undefined

  constructor(
    private readonly toBrowser: Writable,
    fromBrowser: Readable,
  ) {
    fromBrowser.on('data', (chunk: Buffer) => this.receive(chunk))
    fromBrowser.on('close', () => this.end(new BrowserGoneError('The browser closed its DevTools connection')))
    fromBrowser.on('error', error =>
      this.end(new BrowserGoneError(`The browser's DevTools connection failed: ${error.message}`)),
    )
    toBrowser.on('error', error =>
      this.end(new BrowserGoneError(`The browser's DevTools connection failed: ${error.message}`)),
    )
  }

  /** Sends a command (to a page's session when `sessionId` is given) and waits for its answer, at most `timeoutMs`. */
  send(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
    timeoutMs = 30_000,
  ): Promise<Record<string, unknown>> {
    if (this.gone) return Promise.reject(this.gone)
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(new BrowserGoneError(`The browser did not answer ${method} within ${timeoutMs / 1000} s`))
      }, timeoutMs)
      this.pending.set(id, {
        resolve: value => (clearTimeout(timer), resolve(value)),
        reject: error => (clearTimeout(timer), reject(error)),
      })
      this.toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`)
    })
  }

  /** Calls `handler` for every event of that name, from any session, until the function it returns is called. */
  on(method: string, handler: EventHandler): () => void {
    this.handlers.set(method, [...(this.handlers.get(method) ?? []), handler])
    return () => this.handlers.set(method, this.handlers.get(method)?.filter(other => other !== handler) ?? [])
  }

  /** Why the connection ended; undefined while it is open. */
  get closed(): Error | undefined {
    return this.gone
  }

  private receive(chunk: Buffer): void {
    if (this.gone) return
    let start = 0
    for (let end = chunk.indexOf(0); end !== -1 && !this.gone; end = chunk.indexOf(0, start)) {
      this.chunks.push(chunk.subarray(start, end))
      const text = Buffer.concat(this.chunks).toString('utf8')
      this.chunks = []
      this.buffered = 0
      start = end + 1
      this.dispatch(text)
    }
    if (start < chunk.length) {
      this.chunks.push(chunk.subarray(start))
      this.buffered += chunk.length - start
      if (this.buffered > MAX_MESSAGE_BYTES) this.end(new BrowserGoneError('The browser sent a message over 64 MB'))
    }
  }

  private dispatch(text: string): void {
    let message: Message
    try {
      message = JSON.parse(text) as Message
    } catch {
      return this.end(new BrowserGoneError(`The browser sent what is not JSON: ${clip(text, 80)}`))
    }
    if (typeof message.id === 'number') {
      const waiting = this.pending.get(message.id)
      this.pending.delete(message.id)
      if (message.error) waiting?.reject(new Error(clip(String(message.error.message ?? 'an error'), 500)))
      else waiting?.resolve(message.result ?? {})
      return
    }
    if (typeof message.method !== 'string') return
    for (const handler of this.handlers.get(message.method) ?? []) handler(message.params ?? {}, message.sessionId)
  }

  private end(error: Error): void {
    if (this.gone) return
    this.gone = error
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
  }
}
