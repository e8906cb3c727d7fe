import type { RateLimit } from '../traffic/rate-limit.js'
import {
  NORMAL_CLASS_MIN_LIMIT,
  NORMAL_CLASS_WINDOW_MS,
  type PollWindow,
  type Step,
  afterReset,
} from '../traffic/rate-windows.js'

/**
 * When to poll next. Pure: the job's age, the rate-limit readings, the step's own request counts, the wall clock
 * and a random source come in as values.
 *
 * Alone on a token, a run polls at a fixed fraction of the job's age: lateness stays within that fraction of the
 * job's length, and a long job costs a request every MAX_POLL_MS at most. Sharing a token, runs cannot talk to each
 * other, but every answer says what is left of the window and when it resets, and how fast `remaining` falls against
 * the run's own requests says how many spend it. Each run takes its share of what is left until the reset, keeping a
 * reserve, and what another client will spend before it (othersRate), and stretches its schedule (a larger age
 * fraction) until its own demand fits that share.
 */
export const MIN_POLL_MS = 280
export const MAX_POLL_MS = 12_000
export const AGE_FRACTION = 0.24
/**
 * Left as a margin against a 429 (which costs up to a minute), and for other tools using the token beyond the rate
 * the steps between readings show (othersRate).
 */
export const RESERVE_SHARE = 0.1
/**
 * Sharing a token, a run does not poll more than once a second: its spread starts at the age where its own pace
 * reaches a second. The quick early polls cost every run a request and rarely find a job done; skipping them keeps
 * the window for the polls that do (the price: a short job on a busy token is seen a second or two later).
 */
export const SHARE_FROM_AGE_MS = 1_000 / AGE_FRACTION
/**
 * Sharing only because of runs that may still arrive (the crowd seen alone would leave the run its own pace), a run
 * spreads its polls from this age instead: those runs have spent nothing yet, and a 2 s job skipped to past 4 s for a
 * crowd that never comes takes twice as long (tuned in the simulator).
 */
export const HELD_FROM_AGE_MS = 3_500

/** The polls' rate-limit window as the traffic record reads it, and the job's age. */
export interface PollInput extends PollWindow {
  /** How old the job is now (at most: counted from when the create was sent). */
  ageMs: number
  nowMs: number
  random: () => number
  /**
   * What the action cannot know, given only by the simulator's reference: how many runs spend the token, and how
   * many requests other tools will spend before the reset. With it, the pacing uses these instead of its estimate.
   */
  known?: { spenders: number; othersUntilReset: number }
  /** How many runs of this matrix may spend the token at once (the `parallel-runs` input); 1 or unset: no hint. */
  hint?: number
}

export interface PollPlan {
  delayMs: number
  /** 1 while the run polls at its own pace; below 1, the factor its schedule is stretched by to share the token. */
  pace: number
  /** What was read and why this delay, in one line, for the debug log. */
  why: string
}

export function planPoll(input: PollInput): PollPlan {
  const { ageMs, nowMs, latest, random } = input
  const own = byAge(ageMs)
  if (!latest) {
    const { crowd = 1 } = input
    if (crowd <= 1) return { delayMs: own, pace: 1, why: 'no rate-limit reading: polling by the job age' }
    // Others spend the token, but what is left for the polls is unknown: skip the quick early polls, as sharing runs do.
    const delayMs = Math.max(own, SHARE_FROM_AGE_MS - ageMs)
    const why = `no reading of the polls' class yet, ~${crowd.toFixed(1)} spending the token: first poll at ${(SHARE_FROM_AGE_MS / 1000).toFixed(1)} s of age`
    return { delayMs, pace: own / delayMs, why }
  }
  const untilReset = latest.resetAtMs - nowMs
  if (untilReset <= 0) return { delayMs: own, pace: 1, why: 'the window has reset since the last reading' }
  // Another client's requests until the reset, kept as headroom beside the reserve (othersRate).
  const rate = input.known ? 0 : othersRate(input)
  const others = input.known?.othersUntilReset ?? rate * untilReset
  const usable = latest.remaining - Math.ceil(latest.limit * RESERVE_SHARE) - others
  const seen = input.known?.spenders ?? estimateSpenders(input, rate)
  const spenders = input.known ? seen : plannedSpenders(input, seen, usable)
  const share = Math.max(0, usable / spenders)
  const kept = rate > 0 ? `, ~${others.toFixed(1)} kept for another client (${(rate * 1000).toFixed(2)} a second)` : ''
  const read = `${latest.remaining}/${latest.limit} left, reset in ${(untilReset / 1000).toFixed(1)} s, ~${spenders.toFixed(1)} spending it${kept}: share ${share.toFixed(1)}`
  const needed = demand(ageMs, untilReset)
  if (needed <= share) return { delayMs: own, pace: 1, why: `${read}, enough` }
  // Less than one poll each: a run polls with half the chance that would spend the share exactly, since the runs
  // deciding now cannot see each other's polls still to come (tuned in the simulator, bench/simulator.ts).
  // Runs that may still arrive are never by themselves a reason to skip the window: only the crowd seen is.
  if (share < 1 && usable / seen < 1 && random() >= share / 2) {
    const delayMs = afterReset(latest.resetAtMs, nowMs, random)
    return { delayMs, pace: 0, why: `${read}: no poll before the reset this time, waiting for it` }
  }
  const { ratio, spreadMs } = spread(ageMs, untilReset, share, spreadFromAge(needed, usable / seen))
  // A spread that starts late can reach past the reset; a new window is a new budget, so no later than just after it.
  const delayMs = Math.max(own, spreadMs <= untilReset ? spreadMs : afterReset(latest.resetAtMs, nowMs, random))
  return { delayMs, pace: own / delayMs, why: `${read}: polls spread ×${ratio.toFixed(2)} in age until the reset` }
}

/**
 * `share` polls before the reset and one just after it (the next window pays for that one), evenly spaced in log-age
 * from `fromAgeMs`: few early polls, where a job rarely ends. `spreadMs` is the delay to the first of them.
 */
function spread(
  ageMs: number,
  untilReset: number,
  share: number,
  fromAgeMs: number,
): { ratio: number; spreadMs: number } {
  const from = Math.max(ageMs, fromAgeMs)
  const ratio = ((from + untilReset) / from) ** (1 / (Math.max(1, Math.floor(share)) + 1))
  return { ratio, spreadMs: from * ratio - ageMs }
}

/** Where a spread starts, given the polls the run's own pace needs until the reset: see HELD_FROM_AGE_MS. */
function spreadFromAge(needed: number, seenShare: number): number {
  return needed <= seenShare ? HELD_FROM_AGE_MS : SHARE_FROM_AGE_MS
}

/**
 * A matrix's runners start over seconds (10–30 s on hosted runners, bench/staggered.ts). While fewer runs than the
 * hint have shown, the crowd is planned as large as it could still grow if it kept growing at its pace so far (the
 * crowd seen over the window's age) until ARRIVALS_SPAN_MS from the window's opening: a crowd that stops growing
 * releases the floor as the window ages. Both tuned in the simulator (`npm run simulate -- --staggered`).
 */
export const ARRIVALS_SPAN_MS = 40_000
/**
 * How far into the delay to the poll it plans the floor is read: the floor falls as the window ages with no more runs,
 * but runs may still come meanwhile (tuned in the simulator: at 1, early runs of a staggered matrix spend the share of
 * the runs still arriving; at 0, a hint larger than the runs that come holds the first poll back for nothing).
 */
export const FLOOR_LOOKAHEAD = 0.75
/** Before this age the window is too young to say how fast the crowd grows. */
export const ARRIVALS_FROM_MS = 2_000

/**
 * How many runs to plan the next poll for: the crowd seen, or, while the workflow's hint says more runs of this matrix
 * may still arrive, as many as could still come (see ARRIVALS_SPAN_MS), at most the hint, read FLOOR_LOOKAHEAD of the
 * way to the poll it plans: the floor falls as the window ages, so a poll planned from the floor at the create's
 * reading would wait as if the window stayed that young. A crowd that does grow meanwhile shows in the poll's reading
 * and holds the next poll back. A hint of 1 is the crowd seen.
 */
export function plannedSpenders(input: PollInput, seen: number, usable: number): number {
  const { latest, hint = 1, ageMs, nowMs } = input
  if (hint <= seen || !latest) return seen
  const untilReset = latest.resetAtMs - nowMs
  const windowAgeMs = nowMs - (latest.resetAtMs - NORMAL_CLASS_WINDOW_MS)
  const floorAt = (delayMs: number): number => {
    const couldCome = (seen * ARRIVALS_SPAN_MS) / Math.max(windowAgeMs + FLOOR_LOOKAHEAD * delayMs, ARRIVALS_FROM_MS)
    return Math.max(seen, Math.min(hint, couldCome))
  }
  const needed = demand(ageMs, untilReset)
  const fromAgeMs = spreadFromAge(needed, usable / seen)
  const delayFor = (spenders: number): number => {
    const share = Math.max(0, usable / spenders)
    if (needed <= share) return byAge(ageMs)
    return Math.max(byAge(ageMs), spread(ageMs, untilReset, share, fromAgeMs).spreadMs)
  }
  // A later poll reads a smaller floor, which allows a sooner poll: bisect for the delay that agrees with its floor.
  let [early, late] = [0, delayFor(floorAt(0))]
  while (late - early > 50) {
    const middle = (early + late) / 2
    if (delayFor(floorAt(middle)) <= middle) late = middle
    else early = middle
  }
  return floorAt(late)
}

/**
 * How many runs (in units of this one) spend the token. Two readings in one window: what `remaining` fell by per
 * own request. One reading: everyone else's requests in this window so far, each counted as a run like this one
 * (a burst of runs starting together shows as exactly that), tempered for a run that arrived late (below), and no
 * more than the matrix's hint when there is one.
 */
export function estimateSpenders(
  { latest, previous, ownSincePrevious, ownInWindow, hint = 1 }: PollInput,
  othersPerMs = 0,
): number {
  if (!latest) return 1
  const own = Math.max(1, ownInWindow)
  // Everyone's spending in this window so far, in units of this run's: it counts runs whose next poll is still to come.
  const asOwn = (latest.limit - latest.remaining) / own
  const arrived = arrivedEvenly(latest, own)
  const guess = arrived === undefined ? asOwn : Math.sqrt(asOwn * arrived)
  // The hint says how many runs of the matrix there are: their requests are not more runs than that. Other tools show
  // in the rate measured between two readings.
  const inWindow = hint > 1 ? Math.min(guess, hint) : guess
  return Math.max(1, inWindow, recentSpenders({ latest, previous, ownSincePrevious }, othersPerMs))
}

/**
 * Two readings in one window: what `remaining` fell by per own request between them (0 otherwise), less what another
 * client spending `othersPerMs` took meanwhile (that is kept apart, as headroom: othersRate).
 */
export function recentSpenders(
  { latest, previous, ownSincePrevious }: Omit<PollWindow, 'ownInWindow'>,
  othersPerMs = 0,
): number {
  if (!latest || !previous || previous.resetAtMs !== latest.resetAtMs || ownSincePrevious <= 0) return 0
  const others = othersPerMs * Math.max(0, latest.seenAtMs - previous.seenAtMs)
  return Math.max(0, previous.remaining - latest.remaining - others) / ownSincePrevious
}

/**
 * Another client on the token (a teammate's Editor, the sync tool's watch, another workflow) spends it in time, not in
 * step with this matrix's polls, and goes on until the reset whatever the runs do. So the pacing keeps its rate times
 * the time to the reset as headroom beside the reserve, and counts as runs only what the matrix spends (othersRate).
 * Its rate is read from the steps of the last OTHERS_SPAN_MS (at least the last step), so that a client that starts or
 * stops shows within a poll or two, over at least OTHERS_MIN_MS, so that a step of a second, where a poll more or less
 * is a rate of one a second, makes no client out of nothing. Tuned in the simulator (`npm run simulate -- --others`).
 */
export const OTHERS_SPAN_MS = 10_000
export const OTHERS_MIN_MS = 8_000
/**
 * While the matrix's share of what was left would let its runs poll within this factor of their own pace, they may be
 * polling at their own pace, which follows their age (a younger run polls faster), not this run's polls: a step then
 * counts each of them at least at the own pace of a run half this one's age.
 */
export const OWN_PACE_MARGIN = 1.5
/**
 * The step from the create to the first poll counts only where the create came this soon after its window opened
 * (the matrix arriving together): a run that arrives later finds the earlier runs polling faster than it does its first
 * poll, and would take their polls for another client (starts spread over 10 s, bench/staggered.ts).
 */
export const CREATE_STEP_WITHIN_MS = 4_000
/**
 * To tell siblings from another client: a sibling's poll falls either side of a step's end by chance, so what the
 * siblings sent in the span is uncertain by about half the square root of their number (one standard deviation), and
 * that much of the excess is not charged. Without it, a run that happened to poll least took its siblings' extra polls
 * for another client and waited for it (tuned in the simulator, `npm run simulate -- --others`: its cost table).
 */
export const SIBLING_SLACK = 0.5

/**
 * Another client's requests a millisecond: what `remaining` fell by in the recent steps beyond the requests of this
 * run and of the other runs of its matrix (`hint` in all, the `parallel-runs` input), each taken to have sent what this
 * run did (they read the same window and pace themselves alike; see OWN_PACE_MARGIN and CREATE_STEP_WITHIN_MS for where
 * they do not), less what chance puts either side of a step's ends (SIBLING_SLACK). At most the limit a minute. 0
 * without a hint (the matrix's size unknown: another client's requests count as runs, as they always did) or without a
 * step.
 */
export function othersRate({ steps, hint = 1, nowMs, ageMs, latest }: PollInput): number {
  if (hint <= 1 || !steps?.length || !latest) return 0
  const reserve = Math.ceil(latest.limit * RESERVE_SHARE)
  let [excess, ms] = [0, 0]
  for (let k = steps.length - 1; k >= 0; k--) {
    const step = steps[k] as Step
    if (ms > 0 && nowMs - step.atMs > OTHERS_SPAN_MS) break
    const startMs = step.atMs - step.ms
    if (
      step.afterCreate &&
      !(step.limit >= NORMAL_CLASS_MIN_LIMIT && startMs - windowOpenedAt(step) <= CREATE_STEP_WITHIN_MS)
    )
      continue
    const ageAtStart = Math.max(0, ageMs - (nowMs - startMs))
    const ownPace = ((step.before - reserve) / hint) * OWN_PACE_MARGIN >= demand(ageAtStart, step.resetAtMs - startMs)
    const each = ownPace ? Math.max(step.own, demand(ageAtStart / 2, step.ms)) : step.own
    excess += step.spent - step.own - (hint - 1) * each
    ms += step.ms
  }
  const beyondSiblings = excess - SIBLING_SLACK * Math.sqrt(hint - 1)
  return Math.min(latest.limit / NORMAL_CLASS_WINDOW_MS, Math.max(0, beyondSiblings) / Math.max(ms, OTHERS_MIN_MS))
}

/** When a step's window opened, for the normal class's 60-second windows. */
function windowOpenedAt(step: Step): number {
  return step.resetAtMs - NORMAL_CLASS_WINDOW_MS
}

/**
 * For a run that has sent less in this window than the runs before it (it arrived late, as runners of a matrix do
 * over 10–30 s): how many runs spent it if they arrived evenly over the window's age and each sent what a sharing run
 * sends by its age. Counting each other request as a run would take the earlier runs' polls for runs and leave the
 * latecomer less than a poll's share; counting evenly spread arrivals is too few when they came in a burst. The
 * estimate takes the geometric mean of the two (tuned in the simulator: bench/staggered.ts). Undefined where the
 * window's length is not known (a class other than the normal one) or the run has sent as much as a typical run.
 */
export function arrivedEvenly(reading: RateLimit, own: number): number | undefined {
  const windowAgeMs = reading.seenAtMs - (reading.resetAtMs - NORMAL_CLASS_WINDOW_MS)
  if (reading.limit < NORMAL_CLASS_MIN_LIMIT || windowAgeMs <= 0) return undefined
  const typical = meanRequestsByArrival(windowAgeMs)
  if (own >= typical) return undefined
  return 1 + Math.max(0, reading.limit - reading.remaining - own) / typical
}

const ARRIVAL_SAMPLES = 20

/** What a run that arrived at an even-chance moment of the last `windowAgeMs` has sent by now, on average. */
export function meanRequestsByArrival(windowAgeMs: number): number {
  let sum = 0
  for (let k = 0; k < ARRIVAL_SAMPLES; k++) sum += sharingRequests(((k + 0.5) * windowAgeMs) / ARRIVAL_SAMPLES)
  return sum / ARRIVAL_SAMPLES
}

/** What a run sharing the token has sent by `ageMs`: its create, then polls at its own pace from SHARE_FROM_AGE_MS. */
export function sharingRequests(ageMs: number): number {
  return ageMs < SHARE_FROM_AGE_MS ? 1 : 2 + demand(SHARE_FROM_AGE_MS, ageMs - SHARE_FROM_AGE_MS)
}

/** A run's own pace: a fixed fraction of the job's age, within bounds. */
export function byAge(ageMs: number): number {
  return Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, ageMs * AGE_FRACTION))
}

/** How many polls a run at its own pace sends from age `ageMs` over the next `horizonMs`. */
export function demand(ageMs: number, horizonMs: number): number {
  let polls = 0
  for (let at = byAge(ageMs); at <= horizonMs; at += byAge(ageMs + at)) polls++
  return polls
}
