import { isUtf8 } from 'node:buffer'
import { createWriteStream, readFileSync } from 'node:fs'
import { type FileHandle, open, readFile, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import yauzl from 'yauzl'
import { ZipFile } from 'yazl'
import type { BuildFile } from './build-files.js'
import { type PackageView, checkPackage, describeBroken } from './checks.js'
import { type ModuleEdit, applyEdits, inBytes, readModule, readyToRead, spliceBytes } from './modules.js'
import { type PageTarget, hasRule, sdkScripts } from './networks.js'
import { writePage } from './page-html.js'
import { gzippedForPage } from './page-gzip.js'
import { pageRuntime } from './runtime.js'
import { type CarriedFile, base64Length } from './sizes.js'
import { isSettingsFile, listedModules, moduleRefusals } from './wasm-modules.js'
import { contentType } from '../content-types.js'
import { InputError, NetworkRulesError, PackageTooBigError } from '../errors.js'
import { isRecord } from '../text.js'

export type Orientation = 'portrait' | 'landscape' | 'both'

export interface PackOptions {
  /** The unpacked build, and its files (build-files.ts). */
  directory: string
  files: readonly BuildFile[]
  /** The ad network the package is for, or the mobile app's shell (app-shells.ts). */
  network: PageTarget
  /** Bytes the package is held to; undefined for none. */
  limit?: number
  /** gzip the page's files: always, never, or only when the page would not fit its limit without. */
  compress: boolean | 'auto'
  orientation: Orientation
  storeUrl: string
  /** Where the package goes; nothing is there unless the whole package, within its limit, is. */
  file: string
}

export interface Packed {
  file: string
  /** Bytes of the package (the page, or the zip). */
  size: number
  /** Bytes held to the limit: the package's, or the zip's files' unpacked where the network measures those. */
  measured: number
  /** Bytes of the page (in the zip, before the zip deflates it). */
  pageSize: number
  files: CarriedFile[]
  gzip: boolean
}

/** The zip's entries' time: the same build gives the same bytes. */
const ZIP_TIME = new Date(Date.UTC(2020, 0, 1))
/** Google's `ad.orientation`, TikTok's `playable_orientation`. */
const GOOGLE_ORIENTATION: Record<Orientation, string> = {
  portrait: 'portrait',
  landscape: 'landscape',
  both: 'portrait,landscape',
}
const TIKTOK_ORIENTATION: Record<Orientation, number> = { both: 0, portrait: 1, landscape: 2 }

/** The most of a zip's small entry a rule reads (TikTok's config.json is a line). */
const MAX_TEXT_ENTRY = 64 * 1024

/**
 * Writes the playable of the build in `options.directory` for one network: the page (page-html.ts, runtime.ts) with
 * every file of the build in it, streamed to a file one build file at a time (the memory held is one file and its
 * base64, whatever the build's size, and at most HELD_ALL bytes of small modules); for a zip network, the zip around it. What the page cannot carry is refused
 * before anything is written; a package over its limit, or one that breaks a rule of its network's (checks.ts: the
 * page, read back once written, and the zip's entries), is deleted and the step fails naming its biggest files or the
 * rules. The package is moved into place only when whole, within its limit and within its network's rules.
 */
export async function writePackage(options: PackOptions): Promise<Packed> {
  const { network, files } = options
  const byPath = new Map(files.map(file => [file.path, file]))
  if (!byPath.has('index.html'))
    throw new InputError(
      `Input 'directory' names ${options.directory}, which has no index.html: give the folder download-app unpacked (its directory output)`,
    )
  const source = (await readFile(join(options.directory, 'index.html'))).toString('utf8')
  const page = writePage(source, {
    runtime: pageRuntime({
      network: network.name,
      glue: network.glue,
      signal: network.start,
      storeUrl: options.storeUrl,
    }),
    scripts: sdkScripts(network),
    orientation: hasRule(network, 'orientation-meta') ? GOOGLE_ORIENTATION[options.orientation] : undefined,
    has: path => byPath.has(path),
    // Only what index.html itself takes in is read here, one file at a time, as the page is made.
    read: path => readFileSync(join(options.directory, path)),
  })
  const has = (path: string): boolean => byPath.has(path)
  const graph = await moduleGraph(options.directory, files, page.modules, has)
  const refused = [...page.refused, ...graph.refused, ...(await refusals(options.directory, files))]
  if (refused.length > 0)
    throw new InputError(
      `Input 'directory' holds a build the page cannot carry whole (nothing is dropped, so nothing was written):\n${refused.map(line => `- ${line}`).join('\n')}`,
    )

  const inlined = new Set(page.inlined)
  const carried = files.filter(file => file.path !== 'index.html' && !inlined.has(file.path))
  const plainBytes =
    Buffer.byteLength(page.before) +
    Buffer.byteLength(page.after) +
    carried.reduce((sum, file) => sum + base64Length(file.size) + file.path.length + 40, 0)
  // A zip measured as a zip deflates the page: a file gzipped inside it would be compressed twice for nothing.
  const gzip =
    network.measures === 'zip'
      ? false
      : options.compress === 'auto'
        ? options.limit !== undefined && plainBytes > options.limit
        : options.compress

  const folder = dirname(options.file)
  const partial = join(folder, `.${basename(options.file)}.partial-${process.pid}`)
  const pagePath = network.form === 'zip' ? `${partial}.html` : partial
  try {
    const carriedFiles = await writePageFile(pagePath, options.directory, page, carried, gzip, graph.modules)
    const pageSize = (await stat(pagePath)).size
    if (network.form === 'zip') await writeZip(partial, pagePath, network, options.orientation)
    const size = (await stat(partial)).size
    const measured = network.measures === 'unzipped' ? await unzippedSize(partial) : size
    const all: CarriedFile[] = [
      ...carriedFiles,
      ...page.inlined.map(path => ({
        path,
        size: byPath.get(path)?.size ?? 0,
        packed: byPath.get(path)?.size ?? 0,
        encoding: 'inline' as const,
      })),
    ]
    if (options.limit !== undefined && measured > options.limit)
      throw new PackageTooBigError(options.file, measured, options.limit, all, network.measures)
    if (network.rules.length > 0) {
      const view = await packageView(partial, pagePath, network)
      const broken = checkPackage(network, view)
      if (broken.length > 0)
        throw new NetworkRulesError(
          network.label,
          broken.map(rule => describeBroken(network, rule)),
        )
    }
    await rename(partial, options.file)
    return { file: options.file, size, measured, pageSize, files: all, gzip }
  } finally {
    await rm(partial, { force: true })
    if (pagePath !== partial) await rm(pagePath, { force: true })
  }
}

/**
 * How the page writes a module of the build: its edits (modules.ts), in the offsets of its bytes when it is UTF-8, so
 * that the page splices them into the bytes it reads, neither lexing nor decoding the module again.
 */
export interface ModuleWrite {
  edits: ModuleEdit[]
  utf8: boolean
  /** A small module's bytes as the page carries them, held from the graph until the page has them. */
  held?: Buffer
}

/**
 * A module this small is read at once (readFileSync) and held between the graph and the page, up to HELD_ALL bytes in
 * all: a small file's cost is not its bytes but a promised read's round trips to libuv's threads (open, stat, read,
 * close). A larger one is read as any file, and again as the page is written.
 */
export const HELD_FILE = 64 * 1024
export const HELD_ALL = 4 * 1024 * 1024

/**
 * The build's ES modules (every `.mjs`, what index.html loads as a module, and every file a module imports by path,
 * followed to the end), each with its edits, and what of them the page cannot carry (modules.ts). Each module is read
 * and lexed here once; a small one is held for the page (HELD_FILE), any other read again as the page is written, so
 * that the memory held stays near one file.
 */
export async function moduleGraph(
  directory: string,
  files: readonly BuildFile[],
  entries: readonly string[],
  has: (path: string) => boolean,
): Promise<{ modules: Map<string, ModuleWrite>; refused: string[] }> {
  await readyToRead()
  const found = new Set([...files.filter(file => /\.mjs$/i.test(file.path)).map(file => file.path), ...entries])
  const modules = new Map<string, ModuleWrite>()
  const refused: string[] = []
  const sizes = new Map(files.map(file => [file.path, file.size]))
  let held = 0
  // A Set iterates over what is added while it is iterated: the imports are followed to the end.
  for (const path of found) {
    const small = (sizes.get(path) ?? Infinity) <= HELD_FILE
    const bytes = small ? readFileSync(join(directory, path)) : await readFile(join(directory, path))
    const source = bytes.toString('utf8')
    const read = readModule(path, source, has)
    refused.push(...read.refused)
    for (const imported of read.imports) found.add(imported)
    // Not UTF-8: the page carries its text as decoded (each bad byte U+FFFD), edited and encoded again.
    const utf8 = isUtf8(bytes)
    const module: ModuleWrite = { edits: utf8 ? inBytes(source, read.edits) : read.edits, utf8 }
    if (small && held + bytes.length <= HELD_ALL) {
      module.held = pageBytes(bytes, module)
      held += module.held.length
    }
    modules.set(path, module)
  }
  return { modules, refused }
}

/** What of the build the page cannot carry, besides index.html's own and its modules': external scripts. */
async function refusals(directory: string, files: readonly BuildFile[]): Promise<string[]> {
  const refused: string[] = []
  // A wasm module's files are asked for by the engine at run time, by the paths the settings give.
  const has = new Set(files.map(file => file.path))
  for (const settings of files.filter(file => isSettingsFile(file.path))) {
    const text = (await readFile(join(directory, settings.path))).toString('utf8')
    refused.push(...moduleRefusals(settings.path, listedModules(text), path => has.has(path)))
  }
  const config = files.find(file => file.path === 'config.json')
  if (config) {
    let parsed: unknown
    try {
      parsed = JSON.parse((await readFile(join(directory, config.path))).toString('utf8'))
    } catch {
      parsed = undefined
    }
    const properties = isRecord(parsed) && isRecord(parsed.application_properties) ? parsed.application_properties : {}
    const external = Array.isArray(properties.externalScripts) ? properties.externalScripts : []
    for (const url of external)
      refused.push(`config.json's externalScripts loads ${String(url).slice(0, 300)} from outside the build`)
  }
  return refused
}

/** A file's bytes as the page carries them: a module's with its edits made. */
function pageBytes(bytes: Buffer, module: ModuleWrite | undefined): Buffer {
  if (module === undefined) return bytes
  return module.utf8 ? spliceBytes(bytes, module.edits) : Buffer.from(applyEdits(bytes.toString('utf8'), module.edits))
}

async function writePageFile(
  path: string,
  directory: string,
  page: { before: string; after: string },
  carried: readonly BuildFile[],
  gzip: boolean,
  modules: ReadonlyMap<string, ModuleWrite>,
): Promise<CarriedFile[]> {
  const handle: FileHandle = await open(path, 'w')
  const written: CarriedFile[] = []
  try {
    await handle.write(`${page.before}[`)
    for (const [index, file] of carried.entries()) {
      const module = modules.get(file.path)
      const bytes = module?.held ?? pageBytes(await readFile(join(directory, file.path)), module)
      if (module) module.held = undefined
      const packed = gzip ? gzippedForPage(bytes) : undefined
      const zipped = packed !== undefined
      const data = (packed ?? bytes).toString('base64')
      const name = JSON.stringify(file.path).replace(/</g, '\\u003c')
      await handle.write(
        `${index ? ',' : ''}\n[${name},${JSON.stringify(contentType(file.path))},"${zipped ? 'gz' : 'b64'}","`,
      )
      await handle.write(data)
      await handle.write(`",${module ? 1 : 0}]`)
      written.push({
        path: file.path,
        size: bytes.length,
        packed: data.length,
        encoding: zipped ? 'gzip+base64' : 'base64',
      })
    }
    await handle.write(`\n]${page.after}`)
  } finally {
    await handle.close()
  }
  return written
}

/** The zip: `index.html` (the page) at its root, and what the network asks beside it (TikTok's `config.json`). */
export async function writeZip(
  path: string,
  pagePath: string,
  network: PageTarget,
  orientation: Orientation,
): Promise<void> {
  const zip = new ZipFile()
  zip.addFile(pagePath, 'index.html', { mtime: ZIP_TIME, mode: 0o100644 })
  if (hasRule(network, 'config-json'))
    zip.addBuffer(
      Buffer.from(`${JSON.stringify({ playable_orientation: TIKTOK_ORIENTATION[orientation] })}\n`),
      'config.json',
      {
        mtime: ZIP_TIME,
        mode: 0o100644,
      },
    )
  zip.end()
  await pipeline(zip.outputStream, createWriteStream(path))
}

/**
 * The package as its network's upload sees it (checks.ts): the page's text, read back from what was written, and for a
 * zip, its entries' names and the text of its small entries, read from the zip itself. Read only for a network with
 * rules, once the package is within its limit: the page, held in memory whole for the checks, is then a few MB (the
 * deflated zip's page a few times its limit); `mraid`, with a rule and no limit, reads its page whole whatever its size.
 */
async function packageView(partial: string, pagePath: string, network: PageTarget): Promise<PackageView> {
  const page = await readFile(pagePath, 'utf8')
  if (network.form !== 'zip') return { page, entries: [], texts: {} }
  const zip = await yauzl.openPromise(partial, { lazyEntries: true, autoClose: false })
  const entries: string[] = []
  const texts: Record<string, string> = {}
  try {
    for await (const entry of zip.eachEntry()) {
      entries.push(entry.fileName)
      if (entry.fileName === 'index.html' || entry.uncompressedSize > MAX_TEXT_ENTRY) continue
      const chunks: Buffer[] = []
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
      texts[entry.fileName] = Buffer.concat(chunks).toString('utf8')
    }
  } finally {
    zip.close()
  }
  return { page, entries, texts }
}

/** The bytes of a zip's files unpacked, as its central directory tells them. */
async function unzippedSize(path: string): Promise<number> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false })
  let total = 0
  try {
    for await (const entry of zip.eachEntry()) total += entry.uncompressedSize
  } finally {
    zip.close()
  }
  return total
}
