// Written by npm run package: the runner starts this file; the code is the bundle of every action.
import { pullFiles } from '../actions/index.js'

await pullFiles()
