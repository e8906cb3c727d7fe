import { mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { AppShell } from './app-shells.js'
import type { BuildFile } from './build-files.js'
import { type Packed, writeZip, writePackage } from './write-package.js'

export interface AppFolderOptions {
  /** The unpacked build, and its files (build-files.ts). */
  directory: string
  files: readonly BuildFile[]
  shell: AppShell
  compress: boolean
  /** Bytes the page is held to; undefined for none. */
  limit?: number
  /** The folder `<shell>/` and `<shell>.zip` are written into. */
  output: string
}

export interface AppFolder extends Packed {
  /** The web folder (absolute): its index.html, nothing else, as the shell's `www/` takes it. */
  folder: string
  /** The same folder as a zip, index.html at its root (absolute). */
  zip: string
}

/**
 * Writes the build as a mobile app's web folder: the page (write-package.ts) as `index.html`, every file of the build
 * inside it, alone in `<output>/<shell>/`, and the zip of that folder beside it. Both are made beside their place and
 * moved into it only when whole: a folder of an earlier run is replaced, so that no file of it is left to ship.
 */
export async function writeAppFolder(options: AppFolderOptions): Promise<AppFolder> {
  const { shell, output } = options
  await mkdir(output, { recursive: true })
  const folder = join(output, shell.name)
  const zip = join(output, `${shell.name}.zip`)
  const partial = join(output, `.${shell.name}.partial-${process.pid}`)
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial)
  try {
    const packed = await writePackage({
      directory: options.directory,
      files: options.files,
      network: shell,
      compress: options.compress,
      limit: options.limit,
      orientation: 'both',
      storeUrl: '',
      file: join(partial, 'index.html'),
    })
    const zipPartial = `${partial}.zip`
    try {
      await writeZip(zipPartial, packed.file, shell, 'both')
      await rm(folder, { recursive: true, force: true })
      await rename(partial, folder)
      await rename(zipPartial, zip)
    } finally {
      await rm(zipPartial, { force: true })
    }
    return { ...packed, file: join(folder, 'index.html'), folder, zip }
  } finally {
    await rm(partial, { recursive: true, force: true })
  }
}
