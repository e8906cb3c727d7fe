import * as core from '@actions/core'
import { Traffic } from './traffic/traffic.js'
import { printUntrusted } from './report/untrusted-log.js'
import { type StepSignal, stepSignal } from './step-signal.js'
import { redactor } from './text.js'
import type { InputReader } from './inputs/inputs.js'
import { evaluatedInputs, isUnevaluated } from './inputs/unevaluated.js'

/**
 * What a step of either action has to speak to the runner: every line printed, output set and summary written goes
 * through here, redacted; text others wrote only through `untrusted`. With `run()`, the only module that talks to
 * @actions/core.
 */
export interface StepIO {
  /** An input by its action.yml name; '' when not given, or when still an unevaluated `${{ … }}` (with a notice). */
  input: InputReader
  /** The step's traffic record; its debug lines go to the runner's debug log. */
  traffic: Traffic
  /** Text others wrote (the API, a commit author), where no line can act as a workflow command. */
  untrusted: (text: string) => void
  info: (text: string) => void
  warn: (text: string) => void
  debug: (text: string) => void
  group: (title: string, text: string) => void
  output: (name: string, value: string) => void
  /** A secret learnt while the step runs (a signed link): masked in the log from now on, and redacted everywhere. */
  secret: (value: string) => void
  /** A courtesy: a runner without a summary file, or a failed write, does not change the step's outcome; empty writes nothing. */
  writeSummary: (html: string) => Promise<void>
  /** Starts the step's own clock (the timeout input) and SIGINT/SIGTERM: the signal every request and wait takes. */
  startClock: (timeoutMs: number) => AbortSignal
}

/** What a failed step says: the annotation's message, and the summary. */
export interface Failure {
  message: string
  summaryHtml: (message: string) => string
}

/**
 * Runs one step: secrets masked before anything is printed, `body` given the step's I/O, and any failure reported
 * as `describe` says, redacted. The step's clock and signal handlers end with it.
 */
export async function runStep(
  secretInputs: readonly string[],
  body: (io: StepIO) => Promise<void>,
  describe: (error: unknown, traffic: Traffic) => Failure,
): Promise<void> {
  // Masked before anything, valid or not, can be printed; the runner masks the log, redact() the rest.
  // An unevaluated `${{ … }}` is no secret, and is told as it is (src/inputs/unevaluated.ts).
  const secrets = secretInputs.map(name => core.getInput(name)).filter(value => !isUnevaluated(value))
  for (const secret of secrets) if (secret) core.setSecret(secret)
  let redact = redactor(secrets)
  let clock: StepSignal | undefined
  const io: StepIO = {
    input: evaluatedInputs(
      name => core.getInput(name),
      text => core.notice(redact(text)),
    ),
    traffic: new Traffic(line => core.debug(redact(line))),
    untrusted: text => printUntrusted(redact(text)),
    info: text => core.info(redact(text)),
    warn: text => core.warning(redact(text)),
    debug: text => core.debug(redact(text)),
    group: (title, text) => {
      core.startGroup(redact(title))
      printUntrusted(redact(text))
      core.endGroup()
    },
    output: (name, value) => core.setOutput(name, redact(value)),
    secret: value => {
      if (!value) return
      core.setSecret(value)
      secrets.push(value)
      redact = redactor(secrets)
    },
    writeSummary: async html => {
      if (!process.env.GITHUB_STEP_SUMMARY || !html) return
      try {
        await core.summary.addRaw(redact(html)).write()
      } catch (error) {
        io.warn(`Could not write the step summary: ${(error as Error).message}`)
      }
    },
    startClock: timeoutMs => {
      clock?.dispose()
      clock = stepSignal(timeoutMs)
      return clock.signal
    },
  }
  try {
    await body(io)
  } catch (error) {
    const failure = describe(error, io.traffic)
    const message = redact(failure.message)
    core.setFailed(message)
    await io.writeSummary(failure.summaryHtml(message))
  } finally {
    clock?.dispose()
  }
}
