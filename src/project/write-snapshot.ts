import { mkdir, readFile, readdir, rm, rmdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Snapshot, SnapshotFile } from './snapshot.js'

/**
 * The snapshot written into its folder: a file only where its text differs, every `.json` file the snapshot no longer
 * has deleted (other files, and dot-folders such as `.git`, are never touched), and folders left empty removed.
 */

export interface Written {
  created: SnapshotFile[]
  updated: { file: SnapshotFile; before: string }[]
  deleted: { path: string; before: string }[]
  unchanged: number
}

/** What a deleted file held is read to describe it, up to this size (a scene's file can be large). */
const MAX_BEFORE_BYTES = 4 * 1024 * 1024

export async function writeSnapshot(dir: string, snapshot: Snapshot, signal: AbortSignal): Promise<Written> {
  const root = resolve(dir)
  await mkdir(root, { recursive: true })
  const existing = new Set(await jsonFilesUnder(root))
  const written: Written = { created: [], updated: [], deleted: [], unchanged: 0 }
  for (const file of snapshot.files) {
    signal.throwIfAborted()
    const path = inside(root, file.path)
    const before = existing.has(file.path) ? await readFile(path, 'utf8') : undefined
    existing.delete(file.path)
    if (before === file.text) {
      written.unchanged++
      continue
    }
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, file.text)
    if (before === undefined) written.created.push(file)
    else written.updated.push({ file, before })
  }
  for (const gone of [...existing].sort()) {
    signal.throwIfAborted()
    const path = inside(root, gone)
    const before = await readFile(path).then(bytes => (bytes.length <= MAX_BEFORE_BYTES ? bytes.toString('utf8') : ''))
    await rm(path, { force: true })
    written.deleted.push({ path: gone, before })
    await removeEmptyFolders(root, dirname(path))
  }
  return written
}

/** The path of `relativePath` under root; a path that would leave it is a bug, never written. */
function inside(root: string, relativePath: string): string {
  const path = resolve(root, relativePath)
  if (!path.startsWith(root + sep)) throw new Error(`${relativePath} would be outside ${root}`)
  return path
}

/** Every `.json` file under root, relative and `/`-separated; dot-folders (`.git`) are not looked into. */
async function jsonFilesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter(entry => entry.isFile() && entry.name.endsWith('.json'))
    .map(entry => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(path => !path.split('/').some(part => part.startsWith('.')))
}

async function removeEmptyFolders(root: string, from: string): Promise<void> {
  for (let folder = from; folder.startsWith(root + sep); folder = dirname(folder)) {
    if ((await readdir(folder)).length > 0) return
    await rmdir(folder)
  }
}
