import { InputError } from '../../errors.js'
import { isPlainId } from '../../text.js'
import {
  type ApiInputs,
  type BranchRef,
  type InputReader,
  branchName,
  plainText,
  readApiInputs,
  readBranchRef,
  required,
} from '../../inputs/inputs.js'

/** The create-branch action's inputs (create-branch/action.yml), every one checked before any request. */
export interface BranchInputs extends ApiInputs {
  /** The new branch's name. */
  name: string
  source: BranchRef
  /** A checkpoint of the source branch; without it, the source branch's latest. */
  checkpointId?: string
  ifExists: 'fail' | 'use'
}

export function readBranchInputs(get: InputReader): BranchInputs {
  const api = readApiInputs(get)
  const name = branchName('name', required('name', get('name'), "the new branch's name, e.g. rollback-42"))
  const source = readBranchRef(get, 'source-branch', 'source-branch-id')
  const checkpoint = get('checkpoint-id').trim()
  if (checkpoint && !isPlainId(checkpoint)) {
    throw new InputError(`Input 'checkpoint-id' must be a checkpoint id: printable characters without spaces`)
  }
  const ifExists = get('if-exists').trim() || 'fail'
  if (ifExists !== 'fail' && ifExists !== 'use') {
    throw new InputError(`Input 'if-exists' must be fail or use; got '${plainText('if-exists', ifExists)}'`)
  }
  return { ...api, name, source, ...(checkpoint ? { checkpointId: checkpoint } : {}), ifExists }
}

/** The resolved inputs in one line, for the debug log: never the token. */
export function describeBranchInputs(inputs: BranchInputs): string {
  const source =
    'id' in inputs.source
      ? `source-branch-id ${inputs.source.id}`
      : `source-branch ${JSON.stringify(inputs.source.name)}`
  return [
    `project-id ${inputs.projectId}`,
    `name ${JSON.stringify(inputs.name)}`,
    source,
    `checkpoint-id ${inputs.checkpointId ?? '(the latest)'}`,
    `if-exists ${inputs.ifExists}`,
    `base-url ${inputs.baseUrl}`,
    `timeout ${inputs.timeoutMs / 1000} s`,
  ].join(', ')
}
