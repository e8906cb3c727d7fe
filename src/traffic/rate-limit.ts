import type { IncomingHttpHeaders } from 'node:http'

/** The rate-limit headers every response carries (docs/api.md#rate-limits). */
export interface RateLimit {
  limit: number
  remaining: number
  /** When the current window resets, in milliseconds since epoch. */
  resetAtMs: number
  /** When this client read these headers, in milliseconds since epoch. */
  seenAtMs: number
}

/** The API's windows are a minute long; the rest allows for the runner's clock differing from the server's. */
export const MAX_RESET_AHEAD_MS = 70_000

/**
 * The headers as a reading, or undefined when they are missing, malformed or implausible. A reset that is already
 * past, or further ahead than a window could be (a typo, milliseconds sent as seconds), is not trusted: waiting for
 * it would either spin or stall, so the caller falls back to backoff.
 */
export function parseRateLimit(headers: IncomingHttpHeaders, nowMs: number): RateLimit | undefined {
  const limit = integer(headers['x-ratelimit-limit'])
  const remaining = integer(headers['x-ratelimit-remaining'])
  const reset = integer(headers['x-ratelimit-reset'])
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined
  const resetAtMs = reset * 1000
  if (resetAtMs <= nowMs || resetAtMs > nowMs + MAX_RESET_AHEAD_MS || remaining > limit) return undefined
  return { limit, remaining, resetAtMs, seenAtMs: nowMs }
}

function integer(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value
  if (text === undefined || !/^\s*\d{1,15}\s*$/.test(text)) return undefined
  return Number(text)
}

/**
 * A 429's `Retry-After` is trusted this far ahead at most. The windows are a minute long, so a wait much longer is not
 * the limit's (a typo, milliseconds sent as seconds): the caller backs off instead, and the step's timeout bounds it.
 */
export const MAX_RETRY_AFTER_MS = 120_000

/**
 * When a 429's `Retry-After` says to send again, in milliseconds since epoch: delay-seconds (`2`) or an HTTP-date
 * (`Wed, 21 Oct 2026 07:28:00 GMT`). Undefined when missing, malformed, not ahead of now (sending again at once would
 * spin), or further ahead than MAX_RETRY_AFTER_MS.
 */
export function parseRetryAfter(headers: IncomingHttpHeaders, nowMs: number): number | undefined {
  const text = headers['retry-after']?.trim()
  if (text === undefined) return undefined
  let atMs: number
  if (/^\d{1,9}$/.test(text)) atMs = nowMs + Number(text) * 1000
  else if (HTTP_DATE.test(text)) atMs = Date.parse(text)
  else return undefined
  if (!(atMs > nowMs) || atMs > nowMs + MAX_RETRY_AFTER_MS) return undefined
  return atMs
}

// IMF-fixdate, the form RFC 9110 has senders write (Date.parse alone takes "1" for the year 2001).
const HTTP_DATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/
