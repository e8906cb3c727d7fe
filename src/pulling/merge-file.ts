import { rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { runGit } from '../history/git.js'
import { besideOf } from './receive-file.js'

/**
 * A three-way merge of one file, by `git merge-file` (git's own line merge, as a merge of branches does it): the
 * local file (git's), the base (the file as the Editor last had git's), the Editor's bytes. Changes to different lines
 * both stay; a clash carries the usual conflict markers. The result replaces the local file only once whole.
 * True when the result carries conflict markers.
 */
export async function mergeThreeWays(
  place: string,
  base: Buffer,
  theirs: string,
  baseCommit: string | undefined,
  signal: AbortSignal,
): Promise<boolean> {
  const baseFile = besideOf(place)
  const out = besideOf(place)
  try {
    await writeFile(baseFile, base, { flag: 'wx' })
    const label = baseCommit ? `base ${baseCommit.slice(0, 12)}` : 'base (none: git added the file since)'
    // Exit code: the number of clashes (at most 127); above that, a failure.
    const okCodes = Array.from({ length: 128 }, (_, i) => i)
    const args = ['merge-file', '-p', '-L', 'git', '-L', label, '-L', 'Editor', place, baseFile, theirs]
    const { stdout, code } = await runGit(dirname(place), args, signal, okCodes)
    await writeFile(out, stdout, { flag: 'wx' })
    await rename(out, place)
    return code > 0
  } finally {
    await rm(baseFile, { force: true })
    await rm(out, { force: true })
  }
}
