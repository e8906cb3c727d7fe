import { describe, expect, it } from '@jest/globals'
import { LogReader, type LogRecord } from '../../src/history/log-records.js'

const A = 'a'.repeat(40)
const B = 'b'.repeat(40)
const Z = '0'.repeat(40)
/** A log as `git log -m --raw -z --no-abbrev --format=%x01%H` writes it. */
const LOG =
  `\x01${'1'.repeat(40)}\0\n:100644 100644 ${A} ${B} M\0scripts/a.js\0:100644 100644 ${A} ${A} R100\0old name.js\0new\x01name.js\0` +
  `\x01${'2'.repeat(40)}\0\n:100644 000000 ${A} ${Z} D\0gone.js\0:000000 120000 ${Z} ${B} A\0link.js\0:000000 160000 ${Z} ${B} A\0sub\0` +
  `\x01${'3'.repeat(40)}\0\n:000000 100644 ${Z} ${A} A\0ünï.js\0`

const EXPECTED: LogRecord[] = [
  {
    commit: '1'.repeat(40),
    entries: [
      { path: 'scripts/a.js', blob: B },
      { path: 'new\x01name.js', blob: A, from: 'old name.js' },
    ],
  },
  {
    commit: '2'.repeat(40),
    entries: [
      { path: 'gone.js', blob: undefined },
      { path: 'link.js', blob: undefined },
      { path: 'sub', blob: undefined },
    ],
  },
  { commit: '3'.repeat(40), entries: [{ path: 'ünï.js', blob: A }] },
]

describe('LogReader', () => {
  it('reads commits, changes, renames (two paths), deletes; a link or a submodule is no file', () => {
    const reader = new LogReader()
    const records = [...reader.push(Buffer.from(LOG)), ...reader.end()]
    expect(records).toEqual(EXPECTED)
  })

  it('gives the same records whatever the chunks (split inside tokens and inside UTF-8 characters)', () => {
    const bytes = Buffer.from(LOG)
    for (const size of [1, 2, 3, 7, 50]) {
      const reader = new LogReader()
      const records: LogRecord[] = []
      for (let at = 0; at < bytes.length; at += size) records.push(...reader.push(bytes.subarray(at, at + size)))
      records.push(...reader.end())
      expect(records).toEqual(EXPECTED)
    }
  })
})
