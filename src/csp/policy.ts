import { InputError } from '../errors.js'
import { clip } from '../text.js'

/**
 * A Content Security Policy as an input gives it (download-app's `csp`), read, checked and written on one line. Pure.
 * The policy is the site owner's statement of what the page may load: the step writes it as given, only normalised,
 * and refuses what a browser would read otherwise than it was written (a directive it ignores in a `<meta>`, one
 * given twice, a source it cannot parse), before any request.
 */

/** CSP Level 3's directive names (https://www.w3.org/TR/CSP3/), with those of Trusted Types and Mixed Content. */
export const DIRECTIVES: readonly string[] = [
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'prefetch-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'sandbox',
  'upgrade-insecure-requests',
  'block-all-mixed-content',
  'require-trusted-types-for',
  'trusted-types',
  'report-uri',
  'report-to',
]

/**
 * Directives a browser ignores in a `<meta>` policy (CSP3 §3.3): written there, they would read as a protection the
 * page does not have (framing allowed all the same), so they are refused, with where they belong.
 */
const HEADER_ONLY: Record<string, string> = {
  'frame-ancestors': 'who may frame the page',
  sandbox: 'the sandbox',
  'report-uri': 'where violations are reported',
  'report-to': 'where violations are reported',
}

/** Directives whose value is a source list (the fetch directives, base-uri, form-action). */
const SOURCE_LISTS = new Set(DIRECTIVES.filter(name => name.endsWith('-src') || /^(base-uri|form-action)$/.test(name)))
/** Directives that take no value at all. */
const NO_VALUE = new Set(['upgrade-insecure-requests', 'block-all-mixed-content'])

/** Source keywords, written quoted (CSP3 §2.3.1), and those of the quoted hashes and nonces. */
const KEYWORDS = [
  'self',
  'none',
  'unsafe-inline',
  'unsafe-eval',
  'wasm-unsafe-eval',
  'unsafe-hashes',
  'strict-dynamic',
  'report-sample',
  'unsafe-allow-redirects',
  'inline-speculation-rules',
]
const HASH_OR_NONCE = /^'(nonce|sha256|sha384|sha512)-[A-Za-z0-9+/_-]+={0,2}'$/i
const SCHEME_SOURCE = /^[a-z][a-z0-9+.-]*:$/i
// scheme://host:port/path, each part but the host optional; the host may start with a `*.` wildcard or be `*`.
const HOST_SOURCE =
  /^([a-z][a-z0-9+.-]*:\/\/)?(\*|(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:(\d{1,5}|\*))?(\/[^\s;,]*)?$/i

/** The longest policy taken: far beyond any real one (a few hundred characters, a few thousand with hashes). */
export const MAX_POLICY_CHARS = 10_000

/**
 * Where a PlayCanvas build starts (docs/download-app.md says why each source is there, from the engine's own code):
 * its files, its WebAssembly modules, the workers and images it makes from blobs, the data it fetches from `data:` and
 * `blob:` addresses, and the loading screen's injected style.
 */
export const STARTING_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; connect-src 'self' data: blob:; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'"

interface Directive {
  name: string
  values: string[]
}

/**
 * The policy `value` of input `input` on one line, as written into the page (`default-src 'self'; img-src 'self'
 * data:`): directives in their order separated by `; `, each name lower-cased (a browser reads them so), runs of
 * whitespace (a YAML block's line breaks) one space, empty directives dropped. Undefined when the input is empty.
 * Throws an InputError naming the input for anything that is not a policy a browser would read as written.
 */
export function readPolicy(input: string, value: string): string | undefined {
  const text = value.trim()
  if (!text) return undefined
  // `why` starts with ':' when it tells of one directive: `Input 'csp': img-src holds …`.
  const refuse = (why: string): never => {
    throw new InputError(`Input '${input}'${why.startsWith(':') ? '' : ' '}${why}`)
  }
  if (/^auto$/i.test(text)) {
    refuse(
      `cannot be auto: a policy is the site's own statement of what may load (its analytics, a game server's WebSocket, a CDN), which the build cannot know. Write it; a PlayCanvas build's starting policy is "${STARTING_POLICY}" (docs/download-app.md says why each source), and verify-app proves the app runs under it`,
    )
  }
  if (text.length > MAX_POLICY_CHARS) refuse(`must be at most ${MAX_POLICY_CHARS.toLocaleString('en')} characters`)
  // The policy is the value of an HTML attribute: none of these can be in a policy, and each would end the attribute
  // or the tag, or forge a log line.
  if (text.includes('"')) refuse(`must not contain a double quote ("): a policy quotes its keywords with ', as 'self'`)
  if (/[<>]/.test(text)) refuse('must not contain < or >: a policy holds no markup')
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused; whitespace is not
  if (/[\x00-\x08\x0b\x0e-\x1f\x7f]/.test(text)) refuse('must not contain control characters')
  // A browser skips a directive that is not ASCII (CSP3 §2.2.1): the policy would be other than written.
  const wide = /[\u0080-\uffff]/.exec(text)
  if (wide) refuse(`must be ASCII (a host of other letters is written in punycode, xn--…); got '${wide[0]}'`)
  if (text.includes(',')) {
    refuse(
      "must be one policy, without a comma (which separates policies in a header): separate its directives with ';'",
    )
  }

  const directives: Directive[] = []
  for (const part of text.split(';')) {
    const [raw, ...values] = part.trim().split(/[\t\n\f\r ]+/)
    if (!raw) continue
    const name = raw.toLowerCase()
    const shown = clip(raw, 60)
    if (!/^[a-z-]+$/.test(name)) refuse(`holds '${shown}', which is not a directive name (letters and -)`)
    if (!DIRECTIVES.includes(name)) {
      const near = DIRECTIVES.find(known => distance(known, name) <= 2)
      refuse(
        `holds '${shown}', which is not a Content Security Policy directive${near ? ` (did you mean ${near}?)` : ''}`,
      )
    }
    const headerOnly = HEADER_ONLY[name]
    if (headerOnly) {
      refuse(
        `holds ${name}, which a browser ignores in a <meta> policy: ${headerOnly} can only be set by an HTTP header of the host (Content-Security-Policy: ${name} …); set it there, and leave it out of '${input}'`,
      )
    }
    if (directives.some(directive => directive.name === name)) {
      refuse(`gives ${name} twice: a browser keeps the first and ignores the second; give its sources in one ${name}`)
    }
    checkValues(name, values, refuse)
    directives.push({ name, values })
  }
  if (directives.length === 0) refuse(`holds no directive: expected a policy such as default-src 'self'`)
  return directives.map(({ name, values }) => [name, ...values].join(' ')).join('; ')
}

/** A directive's values, checked as its kind of value is written. */
function checkValues(name: string, values: string[], refuse: (why: string) => never): void {
  if (NO_VALUE.has(name) && values.length > 0) refuse(`: ${name} takes no value; got '${clip(values.join(' '), 60)}'`)
  if (!SOURCE_LISTS.has(name)) return
  for (const value of values) {
    const shown = clip(value, 60)
    const keyword = /^'(.*)'$/.exec(value)?.[1]
    if (keyword !== undefined) {
      if (!KEYWORDS.includes(keyword.toLowerCase()) && !HASH_OR_NONCE.test(value)) {
        refuse(
          `: ${name} holds ${shown}, which is not a source keyword (${KEYWORDS.map(known => `'${known}'`).join(', ')}, or a 'sha256-…' hash or 'nonce-…')`,
        )
      }
    } else if (value.includes("'")) {
      refuse(`: ${name} holds ${shown}, whose quotes do not close: a keyword is written whole in ', as 'self'`)
    } else if (KEYWORDS.includes(value.toLowerCase())) {
      // Unquoted, `self` is a host named self: never what was meant.
      refuse(`: ${name} holds ${shown} unquoted, which is a host of that name; write '${value.toLowerCase()}'`)
    } else if (DIRECTIVES.includes(value.toLowerCase())) {
      // A line of a block that did not end with ';': its directive reads as sources of the one before.
      refuse(`: ${name} holds ${shown} as a source: end each directive with ';' (a line break does not)`)
    } else if (!SCHEME_SOURCE.test(value) && !HOST_SOURCE.test(value)) {
      refuse(
        `: ${name} holds ${shown}, which is not a source: a keyword such as 'self', a scheme such as data:, or a host such as https://cdn.example.com`,
      )
    }
  }
  if (values.length > 1 && values.some(value => value.toLowerCase() === "'none'")) {
    refuse(`: ${name} holds 'none' beside other sources, and a browser then ignores 'none': give one or the other`)
  }
}

/** The directives that govern an inline `<script>`, the first the page's policy has being the one a browser reads. */
const INLINE_SCRIPT_DIRECTIVES = ['script-src-elem', 'script-src', 'default-src']

/**
 * `policy` (one line, as readPolicy writes it) allowing the page's own inline scripts by their hashes (`'sha256-…'`),
 * added to the directive a browser reads for an inline `<script>` (CSP3 §6.7.3.1: script-src-elem, else script-src,
 * else default-src), so that an ES module build's inline import map runs without `'unsafe-inline'`. Unchanged where
 * that directive lets every inline script run already (none, or `'unsafe-inline'` without a hash or nonce: a hash
 * beside it would make a browser ignore it, blocking what the policy's author allowed) or where it is `'none'` (its
 * author forbade every script). Pure.
 */
export function withInlineScripts(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy
  const directives = policy.split('; ').map(part => part.split(' '))
  const governing = INLINE_SCRIPT_DIRECTIVES.map(name => directives.find(([directive]) => directive === name)).find(
    Boolean,
  )
  if (!governing) return policy
  const values = governing.slice(1).map(value => value.toLowerCase())
  if (values.includes("'none'")) return policy
  if (values.includes("'unsafe-inline'") && !values.some(value => HASH_OR_NONCE.test(value))) return policy
  for (const hash of hashes) if (!values.includes(hash.toLowerCase())) governing.push(hash)
  return directives.map(parts => parts.join(' ')).join('; ')
}

/** The edit distance of two short names (Levenshtein), for "did you mean". */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = row
  }
  return previous[b.length] ?? 0
}
