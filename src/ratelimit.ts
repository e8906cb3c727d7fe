import type { IncomingHttpHeaders } from 'node:http'

/** The rate-limit headers every response carries (spec §8). */
export interface RateLimit {
  limit: number
  remaining: number
  /** When the current window resets, in milliseconds since epoch. */
  resetAtMs: number
  /** When this client read these headers, in milliseconds since epoch. */
  seenAtMs: number
}

export function parseRateLimit(headers: IncomingHttpHeaders, nowMs: number): RateLimit | undefined {
  const limit = integer(headers['x-ratelimit-limit'])
  const remaining = integer(headers['x-ratelimit-remaining'])
  const reset = integer(headers['x-ratelimit-reset'])
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined
  return { limit, remaining, resetAtMs: reset * 1000, seenAtMs: nowMs }
}

function integer(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value
  if (text === undefined || !/^\s*\d+\s*$/.test(text)) return undefined
  return Number(text)
}
