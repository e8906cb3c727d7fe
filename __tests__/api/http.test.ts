import { describe, expect, it } from '@jest/globals'
import { requestTimeout } from '../../src/api/http.js'

const after = (ms: number): Promise<void> => new Promise(resolve => setTimeout(resolve, ms))

describe('requestTimeout', () => {
  it('aborts with a TimeoutError once its time is up', async () => {
    const { signal } = requestTimeout(10)
    await after(60)
    expect(signal.aborted).toBe(true)
    expect((signal.reason as Error).name).toBe('TimeoutError')
  })

  it('ends with the request: cleared, it never fires', async () => {
    const timeout = requestTimeout(10)
    timeout.clear()
    await after(60)
    expect(timeout.signal.aborted).toBe(false)
  })
})
