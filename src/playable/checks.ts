import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import type { PageTarget, Rule, ScriptPlace, Source } from './networks.js'
import { FILES_ID, START } from './runtime.js'
import { isRecord } from '../text.js'

type Element = DefaultTreeAdapterTypes.Element
type ParentNode = DefaultTreeAdapterTypes.ParentNode

/** A package as a network's upload sees it, before it is written. */
export interface PackageView {
  /** The page's text: the HTML file, or the zip's page. */
  page: string
  /** The zip's entry names, as written; none for an HTML network (its one file is the page). */
  entries: readonly string[]
  /** The text of each small entry beside the page that a rule reads (TikTok's `config.json`), by its name. */
  texts: Readonly<Record<string, string>>
}

/** A rule the package breaks, and what of the package breaks it. */
export interface BrokenRule {
  rule: Rule
  found: string
}

/**
 * Each of the network's rules (networks.ts) the package breaks, in the table's order; none when the network's upload
 * would take it. Pure: the page's text, the zip's entry names and its small texts in, the broken rules out. The page is
 * parsed (parse5) only when a rule asks where its scripts or metas are.
 */
export function checkPackage(network: PageTarget, view: PackageView): BrokenRule[] {
  let parsed: PageElements | undefined
  const elements = (): PageElements => (parsed ??= pageElements(view.page))
  const broken: BrokenRule[] = []
  for (const rule of network.rules) {
    const found = check(rule, view, elements)
    if (found !== undefined) broken.push({ rule, found })
  }
  return broken
}

/** What a rule asks, in words (the log's, and docs/playable.md's table, which writes its names as code). */
export function ruleText(rule: Rule, code: (name: string) => string = name => name): string {
  switch (rule.kind) {
    case 'script':
      return rule.place === 'head'
        ? `the page loads ${code(rule.src)} as the first script of its head`
        : `the page loads ${code(rule.src)} at the end of its body, before the ad's own scripts run`
    case 'absent':
      return `the page holds no ${code(rule.text)}${rule.word ? ' (as a word)' : ''}`
    case 'present':
      return `the page holds ${code(rule.text)}`
    case 'orientation-meta':
      return `the head has an ${code('ad.orientation')} meta (or an ${code('ad.size')} of 320×480 or 480×320)`
    case 'config-json':
      return `${code('config.json')} at the root of the zip, its ${code('playable_orientation')} 0, 1 or 2`
    case 'page-name':
      return `the page at the root of the zip, as ${rule.names.map(code).join(' or ')}`
    case 'no-folders':
      return 'no folder in the zip'
    case 'max-files':
      return `at most ${rule.count} files in the zip`
  }
}

/** A source as the log names it: its title, address and the date read, `(?)` when no page of the network's says it. */
export function sourceText(source: Source): string {
  return `${source.title}, ${source.url}, read ${source.read}${source.from === 'tool' ? ' (?): not a page of the network' : ''}`
}

/** One broken rule for the log: the network, the rule, what breaks it, and where the rule comes from. */
export function describeBroken(network: PageTarget, broken: BrokenRule): string {
  return `${network.label}: ${ruleText(broken.rule)}: ${broken.found} (${sourceText(broken.rule.source)})`
}

function check(rule: Rule, view: PackageView, elements: () => PageElements): string | undefined {
  switch (rule.kind) {
    case 'script':
      return checkScript(rule.src, rule.place, elements())
    case 'absent': {
      const at = find(view.page, rule.text, rule.word === true)
      return at < 0 ? undefined : `it does, at character ${at}: ${context(view.page, at, rule.text.length)}`
    }
    case 'present':
      return view.page.includes(rule.text) ? undefined : 'it does not'
    case 'orientation-meta': {
      const metas = elements().head.filter(element => element.tagName === 'meta')
      const content = (name: string): string[] =>
        metas.filter(meta => attr(meta, 'name') === name).map(meta => (attr(meta, 'content') ?? '').replace(/\s/g, ''))
      const orientation = content('ad.orientation')
      const size = content('ad.size')
      if (orientation.some(value => ['portrait', 'landscape', 'portrait,landscape'].includes(value))) return undefined
      if (size.some(value => ['width=320,height=480', 'width=480,height=320'].includes(value))) return undefined
      const seen = [...orientation.map(v => `ad.orientation "${v}"`), ...size.map(v => `ad.size "${v}"`)]
      return seen.length ? `it has ${seen.join(', ')}` : 'it has neither'
    }
    case 'config-json': {
      if (!view.entries.includes('config.json')) return 'the zip holds no config.json at its root'
      let json: unknown
      try {
        json = JSON.parse(view.texts['config.json'] ?? '')
      } catch {
        return 'its config.json is no JSON'
      }
      const value = isRecord(json) ? json.playable_orientation : undefined
      return value === 0 || value === 1 || value === 2
        ? undefined
        : `its playable_orientation is ${JSON.stringify(value) ?? 'missing'}`
    }
    case 'page-name':
      return view.entries.some(entry => rule.names.includes(entry))
        ? undefined
        : `the zip's root holds ${view.entries.filter(entry => !entry.includes('/')).join(', ') || 'nothing'}`
    case 'no-folders': {
      const nested = view.entries.filter(entry => entry.includes('/'))
      return nested.length ? `it holds ${nested.slice(0, 5).join(', ')}${nested.length > 5 ? ', …' : ''}` : undefined
    }
    case 'max-files': {
      const files = view.entries.filter(entry => !entry.endsWith('/')).length
      return files <= rule.count ? undefined : `it holds ${files}`
    }
  }
}

/** Characters around a word that would make it part of a longer one: an identifier's, or base64's. */
const WORD = /[A-Za-z0-9_$+/=]/

/** Where `text` first is in `page` (any case), as a word when asked; -1 when nowhere. */
function find(page: string, text: string, word: boolean): number {
  const lower = page.toLowerCase()
  const wanted = text.toLowerCase()
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    if (!word) return at
    const before = page[at - 1] ?? ' '
    const after = page[at + wanted.length] ?? ' '
    if (!WORD.test(before) && !WORD.test(after)) return at
  }
  return -1
}

/** The page around `at`, on one line and bounded, as the log shows it. */
function context(page: string, at: number, length: number): string {
  const from = Math.max(0, at - 40)
  const to = Math.min(page.length, at + length + 40)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const text = page.slice(from, to).replace(/[\x00-\x1f\x7f\u2028\u2029]+/g, ' ')
  return `${from > 0 ? '…' : ''}${text}${to < page.length ? '…' : ''}`
}

interface PageElements {
  /** The head's elements, in order. */
  head: Element[]
  /** The body's own children that are elements, in order. */
  body: Element[]
  /** Every script element of the page, in document order. */
  scripts: Element[]
}

function pageElements(page: string): PageElements {
  const document = parse(page)
  const all = [...walk(document)]
  const html = document.childNodes.find((node): node is Element => 'tagName' in node && node.tagName === 'html')
  const child = (name: string): Element | undefined =>
    html?.childNodes.find((node): node is Element => 'tagName' in node && node.tagName === name)
  const head = child('head')
  const body = child('body')
  return {
    head: head ? [...walk(head)] : [],
    body: body ? body.childNodes.filter((node): node is Element => 'tagName' in node) : [],
    scripts: all.filter(element => element.tagName === 'script'),
  }
}

function checkScript(src: string, place: ScriptPlace, page: PageElements): string | undefined {
  const script = page.scripts.find(element => attr(element, 'src') === src)
  if (!script) return 'no script of the page loads it'
  if (place === 'head') {
    if (!page.head.includes(script)) return 'it is loaded outside the head'
    return page.scripts[0] === script ? undefined : `a script comes before it (${describe(page.scripts[0])})`
  }
  const at = page.body.indexOf(script)
  if (at < 0) return 'it is not loaded at the end of the body'
  const after = page.body.slice(at + 1).filter(element => !pageOwn(element))
  return after.length ? `it comes before ${describe(after[0])}` : undefined
}

/** The page's own elements at the end of its body: its files, and the call that starts the ad's scripts. */
function pageOwn(element: Element): boolean {
  if (element.tagName !== 'script' || attr(element, 'src') !== undefined) return false
  return attr(element, 'id') === FILES_ID || text(element).trim() === `window.${START}();`
}

function describe(element: Element | undefined): string {
  if (!element) return 'nothing'
  const src = attr(element, 'src')
  return src !== undefined ? `<${element.tagName} src="${src}">` : `<${element.tagName}>`
}

function* walk(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue
    yield child
    yield* walk(child)
  }
}

const attr = (element: Element, name: string): string | undefined => element.attrs.find(a => a.name === name)?.value

const text = (element: Element): string =>
  element.childNodes.map(node => ('value' in node && typeof node.value === 'string' ? node.value : '')).join('')
