import { describe, expect, it } from '@jest/globals'
import type { Asset } from '../../src/api/assets.js'
import type { LocalFile } from '../../src/workspace/local-files.js'
import { badFileName, planPull, pullChanges } from '../../src/pulling/plan.js'
import { excluder } from '../../src/workspace/file-rules.js'
import { InputError, PlanError, UnreadableAnswerError } from '../../src/errors.js'

// The pull's plan is pure: a branch's assets and the folder's text files in, the writes and deletes out.
let nextId = 1
const folder = (name: string, parent: number | null = null): Asset => ({ id: nextId++, name, type: 'folder', parent })
const file = (name: string, hash: string | undefined, parent: number | null = null, type = 'script'): Asset => ({
  id: nextId++,
  name,
  type,
  parent,
  ...(hash === undefined ? {} : { hash }),
})
const local = (path: string, md5: string): LocalFile => ({ path, md5 })
const H = (c: string): string => c.repeat(32)
const none = { deleteExtras: false, isExcluded: excluder([]) }

describe('planPull', () => {
  it('writes every text asset under target at any depth to the same place; equal MD5s are left alone', () => {
    const code = folder('code')
    const lib = folder('lib', code.id)
    const a = file('a.js', H('a'), code.id)
    const b = file('b.glsl', H('b'), lib.id, 'shader')
    const c = file('c.json', H('c'), lib.id, 'json')
    const plan = planPull([code, lib, a, b, c], ['code'], [local('a.js', H('a')), local('lib/c.json', H('0'))], none)
    expect(plan.unchanged.map(u => u.path)).toEqual(['a.js'])
    expect(plan.writes).toEqual([
      { path: 'lib/b.glsl', asset: b, action: 'created' },
      { path: 'lib/c.json', asset: c, action: 'updated' },
    ])
    expect(pullChanges(plan)).toEqual([
      { path: 'lib/b.glsl', action: 'created', id: b.id },
      { path: 'lib/c.json', action: 'updated', id: c.id },
    ])
  })

  it('never pulls another type, nor anything outside target', () => {
    const code = folder('code')
    const other = folder('other')
    const assets = [
      code,
      other,
      file('tex.png', H('t'), code.id, 'texture'),
      file('model.glb', H('m'), code.id, 'binary'),
      file('x.js', H('x'), other.id),
      file('root.js', H('r')),
      file('in.js', H('i'), code.id),
    ]
    const plan = planPull(assets, ['code'], [], none)
    expect(plan.writes.map(w => w.path)).toEqual(['in.js'])
  })

  it('pulls the whole panel with an empty target', () => {
    const code = folder('code')
    const plan = planPull([code, file('x.js', H('x'), code.id), file('r.css', H('r'), null, 'css')], [], [], none)
    expect(plan.writes.map(w => w.path)).toEqual(['code/x.js', 'r.css'])
  })

  it.each([
    ['..', /no file's name/],
    ['.', /no file's name/],
    ['a/b.js', /a \/ or a \\/],
    ['a\\b.js', /a \/ or a \\/],
    ['x\n.js', /control character/],
    ['x\u0000.js', /control character/],
    ['.hidden.js', /dot/],
    [`${'a'.repeat(256)}.js`, /over 255 bytes/],
  ])('leaves out an asset named %j, naming its id', (name, why) => {
    const hostile = file(name, H('h'))
    const ok = file('ok.js', H('o'))
    const plan = planPull([hostile, ok], [], [], none)
    expect(plan.writes.map(w => w.path)).toEqual(['ok.js'])
    expect(plan.leftOut).toEqual([{ id: hostile.id, path: name, why: expect.stringMatching(why) }])
    expect(badFileName(name)).toMatch(why)
  })

  it('leaves out a folder named .. and everything in it', () => {
    const up = folder('..')
    const plan = planPull([up, file('evil.js', H('e'), up.id)], [], [], none)
    expect(plan.writes).toEqual([])
    expect(plan.leftOut.map(l => l.id)).toEqual([up.id])
  })

  it('refuses two assets of one name in one folder, naming both ids, before anything', () => {
    const code = folder('code')
    const one = file('a.js', H('1'), code.id)
    const two = file('a.js', H('2'), code.id)
    const error = (() => {
      try {
        planPull([code, one, two, file('b.js', H('b'), code.id)], ['code'], [], none)
      } catch (e) {
        return e
      }
    })() as PlanError
    expect(error).toBeInstanceOf(PlanError)
    expect(error.ambiguities).toEqual([{ where: 'code/a.js', ids: [one.id, two.id] }])
  })

  it('refuses a folder and a file of one name, and twin target folders', () => {
    const lib = folder('lib')
    const libFile = file('lib', H('l'), null, 'text')
    expect(() => planPull([lib, libFile], [], [], none)).toThrow(PlanError)
    const t1 = folder('t')
    const t2 = folder('t')
    expect(() => planPull([t1, t2], ['t'], [], none)).toThrow(PlanError)
  })

  it('refuses names that differ only by case (one file on macOS and Windows), naming every id', () => {
    const code = folder('code')
    const upper = file('Player.js', H('1'), code.id)
    const lower = file('player.js', H('2'), code.id)
    const error = (() => {
      try {
        planPull([code, upper, lower, file('ok.js', H('o'), code.id)], ['code'], [], none)
      } catch (e) {
        return e
      }
    })() as PlanError
    expect(error).toBeInstanceOf(PlanError)
    expect(error.ambiguities).toEqual([{ where: 'code', ids: [upper.id, lower.id], names: ['Player.js', 'player.js'] }])
    // Folders too, and names of one Unicode form: é composed and decomposed are one name on macOS.
    expect(() => planPull([folder('Lib'), folder('lib')], [], [], none)).toThrow(PlanError)
    expect(() => planPull([file('\u00e9.js', H('1')), file('e\u0301.js', H('2'))], [], [], none)).toThrow(PlanError)
    // Another type of the same name is never pulled: no clash.
    expect(planPull([file('a.js', H('1')), file('A.js', H('2'), null, 'texture')], [], [], none).writes).toHaveLength(1)
  })

  it("never deletes a local file whose path differs only by case from an asset's (macOS would lose the asset's)", () => {
    const lib = folder('lib')
    const a = file('a.js', H('a'), lib.id)
    const plan = planPull([lib, a], [], [local('Lib/a.js', H('0')), local('lib/gone.js', H('g'))], {
      ...none,
      deleteExtras: true,
    })
    expect(plan.writes.map(w => w.path)).toEqual(['lib/a.js'])
    expect(plan.deletes).toEqual(['lib/gone.js'])
    expect(plan.keptByCase).toEqual(['Lib/a.js'])
  })

  it('ignores twins of another type (they are never pulled)', () => {
    const plan = planPull(
      [file('a.png', H('1'), null, 'texture'), file('a.png', H('2'), null, 'texture')],
      [],
      [],
      none,
    )
    expect(plan.writes).toEqual([])
  })

  it('leaves out an asset with no file, and never deletes the file of its name', () => {
    const empty = file('empty.js', undefined)
    const plan = planPull([empty, file('x.js', H('x'))], [], [local('empty.js', H('e'))], {
      ...none,
      deleteExtras: true,
    })
    expect(plan.leftOut).toEqual([{ id: empty.id, path: 'empty.js', why: expect.stringMatching(/no file/) }])
    expect(plan.deletes).toEqual([])
  })

  it('fails before any write on a file whose hash is no MD5: its bytes could not be checked, so it is not left out', () => {
    const code = folder('code')
    const broken = { ...file('d.json', undefined, code.id, 'json'), unreadableHash: true as const }
    const plan = () =>
      planPull([code, file('a.js', H('a'), code.id), broken], ['code'], [local('d.json', H('0'))], {
        ...none,
        deleteExtras: true,
      })
    expect(plan).toThrow(UnreadableAnswerError)
    expect(plan).toThrow(`asset ${broken.id} ("d.json") a file whose hash is not an MD5`)
    // Outside target, or excluded: never looked at.
    expect(planPull([code, broken], [], [], { ...none, isExcluded: excluder(['code/d.json']) }).writes).toEqual([])
    expect(() => planPull([folder('other'), broken], ['other'], [], none)).not.toThrow()
  })

  it('deletes, with delete, only local text-extension files no asset matches, never dot-names or excluded ones', () => {
    const keep = file('keep.js', H('k'))
    const files = [
      local('keep.js', H('k')),
      local('gone.js', H('g')),
      local('deep/gone.frag', H('g')),
      local('notes.md', H('n')),
      local('.eslintrc.json', H('e')),
      local('.cache/x.js', H('x')),
      local('vendor/lib.js', H('v')),
    ]
    const plan = planPull([keep], [], files, { deleteExtras: true, isExcluded: excluder(['vendor']) })
    expect(plan.deletes).toEqual(['deep/gone.frag', 'gone.js'])
    expect(pullChanges(plan).filter(c => c.action === 'deleted')).toEqual([
      { path: 'deep/gone.frag', action: 'deleted', id: 0 },
      { path: 'gone.js', action: 'deleted', id: 0 },
    ])
    expect(planPull([keep], [], files, none).deletes).toEqual([])
  })

  it('never writes what exclude leaves out', () => {
    const vendor = folder('vendor')
    const plan = planPull(
      [vendor, file('v.js', H('v'), vendor.id), file('a.test.js', H('t')), file('a.js', H('a'))],
      [],
      [],
      {
        ...none,
        isExcluded: excluder(['vendor', '*.test.js']),
      },
    )
    expect(plan.writes.map(w => w.path)).toEqual(['a.js'])
  })

  it('refuses delete when target holds nothing to pull: it would empty path', () => {
    expect(() =>
      planPull([folder('other')], ['missing'], [local('a.js', H('a'))], { ...none, deleteExtras: true }),
    ).toThrow(InputError)
    // Without delete, nothing to do is nothing done.
    expect(planPull([], ['missing'], [local('a.js', H('a'))], none).writes).toEqual([])
  })

  it('walks a list whose parents loop once', () => {
    const a: Asset = { id: 900, name: 'a', type: 'folder', parent: 901 }
    const b: Asset = { id: 901, name: 'b', type: 'folder', parent: 900 }
    const top = folder('top')
    const plan = planPull([a, b, top, { ...file('x.js', H('x'), top.id) }], [], [], none)
    expect(plan.writes.map(w => w.path)).toEqual(['top/x.js'])
  })
})
