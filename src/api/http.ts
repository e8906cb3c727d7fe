import { HttpClient } from '@actions/http-client'
import { USER_AGENT } from '../version.js'

/** HTTP as every request of the step speaks it: @actions/http-client (proxies honoured), aborted by a signal. */

// The package does not export its interfaces module.
type RequestHandler = NonNullable<ConstructorParameters<typeof HttpClient>[1]>[number]

/** A client for one request: no redirects followed and no retries of its own (the callers decide both). */
export function httpClient(signal: AbortSignal): HttpClient {
  return new HttpClient(USER_AGENT, [abortOn(signal)], { allowRedirects: false, allowRetries: false })
}

// @actions/http-client takes no AbortSignal; a handler can still put one on node's request options.
function abortOn(signal: AbortSignal): RequestHandler {
  return {
    prepareRequest: options => {
      options.signal = signal
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('not used')),
  }
}

// Every await is raced with the signal, so a timeout or cancel ends it even if the socket says nothing.
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // The reason is the step's StepTimeoutError/CancelledError, or the request timeout's DOMException.
    const onAbort = (): void => reject(signal.reason as Error)
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
