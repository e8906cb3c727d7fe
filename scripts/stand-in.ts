/**
 * `npm run stand-in [-- --port=8080 --job-ms=3000 --token=test-token]`: the stand-in API the tests use, as a
 * server, to try a workflow without a real token: point `base-url` at http://127.0.0.1:PORT.
 */
import { parseArgs } from 'node:util'
import { StandInApi } from '../stand-ins/checkpoint-api.js'

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    'job-ms': { type: 'string', default: '3000' },
    token: { type: 'string', default: 'test-token' },
  },
})
const api = new StandInApi({ token: options.token, jobMs: Number(options['job-ms']) })
const url = await api.start(Number(options.port))
console.log(
  `Stand-in API on ${url}: token ${options.token}; project 1234, branch main (id main-branch-id), scenes Main Menu and Level 1; builds' and archives' zips from ${api.files.url}. Ctrl-C stops it.`,
)
const stop = (): void => void api.stop().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
