import { describe, expect, it } from '@jest/globals'
import { ApiError, JobFailedError, MAX_FAILURE_TEXT, messageOf } from '../src/errors.js'

describe('errors', () => {
  it('reads anything thrown', () => {
    expect(messageOf('plain')).toBe('plain')
    expect(messageOf({ code: 1 })).toBe('{"code":1}')
    expect(messageOf(undefined)).toBe('undefined')
    expect(messageOf(new Error(''))).toBe('Error')
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(messageOf(cyclic)).toBe('[object Object]')
  })

  it('carry their facts: an API error its status and text, a failed job its id and messages, bounded', () => {
    expect(new ApiError(404, 'Project not found', 5)).toMatchObject({
      status: 404,
      apiMessage: 'Project not found',
      retryAtMs: 5,
    })
    const failed = new JobFailedError(9, ['x'.repeat(5_000)])
    expect(failed).toMatchObject({ jobId: 9, messages: ['x'.repeat(5_000)] })
    expect(failed.message.length).toBe('Job 9 failed: '.length + MAX_FAILURE_TEXT)
  })
})
