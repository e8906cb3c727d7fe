import { resolve } from 'node:path'
import { type RunOptions, type RunResult, runAction } from './runner.js'

/** The token the stand-ins accept by default. */
export const TEST_TOKEN = 'test-token'

type Run = (
  baseUrl: string,
  inputs?: Record<string, string>,
  options?: Omit<RunOptions, 'inputs' | 'bundle'>,
) => Promise<RunResult>

/** Runs an action's bundle against a stand-in at `baseUrl` with valid inputs (`defaults`), overridden by `inputs`. */
function runner(bundle: string | undefined, defaults: Record<string, string>): Run {
  return (baseUrl, inputs = {}, options = {}) =>
    runAction({
      inputs: { 'access-token': TEST_TOKEN, 'project-id': '1234', 'base-url': baseUrl, ...defaults, ...inputs },
      ...(bundle ? { bundle } : {}),
      ...options,
    })
}

/** The checkpoint action (the committed dist/index.js, or `options.bundle`), snapshotting project 1234's main. */
export function runAgainst(
  baseUrl: string,
  inputs: Record<string, string> = {},
  options: Omit<RunOptions, 'inputs'> = {},
): Promise<RunResult> {
  const { bundle, ...rest } = options
  return runner(bundle, { 'branch-id': 'main-branch-id' })(baseUrl, inputs, rest)
}

/** Each other action's bundle, as its action.yml names it. */
export const CREATE_BRANCH_BUNDLE = resolve('dist/create-branch/index.js')
export const DOWNLOAD_APP_BUNDLE = resolve('dist/download-app/index.js')
export const ARCHIVE_PROJECT_BUNDLE = resolve('dist/archive-project/index.js')

/** create-branch: rollback-42 from main's latest checkpoint. */
export const runCreateBranch = runner(CREATE_BRANCH_BUNDLE, {
  name: 'rollback-42',
  'source-branch': 'main',
  timeout: '60',
})

/** download-app: project 1234's main branch, every scene. */
export const runDownloadApp = runner(DOWNLOAD_APP_BUNDLE, { timeout: '60' })

/** archive-project: project 1234's main branch. */
export const runArchiveProject = runner(ARCHIVE_PROJECT_BUNDLE, { timeout: '60' })
