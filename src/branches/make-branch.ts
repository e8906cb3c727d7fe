import type { ServiceApi, CreateBranchBody } from '../api/client.js'
import type { Branch } from '../api/model.js'
import { lookUpBranch } from './find-branch.js'
import {
  ApiError,
  BranchExistsError,
  TransportError,
  UnknownBranchCreateError,
  UnreadableAnswerError,
} from '../errors.js'

/**
 * A new branch, made at most once. Names are unique within a project, so the name is the idempotency key: the list
 * is read before the first create (a branch of that name that exists already is not this step's), and after any
 * create whose outcome is unknown, before anything is sent again.
 */
export interface MadeBranch {
  branch: Branch
  /** False when the branch existed before the step and `if-exists: use` took it. */
  created: boolean
}

/** A create whose outcome is unknown is followed by a look-up, then at most this many more creates. */
export const MAX_BRANCH_CREATES = 3

export async function makeBranch(
  api: Pick<ServiceApi, 'listBranches' | 'createBranch'>,
  body: CreateBranchBody,
  ifExists: 'fail' | 'use',
  signal: AbortSignal,
  warn: (text: string) => void,
): Promise<MadeBranch> {
  const { projectId, name } = body
  const look = (): ReturnType<typeof lookUpBranch> => lookUpBranch(api, projectId, name, signal)
  const existing = (branch: Branch): MadeBranch => {
    if (ifExists === 'use') return { branch, created: false }
    throw new BranchExistsError(projectId, name, branch.id)
  }

  const before = await look()
  if (before.found) return existing(before.found)
  let unsure = false
  for (let attempt = 0; attempt < MAX_BRANCH_CREATES; attempt++) {
    try {
      return { branch: await api.createBranch(body, signal), created: true }
    } catch (error) {
      if (signal.aborted) throw signal.reason
      const taken = error instanceof ApiError && error.status === 400
      if (!taken && !outcomeUnknown(error)) throw error
      // A 400 may say the name is taken, or something else: the list tells which.
      const after = await look()
      if (after.found) return unsure || !taken ? { branch: after.found, created: true } : existing(after.found)
      if (taken) throw error
      if (!after.whole) {
        throw new UnknownBranchCreateError(
          `${(error as Error).message}, and the branch list, read to its page limit, does not show ${JSON.stringify(name)}`,
        )
      }
      unsure = true
      warn(`${(error as Error).message}; no branch of that name exists yet, so the create is sent again`)
    }
  }
  throw new UnknownBranchCreateError(`The branch ${JSON.stringify(name)} could not be created: every outcome unknown`)
}

/** Failures after which the server may have made the branch. */
function outcomeUnknown(error: unknown): boolean {
  if (error instanceof TransportError) return error.maybeProcessed
  if (error instanceof ApiError) return [500, 502, 504].includes(error.status)
  return error instanceof UnreadableAnswerError
}
