/**
 * Which files of the folder are pushed (pure): names starting with `.` never, the `exclude` globs, and the
 * extensions the service makes a text asset of (api/text-assets.ts).
 */
import { textTypeOf } from '../api/text-assets.js'

export function pushable(name: string): boolean {
  return textTypeOf(name) !== undefined
}

export function hidden(name: string): boolean {
  return name.startsWith('.')
}

/** The `exclude` input: patterns separated by commas or new lines, blanks dropped. */
export function parsePatterns(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map(pattern => pattern.trim())
    .filter(Boolean)
}

/**
 * Whether a path (relative to `path`, `/`-separated) is excluded: a pattern matches it or any folder it is in. As in
 * .gitignore, a pattern without a `/` matches a name at any depth (`*.test.js`, `vendor`), one with a `/` matches from
 * `path` (`lib/*.map`); `*` and `?` stay within a name, `**` spans folders.
 */
export function excluder(patterns: readonly string[]): (path: string) => boolean {
  const tests = patterns.map(globRegExp)
  return path => {
    const parts = path.split('/')
    return parts.some((_, i) => {
      const prefix = parts.slice(0, i + 1).join('/')
      return tests.some(test => test.test(prefix))
    })
  }
}

export function globRegExp(pattern: string): RegExp {
  const trimmed = pattern.replace(/^\.\//, '').replace(/\/+$/, '')
  const anchored = trimmed.includes('/')
  const body = trimmed.replace(/^\//, '')
  let source = ''
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string
    if (c === '*' && body[i + 1] === '*') {
      const slash = body[i + 2] === '/'
      source += slash ? '(?:.*/)?' : '.*'
      i += slash ? 2 : 1
    } else if (c === '*') source += '[^/]*'
    else if (c === '?') source += '[^/]'
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${source}$`)
}
