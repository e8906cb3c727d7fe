import { describe as group, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { RunContext } from '../../src/context.js'
import { CUT_MARKER, MAX_DESCRIPTION_LENGTH, describe, fallbackDescription, fitLength } from '../../src/description.js'

function context(overrides: Partial<RunContext> = {}): RunContext {
  return {
    eventName: 'push',
    sha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
    ref: 'refs/heads/main',
    workflow: 'Deploy',
    runNumber: '42',
    repository: 'octo/game',
    payload: { head_commit: { message: '  Fix jump height\n\nDetails.\n' } },
    ...overrides,
  }
}

group('describe', () => {
  it('uses the push head commit message, whole, trimmed', () => {
    expect(describe('', context())).toEqual({ text: 'Fix jump height\n\nDetails.' })
  })

  it('lets an explicit description win', () => {
    expect(describe('Release 2.3', context())).toEqual({ text: 'Release 2.3' })
  })

  it.each([
    ['a push without head_commit', context({ payload: { head_commit: null } })],
    ['a blank message', context({ payload: { head_commit: { message: ' \n ' } } })],
    ['another event', context({ eventName: 'workflow_dispatch', payload: {} })],
  ])('falls back, with a warning, for %s', (_, ctx) => {
    const result = describe('', ctx)
    expect(result.text).toBe('Checkpoint by Deploy #42 on refs/heads/main at ec26c3e')
    expect(result.warning).toContain(result.text)
  })

  it('warns when it cuts an explicit description', () => {
    const result = describe('x'.repeat(MAX_DESCRIPTION_LENGTH + 1), context())
    expect(result.text.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH)
    expect(result.warning).toMatch(/cut/)
  })
})

group('fallbackDescription', () => {
  it('leaves out what the run does not know', () => {
    expect(fallbackDescription(context({ workflow: '', runNumber: '', ref: '', sha: '' }))).toBe(
      'Checkpoint by workflow',
    )
  })
})

group('fitLength', () => {
  it('leaves text within the limit alone', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), text => fitLength(text, 200) === text))
  })

  it('fits any text, marks the cut, and keeps a prefix of whole graphemes', () => {
    const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    const text = fc
      .array(fc.constantFrom('a', ' ', 'é', 'e\u0301', '😀', '👩‍👩‍👧', '🇫🇷', '\n'), { minLength: 1, maxLength: 400 })
      .map(parts => parts.join(''))
    fc.assert(
      fc.property(text, fc.integer({ min: CUT_MARKER.length + 1, max: 300 }), (input, max) => {
        const out = fitLength(input, max)
        if (input.length <= max) return out === input
        const kept = out.slice(0, -CUT_MARKER.length)
        const boundaries = new Set([...graphemes.segment(input)].map(s => s.index))
        boundaries.add(input.length)
        return out.length <= max && out.endsWith(CUT_MARKER) && input.startsWith(kept) && boundaries.has(kept.length)
      }),
    )
  })

  it('never splits a surrogate pair of an 11,000-character emoji message', () => {
    const out = fitLength('😀'.repeat(5_500))
    expect(out.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH)
    expect(out.endsWith(CUT_MARKER)).toBe(true)
    expect(out.slice(0, -CUT_MARKER.length)).toBe('😀'.repeat((MAX_DESCRIPTION_LENGTH - CUT_MARKER.length) >> 1))
  })
})
