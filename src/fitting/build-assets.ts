import { isRecord } from '../text.js'

/** An asset of the build's config.json that has a file, as fit reads it. */
export interface BuildAsset {
  id: string
  name: string
  type: string
  /** The file's path in the build: its `file.url`, unescaped, without a query. */
  path: string
  /** Each variant's path (`file.variants`: basis, dxt, etc1…), by the variant's name. */
  variants: Record<string, string>
}

/** What changes of one asset's file in config.json. */
export interface FileEdit {
  /** The new path in the build (escaped into `url`, its last segment the `filename`), when the file was renamed. */
  path?: string
  size: number
  hash: string
}

const MAX_ASSETS = 100_000

/** The path a config.json `url` names in the build; undefined for another host's or none (pure). */
export function pathOfUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url === '' || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return undefined
  const bare = url.replace(/^(\.\/|\/)+/, '').split(/[?#]/)[0] ?? ''
  try {
    return decodeURIComponent(bare)
  } catch {
    return bare
  }
}

/** The assets with a file in the build's config.json text; none when it is not the engine's config (pure). */
export function readBuildAssets(config: string): BuildAsset[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(config)
  } catch {
    return []
  }
  const assets = isRecord(parsed) && isRecord(parsed.assets) ? parsed.assets : {}
  return Object.entries(assets)
    .slice(0, MAX_ASSETS)
    .flatMap(([id, asset]) => {
      if (!isRecord(asset) || !isRecord(asset.file)) return []
      const path = pathOfUrl(asset.file.url)
      if (!path) return []
      const variants = isRecord(asset.file.variants) ? asset.file.variants : {}
      return [
        {
          id,
          name: typeof asset.name === 'string' ? asset.name : id,
          type: typeof asset.type === 'string' ? asset.type : '',
          path,
          variants: Object.fromEntries(
            Object.entries(variants).flatMap(([kind, variant]) => {
              const at = isRecord(variant) ? pathOfUrl(variant.url) : undefined
              return at ? [[kind, at]] : []
            }),
          ),
        },
      ]
    })
}

/**
 * The files of the assets the engine loads as it starts (`preload` not false), by path: a file one of them names is
 * asked for whatever else holds it (pure).
 */
export function preloadedPaths(config: string): Set<string> {
  let parsed: unknown
  try {
    parsed = JSON.parse(config)
  } catch {
    return new Set()
  }
  const assets = isRecord(parsed) && isRecord(parsed.assets) ? Object.values(parsed.assets).slice(0, MAX_ASSETS) : []
  return new Set(
    assets.flatMap(asset =>
      isRecord(asset) && asset.preload !== false && isRecord(asset.file) ? (pathOfUrl(asset.file.url) ?? []) : [],
    ),
  )
}

/**
 * config.json with each edited asset's `file` saying what the build now holds (size, hash, and url and filename when
 * renamed), so that the engine loads the new file as it loaded the old; nothing else of it changes (pure).
 */
export function editConfig(config: string, edits: ReadonlyMap<string, FileEdit>): string {
  const parsed = JSON.parse(config) as { assets?: Record<string, { file?: Record<string, unknown> }> }
  for (const [id, edit] of edits) {
    const file = parsed.assets?.[id]?.file
    if (!file) continue
    file.size = edit.size
    file.hash = edit.hash
    if (edit.path !== undefined) {
      file.url = edit.path.split('/').map(encodeURIComponent).join('/')
      file.filename = edit.path.slice(edit.path.lastIndexOf('/') + 1)
    }
  }
  return JSON.stringify(parsed)
}

/**
 * The audio assets a scene plays in a loop (a sound component's slot, or the old audiosource component, with `loop`):
 * MP3's encoder delay would put a gap in them, so fit leaves them as they are (pure).
 */
export function loopedSounds(scene: string): Set<string> {
  const looped = new Set<string>()
  let parsed: unknown
  try {
    parsed = JSON.parse(scene)
  } catch {
    return looped
  }
  const entities = isRecord(parsed) && isRecord(parsed.entities) ? parsed.entities : {}
  for (const entity of Object.values(entities)) {
    const components = isRecord(entity) && isRecord(entity.components) ? entity.components : {}
    const sound = isRecord(components.sound) && isRecord(components.sound.slots) ? components.sound.slots : {}
    for (const slot of Object.values(sound))
      if (isRecord(slot) && slot.loop === true && (typeof slot.asset === 'number' || typeof slot.asset === 'string'))
        looped.add(String(slot.asset))
    const source = components.audiosource
    if (isRecord(source) && source.loop === true && Array.isArray(source.assets))
      for (const id of source.assets) if (typeof id === 'number' || typeof id === 'string') looped.add(String(id))
  }
  return looped
}
