import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { changesMarkdown, changesOf } from '../../src/project/describe.js'
import type { SnapshotFile } from '../../src/project/snapshot.js'
import { writeSnapshot } from '../../src/project/write-snapshot.js'

// The snapshot written over what the folder held: only what differs written, what is gone deleted, moves told.
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'snapshot-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const live = new AbortController().signal
const file = (path: string, id: string, name: string, data: object, type = 'material'): SnapshotFile => ({
  path,
  id,
  name,
  type,
  kind: 'asset',
  text: `${JSON.stringify({ id, name, type, data }, null, 2)}\n`,
})

describe('writing the snapshot', () => {
  it('writes what differs, deletes .json files gone and the folders they leave empty, tells moves from deletions', async () => {
    const before = [
      file('assets/A/red.json', '1', 'red', { diffuse: [1, 0, 0] }),
      file('assets/A/blue.json', '2', 'blue', {}),
      file('assets/B/C/old.json', '3', 'old', {}, 'texture'),
    ]
    expect((await writeSnapshot(dir, { files: before, renamed: [] }, live)).created).toHaveLength(3)
    writeFileSync(join(dir, 'assets', 'B', 'notes.txt'), 'mine')
    mkdirSync(join(dir, '.git'))
    writeFileSync(join(dir, '.git', 'x.json'), '{}')
    const after = [
      file('assets/A/red.json', '1', 'red', { diffuse: [0, 1, 0], metalness: 1 }),
      file('assets/D/blue.json', '2', 'blue', {}),
    ]
    const written = await writeSnapshot(dir, { files: after, renamed: [] }, live)
    expect([written.created.length, written.updated.length, written.deleted.length, written.unchanged]).toEqual([
      1, 1, 2, 0,
    ])
    expect(existsSync(join(dir, 'assets', 'B', 'C'))).toBe(false)
    expect(readFileSync(join(dir, 'assets', 'B', 'notes.txt'), 'utf8')).toBe('mine')
    expect(existsSync(join(dir, '.git', 'x.json'))).toBe(true)
    const changes = changesOf(written)
    expect(changesMarkdown(changes, { project: 'Game', branch: 'main', path: 'snap' })).toBe(
      [
        'The PlayCanvas project "Game" (main) as the Editor holds it, written to `snap/`.',
        '',
        '**Assets**',
        '',
        '- material "red": `diffuse`, `metalness`',
        '- material "blue": moved, from assets/A/blue.json',
        '- texture "old": deleted',
        '',
      ].join('\n'),
    )
  })
})
