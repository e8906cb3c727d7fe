import { init, parse } from 'es-module-lexer'

/**
 * The specifier a module of the build is imported by inside the page: a bare name, which the page's import map
 * (runtime.ts) points at the module's `blob:` address. A bare name, because a module read from the page has a `blob:`
 * address, and a relative specifier (`./other.mjs`) resolved against that names nothing.
 */
export const MODULE_SPECIFIER_PREFIX = '@playable-build/'

export const moduleSpecifier = (path: string): string => `${MODULE_SPECIFIER_PREFIX}${path}`

/** A module of the build as the page carries it (pure). */
export interface CarriedModule {
  /** The module's text with every import of another file of the build by its path written as that file's name. */
  text: string
  /** The files of the build it imports (static, re-exported or `import()` of a literal), by their paths. */
  imports: string[]
  /** What the page cannot carry, each in words; none when the module can be carried. */
  refused: string[]
}

/** One specifier's literal, quotes and all, from `start` to `end`, to be written as `text`. */
export interface ModuleEdit {
  start: number
  end: number
  text: string
}

/** A module of the build read (pure): its edits in its text's offsets, in order, and what `CarriedModule` says. */
export interface ReadModule {
  edits: ModuleEdit[]
  imports: string[]
  refused: string[]
}

/**
 * es-module-lexer, the lexer es-module-shims rewrites specifiers with: it gives each import's exact span and its
 * specifier unescaped, for static imports, re-exports and `import()` alike, in one pass at milliseconds a megabyte
 * (acorn, a whole parser, takes a hundred times as long on the engine's 2 MB). Its WebAssembly is compiled once.
 */
export const readyToRead = (): Promise<void> => init()

/**
 * The module at `path` of the build, as the page carries it (pure; `readyToRead()` first): each specifier that names a
 * file by its path is resolved as the browser resolves it, against the module's own place in the build
 * (`js/esm-scripts/a.mjs` importing `'../playcanvas-stable.min.mjs'` names `js/playcanvas-stable.min.mjs`), and
 * written as that file's bare name (`moduleSpecifier`), so that every importer of a file gets the one module the page
 * holds for it. Bare specifiers are left to the build's own import map, which the page keeps. Refused by name: a file
 * the build does not hold, and a module from outside the build. An `import()` whose specifier is made at run time is
 * left as it is: an address of the build made from the page's (how the engine loads its script assets) is answered by
 * the import map.
 */
export function carryModule(path: string, source: string, has: (path: string) => boolean): CarriedModule {
  const read = readModule(path, source, has)
  return { text: applyEdits(source, read.edits), imports: read.imports, refused: read.refused }
}

/** What `carryModule` does, the text left to write: the edits it makes (pure; `readyToRead()` first). */
export function readModule(path: string, source: string, has: (path: string) => boolean): ReadModule {
  let imports: ReturnType<typeof parse>[0]
  try {
    imports = parse(source, path)[0]
  } catch (error) {
    return {
      edits: [],
      imports: [],
      refused: [`${path} is not a module the page can read: ${(error as Error).message}`],
    }
  }
  const refused: string[] = []
  const found = new Set<string>()
  const edits: { start: number; end: number; text: string }[] = []
  for (const entry of imports) {
    if (entry.type === 'import-meta' || entry.specifier === undefined) continue
    if (entry.type === 'dynamic' && entry.glob) continue
    const specifier = entry.specifier
    const target = resolve(path, specifier)
    if (target === undefined) continue
    if (target === null) {
      refused.push(`${path} imports '${specifier}' from outside the build: no network lets an ad load a module`)
      continue
    }
    if (!has(target)) {
      refused.push(`${path} imports '${specifier}', which names ${target}: the build does not hold it`)
      continue
    }
    found.add(target)
    // The literal whole, quotes and all: a static import's span is inside its quotes, a literal import()'s around them.
    const quoted =
      entry.type === 'dynamic' ? { start: entry.start, end: entry.end } : { start: entry.start - 1, end: entry.end + 1 }
    edits.push({ ...quoted, text: JSON.stringify(moduleSpecifier(target)) })
  }
  return { edits: edits.sort((a, b) => a.start - b.start), imports: [...found], refused }
}

/** `source` with `edits` (in order) made (pure). */
export function applyEdits(source: string, edits: readonly ModuleEdit[]): string {
  let text = ''
  let at = 0
  for (const edit of edits) {
    text += source.slice(at, edit.start) + edit.text
    at = edit.end
  }
  return text + source.slice(at)
}

/**
 * The edits of `source` (the text of `bytes`, valid UTF-8) in the offsets of its UTF-8 bytes, for `spliceBytes` (pure).
 * An edit's ends fall on quotes, never inside a character, so each offset is the byte length of the text before it.
 */
export function inBytes(source: string, edits: readonly ModuleEdit[]): ModuleEdit[] {
  let chars = 0
  let bytes = 0
  const at = (offset: number): number => {
    bytes += Buffer.byteLength(source.slice(chars, offset))
    chars = offset
    return bytes
  }
  return edits.map(edit => ({ start: at(edit.start), end: at(edit.end), text: edit.text }))
}

/**
 * `bytes` with `edits` (in byte offsets, in order) made: the bytes `Buffer.from(applyEdits(text, edits))` gives for a
 * valid UTF-8 file, without decoding it to a string and back (pure).
 */
export function spliceBytes(bytes: Buffer, edits: readonly ModuleEdit[]): Buffer {
  if (edits.length === 0) return bytes
  const parts: Buffer[] = []
  let at = 0
  for (const edit of edits) {
    parts.push(bytes.subarray(at, edit.start), Buffer.from(edit.text))
    at = edit.end
  }
  parts.push(bytes.subarray(at))
  return Buffer.concat(parts)
}

const BASE = 'http://build.invalid/'

/**
 * A specifier of the module at `from`, as the browser resolves it: the path of the build's file it names, null for
 * another origin (`https://…`), undefined for a bare name (the import map's) or an address that names no file
 * (`data:`, `blob:`). Pure.
 */
export function resolve(from: string, specifier: string): string | null | undefined {
  if (/^(data|blob):/i.test(specifier)) return undefined
  if (/^[a-z][a-z\d+.-]*:/i.test(specifier)) return null
  if (!/^(\.{1,2})?\//.test(specifier)) return undefined
  // `//host/x.mjs` is another origin; URL() says so.
  const url = new URL(specifier, BASE + from.split('/').map(encodeURIComponent).join('/'))
  if (url.origin !== new URL(BASE).origin) return null
  try {
    return decodeURIComponent(url.pathname).slice(1)
  } catch {
    return url.pathname.slice(1)
  }
}
