import { describe, expect, it } from '@jest/globals'
import { CancelledError, StepTimeoutError } from '../src/errors.js'
import { stepSignal } from '../src/step-signal.js'
import { delay } from '../src/traffic/traffic.js'

describe('stepSignal, with the waits of the traffic record', () => {
  it('aborts with a StepTimeoutError when the budget runs out', async () => {
    const step = stepSignal(50)
    await expect(delay(10_000, step.signal)).rejects.toBeInstanceOf(StepTimeoutError)
    step.dispose()
  })

  it.each([2 ** 31, 2 ** 40, Infinity])(
    'waits out a delay of %d ms that a timer cannot hold, until the step ends',
    async ms => {
      // node fires a timer above 2^31-1 ms at once: unclamped, this wait would end before the step does.
      const step = stepSignal(150)
      await expect(delay(ms, step.signal)).rejects.toBeInstanceOf(StepTimeoutError)
      step.dispose()
    },
  )

  it('aborts with a CancelledError on SIGTERM', async () => {
    const step = stepSignal(10_000)
    const waiting = delay(10_000, step.signal)
    process.emit('SIGTERM', 'SIGTERM')
    await expect(waiting).rejects.toEqual(new CancelledError('SIGTERM'))
    step.dispose()
  })
})
