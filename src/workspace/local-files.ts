import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { lstat, readdir, realpath, stat } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { InputError } from '../errors.js'
import { MAX_ASSET_NAME_CHARS } from '../api/assets.js'
import { TEXT_EXTENSIONS } from '../api/text-assets.js'
import { hidden, pushable } from './file-rules.js'

/**
 * The files under `path`, each hashed as it is read (MD5 over a stream: one file's chunks in memory at a time), before
 * any request: every file that cannot be pushed is named at once, with how to leave it out.
 */

/** A text asset larger than this is no script: most likely a file that belongs elsewhere. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024
/** How many refused files a failure names. */
const NAMES_SHOWN = 10

/** A file of the folder: its path under `path` (`/`-separated) and the MD5 of its bytes. */
export interface LocalFile {
  path: string
  md5: string
}

export interface ScannedFile extends LocalFile {
  size: number
}

export interface Scan {
  files: ScannedFile[]
  /** Links to folders, and other entries that are not files: left out, named for the log. */
  skipped: string[]
  /** With `pull`: the links that lead outside the workspace (never read, written through or deleted). */
  outside: string[]
}

/**
 * `push` (the default): the files to push, every one that cannot be refused before any request. `pull`: the local
 * side of a pull, nothing refused: only files of the text extensions are listed (the rest are no file a pull writes
 * or deletes), links that lead outside the workspace are named apart, and a `path` not made yet holds nothing.
 */
export type ScanMode = 'push' | 'pull'

export async function scanFolder(
  root: string,
  workspace: string,
  isExcluded: (path: string) => boolean,
  mode: ScanMode = 'push',
): Promise<Scan> {
  const inside = await realpath(workspace)
  const resolvedRoot = await realpath(root).catch((): undefined => {
    if (mode === 'pull') return undefined
    throw new InputError(`Input 'path' must be a folder of the workspace; nothing is at ${root}`)
  })
  if (resolvedRoot === undefined) return { files: [], skipped: [], outside: [] }
  if (!within(resolvedRoot, inside) || !(await stat(resolvedRoot)).isDirectory()) {
    throw new InputError(`Input 'path' must be a folder inside the workspace; ${root} is not one`)
  }
  const files: ScannedFile[] = []
  const skipped: string[] = []
  const refused: Refused = { types: [], outside: [], names: [], large: [], empty: [] }
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const entries = (await readdir(dir)).sort()
    for (const name of entries) {
      const path = prefix ? `${prefix}/${name}` : name
      if (hidden(name) || isExcluded(path)) continue
      const abs = join(dir, name)
      let info = await lstat(abs)
      if (info.isSymbolicLink()) {
        const real = await realpath(abs).catch(() => undefined)
        if (real === undefined || !within(real, inside)) {
          refused.outside.push(path)
          continue
        }
        info = await stat(real)
        if (!info.isFile()) {
          skipped.push(`${path} (a link to a folder)`)
          continue
        }
      }
      if (info.isDirectory()) await walk(abs, path)
      else if (!info.isFile()) skipped.push(`${path} (not a regular file)`)
      else if (mode === 'pull') {
        if (pushable(name)) files.push({ path, md5: await md5Of(abs), size: info.size })
      }
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
      else if (/[\x00-\x1f\x7f]/.test(name) || name.length > MAX_ASSET_NAME_CHARS) refused.names.push(path)
      else if (!pushable(name)) refused.types.push(path)
      else if (info.size > MAX_FILE_BYTES) refused.large.push(path)
      // The service's clients never send one: the Editor refuses it, its form drops a 0-byte part (no file, no hash).
      else if (info.size === 0) refused.empty.push(path)
      else files.push({ path, md5: await md5Of(abs), size: info.size })
    }
  }
  await walk(resolvedRoot, '')
  if (mode === 'pull') return { files, skipped, outside: refused.outside }
  const problem = refusal(refused)
  if (problem) throw new InputError(problem)
  return { files, skipped, outside: [] }
}

/** The MD5 of a file's bytes, read as a stream. */
export async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

export function within(path: string, root: string): boolean {
  return path === root || path.startsWith(root + sep)
}

interface Refused {
  types: string[]
  outside: string[]
  names: string[]
  large: string[]
  empty: string[]
}

function refusal(refused: Refused): string {
  const list = (paths: string[]): string =>
    paths
      .slice(0, NAMES_SHOWN)
      .map(p => JSON.stringify(p))
      .join(', ') + (paths.length > NAMES_SHOWN ? `, and ${paths.length - NAMES_SHOWN} more` : '')
  const lines: string[] = []
  if (refused.outside.length) {
    lines.push(`Symbolic links under path that lead outside the workspace are refused: ${list(refused.outside)}.`)
  }
  if (refused.types.length) {
    lines.push(
      `${count(refused.types, 'file')} under path ${refused.types.length === 1 ? 'is' : 'are'} not of a type the service makes a text asset of: ${list(refused.types)}. ` +
        `Only ${TEXT_EXTENSIONS.join(' ')} files become script, html, css, text, shader and json assets; the service makes other files binary assets. ` +
        `Leave them out with exclude (e.g. exclude: '${patterns(refused.types)}'), or move them out of path.`,
    )
  }
  if (refused.empty.length) {
    lines.push(
      `${count(refused.empty, 'empty file')} under path: ${list(refused.empty)}. The service makes no file of 0 bytes (an asset without one would be sent again on every run). ` +
        `Leave them out with exclude (e.g. exclude: '${refused.empty.slice(0, NAMES_SHOWN).join(', ')}'), or give them content.`,
    )
  }
  if (refused.names.length)
    lines.push(
      `File names with control characters, or over ${MAX_ASSET_NAME_CHARS} characters, are refused: ${list(refused.names)}.`,
    )
  if (refused.large.length)
    lines.push(`Files over ${MAX_FILE_BYTES / 1024 / 1024} MiB are refused: ${list(refused.large)}.`)
  return lines.join(' ')
}

const count = (paths: readonly string[], noun: string): string =>
  paths.length === 1 ? `A${/^[aeiou]/.test(noun) ? 'n' : ''} ${noun}` : `${paths.length} ${noun}s`

/** The exclude patterns that leave these files out: one per extension, or the name of a file without one. */
function patterns(paths: readonly string[]): string {
  const ext = (p: string): string => (/\.[^./]+$/.exec(p)?.[0] ?? '').toLowerCase()
  return [...new Set(paths.map(p => (ext(p) ? `*${ext(p)}` : p.split('/').pop())))].join(', ')
}
