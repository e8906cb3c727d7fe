import { describe, expect, it } from '@jest/globals'
import { EditorConflictError, type EditorConflict } from '../../src/errors.js'
import type { History } from '../../src/history/read-history.js'
import { historyCell, historyLine, pathList } from '../../src/report/history-messages.js'
import { conflictLine, conflictWord, pushFailureMessage } from '../../src/report/push-messages.js'
import { leftToGitLine } from '../../src/report/pull-messages.js'
import { pushSummaryHtml } from '../../src/actions/push-files/summary.js'
import { pullSummaryHtml } from '../../src/actions/pull-files/summary.js'

// What push-files and pull-files tell of git's history and of edits on both sides: every name untrusted, escaped in
// the summary, quoted in the log; figures as read.
const history: History = {
  repository: true,
  tracked: new Set(),
  found: new Set(),
  complete: true,
  commits: 668,
  tookMs: 187,
  top: '/repo',
  prefix: 'scripts',
}
const HOSTILE = '<img src=x onerror=alert(1)>.js'
const conflict = (path: string, why: EditorConflict['why'] = 'edited'): EditorConflict => ({
  path,
  action: 'updated',
  id: 5001,
  md5: 'a'.repeat(32),
  modifiedAt: '2026-11-25T10:00:00.000Z',
  why,
})
const facts = {
  projectId: 1234,
  branch: { id: 'main-branch-id', name: 'main' },
  target: '',
  dryRun: false,
  changes: [],
  unchanged: 0,
  tookMs: 10,
  requests: 3,
  heldMs: 0,
}

describe('history messages', () => {
  it('says how much history was read, that it is incomplete, or why none was', () => {
    expect(historyLine(history)).toBe("Checked against git's history: 668 commits read in 187 ms")
    expect(historyLine({ ...history, complete: false, incomplete: 'git fetch failed (128): no origin' })).toBe(
      "Checked against git's history, which is incomplete: 668 commits read in 187 ms; fetching more failed (git fetch failed (128): no origin)",
    )
    expect(historyLine({ repository: false, why: 'the workspace is not a git repository' })).toBe(
      "Not checked against git's history: the workspace is not a git repository; every file is taken as it is",
    )
    expect(historyCell({ ...history, complete: false })).toMatch(/incomplete \(a shallow checkout/)
    expect(historyCell({ repository: false, why: '<b>' })).toBe('not checked: &#60;b&#62;')
  })

  it('lists 20 paths, escaped, then says how many more', () => {
    const list = pathList([HOSTILE, ...Array.from({ length: 24 }, (_, i) => `f${i}.js`)])
    expect(list).toMatch(/^<code>&#60;img src=x onerror=alert\(1\)&#62;\.js<\/code>, <code>f0\.js<\/code>/)
    expect(list).toMatch(/<code>f18\.js<\/code> and 5 more$/)
  })
})

describe('push-files: conflicts', () => {
  it('names each conflict with its asset, MD5 and time, and what each mode does with it', () => {
    expect(conflictLine(conflict('a\nb.js'))).toBe(
      `"a\\nb.js" (asset 5001, MD5 ${'a'.repeat(32)}, modified 2026-11-25T10:00:00.000Z): its bytes are no version git had of it (an edit made in the Editor?)`,
    )
    expect(conflictLine({ ...conflict('a.js', 'unverified'), modifiedAt: undefined })).toMatch(
      /modified at a time the list does not say\): git's history could not be read .* fetch-depth: 0\)$/,
    )
    expect(conflictWord('fail', 'updated', false)).toBe('Conflict')
    expect(conflictWord('skip', 'updated', true)).toBe('Would be left as the Editor has it')
    expect(conflictWord('overwrite', 'deleted', false)).toBe('Deleted all the same (on-conflict: overwrite)')
    expect(conflictWord('overwrite', 'updated', true)).toBe(
      'Would be overwritten all the same (on-conflict: overwrite)',
    )
  })

  it('fails naming the first ten, the count of the rest, nothing sent, and what to do', () => {
    const many = Array.from({ length: 12 }, (_, i) => conflict(`f${i}.js`))
    const message = pushFailureMessage(new EditorConflictError(many))
    expect(message).toMatch(/^The branch holds edits git does not have: this push would overwrite "f0\.js"/)
    expect(message).toContain('"f9.js"')
    expect(message).not.toContain('"f10.js"')
    expect(message).toContain('And 2 more (the log lists them). Nothing was pushed.')
    expect(message).toContain('run pull-files, merge its pull request, run this again')
  })

  it('the summary: a row per conflict, escaped, with what the push did; the files not checked', () => {
    const html = pushSummaryHtml({
      ...facts,
      twins: [],
      conflicts: [conflict(HOSTILE)],
      onConflict: 'skip',
      unchecked: ['bundle.js'],
      history,
    })
    expect(html).toContain('<td><code>&#60;img src=x onerror=alert(1)&#62;.js</code></td><td><code>5001</code></td>')
    expect(html).toContain('<td>update: left as the Editor has it</td>')
    expect(html).toContain('<tr><th align="left">Edits only the Editor has</th><td>1 (on-conflict: skip)</td></tr>')
    expect(html).toContain(
      "Not checked against git's history (git does not track them, or there is no repository): <code>bundle.js</code>",
    )
    expect(html).not.toContain('<img')
  })
})

describe('pull-files: left to git, merged', () => {
  it('says why a file was left to git, and names merges, clashes first', () => {
    expect(leftToGitLine({ path: 'a.js', id: 7, why: 'behind' })).toBe(
      'Left to git: "a.js" (asset 7): the Editor holds an older version of git\'s (a push will bring it up to date)',
    )
    expect(leftToGitLine({ path: 'n.js', id: 0, why: 'not yet pushed' })).toMatch(/^Left to git: "n\.js": git added/)
    const html = pullSummaryHtml({
      ...facts,
      path: 'scripts',
      leftOut: 0,
      leftToGit: [{ path: HOSTILE, id: 7, why: 'deleted in git' }],
      merged: [
        { path: 'clash.js', conflicted: true },
        { path: 'clean.js', conflicted: false },
      ],
      unchecked: [],
      history,
    })
    expect(html).toMatch(
      /Merged with conflict markers[^<]*<code>clash\.js<\/code>\.<\/p>\n<p>Merged cleanly[^<]*<code>clean\.js<\/code>/,
    )
    expect(html).toContain(
      '<td><code>&#60;img src=x onerror=alert(1)&#62;.js</code></td><td><code>7</code></td><td>git deleted the file',
    )
    expect(html).toContain('<tr><th align="left">Left as git has it</th><td>1</td></tr>')
    expect(html).not.toContain('<img')
  })
})
