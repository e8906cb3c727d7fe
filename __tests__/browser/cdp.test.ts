import { describe, expect, it } from '@jest/globals'
import { PassThrough } from 'node:stream'
import { BrowserGoneError, Cdp, MAX_MESSAGE_BYTES } from '../../src/browser/cdp.js'

/** A Cdp over two PassThroughs standing in for the browser's pipes: what it wrote, read back as messages. */
function connect() {
  const toBrowser = new PassThrough()
  const fromBrowser = new PassThrough()
  const sent: Record<string, unknown>[] = []
  let rest = ''
  toBrowser.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\0')
    rest = parts.pop() ?? ''
    for (const part of parts) sent.push(JSON.parse(part) as Record<string, unknown>)
  })
  const cdp = new Cdp(toBrowser, fromBrowser)
  const browserSays = (message: unknown): void => void fromBrowser.write(`${JSON.stringify(message)}\0`)
  return { cdp, sent, fromBrowser, toBrowser, browserSays }
}

/** Lets the streams pass on what was written. */
const flow = (): Promise<void> => new Promise(done => setImmediate(done))

describe('Cdp', () => {
  it('writes each command as JSON ended by a NUL, with ids counting up and the session only when given', async () => {
    const { cdp, sent, fromBrowser } = connect()
    const first = cdp.send('Browser.getVersion')
    const second = cdp.send('Runtime.evaluate', { expression: '1' }, 'S1')
    await flow()
    expect(sent).toEqual([
      { id: 1, method: 'Browser.getVersion', params: {} },
      { id: 2, method: 'Runtime.evaluate', params: { expression: '1' }, sessionId: 'S1' },
    ])
    fromBrowser.destroy()
    await expect(first).rejects.toBeInstanceOf(BrowserGoneError)
    await expect(second).rejects.toBeInstanceOf(BrowserGoneError)
  })

  it('resolves each command with the answer that has its id, whatever the order of the answers', async () => {
    const { cdp, sent, browserSays } = connect()
    const version = cdp.send('Browser.getVersion')
    const target = cdp.send('Target.createTarget', { url: 'about:blank' })
    await flow()
    const [a, b] = sent
    browserSays({ id: b?.id, result: { targetId: 'T1' } })
    browserSays({ id: a?.id, result: { product: 'HeadlessChrome/1' } })
    await expect(version).resolves.toEqual({ product: 'HeadlessChrome/1' })
    await expect(target).resolves.toEqual({ targetId: 'T1' })
  })

  it('resolves an answer without a result with an empty object', async () => {
    const { cdp, browserSays } = connect()
    const enabled = cdp.send('Runtime.enable')
    browserSays({ id: 1 })
    await expect(enabled).resolves.toEqual({})
  })

  it('reads a message split across chunks, even inside a multi-byte character', async () => {
    const { cdp, fromBrowser } = connect()
    const answered = cdp.send('Runtime.evaluate')
    const bytes = Buffer.from(`${JSON.stringify({ id: 1, result: { value: 'café €' } })}\0`)
    const euro = bytes.indexOf(Buffer.from('€'))
    for (const piece of [bytes.subarray(0, 5), bytes.subarray(5, euro + 1), bytes.subarray(euro + 1)]) {
      fromBrowser.write(piece)
      await flow()
    }
    await expect(answered).resolves.toEqual({ value: 'café €' })
  })

  it('reads several messages of one chunk, and keeps the unfinished end of it for the next', async () => {
    const { cdp, fromBrowser } = connect()
    const events: unknown[] = []
    cdp.on('Page.loadEventFired', params => events.push(params))
    const one = cdp.send('A')
    const two = cdp.send('B')
    const three = cdp.send('C')
    const all = [
      { id: 1, result: { n: 1 } },
      { method: 'Page.loadEventFired', params: { timestamp: 5 } },
      { id: 2, result: { n: 2 } },
      { id: 3, result: { n: 3 } },
    ]
      .map(message => `${JSON.stringify(message)}\0`)
      .join('')
    const cut = all.length - 5
    fromBrowser.write(all.slice(0, cut))
    await flow()
    expect(events).toEqual([{ timestamp: 5 }])
    await expect(one).resolves.toEqual({ n: 1 })
    await expect(two).resolves.toEqual({ n: 2 })
    let thirdAnswered = false
    void three.then(() => (thirdAnswered = true))
    await flow()
    expect(thirdAnswered).toBe(false)
    fromBrowser.write(all.slice(cut))
    await expect(three).resolves.toEqual({ n: 3 })
  })

  it("rejects a command answered with an error, with the error's message, and leaves the connection open", async () => {
    const { cdp, browserSays } = connect()
    const failed = cdp.send('Page.navigate', { url: 'x' })
    browserSays({ id: 1, error: { code: -32000, message: 'Cannot navigate to invalid URL' } })
    await expect(failed).rejects.toThrow('Cannot navigate to invalid URL')
    await expect(failed).rejects.not.toBeInstanceOf(BrowserGoneError)
    expect(cdp.closed).toBeUndefined()
    const next = cdp.send('Page.enable')
    browserSays({ id: 2, result: {} })
    await expect(next).resolves.toEqual({})
  })

  it('gives each event to every handler of its name, with its params and sessionId', async () => {
    const { cdp, browserSays } = connect()
    const seen: unknown[] = []
    cdp.on('Runtime.exceptionThrown', (params, sessionId) => seen.push(['first', params, sessionId]))
    cdp.on('Runtime.exceptionThrown', (params, sessionId) => seen.push(['second', params, sessionId]))
    cdp.on('Network.loadingFinished', () => seen.push('not this one'))
    browserSays({ method: 'Runtime.exceptionThrown', params: { timestamp: 1 }, sessionId: 'S1' })
    browserSays({ method: 'Runtime.exceptionThrown', params: { timestamp: 2 } })
    browserSays({ method: 'Target.targetCreated', params: {} })
    await flow()
    expect(seen).toEqual([
      ['first', { timestamp: 1 }, 'S1'],
      ['second', { timestamp: 1 }, 'S1'],
      ['first', { timestamp: 2 }, undefined],
      ['second', { timestamp: 2 }, undefined],
    ])
  })

  it('ends the connection on a message that is not JSON, rejecting every pending command and every later one', async () => {
    const { cdp, fromBrowser } = connect()
    const pending = [cdp.send('A'), cdp.send('B')]
    fromBrowser.write('<html>not the protocol\0')
    for (const command of pending) {
      await expect(command).rejects.toBeInstanceOf(BrowserGoneError)
      await expect(command).rejects.toThrow('The browser sent what is not JSON: <html>not the protocol')
    }
    expect(cdp.closed).toBeInstanceOf(BrowserGoneError)
    await expect(cdp.send('C')).rejects.toBe(cdp.closed)
  })

  it('rejects pending commands when the stream closes, and later ones without writing them', async () => {
    const { cdp, sent, fromBrowser } = connect()
    const pending = cdp.send('Page.navigate', { url: 'about:blank' }, 'S1')
    await flow()
    fromBrowser.destroy()
    await expect(pending).rejects.toThrow(new BrowserGoneError('The browser closed its DevTools connection'))
    expect(cdp.closed?.message).toBe('The browser closed its DevTools connection')
    const later = cdp.send('Browser.close')
    await expect(later).rejects.toBeInstanceOf(BrowserGoneError)
    await flow()
    expect(sent.map(message => message.method)).toEqual(['Page.navigate'])
  })

  it('rejects pending commands when a stream fails, saying why', async () => {
    const { cdp, toBrowser } = connect()
    const pending = cdp.send('A')
    toBrowser.destroy(new Error('EPIPE'))
    await expect(pending).rejects.toThrow("The browser's DevTools connection failed: EPIPE")
    expect(cdp.closed).toBeInstanceOf(BrowserGoneError)
  })

  it('ends the connection once more than MAX_MESSAGE_BYTES arrive without a NUL, and not at exactly that many', async () => {
    const { cdp, fromBrowser } = connect()
    const pending = cdp.send('Page.captureScreenshot')
    const megabyte = Buffer.alloc(1024 * 1024, 'a')
    for (let sent = 0; sent < MAX_MESSAGE_BYTES; sent += megabyte.length) fromBrowser.write(megabyte)
    await flow()
    expect(cdp.closed).toBeUndefined()
    fromBrowser.write('a')
    await expect(pending).rejects.toThrow(new BrowserGoneError('The browser sent a message over 64 MB'))
    expect(cdp.closed).toBeInstanceOf(BrowserGoneError)
    fromBrowser.destroy()
  })

  it('rejects a command with no answer after its timeoutMs, and ignores the answer that comes later', async () => {
    const { cdp, browserSays } = connect()
    const started = Date.now()
    const unanswered = cdp.send('Page.navigate', { url: 'http://127.0.0.1:1/' }, 'S1', 50)
    const other = cdp.send('Page.enable', {}, 'S1', 5_000)
    await expect(unanswered).rejects.toThrow(
      new BrowserGoneError('The browser did not answer Page.navigate within 0.05 s'),
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
    // The late answer finds nobody waiting; the other command still gets its own.
    browserSays({ id: 1, result: { frameId: 'late' } })
    browserSays({ id: 2, result: { ok: true } })
    await expect(other).resolves.toEqual({ ok: true })
    expect(cdp.closed).toBeUndefined()
  })
})
