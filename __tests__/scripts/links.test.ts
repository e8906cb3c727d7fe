import { describe, expect, it } from '@jest/globals'
import { anchorsOf, deadLinks, linksOf } from '../../scripts/links.js'

const files = new Map([
  [
    'README.md',
    '# Title\n\n## Quick start\n\nSee [setup](#setup-the-token) and [faults](docs/faults.md#bounded-requests).\n',
  ],
  ['docs/faults.md', '# Faults\n\n## Bounded requests\n\nBack to the [README](../README.md#quick-start).\n'],
])
const none = (): boolean => false

describe('deadLinks', () => {
  it('finds a heading that is not there, and a file that is not there', () => {
    expect(deadLinks(files, none)).toEqual([{ file: 'README.md', line: 5, target: '#setup-the-token' }])
    const more = new Map(files).set('CONTRIBUTING.md', 'Read [the tests](docs/tests.md) and [src](src/main.ts).')
    expect(deadLinks(more, path => path === 'src/main.ts')).toEqual([
      { file: 'README.md', line: 5, target: '#setup-the-token' },
      { file: 'CONTRIBUTING.md', line: 1, target: 'docs/tests.md' },
    ])
  })

  it('follows no other site, and reads no link inside code', () => {
    const markdown = 'A [site](https://example.com/x) and `[code](nowhere.md)`.\n```\n[block](nowhere.md)\n```\n'
    expect(linksOf(markdown)).toEqual([{ line: 1, target: 'https://example.com/x' }])
    expect(deadLinks(new Map([['a.md', markdown]]), none)).toEqual([])
  })
})

describe('anchorsOf', () => {
  it("makes GitHub's anchors: lower case, punctuation dropped, repeats numbered", () => {
    const markdown = '# A matrix of projects, sharing one token\n## `branch`: by name\n## Notes\n## Notes\n'
    expect([...anchorsOf(markdown)]).toEqual([
      'a-matrix-of-projects-sharing-one-token',
      'branch-by-name',
      'notes',
      'notes-1',
    ])
  })
})
