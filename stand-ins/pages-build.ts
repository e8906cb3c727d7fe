import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * GitHub Pages' build of a site served from a branch: Jekyll (Debian's `jekyll`, in safe mode as Pages runs it) over
 * the branch's files, unless a `.nojekyll` file stands at its root, when the files are published as they are. Jekyll
 * leaves out every file and folder whose name begins with `_`, `.` or `#` — a PlayCanvas build's `__start__.js` too.
 */
export const JEKYLL = '/usr/bin/jekyll'

/** Jekyll is on every machine the tests run on (CI installs it): a missing one fails the test, never skips it. */
export function requireJekyll(): void {
  if (!existsSync(JEKYLL))
    throw new Error(
      `${JEKYLL} is missing: the preview test builds gh-pages as Pages does. Install it: apt-get install -y jekyll`,
    )
}

/** The site Pages would publish from `branch` (path → bytes), built under `dir`: the folder to serve. */
export function pagesBuild(branch: ReadonlyMap<string, Buffer>, dir: string): string {
  const source = join(dir, 'branch')
  for (const [path, bytes] of branch) {
    mkdirSync(dirname(join(source, path)), { recursive: true })
    writeFileSync(join(source, path), bytes)
  }
  mkdirSync(source, { recursive: true })
  if (branch.has('.nojekyll')) return source
  requireJekyll()
  const site = join(dir, 'site')
  execFileSync(JEKYLL, ['build', '--safe', '--quiet', '--source', source, '--destination', site], {
    env: { PATH: process.env.PATH, HOME: dir, LANG: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  })
  return site
}
