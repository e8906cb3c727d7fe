import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { changelogSection } from '../../scripts/release/changelog.js'

const CHANGELOG = `# Changelog

## [Unreleased]

- Not yet.

## [1.1.0] - 2026-11-23

- Second.
  More of it.

## [1.0.0]

## [0.9.0]

- First.
`

describe('changelogSection', () => {
  it('is the lines under the version heading, up to the next heading', () => {
    expect(changelogSection(CHANGELOG, '1.1.0')).toBe('- Second.\n  More of it.')
    expect(changelogSection(CHANGELOG, '0.9.0')).toBe('- First.')
  })

  it('is undefined for a missing or empty section, so a release cannot go out without notes', () => {
    expect(changelogSection(CHANGELOG, '1.2.0')).toBeUndefined()
    expect(changelogSection(CHANGELOG, '1.0.0')).toBeUndefined()
    expect(changelogSection(CHANGELOG, '1.1')).toBeUndefined()
  })
})

describe('npm run release-notes', () => {
  const notes = (tag: string): ReturnType<typeof spawnSync> =>
    spawnSync(resolve('node_modules/.bin/tsx'), ['scripts/release-notes.ts', tag], { encoding: 'utf8' })

  it('prints the notes of the tag the release workflow runs for', () => {
    const result = notes('v1.0.0')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/^- Create a checkpoint \(`POST \/api\/checkpoints`\)/)
    expect(result.stdout).not.toContain('## ')
  })

  it('fails, naming the section, when the CHANGELOG has no notes for it', () => {
    const result = notes('v0.0.1')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('CHANGELOG.md has no "## [0.0.1]" section with notes.')
  })
})
