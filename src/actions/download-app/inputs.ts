import { InputError } from '../../errors.js'
import {
  type JobInputs,
  type BranchRef,
  type InputReader,
  bool,
  megabytes,
  optionalBool,
  optionalText,
  plainText,
  readJobInputs,
  readOptionalBranchRef,
  workspace,
  workspacePath,
} from '../../inputs/inputs.js'
import { splitScenes } from '../../scenes/find-scenes.js'
import { readPolicy } from '../../csp/policy.js'
import type { BuildSettings } from '../../jobs/kinds.js'

/** The download-app action's inputs (download-app/action.yml), every one checked before any request. */
export interface AppInputs extends JobInputs, Omit<BuildSettings, 'projectId' | 'branchId' | 'scenes'> {
  /** Undefined for the project's main branch. */
  branch?: BranchRef
  /** Names or ids as given; empty for every scene. */
  scenes: string[]
  /** Absolute, inside the workspace. */
  directory: string
  extract: boolean
  maxBytes: number
  /** The Content Security Policy written into the unpacked index.html, on one line (csp/policy.ts); undefined for none. */
  csp?: string
}

export const DEFAULT_DIRECTORY = 'playcanvas-app'
export const DEFAULT_MAX_MB = 2048

export function readAppInputs(get: InputReader, env: NodeJS.ProcessEnv): AppInputs {
  const format = get('format').trim() || undefined
  if (format !== undefined && format !== 'static' && format !== 'npm') {
    throw new InputError(`Input 'format' must be static or npm; got '${plainText('format', format)}'`)
  }
  const engineVersion = optionalText(get, 'engine-version', 40)
  if (engineVersion && !/^[\w.+-]+$/.test(engineVersion)) {
    throw new InputError(`Input 'engine-version' must be a version such as 2.4.1`)
  }
  const repository = (env.GITHUB_REPOSITORY ?? '').split('/')[1]
  const name = optionalText(get, 'name', 999) ?? (repository || 'app')
  const extract = bool('extract', get('extract'), true)
  const csp = readPolicy('csp', get('csp'))
  if (csp !== undefined && !extract) {
    throw new InputError(
      `Input 'csp' needs the build unpacked, to be written into its index.html: with extract: false there is no page to write it into. Leave out one of them`,
    )
  }
  return {
    ...readJobInputs(get),
    branch: readOptionalBranchRef(get, 'branch', 'branch-id'),
    scenes: splitScenes(plainText('scenes', get('scenes').replace(/\r?\n/g, ','))),
    name: plainText('name', name),
    version: optionalText(get, 'version', 20),
    description: optionalText(get, 'description', 10_000),
    releaseNotes: optionalText(get, 'release-notes', 10_000),
    format,
    concatenateScripts: optionalBool(get, 'concatenate-scripts'),
    minifyScripts: optionalBool(get, 'minify-scripts'),
    sourcemaps: optionalBool(get, 'sourcemaps'),
    optimizeSceneFormat: optionalBool(get, 'optimize-scene-format'),
    engineVersion,
    directory: workspacePath('directory', get('directory').trim() || DEFAULT_DIRECTORY, workspace(env)),
    extract,
    maxBytes: megabytes(get, 'max-size', DEFAULT_MAX_MB),
    ...(csp !== undefined ? { csp } : {}),
  }
}
