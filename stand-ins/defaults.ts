import { type RunOptions, type RunResult, runAction } from './runner.js'

/** The token the stand-ins accept by default. */
export const TEST_TOKEN = 'test-token'

type Run = (
  baseUrl: string,
  inputs?: Record<string, string>,
  options?: Omit<RunOptions, 'inputs' | 'action'>,
) => Promise<RunResult>

/**
 * Runs the action in folder `action` (its action.yml, the bundle it names) against a stand-in at `baseUrl`, with
 * valid inputs (`given`), overridden by `inputs`; every other input takes its default from action.yml.
 */
function runner(action: string, given: Record<string, string>): Run {
  return (baseUrl, inputs = {}, options = {}) =>
    runAction({
      action,
      inputs: { 'access-token': TEST_TOKEN, 'project-id': '1234', 'base-url': baseUrl, ...given, ...inputs },
      ...options,
    })
}

/** The checkpoint action (the repository's root action.yml), snapshotting project 1234's main. */
export const runAgainst = runner('.', { 'branch-id': 'main-branch-id' })

/** create-branch: rollback-42 from main's latest checkpoint. */
export const runCreateBranch = runner('create-branch', {
  name: 'rollback-42',
  'source-branch': 'main',
  timeout: '60',
})

/** download-app: project 1234's main branch, every scene. */
export const runDownloadApp = runner('download-app', { timeout: '60' })

/** archive-project: project 1234's main branch. */
export const runArchiveProject = runner('archive-project', { timeout: '60' })

/** push-files: the workspace's `scripts` folder onto project 1234's main, at the root of its assets panel. */
export const runPushFiles = runner('push-files', { branch: 'main', path: 'scripts', timeout: '60' })

/** pull-files: project 1234's main, the root of its assets panel, into the workspace's `scripts` folder. */
export const runPullFiles = runner('pull-files', { branch: 'main', path: 'scripts', timeout: '60' })
