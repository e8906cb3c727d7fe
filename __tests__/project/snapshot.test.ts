import { describe, expect, it } from '@jest/globals'
import { parseJson } from '../../src/project/canonical-json.js'
import type { ProjectExport } from '../../src/project/read-export.js'
import { snapshotOf } from '../../src/project/snapshot.js'

// The export's own shapes (the Editor's fixtures): ids as strings, a folder path as folder ids, bookkeeping beside.
const exported = (assets: object, scenes: object = {}): ProjectExport =>
  ({
    version: 3,
    project: parseJson(
      '{"id":7,"name":"Game","modified":"2026-11-01","created":"2026-01-01","repositories":{},"settings":{"width":1280}}',
    ),
    scenes: parseJson(JSON.stringify(scenes)),
    assets: parseJson(JSON.stringify(assets)),
  }) as ProjectExport

const asset = (id: number, name: string, path: number[] = [], type = 'material'): object => ({
  id: String(id),
  name,
  type,
  path,
  data: type === 'folder' ? null : { diffuse: [1, 0, 0] },
  revision: 3,
  _v: 9,
  _m: { mtime: 1 },
  checkpoint_id: 'c',
  immutable_backup: 'i',
})

describe('the snapshot of an export', () => {
  it('a file per asset at its folder path, folders as folders, bookkeeping left out', () => {
    const snapshot = snapshotOf(
      exported(
        {
          1: asset(1, 'Materials', [], 'folder'),
          2: asset(2, 'Red', [1]),
          3: asset(3, 'Metal', [1, 4]),
          4: asset(4, 'Sub', [1], 'folder'),
        },
        { 10: { id: '10', name: 'Main', entities: {}, _v: 3, checkpoint_id: 'c', settings: {} } },
      ),
    )
    expect(snapshot.files.map(f => f.path)).toEqual([
      'assets/Materials/Red.json',
      'assets/Materials/Sub/Metal.json',
      'project.json',
      'scenes/Main.json',
    ])
    const all = snapshot.files.map(f => f.text).join('')
    for (const key of [
      '_v',
      '_m',
      'checkpoint_id',
      'immutable_backup',
      'revision',
      'modified',
      'created',
      'repositories',
      '"path"',
    ])
      expect(all).not.toContain(key)
    expect(snapshot.files.find(f => f.path === 'project.json')?.text).toBe(
      '{\n  "id": 7,\n  "name": "Game",\n  "settings": {\n    "width": 1280\n  }\n}\n',
    )
  })

  it("a scene's bookkeeping is left out as an asset's is: backup fields that change on every export change nothing", () => {
    const scene = (backup: string) => ({
      10: {
        id: '10',
        name: 'Main',
        entities: {},
        settings: {},
        immutable_backup: backup,
        same_as_backup: backup,
        revision: backup,
      },
    })
    const once = snapshotOf(exported({}, scene('first export')))
    const again = snapshotOf(exported({}, scene('second export')))
    expect(once.files.find(f => f.path === 'scenes/Main.json')?.text).toBe(
      '{\n  "entities": {},\n  "id": "10",\n  "name": "Main",\n  "settings": {}\n}\n',
    )
    expect(again.files).toEqual(once.files)
  })

  it('names that cannot be paths are written by id, and said; names alike but for case each get their id', () => {
    const snapshot = snapshotOf(
      exported({
        1: asset(1, 'a/b'),
        2: asset(2, '..'),
        3: asset(3, 'Red'),
        4: asset(4, 'red'),
        5: asset(5, '.hidden'),
      }),
    )
    expect(snapshot.files.map(f => f.path)).toEqual([
      'assets/1.json',
      'assets/2.json',
      'assets/5.json',
      'assets/Red (3).json',
      'assets/red (4).json',
      'project.json',
    ])
    expect(snapshot.renamed).toEqual([
      '"a/b" (id 1) is written as 1: it holds a slash',
      '".." (id 2) is written as 2: it is ..',
      '".hidden" (id 5) is written as 5: it starts with a dot (a hidden file)',
    ])
  })
})
