import type { RateLimit } from '../src/api/rate-limit.js'

/**
 * When to poll next. Pure: the job's age, the last rate-limit headers, the wall clock and a random source
 * come in as values. Waiting a fixed fraction of the job's age keeps lateness within that fraction of the
 * job's length, while a long job costs a request every MAX_POLL_MS at most.
 */
export const MIN_POLL_MS = 280
export const MAX_POLL_MS = 12_000
export const AGE_FRACTION = 0.24
/** Below this share of the window's budget, polling is paced to make the rest last until the reset. */
export const LOW_BUDGET_SHARE = 0.2
/** Spreads the runs that share a token so they do not all return at the reset instant. */
export const RESET_JITTER_MS = 1_000
/** A run held back on one reading waits for the reset only when it is this near, so a hold costs little. */
export const HOLD_MAX_MS = 10_000

export function pollDelay(
  ageMs: number,
  latest: RateLimit | undefined,
  previous: RateLimit | undefined,
  nowMs: number,
  random: () => number,
): number {
  const byAge = Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, ageMs * AGE_FRACTION))
  return latest ? Math.max(byAge, budgetDelay(latest, previous, nowMs, random)) : byAge
}

/**
 * How long the token's shared budget asks us to hold back: 0 while it lasts until the reset. Other runs using
 * the token show in how fast `remaining` falls between two of our own requests; if everyone slows by the factor
 * that makes the rest last until the reset, the budget is shared without 429s.
 */
export function budgetDelay(
  latest: RateLimit,
  previous: RateLimit | undefined,
  nowMs: number,
  random: () => number,
): number {
  if (latest.remaining <= 0) return afterReset(latest.resetAtMs, nowMs, random)
  const untilReset = Math.max(0, latest.resetAtMs - nowMs)
  const rate = previous && spendRate(previous, latest)
  if (!previous || rate === undefined) return oneReadingDelay(latest, untilReset, nowMs, random)
  const lastsMs = latest.remaining / rate
  if (lastsMs >= untilReset) return 0
  const interval = latest.seenAtMs - previous.seenAtMs
  return Math.min(interval * (untilReset / lastsMs), afterReset(latest.resetAtMs, nowMs, random))
}

/**
 * With one reading there is no rate to see. When more of the window's budget is spent than is left, the spenders
 * so far would not all fit again: each run goes on with the chance that the rest fits, remaining / spent, and
 * otherwise waits for the reset, if it is near (a far reset would make a lone run on a busy token wait long).
 */
function oneReadingDelay(latest: RateLimit, untilReset: number, nowMs: number, random: () => number): number {
  const spent = latest.limit - latest.remaining
  if (spent > latest.remaining && untilReset <= HOLD_MAX_MS && random() >= latest.remaining / spent) {
    return afterReset(latest.resetAtMs, nowMs, random)
  }
  return latest.remaining < latest.limit * LOW_BUDGET_SHARE ? untilReset / latest.remaining : 0
}

/** Requests per millisecond spent by everyone using the token, between two readings in the same window. */
export function spendRate(previous: RateLimit, latest: RateLimit): number | undefined {
  if (previous.resetAtMs !== latest.resetAtMs) return undefined
  const spent = previous.remaining - latest.remaining
  const span = latest.seenAtMs - previous.seenAtMs
  return spent > 0 && span > 0 ? spent / span : undefined
}

/** Time until a rate-limit window resets, plus jitter. */
export function afterReset(resetAtMs: number, nowMs: number, random: () => number): number {
  return Math.max(0, resetAtMs - nowMs) + random() * RESET_JITTER_MS
}
