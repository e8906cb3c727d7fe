import {
  type ApiInputs,
  type BranchRef,
  type InputReader,
  bool,
  readApiInputs,
  readBranchRef,
  required,
  workspace,
  workspacePath,
} from '../../inputs/inputs.js'
import { readPatterns, readTarget } from '../../inputs/asset-paths.js'

/** The push-files action's inputs (push-files/action.yml), every one checked before any request. */
export interface PushInputs extends ApiInputs {
  branch: BranchRef
  /** Absolute, inside the workspace. */
  path: string
  workspace: string
  /** The folders of the assets panel from its root, [] for the root. */
  target: string[]
  deleteExtras: boolean
  dryRun: boolean
  exclude: string[]
}

export function readPushInputs(get: InputReader, env: NodeJS.ProcessEnv): PushInputs {
  const root = workspace(env)
  return {
    ...readApiInputs(get),
    branch: readBranchRef(get, 'branch', 'branch-id'),
    path: workspacePath('path', required('path', get('path'), 'a folder of the workspace, e.g. scripts'), root),
    workspace: root,
    target: readTarget(get('target')),
    deleteExtras: bool('delete', get('delete'), false),
    dryRun: bool('dry-run', get('dry-run'), false),
    exclude: readPatterns(get('exclude')),
  }
}
