import { describe, expect, it } from '@jest/globals'
import { localPath, writePage } from '../../src/playable/page-html.js'
import { FILES_ID, INERT_TYPE, START } from '../../src/playable/runtime.js'

const BUILD: Record<string, string> = {
  'styles.css': 'body { margin: 0 }',
  'playcanvas-stable.min.js': 'var pc = {};',
  '__start__.js': 'start()',
  'logo.png': 'PNG',
  'manifest.json': '{}',
}
const has = (path: string): boolean => path in BUILD
const read = (path: string): Buffer => {
  if (!has(path)) throw new Error(`${path} read, which the build does not hold`)
  return Buffer.from(BUILD[path] ?? '')
}
const INDEX = `<!doctype html><html><head><meta charset='utf-8'><link rel="stylesheet" href="styles.css">
<link rel="manifest" href="manifest.json"><script src="playcanvas-stable.min.js"></script></head>
<body><img src="logo.png"><script>window.inline = 1</script><script src="__start__.js" defer></script>
<script type="text/template">kept</script></body></html>`

type Scripts = { src: string; place: 'head' | 'body-end' }[]

const page = (source = INDEX, options: { scripts?: Scripts; orientation?: string } = {}) =>
  writePage(source, {
    runtime: '/* runtime */',
    scripts: options.scripts ?? [],
    orientation: options.orientation,
    has,
    read,
  })

describe("writePage: the build's index.html as the playable's page, parsed, never patterned", () => {
  it('keeps every script in its place and order, inert, with its file named; the runtime first', () => {
    const { before, after, refused } = page()
    expect(refused).toEqual([])
    const html = before + after
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map(match => match[1])
    expect(scripts).toEqual([
      '',
      ` type="${INERT_TYPE}" data-kind="classic" data-src="playcanvas-stable.min.js"`,
      ` type="${INERT_TYPE}" data-kind="classic"`,
      ` type="${INERT_TYPE}" data-kind="classic" defer="" data-src="__start__.js"`,
      ' type="text/template"',
      ` type="application/json" id="${FILES_ID}"`,
      '',
    ])
    expect(html).toContain(`<script>window.${START}();</script></body>`)
    expect(before.indexOf('<meta charset="utf-8">')).toBeLessThan(before.indexOf('/* runtime */'))
    expect(html.match(/charset/g)).toHaveLength(1)
  })

  it('takes stylesheets in as <style>, media as data: addresses, and drops the manifest link', () => {
    const { before, inlined } = page()
    expect(before).toContain('<style data-playable-src="styles.css">body { margin: 0 }</style>')
    expect(before).toContain(`<img src="data:image/png;base64,${Buffer.from('PNG').toString('base64')}">`)
    expect(before).not.toContain('manifest')
    expect(inlined).toEqual(['styles.css'])
  })

  it("loads the network's head scripts before the runtime, and writes Google's orientation meta", () => {
    const { before } = page(INDEX, {
      scripts: [{ src: 'mraid.js', place: 'head' }],
      orientation: 'portrait,landscape',
    })
    expect(before).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="ad.orientation" content="portrait,landscape"><script src="mraid.js"><\/script><script>\/\* runtime \*\/<\/script><style/,
    )
  })

  it("loads a network's body script last in the body, before the files and the start; never refused", () => {
    const sdk = 'https://sdk.example/playable-sdk.js'
    const { before, after, refused } = page(INDEX, { scripts: [{ src: sdk, place: 'body-end' }] })
    expect(refused).toEqual([])
    expect(before).toMatch(
      new RegExp(
        `<script type="text/template">kept</script><script src="${sdk}"></script><script type="application/json" id="${FILES_ID}">$`,
      ),
    )
    expect(after).toBe(`</script><script>window.${START}();</script></body></html>`)
  })

  it('refuses what comes from outside the build, and a file the build lacks, by name', () => {
    const { refused } = page(
      `<html><head><script src="https://cdn.example/sdk.js"></script><link rel="stylesheet" href="//fonts.example/a.css">
      <link rel="icon" href="https://cdn.example/i.png"><script src="gone.js"></script></head></html>`,
    )
    expect(refused).toEqual([
      `index.html's <script src="https://cdn.example/sdk.js"> loads https://cdn.example/sdk.js from outside the build`,
      `index.html's <link rel="stylesheet" href="//fonts.example/a.css"> loads //fonts.example/a.css from outside the build`,
      `index.html's <link href="https://cdn.example/i.png"> loads it from outside the build`,
      `index.html's <script src="gone.js"> names gone.js, which the build does not hold`,
    ])
  })

  it('marks module scripts and import maps for the runtime', () => {
    const { before } = page(
      `<html><head><script type="importmap">{"imports":{"x":"./x.mjs"}}</script><script type="module">import 'x'</script></head></html>`,
    )
    expect(before).toContain(`<script type="${INERT_TYPE}" data-kind="importmap">{"imports":{"x":"./x.mjs"}}</script>`)
    expect(before).toContain(`<script type="${INERT_TYPE}" data-kind="module">import 'x'</script>`)
  })
})

describe('localPath', () => {
  it.each([
    ['files/assets/1/1/a%20b.png?t=1', 'files/assets/1/1/a b.png'],
    ['./styles.css', 'styles.css'],
    ['/abs/x.js', 'abs/x.js'],
    ['data:image/png;base64,AA', undefined],
    ['#top', undefined],
    ['https://cdn.example/a.js', null],
    ['//cdn.example/a.js', null],
    ['mraid://open', null],
  ])('%s → %s', (ref, path) => expect(localPath(ref)).toBe(path))
})
