import { describe, expect, it } from '@jest/globals'
import { failureSummaryHtml, summaryHtml } from '../../../src/actions/checkpoint/summary.js'
import { formatDuration, who } from '../../../src/report/format.js'

describe('summary', () => {
  const checkpoint = {
    id: 'c1',
    user: { id: 1, fullName: 'Ada <b>', username: 'ada' },
    createdAt: '2026-11-22T10:00:00Z',
    description: '<script>alert(1)</script>',
  }

  it('escapes every value', () => {
    const html = summaryHtml({
      checkpoint,
      jobId: 5,
      projectId: 1,
      branchId: 'b&c',
      description: 'x',
      tookMs: 4_200,
      requests: 9,
      heldMs: 0,
    })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#60;script&#62;')
    expect(html).toContain('b&#38;c')
    expect(html).toContain('Ada &#60;b&#62; (@ada)')
    expect(html).toContain('4.2 s')
    expect(html).toContain('<tr><th align="left">Requests</th><td>9</td></tr>')
    expect(html).not.toContain('Held back')
  })

  it('says how long the shared rate limit held the step back, when it did', () => {
    const facts = { checkpoint, projectId: 1, branchId: 'b', description: 'x', tookMs: 40_000, requests: 5 }
    expect(summaryHtml({ ...facts, heldMs: 12_500 })).toContain(
      '<tr><th align="left">Held back by the shared rate limit</th><td>12.5 s</td></tr>',
    )
  })

  it('explains a failure, escaped, naming the job when there is one', () => {
    expect(failureSummaryHtml('404 <Project> not found')).toBe(
      '<h3>Checkpoint not created</h3>\n<p>404 &#60;Project&#62; not found</p>\n',
    )
    expect(failureSummaryHtml('Timed out', { id: 9, failed: false })).toContain(
      'Job <code>9</code> was started; its checkpoint may still appear.',
    )
    expect(failureSummaryHtml('Job 9 failed', { id: 9, failed: true })).toContain(
      'Job <code>9</code> was started; it ended in error, so no checkpoint will appear.',
    )
  })

  it('formats durations and people', () => {
    expect(formatDuration(850)).toBe('850 ms')
    expect(formatDuration(125_000)).toBe('2 min 5 s')
    expect(who({ user: { username: 'ada' } })).toBe('@ada')
    expect(who({})).toBeUndefined()
  })
})
