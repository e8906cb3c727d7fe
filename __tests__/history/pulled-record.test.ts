import { describe, expect, it } from '@jest/globals'
import { formatRecord, parseRecord } from '../../src/history/pulled-record.js'

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
})
