/**
 * `npm run release -- X.Y.Z [--dry-run] [--push]`: releases version X.Y.Z from a clean `main`.
 *
 * Refuses, saying why and changing nothing, unless X.Y.Z is semver and greater than the newest vX.Y.Z tag, the tree is
 * clean and on main, CHANGELOG.md has notes under `## [X.Y.Z]`, and dist/ is the bundle of the sources. Then it sets
 * the version in package.json, package-lock.json and src/version.ts, rebuilds dist/ (the User-Agent carries the
 * version), commits, tags vX.Y.Z (annotated) and moves vX to it, and prints the push commands (`--push` runs them).
 * `--dry-run` checks and prints every step without changing anything.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import semver from 'semver'
import { changelogSection } from './release/changelog.js'
import { versionProblem, withVersion } from './release/version.js'

const BRANCH = 'main'
const REMOTE = 'origin'
const VERSION_FILE = 'src/version.ts'

class Refusal extends Error {}

const run = (command: string, args: string[]): string =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trimEnd()
const git = (...args: string[]): string => run('git', args)
const shown = (command: string, args: string[]): string =>
  [command, ...args].map(arg => (/^[\w./@:=-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(' ')

function check(version: string): void {
  const problem = versionProblem(version, git('tag', '--list', 'v*').split('\n'))
  if (problem) throw new Refusal(problem)
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD')
  if (branch !== BRANCH) throw new Refusal(`releases are made from ${BRANCH}, and this is ${branch}`)
  const changes = git('status', '--porcelain')
  if (changes) throw new Refusal(`the working tree is not clean (commit or stash first):\n${changes}`)
  if (!changelogSection(readFileSync('CHANGELOG.md', 'utf8'), version)) {
    throw new Refusal(`CHANGELOG.md has no notes under "## [${version}]": move them there from [Unreleased]`)
  }
  checkDist()
}

/** Rebuilds dist/ and compares it with the committed one; whatever it finds, the tree is left as it was. */
function checkDist(): void {
  let stale: string
  try {
    run('npm', ['run', '--silent', 'package'])
    stale = git('status', '--porcelain', '--', 'dist')
  } catch (error) {
    stale = `the bundle failed: ${(error as Error).message}`
  } finally {
    git('checkout', '--', 'dist')
    git('clean', '-fdq', '--', 'dist')
  }
  if (stale)
    throw new Refusal(`dist/ is not the bundle of the committed sources (run npm run bundle, commit dist/):\n${stale}`)
}

/** One change the release makes, as it is printed and as it is done. */
interface Step {
  show: string
  perform: () => void
}

const command = (name: string, args: string[]): Step => ({
  show: shown(name, args),
  perform: () => void run(name, args),
})

/** The changes a release makes to the repository, then the pushes that publish them. */
function plan(version: string): { changes: Step[]; pushes: Step[] } {
  const tag = `v${version}`
  const major = `v${semver.major(version)}`
  return {
    changes: [
      command('npm', ['version', version, '--no-git-tag-version', '--allow-same-version']),
      {
        show: `set VERSION = '${version}' in ${VERSION_FILE}`,
        perform: () => writeFileSync(VERSION_FILE, withVersion(readFileSync(VERSION_FILE, 'utf8'), version)),
      },
      command('npm', ['run', '--silent', 'package']),
      command('git', ['add', '--', 'package.json', 'package-lock.json', VERSION_FILE, 'dist']),
      command('git', ['commit', '--quiet', '-m', `Release ${tag}`]),
      command('git', ['tag', '--annotate', tag, '-m', `Release ${tag}`]),
      command('git', ['tag', '--force', '--annotate', major, '-m', `${major}: ${tag}`]),
    ],
    pushes: [
      command('git', ['push', '--atomic', REMOTE, BRANCH, tag]),
      // The major tag moves: pushing it over the old one needs --force.
      command('git', ['push', '--force', REMOTE, `refs/tags/${major}`]),
    ],
  }
}

/** Prints each step, and does it unless this is a dry run. */
function carryOut(steps: Step[], dryRun: boolean): void {
  for (const step of steps) {
    console.log(`${dryRun ? 'would' : 'now'}: ${step.show}`)
    if (!dryRun) step.perform()
  }
}

function main(argv: string[]): void {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false }, push: { type: 'boolean', default: false } },
  })
  if (positionals.length !== 1) throw new Refusal('usage: npm run release -- X.Y.Z [--dry-run] [--push]')
  const version = positionals[0] as string
  const dryRun = values['dry-run'] === true
  check(version)
  console.log(`Checks passed: ${version} can be released.${dryRun ? ' Dry run: nothing is changed.' : ''}`)
  const { changes, pushes } = plan(version)
  carryOut(changes, dryRun)
  if (values.push && !dryRun) {
    carryOut(pushes, false)
    console.log(`Released v${version}: the release workflow builds, tests and publishes it.`)
  } else {
    console.log(`\nTo publish v${version}, push the commit and the tags:\n`)
    for (const step of pushes) console.log(`  ${step.show}`)
  }
}

try {
  main(process.argv.slice(2))
} catch (error) {
  // parseArgs throws ERR_PARSE_ARGS_* for an unknown option: a usage error like the others.
  const usage = String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')
  if (!(error instanceof Refusal) && !usage) throw error
  console.error(`release: refused: ${(error as Error).message}`)
  process.exitCode = 1
}
