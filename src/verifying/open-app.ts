import { setTimeout as sleep } from 'node:timers/promises'
import { type Browser, VIEWPORT } from '../browser/launch.js'
import { PageRecord, pageText } from './page-record.js'
import { HOLD_FRAMES, PROBE, type ProbeState, WATCHER, readProbe } from './page-probe.js'
import { type Click, pinnedClock } from './page-clock.js'
import { type Expected, type Fault, describeProblem, judge } from './verdict.js'
import { REPORT_BINDING } from './container-stand-ins.js'
import { type ShellStandIn, deviceReadyFault, shellAnswers } from './shells.js'
import { isRecord } from '../text.js'
import {
  type Container,
  type ContainerAnswer,
  type ContainerEvent,
  type StoreTrial,
  containerAnswers,
  readContainerEvent,
  storeFault,
  viewableFault,
} from './containers.js'

/** Why a request out of an app's web folder is a fault: the shell loads the folder from the device, nothing served. */
const SHELL_OFFLINE = "asked of the device's files (an app's web folder answers every file from inside its page)"

/** How often the page is looked at while the app starts and draws. */
const LOOK_EVERY_MS = 100
/**
 * At the timeout, one more look, this long at most: a page busy (parsing the engine, a long frame) answers late, and
 * the fault must say where the app is, not where it was at the last answer.
 */
const LAST_LOOK_MS = 5_000
/** How long a screenshot may take: a page stuck in a loop never gives one. */
const SCREENSHOT_MS = 10_000
/**
 * How long the frame in progress is waited for, its frames held, before the screenshot: a heavy game's frame on
 * SwiftShader takes seconds, and a screenshot asked for during it waits for it (and, unheld, for the next).
 */
const HOLD_MS = 20_000
/** How long closing the tab may take: a page stuck in a loop may never let it go, and the browser is closed anyway. */
const CLOSE_TAB_MS = 5_000
/**
 * Once the frames are drawn, how long a request of the app still in flight is waited for before it is taken for one
 * that never ends (verdict.ts, `settled`).
 */
const SETTLE_MS = 5_000
/** How long the store link may take to reach the container (a message to the parent is sent a task later). */
const STORE_CALL_MS = 1_000
/** Container reports kept, at most: the page can call the binding too. */
const MAX_CONTAINER_EVENTS = 50

export interface OpenOptions extends Expected {
  url: URL
  /** Any request out of the page is a fault (page-record.ts). */
  offline?: boolean
  /** The network's container the page is opened in (offline is then on): its globals, scripts and store call. */
  container?: Container
  /** The mobile app's shell the page (a `file://` URL) is opened in (offline is then on): its scripts and signal. */
  shell?: ShellStandIn
  /**
   * The page's clock, its random numbers and its time zone pinned, in every frame, and the picture held at frame
   * `frames` (page-clock.ts): a screenshot of one run then equals another's.
   */
  pinClock?: boolean
  /** Clicks made at frames of the pinned clock (with `pinClock` only). */
  clicks?: readonly Click[]
  /** Cancel (SIGINT/SIGTERM): the wait ends at once, and this rejects with the signal's reason. */
  signal: AbortSignal
}

export interface AppReport {
  passed: boolean
  faults: Fault[]
  /** The last look at the app; undefined when the page never answered one. */
  state?: ProbeState
  /** The app's own console.error lines, as the page wrote them (bounded). */
  consoleErrors: string[]
  /** The page as it looked at the end, a PNG; undefined when the page gave none (then `screenshotError` says why). */
  screenshot?: Buffer
  screenshotError?: string
  /** The store call `playable.openStore()` reached in the network's container; undefined when not tried or none. */
  storeCall?: string
}

/**
 * Opens `url` in a new tab of `browser` and watches the app until it passes, fails or the time runs out: every look
 * reads the engine's application (page-probe.ts), every event of the page is kept (page-record.ts), and judge() says
 * when it is done. The tab's screenshot is taken at the end, pass or fail.
 */
export async function openApp(browser: Browser, options: OpenOptions): Promise<AppReport> {
  const { cdp } = browser
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' })
  const unsubscribe: (() => void)[] = []
  try {
    return await watchTab(browser, options, String(targetId), unsubscribe)
  } finally {
    // A browser that opens many pages (a test file's tabs) would otherwise keep every app it opened alive.
    for (const off of unsubscribe) off()
    await cdp.send('Target.closeTarget', { targetId }, undefined, CLOSE_TAB_MS).catch(() => undefined)
  }
}

/** openApp's work in the tab `targetId`: each event listener it adds is handed back in `unsubscribe`. */
async function watchTab(
  { cdp }: Browser,
  options: OpenOptions,
  targetId: string,
  unsubscribe: (() => void)[],
): Promise<AppReport> {
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true })
  const session = String(sessionId)
  const { container, shell } = options
  const { answers, parent: parentUrl } = container
    ? containerAnswers(container, options.url)
    : { answers: new Map<string, ContainerAnswer>(), parent: undefined }
  if (shell)
    for (const [url, body] of shellAnswers(shell, options.url))
      answers.set(url, { body, type: 'text/javascript; charset=utf-8' })
  const record = new PageRecord(
    options.url,
    options.offline || container !== undefined || shell !== undefined,
    container || shell
      ? {
          mraid: container?.mraid !== undefined,
          addresses: [...answers.keys()],
          ...(shell ? { why: SHELL_OFFLINE } : {}),
        }
      : undefined,
  )
  const reports: ContainerEvent[] = []
  /** Framed: the package's frame (attached to the top one), and each frame's page context, for the probe. */
  let pageFrame: string | undefined
  const contexts = new Map<string, number>()
  const events: [string, (params: Record<string, unknown>) => void][] = [
    ['Runtime.exceptionThrown', params => record.exceptionThrown(params)],
    ['Runtime.consoleAPICalled', params => record.consoleApiCalled(params)],
    ['Network.requestWillBeSent', params => record.requestWillBeSent(params)],
    ['Network.responseReceived', params => record.responseReceived(params)],
    ['Network.loadingFinished', params => record.loadingFinished(params)],
    ['Network.loadingFailed', params => record.loadingFailed(params)],
    [
      'Runtime.bindingCalled',
      params => {
        const report = params.name === REPORT_BINDING ? readContainerEvent(params.payload) : undefined
        if (report && reports.length < MAX_CONTAINER_EVENTS) reports.push(report)
      },
    ],
    ['Fetch.requestPaused', params => void answerScript(params)],
    [
      'Page.frameAttached',
      params => {
        if (
          parentUrl &&
          pageFrame === undefined &&
          params.parentFrameId === targetId &&
          typeof params.frameId === 'string'
        )
          pageFrame = params.frameId
      },
    ],
    [
      'Runtime.executionContextCreated',
      params => {
        const context = isRecord(params.context) ? params.context : {}
        const aux = isRecord(context.auxData) ? context.auxData : {}
        if (aux.isDefault === true && typeof aux.frameId === 'string' && typeof context.id === 'number')
          contexts.set(aux.frameId, context.id)
      },
    ],
    [
      'Runtime.executionContextDestroyed',
      params => {
        for (const [frame, id] of contexts) if (id === params.executionContextId) contexts.delete(frame)
      },
    ],
  ]
  for (const [method, handler] of events)
    unsubscribe.push(
      cdp.on(method, (params, from) => {
        if (from === session) handler(params)
      }),
    )
  const send = (method: string, params: Record<string, unknown> = {}, timeoutMs?: number) =>
    cdp.send(method, params, session, timeoutMs)
  // Before WATCHER, which takes the machine's own clock from it.
  if (options.pinClock)
    await Promise.all([
      send('Page.addScriptToEvaluateOnNewDocument', { source: pinnedClock(options.frames, options.clicks) }),
      send('Emulation.setTimezoneOverride', { timezoneId: 'UTC' }),
    ])
  await Promise.all([
    send('Runtime.enable'),
    send('Network.enable'),
    send('Network.setCacheDisabled', { cacheDisabled: true }),
    send('Page.enable'),
    send('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, deviceScaleFactor: 1, mobile: false }),
    send('Page.addScriptToEvaluateOnNewDocument', { source: WATCHER }),
  ])
  if (container || shell) await openStandIns(container?.globals)

  // `timeout` counts from the navigation's start, for the app to start and draw its frames.
  const deadline = Date.now() + options.timeoutSeconds * 1000
  const left = (): number => Math.max(1, deadline - Date.now())
  let pageError: string | undefined
  const navigated = await send('Page.navigate', { url: (parentUrl ?? options.url).href }, left()).catch(
    (error: Error) => ({
      errorText: error.message,
    }),
  )
  if (typeof navigated.errorText === 'string' && navigated.errorText) pageError = navigated.errorText

  let state: ProbeState | undefined
  let answering = true
  /** When a look first saw the frames drawn (Date.now()). */
  let drawnAt: number | undefined
  const look = async (timeoutMs: number): Promise<void> => {
    const where = inPage()
    // Framed, before the frame's page has a context: nothing there to look at yet.
    if (where === undefined) return
    const answer = await send(
      'Runtime.evaluate',
      { expression: PROBE, returnByValue: true, ...where },
      timeoutMs,
    ).catch(() => undefined)
    answering = answer !== undefined
    const result = answer?.result as { value?: unknown } | undefined
    if (answer && !answer.exceptionDetails) state = readProbe(result?.value, options.url)
    if (drawnAt === undefined && state?.startedAt !== undefined && state.frame >= options.frames) drawnAt = Date.now()
  }
  let verdict = judge(seen(), options, false)
  while (verdict.status === 'waiting') {
    options.signal.throwIfAborted()
    await look(left())
    const timedOut = Date.now() >= deadline
    if (timedOut) await look(LAST_LOOK_MS)
    verdict = judge(seen(), options, timedOut)
    if (verdict.status === 'waiting')
      await sleep(Math.min(LOOK_EVERY_MS, left()), undefined, { signal: options.signal }).catch(() =>
        options.signal.throwIfAborted(),
      )
  }

  let storeCall: string | undefined
  if (container && verdict.status === 'passed') {
    const trial = await tryStore()
    storeCall = reports.find(report => report.event === 'store')?.detail
    const fault = storeFault(container, trial)
    if (fault) verdict = { status: 'failed', faults: [fault] }
  }

  // Past the verdict the app's frames are not needed: held, so that the screenshot waits for no frame of the app.
  // A page that stopped answering (a script that never returns) would not answer this either: its screenshot is
  // asked for at once, and says why not.
  if (answering)
    await send('Runtime.evaluate', { expression: HOLD_FRAMES, awaitPromise: true, ...inPage() }, HOLD_MS).catch(
      () => undefined,
    )
  const shot = await send('Page.captureScreenshot', { format: 'png' }, SCREENSHOT_MS).then(
    answer => ({ screenshot: Buffer.from(typeof answer.data === 'string' ? answer.data : '', 'base64') }),
    (error: Error) => ({ screenshotError: error.message }),
  )
  return {
    passed: verdict.status === 'passed',
    faults: verdict.status === 'failed' ? verdict.faults : [],
    state,
    consoleErrors: record.consoleErrors.map(describeProblem),
    storeCall,
    ...shot,
  }

  /** The container's globals before the page's scripts, its own (or the shell's) scripts answered, reports bound. */
  async function openStandIns(globals: string | undefined): Promise<void> {
    await send('Runtime.addBinding', { name: REPORT_BINDING })
    if (globals) await send('Page.addScriptToEvaluateOnNewDocument', { source: globals })
    if (answers.size > 0)
      await send('Fetch.enable', {
        patterns: [...answers.keys()].map(url => ({ urlPattern: url.replace(/[*?\\]/g, '\\$&') })),
      })
  }

  /** A request the container's patterns caught: its own script or page, answered by its stand-in, else let through. */
  async function answerScript(params: Record<string, unknown>): Promise<void> {
    const requestId = params.requestId
    const request = params.request as { url?: unknown } | undefined
    const answer = typeof request?.url === 'string' ? answers.get(request.url) : undefined
    await (
      answer === undefined
        ? send('Fetch.continueRequest', { requestId })
        : send('Fetch.fulfillRequest', {
            requestId,
            responseCode: 200,
            responseHeaders: [{ name: 'content-type', value: answer.type }],
            body: Buffer.from(answer.body).toString('base64'),
          })
    ).catch(() => undefined)
  }

  /** Where the package's page is evaluated: the tab's page, or the frame's once it has one (undefined until then). */
  function inPage(): { contextId?: number } | undefined {
    if (!parentUrl) return {}
    const contextId = pageFrame === undefined ? undefined : contexts.get(pageFrame)
    return contextId === undefined ? undefined : { contextId }
  }

  /** `playable.openStore()` called as the ad's button would, and the container's report of it awaited. */
  async function tryStore(): Promise<StoreTrial> {
    // A page that never answers (a loop in the store link) is a store call not reached, not a crash of the action.
    const answer = await send(
      'Runtime.evaluate',
      { expression: STORE_TRIAL, returnByValue: true, ...inPage() },
      SCREENSHOT_MS,
    ).catch((error: Error) => ({ result: { value: { tried: true, threw: `no answer: ${error.message}` } } }))
    const value = (answer.result as { value?: unknown } | undefined)?.value as
      { tried?: unknown; threw?: unknown } | undefined
    if (value?.tried !== true) return { tried: false }
    const until = Date.now() + STORE_CALL_MS
    while (!reports.some(report => report.event === 'store') && Date.now() < until) await sleep(20)
    const calls = reports.filter(report => report.event === 'store').map(report => report.detail)
    return { tried: true, calls, threw: typeof value.threw === 'string' ? pageText(value.threw, 300) : undefined }
  }

  function seen() {
    return {
      state,
      problems: record.problems,
      consoleErrors: record.consoleErrors,
      openRequests: record.openRequests(),
      answering,
      pageError,
      settled: drawnAt !== undefined && Date.now() - drawnAt >= SETTLE_MS,
      networkFaults: [
        container &&
          viewableFault(container, state?.startedAt, {
            viewableAt: reports.find(report => report.event === 'viewable')?.at,
            askedAt: reports.find(report => report.event === 'asked')?.at,
          }),
        shell &&
          deviceReadyFault(shell, state?.startedAt, {
            readyAt: reports.find(report => report.event === 'deviceready')?.at,
            listenedAt: reports.find(report => report.event === 'asked')?.at,
          }),
      ].filter(fault => fault !== undefined),
    }
  }
}

/** The store link, as the ad's button calls it; a page with no `playable` (not the playable action's) is not tried. */
const STORE_TRIAL = `(() => {
  const playable = window.playable;
  if (!playable || typeof playable.openStore !== 'function') return { tried: false };
  try { playable.openStore(); return { tried: true }; } catch (error) { return { tried: true, threw: String(error) }; }
})()`
