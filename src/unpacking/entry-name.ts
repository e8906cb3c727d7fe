import { isUtf8 } from 'node:buffer'
import { crc32 } from 'node:zlib'
import yauzl from 'yauzl'

const UTF8_NAMES = 0x0800
const UNICODE_PATH = 0x7075

/**
 * An entry's name from the bytes its zip holds, read as unzip, bsdtar and 7-Zip read it: Info-ZIP's Unicode path
 * extra field when its CRC-32 matches the name's bytes (else the field is ignored), the bytes as UTF-8 when the UTF-8
 * flag says so or they are valid UTF-8, and CP437 otherwise.
 */
export function entryName(flags: number, raw: Buffer, extraFields: readonly { id: number; data: Buffer }[]): string {
  // The field: its version (1), the CRC-32 of the name's bytes it stands for, then the name in UTF-8.
  const unicodePath = extraFields.find(
    field =>
      field.id === UNICODE_PATH &&
      field.data.length > 5 &&
      field.data[0] === 1 &&
      field.data.readUInt32LE(1) === crc32(raw),
  )
  if (unicodePath) return unicodePath.data.subarray(5).toString('utf8')
  // Info-ZIP's zip (Linux, macOS) writes UTF-8 names without the flag; unzip, bsdtar and 7-Zip read them as UTF-8.
  if (flags & UTF8_NAMES || isUtf8(raw)) return raw.toString('utf8')
  return yauzl.getFileNameLowLevel(0, raw, [], true) // CP437, by yauzl's table
}
