import { lstat, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { UnpackError } from '../errors.js'
import { formatBytes } from '../text.js'
import { withPolicy } from './meta.js'

/** A build's index.html is a few kilobytes: one larger than this is no page to parse whole. */
export const MAX_PAGE_BYTES = 5_000_000

/**
 * The policy written into `folder`'s index.html (meta.ts), the file replaced only once the new one is whole. The
 * folder is the unpacked build before it is moved into place, so that a failure here leaves `directory` untouched;
 * a page that is missing or no page is the build's fault, told as an UnpackError. Returns the policy as written (with
 * the hashes of the page's inline scripts) and how many policies of the page's own were kept.
 */
export async function writePolicy(
  folder: string,
  policy: string,
  input = 'csp',
): Promise<{ policy: string; kept: number }> {
  const page = join(folder, 'index.html')
  const stats = await lstat(page).catch(() => undefined)
  if (!stats?.isFile()) {
    throw new UnpackError(`the build has no index.html at its root for input '${input}' to be written into`)
  }
  if (stats.size > MAX_PAGE_BYTES) {
    throw new UnpackError(
      `the build's index.html is larger than ${formatBytes(MAX_PAGE_BYTES)} (${stats.size} bytes): too large a page for input '${input}' to be written into`,
    )
  }
  const written = withPolicy(await readFile(page, 'utf8'), policy)
  const beside = join(folder, '.index.html.csp')
  await writeFile(beside, written.html)
  await rename(beside, page)
  return { policy: written.policy, kept: written.kept }
}
