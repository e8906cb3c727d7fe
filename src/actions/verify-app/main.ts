import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type VerifyInputs, readVerifyInputs } from './inputs.js'
import { verifySummaryHtml } from './summary.js'
import { BROWSER_COMMANDS, findBrowser } from '../../browser/find-browser.js'
import { type Browser, launchBrowser } from '../../browser/launch.js'
import { type ServedPage, servePage } from '../../verifying/serve-directory.js'
import { type AppReport, openApp } from '../../verifying/open-app.js'
import { PLAIN_MRAID, containerFor } from '../../verifying/containers.js'
import { mraidStandIn } from '../../verifying/container-stand-ins.js'
import { shellStandIn } from '../../verifying/shells.js'
import { type Likeness, describeSimilarity, score } from '../../verifying/likeness.js'
import type { Pixels } from '../../images/similarity.js'
import { describeClicks } from '../../verifying/page-clock.js'
import { AppFailedError, InputError, messageOf } from '../../errors.js'
import { jobFailureSummaryHtml } from '../../report/format.js'
import { type StepIO, runStep } from '../../step.js'
import { clip } from '../../text.js'

/** Beyond `timeout`: the browser's start, the last look, the screenshot and closing; the step's hard bound is the sum. */
const BROWSER_GRACE_MS = 60_000

/**
 * The verify-app action: inputs → a browser found → the build served (or the url taken as it is) → the app opened
 * and watched until it passes, fails or the time runs out → screenshot, outputs and summary. Browser, server and
 * profile are gone when it ends, however it ends.
 */
export async function run(): Promise<void> {
  await runStep([], verify, error => ({
    message: messageOf(error),
    // A failed app wrote its own summary, with the figures and the screenshot; any other failure says why here.
    summaryHtml: message => (error instanceof AppFailedError ? '' : jobFailureSummaryHtml('App not verified', message)),
  }))
}

async function verify(io: StepIO): Promise<void> {
  const inputs = readVerifyInputs(io.input, process.env)
  const reference = inputs.reference && (await readReference(inputs.reference.path))
  const browserPath = inputs.browser ?? findBrowser(process.env)?.path
  if (!browserPath) throw new InputError(NO_BROWSER)
  const signal = io.startClock(inputs.timeoutSeconds * 1000 + BROWSER_GRACE_MS)

  let served: ServedPage | undefined
  let browser: Browser | undefined
  try {
    const container = inputs.network && containerFor(inputs.network)
    const mraid = container?.mraid ? mraidStandIn(container.mraid) : inputs.mraid ? PLAIN_MRAID() : undefined
    let url: URL
    if ('url' in inputs.app) url = inputs.app.url
    // A mobile app's web folder, as its shell loads it: from the device's files, nothing served.
    else if (inputs.platform) url = pathToFileURL(join(inputs.app.directory, inputs.app.page))
    else {
      served = await servePage(inputs.app.directory, inputs.app.page, { mraid })
      url = served.url
    }
    browser = await launchBrowser(browserPath, process.env.RUNNER_TEMP || tmpdir())
    signal.throwIfAborted()
    io.info(
      `Opening ${served && 'directory' in inputs.app ? `${inputs.app.directory} (served at ${url.href})` : url.href} in ${browser.version} (${browserPath})${container ? `, in a stand-in of ${container.network.label}'s container` : ''}${inputs.platform ? `, from its file as ${inputs.platform.label}'s shell opens it` : ''}`,
    )
    const opened = await openApp(browser, {
      url,
      frames: inputs.frames,
      timeoutSeconds: inputs.timeoutSeconds,
      failOnConsoleError: inputs.failOnConsoleError,
      offline: inputs.offline,
      container,
      shell: inputs.platform && shellStandIn(inputs.platform),
      pinClock: inputs.pinClock,
      clicks: inputs.clicks,
      signal,
    })
    const screenshot = await keepScreenshot(opened, inputs.screenshot, io)
    const likeness =
      reference && inputs.reference && reference.compare(opened.screenshot, inputs.reference.minSimilarity)
    // The picture's fault joins the app's: one verdict, one summary, whether or not the app passed otherwise.
    const report = likeness?.fault ? { ...opened, passed: false, faults: [...opened.faults, likeness.fault] } : opened
    tell(report, inputs, screenshot, likeness, io)
    await io.writeSummary(verifySummaryHtml({ inputs, report, screenshot, likeness, browser: browser.version }))
    if (!report.passed) throw new AppFailedError(report.faults)
  } finally {
    await browser?.close()
    await served?.close()
  }
}

/** The screenshot written where `screenshot` says; its path, or undefined when the page gave none. */
async function keepScreenshot(report: AppReport, path: string, io: StepIO): Promise<string | undefined> {
  if (!report.screenshot) {
    io.warn(`No screenshot: ${report.screenshotError ?? 'the page gave none'}`)
    return undefined
  }
  try {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, report.screenshot)
    return path
  } catch (error) {
    io.warn(`Could not write the screenshot to ${path}: ${messageOf(error)}`)
    return undefined
  }
}

/**
 * The reference's pixels, read before the browser starts, and how to hold a screenshot to them: the comparison's code
 * (pngjs, ssim.js) is loaded here only, so no other step pays for it.
 */
async function readReference(
  path: string,
): Promise<{ compare: (screenshot: Buffer | undefined, bound: number) => Likeness }> {
  const { compareWithReference, decodePng } = await import('../../verifying/reference.js')
  let pixels: Pixels
  try {
    pixels = decodePng(await readFile(path))
  } catch (error) {
    throw new InputError(
      `Input 'reference' must be a PNG (verify-app's screenshot); ${clip(path, 300)} could not be read as one: ${clip(String(error), 200)}`,
    )
  }
  return { compare: (screenshot, bound) => compareWithReference(screenshot, pixels, bound) }
}

/** Outputs, and the log: figures, the app's console errors as a warning, the faults (the page's words, untrusted). */
function tell(
  report: AppReport,
  inputs: VerifyInputs,
  screenshot: string | undefined,
  likeness: Likeness | undefined,
  io: StepIO,
): void {
  const frames = inputs.frames
  const state = report.state
  const startedIn = state?.startedAt !== undefined ? (state.startedAt / 1000).toFixed(1) : ''
  io.output('screenshot', screenshot ?? '')
  io.output('frames', String(state?.frame ?? 0))
  io.output('device', state?.device ?? '')
  io.output('errors', String(report.faults.length))
  io.output('started-in', startedIn)
  io.output('store-call', report.storeCall ?? '')
  io.output('similarity', likeness?.similarity ? score(likeness.similarity.whole) : '')
  if (report.consoleErrors.length > 0)
    io.warn(`The app wrote ${report.consoleErrors.length} console error(s):\n${report.consoleErrors.join('\n')}`)
  const figures = [
    `Engine: ${state?.engine ?? 'not loaded'}`,
    `Device: ${state?.device ?? 'none'}`,
    `Started in: ${startedIn ? `${startedIn} s` : 'not started'}`,
    `Frames: ${state?.frame ?? 0} of ${frames}`,
    `Screenshot: ${screenshot ?? 'none'}`,
    ...(report.storeCall ? [`Store link: playable.openStore() reached ${report.storeCall}`] : []),
    ...(inputs.pinClock ? [`Clock: pinned, the picture held at frame ${frames}`] : []),
    ...(inputs.clicks.length > 0 ? [`Clicks: ${describeClicks(inputs.clicks)}`] : []),
    ...(inputs.reference
      ? [
          `Similarity to ${inputs.reference.path}: ${likeness?.similarity ? describeSimilarity(likeness.similarity, inputs.reference.minSimilarity) : 'not compared'}`,
        ]
      : []),
  ]
  io.group(
    report.passed ? 'The app started and drew its frames' : 'The app failed',
    [...figures, ...report.faults.map(fault => `Fault: ${fault.message}`)].join('\n'),
  )
}

const NO_BROWSER = `No browser found for input 'browser': looked at CHROME_BIN, then ${BROWSER_COMMANDS.join(', ')} on PATH, then Chrome's install paths. Ubuntu x64, Windows and macOS runners have Google Chrome; elsewhere (ubuntu arm runners, containers) install one in an earlier step (browser-actions/setup-chrome, or sudo apt-get install -y chromium) or set 'browser' to its path. verify-app never downloads a browser itself.`
