/**
 * JSON as a reviewer diffs it: keys sorted at every depth, arrays in their order, two spaces a level, a short list of
 * plain values on one line, and every number exactly as the Editor wrote it. Pure.
 */

/** A number as its source text had it (`3.814697265625e-05` stays so; JSON.parse would give `0.00003814697265625`). */
export class RawNumber {
  constructor(readonly text: string) {}
}

export type Json = null | boolean | string | RawNumber | Json[] | { [key: string]: Json }

type Reviver = (key: string, value: unknown, context?: { source?: string }) => unknown

/**
 * JSON text → values with each number's source text kept: JSON.parse's reviver is given the source of every
 * primitive (ES2025's JSON.parse source text access; Node 21 and later), so no parser of our own is needed.
 */
export function parseJson(text: string): Json {
  const keep: Reviver = (_key, value, context) =>
    typeof value === 'number' ? new RawNumber(context?.source ?? String(value)) : value
  return JSON.parse(text, keep as Parameters<typeof JSON.parse>[1]) as Json
}

export function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawNumber)
}

/** One line at most this long for a list of plain values; a longer one has a value a line. */
const INLINE_MAX = 100

/** The text of a file: canonical JSON and a final newline. */
export function canonicalJson(value: Json): string {
  return `${render(value, '')}\n`
}

function render(value: Json, indent: string): string {
  if (value instanceof RawNumber) return value.text
  if (value === null || typeof value === 'boolean') return String(value)
  if (typeof value === 'string') return JSON.stringify(value)
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    if (value.every(item => !isObject(item) && !Array.isArray(item))) {
      const line = `[${value.map(item => render(item, inner)).join(', ')}]`
      if (line.length + indent.length <= INLINE_MAX) return line
    }
    return `[\n${value.map(item => `${inner}${render(item, inner)}`).join(',\n')}\n${indent}]`
  }
  const keys = Object.keys(value).sort(byCodeUnit)
  if (keys.length === 0) return '{}'
  return `{\n${keys.map(key => `${inner}${JSON.stringify(key)}: ${render(value[key] ?? null, inner)}`).join(',\n')}\n${indent}}`
}

/** Keys in the same order on every machine and locale. */
const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
