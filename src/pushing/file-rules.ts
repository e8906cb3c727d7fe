/**
 * Which files of the folder are pushed (pure): names starting with `.` never, the `exclude` globs, and the
 * extensions the asset route can make an asset of (docs/api.md#assets).
 */

/** What the create route makes `script`, `html`, `css`, `text`, `shader` and `json` assets of. */
export const PUSHABLE_EXTENSIONS: readonly string[] = [
  '.js',
  '.mjs',
  '.html',
  '.htm',
  '.css',
  '.json',
  '.glsl',
  '.vert',
  '.frag',
  '.wgsl',
  '.txt',
  '.md',
  '.csv',
  '.xml',
  '.yaml',
  '.yml',
]

export function pushable(name: string): boolean {
  const dot = name.lastIndexOf('.')
  return dot > 0 && PUSHABLE_EXTENSIONS.includes(name.slice(dot).toLowerCase())
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
