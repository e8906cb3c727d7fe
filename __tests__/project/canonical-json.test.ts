import { describe, expect, it } from '@jest/globals'
import { canonicalJson, parseJson } from '../../src/project/canonical-json.js'

describe('canonical JSON', () => {
  it('sorts keys at every depth, keeps arrays in order and numbers as written', () => {
    const text = '{"b":{"z":1.50,"a":[3,1,2]},"a":[{"y":3.814697265625e-05,"x":-0}],"c":"\\u00e9\\n","d":null,"e":true}'
    expect(canonicalJson(parseJson(text))).toBe(
      [
        '{',
        '  "a": [',
        '    {',
        '      "x": -0,',
        '      "y": 3.814697265625e-05',
        '    }',
        '  ],',
        '  "b": {',
        '    "a": [3, 1, 2],',
        '    "z": 1.50',
        '  },',
        '  "c": "é\\n",',
        '  "d": null,',
        '  "e": true',
        '}',
        '',
      ].join('\n'),
    )
  })

  it('is the same text whatever order the keys came in', () => {
    expect(canonicalJson(parseJson('{"a":1,"b":{"c":[],"d":{}}}'))).toBe(
      canonicalJson(parseJson('{"b":{"d":{},"c":[]},"a":1}')),
    )
  })

  it('puts a long list of plain values a value a line, and a list of objects always', () => {
    const long = Array.from({ length: 40 }, (_, i) => i * 1000)
    const lines = canonicalJson(parseJson(JSON.stringify({ long, objects: [{}] }))).split('\n')
    expect(lines).toContain('    39000')
    expect(lines).toContain('  "objects": [')
  })
})
