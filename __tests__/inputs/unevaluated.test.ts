import { describe, expect, it } from '@jest/globals'
import { evaluatedInputs, isUnevaluated } from '../../src/inputs/unevaluated.js'

describe('an unevaluated default', () => {
  it.each([
    ['${{ github.token }}', true],
    ['  ${{ strategy.max-parallel < strategy.job-total && strategy.max-parallel || strategy.job-total }}\n', true],
    ['${{\n  matrix.n\n}}', true],
    ['4', false],
    ['', false],
    ['release ${{ github.sha }}', false],
    ['${{ a }} and ${{ b }} more', false],
  ])('%j is unevaluated: %s', (value, expected) => {
    expect(isUnevaluated(value)).toBe(expected)
  })

  it('reads as not given, with one notice per input however often it is read', () => {
    const values: Record<string, string> = { 'parallel-runs': '${{ strategy.job-total }}', timeout: '60' }
    const notices: string[] = []
    const get = evaluatedInputs(
      name => values[name] ?? '',
      text => notices.push(text),
    )
    expect([get('parallel-runs'), get('parallel-runs'), get('timeout'), get('wait')]).toEqual(['', '', '60', ''])
    expect(notices).toEqual([
      "Input 'parallel-runs' is the expression ${{ strategy.job-total }}, not evaluated by what runs this step: taken as not given",
    ])
  })

  it('shows a long or multi-line expression on one bounded line', () => {
    const notices: string[] = []
    evaluatedInputs(
      () => `\${{ ${'x\n'.repeat(200)} }}`,
      text => notices.push(text),
    )('n')
    expect(notices[0]).not.toMatch(/\n/)
    expect(notices[0]?.length).toBeLessThan(250)
  })
})
