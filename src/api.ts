import { HttpClient } from '@actions/http-client'
import { text as readText } from 'node:stream/consumers'
import { ApiError, TransportError, hintFor } from './errors.js'
import { type Created, type Job, parseCreated, parseJob } from './job.js'
import { type RateLimit, parseRateLimit } from './ratelimit.js'
import { USER_AGENT } from './version.js'

export interface CreateCheckpointBody {
  projectId: number
  branchId: string
  description: string
}

/** A parsed answer, with the rate-limit headers that came with it. */
export interface Answer<T> {
  value: T
  rateLimit?: RateLimit
}

// The package does not export its interfaces module.
type RequestHandler = NonNullable<ConstructorParameters<typeof HttpClient>[1]>[number]

/** Each request's own limit, well under the step's, so one hung request cannot take the whole budget. */
export const CREATE_TIMEOUT_MS = 15_000
export const POLL_TIMEOUT_MS = 5_000
/** The API's error text is shown whole up to this length. */
const MAX_ERROR_TEXT = 500

/**
 * The checkpoint API over @actions/http-client (which brings proxy support).
 * Redirects are not followed: the client's own redirect handling keeps the token on a new port of the same
 * host, and the API has no reason to redirect. The token is a per-call header, never a client-wide one.
 */
export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async createCheckpoint(body: CreateCheckpointBody, signal: AbortSignal): Promise<Answer<Created>> {
    const answer = await this.send('POST', '/api/checkpoints', JSON.stringify(body), signal, CREATE_TIMEOUT_MS)
    return { value: parseCreated(answer.value), rateLimit: answer.rateLimit }
  }

  async getJob(id: number, signal: AbortSignal): Promise<Answer<Job>> {
    const answer = await this.send('GET', `/api/jobs/${encodeURIComponent(id)}`, null, signal, POLL_TIMEOUT_MS)
    return { value: parseJob(answer.value), rateLimit: answer.rateLimit }
  }

  private async send(
    method: string,
    path: string,
    body: string | null,
    stepSignal: AbortSignal,
    timeoutMs: number,
  ): Promise<Answer<unknown>> {
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = AbortSignal.any([stepSignal, timeout])
    const client = new HttpClient(USER_AGENT, [abortOn(signal)], { allowRedirects: false, allowRetries: false })
    const headers = {
      authorization: `Bearer ${this.token}`,
      accept: 'application/json',
      ...(body === null ? {} : { 'content-type': 'application/json' }),
    }
    const where = `${method} ${this.baseUrl}${path}`
    let status: number
    let text: string
    let rateLimit: RateLimit | undefined
    try {
      const response = await untilAborted(client.request(method, this.baseUrl + path, body ?? '', headers), signal)
      status = response.message.statusCode ?? 0
      rateLimit = parseRateLimit(response.message.headers, Date.now())
      if (status >= 300 && status < 400) {
        const location = String(response.message.headers.location ?? 'nowhere')
        response.message.resume()
        throw new ApiError(status, `Redirect to ${location}`, hintFor(status))
      }
      // Not readBody(): it never settles when the connection drops mid-body; text() rejects.
      text = await untilAborted(readText(response.message), signal)
    } catch (error) {
      if (stepSignal.aborted) throw stepSignal.reason
      if (error instanceof ApiError) throw error
      if (timeout.aborted) {
        throw new TransportError(`${where}: no answer within ${timeoutMs / 1000} s`, true)
      }
      const code = (error as NodeJS.ErrnoException).code ?? ''
      const known = NETWORK_ERRORS[code]
      // A refused connection never reached the server; anything else may have been acted on.
      throw new TransportError(
        `${where}: ${known?.text ?? (error as Error).message}`,
        code !== 'ECONNREFUSED',
        known?.final,
      )
    }
    const json = parseJson(text)
    if (status >= 200 && status < 300) {
      if (json === undefined) throw new TransportError(`${where}: ${status} with ${describeBody(text)}`, true)
      return { value: json, rateLimit }
    }
    const apiText = errorText(json) ?? describeBody(text)
    throw new ApiError(status, apiText, hintFor(status), status === 429 ? rateLimit?.resetAtMs : undefined)
  }
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
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // The reason is the step's StepTimeoutError/CancelledError, or the request timeout's DOMException.
    const onAbort = (): void => reject(signal.reason as Error)
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

const untrusted = 'TLS certificate not trusted (for a private CA, set NODE_EXTRA_CA_CERTS to its certificate file)'
const NETWORK_ERRORS: Record<string, { text: string; final?: boolean }> = {
  ECONNREFUSED: { text: 'connection refused (is base-url right, and the service up?)' },
  ECONNRESET: { text: 'connection reset' },
  EPIPE: { text: 'connection closed while sending' },
  ETIMEDOUT: { text: 'connection timed out' },
  EAI_AGAIN: { text: 'host name lookup failed for now (DNS)' },
  ENOTFOUND: { text: 'host not found (check base-url)', final: true },
  CERT_HAS_EXPIRED: { text: 'TLS certificate has expired', final: true },
  ERR_TLS_CERT_ALTNAME_INVALID: { text: "TLS certificate does not match base-url's host", final: true },
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: { text: untrusted, final: true },
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: { text: untrusted, final: true },
  SELF_SIGNED_CERT_IN_CHAIN: { text: untrusted, final: true },
  DEPTH_ZERO_SELF_SIGNED_CERT: { text: untrusted, final: true },
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function errorText(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const error = (json as { error?: unknown }).error
  if (typeof error !== 'string' || !error.trim()) return undefined
  const text = error.trim()
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text
}

/** Names what an unusable body was without echoing it (it may be a proxy's whole HTML page). */
export function describeBody(text: string): string {
  const trimmed = text.trim()
  if (!trimmed) return 'an empty body'
  if (trimmed.startsWith('<')) return 'an HTML page instead of JSON (a proxy or gateway error?)'
  return 'a body that is not valid JSON'
}
