import type { CarriedFile } from '../playable/sizes.js'
import { formatBytes } from '../text.js'

/** What fit would change first of a package over its limit, by the files' names and sizes alone (no codec loaded). */
export function whatFitWouldDo(files: readonly Pick<CarriedFile, 'path' | 'size'>[]): string | undefined {
  const kinds: [RegExp, string][] = [
    [/\.glb$/i, 'weld the glb meshes'],
    [/\.(png|jpe?g|webp)$/i, 're-encode the textures at their own size (WebP or JPEG, the quality chosen per texture)'],
    [/\.(wav|mp3)$/i, 're-encode the long sounds as mono MP3'],
  ]
  for (const [pattern, what] of kinds) {
    const found = files
      .filter(file => pattern.test(file.path))
      .sort((a, b) => b.size - a.size)
      .slice(0, 3)
    if (found.length > 0)
      return `${what}: ${found.map(file => `${file.path.slice(file.path.lastIndexOf('/') + 1)} (${formatBytes(file.size)})`).join(', ')}`
  }
  return undefined
}
