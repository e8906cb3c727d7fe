import { setTimeout as sleep } from 'node:timers/promises'
import { type Browser, VIEWPORT } from '../browser/launch.js'
import { PageRecord } from './page-record.js'
import { PROBE, type ProbeState, WATCHER, readProbe } from './page-probe.js'
import { type Expected, type Fault, describeProblem, judge } from './verdict.js'

/** How often the page is looked at while the app starts and draws. */
const LOOK_EVERY_MS = 100
/**
 * At the timeout, one more look, this long at most: a page busy (parsing the engine, a long frame) answers late, and
 * the fault must say where the app is, not where it was at the last answer.
 */
const LAST_LOOK_MS = 5_000
/** How long a screenshot may take: a page stuck in a loop never gives one. */
const SCREENSHOT_MS = 10_000

export interface OpenOptions extends Expected {
  url: URL
  /** Any request out of the page is a fault (page-record.ts). */
  offline?: boolean
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
}

/**
 * Opens `url` in a new tab of `browser` and watches the app until it passes, fails or the time runs out: every look
 * reads the engine's application (page-probe.ts), every event of the page is kept (page-record.ts), and judge() says
 * when it is done. The tab's screenshot is taken at the end, pass or fail.
 */
export async function openApp(browser: Browser, options: OpenOptions): Promise<AppReport> {
  const { cdp } = browser
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' })
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true })
  const session = String(sessionId)
  const record = new PageRecord(options.url, options.offline)
  const events: [string, (params: Record<string, unknown>) => void][] = [
    ['Runtime.exceptionThrown', params => record.exceptionThrown(params)],
    ['Runtime.consoleAPICalled', params => record.consoleApiCalled(params)],
    ['Network.requestWillBeSent', params => record.requestWillBeSent(params)],
    ['Network.responseReceived', params => record.responseReceived(params)],
    ['Network.loadingFinished', params => record.loadingFinished(params)],
    ['Network.loadingFailed', params => record.loadingFailed(params)],
  ]
  for (const [method, handler] of events)
    cdp.on(method, (params, from) => {
      if (from === session) handler(params)
    })
  const send = (method: string, params: Record<string, unknown> = {}, timeoutMs?: number) =>
    cdp.send(method, params, session, timeoutMs)
  await Promise.all([
    send('Runtime.enable'),
    send('Network.enable'),
    send('Network.setCacheDisabled', { cacheDisabled: true }),
    send('Page.enable'),
    send('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, deviceScaleFactor: 1, mobile: false }),
    send('Page.addScriptToEvaluateOnNewDocument', { source: WATCHER }),
  ])

  // `timeout` counts from the navigation's start, for the app to start and draw its frames.
  const deadline = Date.now() + options.timeoutSeconds * 1000
  const left = (): number => Math.max(1, deadline - Date.now())
  let pageError: string | undefined
  const navigated = await send('Page.navigate', { url: options.url.href }, left()).catch((error: Error) => ({
    errorText: error.message,
  }))
  if (typeof navigated.errorText === 'string' && navigated.errorText) pageError = navigated.errorText

  let state: ProbeState | undefined
  let answering = true
  const look = async (timeoutMs: number): Promise<void> => {
    const answer = await send('Runtime.evaluate', { expression: PROBE, returnByValue: true }, timeoutMs).catch(
      () => undefined,
    )
    answering = answer !== undefined
    const result = answer?.result as { value?: unknown } | undefined
    if (answer && !answer.exceptionDetails) state = readProbe(result?.value, options.url)
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

  const shot = await send('Page.captureScreenshot', { format: 'png' }, SCREENSHOT_MS).then(
    answer => ({ screenshot: Buffer.from(typeof answer.data === 'string' ? answer.data : '', 'base64') }),
    (error: Error) => ({ screenshotError: error.message }),
  )
  return {
    passed: verdict.status === 'passed',
    faults: verdict.status === 'failed' ? verdict.faults : [],
    state,
    consoleErrors: record.consoleErrors.map(describeProblem),
    ...shot,
  }

  function seen() {
    return {
      state,
      problems: record.problems,
      consoleErrors: record.consoleErrors,
      openRequests: record.openRequests(),
      answering,
      pageError,
    }
  }
}
