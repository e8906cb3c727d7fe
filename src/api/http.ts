import { HttpClient } from '@actions/http-client'
import { USER_AGENT } from '../version.js'

/** HTTP as every request of the step speaks it: @actions/http-client (proxies honoured), aborted by a signal. */

// The package does not export its interfaces module.
type RequestHandler = NonNullable<ConstructorParameters<typeof HttpClient>[1]>[number]

/** A client for one request: no redirects followed and no retries of its own (the callers decide both). */
export function httpClient(signal: AbortSignal): HttpClient {
  return new HttpClient(USER_AGENT, [abortOn(signal)], { allowRedirects: false, allowRetries: false })
}

/**
 * One step's reads over connections kept alive: a fresh agent per request costs a TCP and TLS handshake each, and a
 * pull of thousands of files most of its time and memory. Reads only: a write whose kept connection the server had
 * just closed would fail of an unknown outcome, and writes are never sent twice; a read is simply retried.
 */
export class KeptAliveReads {
  private signal: AbortSignal | undefined
  private readonly client = new HttpClient(USER_AGENT, [abortOn(() => this.signal)], {
    allowRedirects: false,
    allowRetries: false,
    keepAlive: true,
  })

  request(url: string, headers: Record<string, string>, signal: AbortSignal): ReturnType<HttpClient['request']> {
    // http-client asks its handlers before its first await: the signal they read is this request's.
    this.signal = signal
    try {
      return this.client.request('GET', url, null, headers)
    } finally {
      this.signal = undefined
    }
  }
}

// @actions/http-client takes no AbortSignal; a handler can still put one on node's request options.
function abortOn(signal: AbortSignal | (() => AbortSignal | undefined)): RequestHandler {
  return {
    prepareRequest: options => {
      options.signal = typeof signal === 'function' ? signal() : signal
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('not used')),
  }
}

/** One request's signal: the step's, or its own time limit. */
export interface RequestSignal {
  signal: AbortSignal
  /** Whether it was the request's own time limit that ended it. */
  timedOut: () => boolean
  /** Called once the request is over: its timer stopped, and its listener taken off the step's signal. */
  end: () => void
}

/**
 * Ends with the request, unlike `AbortSignal.any([step, AbortSignal.timeout(ms)])`: that keeps each timer, and each
 * request's signal on the step's, alive after the request, so thousands of quick requests held thousands of
 * finished ones (and made each collection slower).
 */
export function requestSignal(step: AbortSignal, ms: number): RequestSignal {
  const controller = new AbortController()
  let timedOut = false
  const onStep = (): void => controller.abort(step.reason)
  if (step.aborted) onStep()
  else step.addEventListener('abort', onStep, { once: true })
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException('The request timed out', 'TimeoutError'))
  }, ms)
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    end: () => {
      clearTimeout(timer)
      step.removeEventListener('abort', onStep)
    },
  }
}

// Every await is raced with the signal, so a timeout or cancel ends it even if the socket says nothing.
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // The reason is the step's StepTimeoutError/CancelledError, or the request timeout's DOMException.
    const onAbort = (): void => reject(signal.reason as Error)
    if (signal.aborted) {
      // No longer waited for, its failure must still be handled: node ends the process on an unhandled rejection.
      promise.catch(() => undefined)
      return onAbort()
    }
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
