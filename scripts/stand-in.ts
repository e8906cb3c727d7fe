/**
 * `npm run stand-in [-- --port=8080 --job-ms=3000 --token=test-token]`: the stand-in API the tests use, as a
 * server, to try a workflow without a real token: point `base-url` at http://127.0.0.1:PORT.
 */
import { StandInApi } from '../stand-ins/checkpoint-api.js'

const option = (name: string, fallback: string): string =>
  process.argv.find(arg => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback

const api = new StandInApi({ token: option('token', 'test-token'), jobMs: Number(option('job-ms', '3000')) })
const url = await api.start(Number(option('port', '8080')))
console.log(`Stand-in checkpoint API on ${url}; project 1234 has branch main-branch-id. Ctrl-C stops it.`)
const stop = (): void => void api.stop().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
