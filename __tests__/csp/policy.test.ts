import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/errors.js'
import { DIRECTIVES, MAX_POLICY_CHARS, STARTING_POLICY, readPolicy, withInlineScripts } from '../../src/csp/policy.js'

const read = (value: string) => readPolicy('csp', value)

describe('readPolicy: a policy as the input gives it, on one line', () => {
  it('is undefined for an empty input, and keeps a one-line policy as it is', () => {
    expect(read('')).toBeUndefined()
    expect(read(' \n\t ')).toBeUndefined()
    expect(read("default-src 'self'; img-src 'self' data: blob:")).toBe(
      "default-src 'self'; img-src 'self' data: blob:",
    )
  })

  it('makes a YAML block of several lines one line: directives separated by "; ", whitespace collapsed', () => {
    const block = `default-src 'self';
  script-src  'self'\t'wasm-unsafe-eval';\r
  connect-src 'self'
    wss://game.example.com:443/socket
    https://*.example.com;

  img-src 'self' data:;
`
    expect(read(block)).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self' wss://game.example.com:443/socket https://*.example.com; img-src 'self' data:",
    )
  })

  it('is the same line however it was spaced, and read again it is itself', () => {
    const once = read(";;  default-src   'self' ;\n\nstyle-src 'self' 'unsafe-inline' ;;")
    expect(once).toBe("default-src 'self'; style-src 'self' 'unsafe-inline'")
    expect(read(once ?? '')).toBe(once)
  })

  it('lower-cases directive names, as a browser reads them, and keeps sources as written (hashes are case-sensitive)', () => {
    expect(read("Default-Src 'SELF'; SCRIPT-SRC 'sha256-AbC+/x='")).toBe(
      "default-src 'SELF'; script-src 'sha256-AbC+/x='",
    )
  })

  it('takes every directive of the list that a <meta> honours, and the values of each kind', () => {
    const policy = [
      "default-src 'none'",
      "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval' 'strict-dynamic' 'report-sample' 'nonce-r4nd0m' 'sha384-abc_-='",
      "script-src-elem 'self'",
      "script-src-attr 'unsafe-hashes' 'sha512-x'",
      "style-src 'self' 'unsafe-inline'",
      'style-src-elem https:',
      "style-src-attr 'none'",
      'img-src * data: blob:',
      'font-src https://fonts.gstatic.com',
      'connect-src http://127.0.0.1:* ws://localhost:8080 http://[::1]:3000',
      'media-src https://cdn.example.com/media/',
      "object-src 'none'",
      'frame-src https://www.youtube.com',
      "child-src 'self'",
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "prefetch-src 'self'",
      "base-uri 'self'",
      "form-action 'none'",
      'upgrade-insecure-requests',
      'block-all-mixed-content',
      "require-trusted-types-for 'script'",
      "trusted-types default dompurify 'allow-duplicates'",
    ].join('; ')
    expect(read(policy)).toBe(policy)
  })

  it('takes the starting policy it offers for a PlayCanvas build', () => {
    expect(read(STARTING_POLICY)).toBe(STARTING_POLICY)
  })

  it('knows the directives of CSP Level 3', () => {
    expect(DIRECTIVES).toHaveLength(27)
    expect(new Set(DIRECTIVES).size).toBe(DIRECTIVES.length)
  })
})

describe('readPolicy refuses, naming the input, what is not a policy a browser reads as written', () => {
  it.each<[string, string | RegExp]>([
    [
      'auto',
      /^Input 'csp' cannot be auto: a policy is the site's own statement of what may load .* which the build cannot know\. Write it; a PlayCanvas build's starting policy is "default-src 'self'; .*verify-app proves/,
    ],
    ['AUTO', /^Input 'csp' cannot be auto/],
    [';', "Input 'csp' holds no directive: expected a policy such as default-src 'self'"],
    [' ; ;\n;', "Input 'csp' holds no directive: expected a policy such as default-src 'self'"],
    [`img-src 'self' "data:"`, /^Input 'csp' must not contain a double quote \("\)/],
    [`default-src 'self'"><script>alert(1)</script>`, /^Input 'csp' must not contain a double quote/],
    ["img-src 'self' <x>", "Input 'csp' must not contain < or >: a policy holds no markup"],
    ["img-src 'self'>", "Input 'csp' must not contain < or >: a policy holds no markup"],
    ["img-src 'self'\u0000", "Input 'csp' must not contain control characters"],
    ["img-src 'self'\u001b[31m", "Input 'csp' must not contain control characters"],
    ["img-src 'self'\u007f", "Input 'csp' must not contain control characters"],
    [
      "img-src 'self' https://bücher.example",
      /^Input 'csp' must be ASCII \(a host of other letters is written in punycode, xn--…\); got 'ü'$/,
    ],
    ["default-src 'self', img-src data:", /^Input 'csp' must be one policy, without a comma/],
    ["default_src 'self'", "Input 'csp' holds 'default_src', which is not a directive name (letters and -)"],
    ["img-src2 'self'", "Input 'csp' holds 'img-src2', which is not a directive name (letters and -)"],
    [
      "img-srcs 'self'",
      "Input 'csp' holds 'img-srcs', which is not a Content Security Policy directive (did you mean img-src?)",
    ],
    ["navigate-to 'self'", "Input 'csp' holds 'navigate-to', which is not a Content Security Policy directive"],
    [
      "frame-ancestors 'none'",
      /^Input 'csp' holds frame-ancestors, which a browser ignores in a <meta> policy: who may frame the page can only be set by an HTTP header of the host \(Content-Security-Policy: frame-ancestors …\); set it there, and leave it out of 'csp'$/,
    ],
    ['sandbox allow-scripts', /^Input 'csp' holds sandbox, which a browser ignores in a <meta> policy/],
    ['report-uri /csp', /^Input 'csp' holds report-uri, which a browser ignores in a <meta> policy/],
    ['report-to csp', /^Input 'csp' holds report-to, which a browser ignores in a <meta> policy/],
    [
      "img-src 'self'; IMG-SRC data:",
      "Input 'csp' gives img-src twice: a browser keeps the first and ignores the second; give its sources in one img-src",
    ],
    ['upgrade-insecure-requests https:', "Input 'csp': upgrade-insecure-requests takes no value; got 'https:'"],
    ['script-src self', "Input 'csp': script-src holds self unquoted, which is a host of that name; write 'self'"],
    [
      "script-src 'self' unsafe-inline",
      "Input 'csp': script-src holds unsafe-inline unquoted, which is a host of that name; write 'unsafe-inline'",
    ],
    [
      "script-src 'wasm-eval'",
      /^Input 'csp': script-src holds 'wasm-eval', which is not a source keyword \('self', 'none', .*'wasm-unsafe-eval'/,
    ],
    [
      "script-src 'self",
      "Input 'csp': script-src holds 'self, whose quotes do not close: a keyword is written whole in ', as 'self'",
    ],
    [
      "default-src 'self'\n  img-src 'self' data:",
      "Input 'csp': default-src holds img-src as a source: end each directive with ';' (a line break does not)",
    ],
    [
      'img-src https://a.example/x y!z',
      /^Input 'csp': img-src holds y!z, which is not a source: a keyword such as 'self', a scheme such as data:, or a host such as https:\/\/cdn\.example\.com$/,
    ],
    [
      "img-src 'none' data:",
      "Input 'csp': img-src holds 'none' beside other sources, and a browser then ignores 'none': give one or the other",
    ],
  ])('%j', (value, message) => {
    expect(() => read(value)).toThrow(InputError)
    expect(() => read(value)).toThrow(message)
  })

  it('caps its length', () => {
    expect(() => read(`img-src ${'a'.repeat(MAX_POLICY_CHARS)}`)).toThrow(
      "Input 'csp' must be at most 10,000 characters",
    )
  })

  it('cuts what it quotes of a long name', () => {
    expect(() => read(`${'x'.repeat(500)}-src 'self'`)).toThrow(/^Input 'csp' holds 'x{50,60}…', which is not/)
  })
})

describe('withInlineScripts: the page’s own inline scripts allowed by their hashes, where the policy governs them', () => {
  const H = "'sha256-AAAA'"
  it.each([
    [
      'script-src-elem first',
      "script-src 'self'; script-src-elem 'self'",
      `script-src 'self'; script-src-elem 'self' ${H}`,
    ],
    ['else script-src', "default-src 'self'; script-src 'self'", `default-src 'self'; script-src 'self' ${H}`],
    ['else default-src', "default-src 'self'; img-src data:", `default-src 'self' ${H}; img-src data:`],
    ['no directive governs scripts: unchanged', 'img-src data:', 'img-src data:'],
    [
      "'unsafe-inline' alone: unchanged (a hash would make the browser ignore it)",
      "script-src 'self' 'unsafe-inline'",
      "script-src 'self' 'unsafe-inline'",
    ],
    [
      "'unsafe-inline' beside a hash already: the hash added",
      `script-src 'unsafe-inline' 'sha256-BBBB'`,
      `script-src 'unsafe-inline' 'sha256-BBBB' ${H}`,
    ],
    ["'none': unchanged, as its author forbade every script", "script-src 'none'", "script-src 'none'"],
    ['the hash there already: once', `script-src 'self' ${H}`, `script-src 'self' ${H}`],
  ])('%s', (_, policy, written) => {
    expect(withInlineScripts(policy, [H])).toBe(written)
  })

  it('no inline script: the policy as it is', () => {
    expect(withInlineScripts(STARTING_POLICY, [])).toBe(STARTING_POLICY)
  })

  it('the starting policy and a hash read back as a policy', () => {
    const written = withInlineScripts(STARTING_POLICY, ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"])
    expect(readPolicy('csp', written)).toBe(written)
  })
})
