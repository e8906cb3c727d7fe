import { describe, expect, it } from '@jest/globals'
import { TransportError } from '../../src/errors.js'
import { parseCheckpoint, parseCreated, parseJob } from '../../src/job.js'
import { parseRateLimit } from '../../src/ratelimit.js'

const running = {
  id: 12,
  created_at: '2026-11-22T10:00:00.000Z',
  modified_at: '2026-11-22T10:00:00.000Z',
  status: 'running',
  messages: [],
  data: { type: 'checkpoint_create', project_id: 1, branch_id: 'b', user_id: 3, description: 'd' },
}

describe('parseCreated', () => {
  it('reads a job', () => {
    expect(parseCreated(running)).toEqual({
      kind: 'job',
      job: { id: 12, status: 'running', messages: [], data: running.data },
    })
  })

  it('reads the older form: the finished checkpoint itself', () => {
    const checkpoint = { id: 'abc', createdAt: '2026-11-22T10:00:01Z', description: 'd', user: { id: 3 } }
    expect(parseCreated(checkpoint)).toEqual({ kind: 'checkpoint', checkpoint })
  })

  it.each([null, [], 'text', 3, { status: 'running' }, { id: '12', status: 'running' }, { id: 12, status: 'queued' }])(
    'refuses %j',
    body => {
      expect(() => parseCreated(body)).toThrow(TransportError)
    },
  )
})

describe('parseJob', () => {
  it('keeps messages as strings', () => {
    expect(parseJob({ ...running, status: 'error', messages: ['a', { b: 1 }] }).messages).toEqual(['a', '{"b":1}'])
  })
})

describe('parseCheckpoint', () => {
  it('accepts a numeric id as a string', () => {
    expect(parseCheckpoint({ id: 77 }).id).toBe('77')
  })

  it.each([{}, { id: '' }, { id: null }])('refuses %j', body => {
    expect(() => parseCheckpoint(body)).toThrow(/checkpoint has no id/)
  })
})

describe('parseRateLimit', () => {
  it('reads the three headers, reset in epoch seconds', () => {
    expect(
      parseRateLimit(
        { 'x-ratelimit-limit': '240', 'x-ratelimit-remaining': '17', 'x-ratelimit-reset': '1800000000' },
        5,
      ),
    ).toEqual({ limit: 240, remaining: 17, resetAtMs: 1_800_000_000_000, seenAtMs: 5 })
  })

  it('is undefined when a header is missing or not a number', () => {
    expect(parseRateLimit({ 'x-ratelimit-limit': '240', 'x-ratelimit-remaining': '17' }, 0)).toBeUndefined()
    expect(
      parseRateLimit({ 'x-ratelimit-limit': '240', 'x-ratelimit-remaining': 'lots', 'x-ratelimit-reset': '1' }, 0),
    ).toBeUndefined()
  })
})
