import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every file under `dir` by its `/`-joined path, with its bytes; a link is not followed (its bytes: `(link)`). */
export function fileTree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>()
  const walk = (at: string, prefix: string): void => {
    if (!existsSync(at)) return
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(join(at, entry.name), path)
      else out.set(path, entry.isSymbolicLink() ? Buffer.from('(link)') : readFileSync(join(at, entry.name)))
    }
  }
  walk(dir, '')
  return out
}
