import { describe, expect, it } from '@jest/globals'
import { requestSignal, untilAborted } from '../../src/api/http.js'

const after = (ms: number): Promise<void> => new Promise(resolve => setTimeout(resolve, ms))

describe('requestSignal', () => {
  it('aborts with a TimeoutError once its time is up, and says it timed out', async () => {
    const request = requestSignal(new AbortController().signal, 10)
    await after(60)
    expect(request.signal.aborted).toBe(true)
    expect((request.signal.reason as Error).name).toBe('TimeoutError')
    expect(request.timedOut()).toBe(true)
    request.end()
  })

  it("aborts with the step's reason when the step ends first, which is no time-out", () => {
    const step = new AbortController()
    const request = requestSignal(step.signal, 10_000)
    step.abort(new Error('SIGTERM'))
    expect(request.signal.reason).toEqual(new Error('SIGTERM'))
    expect(request.timedOut()).toBe(false)
    request.end()
    const late = requestSignal(step.signal, 10_000)
    expect(late.signal.aborted).toBe(true)
    late.end()
  })

  it('ends with the request: its timer never fires, and the step no longer reaches it', async () => {
    const step = new AbortController()
    const request = requestSignal(step.signal, 10)
    request.end()
    await after(60)
    step.abort(new Error('later'))
    expect(request.signal.aborted).toBe(false)
  })
})

describe('untilAborted', () => {
  it('ends at once on an ended signal, and what it no longer waits for fails without an unhandled rejection', async () => {
    // Node ends the process on an unhandled rejection: a request sent just as the step ended once did so.
    const unhandled: unknown[] = []
    const note = (reason: unknown): number => unhandled.push(reason)
    process.on('unhandledRejection', note)
    try {
      const ended = new AbortController()
      ended.abort(new Error('timed out'))
      let fail: (error: Error) => void = () => undefined
      const request = new Promise<never>((_, reject) => (fail = reject))
      await expect(untilAborted(request, ended.signal)).rejects.toThrow('timed out')
      fail(new Error('The operation was aborted'))
      await after(20)
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', note)
    }
  })
})
