// What the bundle and the tests load for `undici` (src/tsconfig.json's `paths`, jest.config.js's moduleNameMapper).
// @actions/http-client imports it at its top, for a proxy's agent, and @actions/github for Octokit's fetch, so every
// step evaluated it before its first line; a step needs it only behind a proxy or for Octokit, so it loads then.
'use strict'

/** @type {typeof import('undici') | undefined} */
let undici
// The path, not the name, so that it is undici itself and not this file again.
const load = () => (undici ??= require('undici/index.js'))

// Each name that the bundled packages import from undici (__tests__/lazy/undici.test.ts holds the list to them).
// A class whose constructor hands back undici's own object: `new ProxyAgent(…)` is undici's ProxyAgent.
exports.ProxyAgent = class ProxyAgent {
  /** @param {ConstructorParameters<typeof import('undici').ProxyAgent>[0]} options */
  constructor(options) {
    return new (load().ProxyAgent)(options)
  }
}
/** @type {typeof import('undici').fetch} */
exports.fetch = (input, init) => load().fetch(input, init)
