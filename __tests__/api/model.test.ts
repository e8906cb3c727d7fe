import { describe, expect, it } from '@jest/globals'
import { UnknownCreateError, UnreadableAnswerError } from '../../src/errors.js'
import {
  MAX_MESSAGES,
  MAX_MESSAGE_CHARS,
  MAX_STATUS_CHARS,
  CHECKPOINT_RESULT,
  parseBranch,
  parseBranchPage,
  parseCreated,
  parseJob,
} from '../../src/api/model.js'

const running = {
  id: 12,
  created_at: '2026-11-22T10:00:00.000Z',
  modified_at: '2026-11-22T10:00:00.000Z',
  status: 'running',
  messages: [],
  data: { type: 'checkpoint_create', project_id: 1, branch_id: 'b', user_id: 3, description: 'd' },
}
const checkpoint = { id: 'abc', createdAt: '2026-11-22T10:00:01Z', description: 'd', user: { id: 3 } }
const complete = { ...running, status: 'complete', data: checkpoint }

describe('parseCreated', () => {
  it('reads a job', () => {
    expect(parseCreated(running, CHECKPOINT_RESULT)).toEqual({
      kind: 'job',
      job: { id: 12, status: 'running', messages: [] },
    })
  })

  it('reads the older form: the finished checkpoint itself', () => {
    expect(parseCreated(checkpoint, CHECKPOINT_RESULT)).toEqual({ kind: 'done', result: checkpoint })
  })

  it.each([
    ['a status the spec does not list', { ...running, status: 'queued' }, 'queued'],
    ['no status', { id: 12, status: null }, undefined],
    ['a complete job whose checkpoint is unreadable', { ...complete, data: { id: 'a\nb' } }, undefined],
  ])('polls a job whose id is readable, whatever else: %s', (_, body, status) => {
    const created = parseCreated(body, CHECKPOINT_RESULT)
    expect(created).toEqual({ kind: 'job', job: expect.objectContaining({ id: 12 }) })
    // A status that could not be read is no status at all, never a placeholder that could be printed as one.
    expect(created.kind === 'job' && created.job.status).toBe(status)
  })

  it.each([null, [], 'text', 3, { status: 'running' }, { id: '12', status: 'running' }, { id: 2 ** 60 }, { id: -1 }])(
    'fails for good, never to be sent again, when no job id can be read from %j',
    body => {
      expect(() => parseCreated(body, CHECKPOINT_RESULT)).toThrow(UnknownCreateError)
    },
  )
})

describe('parseJob', () => {
  it('keeps messages as strings, bounded in length and number', () => {
    expect(parseJob({ ...running, status: 'error', messages: ['a', { b: 1 }] }, CHECKPOINT_RESULT).messages).toEqual([
      'a',
      '{"b":1}',
    ])
    const many = Array.from({ length: 500 }, () => 'x'.repeat(100_000))
    const { messages } = parseJob({ ...running, messages: many }, CHECKPOINT_RESULT)
    expect(messages).toHaveLength(MAX_MESSAGES)
    expect(messages.every(m => m.length === MAX_MESSAGE_CHARS && m.endsWith('…'))).toBe(true)
  })

  it('takes any status as given, bounded', () => {
    expect(parseJob({ ...running, status: 'queued' }, CHECKPOINT_RESULT).status).toBe('queued')
    expect(parseJob({ ...running, status: 's'.repeat(1000) }, CHECKPOINT_RESULT).status).toHaveLength(MAX_STATUS_CHARS)
  })

  it('reads the checkpoint of a complete job', () => {
    expect(parseJob(complete, CHECKPOINT_RESULT, 12)).toEqual({
      id: 12,
      status: 'complete',
      messages: [],
      result: checkpoint,
    })
  })

  it("refuses another job's record as the answer for this one", () => {
    expect(() => parseJob({ ...complete, id: 99 }, CHECKPOINT_RESULT, 12)).toThrow(
      "The API's answer for job 12 is another job's",
    )
  })

  it.each([
    ['an id with a line break', { id: 'a\n::error::x' }],
    ['an id with a space', { id: 'a b' }],
    ['an empty id', { id: '' }],
    ['a very long id', { id: 'a'.repeat(500) }],
    ['an unsafe numeric id', { id: 2 ** 60 }],
    ['no checkpoint at all', null],
  ])('takes a complete job whose checkpoint has %s as an unreadable answer', (_, data) => {
    expect(() => parseJob({ ...complete, data }, CHECKPOINT_RESULT, 12)).toThrow(UnreadableAnswerError)
  })

  it.each([null, { ...running, id: '12' }, { ...running, status: 7 }, { ...running, status: '' }])(
    'refuses %j',
    body => {
      expect(() => parseJob(body, CHECKPOINT_RESULT)).toThrow(UnreadableAnswerError)
    },
  )

  it('keeps only what it knows of a checkpoint, checked and bounded', () => {
    const job = parseJob(
      {
        ...complete,
        data: {
          id: 77,
          createdAt: 'yesterday',
          description: 'd'.repeat(20_000),
          user: { id: 'x', fullName: 'F'.repeat(1000), username: 'ada', extra: 'x'.repeat(10_000) },
          extra: 'x'.repeat(10_000),
        },
      },
      CHECKPOINT_RESULT,
    )
    expect(job.result?.id).toBe('77')
    expect(job.result?.createdAt).toBeUndefined()
    expect(job.result?.description).toHaveLength(10_000)
    expect(job.result?.user).toEqual({ fullName: expect.stringMatching(/^F{199}…$/), username: 'ada' })
    expect(JSON.stringify(job.result).length).toBeLessThan(10_500)
  })
})

const ASKED = { projectId: 1, name: 'rollback-42' }

describe('parseBranch', () => {
  it('reads a created branch, its dates, latest checkpoint and author checked', () => {
    const body = {
      id: 'b-9',
      projectId: 1,
      name: 'rollback-42',
      createdAt: '2026-11-24T05:00:00.000Z',
      closed: false,
      permanent: false,
      latestCheckpointId: 'cp-1',
      user: { id: 7, fullName: 'Ada Lovelace', username: 'ada' },
    }
    expect(parseBranch(body, ASKED)).toEqual({
      id: 'b-9',
      name: 'rollback-42',
      createdAt: '2026-11-24T05:00:00.000Z',
      latestCheckpointId: 'cp-1',
      user: { id: 7, fullName: 'Ada Lovelace', username: 'ada' },
    })
    expect(parseBranch({ ...body, createdAt: 'yesterday', latestCheckpointId: 'a b' }, ASKED)).toEqual({
      id: 'b-9',
      name: 'rollback-42',
      user: body.user,
    })
  })

  it.each([null, {}, { id: 'b' }, { id: 'a b', name: 'x' }, { name: 'x' }])('calls %j unreadable', body => {
    expect(() => parseBranch(body, { projectId: 1, name: 'x' })).toThrow(UnreadableAnswerError)
  })

  it.each([
    ['another name', { id: 'b-9', projectId: 1, name: 'rollback-43' }, /named "rollback-43", not "rollback-42"/],
    ['another project', { id: 'b-9', projectId: 2, name: 'rollback-42' }, /another project than 1/],
  ])('takes a created branch of %s as unreadable: not the one asked for', (_, body, message) => {
    expect(() => parseBranch(body, ASKED)).toThrow(message)
  })
})

describe('parseBranchPage', () => {
  it('reads the open branches and whether more follow', () => {
    const body = {
      result: [
        { id: 'b-1', projectId: 1, name: 'main', closed: false, user: { id: 7 } },
        { id: 'b-2', name: 'release/2.1 ✓' },
      ],
      pagination: { hasMore: true },
    }
    expect(parseBranchPage(body)).toEqual({
      branches: [
        { id: 'b-1', name: 'main', user: { id: 7 } },
        { id: 'b-2', name: 'release/2.1 ✓' },
      ],
      hasMore: true,
    })
  })

  it('leaves out a branch that says it is closed, or whose id or name cannot be read', () => {
    const result = [
      { id: 'ok', name: 'ok' },
      { id: 'c', name: 'closed', closed: true },
      { id: 'a b', name: 'space in id' },
      { id: 3, name: 'number id' },
      { id: 'x', name: '' },
      { id: 'y', name: 'n'.repeat(1_001) },
      { id: 'z' },
      'text',
    ]
    expect(parseBranchPage({ result }).branches).toEqual([{ id: 'ok', name: 'ok' }])
    expect(parseBranchPage({ result }).hasMore).toBe(false)
  })

  it.each([null, [], {}, { result: 'x' }])('calls %j unreadable', body => {
    expect(() => parseBranchPage(body)).toThrow(UnreadableAnswerError)
  })
})
