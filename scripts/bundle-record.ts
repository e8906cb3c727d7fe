/**
 * Whether dist/ is already the bundle of the sources: `npm run package` records what it built from and what it wrote
 * (a digest of each), and skips the build while both still hold: `npm test` bundles first, and a second run of it on
 * the same sources need not. npm ci empties node_modules, where the record is, so CI's fresh install always builds.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/** What the bundle is built from, besides each action.yml (its `main`): a change to any of them builds again. */
export const BUNDLE_INPUTS = [
  'src',
  'scripts/package.ts',
  'scripts/eager-modules.ts',
  'scripts/bundle-record.ts',
  'stand-ins/action-manifest.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]

/** Where the record is kept. */
export const RECORD = join('node_modules', '.cache', 'checkpoint-action', 'bundle.json')

/** The digests of the inputs and of dist/ after the build. */
export interface BundleRecord {
  inputs: string
  dist: string
}

/** One digest of files: each one's path (relative to `root`) and bytes, in the order of their paths (pure). */
export function digestOf(files: ReadonlyMap<string, Buffer>): string {
  const hash = createHash('sha256')
  for (const path of [...files.keys()].sort()) {
    hash.update(`${path}\0${files.get(path)?.length ?? 0}\0`)
    hash.update(files.get(path) ?? Buffer.alloc(0))
  }
  return hash.digest('hex')
}

/** Every file under each of `paths` (a file or a folder), by its path relative to `root`; a missing path adds none. */
export function filesUnder(root: string, paths: readonly string[]): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  const walk = (path: string): void => {
    const full = join(root, path)
    if (!existsSync(full)) return
    if (statSync(full).isDirectory()) for (const name of readdirSync(full)) walk(join(path, name))
    else files.set(relative(root, full), readFileSync(full))
  }
  for (const path of paths) walk(path)
  return files
}

/** The record of a build, read; undefined when there is none or it cannot be read. */
export function readRecord(root: string): BundleRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(join(root, RECORD), 'utf8')) as Partial<BundleRecord>
    return typeof record.inputs === 'string' && typeof record.dist === 'string'
      ? { inputs: record.inputs, dist: record.dist }
      : undefined
  } catch {
    return undefined
  }
}

export function writeRecord(root: string, record: BundleRecord): void {
  mkdirSync(dirname(join(root, RECORD)), { recursive: true })
  writeFileSync(join(root, RECORD), `${JSON.stringify(record)}\n`)
}

/** True when `record` was written for these inputs and dist/ is still what that build wrote (pure). */
export function upToDate(record: BundleRecord | undefined, now: BundleRecord): boolean {
  return record !== undefined && record.inputs === now.inputs && record.dist === now.dist
}
