import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BuildFile } from '../playable/build-files.js'
import type { FitChange, Measured } from './fit-build.js'
import { FitFailedError, PackageTooBigError, messageOf } from '../errors.js'
import type { Packed } from '../playable/write-package.js'
import { formatBytes } from '../text.js'

/** fit aims this far under the limit: a package that just fits is one edit of the build away from not fitting. */
const FIT_MARGIN = 0.98

export interface FitAndPack<T> {
  /** The build (absolute) whose package came to `first`, over `limit`. */
  directory: string
  limit: number
  first: PackageTooBigError
  /** The package's file name (`applovin.html`, `google.zip`, `index.html`): measured as such, in the runner's temp. */
  name: string
  /** The page written from a build into `file`, held to the limit (write-package.ts): fit measures each step by it. */
  pack: (directory: string, files: readonly BuildFile[], file: string) => Promise<Packed>
  /** The package written from the fitted build, once it is under the limit. */
  write: (directory: string, files: readonly BuildFile[]) => Promise<T>
  progress: (line: string) => void
}

/**
 * The build fitted in a folder of the runner's temp (fit-build.ts, loaded only here: its codecs are megabytes of
 * WebAssembly no other step needs), then packed by `write` as any build is (the playable's package, an app's web
 * folder). The folder goes, however it ends; nothing is written where the package goes unless it fits.
 */
export async function fitAndPack<T>(options: FitAndPack<T>): Promise<{ packed: T; changes: FitChange[] }> {
  const { fitBuild } = await import('./fit-build.js')
  const work = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'playable-fit-'))
  try {
    const fitted = await fitBuild({
      directory: options.directory,
      work,
      target: Math.floor(options.limit * FIT_MARGIN),
      limit: options.limit,
      first: { size: options.first.size, files: options.first.files },
      measure: (directory, files) => measure(options.pack, directory, files, join(work, options.name)),
      progress: options.progress,
    })
    // The margin is what fit aims for; a package under the limit itself once every step is taken is still written.
    if (fitted.size > options.limit)
      throw new FitFailedError(fitted.size, options.limit, fitted.left, fitted.changes, fitted.floor)
    return { packed: await options.write(fitted.directory, fitted.files), changes: fitted.changes }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** The package's size from a build, written in the runner's temp and gone: over the limit, what the refusal measured. */
async function measure(
  pack: FitAndPack<unknown>['pack'],
  directory: string,
  files: readonly BuildFile[],
  scratch: string,
): Promise<Measured> {
  try {
    const packed = await pack(directory, files, scratch)
    return { size: packed.measured, files: packed.files }
  } catch (error) {
    if (error instanceof PackageTooBigError) return { size: error.size, files: error.files }
    throw error
  } finally {
    await rm(scratch, { force: true })
  }
}

/** fit's refusal: what it changed, how close it came, and what is left, biggest first. */
function fitFailedMessage(error: FitFailedError): string {
  if (error.floor !== undefined)
    return `fit: true cannot bring the package under its limit of ${formatBytes(error.limit)}: what it carries as it is (code, scenes, settings and the page itself) comes to ${formatBytes(error.floor)} (${Math.round((error.floor / error.limit) * 100)} %) whatever it does to the textures, meshes and sounds, so it re-encoded nothing: nothing was written. The biggest of it:\n${error.left
      .map(line => `- ${line}`)
      .join('\n')}\nLeave assets out of the build, or raise the limit.`
  return `fit: true changed ${error.changes.length} file(s) of the build, and the package still comes to ${formatBytes(error.size)}, over its limit of ${formatBytes(error.limit)} (${Math.round((error.size / error.limit) * 100)} %): nothing was written. What is left, biggest first:\n${error.left
    .map(line => `- ${line}`)
    .join('\n')}\nLeave assets out of the build, or shorten what fit cannot make smaller.`
}

/** A packing step's failure in words: its own refusal over the limit (`tooBig`), fit's refusal, or the error's own. */
export function packingFailedMessage(error: unknown, tooBig: (error: PackageTooBigError) => string): string {
  if (error instanceof PackageTooBigError) return tooBig(error)
  return error instanceof FitFailedError ? fitFailedMessage(error) : messageOf(error)
}
