import { CancelledError, StepTimeoutError } from './errors.js'
import { MAX_TIMER_MS } from './traffic/traffic.js'

export interface StepSignal {
  /** Aborts with a StepTimeoutError when the budget runs out, or a CancelledError on SIGINT/SIGTERM. */
  signal: AbortSignal
  dispose(): void
}

/** One signal for the whole step, passed to every request and every wait, so a timeout or cancel ends all. */
export function stepSignal(timeoutMs: number): StepSignal {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new StepTimeoutError(timeoutMs / 1000)),
    Math.min(timeoutMs, MAX_TIMER_MS),
  )
  const cancel = (name: NodeJS.Signals): void => controller.abort(new CancelledError(name))
  process.once('SIGINT', cancel)
  process.once('SIGTERM', cancel)
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer)
      process.off('SIGINT', cancel)
      process.off('SIGTERM', cancel)
    },
  }
}
