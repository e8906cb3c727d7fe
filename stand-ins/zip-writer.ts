import { closeSync, openSync, writeSync } from 'node:fs'
import { crc32, deflateRawSync } from 'node:zlib'

/**
 * Zips for the stand-in's file host, the tests and the benchmark. Written here because the zip writers on the
 * registry (yazl, archiver) refuse exactly the entries the tests need: `../` names, absolute names, backslashes,
 * symbolic links and devices, and a name's bytes with no UTF-8 flag or with a Unicode path field that lies. Entries are written one at a time to a file, so a 400 MB zip never sits in memory.
 */
export interface ZipEntry {
  /**
   * As the zip spells it, unchecked: a string is written in UTF-8 with the UTF-8 flag; bytes are written as they are,
   * without it (as Info-ZIP's zip writes every name).
   */
  name: string | Buffer
  /** Info-ZIP's Unicode path extra field (0x7075): a name in UTF-8, and the CRC-32 of `name`'s bytes unless told one. */
  unicodePath?: { name: string; nameCrc?: number }
  data?: Buffer | string
  /** A Unix mode with its file type bits, e.g. 0o100644 (a file), 0o120777 (a symbolic link); default a file. */
  mode?: number
  /** Deflate the data (default), or store it. */
  deflate?: boolean
  /** The unpacked size the headers declare, when it is to lie (a zip bomb's trick); default the true size. */
  declaredSize?: number
}

const UTF8_NAMES = 0x0800
const MADE_ON_UNIX = 3 << 8
const UNICODE_PATH = 0x7075

/** The entry's extra fields: its Unicode path field, if it has one. */
function extraFields(entry: ZipEntry, name: Buffer): Buffer {
  if (!entry.unicodePath) return Buffer.alloc(0)
  const path = Buffer.from(entry.unicodePath.name)
  const field = Buffer.alloc(9)
  field.writeUInt16LE(UNICODE_PATH, 0)
  field.writeUInt16LE(5 + path.length, 2)
  field.writeUInt8(1, 4) // the field's version
  field.writeUInt32LE(entry.unicodePath.nameCrc ?? crc32(name), 5)
  return Buffer.concat([field, path])
}

/** Writes the entries to `file` as a zip (no zip64: up to 4 GiB); returns its size in bytes. */
export function writeZip(file: string, entries: Iterable<ZipEntry>): number {
  const fd = openSync(file, 'w')
  const central: Buffer[] = []
  let offset = 0
  const write = (buffer: Buffer): void => {
    writeSync(fd, buffer)
    offset += buffer.length
  }
  try {
    for (const entry of entries) {
      const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? '')
      const method = entry.deflate === false || raw.length === 0 ? 0 : 8
      const stored = method === 8 ? deflateRawSync(raw) : raw
      const name = Buffer.isBuffer(entry.name) ? entry.name : Buffer.from(entry.name)
      const flags = Buffer.isBuffer(entry.name) ? 0 : UTF8_NAMES
      const extra = extraFields(entry, name)
      const crc = crc32(raw)
      const local = Buffer.alloc(30)
      local.writeUInt32LE(0x04034b50, 0)
      local.writeUInt16LE(20, 4)
      local.writeUInt16LE(flags, 6)
      local.writeUInt16LE(method, 8)
      local.writeUInt32LE(0x00210000, 10) // 1980-01-01 00:00
      local.writeUInt32LE(crc, 14)
      local.writeUInt32LE(stored.length, 18)
      local.writeUInt32LE(entry.declaredSize ?? raw.length, 22)
      local.writeUInt16LE(name.length, 26)
      local.writeUInt16LE(extra.length, 28)
      const header = Buffer.alloc(46)
      header.writeUInt32LE(0x02014b50, 0)
      header.writeUInt16LE(MADE_ON_UNIX | 20, 4)
      header.writeUInt16LE(20, 6)
      header.writeUInt16LE(flags, 8)
      header.writeUInt16LE(method, 10)
      header.writeUInt32LE(0x00210000, 12)
      header.writeUInt32LE(crc, 16)
      header.writeUInt32LE(stored.length, 20)
      header.writeUInt32LE(entry.declaredSize ?? raw.length, 24)
      header.writeUInt16LE(name.length, 28)
      header.writeUInt16LE(extra.length, 30)
      const folder = name[name.length - 1] === 0x2f
      header.writeUInt32LE(((entry.mode ?? (folder ? 0o40755 : 0o100644)) << 16) >>> 0, 38)
      header.writeUInt32LE(offset, 42)
      central.push(header, name, extra)
      write(local)
      write(name)
      write(extra)
      write(stored)
    }
    const directory = Buffer.concat(central)
    const count = central.length / 3
    const end = Buffer.alloc(22)
    end.writeUInt32LE(0x06054b50, 0)
    end.writeUInt16LE(count, 8)
    end.writeUInt16LE(count, 10)
    end.writeUInt32LE(directory.length, 12)
    end.writeUInt32LE(offset, 16)
    write(directory)
    write(end)
    return offset
  } finally {
    closeSync(fd)
  }
}
