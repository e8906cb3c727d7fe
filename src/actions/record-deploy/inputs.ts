import { InputError } from '../../errors.js'
import { type InputReader, branchName, required } from '../../inputs/inputs.js'
import { type RecordInputs, readRecordInputs } from '../../inputs/record-inputs.js'
import type { Release } from '../../deployments/record.js'
import { clip, isEngineVersion, isPlainId } from '../../text.js'

/** The record-deploy action's inputs (record-deploy/action.yml), every one checked before any request. */
export interface RecordDeployInputs extends RecordInputs {
  release: Release
  /** The page's address; '' when not given. */
  url: string
  rolledBackFrom?: number
  /** The engine the build runs (download-app's engine-version output); undefined when not given. */
  engineVersion?: string
}

export function readRecordDeployInputs(get: InputReader): RecordDeployInputs {
  const common = readRecordInputs(get)
  const release: Release = {
    checkpointId: id(get, 'checkpoint-id', "the checkpoint action's checkpoint-id output"),
    sourceBranchId: id(get, 'source-branch-id', "the checkpoint action's branch-id output"),
    branchId: id(get, 'release-branch-id', "create-branch's branch-id output"),
    branchName: branchName(
      'release-branch',
      required('release-branch', get('release-branch'), "create-branch's name output"),
    ),
  }
  const rolledBack = get('rolled-back-from').trim()
  if (rolledBack && (!/^\d{1,16}$/.test(rolledBack) || Number(rolledBack) < 1))
    throw new InputError(
      `Input 'rolled-back-from' must be a deploy's record id (find-deploy's live-deployment-id output); got '${clip(rolledBack, 40)}'`,
    )
  const engineVersion = get('engine-version').trim()
  if (engineVersion && !isEngineVersion(engineVersion))
    throw new InputError(
      `Input 'engine-version' must be an engine version such as 2.23.3 (download-app's engine-version output); got '${clip(engineVersion, 40)}'`,
    )
  return {
    ...common,
    release,
    ...(engineVersion ? { engineVersion } : {}),
    url: pageUrl(get('url').trim()),
    ...(rolledBack ? { rolledBackFrom: Number(rolledBack) } : {}),
  }
}

function id(get: InputReader, input: string, from: string): string {
  const value = required(input, get(input), from)
  if (!isPlainId(value)) throw new InputError(`Input '${input}' must be an id: printable characters without spaces`)
  return value
}

function pageUrl(value: string): string {
  if (!value) return ''
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    value.length > 2_000
  )
    throw new InputError(
      `Input 'url' must be the page's http or https address (deploy-pages' page_url output), without credentials; got '${clip(value.replace(/\/\/[^/]*@/, '//***@'), 200)}'`,
    )
  return url.href
}
