import { formatBytes } from '../text.js'

/** One file of the build as the package carries it. */
export interface CarriedFile {
  path: string
  /** Bytes in the build. */
  size: number
  /** Bytes it takes in the page: its base64, of its gzip when `gzip`; its own bytes when `inline` (a stylesheet). */
  packed: number
  encoding: 'base64' | 'gzip+base64' | 'inline'
}

/** Bytes of `n` bytes written as base64. */
export const base64Length = (n: number): number => 4 * Math.ceil(n / 3)

const UNITS: Record<string, number> = { '': 1, B: 1, KB: 1_000, MB: 1_000_000, GB: 1_000_000_000 }

/**
 * A size as a user writes it: `3MB`, `800KB`, `2.5 MB`, `5000000` (decimal units, as the networks count); undefined
 * when it is not one (pure).
 */
export function parseSize(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*([kmg]?b?)$/i.exec(text.trim())
  if (!match) return undefined
  const unit = (match[2] ?? '').toUpperCase()
  const scale = UNITS[unit === 'K' || unit === 'M' || unit === 'G' ? `${unit}B` : unit]
  if (scale === undefined) return undefined
  const bytes = Math.round(Number(match[1]) * scale)
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : undefined
}

/** The `count` files that take the most of the package, biggest first (pure). */
export function biggest<T extends Pick<CarriedFile, 'path' | 'packed'>>(files: readonly T[], count = 5): T[] {
  return [...files].sort((a, b) => b.packed - a.packed || a.path.localeCompare(b.path)).slice(0, count)
}

/** `playcanvas-stable.min.js: 2.6 MB in the build, 0.9 MB in the package (gzip+base64)`. */
export function describeFile(file: Omit<CarriedFile, 'encoding'> & { encoding: string }): string {
  return `${file.path}: ${formatBytes(file.size)} in the build, ${formatBytes(file.packed)} in the package (${file.encoding})`
}

/** The biggest files as the refusals list them: a line each, `- ` first. */
export function biggestLines(files: readonly (Omit<CarriedFile, 'encoding'> & { encoding: string })[]): string {
  return biggest(files)
    .map(file => `- ${describeFile(file)}`)
    .join('\n')
}
