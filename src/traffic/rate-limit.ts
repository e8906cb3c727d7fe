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
