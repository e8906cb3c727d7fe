import { describe, expect, it } from '@jest/globals'
import { crc32 } from 'node:zlib'
import { entryName } from '../../src/unpacking/entry-name.js'

const UTF8_FLAG = 0x0800
const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(parts.map(part => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))))
/** Info-ZIP's Unicode path extra field: version, the CRC-32 of the name's bytes it stands for, the name in UTF-8. */
const unicodePath = (name: string, nameCrc: number, version = 1): { id: number; data: Buffer } => {
  const head = Buffer.alloc(5)
  head.writeUInt8(version, 0)
  head.writeUInt32LE(nameCrc >>> 0, 1)
  return { id: 0x7075, data: Buffer.concat([head, Buffer.from(name)]) }
}

describe('entryName', () => {
  it.each([
    ['an ASCII name', 'files/assets/1/1/model.glb'],
    ['accents (as Info-ZIP zip -r writes them: UTF-8, no flag)', 'files/assets/12/1/tëxture ü.png'],
    ['CJK', 'files/模型/场景.json'],
    ['an emoji (4 bytes)', 'icons/🎮.png'],
  ])('reads %s without the UTF-8 flag as UTF-8, as unzip does', (_, name) => {
    expect(entryName(0, Buffer.from(name), [])).toBe(name)
    expect(entryName(UTF8_FLAG, Buffer.from(name), [])).toBe(name)
  })

  it.each([
    ['a CP437 ü (0x81)', bytes([0x81], 'ber.txt'), 'über.txt'],
    ['Latin-1 bytes', bytes('t', [0xeb], 'xture ', [0xfc], '.png'), 'tδxture ⁿ.png'],
    ['an overlong "/" (C0 AF)', bytes('a', [0xc0, 0xaf], 'b'), 'a└»b'],
    ['a UTF-16 surrogate (ED A0 80)', bytes([0xed, 0xa0, 0x80]), 'φáÇ'],
    ['a sequence cut short', bytes('t', [0xc3]), 't├'],
  ])('reads %s, not valid UTF-8, as CP437', (_, raw, name) => {
    expect(entryName(0, raw, [])).toBe(name)
  })

  it('reads a flagged name as UTF-8 even when it is not valid (as yauzl did)', () => {
    expect(entryName(UTF8_FLAG, bytes('t', [0xeb], '.png'), [])).toBe('t\ufffd.png')
  })

  it('keeps a byte-order mark as a character of the name', () => {
    expect(entryName(0, bytes([0xef, 0xbb, 0xbf], 'a.txt'), [])).toBe('\ufeffa.txt')
  })

  it("prefers the Unicode path field when its CRC-32 is the name's", () => {
    const raw = bytes('t', [0xeb], 'xture.png')
    expect(entryName(0, raw, [unicodePath('tëxture.png', crc32(raw))])).toBe('tëxture.png')
    expect(entryName(UTF8_FLAG, Buffer.from('x.png'), [unicodePath('y.png', crc32('x.png'))])).toBe('y.png')
  })

  it.each([
    ["a CRC-32 that is not the name's", unicodePath('../evil.js', crc32('x.js') ^ 1)],
    ['an unknown version', unicodePath('../evil.js', crc32('x.js'), 2)],
    ['no name', unicodePath('', crc32('x.js'))],
  ])('ignores a Unicode path field with %s, reading the name itself', (_, field) => {
    expect(entryName(0, Buffer.from('x.js'), [field])).toBe('x.js')
  })

  it('takes the first Unicode path field that holds', () => {
    const fields = [unicodePath('bad.js', 0), { id: 0x5455, data: Buffer.alloc(5) }, unicodePath('good.js', crc32('x'))]
    expect(entryName(0, Buffer.from('x'), [...fields, unicodePath('later.js', crc32('x'))])).toBe('good.js')
  })
})
