import { rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'

/**
 * The record pull-files leaves beside the files it wrote: the Editor's version (MD5) of each file it took in, in
 * `md5sum`'s format. Committed with them, it tells git's history that those bytes were seen and taken in, even where
 * the file git keeps differs from them: a merge with git's own changes, or a pull request edited in review and
 * squash-merged. Reading it, both actions count those versions as git's, so the next push does not call the Editor's
 * edit a conflict and the next pull does not merge it again. A dot-name: never pushed, never pulled or deleted.
 */
export const RECORD_NAME = '.playcanvas-pulled.md5'

export interface Taken {
  /** The file's path under `path`, `/`-separated. */
  path: string
  md5: string
}

/** `<md5>  <path>` a line, sorted by path (pure). */
export function formatRecord(taken: readonly Taken[]): string {
  const lines = [...taken].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return lines.map(t => `${t.md5}  ${t.path}\n`).join('')
}

/** The record's lines that can be read; any other line is ignored (pure). */
export function parseRecord(text: string): Taken[] {
  const taken: Taken[] = []
  for (const line of text.split('\n')) {
    // eslint-disable-next-line no-control-regex -- a path with a control character is no file's
    const match = /^([0-9a-f]{32}) {2}([^\x00-\x1f\x7f]+)$/.exec(line)
    if (match) taken.push({ md5: match[1] as string, path: match[2] as string })
  }
  return taken
}

/** The record written into `root` (replaced whole, never half-written). */
export async function writeRecord(root: string, taken: readonly Taken[]): Promise<void> {
  const place = join(root, RECORD_NAME)
  const beside = join(root, `.pulling-${randomBytes(6).toString('hex')}`)
  try {
    await writeFile(beside, formatRecord(taken), { flag: 'wx' })
    await rename(beside, place)
  } finally {
    await rm(beside, { force: true })
  }
}
