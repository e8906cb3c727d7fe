import type { ServiceApi, CreateBranchBody } from '../api/client.js'
import type { Branch } from '../api/model.js'
import { LISTED_WITHIN_MS, type LookClock, lookUntilListed, lookUpBranch } from './find-branch.js'
import { outcomeUnknown } from '../retrying/policy.js'
import { ApiError, BranchExistsError, BranchNotListedError, UnknownBranchCreateError } from '../errors.js'

/**
 * A new branch, made at most once. Names are unique within a project, so the name is the idempotency key: the list
 * is read before the first create (a branch of that name that exists already is not this step's), and after any
 * create whose outcome is unknown, before anything is sent again.
 *
 * The service makes a branch asynchronously (docs/api.md#branch): a create is started, not done, when answered. So
 * after a 201 the branch is handed on only once it is listed, and after an unknown outcome the list is watched for a
 * while (LISTED_WITHIN_MS, paced) before a create is sent again: a create sent while the first is still being made
 * would be answered "name exists", and fail the step.
 */
export interface MadeBranch {
  branch: Branch
  /** False when the branch existed before the step and `if-exists: use` took it. */
  created: boolean
}

/** A create whose outcome is unknown is followed by a look-up, then at most this many more creates. */
export const MAX_BRANCH_CREATES = 3

export interface MakeOptions {
  ifExists: 'fail' | 'use'
  signal: AbortSignal
  warn: (text: string) => void
  /** Paces the looks for a new branch (the traffic record's clock and waits in the step). */
  clock: LookClock
  /** How long a new branch is looked for; default LISTED_WITHIN_MS. */
  listedWithinMs?: number
}

export async function makeBranch(
  api: Pick<ServiceApi, 'listBranches' | 'createBranch'>,
  body: CreateBranchBody,
  { ifExists, signal, warn, clock, listedWithinMs = LISTED_WITHIN_MS }: MakeOptions,
): Promise<MadeBranch> {
  const { projectId, name } = body
  const look = (): ReturnType<typeof lookUpBranch> => lookUpBranch(api, projectId, name, signal)
  const watch = (): ReturnType<typeof lookUpBranch> =>
    lookUntilListed(api, projectId, name, signal, clock, listedWithinMs)
  const existing = (branch: Branch): MadeBranch => {
    if (ifExists === 'use') return { branch, created: false }
    throw new BranchExistsError(projectId, name, branch.id)
  }

  const before = await look()
  if (before.found) return existing(before.found)
  let unsure = false
  for (let attempt = 0; attempt < MAX_BRANCH_CREATES; attempt++) {
    let made: Branch
    try {
      made = await api.createBranch(body, signal)
    } catch (error) {
      if (signal.aborted) throw signal.reason
      const unknown = outcomeUnknown(error)
      const refused = !unknown && error instanceof ApiError && error.status === 400
      if (!refused && !unknown) throw error
      const message = (error as Error).message
      if (refused && !(unsure && nameTaken(error))) {
        // A 400 may say the name is taken, or something else: the list tells which. Nothing of ours is being made.
        const after = await look()
        if (after.found) return unsure ? { branch: after.found, created: true } : existing(after.found)
        throw error
      }
      // Ours may be being made (an unknown outcome, or "name exists" right after our own create): watch for it.
      const after = await watch()
      if (after.found) return { branch: after.found, created: true }
      if (refused) throw new BranchNotListedError(name, listedWithinMs, `The create was answered ${message}`)
      if (!after.whole) {
        throw new UnknownBranchCreateError(
          `${message}, and the branch list, read to its page limit, does not show ${JSON.stringify(name)}`,
        )
      }
      unsure = true
      warn(`${message}; no branch of that name is listed after ${listedWithinMs / 1000} s, so the create is sent again`)
      continue
    }
    // Started, not done: handed on once listed, so that the next step (a build of it) finds it.
    const listed = await watch()
    // The create's answer says more of it (its checkpoint, its maker); the list's, should the ids differ, is the truth.
    if (listed.found) return { branch: listed.found.id === made.id ? made : listed.found, created: true }
    if (!listed.whole) {
      warn(`Branch ${made.id} was created; the branch list is longer than the pages read, so it is not seen listed`)
      return { branch: made, created: true }
    }
    throw new BranchNotListedError(name, listedWithinMs, `The create was answered 201 with id ${made.id}`)
  }
  throw new UnknownBranchCreateError(`The branch ${JSON.stringify(name)} could not be created: every outcome unknown`)
}

/** A 400 that says the name is taken (the service's words: "Branch name already exists"). */
function nameTaken(error: unknown): boolean {
  return error instanceof ApiError && /\bexist/i.test(error.apiMessage)
}
