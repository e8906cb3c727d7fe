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
  const read: Branch[] = []
  let after: string | undefined
  for (let page = 0; page < MAX_BRANCH_PAGES; page++) {
    const { branches, hasMore } = await api.listBranches(projectId, after, signal)
    const found = branches.find(branch => branch.name === name)
    if (found) return { found, read, whole: false }
    read.push(...branches)
    const last = branches.at(-1)?.id
    if (!hasMore || last === undefined || last === after) return { read, whole: true }
    after = last
  }
  return { read, whole: false }
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
