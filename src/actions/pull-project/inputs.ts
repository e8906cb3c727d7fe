import {
  type BranchRef,
  type InputReader,
  type JobInputs,
  megabytes,
  readJobInputs,
  readOptionalBranchRef,
  workspace,
  workspacePath,
} from '../../inputs/inputs.js'

/** The pull-project action's inputs (pull-project/action.yml), every one checked before any request. */
export interface PullProjectInputs extends JobInputs {
  /** Undefined for the project's main branch. */
  branch?: BranchRef
  /** Absolute, inside the workspace. */
  path: string
  /** As given (relative), for the report. */
  shownPath: string
  maxBytes: number
}

export const DEFAULT_PATH = 'playcanvas-project'
export const DEFAULT_MAX_MB = 4096

export function readPullProjectInputs(get: InputReader, env: NodeJS.ProcessEnv): PullProjectInputs {
  const api = readJobInputs(get)
  const shownPath = get('path').trim().replace(/\/+$/, '') || DEFAULT_PATH
  return {
    ...api,
    branch: readOptionalBranchRef(get, 'branch', 'branch-id'),
    path: workspacePath('path', shownPath, workspace(env)),
    shownPath,
    maxBytes: megabytes(get, 'max-size', DEFAULT_MAX_MB),
  }
}
