/**
 * `npm run local:bundle [-- path/to/.env]`: runs the committed bundle once, as a runner would, with the INPUT_* and GITHUB_*
 * variables of a .env file (see .env.example), against the API it names; shows the log, outputs and summary.
 */
import { readFileSync } from 'node:fs'
import { runAction } from '../stand-ins/runner.js'

const file = process.argv[2] ?? '.env'
const env: Record<string, string> = {}
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const match = /^\s*([^#=\s][^=]*?)\s*=\s*(.*?)\s*$/.exec(line)
  if (match?.[1]) env[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2')
}
const result = await runAction({
  inputs: {},
  eventName: env.GITHUB_EVENT_NAME ?? 'workflow_dispatch',
  payload: {},
  env,
  echo: true,
})
console.log(
  `\nExit code: ${result.code}\nOutputs: ${JSON.stringify(result.outputs, null, 2)}\nSummary:\n${result.summary}`,
)
process.exitCode = result.code ?? 1
