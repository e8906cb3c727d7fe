/**
 * `npm run lint` runs this: docs/how-it-works.md's table of `src/` must name every folder and file there is, and
 * nothing that is gone (scripts/house-map.ts), so that the map a newcomer reads first cannot go stale.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { houseMapProblems } from './house-map.js'

// TypeScript, and the one CommonJS file (lazy/undici.cjs).
const code = (name: string): boolean => /\.(ts|cjs)$/.test(name)
const entries = (dir: string): string[] => readdirSync(dir).sort()
const folders = entries('src').filter(name => statSync(join('src', name)).isDirectory())
const tree = {
  root: entries('src').filter(code),
  folders: Object.fromEntries(
    folders.map(folder => {
      const names = entries(join('src', folder))
      const listed = names.map(name => (statSync(join('src', folder, name)).isDirectory() ? `${name}/` : name))
      return [folder, listed.filter(name => name.endsWith('/') || code(name))]
    }),
  ),
}
const problems = houseMapProblems(readFileSync('docs/how-it-works.md', 'utf8'), tree)
for (const problem of problems) console.error(`docs/how-it-works.md: ${problem}`)
if (problems.length) process.exit(1)
console.log(`how-it-works: its table names the ${folders.length} folders of src/ and their files`)
