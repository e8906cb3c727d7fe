/**
 * `npm run demo [-- options]`: starts the stand-in API on 127.0.0.1 and runs the bundled actions against it exactly
 * as a runner does, the whole way of a deploy: the checkpoint, the repository's scripts pushed onto the branch
 * (push-files, twice: the second run changes nothing), a branch opened from the checkpoint (create-branch), that branch
 * built and unpacked (download-app). It shows each step's log, outputs and summary, and the unpacked folder.
 *
 *   --only-checkpoint stop after the checkpoint (the options below are about it)
 *   --job-ms=N        how long the job runs (default 3000)
 *   --fail            the job ends in error
 *   --fault=KIND      the first poll meets a fault: 500, 503, html, reset, hang, truncate, 429
 *   --rate-limit=N/MS the token's budget, e.g. 5/10000 (default 240/60000)
 *   --sync            the API answers the create with the finished checkpoint (its older form)
 *   --no-wait         wait: false
 *   --timeout=S       the timeout input (default 60)
 *   --event=NAME      push (default) or any other event; others fall back without a GitHub token
 */
import { parseArgs } from 'node:util'
import { pushPayload } from '../__fixtures__/payloads.js'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunResult, runAction } from '../stand-ins/runner.js'
import { TEST_TOKEN, runCreateBranch, runDownloadApp, runPushFiles } from '../stand-ins/defaults.js'
import { type Fault, StandInApi } from '../stand-ins/checkpoint-api.js'

const { values: options } = parseArgs({
  options: {
    'job-ms': { type: 'string', default: '3000' },
    fail: { type: 'boolean', default: false },
    fault: { type: 'string' },
    'rate-limit': { type: 'string', default: '240/60000' },
    sync: { type: 'boolean', default: false },
    'no-wait': { type: 'boolean', default: false },
    timeout: { type: 'string', default: '60' },
    event: { type: 'string', default: 'push' },
    'only-checkpoint': { type: 'boolean', default: false },
  },
})

const faults: Record<string, Fault> = {
  '500': { status: 500 },
  '503': { status: 503, body: '{"error":"Service unavailable"}' },
  html: {
    status: 502,
    body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    headers: { 'content-type': 'text/html' },
  },
  reset: { reset: 'before' },
  hang: { hang: true },
  truncate: { truncate: true },
  '429': {
    status: 429,
    body: '{"error":"Too many requests"}',
    headers: { 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3) },
  },
}

const [limit, windowMs] = options['rate-limit'].split('/').map(Number)
const api = new StandInApi({
  token: TEST_TOKEN,
  jobMs: Number(options['job-ms']),
  jobErrors: options.fail ? ['Branch is locked by another operation'] : undefined,
  syncCreate: options.sync,
  rateLimit: { limit: limit ?? 240, windowMs: windowMs ?? 60_000 },
})
const fault = options.fault
if (fault) {
  const chosen = faults[fault]
  if (!chosen) throw new Error(`--fault must be one of ${Object.keys(faults).join(', ')}`)
  api.faults.push({ method: 'GET', ...chosen })
}
const url = await api.start()
console.log(`Stand-in API on ${url} (token '${TEST_TOKEN}'). The step's log, as the runner receives it:\n`)

const result = await runAction({
  inputs: {
    'access-token': TEST_TOKEN,
    'project-id': '1234',
    branch: 'main',
    'base-url': url,
    timeout: options.timeout,
    wait: options['no-wait'] ? 'false' : 'true',
  },
  eventName: options.event,
  payload: pushPayload('Fix jump height\n\nThe player jumped twice as high on 30 Hz screens.'),
  echo: true,
})
report(result)
if (result.code !== 0 || options['only-checkpoint'] || options['no-wait']) {
  await api.stop()
  process.exit(result.code ?? 1)
}

const checkpoint = result.outputs['checkpoint-id'] ?? ''
const code = mkdtempSync(join(tmpdir(), 'demo-code-'))
mkdirSync(join(code, 'scripts', 'lib'), { recursive: true })
writeFileSync(join(code, 'scripts', 'player.mjs'), 'export class Player {}\n')
writeFileSync(join(code, 'scripts', 'lib', 'math.js'), 'export const add = (a, b) => a + b\n')
writeFileSync(join(code, 'scripts', 'sky.frag'), 'void main() {}\n')
for (const run of ['', ' again: nothing changed, nothing sent but the reads']) {
  console.log(`\n== push-files: the workspace's scripts onto main, under scripts/${run} ==\n`)
  report(await runPushFiles(url, { target: 'scripts' }, { echo: true, workspace: code }))
}
rmSync(code, { recursive: true, force: true })
console.log(`\n== create-branch: release-42 from checkpoint ${checkpoint} ==\n`)
const branch = await runCreateBranch(url, { name: 'release-42', 'checkpoint-id': checkpoint }, { echo: true })
report(branch)
const workspace = mkdtempSync(join(tmpdir(), 'demo-workspace-'))
console.log(`\n== download-app: branch ${branch.outputs['branch-id']}, built and unpacked into ${workspace} ==\n`)
const app = await runDownloadApp(
  url,
  { 'branch-id': branch.outputs['branch-id'] ?? '', scenes: 'Main Menu, Level 1', version: '1.0.42' },
  { echo: true, workspace, runnerTemp: workspace },
)
report(app)
if (app.outputs.directory) {
  console.log(`\nThe unpacked app (${app.outputs.directory}), ready for a hosting step:`)
  for (const path of readdirSync(app.outputs.directory, { recursive: true, encoding: 'utf8' }).sort()) {
    console.log(`  ${path}`)
  }
}
await api.stop()
rmSync(workspace, { recursive: true, force: true })
process.exitCode = app.code ?? 1

function report(step: RunResult): void {
  console.log(`\nExit code: ${step.code} (${(step.elapsedMs / 1000).toFixed(1)} s)`)
  console.log('\nOutputs:')
  for (const [name, value] of Object.entries(step.outputs)) console.log(`  ${name} = ${value}`)
  console.log(`\nStep summary (HTML):\n${step.summary || '  (none)'}`)
  console.log(
    `Requests the API received so far: ${api.requests.map(r => `${r.method} ${r.path} → ${r.status || 'no answer'}`).join(', ')}`,
  )
}
