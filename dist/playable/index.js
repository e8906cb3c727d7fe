// Written by npm run package: the runner starts this file; the code is the bundle of every action.
import { playable } from '../actions/index.js'

await playable()
