import { describe, expect, it } from '@jest/globals'
import type { Asset } from '../../src/api/assets.js'
import { type History, versionKey } from '../../src/history/read-history.js'
import type { PullPlan } from '../../src/pulling/plan.js'
import { pullBaseFiles, pullQueries, weighPull } from '../../src/pulling/against-history.js'

const asset = (id: number, hash: string): Asset => ({ id, name: `${id}.js`, type: 'script', parent: null, hash })
const plan: PullPlan = {
  writes: [
    { path: 'behind.js', asset: asset(1, 'h-old'), action: 'updated' },
    { path: 'deleted-in-git.js', asset: asset(2, 'h-gone'), action: 'created' },
    { path: 'made.js', asset: asset(3, 'h-made'), action: 'created' },
    { path: 'edited.js', asset: asset(4, 'h-edit'), action: 'updated' },
    { path: 'both.js', asset: asset(5, 'h-both'), action: 'updated' },
    { path: 'added-both.js', asset: asset(6, 'h-added'), action: 'updated' },
    { path: 'untracked.js', asset: asset(7, 'h-u'), action: 'updated' },
  ],
  deletes: ['deleted-in-editor.js', 'unpushed.js', 'untracked-extra.js'],
  unchanged: [{ path: 'same.js', asset: asset(8, 'h-same') }],
  leftOut: [],
  keptByCase: [],
}
const local = new Map([
  ['behind.js', 'l-behind'],
  ['edited.js', 'l-edited'],
  ['both.js', 'l-both-git'],
  ['added-both.js', 'l-added'],
  ['deleted-in-editor.js', 'l-del'],
  ['unpushed.js', 'l-unpushed'],
])
const history = (overrides: Partial<History> = {}): History => ({
  repository: true,
  tracked: new Set([
    'behind.js',
    'edited.js',
    'both.js',
    'added-both.js',
    'deleted-in-editor.js',
    'unpushed.js',
    'same.js',
  ]),
  found: new Set([
    versionKey('behind.js', 'h-old'),
    versionKey('deleted-in-git.js', 'h-gone'),
    versionKey('same.js', 'h-same'),
  ]),
  complete: true,
  base: {
    commit: 'c0ffee',
    md5s: new Map([
      ['edited.js', ['l-edited']],
      ['both.js', ['l-both-base']],
      ['deleted-in-editor.js', ['x', 'l-del']],
    ]),
  },
  commits: 3,
  tookMs: 1,
  top: '/repo',
  prefix: '',
  ...overrides,
})

describe('weighPull', () => {
  it('asks about every asset (the unchanged too, for the base) and the base of every local file at stake', () => {
    expect(pullQueries(plan).map(q => `${q.path}${q.differs ? '' : ' (same)'}`)).toEqual([
      'behind.js',
      'deleted-in-git.js',
      'made.js',
      'edited.js',
      'both.js',
      'added-both.js',
      'untracked.js',
      'same.js (same)',
    ])
    expect(pullBaseFiles(plan)).toEqual([
      'behind.js',
      'edited.js',
      'both.js',
      'added-both.js',
      'untracked.js',
      'deleted-in-editor.js',
      'unpushed.js',
      'untracked-extra.js',
    ])
  })

  it("leaves git's to git, writes the Editor's, merges what both changed, deletes only what the Editor deleted", () => {
    const { plan: weighed, leftToGit, unchecked } = weighPull(plan, history(), local)
    expect(weighed.writes.map(w => `${w.path}${w.merge ? ` merge from ${w.merge.base ?? 'nothing'}` : ''}`)).toEqual([
      'made.js',
      'edited.js',
      'both.js merge from c0ffee',
      'added-both.js merge from nothing',
      'untracked.js',
    ])
    expect(weighed.deletes).toEqual(['deleted-in-editor.js', 'untracked-extra.js'])
    expect(leftToGit.map(l => `${l.path}: ${l.why}`)).toEqual([
      'behind.js: behind',
      'deleted-in-git.js: deleted in git',
      'unpushed.js: not yet pushed',
    ])
    expect(unchecked).toEqual(['untracked.js', 'untracked-extra.js'])
  })

  it('without a base nothing is deleted and every edit of a file git has is merged; an incomplete history leaves edits alone', () => {
    const noBase = weighPull(plan, history({ base: undefined }), local).plan
    expect(noBase.deletes).toEqual(['untracked-extra.js'])
    expect(noBase.writes.filter(w => w.merge).map(w => w.path)).toEqual(['edited.js', 'both.js', 'added-both.js'])
    const partial = weighPull(plan, history({ complete: false }), local)
    expect(partial.plan.writes.map(w => w.path)).toEqual(['untracked.js'])
    expect(partial.leftToGit.filter(l => l.why === 'unverified').map(l => l.path)).toEqual([
      'made.js',
      'edited.js',
      'both.js',
      'added-both.js',
    ])
  })

  it('no repository: the plan as it was, every file unchecked', () => {
    const none = weighPull(plan, { repository: false, why: 'no git' }, local)
    expect(none.plan).toBe(plan)
    expect(none.leftToGit).toEqual([])
    expect(none.unchecked).toHaveLength(10)
  })
})
