/**
 * Which files the service makes a text asset of (pure). A create sends no type: the service types a file by its
 * extension. It publishes no table; its own clients agree on this one (the Editor's upload table, the sync tool's
 * type-utils, the VS Code extension), and the Editor makes anything else a `binary` asset (docs/push-files.md#which-files).
 */
export const TEXT_TYPE_OF_EXTENSION: Readonly<Record<string, string>> = {
  '.js': 'script',
  '.mjs': 'script',
  '.css': 'css',
  '.html': 'html',
  '.json': 'json',
  '.txt': 'text',
  '.xml': 'text',
  '.atlas': 'text',
  '.glsl': 'shader',
  '.vert': 'shader',
  '.frag': 'shader',
}

/** The extensions, in the table's order, for messages. */
export const TEXT_EXTENSIONS: readonly string[] = Object.keys(TEXT_TYPE_OF_EXTENSION)

/** The asset types those files become: the only ones push-files changes or deletes. */
export const TEXT_TYPES: ReadonlySet<string> = new Set(Object.values(TEXT_TYPE_OF_EXTENSION))

/** The type a file of this name becomes, its extension read as the Editor reads it (case aside), or undefined. */
export function textTypeOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? TEXT_TYPE_OF_EXTENSION[name.slice(dot).toLowerCase()] : undefined
}
