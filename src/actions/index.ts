// Every action's run(), in the one bundle dist/actions/index.js: the file each action.yml names as its `main` imports
// its own from there (scripts/package.ts writes those files). Named after the action's folder, camel-cased.
export { run as archiveProject } from './archive-project/main.js'
export { run as checkpoint } from './checkpoint/main.js'
export { run as createBranch } from './create-branch/main.js'
export { run as downloadApp } from './download-app/main.js'
export { run as findDeploy } from './find-deploy/main.js'
export { run as pullFiles } from './pull-files/main.js'
export { run as pullProject } from './pull-project/main.js'
export { run as pushFiles } from './push-files/main.js'
export { run as recordDeploy } from './record-deploy/main.js'
export { run as verifyApp } from './verify-app/main.js'
export { run as playable } from './playable/main.js'
