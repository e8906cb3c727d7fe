import {
  type JobInputs,
  type BranchRef,
  type InputReader,
  megabytes,
  readJobInputs,
  readOptionalBranchRef,
  workspace,
  workspacePath,
} from '../../inputs/inputs.js'

/** The archive-project action's inputs (archive-project/action.yml), every one checked before any request. */
export interface ArchiveInputs extends JobInputs {
  /** Undefined for the project's main branch. */
  branch?: BranchRef
  /** Absolute, inside the workspace. */
  file: string
  maxBytes: number
}

export const DEFAULT_MAX_MB = 4096

export function readArchiveInputs(get: InputReader, env: NodeJS.ProcessEnv): ArchiveInputs {
  const api = readJobInputs(get)
  const file = get('file').trim() || `playcanvas-project-${api.projectId}.zip`
  return {
    ...api,
    branch: readOptionalBranchRef(get, 'branch', 'branch-id'),
    file: workspacePath('file', file, workspace(env)),
    maxBytes: megabytes(get, 'max-size', DEFAULT_MAX_MB),
  }
}
