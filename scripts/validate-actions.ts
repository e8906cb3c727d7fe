/**
 * `npm run validate`: checks action.yml and every workflow under .github/workflows with action-validator.
 * Its schema (0.6.0, the newest) predates `runs.using: node24` and the `attestations` permission, so each file is
 * checked as a copy without them (node24 read as node20, the `attestations: write` line left out); the runtime is
 * asserted here instead, and the workflow policy (scripts/workflow-policy.ts: actions pinned by SHA, least
 * permissions) checks every permission a workflow asks for.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { workflowProblems } from './workflow-policy.js'

// Each action and the bundle it runs: four entry points, one library.
const ACTIONS: Record<string, string> = {
  'action.yml': 'dist/index.js',
  'create-branch/action.yml': '../dist/create-branch/index.js',
  'download-app/action.yml': '../dist/download-app/index.js',
  'archive-project/action.yml': '../dist/archive-project/index.js',
}
for (const [file, main] of Object.entries(ACTIONS)) {
  const runs = (parse(readFileSync(file, 'utf8')) as { runs?: { using?: string; main?: string } }).runs
  if (runs?.using !== 'node24' || runs.main !== main) {
    throw new Error(`${file} must say runs.using: node24 and runs.main: ${main}, not ${JSON.stringify(runs)}`)
  }
}

const copies = mkdtempSync(join(tmpdir(), 'validate-'))
const files = [
  ...Object.keys(ACTIONS),
  ...readdirSync('.github/workflows')
    .filter(name => /\.ya?ml$/.test(name))
    .map(name => join('.github/workflows', name)),
]
for (const file of files) {
  const copy = join(copies, file.replaceAll('/', '_'))
  const text = readFileSync(file, 'utf8')
  writeFileSync(
    copy,
    text.replace(/^(\s+using:\s*)node24\s*$/m, '$1node20').replace(/^\s+attestations:\s*write\s*\n/gm, ''),
  )
  execFileSync('action-validator', [copy], { stdio: 'inherit' })
  const problems = file in ACTIONS ? [] : workflowProblems(file, text)
  if (problems.length > 0) throw new Error(`workflow policy:\n${problems.join('\n')}`)
  console.log(`valid: ${file}`)
}
