/** `npm run release-notes -- X.Y.Z`: prints that version's CHANGELOG.md section (the release workflow's notes). */
import { readFileSync } from 'node:fs'
import { changelogSection } from './release/changelog.js'

const version = (process.argv[2] ?? '').replace(/^v/, '')
const notes = changelogSection(readFileSync('CHANGELOG.md', 'utf8'), version)
if (notes === undefined) {
  console.error(`CHANGELOG.md has no "## [${version}]" section with notes.`)
  process.exitCode = 1
} else {
  console.log(notes)
}
