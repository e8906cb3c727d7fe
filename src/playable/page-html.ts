import { type DefaultTreeAdapterTypes, defaultTreeAdapter as tree, html, parse, serialize } from 'parse5'
import { contentType } from '../content-types.js'
import { isRecord } from '../text.js'
import type { ScriptPlace } from './networks.js'
import { FILES_ID, INERT_TYPE, START } from './runtime.js'

type Element = DefaultTreeAdapterTypes.Element
type ParentNode = DefaultTreeAdapterTypes.ParentNode

export interface PageOptions {
  /** The runtime's text (runtime.ts), the page's first script. */
  runtime: string
  /**
   * The network's own scripts (networks.ts: `mraid.js`, Google's exit API, TikTok's SDK), the requests the page makes
   * on purpose: the network's container answers them. `head`: first in the head, before the runtime; `body-end`: last
   * in the body, before the page starts the build's scripts.
   */
  scripts: readonly { src: string; place: ScriptPlace }[]
  /** Google's `ad.orientation` meta: `portrait`, `landscape` or `portrait,landscape`. */
  orientation?: string
  /** Whether the build holds a file, by its path from the build's root. */
  has: (path: string) => boolean
  /** A file the page takes in as it is (a stylesheet, a media element's file): asked only of a file the build holds. */
  read: (path: string) => Buffer
}

export interface Page {
  /** The page up to the files' element's content, and from its end: the files are streamed in between. */
  before: string
  after: string
  /** Files of the build the page took in as they are (its stylesheets): not carried again among the files. */
  inlined: string[]
  /** What the page cannot carry, each in words; none when the page can be written. */
  refused: string[]
  /** Files of the build the page loads as ES modules: its module scripts' and its import maps' (their own imports aside). */
  modules: string[]
}

const SCRIPT_TYPES =
  /^(|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript|module|importmap)$/i
const MEDIA = new Set(['img', 'source', 'audio', 'video', 'track', 'input'])

/**
 * The build's index.html as the playable's page: parsed and written by parse5, as a browser parses it, never by text
 * patterns (pure but for the files it takes in, through `read`). Each of its scripts stays in its place, inert
 * (`type="text/x-playable"`), for the runtime to run once the files are there; its stylesheets are taken in as
 * `<style>`; a media element's file becomes a `data:` address; links the ad has no use for (the web manifest, icons,
 * preloads) go. In the head, first: the charset, the network's meta, the network's head scripts (`mraid.js`, Google's
 * exit API), the runtime; at the end of the body, the network's body scripts (TikTok's SDK), then the files and the
 * call that starts the build. A file the build's own page names from outside the build is refused: no network lets an
 * ad ask anything of a server but its own scripts, which come from the network's row of networks.ts only.
 */
export function writePage(source: string, options: PageOptions): Page {
  const document = parse(source)
  const refused: string[] = []
  const inlined = new Set<string>()
  const modules = new Set<string>()
  const local = (ref: string, what: string): string | undefined => {
    const path = localPath(ref)
    if (path === undefined) return undefined
    if (path === null) {
      refused.push(`index.html's ${what} loads ${ref} from outside the build`)
      return undefined
    }
    if (!options.has(path)) {
      refused.push(`index.html's ${what} names ${ref}, which the build does not hold`)
      return undefined
    }
    return path
  }

  for (const element of elements(document)) {
    const name = element.tagName
    if (name === 'script') {
      const type = attr(element, 'type')?.trim() ?? ''
      if (!SCRIPT_TYPES.test(type)) continue
      const kind = /^module$/i.test(type) ? 'module' : /^importmap$/i.test(type) ? 'importmap' : 'classic'
      const src = attr(element, 'src')
      const attrs = element.attrs.filter(a => a.name !== 'type' && a.name !== 'src')
      attrs.unshift({ name: 'type', value: INERT_TYPE }, { name: 'data-kind', value: kind })
      if (src !== undefined) {
        const path = local(src, `<script src="${src}">`)
        if (path === undefined) continue
        attrs.push({ name: 'data-src', value: src })
        if (kind === 'module') modules.add(path)
      }
      if (kind === 'importmap' && src === undefined)
        for (const path of mapped(text(element))) if (options.has(path)) modules.add(path)
      element.attrs = attrs
    } else if (name === 'link') {
      const href = attr(element, 'href')
      const rel = (attr(element, 'rel') ?? '').toLowerCase().split(/\s+/)
      if (href === undefined) continue
      if (rel.includes('stylesheet')) {
        const path = local(href, `<link rel="stylesheet" href="${href}">`)
        if (path === undefined) continue
        const style = tree.createElement('style', html.NS.HTML, [{ name: 'data-playable-src', value: path }])
        tree.insertText(style, options.read(path).toString('utf8'))
        replace(element, style)
        inlined.add(path)
      } else if (localPath(href) !== null) {
        // A manifest, an icon, a preload: nothing an ad shows; a link to outside the build is refused below.
        tree.detachNode(element)
      } else {
        refused.push(`index.html's <link href="${href}"> loads it from outside the build`)
      }
    } else if (MEDIA.has(name)) {
      const src = attr(element, 'src')
      const path = src === undefined ? undefined : local(src, `<${name} src="${src}">`)
      if (path === undefined) continue
      setAttr(element, 'src', dataUrl(options.read(path), contentType(path).replace(/;.*$/, '')))
    } else if (name === 'meta' && attr(element, 'charset') !== undefined) {
      tree.detachNode(element)
    }
  }

  const head = find(document, 'head')
  const body = find(document, 'body')
  if (!head || !body) throw new Error('parse5 always makes a head and a body')
  const first: Element[] = [element('meta', { charset: 'utf-8' })]
  if (options.orientation) first.push(element('meta', { name: 'ad.orientation', content: options.orientation }))
  for (const script of options.scripts) if (script.place === 'head') first.push(element('script', { src: script.src }))
  first.push(element('script', {}, options.runtime))
  for (const node of first.reverse()) {
    const reference = head.childNodes[0]
    if (reference) tree.insertBefore(head, node, reference)
    else tree.appendChild(head, node)
  }
  for (const script of options.scripts)
    if (script.place === 'body-end') tree.appendChild(body, element('script', { src: script.src }))
  const MARK = 'playable-files-go-here'
  tree.appendChild(body, element('script', { type: 'application/json', id: FILES_ID }, MARK))
  tree.appendChild(body, element('script', {}, `window.${START}();`))
  const [before, after] = serialize(document).split(MARK)
  if (before === undefined || after === undefined) throw new Error('The files element was not written')
  return { before, after, inlined: [...inlined], refused, modules: [...modules] }
}

/**
 * A reference's path from the build's root, decoded (`files/assets/1/1/a b.png`); `undefined` for one that names no
 * file (`data:`, `blob:`, `#…`, empty); `null` for one outside the build (another origin, or a scheme of its own).
 */
export function localPath(ref: string): string | null | undefined {
  const text = ref.trim()
  if (text === '' || text.startsWith('#') || /^(data|blob|about|javascript):/i.test(text)) return undefined
  if (/^[a-z][a-z\d+.-]*:/i.test(text) || text.startsWith('//') || text.startsWith('\\\\')) return null
  const path = new URL(text, 'http://build.invalid/').pathname
  try {
    return decodeURIComponent(path).replace(/^\/+/, '')
  } catch {
    return path.replace(/^\/+/, '')
  }
}

/** The build's files an import map's text points at (its imports and its scopes); none when it is no JSON. */
function mapped(json: string): string[] {
  let map: unknown
  try {
    map = JSON.parse(json)
  } catch {
    return []
  }
  const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {})
  const tables = [record(record(map).imports), ...Object.values(record(record(map).scopes)).map(record)]
  return tables
    .flatMap(table => Object.values(table))
    .map(value => (typeof value === 'string' ? localPath(value) : undefined))
    .filter((path): path is string => typeof path === 'string')
}

const text = (element: Element): string =>
  element.childNodes.map(node => ('value' in node && typeof node.value === 'string' ? node.value : '')).join('')

function* elements(node: ParentNode): Generator<Element> {
  for (const child of [...node.childNodes]) {
    if (!('tagName' in child)) continue
    yield child
    yield* elements(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child)
  }
}

function find(node: ParentNode, name: string): Element | undefined {
  for (const candidate of elements(node)) if (candidate.tagName === name) return candidate
  return undefined
}

const attr = (element: Element, name: string): string | undefined => element.attrs.find(a => a.name === name)?.value

function setAttr(element: Element, name: string, value: string): void {
  element.attrs = [...element.attrs.filter(a => a.name !== name), { name, value }]
}

function element(name: string, attrs: Record<string, string>, text?: string): Element {
  const made = tree.createElement(
    name,
    html.NS.HTML,
    Object.entries(attrs).map(([key, value]) => ({ name: key, value })),
  )
  if (text !== undefined) tree.insertText(made, text)
  return made
}

function replace(old: Element, replacement: Element): void {
  const parent = old.parentNode
  if (!parent) return
  tree.insertBefore(parent, replacement, old)
  tree.detachNode(old)
}

function dataUrl(bytes: Buffer, type: string): string {
  return `data:${type};base64,${bytes.toString('base64')}`
}
