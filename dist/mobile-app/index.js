// Written by npm run package: the runner starts this file; the code is the bundle of every action.
import { mobileApp } from '../actions/index.js'

await mobileApp()
