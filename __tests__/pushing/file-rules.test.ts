import { describe, expect, it } from '@jest/globals'
import { excluder, parsePatterns, pushable } from '../../src/pushing/file-rules.js'

describe('file rules', () => {
  it('pushes the extensions the API makes assets of, in any case, and nothing else', () => {
    expect(['a.js', 'a.MJS', 'x.frag', 'x.wgsl', 'r.md', 'c.yml'].every(pushable)).toBe(true)
    expect(['a.png', 'a.glb', 'README', '.js', 'a.js.map', 'a.ts'].some(pushable)).toBe(false)
  })

  it('splits patterns at commas and new lines', () => {
    expect(parsePatterns(' *.map,\nvendor/** ,, \n')).toEqual(['*.map', 'vendor/**'])
  })

  it.each([
    ['*.test.js', 'a.test.js', true],
    ['*.test.js', 'lib/deep/a.test.js', true],
    ['*.test.js', 'a.js', false],
    ['vendor', 'vendor/x.js', true],
    ['vendor', 'lib/vendor/x.js', true],
    ['lib/*.js', 'lib/a.js', true],
    ['lib/*.js', 'lib/deep/a.js', false],
    ['lib/*.js', 'x/lib/a.js', false],
    ['lib/**/*.js', 'lib/deep/er/a.js', true],
    ['lib/**/*.js', 'lib/a.js', true],
    ['/top.js', 'top.js', true],
    ['/top.js', 'sub/top.js', false],
    ['a?.js', 'ab.js', true],
    ['a?.js', 'a/.js', false],
    ['a+b.js', 'a+b.js', true],
  ])('%s excludes %s: %s', (pattern, path, excluded) => {
    expect(excluder([pattern])(path)).toBe(excluded)
  })
})
