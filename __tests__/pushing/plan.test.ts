import { describe, expect, it } from '@jest/globals'
import type { Asset } from '../../src/api/assets.js'
import { planPush, writeCount } from '../../src/pushing/plan.js'
import type { LocalFile } from '../../src/workspace/local-files.js'
import { PlanError } from '../../src/errors.js'

// The plan is pure: a folder's files and a branch's assets in, the writes out, in their order.
let nextId = 1
const folder = (name: string, parent: number | null = null): Asset => ({ id: nextId++, name, type: 'folder', parent })
const file = (name: string, hash: string, parent: number | null = null, type = 'script'): Asset => ({
  id: nextId++,
  name,
  type,
  parent,
  hash,
})
const local = (path: string, md5: string): LocalFile => ({ path, md5 })
const H = (c: string): string => c.repeat(32)

describe('planPush', () => {
  it('sends nothing for files whose MD5 equals their asset’s hash', () => {
    const code = folder('code')
    const assets = [code, file('a.js', H('a'), code.id), file('b.js', H('b'), code.id)]
    const plan = planPush([local('a.js', H('a')), local('b.js', H('b'))], assets, ['code'], true)
    expect(writeCount(plan)).toBe(0)
    expect(plan.unchanged.map(s => s.path)).toEqual(['a.js', 'b.js'])
  })

  it('updates a file whose MD5 differs, creates a new one, in a folder found by name', () => {
    const code = folder('code')
    const a = file('a.js', H('a'), code.id)
    const plan = planPush([local('a.js', H('f')), local('new.js', H('n'))], [code, a], ['code'], false)
    expect(plan.updates).toEqual([{ path: 'a.js', asset: a }])
    expect(plan.creates).toEqual([{ path: 'new.js', folder: 'code', name: 'new.js' }])
    expect(plan.folders).toEqual([])
  })

  it('plans missing folders once each, parents before children, the target first', () => {
    const scripts = folder('scripts')
    const plan = planPush(
      [local('lib/deep/x.js', H('x')), local('lib/y.js', H('y')), local('z.js', H('z'))],
      [scripts],
      ['scripts', 'generated'],
      false,
    )
    expect(plan.folders.map(f => [f.key, f.parent])).toEqual([
      ['scripts/generated', 'scripts'],
      ['scripts/generated/lib', 'scripts/generated'],
      ['scripts/generated/lib/deep', 'scripts/generated/lib'],
    ])
    expect(plan.known.get('scripts')).toBe(scripts.id)
    expect(plan.creates.map(c => c.folder)).toEqual([
      'scripts/generated/lib/deep',
      'scripts/generated/lib',
      'scripts/generated',
    ])
  })

  it('deletes only text assets under target that no file matches: never a folder, another type, or outside', () => {
    const code = folder('code')
    const sub = folder('sub', code.id)
    const keep = file('keep.js', H('k'), code.id)
    const extra = file('extra.js', H('e'), code.id)
    const deep = file('deep.json', H('d'), sub.id, 'json')
    const texture = file('logo.png', H('t'), code.id, 'texture')
    const outside = file('outside.js', H('o'))
    const plan = planPush([local('keep.js', H('k'))], [code, sub, keep, extra, deep, texture, outside], ['code'], true)
    expect(plan.deletes.map(d => [d.path, d.asset.id])).toEqual([
      ['extra.js', extra.id],
      ['sub/deep.json', deep.id],
    ])
    expect(planPush([local('keep.js', H('k'))], [code, keep, extra], ['code'], false).deletes).toEqual([])
  })

  it('deletes nothing when the target does not exist yet, and at the root everything of text type unmatched', () => {
    const stray = file('stray.css', H('s'), null, 'css')
    expect(planPush([local('a.js', H('a'))], [stray], ['new'], true).deletes).toEqual([])
    expect(planPush([local('a.js', H('a'))], [stray], [], true).deletes.map(d => d.asset.id)).toEqual([stray.id])
  })

  it('fails on two assets of one name where a file goes, naming both ids, and plans nothing', () => {
    const a1 = file('a.js', H('1'))
    const a2 = file('a.js', H('2'))
    const thrown = catching(() => planPush([local('a.js', H('a'))], [a1, a2], [], true))
    expect(thrown).toBeInstanceOf(PlanError)
    expect((thrown as PlanError).ambiguities).toEqual([{ where: 'a.js', ids: [a1.id, a2.id] }])
  })

  it('fails on two folders of one name on the way to target', () => {
    const f1 = folder('code')
    const f2 = folder('code')
    const thrown = catching(() => planPush([local('a.js', H('a'))], [f1, f2], ['code'], false)) as PlanError
    expect(thrown.ambiguities).toEqual([{ where: 'code', ids: [f1.id, f2.id] }])
  })

  it('refuses to replace a folder or an asset of another type with a file, or put a folder beside a file of its name', () => {
    const dir = folder('a.js')
    const texture = file('b.js', H('b'), null, 'texture')
    const script = file('lib', H('l'))
    const thrown = catching(() =>
      planPush(
        [local('a.js', H('a')), local('b.js', H('b')), local('lib/c.js', H('c'))],
        [dir, texture, script],
        [],
        false,
      ),
    ) as PlanError
    expect(thrown.conflicts.map(c => [c.path, c.id])).toEqual([
      ['a.js', dir.id],
      ['b.js', texture.id],
      ['lib', script.id],
    ])
  })

  it('walks a list whose parents loop once, without hanging', () => {
    const a: Asset = { id: 900, name: 'a', type: 'folder', parent: 901 }
    const b: Asset = { id: 901, name: 'b', type: 'folder', parent: 900 }
    const code = folder('code')
    const loop: Asset = { ...a, parent: code.id }
    const plan = planPush([], [code, loop, b, file('x.js', H('x'), 901)], ['code'], true)
    expect(plan.deletes.map(d => d.path)).toEqual(['a/b/x.js'])
  })
})

function catching(f: () => unknown): unknown {
  try {
    f()
  } catch (error) {
    return error
  }
  throw new Error('did not throw')
}
