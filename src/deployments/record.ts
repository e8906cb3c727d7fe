import { clip, isEngineVersion, isPlainId, isRecord } from '../text.js'

/**
 * A deploy as it is kept on record in GitHub's deployments: what went live and where it came from, enough to build it
 * again. Pure: building a record's payload, and reading one back (GitHub hands back whatever anyone wrote there).
 */

/**
 * The deployment's `task`: ours, told apart from the record GitHub itself makes for a job's `environment:` (task
 * `deploy`) and from any other tool's.
 */
export const DEPLOY_TASK = 'deploy:playcanvas'

/** The payload's format: a later change of shape raises it, and an older reader says it cannot read the newer. */
export const PAYLOAD_FORMAT = 1

export interface Release {
  /** The checkpoint the release was built from: what makes two deploys the same release. */
  checkpointId: string
  /** The branch the checkpoint was taken of (to open the release branch again from the checkpoint). */
  sourceBranchId: string
  /** The branch opened from the checkpoint, which the build was made of. */
  branchId: string
  branchName: string
}

export interface DeployFacts {
  projectId: number
  release: Release
  /** The page's address, as the deploy step gave it; '' when unknown. */
  url: string
  /** The run that deployed. */
  run: { id: string; number: string; url: string }
  /** The record this deploy rolled back from. */
  rolledBackFrom?: number
  /** The engine the build runs (download-app's engine-version); undefined for a record made without one. */
  engineVersion?: string
}

/** One of our deployments as read back: the facts, the commit and when. */
export interface DeployRecord extends DeployFacts {
  id: number
  sha: string
  createdAt: string
}

/** The deployment's payload: plain JSON, with snake-case keys as GitHub's own fields have. */
export function payloadOf(facts: DeployFacts): Record<string, unknown> {
  const { release } = facts
  return {
    format: PAYLOAD_FORMAT,
    project_id: facts.projectId,
    checkpoint_id: release.checkpointId,
    source_branch_id: release.sourceBranchId,
    release_branch_id: release.branchId,
    release_branch: release.branchName,
    url: facts.url,
    run_id: facts.run.id,
    run_number: facts.run.number,
    run_url: facts.run.url,
    ...(facts.rolledBackFrom !== undefined ? { rolled_back_from: facts.rolledBackFrom } : {}),
    ...(facts.engineVersion !== undefined ? { engine_version: facts.engineVersion } : {}),
  }
}

/** The deployment's one-line description (GitHub keeps at most 140 characters). */
export function descriptionOf(facts: DeployFacts): string {
  const what = facts.rolledBackFrom !== undefined ? `Roll back from #${facts.rolledBackFrom} to` : 'Deploy of'
  const engine = facts.engineVersion ? `, engine ${facts.engineVersion}` : ''
  return clip(`${what} ${facts.release.branchName} (checkpoint ${facts.release.checkpointId}${engine})`, 140)
}

/** What a deployment GitHub answered holds, as far as reading it needs. */
export interface GitHubDeployment {
  id: number
  sha: string
  created_at: string
  payload: unknown
}

/** Ids and names as the API gives them: printable, bounded; anything else makes the record unreadable. */
const ID = { test: isPlainId }
const MAX_NAME = 1_000

/**
 * A deployment read back as a record of ours, or why it cannot be: anyone with `deployments: write` can write a
 * deployment with our task, so every field is checked before it is used or printed.
 */
export function readRecord(deployment: GitHubDeployment): DeployRecord | { unreadable: string } {
  const p = deployment.payload
  if (!isRecord(p)) return { unreadable: 'its payload is not an object' }
  if (p.format !== PAYLOAD_FORMAT)
    return {
      unreadable: `its payload's format is ${clip(JSON.stringify(p.format) ?? 'missing', 20)}, not ${PAYLOAD_FORMAT}`,
    }
  const text = (key: string, shape: { test(value: string): boolean } | number): string | undefined => {
    const value = p[key]
    if (typeof value !== 'string') return undefined
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    if (typeof shape === 'number') return value.length <= shape && !/[\x00-\x1f\x7f]/.test(value) ? value : undefined
    return shape.test(value) ? value : undefined
  }
  const projectId = p.project_id
  const rolledBackFrom = p.rolled_back_from
  // Records made before engines were kept have none: that is no fault, and a roll back asks the service's default.
  const engineVersion = p.engine_version
  const fields = {
    checkpointId: text('checkpoint_id', ID),
    sourceBranchId: text('source_branch_id', ID),
    branchId: text('release_branch_id', ID),
    branchName: text('release_branch', MAX_NAME),
    url: text('url', 2_000),
    runId: text('run_id', /^\d{0,20}$/),
    runNumber: text('run_number', /^\d{0,20}$/),
    runUrl: text('run_url', 2_000),
  }
  const missing = Object.entries(fields)
    .filter(([, value]) => value === undefined)
    .map(([key]) => key)
  if (!Number.isSafeInteger(projectId) || (projectId as number) < 1) missing.unshift('projectId')
  if (rolledBackFrom !== undefined && !Number.isSafeInteger(rolledBackFrom)) missing.push('rolledBackFrom')
  if (engineVersion !== undefined && (typeof engineVersion !== 'string' || !isEngineVersion(engineVersion)))
    missing.push('engineVersion')
  if (!/^[0-9a-f]{40}$/.test(deployment.sha)) missing.push('sha')
  if (missing.length > 0) return { unreadable: `its payload lacks or garbles ${missing.join(', ')}` }
  return {
    id: deployment.id,
    sha: deployment.sha,
    createdAt: clip(String(deployment.created_at), 40),
    projectId: projectId as number,
    release: {
      checkpointId: fields.checkpointId as string,
      sourceBranchId: fields.sourceBranchId as string,
      branchId: fields.branchId as string,
      branchName: fields.branchName as string,
    },
    url: fields.url as string,
    run: { id: fields.runId as string, number: fields.runNumber as string, url: fields.runUrl as string },
    ...(rolledBackFrom !== undefined ? { rolledBackFrom: rolledBackFrom as number } : {}),
    ...(engineVersion !== undefined ? { engineVersion: engineVersion as string } : {}),
  }
}
