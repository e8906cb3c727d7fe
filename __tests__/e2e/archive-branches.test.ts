import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Archived, NotArchived } from '../../src/archives/branch-archives.js'
import type { StandInBranch } from '../../stand-ins/checkpoint-api.js'
import { runArchiveProject } from '../../stand-ins/defaults.js'
import type { RunOptions } from '../../stand-ins/runner.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { expectContained, startApi } from '../support/e2e.js'

// archive-project's `branches`, spawned from its bundle as a runner runs it, against the stand-in with a free token's
// strict class (5 a window; the window shortened so that the test waits seconds, not minutes).
let root: string
let workspace: string
let temp: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'archive-branches-'))
  workspace = join(root, 'workspace')
  temp = join(root, 'temp')
  mkdirSync(workspace)
  mkdirSync(temp)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const where = (): Omit<RunOptions, 'inputs' | 'bundle'> => ({ workspace, runnerTemp: temp })
const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex')
const FREE_STRICT = { limit: 5, windowMs: 3_000 }

/** Twelve open branches (one closed, never listed), over two pages of the list, which lists them by name. */
const BRANCHES: StandInBranch[] = [
  ...Array.from({ length: 12 }, (_, i) => ({ id: `b-${String(i).padStart(2, '0')}`, name: `feature/${i} “x”` })),
  { id: 'b-closed', name: 'old', closed: true },
]

const LISTED = BRANCHES.slice(0, 12).sort((a, b) => (a.name < b.name ? -1 : 1))

interface Manifest {
  project: number
  branches: Archived[]
  notArchived: NotArchived[]
}
const manifestOf = (path: string): Manifest => JSON.parse(readFileSync(path, 'utf8')) as Manifest

describe('archive-project, every branch', () => {
  it("12 open branches over two pages, on a free token's strict class: each zip whole and in the manifest, no 429", async () => {
    const api = await startApi({
      jobMs: 100,
      projects: { 1234: BRANCHES },
      branchPageSize: 7,
      strictRateLimit: FREE_STRICT,
    })
    const result = await runArchiveProject(api.url, { branches: 'all', directory: 'backups' }, where())
    expectContained(result)
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    const directory = join(workspace, 'backups')
    expect(result.outputs).toMatchObject({ directory, manifest: join(directory, 'manifest.json'), archived: '12' })
    // Both pages read; one export per open branch, the closed one never asked.
    expect(api.requests.filter(r => r.path === '/api/projects/1234/branches')).toHaveLength(2)
    const exports = api.requests.filter(r => r.path === '/api/projects/1234/export')
    expect(exports.map(r => r.status)).toEqual(Array(12).fill(201))
    expect(exports.map(r => (JSON.parse(r.body) as { branch_id: string }).branch_id)).toEqual(LISTED.map(b => b.id))
    // The strict window held the sixth and the eleventh until it reset.
    expect(result.stdout).toContain("the strict class's window (builds and archives) is spent until it resets")
    const manifest = manifestOf(join(directory, 'manifest.json'))
    expect(manifest.project).toBe(1234)
    expect(manifest.notArchived).toEqual([])
    expect(manifest.branches.map(b => [b.id, b.name, b.file])).toEqual(
      LISTED.map(b => [b.id, b.name, `feature-${b.id.slice(2).replace(/^0/, '')}-x-${b.id}.zip`]),
    )
    for (const entry of manifest.branches) {
      const zip = join(directory, entry.file)
      expect(entry).toMatchObject({ sha256: sha256(zip), size: readFileSync(zip).length })
      expect(readFileSync(zip).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
      expect(Number.isInteger(entry.jobId) && !Number.isNaN(Date.parse(entry.archivedAt))).toBe(true)
    }
    expect(readdirSync(directory).sort()).toEqual([...manifest.branches.map(b => b.file), 'manifest.json'].sort())
    expect(result.summary).toContain('<h3>Branches archived</h3>')
  }, 60_000)

  it('one branch whose export fails and one closed since the list: the others kept, the step failing naming both', async () => {
    const branches = BRANCHES.slice(0, 4)
    const api = await startApi({
      jobMs: 100,
      projects: { 1234: branches },
      jobErrorsFor: job => (job.branchId === 'b-01' ? ['Export ran out of memory'] : undefined),
      // Closed in the Editor after the list was read: its export is answered 404.
      faultFor: request => {
        if (request.path === '/api/projects/1234/export' && request.body.includes('b-02'))
          api.deleteBranch(1234, branches[2]?.name ?? '')
        return undefined
      },
    })
    const result = await runArchiveProject(api.url, { branches: 'all' }, where())
    expectContained(result)
    expect(result.code).toBe(1)
    const directory = join(workspace, 'playcanvas-archives')
    const [annotation] = errorAnnotations(result.stdout)
    expect(annotation).toMatch(/^2 of 4 branches not archived \(the 2 others are whole, listed in .*manifest\.json\):/)
    expect(annotation).toContain('- "feature/1 “x”" (b-01): Job 1001 failed: Export ran out of memory')
    expect(annotation).toContain(
      '- "feature/2 “x”" (b-02): the branch is gone since the list was read (closed or deleted): 404 Branch not found',
    )
    const manifest = manifestOf(join(directory, 'manifest.json'))
    expect(manifest.branches.map(b => b.id)).toEqual(['b-00', 'b-03'])
    expect(manifest.notArchived.map(b => b.id)).toEqual(['b-01', 'b-02'])
    expect(readdirSync(directory).sort()).toEqual(['feature-0-x-b-00.zip', 'feature-3-x-b-03.zip', 'manifest.json'])
    expect(result.outputs.archived).toBe('2')
    expect(result.summary).toContain('<h3>Branches not all archived</h3>')
  }, 60_000)

  it('names, one a line: only those; a name with no open branch fails before any export, naming it', async () => {
    const api = await startApi({ jobMs: 100, projects: { 1234: BRANCHES } })
    const result = await runArchiveProject(api.url, { branches: 'feature/3 “x”\n\nfeature/7 “x”\n' }, where())
    expect(result.code).toBe(0)
    expect(manifestOf(result.outputs.manifest ?? '').branches.map(b => b.id)).toEqual(['b-03', 'b-07'])

    const missing = await runArchiveProject(
      api.url,
      { branches: 'feature/3 “x”\nold\nnope', directory: 'other' },
      where(),
    )
    expect(missing.code).toBe(1)
    expect(errorAnnotations(missing.stdout)[0]).toMatch(
      /^Input 'branches' names "old", "nope", which project 1234 has no open branch of; nothing was archived/,
    )
    expect(api.requests.filter(r => r.path === '/api/projects/1234/export')).toHaveLength(2)
  }, 60_000)
})
