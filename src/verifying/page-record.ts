import { clip, isRecord } from '../text.js'

/** What went wrong on the page, as the step tells it. */
export type PageProblem =
  | { kind: 'exception'; message: string; where?: string; times: number }
  | { kind: 'request'; path: string; status?: number; error?: string }
  | { kind: 'console'; message: string; where?: string; times: number }

/** Problems and console lines kept, at most: a script that throws every frame is one problem, counted. */
export const MAX_KEPT = 20
const MAX_TEXT = 500

/** The page's text on one line, bounded: no control character of it reaches the log. */
export function pageText(text: string, max = MAX_TEXT): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  return clip(text.replace(/[\x00-\x1f\x7f-\x9f\u2028\u2029]+/g, ' ').trim(), max)
}

/**
 * The page's events, as the DevTools protocol tells them (Runtime.exceptionThrown, Runtime.consoleAPICalled,
 * Network.*), kept as problems of the app: uncaught exceptions and unhandled rejections, requests of the app's own
 * origin that failed or were answered 4xx/5xx, and `console.error` lines (told apart: they fail only when asked).
 * Pure: the events in, the record out. Every text in it is the page's, and bounded.
 */
export class PageRecord {
  readonly problems: PageProblem[] = []
  readonly consoleErrors: PageProblem[] = []
  /** Requests of the app's origin sent and not yet answered, by the protocol's request id: their paths. */
  private readonly open = new Map<string, string>()

  constructor(
    /** The app's address: its origin is the app's own, and paths are told relative to it. */
    private readonly app: URL,
    /**
     * A package opened alone (a playable): any request but the page's own, what its network's container answers and
     * `data:`/`blob:` is a problem, wherever it goes, as no ad network lets a page ask anything of a server.
     */
    private readonly offline = false,
    /**
     * What the container (or an app's shell) answers offline: `mraid.js` beside the page, and its scripts and own page
     * by exact address; and why anything else is a fault, where not a playable's.
     */
    private readonly answered: { mraid: boolean; addresses: readonly string[]; why?: string } = {
      mraid: true,
      addresses: [],
    },
  ) {}

  exceptionThrown(params: Record<string, unknown>): void {
    const details = isRecord(params.exceptionDetails) ? params.exceptionDetails : {}
    const exception = isRecord(details.exception) ? details.exception : {}
    const described = typeof exception.description === 'string' ? exception.description.split('\n')[0] : undefined
    // Chrome's text is "Uncaught", or "Uncaught (in promise)" for a rejection: what follows the word is kept, the
    // word itself is describeProblem's. A rejection's value may be no Error at all (a string, an object).
    const context = (typeof details.text === 'string' ? details.text : '').replace(/^Uncaught\s*/, '')
    const value = exception.value !== undefined ? JSON.stringify(exception.value) : undefined
    const message = [context, described ?? value].filter(Boolean).join(' ') || 'exception'
    this.add(this.problems, { kind: 'exception', message: pageText(message), where: this.where(details), times: 1 })
  }

  consoleApiCalled(params: Record<string, unknown>): void {
    if (params.type !== 'error' && params.type !== 'assert') return
    const args = Array.isArray(params.args) ? params.args : []
    const text = args.map(arg => (isRecord(arg) ? remoteText(arg) : '')).join(' ')
    const trace = isRecord(params.stackTrace) ? params.stackTrace : undefined
    this.add(this.consoleErrors, {
      kind: 'console',
      message: pageText(text || '(no text)'),
      where: this.where({ stackTrace: trace }),
      times: 1,
    })
  }

  requestWillBeSent(params: Record<string, unknown>): void {
    const request = isRecord(params.request) ? params.request : {}
    if (this.offline) this.outOfPage(request.url)
    // A `blob:` or `data:` address is the page's own memory, not a request of the server's (a blob's origin is the
    // page's, and a worker's fetch of one ends in the worker's events, not the page's).
    const url = typeof request.url === 'string' && !/^(data|blob):/i.test(request.url) ? request.url : undefined
    const path = this.ownPath(url)
    if (path !== undefined && !isBrowsers(path) && typeof params.requestId === 'string')
      this.open.set(params.requestId, path)
  }

  responseReceived(params: Record<string, unknown>): void {
    const response = isRecord(params.response) ? params.response : {}
    const path = this.ownPath(response.url)
    const status = response.status
    if (path === undefined || typeof status !== 'number' || status < 400 || isBrowsers(path)) return
    this.add(this.problems, { kind: 'request', path, status })
  }

  loadingFinished(params: Record<string, unknown>): void {
    if (typeof params.requestId === 'string') this.open.delete(params.requestId)
  }

  loadingFailed(params: Record<string, unknown>): void {
    const id = typeof params.requestId === 'string' ? params.requestId : ''
    const path = this.open.get(id)
    this.open.delete(id)
    // Cancelled by the page itself (a navigation away, an aborted fetch): not a failure of the server's.
    if (path === undefined || params.canceled === true || isBrowsers(path)) return
    // A request the page's own policy blocked comes with no error text, only the reason: said as the policy's.
    const text = typeof params.errorText === 'string' ? pageText(params.errorText, 200) : ''
    const error =
      params.blockedReason === 'csp' ? "blocked by the page's Content Security Policy" : text || 'no reason given'
    if (this.problems.some(problem => problem.kind === 'request' && problem.path === path)) return
    this.add(this.problems, { kind: 'request', path, error })
  }

  private outOfPage(url: unknown): void {
    if (typeof url !== 'string' || /^(data|blob):/i.test(url) || this.answered.addresses.includes(url)) return
    const path = this.ownPath(url)
    const page = this.ownPath(this.app.href)
    if (path !== undefined && (path === page || (path === 'mraid.js' && this.answered.mraid) || isBrowsers(path)))
      return
    this.add(this.problems, {
      kind: 'request',
      path: path ?? pageText(url.split(/[?#]/)[0] ?? '', 300),
      error: this.answered.why ?? 'asked of a server (offline: a playable must hold every file it loads)',
    })
  }

  /** Paths of the app's requests still waiting for their answer. */
  openRequests(): string[] {
    return [...new Set(this.open.values())]
  }

  private ownPath(url: unknown): string | undefined {
    return appPath(this.app, url)
  }

  /** `spin.js:8` as its path under the app, from the innermost frame that has a URL; undefined for none. */
  private where(details: Record<string, unknown>): string | undefined {
    const trace = isRecord(details.stackTrace) ? details.stackTrace : {}
    const frames = Array.isArray(trace.callFrames) ? trace.callFrames.filter(isRecord) : []
    const frame = frames.find(candidate => typeof candidate.url === 'string' && candidate.url !== '') ?? details
    if (typeof frame.url !== 'string' || frame.url === '') return undefined
    const line = typeof frame.lineNumber === 'number' ? `:${frame.lineNumber + 1}` : ''
    const path = this.ownPath(frame.url) ?? pageText(frame.url.split(/[?#]/)[0] ?? '', 300)
    return `${path}${line}`
  }

  /**
   * One problem per place: a script that throws every frame, its message changing with the frame, is one problem,
   * counted. Without a place, one per message; a request, one per path.
   */
  private add(list: PageProblem[], problem: PageProblem): void {
    const same = list.find(kept => sameProblem(kept, problem))
    if (same && 'times' in same) same.times++
    else if (!same && list.length < MAX_KEPT) list.push(problem)
  }
}

/**
 * A URL's path relative to the app at `app` (`files/assets/1/1/a.js`), its query left out, bounded; undefined for
 * another origin or no URL.
 */
export function appPath(app: URL, url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.origin !== app.origin) return undefined
  const base = app.pathname.replace(/[^/]*$/, '')
  const path = parsed.pathname.startsWith(base) ? parsed.pathname.slice(base.length) : parsed.pathname
  return pageText(safeDecode(path) || '/', 300)
}

function sameProblem(a: PageProblem, b: PageProblem): boolean {
  if (a.kind === 'request' || b.kind === 'request')
    return a.kind === 'request' && b.kind === 'request' && a.path === b.path
  if (a.kind !== b.kind) return false
  return a.where !== undefined || b.where !== undefined ? a.where === b.where : a.message === b.message
}

/** What the browser asks for itself, not the app: its tab's icon. */
function isBrowsers(path: string): boolean {
  return path === 'favicon.ico' || path === '/favicon.ico'
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** A console argument as text: a primitive's value, an object's description (an Error's, with its stack's first line). */
function remoteText(arg: Record<string, unknown>): string {
  if (arg.value !== undefined) return typeof arg.value === 'string' ? arg.value : JSON.stringify(arg.value)
  if (typeof arg.description === 'string') return arg.description.split('\n')[0] ?? ''
  if (typeof arg.unserializableValue === 'string') return arg.unserializableValue
  return typeof arg.type === 'string' ? arg.type : ''
}
