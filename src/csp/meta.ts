import { createHash } from 'node:crypto'
import { type DefaultTreeAdapterTypes, defaultTreeAdapter as tree, html, parse, serialize } from 'parse5'
import { withInlineScripts } from './policy.js'

type Element = DefaultTreeAdapterTypes.Element
type ParentNode = DefaultTreeAdapterTypes.ParentNode

/** The attribute that marks the policy's `<meta>` as this step's: the one replaced when it is written again. */
export const MARK = { name: 'data-written-by', value: 'download-app' }

export interface PolicyPage {
  /** The page with the policy in it. */
  html: string
  /** The policy as written: the one given, with the hashes of the page's own inline scripts (withInlineScripts). */
  policy: string
  /** Other Content-Security-Policy `<meta>`s the page had, left as they were (a browser enforces each). */
  kept: number
}

/**
 * A page (a build's index.html) with `policy` (policy.ts: one line, checked) in it, as
 * `<meta http-equiv="Content-Security-Policy" content="…">`: parsed and written by parse5, as a browser parses it,
 * never by text patterns. Pure, and the same bytes every time: written again, over its own output, it gives that
 * output (the step's `<meta>` is found by MARK and replaced).
 *
 * Where: first in the head, since a `<meta>` policy governs only what comes after it (a script before it would run
 * unchecked); after the page's charset declaration, which is moved to the head's first element if it was not, as a
 * browser looks for it only in the page's first 1,024 bytes. A head the page lacks is parse5's to make.
 *
 * The page's own inline scripts (an ES module build's import map) are allowed by their hashes, never by
 * `'unsafe-inline'`: a hash allows those exact bytes and nothing an attacker could inject (policy.ts).
 *
 * A Content-Security-Policy `<meta>` of the page's own is kept where it is: a browser enforces every policy, so the
 * page can only become stricter; removing it could allow what its author forbade. The caller says so (`kept`).
 */
export function withPolicy(source: string, policy: string): PolicyPage {
  const document = parse(source)
  let kept = 0
  for (const element of elements(document)) {
    if (!isPolicyMeta(element)) continue
    if (attr(element, MARK.name) === MARK.value) tree.detachNode(element)
    else kept++
  }
  const head = elements(document).find(element => element.tagName === 'head')
  if (!head) throw new Error('parse5 always makes a head')
  const children = (): Element[] => head.childNodes.filter((node): node is Element => 'tagName' in node)
  const charset = children().find(isCharset)
  const first = children()[0]
  if (charset && first && charset !== first) {
    tree.detachNode(charset)
    tree.insertBefore(head, charset, first)
  }
  const written = withInlineScripts(policy, inlineScripts(document).map(sha256Source))
  const meta = tree.createElement('meta', html.NS.HTML, [
    { name: 'http-equiv', value: 'Content-Security-Policy' },
    { name: 'content', value: written },
    MARK,
  ])
  const before = charset ? head.childNodes[head.childNodes.indexOf(charset) + 1] : children()[0]
  if (before) tree.insertBefore(head, meta, before)
  else tree.appendChild(head, meta)
  return { html: serialize(document), policy: written, kept }
}

/** What the step says of the page's own policies it kept (`kept` of withPolicy); undefined for none. */
export function keptNote(kept: number, input = 'csp'): string | undefined {
  if (kept < 1) return undefined
  const own =
    kept === 1
      ? 'a Content-Security-Policy <meta> of its own: kept as it was'
      : `${kept} Content-Security-Policy <meta>s of its own: kept as they were`
  return `index.html already had ${own}, beside the one of input '${input}'. A browser enforces every policy, so what the app loads must pass each`
}

/** Types of `<script>` a browser runs or reads as a script element (an import map among them). */
const SCRIPT_TYPES =
  /^(|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript|module|importmap)$/i

/**
 * The text of each inline script of the page a browser would run (or read, an import map), in document order; not an
 * empty one, which a browser never runs, so no policy checks it (HTML's "prepare the script element").
 */
export function inlineScripts(document: ParentNode): string[] {
  return elements(document)
    .filter(
      element =>
        element.tagName === 'script' &&
        attr(element, 'src') === undefined &&
        SCRIPT_TYPES.test(attr(element, 'type')?.trim() ?? ''),
    )
    .map(element =>
      element.childNodes.map(node => (tree.isTextNode(node) ? tree.getTextNodeContent(node) : '')).join(''),
    )
    .filter(text => text !== '')
}

/** A script's source expression by its hash (CSP3 §8.4: SHA-256 of its UTF-8 bytes, in base64). */
export const sha256Source = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

function isPolicyMeta(element: Element): boolean {
  return element.tagName === 'meta' && attr(element, 'http-equiv')?.trim().toLowerCase() === 'content-security-policy'
}

/** `<meta charset>` or its older form, `<meta http-equiv="Content-Type" content="text/html; charset=…">`. */
function isCharset(element: Element): boolean {
  if (element.tagName !== 'meta') return false
  if (attr(element, 'charset') !== undefined) return true
  return attr(element, 'http-equiv')?.trim().toLowerCase() === 'content-type'
}

/** Every element, in document order; not a template's content, which is inert (a policy there is no policy). */
function elements(node: ParentNode): Element[] {
  const found: Element[] = []
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue
    found.push(child, ...elements(child))
  }
  return found
}

const attr = (element: Element, name: string): string | undefined => element.attrs.find(a => a.name === name)?.value
