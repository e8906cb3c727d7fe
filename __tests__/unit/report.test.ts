import { describe, expect, it, jest } from '@jest/globals'
import { readFileSync } from 'node:fs'
import {
  ApiError,
  CancelledError,
  JobFailedError,
  StepTimeoutError,
  MAX_FAILURE_TEXT,
  TransportError,
  UnknownCreateError,
  failureMessage,
  hintFor,
  messageOf,
} from '../../src/errors.js'
import { printUntrusted } from '../../src/log.js'
import { failureSummaryHtml, formatDuration, summaryHtml, who } from '../../src/summary.js'
import { clip, escapeHtml, redactor } from '../../src/text.js'
import { VERSION } from '../../src/version.js'

describe('failureMessage', () => {
  it('names the job on a timeout or a cancel, and says the checkpoint may still come', () => {
    expect(failureMessage(new StepTimeoutError(600), { jobId: 12 })).toBe(
      'Timed out after 600 s (the timeout input) while waiting for job 12. The checkpoint may still be created on the server by job 12. Raise the timeout input if jobs take this long.',
    )
    expect(failureMessage(new CancelledError('SIGINT'), { jobId: 12 })).toMatch(
      /^Cancelled by SIGINT while waiting for job 12\./,
    )
    expect(failureMessage(new StepTimeoutError(5))).toMatch(
      /while creating the checkpoint\. A job may still have started/,
    )
  })

  it('says which request an API error came from', () => {
    expect(failureMessage(new ApiError(404, 'Project not found', hintFor(404)))).toBe(
      'Creating the checkpoint failed: 404 Project not found — check project-id and branch-id (the branch must belong to the project)',
    )
    expect(failureMessage(new TransportError('GET x: connection reset', true), { jobId: 3 })).toBe(
      'Polling job 3 failed: GET x: connection reset',
    )
  })

  it("lists a failed job's messages, bounded", () => {
    expect(failureMessage(new JobFailedError(9, ['a', 'b']), { jobId: 9 })).toBe('Job 9 failed: a; b')
    expect(failureMessage(new JobFailedError(9, []), { jobId: 9 })).toBe('Job 9 failed without a message')
    const long = failureMessage(
      new JobFailedError(
        9,
        Array.from({ length: 50 }, () => 'm'.repeat(500)),
      ),
      { jobId: 9 },
    )
    expect(long.length).toBeLessThanOrEqual('Job 9 failed: '.length + MAX_FAILURE_TEXT)
    expect(long.endsWith('…')).toBe(true)
  })

  it("names a timed-out job's last status", () => {
    expect(failureMessage(new StepTimeoutError(5), { jobId: 4, lastStatus: 'queued' })).toMatch(
      /^Timed out after 5 s \(the timeout input\) while waiting for job 4 \(last status: "queued"\)\./,
    )
  })

  it('says a create of unknown outcome may have made a checkpoint, and was not sent again', () => {
    expect(failureMessage(new UnknownCreateError('POST x: 201 with an empty body'))).toBe(
      'POST x: 201 with an empty body. A checkpoint may have been created; the request is not sent again, so that no more duplicates are made. Look for it in the project before running the step again.',
    )
  })

  it('reads anything thrown', () => {
    expect(messageOf('plain')).toBe('plain')
    expect(messageOf({ code: 1 })).toBe('{"code":1}')
    expect(messageOf(undefined)).toBe('undefined')
    expect(messageOf(new Error(''))).toBe('Error')
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(messageOf(cyclic)).toBe('[object Object]')
  })

  it('has a hint for every status the spec lists', () => {
    for (const status of [400, 401, 403, 404, 429, 500, 503]) expect(hintFor(status)).not.toBe('')
  })
})

describe('printUntrusted', () => {
  it('wraps the text in a fresh stop-commands window', () => {
    const chunks: string[] = []
    printUntrusted('::error::x', chunk => chunks.push(chunk))
    printUntrusted('::error::x', chunk => chunks.push(chunk))
    const [first, second] = chunks.map(chunk => chunk.split('\n'))
    const token = first?.[0]?.replace('::stop-commands::', '')
    expect(token).toMatch(/^[0-9a-f-]{36}$/)
    expect(first).toEqual([`::stop-commands::${token}`, '::error::x', `::${token}::`, ''])
    expect(second?.[0]).not.toBe(first?.[0])
  })

  it('writes to stdout by default', () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      printUntrusted('::error::x')
      expect(String(write.mock.calls[0]?.[0])).toMatch(
        /^::stop-commands::[0-9a-f-]{36}\n::error::x\n::[0-9a-f-]{36}::\n$/,
      )
    } finally {
      write.mockRestore()
    }
  })
})

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
    expect(failureSummaryHtml('Timed out', 9)).toContain('Job <code>9</code> was started')
  })

  it('formats durations and people', () => {
    expect(formatDuration(850)).toBe('850 ms')
    expect(formatDuration(125_000)).toBe('2 min 5 s')
    expect(who({ id: 'x', user: { username: 'ada' } })).toBe('@ada')
    expect(who({ id: 'x' })).toBeUndefined()
    expect(escapeHtml(`"'`)).toBe('&#34;&#39;')
  })
})

it('reports the version package.json declares', () => {
  expect(VERSION).toBe((JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version)
})

describe('untrusted text', () => {
  it('is clipped to a length, marker included, never splitting a surrogate pair', () => {
    expect(clip('abcdef', 6)).toBe('abcdef')
    expect(clip('abcdefg', 6)).toBe('abcde…')
    expect(clip('abcd😀', 6)).toBe('abcd😀')
    expect(clip('abcd😀x', 6)).toBe('abcd…')
  })

  it('has the secrets redacted, as given and HTML-escaped, and the credentials of any URL', () => {
    const redact = redactor(['s3cr&t', '', 'gh-token'])
    expect(redact('a s3cr&t and s3cr&#38;t and gh-token')).toBe('a *** and *** and ***')
    expect(redact('see https://user:pw@host/x or http://tok@h')).toBe('see https://***@host/x or http://***@h')
    expect(redact('mail me@example.com')).toBe('mail me@example.com')
  })
})
