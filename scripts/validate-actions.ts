/**
 * `npm run validate`: checks action.yml and every workflow under .github/workflows with action-validator.
 * Its schema (0.6.0) predates `runs.using: node24`, so action.yml is checked as a copy that says node20;
 * the runtime itself is asserted here instead.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'

const action = readFileSync('action.yml', 'utf8')
const runs = (parse(action) as { runs?: { using?: string; main?: string } }).runs
if (runs?.using !== 'node24' || runs.main !== 'dist/index.js') {
  throw new Error(`action.yml must say runs.using: node24 and runs.main: dist/index.js, not ${JSON.stringify(runs)}`)
}
const copy = join(mkdtempSync(join(tmpdir(), 'validate-')), 'action.yml')
writeFileSync(copy, action.replace(/^(\s+using:\s*)node24\s*$/m, '$1node20'))

const workflows = readdirSync('.github/workflows')
  .filter(name => /\.ya?ml$/.test(name))
  .map(name => join('.github/workflows', name))
for (const file of [copy, ...workflows]) {
  execFileSync('action-validator', [file], { stdio: 'inherit' })
  console.log(`valid: ${file === copy ? 'action.yml' : file}`)
}
