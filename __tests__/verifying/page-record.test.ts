import { describe, expect, it } from '@jest/globals'
import { MAX_KEPT, PageRecord, pageText } from '../../src/verifying/page-record.js'
import { describeProblem } from '../../src/verifying/verdict.js'

const APP = new URL('http://127.0.0.1:46035/')
const ORIGIN = 'http://127.0.0.1:46035'

/** Runtime.exceptionThrown's params as Chrome sends them for an Error thrown in a script of the page. */
function thrown(
  description: string,
  { url = `${ORIGIN}/files/a.js?v=3`, lineNumber = 0, text = 'Uncaught' } = {},
): Record<string, unknown> {
  return {
    timestamp: 1795685089049.353,
    exceptionDetails: {
      exceptionId: 1,
      text,
      lineNumber,
      columnNumber: 24,
      scriptId: '3',
      url,
      stackTrace: {
        callFrames: [
          { functionName: 'boom', scriptId: '3', url, lineNumber, columnNumber: 24 },
          { functionName: '', scriptId: '3', url, lineNumber: lineNumber + 1, columnNumber: 19 },
        ],
      },
      exception: { type: 'object', subtype: 'error', className: 'Error', description, objectId: '1.2.1' },
      executionContextId: 2,
    },
  }
}

/** A value that is no Error, thrown or rejected: Chrome sends its value, and says "(in promise)" for a rejection. */
function thrownValue(value: unknown, text = 'Uncaught (in promise)'): Record<string, unknown> {
  const url = `${ORIGIN}/files/a.js?v=3`
  return {
    timestamp: 1,
    exceptionDetails: {
      exceptionId: 3,
      text,
      lineNumber: 3,
      columnNumber: 27,
      scriptId: '3',
      url,
      stackTrace: { callFrames: [{ functionName: '', scriptId: '3', url, lineNumber: 3, columnNumber: 27 }] },
      exception: { type: typeof value, value },
      executionContextId: 2,
    },
  }
}

const requested = (requestId: string, url: string) => ({ requestId, request: { url, method: 'GET' } })
const answered = (requestId: string, url: string, status: number) => ({
  requestId,
  type: 'Script',
  response: { url, status, statusText: '', mimeType: 'text/plain' },
})

describe('PageRecord: exceptions', () => {
  it("keeps an uncaught Error as its description's first line, where its innermost frame is, line counted from 1", () => {
    const record = new PageRecord(APP)
    record.exceptionThrown(thrown('Error: boom\nsecond line\n    at boom (http://127.0.0.1:46035/files/a.js?v=3:1:25)'))
    expect(record.problems).toEqual([{ kind: 'exception', message: 'Error: boom', where: 'files/a.js:1', times: 1 }])
    expect(describeProblem(record.problems[0]!)).toBe('Uncaught Error: boom at files/a.js:1')
  })

  it('takes the line of the innermost frame, not the second', () => {
    const record = new PageRecord(APP)
    record.exceptionThrown(thrown('TypeError: x is undefined', { lineNumber: 41 }))
    expect(record.problems[0]).toMatchObject({ where: 'files/a.js:42' })
  })

  it('skips frames without a URL for the first that has one', () => {
    const record = new PageRecord(APP)
    const params = thrown('Error: deep')
    const details = params.exceptionDetails as { stackTrace: { callFrames: unknown[] } }
    details.stackTrace.callFrames.unshift({ functionName: 'native', scriptId: '0', url: '', lineNumber: 0 })
    record.exceptionThrown(params)
    expect(record.problems[0]).toMatchObject({ where: 'files/a.js:1' })
  })

  it('counts the same place as one problem, even when its message changes', () => {
    const record = new PageRecord(APP)
    record.exceptionThrown(thrown('Error: spin broke at frame 3', { lineNumber: 9 }))
    record.exceptionThrown(thrown('Error: spin broke at frame 4', { lineNumber: 9 }))
    record.exceptionThrown(thrown('Error: spin broke at frame 5', { lineNumber: 9 }))
    record.exceptionThrown(thrown('Error: elsewhere', { lineNumber: 20 }))
    expect(record.problems).toEqual([
      { kind: 'exception', message: 'Error: spin broke at frame 3', where: 'files/a.js:10', times: 3 },
      { kind: 'exception', message: 'Error: elsewhere', where: 'files/a.js:21', times: 1 },
    ])
    expect(describeProblem(record.problems[0]!)).toBe(
      'Uncaught Error: spin broke at frame 3 at files/a.js:10 (3 times)',
    )
  })

  it('tells a place of another origin by its URL, query and fragment left out', () => {
    const record = new PageRecord(APP)
    record.exceptionThrown(thrown('Error: cdn', { url: 'https://cdn.example/lib/x.js?sig=1#top', lineNumber: 6 }))
    expect(record.problems[0]).toMatchObject({ where: 'https://cdn.example/lib/x.js:7' })
  })

  it('keeps a rejection whose value is a string with the value quoted', () => {
    const record = new PageRecord(APP)
    record.exceptionThrown(thrownValue('nope'))
    expect(record.problems).toEqual([
      { kind: 'exception', message: expect.stringContaining('"nope"'), where: 'files/a.js:4', times: 1 },
    ])
    expect(record.problems[0]).toMatchObject({ message: expect.stringContaining('(in promise)') })
  })

  // Chrome's text for a value that is no Error already starts with "Uncaught": the word is said once.
  it.each([
    ['a rejected string', thrownValue('nope'), /^Uncaught \(in promise\) "nope" at files\/a\.js:4$/],
    ['a thrown string', thrownValue('plain string', 'Uncaught'), /^Uncaught "plain string" at files\/a\.js:4$/],
  ])('says Uncaught once for %s', (_, params, told) => {
    const record = new PageRecord(APP)
    record.exceptionThrown(params)
    expect(describeProblem(record.problems[0]!)).toMatch(told)
  })

  it('still keeps an exception of params with nothing expected in them', () => {
    const record = new PageRecord(APP)
    record.exceptionThrown({})
    record.exceptionThrown({ exceptionDetails: 'garbage' })
    expect(record.problems).toEqual([{ kind: 'exception', message: expect.any(String), where: undefined, times: 2 }])
  })

  it('removes control characters and line separators from the message', () => {
    const record = new PageRecord(APP)
    record.exceptionThrown(thrown('Error: a\u0007b\u001b[31mc\u2028d\u2029e\u0085f\u007fg'))
    expect(record.problems[0]).toMatchObject({ message: 'Error: a b [31mc d e f g' })
  })

  it(`keeps at most ${MAX_KEPT} problems, and still counts the ones kept`, () => {
    const record = new PageRecord(APP)
    for (let line = 0; line < MAX_KEPT + 5; line++)
      record.exceptionThrown(thrown(`Error: ${line}`, { lineNumber: line }))
    record.exceptionThrown(thrown('Error: again', { lineNumber: 0 }))
    expect(record.problems).toHaveLength(MAX_KEPT)
    expect(record.problems[0]).toMatchObject({ where: 'files/a.js:1', times: 2 })
    expect(record.problems.at(-1)).toMatchObject({ where: `files/a.js:${MAX_KEPT}`, times: 1 })
  })
})

describe('PageRecord: requests', () => {
  it("keeps a 4xx or 5xx answer of the app's origin, as its path under the app, query left out", () => {
    const record = new PageRecord(APP)
    record.responseReceived(answered('1', `${ORIGIN}/files/assets/1/1/a.js?t=9`, 404))
    record.responseReceived(answered('2', `${ORIGIN}/config.json`, 503))
    record.responseReceived(answered('3', `${ORIGIN}/ok.js`, 200))
    record.responseReceived(answered('4', `${ORIGIN}/moved`, 304))
    expect(record.problems).toEqual([
      { kind: 'request', path: 'files/assets/1/1/a.js', status: 404 },
      { kind: 'request', path: 'config.json', status: 503 },
    ])
    expect(record.problems.map(describeProblem)).toEqual([
      'files/assets/1/1/a.js answered 404',
      'config.json answered 503',
    ])
  })

  it('ignores answers of another origin, another port included', () => {
    const record = new PageRecord(APP)
    record.responseReceived(answered('1', 'https://cdn.example/x.js', 404))
    record.responseReceived(answered('2', 'http://127.0.0.1:46036/x.js', 500))
    record.responseReceived(answered('3', 'not a url', 500))
    expect(record.problems).toEqual([])
  })

  it("ignores the browser's own request for /favicon.ico", () => {
    const record = new PageRecord(APP)
    record.responseReceived(answered('1', `${ORIGIN}/favicon.ico`, 404))
    record.requestWillBeSent(requested('2', `${ORIGIN}/favicon.ico`))
    record.loadingFailed({ requestId: '2', errorText: 'net::ERR_FAILED', canceled: false })
    expect(record.problems).toEqual([])
  })

  it("never lists the browser's /favicon.ico among the requests still open", () => {
    const record = new PageRecord(APP)
    record.requestWillBeSent(requested('1', `${ORIGIN}/favicon.ico`))
    record.requestWillBeSent(requested('2', `${ORIGIN}/config.json`))
    expect(record.openRequests()).toEqual(['config.json'])
  })

  it('ignores /favicon.ico for an app under a sub-path too', () => {
    const record = new PageRecord(new URL('http://127.0.0.1:1/game/'))
    record.responseReceived(answered('1', 'http://127.0.0.1:1/favicon.ico', 404))
    expect(record.problems).toEqual([])
  })

  it('keeps a request that failed with its error text, once per path, and none that was cancelled', () => {
    const record = new PageRecord(APP)
    record.requestWillBeSent(requested('1', `${ORIGIN}/files/a.wasm`))
    record.requestWillBeSent(requested('2', `${ORIGIN}/files/b.js`))
    record.requestWillBeSent(requested('3', `${ORIGIN}/files/a.wasm`))
    record.loadingFailed({ requestId: '1', errorText: 'net::ERR_CONNECTION_RESET', canceled: false })
    record.loadingFailed({ requestId: '2', errorText: 'net::ERR_ABORTED', canceled: true })
    record.loadingFailed({ requestId: '3', errorText: 'net::ERR_CONNECTION_RESET' })
    record.loadingFailed({ requestId: 'never-sent', errorText: 'net::ERR_FAILED' })
    expect(record.problems).toEqual([{ kind: 'request', path: 'files/a.wasm', error: 'net::ERR_CONNECTION_RESET' }])
    expect(describeProblem(record.problems[0]!)).toBe('files/a.wasm failed: net::ERR_CONNECTION_RESET')
  })

  it("says a request the page's policy blocked as the policy's, and one that failed with no text as that", () => {
    const record = new PageRecord(APP)
    record.requestWillBeSent(requested('1', `${ORIGIN}/engine.js`))
    record.requestWillBeSent(requested('2', `${ORIGIN}/b.js`))
    record.loadingFailed({ requestId: '1', errorText: '', blockedReason: 'csp' })
    record.loadingFailed({ requestId: '2', errorText: '' })
    expect(record.problems.map(problem => describeProblem(problem))).toEqual([
      "engine.js failed: blocked by the page's Content Security Policy",
      'b.js failed: no reason given',
    ])
  })

  it('keeps one problem for a path answered 404 whose loading then failed', () => {
    const record = new PageRecord(APP)
    record.requestWillBeSent(requested('1', `${ORIGIN}/a.js`))
    record.responseReceived(answered('1', `${ORIGIN}/a.js`, 404))
    record.loadingFailed({ requestId: '1', errorText: 'net::ERR_HTTP_RESPONSE_CODE_FAILURE' })
    expect(record.problems).toEqual([{ kind: 'request', path: 'a.js', status: 404 }])
  })

  it("lists the app's requests still open until they finish or fail, each path once", () => {
    const record = new PageRecord(APP)
    record.requestWillBeSent(requested('1', `${ORIGIN}/files/a.js`))
    record.requestWillBeSent(requested('2', `${ORIGIN}/files/b.glb`))
    record.requestWillBeSent(requested('3', `${ORIGIN}/files/a.js?again`))
    record.requestWillBeSent(requested('4', 'https://cdn.example/c.js'))
    record.requestWillBeSent(requested('5', `${ORIGIN}/files/d.json`))
    // The page's own memory (a playable's files), whose end a worker's fetch does not tell the page: not a request.
    record.requestWillBeSent(requested('6', `blob:${ORIGIN}/5f0c-11`))
    record.requestWillBeSent(requested('7', 'data:application/wasm;base64,AGFzbQ=='))
    expect(record.openRequests()).toEqual(['files/a.js', 'files/b.glb', 'files/d.json'])
    record.loadingFinished({ requestId: '1' })
    record.loadingFailed({ requestId: '5', canceled: true })
    expect(record.openRequests()).toEqual(['files/b.glb', 'files/a.js'])
    record.loadingFinished({ requestId: '3' })
    record.loadingFailed({ requestId: '2', errorText: 'net::ERR_TIMED_OUT' })
    expect(record.openRequests()).toEqual([])
  })

  it('tells paths relative to an app under a sub-path, decoded, and others from the root', () => {
    const record = new PageRecord(new URL('http://127.0.0.1:1/game/'))
    record.responseReceived(answered('1', 'http://127.0.0.1:1/game/files/a.js?x=1', 404))
    record.responseReceived(answered('2', 'http://127.0.0.1:1/game/files/my%20model.glb', 404))
    record.responseReceived(answered('3', 'http://127.0.0.1:1/other/b.js', 404))
    record.responseReceived(answered('4', 'http://127.0.0.1:1/game/', 500))
    expect(record.problems.map(problem => 'path' in problem && problem.path)).toEqual([
      'files/a.js',
      'files/my model.glb',
      '/other/b.js',
      '/',
    ])
  })

  it("takes the folder of an app's index.html as its base", () => {
    const record = new PageRecord(new URL('http://127.0.0.1:1/game/index.html?debug'))
    record.requestWillBeSent(requested('1', 'http://127.0.0.1:1/game/files/a.js'))
    record.exceptionThrown(thrown('Error: x', { url: 'http://127.0.0.1:1/game/files/b.js?x', lineNumber: 2 }))
    expect(record.openRequests()).toEqual(['files/a.js'])
    expect(record.problems[0]).toMatchObject({ where: 'files/b.js:3' })
  })
})

describe('PageRecord: console', () => {
  const logged = (type: string, args: unknown[], url = `${ORIGIN}/files/a.js?v=3`) => ({
    type,
    args,
    executionContextId: 2,
    timestamp: 1,
    stackTrace: { callFrames: [{ functionName: '', scriptId: '3', url, lineNumber: 6, columnNumber: 27 }] },
  })

  it('keeps console.error lines apart from the problems, with their arguments as text', () => {
    const record = new PageRecord(APP)
    record.consoleApiCalled(
      logged('error', [
        { type: 'string', value: 'an error' },
        { type: 'number', value: 42, description: '42' },
        { type: 'object', subtype: 'error', className: 'Error', description: 'Error: e\n    at x (a.js:7:50)' },
        { type: 'number', unserializableValue: 'NaN', description: 'NaN' },
        { type: 'undefined' },
      ]),
    )
    expect(record.problems).toEqual([])
    expect(record.consoleErrors).toEqual([
      { kind: 'console', message: 'an error 42 Error: e NaN undefined', where: 'files/a.js:7', times: 1 },
    ])
    expect(describeProblem(record.consoleErrors[0]!)).toBe(
      'console.error: an error 42 Error: e NaN undefined at files/a.js:7',
    )
  })

  it('ignores console.log, console.warn and the like', () => {
    const record = new PageRecord(APP)
    for (const type of ['log', 'warning', 'info', 'debug']) record.consoleApiCalled(logged(type, [{ value: 'hi' }]))
    expect(record.consoleErrors).toEqual([])
    expect(record.problems).toEqual([])
  })

  it('counts console errors of one place, and keeps at most MAX_KEPT places', () => {
    const record = new PageRecord(APP)
    record.consoleApiCalled(logged('error', [{ type: 'string', value: 'first' }]))
    record.consoleApiCalled(logged('error', [{ type: 'string', value: 'second' }]))
    for (let n = 0; n < MAX_KEPT + 3; n++)
      record.consoleApiCalled(logged('error', [{ type: 'string', value: 'x' }], `${ORIGIN}/s${n}.js`))
    expect(record.consoleErrors).toHaveLength(MAX_KEPT)
    expect(record.consoleErrors[0]).toMatchObject({ message: 'first', times: 2 })
  })
})

describe('pageText', () => {
  it('puts the text on one line, trimmed and cut', () => {
    expect(pageText('\n\ta\r\nb\u2028c\u0000 ')).toBe('a b c')
    expect(pageText('x'.repeat(600))).toHaveLength(500)
    expect(pageText('abcdef', 4)).toBe('abc…')
  })
})

describe('PageRecord: offline (a playable opened alone)', () => {
  const page = new URL('http://127.0.0.1:46035/applovin.html')
  const urls = [
    'http://127.0.0.1:46035/applovin.html',
    'http://127.0.0.1:46035/mraid.js',
    'http://127.0.0.1:46035/favicon.ico',
    'data:image/png;base64,AAAA',
    'blob:http://127.0.0.1:46035/5f0c-11',
    'http://127.0.0.1:46035/files/assets/1/1/a.png?t=1',
    'https://cdn.example/sdk.js?v=2',
  ]

  it('makes any request but the page, its mraid.js and data:/blob: a problem, wherever it goes', () => {
    const record = new PageRecord(page, true)
    urls.forEach((url, i) => record.requestWillBeSent(requested(String(i), url)))
    expect(record.problems.map(problem => describeProblem(problem))).toEqual([
      'files/assets/1/1/a.png failed: asked of a server (offline: a playable must hold every file it loads)',
      'https://cdn.example/sdk.js failed: asked of a server (offline: a playable must hold every file it loads)',
    ])
  })

  it("in a network's container, lets through what it answers: mraid.js where it gives MRAID, its scripts by address", () => {
    const sdk = 'https://cdn.example/sdk.js?v=2'
    const noMraid = new PageRecord(page, true, { mraid: false, addresses: [sdk] })
    urls.forEach((url, i) => noMraid.requestWillBeSent(requested(String(i), url)))
    expect(noMraid.problems.map(problem => problem.kind === 'request' && problem.path)).toEqual([
      'mraid.js',
      'files/assets/1/1/a.png',
    ])
    // The address exactly: another query, another path of the host, is a request out.
    const mraid = new PageRecord(page, true, { mraid: true, addresses: [sdk] })
    ;['https://cdn.example/sdk.js?v=3', 'https://cdn.example/sdk.js', 'http://127.0.0.1:46035/mraid.js'].forEach(
      (url, i) => mraid.requestWillBeSent(requested(String(i), url)),
    )
    expect(mraid.problems.map(problem => problem.kind === 'request' && problem.path)).toEqual([
      'https://cdn.example/sdk.js',
    ])
  })

  it('is off unless asked', () => {
    const record = new PageRecord(page)
    urls.forEach((url, i) => record.requestWillBeSent(requested(String(i), url)))
    expect(record.problems).toEqual([])
  })
})
