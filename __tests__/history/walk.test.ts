import { describe, expect, it } from '@jest/globals'
import { HistoryWalk, versionKey } from '../../src/history/walk.js'
import type { LogRecord } from '../../src/history/log-records.js'

/** Blob ids stand for their MD5 here: `md5sOf` maps a blob `x` to the MD5 `md5-x`. */
const md5sOf = (blob: string): string[] => [`md5-${blob}`]
const record = (commit: string, ...entries: [path: string, blob?: string, from?: string][]): LogRecord => ({
  commit,
  entries: entries.map(([path, blob, from]) => ({ path, blob, ...(from ? { from } : {}) })),
})
const walked = (walk: HistoryWalk, records: LogRecord[]): HistoryWalk => {
  for (const r of records) {
    if (walk.settled) break
    walk.step(r, md5sOf)
  }
  return walk
}

describe('HistoryWalk', () => {
  it('finds a version at any depth; a version never had is not found, and the walk is never settled by it', () => {
    const walk = walked(
      new HistoryWalk([
        { path: 'a.js', md5: 'md5-a1', differs: true },
        { path: 'b.js', md5: 'md5-never', differs: true },
      ]),
      [
        record('c3', ['a.js', 'a3']),
        record('c2', ['a.js', 'a2'], ['b.js', 'b2']),
        record('c1', ['a.js', 'a1'], ['b.js', 'b1']),
      ],
    )
    expect(walk.found()).toEqual(new Set([versionKey('a.js', 'md5-a1')]))
    expect(walk.settled).toBe(false)
    expect(walk.commitsRead).toBe(3)
  })

  it('stops as soon as every differing file is found', () => {
    const walk = walked(new HistoryWalk([{ path: 'a.js', md5: 'md5-a2', differs: true }]), [
      record('c3', ['a.js', 'a3']),
      record('c2', ['a.js', 'a2']),
      record('c1', ['a.js', 'a1']),
    ])
    expect(walk.settled).toBe(true)
    expect(walk.commitsRead).toBe(2)
  })

  it('follows a rename: versions of the earlier name count for the file', () => {
    const walk = walked(new HistoryWalk([{ path: 'new.js', md5: 'md5-x1', differs: true }]), [
      record('c2', ['new.js', 'x2', 'old.js']),
      record('c1', ['old.js', 'x1']),
    ])
    expect(walk.found()).toEqual(new Set([versionKey('new.js', 'md5-x1')]))
  })

  it("counts a merge's records against each parent as one commit", () => {
    const walk = walked(new HistoryWalk([{ path: 'a.js', md5: 'md5-m', differs: true }]), [
      record('merge', ['a.js', 'm']),
      record('merge', ['a.js', 'm']),
      record('c1', ['a.js', 'a1']),
    ])
    expect(walk.settled).toBe(true)
    expect(walk.commitsRead).toBe(1)
  })

  it('the base: the newest commit the branch holds a version of, older than every change after a version it holds', () => {
    // c1 pushed (a1, b1); c2 changed b (not pushed); c3 holds a merged edit of a, which the Editor has too.
    const records = [
      record('c3', ['a.js', 'edit']),
      record('c2', ['b.js', 'b2'], ['late.js', 'l']),
      record('c1', ['a.js', 'a1'], ['b.js', 'b1']),
    ]
    const walk = walked(
      new HistoryWalk(
        [
          { path: 'a.js', md5: 'md5-edit', differs: false },
          { path: 'b.js', md5: 'md5-b1', differs: true },
        ],
        true,
      ),
      records,
    )
    expect(walk.base()).toBe('c1')
    // Without b behind, the newest commit the Editor holds is c3.
    const ahead = walked(new HistoryWalk([{ path: 'a.js', md5: 'md5-edit', differs: false }], true), records)
    expect(ahead.base()).toBe('c3')
    expect(new HistoryWalk([], true).base()).toBeUndefined()
  })

  it("takes pull-files' record as git's word: the versions it names (under a file's earlier names too) were taken in", () => {
    const walk = new HistoryWalk([{ path: 's/new.js', md5: 'md5-editor', differs: true }], false, 's/.record')
    walk.step(record('c2', ['s/.record', 'r1'], ['s/new.js', 'merged', 's/old.js']), md5sOf, blob =>
      blob === 'r1' ? [{ path: 's/old.js', md5: 'md5-editor' }] : [],
    )
    expect(walk.found().size).toBe(0)
    const named = new HistoryWalk([{ path: 's/a.js', md5: 'md5-editor', differs: true }], false, 's/.record')
    named.step(record('c2', ['s/.record', 'r1'], ['s/a.js', 'merged']), md5sOf, () => [
      { path: 's/a.js', md5: 'md5-editor' },
      { path: 's/a.js', md5: 'md5-other' },
    ])
    expect(named.found()).toEqual(new Set([versionKey('s/a.js', 'md5-editor')]))
    expect(named.settled).toBe(true)
  })
})
