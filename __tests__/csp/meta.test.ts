import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { parse } from 'parse5'
import { MARK, inlineScripts, keptNote, sha256Source, withPolicy } from '../../src/csp/meta.js'

const POLICY = "default-src 'self'; img-src 'self' data: blob:"
const META = `<meta http-equiv="Content-Security-Policy" content="${POLICY}" ${MARK.name}="${MARK.value}">`

/** A build's index.html as the service writes it (stand-ins/app-build.ts): the charset first, scripts in both parts. */
const INDEX = `<!doctype html>
<html>
<head>
    <meta charset='utf-8'>
    <meta name='viewport' content='width=device-width, initial-scale=1' />
    <link rel="stylesheet" type="text/css" href="styles.css">
    <style></style>
    <title>Game</title>
    <script src="playcanvas-stable.min.js"></script>
    <script src="__settings__.js"></script>
</head>
<body>
    <script src="__start__.js"></script>
</body>
</html>
`

/** Where each tag starts in the page: the policy's `<meta>` must come before every one of `tags`. */
function firstIn(html: string, ...tags: string[]): number[] {
  return tags.map(tag => html.indexOf(tag))
}

describe('withPolicy: the page with the policy as its head first <meta>, parsed, never patterned', () => {
  it('writes it right after the charset, before every script, stylesheet and style of the page', () => {
    const { html, kept } = withPolicy(INDEX, POLICY)
    expect(kept).toBe(0)
    expect(html).toContain(`<head>\n    <meta charset="utf-8">${META}\n    <meta name="viewport"`)
    const at = html.indexOf(META)
    for (const other of firstIn(html, '<script', '<link', '<style', '<title')) expect(at).toBeLessThan(other)
    expect(html.match(/Content-Security-Policy/g)).toHaveLength(1)
  })

  it('is the same bytes written again over its own output, and the new policy alone when the policy changes', () => {
    const once = withPolicy(INDEX, POLICY).html
    expect(withPolicy(once, POLICY)).toEqual({ html: once, policy: POLICY, kept: 0 })
    const other = "default-src 'none'"
    const changed = withPolicy(once, other).html
    expect(changed).toBe(withPolicy(INDEX, other).html)
    expect(changed).not.toContain(POLICY)
  })

  it('writes it first in a head without a charset, and before a script the head starts with', () => {
    const { html } = withPolicy('<html><head><script src="a.js"></script><title>t</title></head></html>', POLICY)
    expect(html).toBe(`<html><head>${META}<script src="a.js"></script><title>t</title></head><body></body></html>`)
  })

  it('moves a charset declared after a script to the head first, the policy after it', () => {
    const { html } = withPolicy('<head><script src="a.js"></script><meta charset="utf-8"></head>', POLICY)
    expect(html).toBe(
      `<html><head><meta charset="utf-8">${META}<script src="a.js"></script></head><body></body></html>`,
    )
    const older = '<head><script></script><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>'
    expect(withPolicy(older, POLICY).html).toContain(
      `<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">${META}<script>`,
    )
  })

  it('makes the head of a page that has none, before the scripts of its body', () => {
    const { html } = withPolicy('<!doctype html><body><script src="__start__.js"></script></body>', POLICY)
    expect(html).toBe(
      `<!DOCTYPE html><html><head>${META}</head><body><script src="__start__.js"></script></body></html>`,
    )
    // A bare script: the parser puts it in the head it makes, after the policy all the same.
    expect(withPolicy('<script src="a.js"></script>', POLICY).html).toBe(
      `<html><head>${META}<script src="a.js"></script></head><body></body></html>`,
    )
    expect(withPolicy('', POLICY).html).toBe(`<html><head>${META}</head><body></body></html>`)
  })

  it("keeps a policy of the page's own where it was, and says so; a policy inside a template is none", () => {
    const own = '<meta http-equiv="content-security-policy " content="script-src \'self\'">'
    const page = `<head><meta charset="utf-8"><script src="a.js"></script>${own}</head><body><template>${own}</template></body>`
    const { html, kept } = withPolicy(page, POLICY)
    expect(kept).toBe(1)
    expect(html).toBe(
      `<html><head><meta charset="utf-8">${META}<script src="a.js"></script>${own}</head><body><template>${own}</template></body></html>`,
    )
    expect(withPolicy(html, POLICY)).toEqual({ html, policy: POLICY, kept: 1 })
  })

  it('writes the policy as an attribute value, escaped by the serializer', () => {
    // readPolicy refuses a double quote; an ampersand (in a path) is written as HTML writes it, and read back as it was.
    const { html } = withPolicy('<head></head>', 'img-src https://cdn.example.com/a&b/')
    expect(html).toContain('content="img-src https://cdn.example.com/a&amp;b/"')
  })
})

describe('keptNote', () => {
  it("says nothing of no policy kept, and what was kept, and why it matters, of the page's own", () => {
    expect(keptNote(0)).toBeUndefined()
    expect(keptNote(1)).toBe(
      "index.html already had a Content-Security-Policy <meta> of its own: kept as it was, beside the one of input 'csp'. A browser enforces every policy, so what the app loads must pass each",
    )
    expect(keptNote(2)).toMatch(
      /^index\.html already had 2 Content-Security-Policy <meta>s of its own: kept as they were,/,
    )
  })
})

describe("the page's own inline scripts, allowed by their hashes", () => {
  /** An ES module build's index.html: its import map inline in the head (stand-ins/esm-build.ts). */
  const MAP =
    '\n    {\n        "imports": {\n            "playcanvas": "./js/playcanvas-stable.min.mjs"\n        }\n    }\n    '
  const ESM = `<!doctype html><html><head><meta charset='utf-8'><script type="importmap">${MAP}</script></head><body><script type='module' src="./js/index.mjs"></script></body></html>`
  const STARTING = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'"

  it("hashes each inline script's exact text, as openssl does, and adds it to script-src", () => {
    const digest = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: MAP }).toString('base64')
    expect(sha256Source(MAP)).toBe(`'sha256-${digest}'`)
    const { html, policy } = withPolicy(ESM, STARTING)
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-${digest}'; style-src 'self' 'unsafe-inline'`,
    )
    expect(html).toContain(`content="${policy}"`)
    // The page's text is the text hashed: parse5 writes a script's text as it read it.
    expect(inlineScripts(parse(html))).toEqual([MAP])
  })

  it('a classic page, with no inline script, gets the policy as given', () => {
    expect(withPolicy(INDEX, STARTING).policy).toBe(STARTING)
  })

  it('reads only what a browser runs: not a script with src, an empty one, nor one of a data type', () => {
    const page = `<script></script><script>a()</script><script src="b.js"></script><script type="application/json">{}</script><script type="module">import 'c'</script><template><script>d()</script></template>`
    expect(inlineScripts(parse(page))).toEqual(['a()', "import 'c'"])
  })
})
