import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { InputError } from '../../src/errors.js'
import { excluder } from '../../src/workspace/file-rules.js'
import { scanFolder } from '../../src/workspace/local-files.js'

let workspace: string
let scripts: string
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'scan-'))
  scripts = join(workspace, 'scripts')
  mkdirSync(scripts)
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

const none = excluder([])

describe('scanFolder', () => {
  it('lists regular files in order, each with the MD5 of its bytes, and leaves dot-names out', async () => {
    mkdirSync(join(scripts, 'lib'))
    mkdirSync(join(scripts, '.git'))
    writeFileSync(join(scripts, 'lib', 'b.js'), 'b')
    writeFileSync(join(scripts, 'a.js'), 'a')
    writeFileSync(join(scripts, '.git', 'x.js'), 'x')
    const { files } = await scanFolder(scripts, workspace, none)
    const md5 = (text: string): string => createHash('md5').update(text).digest('hex')
    expect(files).toEqual([
      { path: 'a.js', md5: md5('a'), size: 1 },
      { path: 'lib/b.js', md5: md5('b'), size: 1 },
    ])
  })

  it('names every refused file at once: wrong types, names with control characters, links outside', async () => {
    writeFileSync(join(scripts, 'a.png'), 'p')
    writeFileSync(join(scripts, 'notes.md'), 'm')
    writeFileSync(join(scripts, 'b\nc.js'), 'b')
    symlinkSync('/etc/hostname', join(scripts, 'out.txt'))
    symlinkSync(join(workspace, 'missing'), join(scripts, 'dangling.txt'))
    const thrown = await scanFolder(scripts, workspace, none).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(InputError)
    const message = (thrown as Error).message
    expect(message).toContain('outside the workspace are refused: "dangling.txt", "out.txt"')
    expect(message).toContain(
      `2 files under path are not of a type the service makes a text asset of: "a.png", "notes.md"`,
    )
    expect(message).toContain(`Leave them out with exclude (e.g. exclude: '*.png, *.md')`)
    expect(message).toContain('control characters, or over 1000 characters, are refused: "b\\nc.js"')
  })

  it('refuses an empty file, named, with the exclude that leaves it out', async () => {
    mkdirSync(join(scripts, 'lib'))
    writeFileSync(join(scripts, 'lib', 'empty.js'), '')
    writeFileSync(join(scripts, 'a.js'), 'a')
    const thrown = await scanFolder(scripts, workspace, none).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(InputError)
    expect((thrown as Error).message).toContain(`An empty file under path: "lib/empty.js".`)
    expect((thrown as Error).message).toContain(`exclude: 'lib/empty.js'`)
    // The exclude it names leaves it out.
    const { files } = await scanFolder(scripts, workspace, excluder(['lib/empty.js']))
    expect(files.map(f => f.path)).toEqual(['a.js'])
  })

  it('refuses a path that is a file, or a link out of the workspace', async () => {
    writeFileSync(join(scripts, 'a.js'), '')
    await expect(scanFolder(join(scripts, 'a.js'), workspace, none)).rejects.toThrow(/must be a folder inside/)
    symlinkSync(tmpdir(), join(workspace, 'tmp-link'))
    await expect(scanFolder(join(workspace, 'tmp-link'), workspace, none)).rejects.toThrow(/must be a folder inside/)
  })
})

describe('scanFolder, pull', () => {
  it('refuses nothing: lists only the text extensions’ files (empty ones too), names links outside apart', async () => {
    writeFileSync(join(scripts, 'a.png'), 'p')
    writeFileSync(join(scripts, 'notes.md'), 'm')
    writeFileSync(join(scripts, 'empty.js'), '')
    writeFileSync(join(scripts, 'ok.js'), 'ok')
    symlinkSync('/etc/hostname', join(scripts, 'out.txt'))
    const scan = await scanFolder(scripts, workspace, none, 'pull')
    expect(scan.files.map(f => f.path)).toEqual(['empty.js', 'ok.js'])
    expect(scan.outside).toEqual(['out.txt'])
  })

  it('finds nothing in a path not made yet, and still refuses one that leads outside the workspace', async () => {
    await expect(scanFolder(join(scripts, 'new'), workspace, none, 'pull')).resolves.toEqual({
      files: [],
      skipped: [],
      outside: [],
    })
    symlinkSync('/tmp', join(scripts, 'tmp'))
    await expect(scanFolder(join(scripts, 'tmp'), workspace, none, 'pull')).rejects.toBeInstanceOf(InputError)
  })
})
