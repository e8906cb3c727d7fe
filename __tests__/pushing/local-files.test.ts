import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { InputError } from '../../src/errors.js'
import { excluder } from '../../src/pushing/file-rules.js'
import { scanFolder } from '../../src/pushing/local-files.js'

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
    writeFileSync(join(scripts, 'a.png'), '')
    writeFileSync(join(scripts, 'b\nc.js'), '')
    symlinkSync('/etc/hostname', join(scripts, 'out.txt'))
    symlinkSync(join(workspace, 'missing'), join(scripts, 'dangling.txt'))
    const thrown = await scanFolder(scripts, workspace, none).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(InputError)
    const message = (thrown as Error).message
    expect(message).toContain('outside the workspace are refused: "dangling.txt", "out.txt"')
    expect(message).toContain(`A file under path cannot be made an asset by the API: "a.png"`)
    expect(message).toContain('control characters, or over 1000 characters, are refused: "b\\nc.js"')
  })

  it('refuses a path that is a file, or a link out of the workspace', async () => {
    writeFileSync(join(scripts, 'a.js'), '')
    await expect(scanFolder(join(scripts, 'a.js'), workspace, none)).rejects.toThrow(/must be a folder inside/)
    symlinkSync(tmpdir(), join(workspace, 'tmp-link'))
    await expect(scanFolder(join(workspace, 'tmp-link'), workspace, none)).rejects.toThrow(/must be a folder inside/)
  })
})
