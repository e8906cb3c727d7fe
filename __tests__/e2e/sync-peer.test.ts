import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { runPushFiles } from '../../stand-ins/defaults.js'
import { useHttpsStandIn } from '../support/https-stand-in.js'
import { runSyncTool } from '../../stand-ins/sync-tool.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'

// push-files beside the service's own sync tool (playcanvas-sync 1.1.1), on one stand-in: the one test here whose
// other half no one on this team wrote. Each tool reads what the other wrote, and must find nothing to do. The sync
// tool takes only https, so the stand-in serves it with a throwaway CA, trusted by both tools.
const MAIN = 'main-branch-id'
const peer = useHttpsStandIn('sync-peer-')

/** A tree with every text type the two tools share, folders, and names with spaces, `%` and non-ASCII letters. */
const TREE: Record<string, string> = {
  'player.js': 'var Player = pc.createScript("player");\n',
  'ui/menu.html': '<div class="menu">100%</div>\n',
  'ui/menu.css': '.menu { color: red }\n',
  'data/levels.json': '{"levels": [1, 2, 3]}\n',
  'data/100% done.txt': 'done\n',
  'data/atlas/sprites.atlas': 'sprites.png\nsize: 64,64\n',
  'data/map.xml': '<map/>\n',
  'shaders/sky.frag': 'void main() {}\n',
  'shaders/sky.vert': 'void main() {}\n',
  'shaders/common.glsl': 'float x;\n',
  'lib/niño util.js': 'export const ñ = 1\n',
}

function write(folder: string, tree: Record<string, string>): string {
  const root = join(peer.workspace, folder)
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}
const writes = (from: number): string[] =>
  peer.api.requests
    .slice(from)
    .filter(r => r.method !== 'GET')
    .map(r => `${r.method} ${r.path}`)
const sync = (args: string[], dir: string) => runSyncTool(args, { url: peer.api.url, caFile: peer.ca.caFile, dir })
const push = (inputs: Record<string, string> = {}) =>
  runPushFiles(peer.api.url, inputs, { workspace: peer.workspace, env: { NODE_EXTRA_CA_CERTS: peer.ca.caFile } })

describe('push-files beside playcanvas-sync', () => {
  it('after push-files, the sync tool sees no difference and its pushAll sends no write', async () => {
    const dir = write('scripts', TREE)
    // The sync tool's diff, before: every file missing on the remote (what it prints when it sees differences).
    const missing = await sync(['diffAll'], dir)
    expect(missing.output).toContain('---- Local Files Missing on Remote ----\n')
    expect(missing.output).toContain('data/100% done.txt\n')
    const pushed = await push()
    expect(errorAnnotations(pushed.stdout)).toEqual([])
    expect(pushed.code).toBe(0)
    expect(pushed.outputs.created).toBe(String(Object.keys(TREE).length))

    // diffAll prints nothing at all when it finds no difference.
    expect(await sync(['diffAll'], dir)).toMatchObject({ code: 0, output: '' })
    const before = peer.api.requests.length
    const again = await sync(['pushAll', '--yes'], dir)
    expect(again.code).toBe(0)
    expect(again.output).toContain('Nothing done')
    expect(writes(before)).toEqual([])
  })

  it('after the sync tool’s pushAll, push-files sends no write; what either changes, the other sees', async () => {
    const dir = write('scripts', TREE)
    const pushedBySync = await sync(['pushAll', '--yes'], dir)
    expect(pushedBySync.code).toBe(0)
    expect(peer.api.assets.of(MAIN).filter(a => a.type !== 'folder')).toHaveLength(Object.keys(TREE).length)

    let before = peer.api.requests.length
    const first = await push()
    expect(first.code).toBe(0)
    expect(first.outputs).toMatchObject({ created: '0', updated: '0', unchanged: String(Object.keys(TREE).length) })
    expect(writes(before)).toEqual([])

    // One file changed here, pushed by push-files: the sync tool sees no difference after.
    writeFileSync(join(dir, 'ui/menu.css'), '.menu { color: blue }\n')
    before = peer.api.requests.length
    const second = await push()
    expect(second.outputs).toMatchObject({ updated: '1' })
    expect(writes(before)).toHaveLength(1)
    expect(await sync(['diffAll'], dir)).toMatchObject({ code: 0, output: '' })

    // One file changed again, pushed by the sync tool: push-files finds nothing left to do.
    writeFileSync(join(dir, 'shaders/sky.frag'), 'void main() { gl_FragColor = vec4(1.0); }\n')
    expect((await sync(['pushAll', '--yes'], dir)).output).toContain('Updated shaders/sky.frag')
    before = peer.api.requests.length
    const third = await push()
    expect(third.outputs).toMatchObject({ created: '0', updated: '0', deleted: '0' })
    expect(writes(before)).toEqual([])
  })
})
