// Every action's run(), in the one bundle dist/actions/index.js: the file each action.yml names as its `main` imports
// its own from there (scripts/package.ts writes those files). Named after the action's folder, camel-cased.
// Each is imported when it is called, so that the bundler gives each action a chunk of its own and a step evaluates
// only its action's modules, not all twelve.
export const archiveProject = async (): Promise<void> => (await import('./archive-project/main.js')).run()
export const checkpoint = async (): Promise<void> => (await import('./checkpoint/main.js')).run()
export const createBranch = async (): Promise<void> => (await import('./create-branch/main.js')).run()
export const downloadApp = async (): Promise<void> => (await import('./download-app/main.js')).run()
export const findDeploy = async (): Promise<void> => (await import('./find-deploy/main.js')).run()
export const pullFiles = async (): Promise<void> => (await import('./pull-files/main.js')).run()
export const pullProject = async (): Promise<void> => (await import('./pull-project/main.js')).run()
export const pushFiles = async (): Promise<void> => (await import('./push-files/main.js')).run()
export const recordDeploy = async (): Promise<void> => (await import('./record-deploy/main.js')).run()
export const verifyApp = async (): Promise<void> => (await import('./verify-app/main.js')).run()
export const mobileApp = async (): Promise<void> => (await import('./mobile-app/main.js')).run()
export const playable = async (): Promise<void> => (await import('./playable/main.js')).run()
