// Written by npm run package: the runner starts this file; the code is the bundle of every action.
import { createBranch } from '../actions/index.js'

await createBranch()
