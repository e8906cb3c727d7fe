import { describe, expect, it } from '@jest/globals'
import {
  type ChangesFacts,
  type ChangesWords,
  MAX_ROWS,
  changesFailureSummaryHtml,
  changesSummaryHtml,
  countsText,
} from '../../src/report/changes.js'
import type { Change } from '../../src/errors.js'

const WORDS: ChangesWords = {
  done: 'Done',
  dryRun: 'Not done (dry run)',
  failed: 'Failed',
  what: { created: ['made', 'would be made'], deleted: ['gone', 'would go'] },
}

const facts = (changes: Change[], more: Partial<ChangesFacts> = {}): ChangesFacts => ({
  projectId: 7,
  branch: { id: 'b-1', name: 'main' },
  target: 'scripts',
  dryRun: false,
  changes,
  unchanged: 3,
  tookMs: 1500,
  requests: 4,
  heldMs: 0,
  ...more,
})

describe('the summary of a step of changes', () => {
  it('counts each kind of change', () => {
    const changes: Change[] = [
      { path: 'a.js', action: 'created', id: 1 },
      { path: 'b.js', action: 'created', id: 2 },
      { path: 'c.js', action: 'deleted', id: 3 },
      { path: 'lib', action: 'created-folder', id: 4 },
    ]
    expect(countsText(changes)).toBe('2 created, 0 updated, 1 deleted')
  })

  it("tells each change in the step's words, done or would be, and its own rows after target", () => {
    const changes: Change[] = [{ path: 'a.js', action: 'created', id: 1 }]
    const html = changesSummaryHtml(facts(changes), WORDS, { rows: [['Path', 'p']], changedMore: '; more' })
    expect(html).toMatch(/^<h3>Done<\/h3>/)
    expect(html).toContain('<td>made</td>')
    expect(html.indexOf('Target')).toBeLessThan(html.indexOf('<th align="left">Path</th><td>p</td>'))
    expect(html).toContain('1 created, 0 updated, 0 deleted; more')
    const dry = changesSummaryHtml(facts(changes, { dryRun: true }), WORDS)
    expect(dry).toMatch(/^<h3>Not done \(dry run\)<\/h3>/)
    expect(dry).toContain('<td>would be made</td>')
    expect(dry).toContain('Would change')
  })

  it('escapes every path, and names an action without a word by itself', () => {
    const html = changesSummaryHtml(facts([{ path: '<img src=x>.js', action: 'updated', id: 9 }]), WORDS)
    expect(html).not.toContain('<img')
    expect(html).toContain('&#60;img src=x&#62;.js')
    expect(html).toContain('<td>updated</td>')
  })

  it(`lists at most ${MAX_ROWS} changes, and says how many more`, () => {
    const changes: Change[] = Array.from({ length: MAX_ROWS + 2 }, (_, i) => ({
      path: `f${i}.js`,
      action: 'created',
      id: i + 1,
    }))
    const html = changesSummaryHtml(facts(changes), WORDS)
    expect(html.match(/<tr><td>/g)).toHaveLength(MAX_ROWS)
    expect(html).toContain('And 2 more')
  })

  it('says when nothing changed, and the time held back only when there was some', () => {
    expect(changesSummaryHtml(facts([]), WORDS)).toContain('Nothing to change')
    expect(changesSummaryHtml(facts([]), WORDS)).not.toContain('Held back')
    expect(changesSummaryHtml(facts([], { heldMs: 2000 }), WORDS)).toContain('Held back by the rate limit')
  })

  it('a failure tells why, escaped, and what was done before it', () => {
    const html = changesFailureSummaryHtml('no <b>', [{ path: 'x.js', action: 'deleted', id: 5 }], WORDS)
    expect(html).toMatch(/^<h3>Failed<\/h3>\n<p>no &#60;b&#62;<\/p>/)
    expect(html).toContain('<td>gone</td>')
    expect(changesFailureSummaryHtml('why', [], WORDS)).not.toContain('<table>')
  })
})
