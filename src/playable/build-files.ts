import { lstat, readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { InputError } from '../errors.js'
import { clip } from '../text.js'

/** A file of the build: its path from the build's root (with `/`), and its bytes. */
export interface BuildFile {
  path: string
  size: number
}

/** More files than this is no build a page can hold. */
export const MAX_FILES = 20_000

/**
 * The build's files, sorted by path, read from `directory` (download-app's unpacked build): dot-names left out, as a
 * host leaves them; a symbolic link refused by name, as it could lead anywhere on the runner.
 */
export async function listBuild(directory: string): Promise<BuildFile[]> {
  const found: BuildFile[] = []
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const path = join(folder, entry.name)
      const name = relative(directory, path).split(sep).join('/')
      if (entry.isSymbolicLink())
        throw new InputError(`Input 'directory' holds ${clip(name, 300)}, a symbolic link: a package holds files only`)
      if (entry.isDirectory()) await walk(path)
      else if (entry.isFile()) {
        if (found.length >= MAX_FILES)
          throw new InputError(`Input 'directory' holds more than ${MAX_FILES.toLocaleString('en')} files`)
        found.push({ path: name, size: (await lstat(path)).size })
      }
    }
  }
  await walk(directory)
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
