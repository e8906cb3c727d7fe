import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RECORD_NAME, formatRecord, parseRecord, writeRecord } from '../../src/history/pulled-record.js'

const A = 'a'.repeat(32)
const B = 'b'.repeat(32)

describe("pull-files' record", () => {
  it("is md5sum's format, sorted by path, and reads back", () => {
    const text = formatRecord([
      { path: 'lib/z é.js', md5: B },
      { path: 'a.js', md5: A },
    ])
    expect(text).toBe(`${A}  a.js\n${B}  lib/z é.js\n`)
    expect(parseRecord(text)).toEqual([
      { path: 'a.js', md5: A },
      { path: 'lib/z é.js', md5: B },
    ])
  })

  it('ignores every line it cannot read', () => {
    expect(
      parseRecord(
        `${A} one-space.js\n${A.toUpperCase()}  upper.js\nxyz  a.js\n${A}  \n${A}  tab\there.js\n\n${B}  ok.js`,
      ),
    ).toEqual([{ path: 'ok.js', md5: B }])
  })

  it('is written whole over the old one, and over a link without following it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'record-'))
    try {
      writeFileSync(join(dir, 'outside'), 'not to be touched')
      symlinkSync(join(dir, 'outside'), join(dir, RECORD_NAME))
      await writeRecord(dir, [{ path: 'a.js', md5: A }])
      expect(readFileSync(join(dir, RECORD_NAME), 'utf8')).toBe(`${A}  a.js\n`)
      expect(readFileSync(join(dir, 'outside'), 'utf8')).toBe('not to be touched')
      expect(readdirSync(dir).sort()).toEqual([RECORD_NAME, 'outside'])
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})
