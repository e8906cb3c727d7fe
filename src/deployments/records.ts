import { type Walk, consider, servedCommit, startWalk } from './choose.js'
import { type DeploymentsApi, newestFirst } from './github-deployments.js'
import { DEPLOY_TASK, type DeployFacts, type DeployRecord, descriptionOf, payloadOf, readRecord } from './record.js'

/** Deploy records kept and read on GitHub: the requests, in the order the choice needs them. */

/** Records of the project looked at, at most (one status request each): a roll back goes a few deploys back, not 100. */
export const MAX_LOOKED = 100
/** Pages of 100 listed, at most: other projects' records in the same environment are skipped without a request. */
const MAX_PAGES = 10
/** GitHub's own deployments of Pages' environment looked at for the commit it serves. */
const MAX_PAGES_LOOKED = 10

/** The live deploy and the one to put back (walk.target; undefined when there is none), records read newest first. */
export async function chooseRollBack(
  api: DeploymentsApi,
  query: { projectId: number; to?: string; environment: string },
): Promise<Walk> {
  const walk = startWalk(query.projectId, query.to)
  for await (const listed of newestFirst(api, { task: DEPLOY_TASK, environment: query.environment }, MAX_PAGES)) {
    const read = readRecord(listed)
    const record = 'unreadable' in read ? { id: listed.id, unreadable: read.unreadable } : read
    // Another project's record needs no status: it is never the live one nor a target here.
    if (!('unreadable' in record) && record.projectId !== query.projectId) continue
    const state = 'unreadable' in record ? undefined : await api.latestState(listed.id)
    if (consider(walk, record, state) || walk.looked >= MAX_LOOKED) break
  }
  return walk
}

/**
 * The project's newest readable record in `environment` (whatever its state): the deploy before the one being recorded,
 * whose engine a new deploy is held against. Listing only, no status request; undefined when there is none.
 */
export async function newestRecord(
  api: DeploymentsApi,
  query: { projectId: number; environment: string },
): Promise<DeployRecord | undefined> {
  let looked = 0
  for await (const listed of newestFirst(api, { task: DEPLOY_TASK, environment: query.environment }, MAX_PAGES)) {
    const read = readRecord(listed)
    if (!('unreadable' in read) && read.projectId === query.projectId) return read
    if (++looked >= MAX_LOOKED) return undefined
  }
  return undefined
}

/** The commit Pages serves, by GitHub's own records of its environment; undefined when none went live. */
export async function pagesCommit(api: DeploymentsApi, environment: string): Promise<string | undefined> {
  let looked = 0
  for await (const deployment of newestFirst(api, { environment }, 1)) {
    if (++looked > MAX_PAGES_LOOKED) return undefined
    const served = servedCommit(deployment, await api.latestState(deployment.id))
    if (served) return served
  }
  return undefined
}

/**
 * A deploy that went live, on record: the deployment and its `success` status. GitHub's defaults are set aside:
 * `auto_merge` would merge the default branch into the commit, `required_contexts` would refuse while any check of the
 * commit is pending, `auto_inactive` would mark older records inactive, and a record not in production would be
 * marked inactive by the next success of anyone's in the same environment.
 */
export async function keepRecord(
  api: DeploymentsApi,
  facts: DeployFacts,
  where: { environment: string; sha: string },
): Promise<number> {
  const made = await api.create({
    ref: where.sha,
    task: DEPLOY_TASK,
    auto_merge: false,
    required_contexts: [],
    payload: payloadOf(facts),
    environment: where.environment,
    description: descriptionOf(facts),
    transient_environment: false,
    production_environment: true,
  })
  await api.addStatus(made.id, {
    state: 'success',
    description: 'Went live',
    ...(facts.url ? { environment_url: facts.url } : {}),
    log_url: facts.run.url,
    auto_inactive: false,
  })
  return made.id
}

/** The record rolled back from, marked so on GitHub (its payload-less mark; the roll back's own record names it too). */
export async function markRolledBack(api: DeploymentsApi, id: number, by: number, runUrl: string): Promise<void> {
  await api.addStatus(id, {
    state: 'inactive',
    description: `Rolled back from by #${by}`,
    log_url: runUrl,
    auto_inactive: false,
  })
}
