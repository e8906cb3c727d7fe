import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import {
  type ExportProject,
  ProjectExports,
  SAMPLE_IDS,
  THUMBNAIL_SIZES,
  sampleProject,
  writeJson,
} from '../../stand-ins/project-export.js'
import { type ZipEntry, writeZip } from '../../stand-ins/zip-writer.js'

type Json = Record<string, unknown>

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex')

/** An export written to a zip and read back with Info-ZIP's unzip, as the action's user would see it. */
interface ReadExport {
  names: string[]
  bytes(name: string): Buffer
  json(name: string): Json
  text(name: string): string
}

// Made at once: the exports are zipped while the tests are collected.
const dir = mkdtempSync(join(tmpdir(), 'project-export-'))
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

let zips = 0
function zipped(entries: ZipEntry[]): ReadExport {
  const file = join(dir, `export-${++zips}.zip`)
  writeZip(file, entries)
  const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter(Boolean)
  const bytes = (name: string): Buffer =>
    execFileSync('unzip', ['-p', file, name.replace(/[[\]*?\\]/g, '\\$&')], { maxBuffer: 1 << 26 })
  return {
    names,
    bytes,
    text: name => bytes(name).toString('utf8'),
    json: name => JSON.parse(bytes(name).toString('utf8')) as Json,
  }
}

/** Files whose path holds an asset's revision, with the revision taken out. */
const withoutRevision = (name: string): string => name.replace(/^((?:files|thumbnails)\/assets\/\d+\/)\d+\//, '$1*/')

const ASSET_BOOKKEEPING = ['revision', '_v', '_m', '_o', 'checkpoint_id', 'immutable_backup', 'same_as_backup', 'task']
const SCENE_BOOKKEEPING = ['_v', '_m', '_o', 'checkpoint_id']
const PROJECT_BOOKKEEPING = ['modified', 'repositories']

const without = (record: unknown, keys: string[]): Json =>
  Object.fromEntries(Object.entries(record as Json).filter(([key]) => !keys.includes(key)))

/** Each file's content with the bookkeeping taken out. */
function content(read: ReadExport): Json {
  const each = (name: string, keys: string[]): Json =>
    Object.fromEntries(Object.entries(read.json(name)).map(([id, record]) => [id, without(record, keys)]))
  const files = Object.fromEntries(
    read.names
      .filter(name => name.startsWith('files/') || name.startsWith('thumbnails/'))
      .map(name => [withoutRevision(name), md5(read.bytes(name))]),
  )
  return {
    archive: without(read.json('archive.json'), ['created']),
    project: without(read.json('project.json'), PROJECT_BOOKKEEPING),
    scenes: each('scenes.json', SCENE_BOOKKEEPING),
    assets: each('assets.json', ASSET_BOOKKEEPING),
    devlog: read.json('devlog.json'),
    files,
  }
}

/**
 * Every object's keys in the order the text writes them, by where the object is ("" the top, "/a/0/b" deeper):
 * JSON.parse cannot tell, as it puts keys such as "12" first and in ascending order.
 */
function keyOrders(text: string): Map<string, string[]> {
  const orders = new Map<string, string[]>()
  let at = 0
  const skipSpace = (): void => {
    while (/\s/.test(text.charAt(at))) at++
  }
  const string = (): string => {
    const match = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(at, at + 100_000))
    if (!match) throw new Error(`no string at ${at}`)
    at += match[0].length
    return JSON.parse(match[0]) as string
  }
  const value = (path: string): void => {
    skipSpace()
    const char = text.charAt(at)
    if (char === '{') {
      at++
      const keys: string[] = []
      orders.set(path, keys)
      skipSpace()
      if (text.charAt(at) === '}') return void at++
      for (;;) {
        skipSpace()
        const key = string()
        keys.push(key)
        skipSpace()
        at++ // :
        value(`${path}/${key}`)
        skipSpace()
        if (text.charAt(at++) === '}') return
      }
    }
    if (char === '[') {
      at++
      skipSpace()
      if (text.charAt(at) === ']') return void at++
      for (let index = 0; ; index++) {
        value(`${path}/${index}`)
        skipSpace()
        if (text.charAt(at++) === ']') return
      }
    }
    if (char === '"') return void string()
    const literal = /^[-+.\w]+/.exec(text.slice(at, at + 100))
    if (!literal) throw new Error(`nothing readable at ${at}`)
    at += literal[0].length
  }
  value('')
  return orders
}

const JSON_FILES = ['archive.json', 'project.json', 'scenes.json', 'assets.json', 'hashes.json']

describe('ProjectExports', () => {
  const exports = new ProjectExports(sampleProject())
  const first = zipped(exports.next())
  const second = zipped(exports.next())

  it('lays an export out as the fixtures are', () => {
    const { assets, scenes, folders } = SAMPLE_IDS
    expect(exports.count).toBe(2)
    expect(first.names.slice(0, 4)).toEqual(['archive.json', 'project.json', 'scenes.json', 'devlog.json'])
    expect(first.names.slice(-2)).toEqual(['assets.json', 'hashes.json'])
    expect(first.names).toEqual(
      expect.arrayContaining([
        ...THUMBNAIL_SIZES.map(size => `thumbnails/assets/${assets.brick}/1/${size}.jpg`),
        `files/assets/${assets.brick}/1/brick.png`,
        `files/assets/${assets.player}/1/player.js`,
      ]),
    )
    expect(first.names.filter(name => name.startsWith('thumbnails/'))).toHaveLength(4)
    expect(first.json('archive.json')).toEqual({
      project_id: SAMPLE_IDS.project,
      created: '2026-11-01T00:01:00.000Z',
      version: 3,
    })
    expect(first.text('devlog.json')).toBe('{}')
    // As JSON.stringify writes it: no indentation, a small number in exponent form.
    expect(first.text('scenes.json')).toContain('[4,3.814697265625e-7,10]')
    expect(first.text('assets.json')).not.toMatch(/\n/)

    const project = first.json('project.json')
    expect(Object.keys(project)).toEqual([
      'id',
      'created',
      'modified',
      'description',
      'name',
      'private',
      'private_source_assets',
      'repositories',
      'settings',
    ])

    const sceneList = first.json('scenes.json')
    expect(Object.keys(sceneList)).toEqual([String(scenes.main), String(scenes.level1)])
    const main = sceneList[String(scenes.main)] as Json
    expect(Object.keys(main)).toEqual([
      'project_id',
      'name',
      'created',
      'settings',
      'scene',
      'entities',
      'checkpoint_id',
      'branch_id',
      '_type',
      '_v',
      '_m',
      '_o',
      'id',
    ])
    expect(main).toMatchObject({
      name: 'Main',
      scene: scenes.main,
      id: String(scenes.main),
      project_id: SAMPLE_IDS.project,
    })
    const entities = Object.entries(main.entities as Record<string, Json>)
    const root = entities.find(([, entity]) => entity.name === 'Root')
    expect(root?.[1]).toMatchObject({ parent: null, resource_id: root?.[0] })
    const children = (root?.[1].children as string[]).map(id => (main.entities as Record<string, Json>)[id]?.name)
    expect(children).toEqual(['Camera', 'Light'])
    for (const [id, entity] of entities) {
      expect(Object.keys(entity)).toEqual([
        'name',
        'tags',
        'enabled',
        'resource_id',
        'parent',
        'children',
        'position',
        'rotation',
        'scale',
        'components',
      ])
      expect(entity.resource_id).toBe(id)
    }

    const assetList = first.json('assets.json') as Record<string, Json>
    for (const [id, asset] of Object.entries(assetList)) {
      expect(asset.id).toBe(id)
      expect((asset.path as unknown[]).every(folder => typeof folder === 'number')).toBe(true)
      expect(asset).toMatchObject({ scope: { type: 'project', id: SAMPLE_IDS.project }, task: null, revision: 1 })
    }
    expect(assetList[String(folders.bricks)]).toMatchObject({ type: 'folder', file: null, data: null, meta: null })
    expect(assetList[String(assets.brick)]).toMatchObject({
      name: 'brick.png',
      type: 'texture',
      path: [folders.textures, folders.bricks],
      has_thumbnail: true,
    })
    expect(assetList[String(assets.redMetal)]).toMatchObject({
      name: 'Red Metal',
      type: 'material',
      path: [folders.materials],
      file: null,
      data: { diffuseMap: assets.brick },
    })
    expect(assetList[String(assets.player)]).toMatchObject({ path: [], file: { filename: 'player.js', variants: {} } })
    expect(assetList[String(assets.enemy)]).toMatchObject({ type: 'template', path: [], file: null })
    expect(first.bytes(`files/assets/${assets.brick}/1/brick.png`).subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    )
    expect(first.text(`files/assets/${assets.player}/1/player.js`)).toContain("pc.createScript('player')")
  })

  it("gives every asset's file its MD5 and size, at its revision", () => {
    for (const read of [first, second]) {
      const withFiles = Object.values(read.json('assets.json') as Record<string, Json>).filter(asset => asset.file)
      expect(withFiles).toHaveLength(2)
      for (const asset of withFiles) {
        const file = asset.file as { filename: string; size: number; hash: string }
        const bytes = read.bytes(`files/assets/${asset.id as string}/${asset.revision as number}/${file.filename}`)
        expect(file.hash).toBe(md5(bytes))
        expect(file.size).toBe(bytes.length)
      }
    }
  })

  it('lists every other entry in hashes.json, with its MD5', () => {
    for (const read of [first, second]) {
      const hashes = read.json('hashes.json')
      const others = read.names.filter(name => name !== 'hashes.json')
      expect(keyOrders(read.text('hashes.json')).get('')?.slice().sort()).toEqual(others.slice().sort())
      for (const name of others) expect(hashes[name]).toBe(md5(read.bytes(name)))
    }
  })

  it('has the same entries twice but for the revisions in their paths', () => {
    expect(second.names.map(withoutRevision)).toEqual(first.names.map(withoutRevision))
    const moved = first.names.filter(name => !second.names.includes(name))
    expect(moved.length).toBe(6) // brick.png, its four thumbnails, player.js
    expect(moved.every(name => /^(files|thumbnails)\/assets\/\d+\/1\//.test(name))).toBe(true)
  })

  it('changes the bookkeeping on every export, and nothing else', () => {
    expect(content(second)).toEqual(content(first))

    expect(first.json('archive.json').created).not.toBe(second.json('archive.json').created)
    expect(second.json('archive.json').created).toBe('2026-11-01T00:02:00.000Z')
    const [project1, project2] = [first, second].map(read => read.json('project.json'))
    expect(project2?.modified).not.toBe(project1?.modified)
    expect(project2?.created).toBe(project1?.created)
    type Repositories = { directory: { state: unknown; modified: string; created: string } }
    const [repo1, repo2] = [project1, project2].map(project => (project?.repositories as Repositories).directory)
    expect(repo2?.state).not.toEqual(repo1?.state)
    expect(repo2?.modified).not.toBe(repo1?.modified)

    const [scenes1, scenes2] = [first, second].map(read => read.json('scenes.json') as Record<string, Json>)
    for (const [id, scene1] of Object.entries(scenes1 ?? {})) {
      const scene2 = scenes2?.[id] ?? {}
      expect(scene2._v).not.toBe(scene1._v)
      expect((scene2._m as Json).mtime).not.toBe((scene1._m as Json).mtime)
      expect((scene2._m as Json).ctime).toBe((scene1._m as Json).ctime)
      expect(scene2._o).not.toBe(scene1._o)
      expect(scene2._o).toMatch(/^[0-9a-f]{24}$/)
      expect(scene2.checkpoint_id).not.toBe(scene1.checkpoint_id)
      expect(scene2.checkpoint_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(scene2.branch_id).toBe(scene1.branch_id)
      expect(scene2.created).toBe(scene1.created)
    }

    const [assets1, assets2] = [first, second].map(read => read.json('assets.json') as Record<string, Json>)
    for (const [id, asset1] of Object.entries(assets1 ?? {})) {
      const asset2 = assets2?.[id] ?? {}
      for (const field of ['revision', '_v', '_o', 'checkpoint_id', 'immutable_backup', 'same_as_backup']) {
        expect([id, field, asset2[field]]).not.toEqual([id, field, asset1[field]])
      }
      expect((asset2._m as Json).mtime).not.toBe((asset1._m as Json).mtime)
      expect([asset1.same_as_backup, asset2.same_as_backup]).toEqual([1, 0])
      expect([asset1.task, asset2.task]).toEqual([null, null])
      for (const field of ['name', 'data', 'meta', 'file', 'branch_id', 'user_id', 'scope', 'path', 'tags']) {
        expect([id, field, asset2[field]]).toEqual([id, field, asset1[field]])
      }
    }
  })

  it("writes every object's keys in a different order on the next export", () => {
    for (const name of JSON_FILES) {
      const [orders1, orders2] = [first, second].map(read => keyOrders(read.text(name)))
      let compared = 0
      for (const [path, keys1] of orders1 ?? []) {
        const keys2 = orders2?.get(path)
        if (keys1.length < 2 || !keys2) continue
        compared++
        expect([name, path, keys2]).not.toEqual([name, path, keys1])
      }
      expect(compared).toBeGreaterThan(0)
    }
    // Integer-like keys too, which a plain object would put in ascending order.
    const assetIds = (read: ReadExport): string[] => keyOrders(read.text('assets.json')).get('') ?? []
    expect(assetIds(second)).toEqual(assetIds(first).slice().reverse())
    // And back on the third, read with the same parser: the text is the same JSON.
    expect(keyOrders(writeJson({ 2: 'b', 1: 'a', x: [{ y: 1, z: 2 }] }, true)).get('')).toEqual(['x', '2', '1'])
  })

  it('is the same bytes every run', () => {
    const again = new ProjectExports(sampleProject())
    const replay = [again.next(), again.next()]
    const original = new ProjectExports(sampleProject())
    expect([original.next(), original.next()]).toEqual(replay)
  })

  it('shows an edit in the next export, only in the asset edited', () => {
    const project: ExportProject = sampleProject()
    const exported = new ProjectExports(project)
    exported.next()
    const before = zipped(exported.next())
    const red = project.assets.find(asset => asset.id === SAMPLE_IDS.assets.redMetal)
    ;(red?.data as Json).diffuse = [0.5, 0.5, 0.5]
    const after = zipped(exported.next())
    expect(exported.count).toBe(3)

    const [was, is] = [before, after].map(content)
    expect(is?.scenes).toEqual(was?.scenes)
    expect(is?.project).toEqual(was?.project)
    expect(is?.files).toEqual(was?.files)
    const [assetsWas, assetsIs] = [was, is].map(read => read?.assets as Record<string, Json>)
    // Deep equality, whatever the key order (the two exports write keys in opposite orders).
    const changed = Object.keys(assetsIs ?? {}).filter(id => !isDeepStrictEqual(assetsIs?.[id], assetsWas?.[id]))
    expect(changed).toEqual([String(SAMPLE_IDS.assets.redMetal)])
    const redIs = assetsIs?.[String(SAMPLE_IDS.assets.redMetal)] as { data: Json }
    const redWas = assetsWas?.[String(SAMPLE_IDS.assets.redMetal)] as { data: Json }
    expect(redIs.data.diffuse).toEqual([0.5, 0.5, 0.5])
    expect(without(redIs.data, ['diffuse'])).toEqual(without(redWas.data, ['diffuse']))
  })

  it("writes archive.json's version from the project", () => {
    const project = { ...sampleProject(), version: 4 }
    const read = zipped(new ProjectExports(project).next())
    expect(read.json('archive.json').version).toBe(4)
    expect(first.json('archive.json').version).toBe(3)
  })
})
