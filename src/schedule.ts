import type { RateLimit } from './ratelimit.js'

/**
 * When to poll next. Pure: the job's age, the last rate-limit headers, the wall clock and a random source
 * come in as values. Waiting a fixed fraction of the job's age keeps lateness within that fraction of the
 * job's length, while a long job costs a request every MAX_POLL_MS at most.
 */
export const MIN_POLL_MS = 280
export const MAX_POLL_MS = 5_000
export const AGE_FRACTION = 0.24
/** Below this share of the window's budget, polling is paced to make the rest last until the reset. */
export const LOW_BUDGET_SHARE = 0.2
/** Spreads the runs that share a token so they do not all return at the reset instant. */
export const RESET_JITTER_MS = 1_000

export function pollDelay(
  ageMs: number,
  rateLimit: RateLimit | undefined,
  nowMs: number,
  random: () => number,
): number {
  const byAge = Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, ageMs * AGE_FRACTION))
  return rateLimit ? Math.max(byAge, budgetDelay(rateLimit, nowMs, random)) : byAge
}

/** How long the token's shared budget asks us to hold back: 0 while it is plentiful. */
export function budgetDelay(rateLimit: RateLimit, nowMs: number, random: () => number): number {
  if (rateLimit.remaining <= 0) return afterReset(rateLimit.resetAtMs, nowMs, random)
  if (rateLimit.remaining >= rateLimit.limit * LOW_BUDGET_SHARE) return 0
  return Math.max(0, rateLimit.resetAtMs - nowMs) / rateLimit.remaining
}

/** Time until a rate-limit window resets, plus jitter. */
export function afterReset(resetAtMs: number, nowMs: number, random: () => number): number {
  return Math.max(0, resetAtMs - nowMs) + random() * RESET_JITTER_MS
}
