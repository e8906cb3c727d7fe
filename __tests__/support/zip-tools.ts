import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * What the tests against real zip tools share: the tools checked for, a build's tree written to disk, a tool run on
 * it, and a tree read back to compare. The tools are on every machine the tests run on (CI's too), so a missing one
 * fails the tests rather than skipping them: the comparison is what they are for.
 */
export function requireTools(...tools: string[]): void {
  const missing = tools.filter(tool => spawnSync('which', [tool]).status !== 0)
  if (missing.length > 0)
    throw new Error(
      `Not on PATH: ${missing.join(', ')}. These tests compare unpack() with real zip tools: install them`,
    )
}

/** Runs a tool in `cwd`; its stdout, or an error with its stderr. */
export function run(command: string, args: string[], cwd?: string): Buffer {
  const result = spawnSync(command, args, { cwd, maxBuffer: 64 * 1024 * 1024 })
  if (result.error) throw result.error
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr.toString().trim()}`)
  return result.stdout
}

/** Bytes that do not compress, then text that does: a few hundred KB, the same on every run. */
export function binary(size = 400_000): Buffer {
  const noise: Buffer[] = []
  for (let seed = Buffer.from('seed'), length = 0; length < size / 2; length += seed.length) {
    seed = createHash('sha256').update(seed).digest()
    noise.push(seed)
  }
  const text = Buffer.from('{"asset":12,"name":"tëxture ü"}\n'.repeat(size / 64))
  return Buffer.concat([...noise, text]).subarray(0, size)
}

/** A path → its content; a path ending in '/' is a folder. */
export type Tree = Record<string, string | Buffer>

/**
 * A build's files, with what trips zip tools: nested folders, an empty folder, names with accents and in CJK, an empty
 * file, and a binary file of a few hundred KB.
 */
export const APP_TREE: Tree = {
  'index.html': '<!DOCTYPE html><html><body><script src="__start__.js"></script></body></html>\n',
  'config.json': '',
  'empty/': '',
  'files/assets/12/1/tëxture ü.png': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  'files/assets/13/1/模型 场景.glb': 'glTF\u0002',
  'files/assets/14/1/blob.bin': binary(),
}

export function writeTree(dir: string, tree: Tree): void {
  for (const [path, data] of Object.entries(tree)) {
    if (path.endsWith('/')) {
      mkdirSync(join(dir, path), { recursive: true })
      continue
    }
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), data)
  }
}

/** Every folder (ending in '/') and file (with its size and hash) under `dir`, sorted: two trees compare as lists. */
export function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map(entry => {
      const path = join(entry.parentPath, entry.name)
      const name = path.slice(dir.length + 1)
      if (entry.isDirectory()) return `${name}/`
      const data = readFileSync(path)
      return `${name} ${data.length} ${createHash('sha256').update(data).digest('hex').slice(0, 12)}`
    })
    .sort()
}
