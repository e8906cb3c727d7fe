import { describe, expect, it } from '@jest/globals'
import type { Asset } from '../../src/api/assets.js'
import { type History, versionKey } from '../../src/history/read-history.js'
import type { Plan } from '../../src/pushing/plan.js'
import { pushQueries, weighPush } from '../../src/pushing/against-history.js'

const asset = (id: number, hash: string): Asset => ({
  id,
  name: `${id}.js`,
  type: 'script',
  parent: null,
  hash,
  modifiedAt: '2026-11-25T10:00:00.000Z',
})
const plan: Plan = {
  target: '',
  known: new Map([['', null]]),
  folders: [],
  creates: [{ path: 'new.js', folder: '', name: 'new.js' }],
  updates: [
    { path: 'behind.js', asset: asset(1, 'h-behind') },
    { path: 'edited.js', asset: asset(2, 'h-edited') },
    { path: 'untracked.js', asset: asset(3, 'h-untracked') },
  ],
  deletes: [
    { path: 'deleted-in-git.js', asset: asset(4, 'h-old') },
    { path: 'made-in-editor.js', asset: asset(5, 'h-made') },
  ],
  unchanged: [],
}
const history = (complete = true): History => ({
  repository: true,
  tracked: new Set(['behind.js', 'edited.js', 'new.js']),
  found: new Set([versionKey('behind.js', 'h-behind'), versionKey('deleted-in-git.js', 'h-old')]),
  complete,
  commits: 3,
  tookMs: 1,
  top: '/repo',
  prefix: 'scripts',
})

describe('weighPush', () => {
  it('asks about every asset a push would overwrite or delete', () => {
    expect(pushQueries(plan).map(q => q.path)).toEqual([
      'behind.js',
      'edited.js',
      'untracked.js',
      'deleted-in-git.js',
      'made-in-editor.js',
    ])
  })

  it('bytes git had are no conflict; bytes git never had are, whatever the mode; untracked files are not checked', () => {
    for (const mode of ['fail', 'skip', 'overwrite'] as const) {
      const weighed = weighPush(plan, history(), mode)
      expect(weighed.conflicts.map(c => `${c.action} ${c.path} ${c.id} ${c.md5} ${c.why} ${c.modifiedAt}`)).toEqual([
        'updated edited.js 2 h-edited edited 2026-11-25T10:00:00.000Z',
        'deleted made-in-editor.js 5 h-made edited 2026-11-25T10:00:00.000Z',
      ])
      expect(weighed.unchecked).toEqual(['untracked.js'])
    }
  })

  it('skip leaves the conflicts out of the plan; fail and overwrite keep the plan whole', () => {
    const skipped = weighPush(plan, history(), 'skip').plan
    expect(skipped.updates.map(u => u.path)).toEqual(['behind.js', 'untracked.js'])
    expect(skipped.deletes.map(d => d.path)).toEqual(['deleted-in-git.js'])
    expect(skipped.creates).toEqual(plan.creates)
    expect(weighPush(plan, history(), 'overwrite').plan).toBe(plan)
    expect(weighPush(plan, history(), 'fail').plan).toBe(plan)
  })

  it('an incomplete history makes a not-found file unverified; no repository checks nothing', () => {
    expect(weighPush(plan, history(false), 'fail').conflicts.map(c => c.why)).toEqual(['unverified', 'unverified'])
    const none = weighPush(plan, { repository: false, why: 'no git' }, 'fail')
    expect(none.conflicts).toEqual([])
    expect(none.unchecked).toEqual(['behind.js', 'edited.js', 'untracked.js', 'deleted-in-git.js', 'made-in-editor.js'])
  })
})
