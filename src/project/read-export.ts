import yauzl from 'yauzl'
import { UnpackError } from '../errors.js'
import { clip, formatBytes } from '../text.js'
import { type Json, RawNumber, isObject, parseJson } from './canonical-json.js'

/**
 * A project's export (the zip archive-project saves) read for what the snapshot needs: archive.json (its format's
 * version, checked first), project.json, scenes.json and assets.json, each held to a size. Nothing else in the zip is
 * read: the assets' files are known by the MD5 and size assets.json gives, never by their bytes.
 */

/** The export formats this reader knows (archive.json's `version`). */
export const KNOWN_VERSIONS = [3]
/** The most one JSON entry may hold: a project of thousands of assets and scenes is a few tens of MB. */
export const MAX_ENTRY_BYTES = 512 * 1024 * 1024

export interface ProjectExport {
  version: number
  project: { [key: string]: Json }
  scenes: { [key: string]: Json }
  assets: { [key: string]: Json }
}

const WANTED = ['archive.json', 'project.json', 'scenes.json', 'assets.json'] as const
type Wanted = (typeof WANTED)[number]

export async function readExport(zipFile: string, signal: AbortSignal): Promise<ProjectExport> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.openPromise(zipFile, { lazyEntries: true, autoClose: false })
  } catch (error) {
    throw new UnpackError(`The export cannot be read as a zip: ${(error as Error).message}`)
  }
  const found = new Map<Wanted, { [key: string]: Json }>()
  try {
    for await (const entry of zip.eachEntry()) {
      signal.throwIfAborted()
      const name = entry.fileName as Wanted
      if (!WANTED.includes(name)) continue
      if (entry.uncompressedSize > MAX_ENTRY_BYTES)
        throw new UnpackError(`The export's ${name} holds ${formatBytes(entry.uncompressedSize)}: more than is read`)
      const value = parseEntry(name, await readAll(await zip.openReadStreamPromise(entry)))
      if (name === 'archive.json') knownVersion(value)
      found.set(name, value)
    }
  } catch (error) {
    if (error instanceof UnpackError || signal.aborted) throw error
    throw new UnpackError(`The export cannot be read: ${(error as Error).message}`)
  } finally {
    zip.close()
  }
  const missing = WANTED.filter(name => !found.has(name))
  if (missing.length > 0) throw new UnpackError(`The export has no ${missing.join(', ')}: it is not a project's export`)
  return {
    version: knownVersion(found.get('archive.json') ?? {}),
    project: found.get('project.json') ?? {},
    scenes: found.get('scenes.json') ?? {},
    assets: found.get('assets.json') ?? {},
  }
}

/** The version, when it is one this reader knows; refused by its number otherwise. */
function knownVersion(archive: { [key: string]: Json }): number {
  const version = archive.version
  const number = version instanceof RawNumber ? Number(version.text) : NaN
  if (!KNOWN_VERSIONS.includes(number))
    throw new UnpackError(
      `The export's format is version ${clip(version instanceof RawNumber ? version.text : (JSON.stringify(version) ?? 'missing'), 40)} (archive.json), which this action does not know (it reads version ${KNOWN_VERSIONS.join(', ')}): nothing was written. A newer release of the action may read it.`,
    )
  return number
}

function parseEntry(name: string, bytes: Buffer): { [key: string]: Json } {
  let value: Json
  try {
    value = parseJson(bytes.toString('utf8'))
  } catch (error) {
    throw new UnpackError(`The export's ${name} is not JSON: ${clip((error as Error).message, 200)}`)
  }
  if (!isObject(value)) throw new UnpackError(`The export's ${name} is not a JSON object`)
  return value
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
