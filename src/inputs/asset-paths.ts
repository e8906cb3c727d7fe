import { InputError } from '../errors.js'
import { MAX_ASSET_NAME_CHARS } from '../api/assets.js'
import { clip } from '../text.js'
import { globRegExp, parsePatterns } from '../pushing/file-rules.js'
import { plainText } from './inputs.js'

/** The inputs push-files and pull-files share beyond the API's: `target` (a folder of the assets panel) and `exclude`. */

/** `target`: folder names joined by `/`, e.g. scripts/generated; empty (or `/`) for the root. */
export function readTarget(value: string): string[] {
  const text = plainText('target', value)
    .trim()
    .replace(/^\/+|\/+$/g, '')
  if (!text) return []
  const names = text.split('/')
  for (const name of names) {
    if (!name.trim() || name === '.' || name === '..' || name.length > MAX_ASSET_NAME_CHARS) {
      throw new InputError(
        `Input 'target' must be folder names of the assets panel joined by /, e.g. scripts/generated; got '${clip(value, 200)}'`,
      )
    }
  }
  return names
}

export function readPatterns(value: string): string[] {
  const patterns = parsePatterns(value.replace(/\r\n?/g, '\n'))
  for (const pattern of patterns) {
    plainText('exclude', pattern)
    if (pattern.split('/').includes('..')) {
      throw new InputError(`Input 'exclude' holds patterns relative to path; '${clip(pattern, 100)}' leads out of it`)
    }
    globRegExp(pattern)
  }
  return patterns
}
