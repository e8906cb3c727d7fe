import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mergeThreeWays } from '../../src/pulling/merge-file.js'

// git merge-file, as pull-files runs it: the local file (git's), the base, the Editor's file beside it.
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'merge-file-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const lines = (first: string, last: string): string => `${first}\n1\n2\n3\n4\n${last}\n`
const merge = async (ours: string, base: string | undefined, theirs: string) => {
  writeFileSync(join(dir, 'a.js'), ours)
  writeFileSync(join(dir, '.editor'), theirs)
  const conflicted = await mergeThreeWays(
    join(dir, 'a.js'),
    Buffer.from(base ?? ''),
    join(dir, '.editor'),
    base === undefined ? undefined : 'c0ffee0123456789',
    new AbortController().signal,
  )
  return { conflicted, text: readFileSync(join(dir, 'a.js'), 'utf8') }
}

describe('mergeThreeWays', () => {
  it('keeps both sides where they changed different lines', async () => {
    const result = await merge(lines('git', 'end'), lines('top', 'end'), lines('top', 'Editor'))
    expect(result).toEqual({ conflicted: false, text: lines('git', 'Editor') })
    expect(readdirSync(dir).sort()).toEqual(['.editor', 'a.js'])
  })

  it('marks a clash, labelled git, the base commit and Editor', async () => {
    const result = await merge(lines('git', 'end'), lines('top', 'end'), lines('Editor', 'end'))
    expect(result.conflicted).toBe(true)
    expect(result.text).toBe('<<<<<<< git\ngit\n=======\nEditor\n>>>>>>> Editor\n1\n2\n3\n4\nend\n')
  })

  it('with no base, marks the whole difference', async () => {
    const result = await merge('git\n', undefined, 'Editor\n')
    expect(result.conflicted).toBe(true)
    expect(result.text).toBe('<<<<<<< git\ngit\n=======\nEditor\n>>>>>>> Editor\n')
  })
})
