import { describe, expect, it } from '@jest/globals'
import { chooseBranches, manifestText, zipName } from '../../src/archives/branch-archives.js'

const open = [
  { id: 'b-1', name: 'main' },
  { id: 'b-2', name: 'release/2.1' },
  { id: 'b-3', name: 'Release/2.1' },
]

describe('chooseBranches', () => {
  it('all: every open branch, in the list order; names: those, in the list order, each once', () => {
    expect(chooseBranches(1234, open, 'all')).toEqual(open)
    expect(chooseBranches(1234, open, ['Release/2.1', 'main']).map(b => b.id)).toEqual(['b-1', 'b-3'])
  })

  it('a name with no open branch (case counts) fails before any export, naming every one missing', () => {
    expect(() => chooseBranches(1234, open, ['main', 'RELEASE/2.1', 'gone'])).toThrow(
      `Input 'branches' names "RELEASE/2.1", "gone", which project 1234 has no open branch of; nothing was archived. Open branches: "main", "release/2.1", "Release/2.1"`,
    )
  })
})

describe('zipName', () => {
  it.each([
    [{ id: 'b-2', name: 'release/2.1' }, 'release-2.1-b-2.zip'],
    [{ id: 'b-3', name: 'Release/2.1' }, 'Release-2.1-b-3.zip'],
    [{ id: 'x', name: 'café décor' }, 'café-décor-x.zip'],
    [{ id: 'x', name: '../../etc/passwd' }, 'etc-passwd-x.zip'],
    [{ id: 'x', name: '...' }, 'branch-x.zip'],
    [{ id: 'a/../b', name: 'n' }, 'n-a-b.zip'],
    // Letters beyond the first plane are kept whole: 80 letters, not 80 halves of them.
    [{ id: 'x', name: '𝒜'.repeat(100) }, `${'𝒜'.repeat(80)}-x.zip`],
    [{ id: 'x', name: '😀 party' }, 'party-x.zip'],
  ])('%j → %s', (branch, name) => expect(zipName(branch)).toBe(name))

  it('never names a path: no separator, no leading dot', () => {
    for (const name of ['/', '\\\\server\\share', '.hidden', 'a\u0000b', ' ', '\n::error::x'])
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must not be in a file name
      expect(zipName({ id: 'i', name })).toMatch(/^[^./\\][^/\\\u0000-\u001f]*\.zip$/)
  })
})

describe('manifestText', () => {
  it('the project, when, what came whole and what did not, as JSON with a newline', () => {
    const archived = [
      {
        id: 'b-1',
        name: 'main',
        file: 'main-b-1.zip',
        sha256: 'ab',
        size: 3,
        archivedAt: '2026-11-27T03:16:00.000Z',
        jobId: 7,
      },
    ]
    const notArchived = [{ id: 'b-2', name: 'x', why: 'Job 8 failed' }]
    const text = manifestText({ projectId: 1234, madeAt: '2026-11-27T03:17:00.000Z', archived, notArchived })
    expect(JSON.parse(text)).toEqual({
      project: 1234,
      madeAt: '2026-11-27T03:17:00.000Z',
      branches: archived,
      notArchived,
    })
    expect(text.endsWith('}\n')).toBe(true)
  })
})
