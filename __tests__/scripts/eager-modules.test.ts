import { describe, expect, it } from '@jest/globals'
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping'
import { parse } from 'acorn'
import { encode } from '@jridgewell/sourcemap-codec'
import { minify } from 'terser'
import { type SourceMap, wrapModuleFactories } from '../../scripts/eager-modules.js'

// A chunk as ncc writes one (its factories in parentheses, which terser drops), minified as scripts/package.ts does.
const CHUNK = `export const id = 7;
export const ids = [7];
export const modules = {

/***/ 101:
/***/ ((module, exports, require) => {
  const greeting = 'hello'
  exports.greet = function greet(name) { return greeting + ', ' + name }
}),

/***/ 202:
/***/ (function(module, exports, require) {
  const { greet } = require(101)
  exports.twice = function twice(name) { return [greet(name), greet(name)] }
})
};
`

/** CHUNK's map as ncc writes one: factory 101 from greet.js, 202 from node_modules/twice/index.js, the rest ncc's. */
function nccMap(): SourceMap {
  const lines = CHUNK.split('\n')
  const second = lines.findIndex(line => line.includes('202:'))
  const factories = lines.findIndex(line => line.includes('101:'))
  return {
    version: 3,
    sources: ['webpack/runtime', 'greet.js', 'node_modules/twice/index.js'],
    mappings: encode(lines.map((_, i) => [[0, i < factories ? 0 : i < second ? 1 : 2, i, 0]])),
  } as SourceMap
}

async function minified(): Promise<{ code: string; map: SourceMap }> {
  const out = await minify(
    { 'chunk.js': CHUNK },
    {
      module: true,
      compress: false,
      mangle: { keep_fnames: true },
      sourceMap: { content: nccMap() as never, url: 'chunk.js.map', asObject: true },
    },
  )
  if (typeof out.map !== 'object') throw new Error('terser wrote no source map')
  return { code: out.code ?? '', map: out.map }
}

/** Each factory's value node, parsed with its parentheses kept. */
function factories(code: string): string[] {
  const program = parse(code, { sourceType: 'module', ecmaVersion: 'latest', preserveParens: true })
  const modules = program.body
    .flatMap(statement =>
      statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration'
        ? statement.declaration.declarations
        : [],
    )
    .find(declaration => declaration.id.type === 'Identifier' && declaration.id.name === 'modules')
  if (modules?.init?.type !== 'ObjectExpression') throw new Error('no modules object')
  return modules.init.properties.map(property => (property.type === 'Property' ? property.value.type : property.type))
}

/** Each mapping as the generated text it starts at (ten characters, parentheses left out) and where that came from. */
function mapped(code: string, map: SourceMap): string[] {
  const lines = code.split('\n')
  return decodedMappings(new TraceMap(map as never)).flatMap((segments, line) =>
    segments.map(segment => {
      const text = (lines[line] ?? '').slice(segment[0]).replace(/[()]/g, '').slice(0, 10)
      return `${text} ← ${segment[2]}:${segment[3]}`
    }),
  )
}

describe('wrapModuleFactories', () => {
  it('puts back the parentheses terser drops, around each factory and nothing else', async () => {
    const { code, map } = await minified()
    expect(factories(code)).toEqual(['ArrowFunctionExpression', 'FunctionExpression'])
    const wrapped = wrapModuleFactories(code, map)
    expect(factories(wrapped.code)).toEqual(['ParenthesizedExpression', 'ParenthesizedExpression'])
    expect(wrapped.code.replace(/[()]/g, '')).toBe(code.replace(/[()]/g, ''))
    expect(wrapped.code.length).toBe(code.length + 4)
  })

  it('leaves bare the factories whose source `lazy` names, and wraps the others', async () => {
    const { code, map } = await minified()
    const wrapped = wrapModuleFactories(code, map, source => source.startsWith('node_modules/twice/'))
    expect(factories(wrapped.code)).toEqual(['ParenthesizedExpression', 'FunctionExpression'])
    expect(mapped(wrapped.code, wrapped.map)).toEqual(mapped(code, map))
  })

  it('keeps the chunk working: the same exports, the same answers', async () => {
    const { code, map } = await minified()
    const { code: wrapped } = wrapModuleFactories(code, map)
    const chunk = (await import(`data:text/javascript,${encodeURIComponent(wrapped)}`)) as {
      modules: Record<
        number,
        (module: unknown, exports: Record<string, unknown>, require: (id: number) => unknown) => void
      >
    }
    const cache = new Map<number, Record<string, unknown>>()
    const require = (id: number): Record<string, unknown> => {
      if (!cache.has(id)) {
        const exports = {}
        cache.set(id, exports)
        chunk.modules[id]?.({}, exports, require)
      }
      return cache.get(id) ?? {}
    }
    expect((require(202).twice as (name: string) => string[])('you')).toEqual(['hello, you', 'hello, you'])
  })

  it('shifts the source map so that every mapping still starts at the same code', async () => {
    const { code, map } = await minified()
    const wrapped = wrapModuleFactories(code, map)
    const before = mapped(code, map)
    expect(before.length).toBeGreaterThan(20)
    expect(mapped(wrapped.code, wrapped.map)).toEqual(before)
  })

  it('leaves a file with no modules object as it is', () => {
    const map = { version: 3, sources: ['a.js'], mappings: 'AAAA' }
    expect(wrapModuleFactories('export const a=1;', map)).toEqual({ code: 'export const a=1;', map })
  })
})
