import type { ServiceApi } from '../api/client.js'
import type { BranchRef } from '../inputs/inputs.js'
import type { Branch } from '../api/model.js'
import { BranchNotFoundError } from '../errors.js'

/**
 * The project's open branch with exactly this name, read from its branch list page by page until found. The list is
 * the API's, so it is bounded: at most MAX_BRANCH_PAGES pages, and a cursor that does not move ends it.
 */
export const MAX_BRANCH_PAGES = 20
/** How many open names an "unknown branch" failure lists. */
export const NAMES_SHOWN = 8

export async function findBranch(
  api: Pick<ServiceApi, 'listBranches'>,
  projectId: number,
  name: string,
  signal: AbortSignal,
): Promise<Branch> {
  const { found, read, whole } = await lookUpBranch(api, projectId, name, signal)
  if (found) return found
  throw notFound(projectId, name, read, whole)
}

/** A branch as an input gave it: by id as it is, by name through the list (its name then kept, for the log). */
export async function resolveBranch(
  api: Pick<ServiceApi, 'listBranches'>,
  projectId: number,
  ref: BranchRef,
  signal: AbortSignal,
): Promise<{ id: string; name?: string }> {
  return 'id' in ref ? ref : findBranch(api, projectId, ref.name, signal)
}

/** A branch in the log: its name and id, or its id when it was given by id. */
export function branchLabel({ id, name }: { id: string; name?: string }): string {
  return name === undefined ? id : `${name} (${id})`
}

/** What the list says of `name`: the open branch of that name, or the branches read and whether that was all. */
export interface LookUp {
  found?: Branch
  read: Branch[]
  whole: boolean
}

export async function lookUpBranch(
  api: Pick<ServiceApi, 'listBranches'>,
  projectId: number,
  name: string,
  signal: AbortSignal,
): Promise<LookUp> {
  let found: Branch | undefined
  const { read, whole } = await readBranchList(api, projectId, signal, page => {
    found = page.find(branch => branch.name === name)
    return found !== undefined
  })
  return found ? { found, read, whole: false } : { read, whole }
}

/**
 * The project's open branches, every page of the list (archive-project's `branches: all`); a list that does not end
 * within MAX_BRANCH_PAGES pages fails, as taking part of it for all of it would leave branches unsaid.
 */
export async function listOpenBranches(
  api: Pick<ServiceApi, 'listBranches'>,
  projectId: number,
  signal: AbortSignal,
): Promise<Branch[]> {
  const { read, whole } = await readBranchList(api, projectId, signal, () => false)
  if (!whole)
    throw new Error(
      `The branch list of project ${projectId} did not end within ${MAX_BRANCH_PAGES} pages (${read.length} branches read)`,
    )
  return read
}

/**
 * The list page by page, until `stop` says a page holds what was looked for (that page not kept), the list ends
 * (`whole`), or MAX_BRANCH_PAGES pages were read; a cursor that does not move ends it.
 */
async function readBranchList(
  api: Pick<ServiceApi, 'listBranches'>,
  projectId: number,
  signal: AbortSignal,
  stop: (page: Branch[]) => boolean,
): Promise<{ read: Branch[]; whole: boolean }> {
  const read: Branch[] = []
  let after: string | undefined
  for (let page = 0; page < MAX_BRANCH_PAGES; page++) {
    const { branches, hasMore } = await api.listBranches(projectId, after, signal)
    if (stop(branches)) return { read, whole: false }
    read.push(...branches)
    const last = branches.at(-1)?.id
    if (!hasMore || last === undefined || last === after) return { read, whole: true }
    after = last
  }
  return { read, whole: false }
}

/**
 * The service makes a branch asynchronously: a create answered (201, or "Request timed out") is started, not done, and
 * the branch is listed, and usable, some seconds later (docs/api.md#branch). So a new branch is looked for in the list
 * for this long at most before anything else happens (the step's timeout ends it sooner).
 */
export const LISTED_WITHIN_MS = 60_000
/** The looks' gaps: 1 s, doubling to every 5 s, so a branch made in seconds is seen soon and a slow one costs little. */
export const FIRST_LOOK_GAP_MS = 1_000
export const MAX_LOOK_GAP_MS = 5_000

/**
 * How long to wait before look number `looks` (0 for the first, at once), `elapsedMs` after the first: undefined once
 * the bound is spent. The last look falls on the bound itself. Pure.
 */
export function nextLookMs(looks: number, elapsedMs: number, boundMs = LISTED_WITHIN_MS): number | undefined {
  if (looks === 0) return 0
  if (elapsedMs >= boundMs) return undefined
  const gap = Math.min(MAX_LOOK_GAP_MS, FIRST_LOOK_GAP_MS * 2 ** Math.min(looks - 1, 16))
  return Math.min(gap, boundMs - elapsedMs)
}

/** The clock the looks are paced by: the traffic record's, so a wait is recorded with its cause, and tests fake it. */
export interface LookClock {
  now: () => number
  wait: (ms: number, why: string, signal: AbortSignal) => Promise<void>
}

/**
 * Looks for `name` in the list, paced by nextLookMs, until it is listed, the list cannot be read whole (looking again
 * cannot tell more), or `boundMs` has passed. Each look goes through `api`, so the gate and the retries hold.
 */
export async function lookUntilListed(
  api: Pick<ServiceApi, 'listBranches'>,
  projectId: number,
  name: string,
  signal: AbortSignal,
  clock: LookClock,
  boundMs = LISTED_WITHIN_MS,
): Promise<LookUp> {
  const start = clock.now()
  let look = await lookUpBranch(api, projectId, name, signal)
  for (let looks = 1; !look.found && look.whole; looks++) {
    const ms = nextLookMs(looks, clock.now() - start, boundMs)
    if (ms === undefined) break
    await clock.wait(ms, 'the new branch is not listed yet', signal)
    look = await lookUpBranch(api, projectId, name, signal)
  }
  return look
}

/** Why `name` is not among the branches read: only a case away from some, unknown, or past the pages read. */
export function notFound(
  projectId: number,
  name: string,
  read: readonly Branch[],
  whole: boolean,
): BranchNotFoundError {
  const folded = fold(name)
  const alike = read.filter(branch => fold(branch.name) === folded).map(branch => branch.name)
  if (alike.length > 0) return new BranchNotFoundError(projectId, name, 'case', alike, read.length)
  const first = read.slice(0, NAMES_SHOWN).map(branch => branch.name)
  return new BranchNotFoundError(projectId, name, whole ? 'unknown' : 'too-many-pages', first, read.length)
}

// The same letters whatever their case or Unicode form: what a person means by "the same name".
function fold(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('und')
}
