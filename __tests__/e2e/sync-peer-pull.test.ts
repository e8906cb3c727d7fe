import { describe, expect, it } from '@jest/globals'
import { mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { runPullFiles } from '../../stand-ins/defaults.js'
import { useHttpsStandIn } from '../support/https-stand-in.js'
import type { RunResult } from '../../stand-ins/runner.js'
import { runSyncTool } from '../../stand-ins/sync-tool.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { fileTree } from '../support/file-tree.js'

/** Every file under `dir` (links as links), by its path, with its bytes. */
const tree = (dir: string): Record<string, Buffer> => Object.fromEntries(fileTree(dir))

// pull-files beside the service's own sync tool (playcanvas-sync 1.1.1), on one stand-in: what the sync tool pushed,
// pull-files gives back byte for byte, and the sync tool then finds no difference. The sync tool takes only https, so
// the stand-in serves it with a throwaway CA, trusted by both tools (as in sync-peer.test.ts, push-files's half).
const MAIN = 'main-branch-id'
const peer = useHttpsStandIn('sync-peer-pull-')

/**
 * Every text type the two tools share, folders (one with a space and non-ASCII letters), names with spaces, `%` (and
 * `%20` written out) and non-ASCII letters; bytes that are not ASCII, CRLF and no final newline. No `.mjs`: it is not
 * in the sync tool 1.1.1's table, which neither pushes such a file nor lists such an asset (see the second test).
 */
const TREE: Record<string, string | Buffer> = {
  'player.js': 'var Player = pc.createScript("player");\n',
  'ui/menu.html': '<div class="menu">100%</div>\r\n',
  'ui/menu.css': '.menu { color: red }',
  'data/levels.json': '{"levels": [1, 2, 3], "name": "niveau été"}\n',
  'data/100% done.txt': 'done\n',
  'data/a%20b.txt': 'a percent-encoded name, written out\n',
  'data/atlas/sprites.atlas': 'sprites.png\nsize: 64,64\n',
  'data/map.xml': '<map name="ø"/>\n',
  'shaders/sky.frag': 'void main() {}\n',
  'shaders/sky.vert': 'void main() {}\n',
  'shaders/common.glsl': 'float x;\n',
  'lib/niño util.js': 'export const ñ = 1\n',
  'Über ordner/日本語.js': Buffer.from('// 日本語\r\nexport default 1\n'),
  'deep/a/b/c/d.json': '[]',
}
const MJS = 'lib/game.mjs'

function write(folder: string, tree: Record<string, string | Buffer>): string {
  const root = join(peer.workspace, folder)
  for (const [path, bytes] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), bytes)
  }
  return root
}
const bytesOf = (entries: Record<string, string | Buffer>): Record<string, Buffer> =>
  Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path, Buffer.from(bytes)]))
const without = <T>(entries: Record<string, T>, left: string): Record<string, T> =>
  Object.fromEntries(Object.entries(entries).filter(([path]) => path !== left))

const sync = (args: string[], dir: string) => runSyncTool(args, { url: peer.api.url, caFile: peer.ca.caFile, dir })
const pull = (path: string, inputs: Record<string, string> = {}) =>
  runPullFiles(
    peer.api.url,
    { path, ...inputs },
    { workspace: peer.workspace, env: { NODE_EXTRA_CA_CERTS: peer.ca.caFile } },
  )
const succeeded = (result: RunResult): void => {
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
}
const changesOf = (result: RunResult): string[] =>
  (JSON.parse(result.outputs.changes ?? '[]') as { path: string; action: string }[]).map(c => `${c.action} ${c.path}`)
const writes = (from: number): string[] =>
  peer.api.requests
    .slice(from)
    .filter(r => r.method !== 'GET')
    .map(r => `${r.method} ${r.path}`)

describe('pull-files beside playcanvas-sync', () => {
  it('what the sync tool’s pushAll sent, pull-files gives back byte for byte into an empty folder; diffAll then sees no difference', async () => {
    const a = write('a', { ...TREE, [MJS]: 'export const game = 1\n' })
    const pushed = await sync(['pushAll', '--yes'], a)
    expect(pushed.code).toBe(0)
    // The sync tool left the .mjs file aside: every other file is an asset of the branch.
    expect(peer.api.assets.of(MAIN).filter(asset => asset.type !== 'folder')).toHaveLength(Object.keys(TREE).length)
    expect(peer.api.assets.of(MAIN).some(asset => asset.name === 'game.mjs')).toBe(false)

    const before = peer.api.requests.length
    const result = await pull('b')
    succeeded(result)
    expect(writes(before)).toEqual([])
    expect(result.outputs).toMatchObject({
      created: String(Object.keys(TREE).length),
      updated: '0',
      deleted: '0',
      unchanged: '0',
    })
    const b = join(peer.workspace, 'b')
    // Byte for byte: the same paths, the same bytes (Buffers compared, not text).
    expect(tree(b)).toEqual(bytesOf(TREE))
    expect(without(tree(a), MJS)).toEqual(tree(b))

    // The sync tool, pointed at what pull-files wrote, finds nothing missing, extra or different.
    expect(await sync(['diffAll'], b)).toMatchObject({ code: 0, output: '' })
    // And its own pullAll, into another empty folder, writes the same tree as pull-files did.
    const c = join(peer.workspace, 'c')
    mkdirSync(c)
    expect((await sync(['pullAll', '--yes'], c)).code).toBe(0)
    expect(tree(c)).toEqual(tree(b))
  })

  it('an .mjs asset (the Editor makes one; the sync tool 1.1.1 lists none): pull-files pulls it, the sync tool looks past it', async () => {
    const a = write('a', TREE)
    expect((await sync(['pushAll', '--yes'], a)).code).toBe(0)
    const lib = peer.api.assets.of(MAIN).find(asset => asset.name === 'lib' && asset.type === 'folder')
    peer.api.assets.add(MAIN, { name: 'game.mjs', parent: lib?.id ?? null, text: 'export const game = 1\n' })
    const result = await pull('b')
    succeeded(result)
    expect(tree(join(peer.workspace, 'b'))).toEqual(bytesOf({ ...TREE, [MJS]: 'export const game = 1\n' }))
    expect(await sync(['diffAll'], join(peer.workspace, 'b'))).toMatchObject({ code: 0, output: '' })
  })

  it('an asset the sync tool then changes is pulled: 1 updated, the others unchanged and left untouched', async () => {
    const a = write('a', TREE)
    expect((await sync(['pushAll', '--yes'], a)).code).toBe(0)
    succeeded(await pull('b'))
    const b = join(peer.workspace, 'b')
    const old = new Date('2020-01-01T00:00:00Z')
    for (const path of Object.keys(TREE)) utimesSync(join(b, path), old, old)

    const changed = 'lib/niño util.js'
    writeFileSync(join(a, changed), 'export const ñ = 2 // changed by the sync tool\n')
    expect((await sync(['pushAll', '--yes'], a)).output).toContain(`Updated ${changed}`)

    const before = peer.api.requests.length
    const result = await pull('b')
    succeeded(result)
    expect(result.outputs).toMatchObject({
      created: '0',
      updated: '1',
      deleted: '0',
      unchanged: String(Object.keys(TREE).length - 1),
    })
    expect(changesOf(result)).toEqual([`updated ${changed}`])
    // One download, the changed file's; nothing written to the branch.
    expect(peer.api.requests.slice(before).filter(r => r.path.includes('/file/'))).toHaveLength(1)
    expect(writes(before)).toEqual([])
    expect(tree(b)).toEqual(tree(a))
    const touched = Object.keys(TREE).filter(path => statSync(join(b, path)).mtimeMs !== old.getTime())
    expect(touched).toEqual([changed])
    expect(await sync(['diffAll'], b)).toMatchObject({ code: 0, output: '' })
  })
})
