import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { workflowProblems } from '../../scripts/workflow-policy.js'

const SHA = '3d3c42e5aac5ba805825da76410c181273ba90b1'
const workflows = readdirSync('.github/workflows')
  .filter(name => /\.ya?ml$/.test(name))
  .map(name => join('.github/workflows', name))

/** A one-job workflow with these permissions and steps. */
const workflow = (jobPermissions: string, steps: string, top = 'permissions:\n  contents: read\n'): string =>
  `on: push\n${top}jobs:\n  one:\n    runs-on: ubuntu-latest\n${jobPermissions}    steps:\n${steps}`

describe('workflow policy', () => {
  it.each(workflows)('%s pins every action by SHA and asks only for the permissions its steps use', file => {
    expect(workflowProblems(file, readFileSync(file, 'utf8'))).toEqual([])
  })

  it('the release workflow grants write permissions only to the jobs that attest and publish', () => {
    const release = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as {
      jobs: Record<string, { permissions?: Record<string, string> }>
    }
    expect(release.jobs.check?.permissions).toBeUndefined()
    expect(release.jobs.attest?.permissions).toEqual({
      contents: 'read',
      'id-token': 'write',
      attestations: 'write',
    })
    expect(release.jobs.publish?.permissions).toEqual({ contents: 'write' })
  })

  it('the release workflow runs on vX.Y.Z tags, tests, attests only a dist/ rebuilt unchanged, notes from CHANGELOG', () => {
    const release = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as {
      on: { push: { tags: string[] } }
      jobs: Record<string, { needs?: string; steps: { uses?: string; run?: string }[] }>
    }
    expect(release.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+'])
    const runs = (job: string): string[] => (release.jobs[job]?.steps ?? []).map(step => step.run ?? step.uses ?? '')
    expect(runs('check')).toContain('bash .ci/run')
    const attest = runs('attest')
    const order = [
      attest.indexOf('npm run package'),
      attest.indexOf('git diff --exit-code --stat -- dist'),
      attest.findIndex(step => step.startsWith('actions/attest-build-provenance@')),
    ]
    expect(order.every(i => i >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(release.jobs.attest?.needs).toBe('check')
    expect(release.jobs.publish?.needs).toBe('attest')
    const publish = runs('publish').join('\n')
    expect(publish).toMatch(/npm run --silent release-notes -- "\$GITHUB_REF_NAME" > "\$RUNNER_TEMP\/notes.md"/)
    expect(publish).toMatch(
      /gh release create "\$GITHUB_REF_NAME" --verify-tag .*--notes-file "\$RUNNER_TEMP\/notes.md"/,
    )
  })

  it.each([
    ['a tag', `      - uses: actions/checkout@v4\n`, /actions\/checkout@v4 is not pinned to a full commit SHA/],
    ['a short SHA', `      - uses: actions/checkout@3d3c42e # v7.0.1\n`, /not pinned to a full commit SHA/],
    ['a branch', `      - uses: github/codeql-action/init@main\n`, /github\/codeql-action\/init@main is not pinned/],
    ['no version comment', `      - uses: actions/checkout@${SHA}\n`, /has no "# vX\.Y\.Z" comment/],
  ])('finds an action pinned by %s', (_name, steps, problem) => {
    expect(workflowProblems('w.yml', workflow('', steps)).join('\n')).toMatch(problem)
  })

  it('accepts the action of this repository (uses: ./) unpinned', () => {
    expect(workflowProblems('w.yml', workflow('', `      - uses: ./\n`))).toEqual([])
  })

  it.each([
    ['contents: write without a release', '    permissions:\n      contents: write\n', '      - run: npm test\n'],
    [
      'id-token: write without an attestation',
      '    permissions:\n      id-token: write\n',
      `      - uses: actions/checkout@${SHA} # v7.0.1\n`,
    ],
    [
      'security-events: write without CodeQL',
      '    permissions:\n      security-events: write\n',
      '      - run: true\n',
    ],
    ['write-all', '    permissions: write-all\n', '      - run: true\n'],
  ])('finds a job asking for %s', (_name, permissions, steps) => {
    expect(workflowProblems('w.yml', workflow(permissions, steps))).toEqual([
      expect.stringMatching(/^w\.yml: job one asks for .+/),
    ])
  })

  it("accepts a permission the job's own steps need", () => {
    const steps = '      - run: gh release create "$GITHUB_REF_NAME" --notes-file notes.md\n'
    expect(workflowProblems('w.yml', workflow('    permissions:\n      contents: write\n', steps))).toEqual([])
  })

  it('wants top-level permissions of at most contents: read', () => {
    const steps = '      - run: true\n'
    expect(workflowProblems('w.yml', workflow('', steps, ''))).toEqual([
      expect.stringMatching(/no top-level permissions/),
    ])
    expect(workflowProblems('w.yml', workflow('', steps, 'permissions:\n  contents: write\n'))).toEqual([
      'w.yml: top-level permissions must be at most contents: read',
      'w.yml: job one asks for contents: write without needing it',
    ])
  })
})

describe('Dependabot', () => {
  it('updates npm (minor and patch grouped, runtime apart from development) and the actions, weekly', () => {
    const config = parse(readFileSync('.github/dependabot.yml', 'utf8')) as {
      updates: { 'package-ecosystem': string; schedule: { interval: string }; groups?: Record<string, object> }[]
    }
    const npm = config.updates.find(update => update['package-ecosystem'] === 'npm')
    const actions = config.updates.find(update => update['package-ecosystem'] === 'github-actions')
    expect(npm?.schedule.interval).toBe('weekly')
    expect(actions?.schedule.interval).toBe('weekly')
    expect(Object.values(npm?.groups ?? {})).toEqual([
      { 'dependency-type': 'production', 'update-types': ['minor', 'patch'] },
      { 'dependency-type': 'development', 'update-types': ['minor', 'patch'] },
    ])
  })
})
