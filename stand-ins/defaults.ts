import { resolve } from 'node:path'
import { type RunOptions, type RunResult, runAction } from './runner.js'

/** The token the stand-ins accept by default. */
export const TEST_TOKEN = 'test-token'

/** Runs the action against a stand-in at `baseUrl` with valid inputs, overridden by `inputs`. */
export function runAgainst(
  baseUrl: string,
  inputs: Record<string, string> = {},
  options: Omit<RunOptions, 'inputs'> = {},
): Promise<RunResult> {
  return runAction({
    inputs: {
      'access-token': TEST_TOKEN,
      'project-id': '1234',
      'branch-id': 'main-branch-id',
      'base-url': baseUrl,
      ...inputs,
    },
    ...options,
  })
}

/** The create-branch action's bundle, as its action.yml names it. */
export const CREATE_BRANCH_BUNDLE = resolve('dist/create-branch/index.js')

/** Runs the create-branch action against a stand-in at `baseUrl` with valid inputs, overridden by `inputs`. */
export function runCreateBranch(
  baseUrl: string,
  inputs: Record<string, string> = {},
  options: Omit<RunOptions, 'inputs' | 'bundle'> = {},
): Promise<RunResult> {
  return runAction({
    inputs: {
      'access-token': TEST_TOKEN,
      'project-id': '1234',
      name: 'rollback-42',
      'source-branch': 'main',
      'base-url': baseUrl,
      timeout: '60',
      ...inputs,
    },
    bundle: CREATE_BRANCH_BUNDLE,
    ...options,
  })
}

/** The download-app action's bundle, as its action.yml names it. */
export const DOWNLOAD_APP_BUNDLE = resolve('dist/download-app/index.js')

/** Runs the download-app action against a stand-in at `baseUrl`, building project 1234's main branch by default. */
export function runDownloadApp(
  baseUrl: string,
  inputs: Record<string, string> = {},
  options: Omit<RunOptions, 'inputs' | 'bundle'> = {},
): Promise<RunResult> {
  return runAction({
    inputs: { 'access-token': TEST_TOKEN, 'project-id': '1234', 'base-url': baseUrl, timeout: '60', ...inputs },
    bundle: DOWNLOAD_APP_BUNDLE,
    ...options,
  })
}

/** The archive-project action's bundle, as its action.yml names it. */
export const ARCHIVE_PROJECT_BUNDLE = resolve('dist/archive-project/index.js')

/** Runs the archive-project action against a stand-in at `baseUrl`, archiving project 1234's main branch by default. */
export function runArchiveProject(
  baseUrl: string,
  inputs: Record<string, string> = {},
  options: Omit<RunOptions, 'inputs' | 'bundle'> = {},
): Promise<RunResult> {
  return runAction({
    inputs: { 'access-token': TEST_TOKEN, 'project-id': '1234', 'base-url': baseUrl, timeout: '60', ...inputs },
    bundle: ARCHIVE_PROJECT_BUNDLE,
    ...options,
  })
}
