import { parse } from 'acorn'
import { decode, encode } from '@jridgewell/sourcemap-codec'

/** A source map (version 3): only its `mappings` are changed here. */
export interface SourceMap {
  mappings: string
  sources: readonly (string | null)[]
}

/**
 * A chunk's module factories (`export const modules = {id: (…) => {…}, …}`), each wrapped in parentheses, its source
 * map shifted to match. V8 compiles a parenthesised function when it meets it, once; a bare one it pre-parses, then
 * parses again when webpack calls it. ncc writes the parentheses, terser drops them, and a step calls nearly every
 * factory of the chunks it loads (pure). A factory whose source `lazy` names is left bare: a step seldom calls it, and
 * pre-parsing it costs less than compiling it.
 */
export function wrapModuleFactories<Map extends SourceMap>(
  code: string,
  map: Map,
  lazy: (source: string) => boolean = () => false,
): { code: string; map: Map } {
  const program = parse(code, { sourceType: 'module', ecmaVersion: 'latest' })
  const starts = lineStarts(code)
  const mappings = decode(map.mappings)
  const inserts: number[] = []
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue
    for (const declaration of statement.declaration.declarations) {
      if (declaration.id.type !== 'Identifier' || declaration.id.name !== 'modules') continue
      if (declaration.init?.type !== 'ObjectExpression') continue
      for (const property of declaration.init.properties) {
        if (property.type !== 'Property') continue
        const { start, end } = property.value
        const source = firstSource(mappings, map.sources, starts, start, end)
        if (source === undefined || !lazy(source)) inserts.push(start, end)
      }
    }
  }
  inserts.sort((a, b) => a - b)
  let wrapped = ''
  let from = 0
  inserts.forEach((at, i) => {
    wrapped += code.slice(from, at) + (i % 2 === 0 ? '(' : ')')
    from = at
  })
  wrapped += code.slice(from)
  return {
    code: wrapped,
    map: { ...map, mappings: encode(shiftColumns(mappings, starts, inserts)) },
  }
}

/** The source file of the first mapping in `code` from `start` to `end`, if one is there. */
function firstSource(
  lines: ReturnType<typeof decode>,
  sources: SourceMap['sources'],
  starts: readonly number[],
  start: number,
  end: number,
): string | undefined {
  for (let line = 0; line < lines.length && (starts[line] ?? Infinity) < end; line++) {
    const from = starts[line] ?? 0
    for (const segment of lines[line] ?? []) {
      const at = from + segment[0]
      if (at >= end) break
      const source = segment[1]
      if (at >= start && source !== undefined) return sources[source] ?? undefined
    }
  }
  return undefined
}

/** Where each line of `code` starts. */
function lineStarts(code: string): number[] {
  const starts = [0]
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1)
  return starts
}

/** Each mapping's generated column moved right by the characters inserted before it on its line. */
function shiftColumns(
  lines: ReturnType<typeof decode>,
  starts: readonly number[],
  inserts: readonly number[],
): ReturnType<typeof decode> {
  let next = 0
  return lines.map((segments, line) => {
    const start = starts[line] ?? Infinity
    const end = starts[line + 1] ?? Infinity
    while (next < inserts.length && (inserts[next] ?? 0) < start) next++
    let passed = next
    return segments.map(segment => {
      while (passed < inserts.length && (inserts[passed] ?? 0) < end && (inserts[passed] ?? 0) - start <= segment[0])
        passed++
      const shifted: typeof segment = [...segment]
      shifted[0] = segment[0] + (passed - next)
      return shifted
    })
  })
}
