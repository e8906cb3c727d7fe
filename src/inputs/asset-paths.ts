import { InputError } from '../errors.js'
import { MAX_ASSET_NAME_CHARS } from '../api/assets.js'
import { clip } from '../text.js'
import { globRegExp, parsePatterns } from '../workspace/file-rules.js'
import {
  type ApiInputs,
  type BranchRef,
  type InputReader,
  bool,
  plainText,
  readApiInputs,
  readBranchRef,
  required,
  workspace,
  workspacePath,
} from './inputs.js'

/** The inputs push-files and pull-files share beyond the API's: `target` (a folder of the assets panel) and `exclude`. */

/** push-files' and pull-files' inputs (the same words, the same meanings), every one checked before any request. */
export interface AssetFolderInputs extends ApiInputs {
  branch: BranchRef
  /** Absolute, inside the workspace (pull-files makes it when missing). */
  path: string
  workspace: string
  /** The folders of the assets panel from its root, [] for the root. */
  target: string[]
  deleteExtras: boolean
  dryRun: boolean
  exclude: string[]
}

export function readAssetFolderInputs(get: InputReader, env: NodeJS.ProcessEnv): AssetFolderInputs {
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

/** `target`: folder names joined by `/`, e.g. scripts/generated; empty (or `/`) for the root. */
export function readTarget(value: string): string[] {
  const text = plainText('target', value)
    .trim()
    .replace(/^\/+|\/+$/g, '')
  if (!text) return []
  const names = text.split('/')
  for (const name of names) {
    if (!name.trim() || name === '.' || name === '..' || name.length > MAX_ASSET_NAME_CHARS) {
      throw new InputError(
        `Input 'target' must be folder names of the assets panel joined by /, e.g. scripts/generated; got '${clip(value, 200)}'`,
      )
    }
  }
  return names
}

export function readPatterns(value: string): string[] {
  const patterns = parsePatterns(value.replace(/\r\n?/g, '\n'))
  for (const pattern of patterns) {
    plainText('exclude', pattern)
    if (pattern.split('/').includes('..')) {
      throw new InputError(`Input 'exclude' holds patterns relative to path; '${clip(pattern, 100)}' leads out of it`)
    }
    globRegExp(pattern)
  }
  return patterns
}
