import type { WantedBranches } from '../../archives/branch-archives.js'
import { InputError } from '../../errors.js'
import {
  type JobInputs,
  type BranchRef,
  type InputReader,
  branchName,
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
  /** Several branches, each a zip in `directory` (absolute) with a manifest beside; undefined: one branch into `file`. */
  several?: { branches: WantedBranches; directory: string }
}

export const DEFAULT_MAX_MB = 4096
export const DEFAULT_DIRECTORY = 'playcanvas-archives'
/** More names than this is no list a person typed. */
export const MAX_BRANCH_NAMES = 500

export function readArchiveInputs(get: InputReader, env: NodeJS.ProcessEnv): ArchiveInputs {
  const api = readJobInputs(get)
  const root = workspace(env)
  const several = readSeveral(get, root)
  if (several && (get('branch').trim() || get('branch-id').trim()))
    throw new InputError(
      `Inputs 'branches' and 'branch'/'branch-id' are both set: give 'branches' for several, or one branch`,
    )
  if (several && get('file').trim())
    throw new InputError(
      `Input 'file' names one zip; with 'branches' the zips go into 'directory' (default ${DEFAULT_DIRECTORY})`,
    )
  if (!several && get('directory').trim())
    throw new InputError(
      `Input 'directory' is for several branches: give 'branches' (all, or names one a line), or 'file' for one`,
    )
  const file = get('file').trim() || `playcanvas-project-${api.projectId}.zip`
  return {
    ...api,
    branch: readOptionalBranchRef(get, 'branch', 'branch-id'),
    file: workspacePath('file', file, root),
    maxBytes: megabytes(get, 'max-size', DEFAULT_MAX_MB),
    several,
  }
}

/** `branches`: `all`, or names one a line (blank lines skipped, each name once); undefined when not given. */
function readSeveral(get: InputReader, root: string): ArchiveInputs['several'] {
  const text = get('branches').trim()
  if (!text) return undefined
  const directory = workspacePath('directory', get('directory').trim() || DEFAULT_DIRECTORY, root)
  if (text === 'all') return { branches: 'all', directory }
  const names = [
    ...new Set(
      text
        .split('\n')
        .map(line => line.trim())
        .filter(Boolean),
    ),
  ]
  if (names.length > MAX_BRANCH_NAMES)
    throw new InputError(`Input 'branches' names ${names.length} branches: at most ${MAX_BRANCH_NAMES}, or 'all'`)
  return { branches: names.map(name => branchName('branches', name)), directory }
}
