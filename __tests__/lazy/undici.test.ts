import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { createServer } from 'node:http'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

// src/lazy/undici.cjs stands for undici in the bundle and here; undici itself is what it hands back.
const SHIM = resolve('src/lazy/undici.cjs')
const require = createRequire(import.meta.url)
const shim = require(SHIM) as typeof import('undici')
const real = require('undici/index.js') as typeof import('undici')

/** The bundle's sources, as its chunks' source maps name them (relative to the project). */
function bundledSources(): string[] {
  const dir = join('dist', 'actions')
  return readdirSync(dir)
    .filter(name => name.endsWith('.js.map'))
    .flatMap(name => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { sources: string[] }).sources)
    .map(source => resolve('dist', source))
}

/** The names a package's file imports from undici: ESM's `import { … } from 'undici'` and TypeScript's CommonJS. */
function undiciNames(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const named = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]undici['"]/g)].flatMap(m =>
    (m[1] ?? '').split(',').map(name => name.trim().split(/\s+as\s+/)[0] ?? ''),
  )
  const binding = /(\w+)\s*=\s*require\(["']undici["']\)/.exec(text)?.[1]
  const used = binding ? [...text.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map(m => m[1] ?? '') : []
  return [...named, ...used].filter(Boolean)
}

describe('undici, loaded when first used', () => {
  it('is what the bundle has for undici, and names everything the bundled packages import from it', () => {
    const sources = bundledSources()
    expect(sources).toContain(SHIM)
    const importers = sources
      .filter(file => file.includes('/node_modules/') && !file.includes('/node_modules/undici/') && existsSync(file))
      .filter(file => /undici/.test(readFileSync(file, 'utf8')))
    const wanted = [...new Set(importers.flatMap(undiciNames))].sort()
    // @actions/http-client's ProxyAgent (two versions of it) and @actions/github's fetch, today.
    expect(wanted).toEqual(expect.arrayContaining(['ProxyAgent', 'fetch']))
    expect(wanted.filter(name => typeof (shim as Record<string, unknown>)[name] !== 'function')).toEqual([])
  })

  it('hands back undici’s own ProxyAgent', async () => {
    const agent = new shim.ProxyAgent({ uri: 'http://127.0.0.1:9' })
    expect(agent).toBeInstanceOf(real.ProxyAgent)
    await agent.close()
  })

  it('fetches with undici', async () => {
    const server = createServer((_, response) => response.end('fetched'))
    await new Promise<void>(done => server.listen(0, '127.0.0.1', done))
    try {
      const address = server.address()
      if (typeof address !== 'object' || !address) throw new Error('no address')
      const response = await shim.fetch(`http://127.0.0.1:${address.port}/`)
      expect(await response.text()).toBe('fetched')
    } finally {
      server.close()
    }
  })

  it('does not load undici until a name is used', () => {
    // In a node of its own: jest's module registry is not node's.
    const loaded = (code: string): string =>
      execFileSync(
        process.execPath,
        [
          '-e',
          `const lazy = require(${JSON.stringify(SHIM)}); ${code};` +
            `console.log(Object.keys(require.cache).some(file => file.includes('/node_modules/undici/')))`,
        ],
        { encoding: 'utf8' },
      ).trim()
    expect(loaded('')).toBe('false')
    expect(loaded(`new lazy.ProxyAgent({ uri: 'http://127.0.0.1:9' }).close()`)).toBe('true')
  })
})
