import { InputError } from '../../errors.js'
import type { InputReader } from '../../inputs/inputs.js'
import { type RecordInputs, readRecordInputs } from '../../inputs/record-inputs.js'
import { clip, isPlainId } from '../../text.js'

/** The find-deploy action's inputs (find-deploy/action.yml), every one checked before any request. */
export interface FindInputs extends RecordInputs {
  /** A record id, checkpoint id or commit to roll back to; undefined: the last good deploy before the live one. */
  to?: string
}

export function readFindInputs(get: InputReader): FindInputs {
  const to = get('to').trim()
  if (to && !isPlainId(to))
    throw new InputError(
      `Input 'to' must be a deploy's record id, its checkpoint id or its commit (printable, no spaces); got '${clip(to, 60)}'`,
    )
  return { ...readRecordInputs(get), ...(to ? { to } : {}) }
}
