import { type TraceMap, decodedMappings } from '@jridgewell/trace-mapping'

/** V8's block coverage of one function of a script (the DevTools protocol's `FunctionCoverage`, as playwright gives it). */
export interface V8Function {
  functionName: string
  ranges: { startOffset: number; endOffset: number; count: number }[]
}

/**
 * Which characters of a script's span [from, to) ran in one load, by V8's block coverage: each character takes the
 * count of the innermost range that holds it (V8's ranges nest, so of two that hold it the shorter is the inner).
 */
export function ranCharacters(functions: readonly V8Function[], from: number, to: number): boolean[] {
  const counts = new Array<number>(to - from).fill(0)
  const ranges = functions
    .flatMap(f => f.ranges)
    .filter(range => range.endOffset > from && range.startOffset < to)
    .sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset))
  for (const range of ranges)
    for (let i = Math.max(range.startOffset, from); i < Math.min(range.endOffset, to); i++)
      counts[i - from] = range.count
  return counts.map(count => count > 0)
}

/** A function of the runtime, as V8 names it (minified: a declared name, or one V8 inferred), and the source's line. */
export interface RanFunction {
  name: string
  /** Where its range starts, in the script's text. */
  start: number
  ran: boolean
}

/** Every function V8 reported in [from, to) across loads of the same text (by where each starts), and whether it ran. */
export function ranFunctions(loads: readonly (readonly V8Function[])[], from: number, to: number): RanFunction[] {
  const byStart = new Map<number, RanFunction>()
  for (const functions of loads)
    for (const f of functions) {
      const [range] = f.ranges
      if (!range || range.startOffset < from || range.endOffset > to) continue
      const seen = byStart.get(range.startOffset)
      byStart.set(range.startOffset, {
        name: f.functionName || seen?.name || '(anonymous)',
        start: range.startOffset,
        ran: (seen?.ran ?? false) || range.count > 0,
      })
    }
  return [...byStart.values()].sort((a, b) => a.start - b.start)
}

/** Coverage in the source's terms: its mapped tokens (the source map's segments), its lines, its functions. */
export interface SourceCoverage {
  tokens: { ran: number; total: number }
  /** Lines of the source that hold code (a segment): wholly run, partly run (by line number), not run. */
  lines: { total: number; ran: number; partly: number[]; notRun: number[] }
  /** Each function with the source line its first token maps to. */
  functions: (RanFunction & { line: number })[]
}

/**
 * Maps what ran of a span of a bundle (`ran`, one entry a character from `at`) back to one of its sources through
 * the bundle's source map: each segment of the map in the span that comes from `source` ran when the character it
 * starts at ran (where it starts in the bundle is exact; ncc's map gives the source's line, not always its column).
 * A line of the source ran when all its segments did. `functions` (offsets in the span) are given their source line.
 */
export function sourceCoverage(options: {
  bundle: string
  map: TraceMap
  at: number
  ran: readonly boolean[]
  functions: readonly RanFunction[]
  /** The source as the map names it (`../src/…`). */
  source: string
}): SourceCoverage {
  const { bundle, map, at, ran, source } = options
  const sourceIndex = map.sources.indexOf(source)
  if (sourceIndex < 0) throw new Error(`The source map has no ${source}`)
  const bundleLines = lineStarts(bundle)
  const segments: { generated: number; line: number; ran: boolean }[] = []
  const mappings = decodedMappings(map)
  const end = at + ran.length
  for (let line = lineOf(bundleLines, at); line <= lineOf(bundleLines, end - 1); line++)
    for (const segment of mappings[line] ?? []) {
      const [column, from, sourceLine] = segment
      if (from !== sourceIndex || sourceLine === undefined) continue
      const generated = (bundleLines[line] ?? 0) + column
      if (generated < at || generated >= end) continue
      segments.push({ generated: generated - at, line: sourceLine + 1, ran: ran[generated - at] === true })
    }
  const byLine = new Map<number, boolean[]>()
  for (const segment of segments) byLine.set(segment.line, [...(byLine.get(segment.line) ?? []), segment.ran])
  const lines = [...byLine.entries()].sort(([a], [b]) => a - b)
  const lineAt = (offset: number): number =>
    (segments.find(segment => segment.generated >= offset) ?? segments[segments.length - 1])?.line ?? 0
  return {
    tokens: { ran: segments.filter(segment => segment.ran).length, total: segments.length },
    lines: {
      total: lines.length,
      ran: lines.filter(([, ran]) => ran.every(Boolean)).length,
      partly: lines.filter(([, ran]) => ran.some(Boolean) && !ran.every(Boolean)).map(([line]) => line),
      notRun: lines.filter(([, ran]) => !ran.some(Boolean)).map(([line]) => line),
    },
    functions: options.functions.map(f => ({ ...f, line: lineAt(f.start) })),
  }
}

function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return starts
}

function lineOf(starts: readonly number[], offset: number): number {
  let line = 0
  while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= offset) line++
  return line
}
