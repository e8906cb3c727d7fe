/**
 * `npm run lint` runs this: every relative link of the README, the docs and the other guides must lead to a file
 * that exists, and to a heading that file has.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { deadLinks } from './links.js'

const guides = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md', 'stand-ins/README.md']
const docs = readdirSync('docs')
  .filter(name => name.endsWith('.md'))
  .map(name => join('docs', name))
const files = new Map([...guides, ...docs].filter(existsSync).map(path => [path, readFileSync(path, 'utf8')]))
const dead = deadLinks(files, existsSync)
for (const { file, line, target } of dead) console.error(`${file}:${line}: dead link ${target}`)
if (dead.length) process.exit(1)
console.log(`links: ${files.size} files, none dead`)
