/**
 * `npm run validate` (part of `npm run lint`): every action.yml and every workflow the project shows — under
 * .github/workflows, and each YAML example of the README and docs/ — read by @actions/workflow-parser, the parser
 * behind GitHub's language service, which refuses what a runner refuses; each action runs the committed bundle on
 * node24; and the repository's own workflows hold to its policy (scripts/workflow-policy.ts).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { actionErrors, loadAction, workflowErrors } from '../stand-ins/action-manifest.js'
import { docWorkflows, pageMessage } from './doc-workflows.js'
import { workflowProblems } from './workflow-policy.js'

// Each action and the file it runs: entry points into one bundle (scripts/package.ts).
const ACTIONS: Record<string, string> = {
  '.': 'dist/index.js',
  'create-branch': 'dist/create-branch/index.js',
  'download-app': 'dist/download-app/index.js',
  'archive-project': 'dist/archive-project/index.js',
  'push-files': 'dist/push-files/index.js',
  'pull-files': 'dist/pull-files/index.js',
  'verify-app': 'dist/verify-app/index.js',
  'record-deploy': 'dist/record-deploy/index.js',
  'find-deploy': 'dist/find-deploy/index.js',
  'pull-project': 'dist/pull-project/index.js',
  playable: 'dist/playable/index.js',
  'mobile-app': 'dist/mobile-app/index.js',
}
const yamlFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter(name => /\.ya?ml$/.test(name))
    .map(name => join(dir, name))
const PAGES = [
  'README.md',
  ...readdirSync('docs')
    .map(name => join('docs', name))
    .filter(name => name.endsWith('.md')),
]

const problems: string[] = []
let checked = 0
for (const [dir, main] of Object.entries(ACTIONS)) {
  const file = join(dir, 'action.yml')
  const errors = actionErrors(file, readFileSync(file, 'utf8'))
  problems.push(...errors)
  const manifest = errors.length === 0 ? loadAction(dir) : undefined
  if (manifest && (manifest.using !== 'node24' || manifest.main !== resolve(main))) {
    problems.push(`${file}: must say runs.using: node24 and runs.main: the bundle ${main}`)
  }
  checked++
}
for (const file of yamlFiles('.github/workflows')) {
  const text = readFileSync(file, 'utf8')
  problems.push(...(await workflowErrors(file, text)), ...workflowProblems(file, text))
  checked++
}
for (const page of PAGES) {
  for (const example of docWorkflows(page, readFileSync(page, 'utf8'))) {
    const errors = await workflowErrors(example.where, example.content)
    problems.push(...errors.map(message => pageMessage(example, message)))
    checked++
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`GitHub's parser: ${checked} actions, workflows and documented examples load`)
