import { constants } from 'node:fs'
import { open } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The engine a build runs, as its own engine file says it: the banner, the file's first comment
 * (`PlayCanvas Engine v2.23.3 revision b7655d8 (RELEASE)` in engine 2's, `PlayCanvas Engine v1.37.1 revision 4306842f`
 * in engine 1's), weighed against what the build's job answered. The build's text and the job's are both untrusted:
 * only the first few kB of the file are read, and only a version's pattern is taken from either.
 */

/** Where a build keeps its engine: at the root in the classic layout, under `js/` in the ES module layout. */
export const ENGINE_FILES = ['playcanvas-stable.min.js', 'js/playcanvas-stable.min.mjs'] as const

/** How much of an engine file is read: its banner is its first comment, a few hundred bytes. */
export const BANNER_BYTES = 4096

/** An exact engine version: major.minor.patch, and a pre-release's tag (`1.62.0-dev`). */
const VERSION = /PlayCanvas Engine v(\d{1,4}\.\d{1,4}\.\d{1,4}(?:-[0-9A-Za-z][0-9A-Za-z.]{0,31})?)(?=[\s*]|$)/

/**
 * The version the banner at the start of `head` (an engine file's first bytes) says, or undefined: the file must open
 * with a comment (after a byte order mark and white space), and the version be said inside that comment.
 */
export function bannerVersion(head: string): string | undefined {
  const text = head.slice(0, BANNER_BYTES).replace(/^\uFEFF?\s*/, '')
  if (!text.startsWith('/*')) return undefined
  const end = text.indexOf('*/', 2)
  if (end < 0) return undefined
  return VERSION.exec(text.slice(2, end))?.[1]
}

/** What the build's engine file says: which file, and the version. */
export interface Banner {
  /** The file's path inside the build, as ENGINE_FILES names it. */
  file: string
  version: string
}

/** The engine the build runs, where it was read, and a warning when the job and the build disagree. */
export interface BuildEngine {
  /** Undefined when neither the build nor the job says. */
  version?: string
  /** Where the version was read: the build's engine file, or the job's answer. */
  from?: 'banner' | 'job'
  /** The engine file read, when the version is its. */
  file?: string
  warning?: string
}

/**
 * The engine the build runs (pure): its engine file's banner, which is what runs, else what the job answered. When
 * both say and disagree, a warning names both.
 */
export function buildEngine(job: string | undefined, banner: Banner | undefined): BuildEngine {
  if (!banner) return job ? { version: job, from: 'job' } : {}
  const engine: BuildEngine = { version: banner.version, from: 'banner', file: banner.file }
  if (job && job !== banner.version) {
    engine.warning = `The job says engine ${job}, but the build's ${banner.file} says ${banner.version}: the build runs ${banner.version}`
  }
  return engine
}

/**
 * The banner of the build unpacked in `folder`: the first of ENGINE_FILES that is a file and whose first BANNER_BYTES
 * say a version. Undefined when none does; a file that cannot be read is taken as saying nothing (the job's answer
 * stands).
 */
export async function readBanner(folder: string): Promise<Banner | undefined> {
  for (const file of ENGINE_FILES) {
    const version = await readHead(join(folder, file)).then(bannerVersion, () => undefined)
    if (version) return { file, version }
  }
  return undefined
}

async function readHead(path: string): Promise<string> {
  // Not through a link (the unpacking refuses links; a folder named so is not read either).
  const handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0))
  try {
    if (!(await handle.stat()).isFile()) return ''
    const buffer = Buffer.alloc(BANNER_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, BANNER_BYTES, 0)
    return buffer.subarray(0, bytesRead).toString('latin1')
  } finally {
    await handle.close()
  }
}
