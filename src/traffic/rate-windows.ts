import type { RateLimit } from './rate-limit.js'

/**
 * Which rate-limit readings describe the window the polls draw on. Pure.
 *
 * Polls and branch lists are in the normal class. The create is too, says the manual, but users report a `post` class of 30–60 a
 * minute for some POST routes (docs/api.md#rate-limits): then its answer's headers describe that class, and planning
 * polls from them would make a run wait for a reset it does not need. So the create's readings count for the polls
 * only while they may be one window:
 * - before any poll is read, nothing can prove it either way: the create's reading is taken for the first poll when
 *   its limit is one the normal class can have, or when its window resets so soon that a wrong guess costs little;
 *   otherwise the first poll knows only how many spend the token (`crowd`);
 * - after, only when a poll's reading shows the same window: same limit, same reset, and `remaining` fallen at least
 *   by the polls sent in between.
 */
/**
 * What a request is for: listing branches or scenes, creating the checkpoint, polling a job, creating a branch, or
 * starting a build or an archive (both in the strict class: their readings never describe the polls' window).
 */
export type Route = 'branches' | 'scenes' | 'create' | 'poll' | 'create-branch' | 'build' | 'archive' | AssetRoute

/**
 * The asset routes: the list and deletes in the normal class, creates and updates in the assets class (push-files); an
 * asset's file read (pull-files) in the download class.
 */
export type AssetRoute = 'assets' | 'asset-create' | 'asset-update' | 'asset-delete' | 'asset-file'

/** The routes that draw on the assets class (60 a minute free, 120 paid), a window of its own. */
export const ASSETS_CLASS: ReadonlySet<Route> = new Set(['asset-create', 'asset-update'])

/**
 * The route that reads an asset's file (`GET /api/assets/{id}/file/{filename}`): the service lists a `download` class
 * of its own (`GET /api/ratelimits`), so its readings are its own, and it is paced by them as the assets class is.
 */
export const DOWNLOAD_CLASS: ReadonlySet<Route> = new Set(['asset-file'])

/**
 * The strict class (builds and archives: 5 a minute free, 10 paid), a window of its own: a step that starts several
 * (archive-project's `branches`) holds the next until the window its last answer read has room.
 */
export const STRICT_CLASS: ReadonlySet<Route> = new Set(['build', 'archive'])

/** The classes with a window of their own, each paced by its own answers' headers. */
export const OWN_WINDOW_CLASSES: readonly ReadonlySet<Route>[] = [ASSETS_CLASS, DOWNLOAD_CLASS, STRICT_CLASS]

/** The normal class allows at least this many requests a minute (120 free, 240 paid): a lower limit is another class. */
export const NORMAL_CLASS_MIN_LIMIT = 120

/** The normal class's window (the spec's figure): a reading's reset, less this, is when its window opened. */
export const NORMAL_CLASS_WINDOW_MS = 60_000

/** A reading whose window resets this soon costs at most this long if it is taken for the wrong class. */
export const CHEAP_GUESS_MS = 10_000

export interface PollWindow {
  latest?: RateLimit
  /** The reading before `latest`, in the same class. */
  previous?: RateLimit
  /** The step's own requests in the class between `previous` and `latest` (retries included). */
  ownSincePrevious: number
  /** The step's own requests in `latest`'s window so far. */
  ownInWindow: number
  /**
   * While the polls' class has no reading yet: how many runs' worth of requests another class's reading (the
   * create's) counts in its window. It says how many spend the token, though not what is left for the polls.
   */
  crowd?: number
  /**
   * What `remaining` fell by between each two consecutive readings of one window, against the step's own requests
   * and the time between them, oldest first; absent while no two readings share a window. Another client on the
   * token shows here: its requests come in time, not in step with this run's.
   */
  steps?: Step[]
}

/** Between two readings of one window: what it lost, how many of those were this step's, over how long. */
export interface Step {
  /** The window's limit, `remaining` at the earlier reading, and when the window resets. */
  limit: number
  before: number
  resetAtMs: number
  /** The earlier reading is the create's (the first step of a job). */
  afterCreate?: true
  /** `remaining` at the earlier reading less `remaining` at the later one. */
  spent: number
  /** The step's own requests among them (the later reading's included, retries too). */
  own: number
  /** From the earlier reading to the later one. */
  ms: number
  /** When the later reading was seen. */
  atMs: number
}

interface Entry {
  route: Route
  reading?: RateLimit
}

/** The routes that only read, all in the normal class with the polls. */
const NORMAL_READS: ReadonlySet<Route> = new Set(['poll', 'branches', 'scenes'])

export function pollWindow(sent: readonly Entry[]): PollWindow {
  const shared = createSharesPollWindow(sent)
  // The reads are in the normal class (docs/api.md#rate-limits); a POST may be in the post class.
  const mine = sent.filter(s => NORMAL_READS.has(s.route) || (s.route === 'create' && shared))
  const read = mine.flatMap((s, i) => (s.reading ? [i] : []))
  const last = read[read.length - 1]
  if (last === undefined) return { ownSincePrevious: 0, ownInWindow: 0, ...crowdElsewhere(sent) }
  const latest = (mine[last] as Entry).reading as RateLimit
  const before = read[read.length - 2]
  // Own requests since the last reading of another window (a new window starts its count afresh).
  let start = last
  while (start > 0 && (mine[start - 1]?.reading?.resetAtMs ?? latest.resetAtMs) === latest.resetAtMs) start--
  const steps = stepsOf(mine, read)
  return {
    latest,
    previous: before === undefined ? undefined : mine[before]?.reading,
    ownSincePrevious: before === undefined ? 0 : last - before,
    ownInWindow: mine.length - start,
    ...(steps.length > 0 ? { steps } : {}),
  }
}

/** Each two consecutive readings (at `read` in `mine`) of one window, as a step. */
function stepsOf(mine: readonly Entry[], read: readonly number[]): Step[] {
  const steps: Step[] = []
  for (let k = 1; k < read.length; k++) {
    const [i, j] = [read[k - 1] as number, read[k] as number]
    const [a, b] = [(mine[i] as Entry).reading as RateLimit, (mine[j] as Entry).reading as RateLimit]
    if (a.resetAtMs !== b.resetAtMs || a.limit !== b.limit) continue
    steps.push({
      limit: a.limit,
      before: a.remaining,
      resetAtMs: a.resetAtMs,
      spent: a.remaining - b.remaining,
      own: j - i,
      ms: b.seenAtMs - a.seenAtMs,
      atMs: b.seenAtMs,
      ...((mine[i] as Entry).route === 'create' ? { afterCreate: true as const } : {}),
    })
  }
  return steps
}

/** The crowd the last create's reading counts, in units of this step's creates in its window. */
function crowdElsewhere(sent: readonly Entry[]): { crowd?: number } {
  const creates = sent.filter(s => s.route === 'create')
  const reading = creates.findLast(s => s.reading)?.reading
  if (!reading) return {}
  const own = creates.filter(s => s.reading?.resetAtMs === reading.resetAtMs).length
  return { crowd: (reading.limit - reading.remaining) / Math.max(1, own) }
}

/** Whether the create's readings may count as the polls' class (see the comment at the top). */
export function createSharesPollWindow(sent: readonly Entry[]): boolean {
  let created = -1
  sent.forEach((s, i) => {
    if (s.route === 'create' && s.reading) created = i
  })
  const create = sent[created]?.reading
  if (!create) return false
  const after = sent.slice(created + 1).filter(s => s.route === 'poll')
  const firstRead = after.findIndex(s => s.reading)
  const poll = after[firstRead]?.reading
  if (!poll) return create.limit >= NORMAL_CLASS_MIN_LIMIT || create.resetAtMs - create.seenAtMs <= CHEAP_GUESS_MS
  return sameWindow(create, poll, firstRead + 1)
}

/** Whether `later` may be a reading of `earlier`'s window after `spentBetween` more requests in it. */
export function sameWindow(earlier: RateLimit, later: RateLimit, spentBetween: number): boolean {
  return (
    earlier.limit === later.limit &&
    earlier.resetAtMs === later.resetAtMs &&
    later.remaining <= Math.max(0, earlier.remaining - spentBetween)
  )
}

/** Spreads the runs that share a token so they do not all return at the reset instant. */
export const RESET_JITTER_MS = 1_000

/** Time until a rate-limit window resets, plus jitter. */
export function afterReset(resetAtMs: number, nowMs: number, random: () => number): number {
  return Math.max(0, resetAtMs - nowMs) + random() * RESET_JITTER_MS
}
