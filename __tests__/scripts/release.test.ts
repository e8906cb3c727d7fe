import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { type SpawnSyncReturns, execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

// The release script against small repositories of its own: the same files it edits, a build that writes the
// version into dist/index.js as the real bundle does (the User-Agent), and commits and tags of their own.
const script = resolve('scripts/release.ts')
const tsx = resolve('node_modules/.bin/tsx')
const env = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
}
const roots: string[] = []
afterAll(() => roots.forEach(root => rmSync(root, { recursive: true, force: true })))

const git = (repo: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd: repo, env, encoding: 'utf8' }).trim()

const BUILD = `import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
const version = /VERSION = '([^']*)'/.exec(readFileSync('src/version.ts', 'utf8'))[1]
mkdirSync('dist', { recursive: true })
writeFileSync('dist/index.js', \`const USER_AGENT = "checkpoint-action/\${version}"\\n\`)
`
const CHANGELOG = `# Changelog

## [Unreleased]

## [2.0.0]

- Breaking.

## [1.1.0]

- A fix.

## [1.0.0]

- First.
`

/** A repository released as v1.0.0 (tags v1.0.0 and v1), with notes for 1.1.0 and 2.0.0 committed since. */
function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'release-'))
  roots.push(root)
  const repo = join(root, 'repo')
  mkdirSync(join(repo, 'src'), { recursive: true })
  const write = (file: string, text: string): void => writeFileSync(join(repo, file), text)
  write(
    'package.json',
    `${JSON.stringify({ name: 'fixture', version: '1.0.0', private: true, scripts: { package: 'node build.mjs' } }, null, 2)}\n`,
  )
  const lock = {
    name: 'fixture',
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name: 'fixture', version: '1.0.0' } },
  }
  write('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
  write('src/version.ts', "export const VERSION = '1.0.0'\nexport const USER_AGENT = `checkpoint-action/${VERSION}`\n")
  write('build.mjs', BUILD)
  write('CHANGELOG.md', CHANGELOG.replace(/## \[2\.0\.0\][^]*?(?=## \[1\.0\.0\])/, ''))
  git(repo, 'init', '--quiet', '--initial-branch=main')
  execFileSync('node', ['build.mjs'], { cwd: repo })
  git(repo, 'add', '.')
  git(repo, 'commit', '--quiet', '-m', 'Release v1.0.0')
  git(repo, 'tag', '-a', 'v1.0.0', '-m', 'Release v1.0.0')
  git(repo, 'tag', '-a', 'v1', '-m', 'v1: v1.0.0')
  write('CHANGELOG.md', CHANGELOG)
  git(repo, 'commit', '--quiet', '-am', 'Notes for 1.1.0 and 2.0.0')
  return repo
}

const release = (repo: string, ...args: string[]): SpawnSyncReturns<string> =>
  spawnSync(tsx, [script, ...args], { cwd: repo, env, encoding: 'utf8' })

/** Everything a release could change: commits, tags and where they point, the tree's state, the version strings. */
function state(repo: string): string {
  return [
    git(repo, 'rev-parse', 'HEAD'),
    git(repo, 'for-each-ref', '--format=%(refname) %(objectname) %(objecttype)'),
    git(repo, 'status', '--porcelain', '--untracked-files=all'),
    ...['package.json', 'package-lock.json', 'src/version.ts', 'dist/index.js'].map(file =>
      readFileSync(join(repo, file), 'utf8'),
    ),
  ].join('\n')
}

function versions(repo: string): string[] {
  const read = (file: string): string => readFileSync(join(repo, file), 'utf8')
  const lock = JSON.parse(read('package-lock.json')) as {
    version: string
    packages: Record<string, { version: string }>
  }
  return [
    (JSON.parse(read('package.json')) as { version: string }).version,
    lock.version,
    lock.packages['']?.version ?? '',
    /VERSION = '([^']*)'/.exec(read('src/version.ts'))?.[1] ?? '',
    /checkpoint-action\/([\d.]+)/.exec(read('dist/index.js'))?.[1] ?? '',
  ]
}

/** No change to the fixture: the version argument alone is refused. */
const asIs = (): void => {}

describe('npm run release', () => {
  it.each([
    ['no version', [], asIs, /usage: npm run release -- X\.Y\.Z \[--dry-run\] \[--push\]/],
    ['an unknown option', ['1.1.0', '--yes'], asIs, /Unknown option '--yes'/],
    ['a version that is not X.Y.Z', ['1.1'], asIs, /"1\.1" is not a version of the form X\.Y\.Z/],
    ['a v-prefixed version', ['v1.1.0'], asIs, /"v1\.1\.0" is not a version of the form X\.Y\.Z/],
    ['the newest tag again', ['1.0.0'], asIs, /1\.0\.0 is not greater than the newest release tag, v1\.0\.0/],
    ['an older version', ['0.9.0'], asIs, /0\.9\.0 is not greater than the newest release tag, v1\.0\.0/],
    ['a version without CHANGELOG notes', ['1.2.0'], asIs, /CHANGELOG\.md has no notes under "## \[1\.2\.0\]"/],
    [
      'a dirty tree',
      ['1.1.0'],
      (repo: string) => writeFileSync(join(repo, 'src/version.ts'), "export const VERSION = '9.9.9'\n"),
      /the working tree is not clean[^]*src\/version\.ts/,
    ],
    [
      'an untracked file',
      ['1.1.0'],
      (repo: string) => writeFileSync(join(repo, 'src/new.ts'), 'export {}\n'),
      /the working tree is not clean[^]*src\/new\.ts/,
    ],
    [
      'a branch other than main',
      ['1.1.0'],
      (repo: string) => void git(repo, 'checkout', '--quiet', '-b', 'feature'),
      /releases are made from main, and this is feature/,
    ],
    [
      'a stale dist/',
      ['1.1.0'],
      (repo: string) => {
        writeFileSync(join(repo, 'dist/index.js'), '// edited by hand\n')
        git(repo, 'commit', '--quiet', '-am', 'Edit dist by hand')
      },
      /dist\/ is not the bundle of the committed sources[^]*dist\/index\.js/,
    ],
  ])('refuses %s, says why, and changes nothing', (_name, args, arrange, message) => {
    const repo = fixture()
    arrange(repo)
    const before = state(repo)
    const result = release(repo, ...args)
    expect(result.stderr).toMatch(/^release: refused: /)
    expect(result.stderr).toMatch(message)
    expect(result.status).toBe(1)
    expect(state(repo)).toBe(before)
  })

  it('--dry-run checks, prints every step and changes nothing, not even the tags', () => {
    const repo = fixture()
    const before = state(repo)
    const result = release(repo, '1.1.0', '--dry-run')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('Checks passed: 1.1.0 can be released. Dry run: nothing is changed.')
    for (const step of [
      'would: npm version 1.1.0 --no-git-tag-version --allow-same-version',
      "would: set VERSION = '1.1.0' in src/version.ts",
      'would: npm run --silent package',
      "would: git commit --quiet -m 'Release v1.1.0'",
      "would: git tag --annotate v1.1.0 -m 'Release v1.1.0'",
      "would: git tag --force --annotate v1 -m 'v1: v1.1.0'",
      'git push --atomic origin main v1.1.0',
      'git push --force origin refs/tags/v1',
    ])
      expect(result.stdout).toContain(step)
    expect(state(repo)).toBe(before)
  })

  describe('a release', () => {
    let repo: string
    let previous: string
    let result: SpawnSyncReturns<string>
    beforeAll(() => {
      repo = fixture()
      previous = git(repo, 'rev-parse', 'HEAD')
      result = release(repo, '1.1.0')
    })

    it('sets every version string, rebuilds dist/ and commits them, leaving the tree clean', () => {
      expect(result.stderr).toBe('')
      expect(result.status).toBe(0)
      expect(versions(repo)).toEqual(['1.1.0', '1.1.0', '1.1.0', '1.1.0', '1.1.0'])
      expect(git(repo, 'rev-parse', 'HEAD^')).toBe(previous)
      expect(git(repo, 'log', '-1', '--format=%s')).toBe('Release v1.1.0')
      expect(git(repo, 'show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
        'dist/index.js',
        'package-lock.json',
        'package.json',
        'src/version.ts',
      ])
      expect(git(repo, 'status', '--porcelain', '--untracked-files=all')).toBe('')
    })

    it('tags the release commit vX.Y.Z (annotated) and moves vX to it', () => {
      expect(git(repo, 'cat-file', '-t', 'v1.1.0')).toBe('tag')
      expect(git(repo, 'rev-parse', 'v1.1.0^{commit}')).toBe(git(repo, 'rev-parse', 'HEAD'))
      expect(git(repo, 'rev-parse', 'v1^{commit}')).toBe(git(repo, 'rev-parse', 'HEAD'))
      expect(git(repo, 'rev-parse', 'v1.0.0^{commit}')).toBe(git(repo, 'rev-parse', 'HEAD~2'))
      expect(result.stdout).toMatch(
        /To publish v1\.1\.0, push the commit and the tags:\n\n {2}git push --atomic origin main v1\.1\.0\n {2}git push --force origin refs\/tags\/v1\n/,
      )
    })

    it('a second major (2.0.0) gets its own vX tag and leaves v1 where it was', () => {
      const v1 = git(repo, 'rev-parse', 'v1^{commit}')
      const second = release(repo, '2.0.0')
      expect(second.stderr).toBe('')
      expect(second.status).toBe(0)
      expect(versions(repo)).toEqual(['2.0.0', '2.0.0', '2.0.0', '2.0.0', '2.0.0'])
      expect(git(repo, 'rev-parse', 'v2^{commit}')).toBe(git(repo, 'rev-parse', 'HEAD'))
      expect(git(repo, 'rev-parse', 'v1^{commit}')).toBe(v1)
      expect(git(repo, 'rev-parse', 'v1.1.0^{commit}')).toBe(v1)
    })
  })

  it('--push pushes the release commit, its tag and the moved major tag', () => {
    const repo = fixture()
    const remote = join(repo, '..', 'remote.git')
    git(repo, 'init', '--quiet', '--bare', remote)
    git(repo, 'remote', 'add', 'origin', remote)
    git(repo, 'push', '--quiet', 'origin', 'main', 'v1.0.0', 'v1')
    const result = release(repo, '1.1.0', '--push')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    const head = git(repo, 'rev-parse', 'HEAD')
    for (const ref of ['main', 'v1.1.0^{commit}', 'v1^{commit}']) expect(git(remote, 'rev-parse', ref)).toBe(head)
  })
})
