import { describe, expect, it } from '@jest/globals'
import { excluder, parsePatterns, pushable } from '../../src/workspace/file-rules.js'

describe('file rules', () => {
  it('pushes what the service’s clients agree it makes a text asset of, in any case, and nothing else', () => {
    const text = [
      'a.js',
      'a.MJS',
      'a.css',
      'a.html',
      'a.json',
      'a.txt',
      'a.xml',
      'a.atlas',
      'a.glsl',
      'x.vert',
      'x.frag',
    ]
    expect(text.filter(name => !pushable(name))).toEqual([])
    // What the service makes binary assets of: pushed as text, they would be met as another type on the next run.
    const binary = ['x.wgsl', 'r.md', 'c.yml', 'c.yaml', 'd.csv', 'p.htm', 'a.png', 'a.glb', 'a.ts', 'a.js.map']
    expect([...binary, 'README', '.js'].filter(pushable)).toEqual([])
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
