import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { RunContext } from '../../src/inputs/run-context.js'
import {
  type CommitLookup,
  CUT_MARKER,
  commitSource,
  chooseDescription,
  fallbackDescription,
} from '../../src/description/description.js'
import { DESCRIPTION_MAX_CHARS as MAX_DESCRIPTION_LENGTH } from '../../src/api/limits.js'
import { clip } from '../../src/text.js'

const fitLength = (text: string, max = MAX_DESCRIPTION_LENGTH): string => clip(text, max, CUT_MARKER)

const SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821'
const FALLBACK = 'Checkpoint by Deploy #42 on refs/heads/main at ec26c3e'

function context(overrides: Partial<RunContext> = {}): RunContext {
  return {
    eventName: 'push',
    sha: SHA,
    ref: 'refs/heads/main',
    workflow: 'Deploy',
    runNumber: '42',
    repository: 'octo/game',
    apiUrl: 'https://api.github.com',
    payload: { head_commit: { message: '  Fix jump height\n\nDetails.\n' } },
    ...overrides,
  }
}

const noLookup: CommitLookup = () => Promise.reject(new Error('must not be called'))

describe('commitSource', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof commitSource>]>([
    ['push', { head_commit: { message: 'm' } }, { message: 'm' }],
    ['merge_group', { merge_group: { head_commit: { message: 'mg' } } }, { message: 'mg' }],
    ['pull_request', { pull_request: { head: { sha: 'abc' } } }, { sha: 'abc' }],
    ['pull_request_target', { pull_request: { head: { sha: 'def' } } }, { sha: 'def' }],
    ['workflow_dispatch', {}, { sha: SHA }],
    ['schedule', { schedule: '0 3 * * *' }, { sha: SHA }],
    ['release', { release: {} }, { sha: SHA }],
  ])('%s', (eventName, payload, expected) => {
    expect(commitSource(context({ eventName, payload }))).toEqual(expected)
  })

  it('says what is missing', () => {
    expect(commitSource(context({ payload: { head_commit: null } }))).toHaveProperty('missing')
    expect(commitSource(context({ eventName: 'pull_request', payload: {} }))).toHaveProperty('missing')
    expect(commitSource(context({ eventName: 'schedule', sha: '' }))).toHaveProperty('missing')
  })
})

describe('chooseDescription', () => {
  it('uses the push head commit message, whole, trimmed', async () => {
    await expect(chooseDescription('', context(), noLookup)).resolves.toEqual({ text: 'Fix jump height\n\nDetails.' })
  })

  it('lets an explicit description win, unchanged', async () => {
    await expect(chooseDescription('Release 2.3', context(), noLookup)).resolves.toEqual({ text: 'Release 2.3' })
  })

  it('looks the commit up for other events', async () => {
    const seen: string[] = []
    const lookup: CommitLookup = sha => (seen.push(sha), Promise.resolve('From GitHub\n'))
    await expect(chooseDescription('', context({ eventName: 'workflow_dispatch' }), lookup)).resolves.toEqual({
      text: 'From GitHub',
    })
    expect(seen).toEqual([SHA])
  })

  it.each<[string, RunContext, CommitLookup]>([
    ['a push without head_commit', context({ payload: { head_commit: null } }), noLookup],
    ['a blank message', context({ payload: { head_commit: { message: ' \n ' } } }), noLookup],
    ['a lookup that fails', context({ eventName: 'schedule', payload: {} }), () => Promise.reject(new Error('403'))],
    ['a lookup that answers blank', context({ eventName: 'schedule', payload: {} }), () => Promise.resolve('  ')],
  ])('falls back, with a warning, for %s', async (_, ctx, lookup) => {
    const result = await chooseDescription('', ctx, lookup)
    expect(result.text).toBe(FALLBACK)
    expect(result.warning).toContain(FALLBACK)
  })

  it('warns when it cuts an explicit description', async () => {
    const result = await chooseDescription('x'.repeat(MAX_DESCRIPTION_LENGTH + 1), context(), noLookup)
    expect(result.text.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH)
    expect(result.warning).toMatch(/cut/)
  })
})

describe('fallbackDescription', () => {
  it('leaves out what the run does not know', () => {
    expect(fallbackDescription(context({ workflow: '', runNumber: '', ref: '', sha: '' }))).toBe(
      'Checkpoint by workflow',
    )
  })
})

describe('the description cut to the API limit (clip with its marker)', () => {
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
