import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { AHEAD, type Ended, type Steps, pooled } from '../../src/pulling/pool.js'

// The bounded pool pull-files downloads through: at most `limit` runs at once, the next started as one ends, each
// prepared and taken one at a time in the items' order; the first failure ends them all and is thrown once they have.

const live = (): AbortSignal => new AbortController().signal
const turn = (): Promise<void> => new Promise(resolve => setImmediate(resolve))

/** A run that ends when the test says so (or its signal does), and the record of what the pool did, in order. */
function script(): {
  log: string[]
  running: () => number
  most: () => number
  end: (item: number, error?: Error) => void
  signals: Map<number, AbortSignal>
  steps: Steps<number, number, string>
} {
  const log: string[] = []
  const ends = new Map<number, (error?: Error) => void>()
  const signals = new Map<number, AbortSignal>()
  let running = 0
  let most = 0
  let preparing = 0
  return {
    log,
    running: () => running,
    most: () => most,
    signals,
    end: (item, error) => ends.get(item)?.(error),
    steps: {
      prepare: async item => {
        if (++preparing > 1) throw new Error('two prepared at once')
        await turn()
        preparing--
        log.push(`prepare ${item}`)
        return item
      },
      run: (item, signal) => {
        signals.set(item, signal)
        most = Math.max(most, ++running)
        log.push(`run ${item}`)
        return new Promise<string>((resolve, reject) => {
          let over = false
          const end = (error?: Error): void => {
            if (over) return
            over = true
            running--
            if (error) reject(error)
            else resolve(`r${item}`)
          }
          ends.set(item, end)
          signal.addEventListener('abort', () => end(signal.reason as Error), { once: true })
        })
      },
      take: async result => {
        await turn()
        log.push(`take ${result}`)
      },
      left: async (ended: Ended<string>, item) => {
        await turn()
        log.push(`left ${item} ${ended.ok ? ended.value : (ended.error as Error).message}`)
      },
    },
  }
}

/** Lets the pool go on until nothing else can happen. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await turn()
}

describe('pooled', () => {
  it('runs at most `limit` at once, starting the next as soon as any one ends, and takes in the items’ order', async () => {
    const s = script()
    const done = pooled([0, 1, 2, 3], 2, s.steps, live())
    await settle()
    expect(s.log).toEqual(['prepare 0', 'run 0', 'prepare 1', 'run 1'])
    // The second ends first: the third starts at once, though the first still runs; nothing is taken before the first.
    s.end(1)
    await settle()
    expect(s.log.slice(4)).toEqual(['prepare 2', 'run 2'])
    s.end(2)
    await settle()
    s.end(0)
    await settle()
    s.end(3)
    await done
    expect(s.log.slice(6)).toEqual(['prepare 3', 'run 3', 'take r0', 'take r1', 'take r2', 'take r3'])
    expect(s.most()).toBe(2)
  })

  it('starts no run more than `limit` × AHEAD past the oldest not taken: a slow first file holds a bounded backlog', async () => {
    const s = script()
    const items = Array.from({ length: 40 }, (_, i) => i)
    const done = pooled(items, 2, s.steps, live())
    // Every run but the first ends as soon as it starts: the first holds every result behind it.
    for (let i = 1; i < items.length; i++) {
      await settle()
      s.end(i)
    }
    await settle()
    const started = s.log.filter(line => line.startsWith('run ')).length
    expect(started).toBe(2 * AHEAD)
    expect(s.log.filter(line => line.startsWith('take '))).toEqual([])
    s.end(0)
    for (let i = 0; i < items.length; i++) {
      await settle()
      s.end(i)
    }
    await done
    expect(s.log.filter(line => line.startsWith('take '))).toEqual(items.map(i => `take r${i}`))
  })

  it('takes every result in order and never holds more than `limit`, whatever order the runs end in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        async (limit, picks) => {
          const s = script()
          const items = picks.map((_, i) => i)
          const done = pooled(items, limit, s.steps, live())
          for (const pick of picks) {
            await settle()
            const started = s.log.filter(l => l.startsWith('run')).map(l => Number(l.split(' ')[1]))
            const open = started.filter(i => !s.log.includes(`ended ${i}`))
            const item = open[pick % open.length] as number
            s.log.push(`ended ${item}`)
            s.end(item)
          }
          await done
          expect(s.log.filter(l => l.startsWith('take'))).toEqual(items.map(i => `take r${i}`))
          expect(s.most()).toBeLessThanOrEqual(limit)
          expect(s.most()).toBe(Math.min(limit, items.length))
        },
      ),
    )
  })

  it('on a failure: ends every run, prepares nothing more, says each started and not taken in order, then throws it', async () => {
    const s = script()
    const done = pooled([0, 1, 2, 3, 4], 3, s.steps, live()).catch((error: unknown) => error)
    await settle()
    s.end(0)
    await settle()
    // 0 taken; 1, 2 and 3 running: 2 fails, which ends 1 and 3.
    s.end(2, new Error('broken'))
    const error = await done
    expect(error).toEqual(new Error('broken'))
    expect(s.running()).toBe(0)
    expect(s.signals.get(1)?.aborted).toBe(true)
    expect(s.log).not.toContain('prepare 4')
    expect(s.log.filter(l => /^(take|left)/.test(l))).toEqual([
      'take r0',
      'left 1 Stopped: another run failed',
      'left 2 broken',
      'left 3 Stopped: another run failed',
    ])
  })

  it('says a run that ended well before the failure, but after the failing one in order, as left (done)', async () => {
    const s = script()
    const done = pooled([0, 1], 2, s.steps, live()).catch((error: unknown) => error)
    await settle()
    s.end(1)
    await settle()
    s.end(0, new Error('broken'))
    expect(await done).toEqual(new Error('broken'))
    expect(s.log.filter(l => /^(take|left)/.test(l))).toEqual(['left 0 broken', 'left 1 r1'])
  })

  it('ends with the caller’s signal, its reason thrown once every run has ended', async () => {
    const s = script()
    const controller = new AbortController()
    const done = pooled([0, 1, 2], 2, s.steps, controller.signal).catch((error: unknown) => error)
    await settle()
    controller.abort(new Error('timed out'))
    expect(await done).toEqual(new Error('timed out'))
    expect(s.running()).toBe(0)
    expect(s.log).not.toContain('prepare 2')
    // Already ended: nothing is prepared, nothing run.
    const after = script()
    expect(await pooled([0], 1, after.steps, controller.signal).catch((error: unknown) => error)).toEqual(
      new Error('timed out'),
    )
    expect(after.log).toEqual([])
  })

  it('a failed prepare or take ends the runs as a failed run does', async () => {
    const s = script()
    const prepare = s.steps.prepare
    const steps = {
      ...s.steps,
      prepare: (i: number) => (i === 2 ? Promise.reject(new Error('no folder')) : prepare(i)),
    }
    const done = pooled([0, 1, 2], 3, steps, live()).catch((error: unknown) => error)
    expect(await done).toEqual(new Error('no folder'))
    expect(s.log.filter(l => /^left/.test(l))).toEqual([
      'left 0 Stopped: another run failed',
      'left 1 Stopped: another run failed',
    ])

    const t = script()
    const taking = { ...t.steps, take: () => Promise.reject(new Error('merge failed')) }
    const failed = pooled([0, 1], 2, taking, live()).catch((error: unknown) => error)
    await settle()
    t.end(0)
    expect(await failed).toEqual(new Error('merge failed'))
    // The run whose take failed is the take's to clean up; the other is left.
    expect(t.log.filter(l => /^left/.test(l))).toEqual(['left 1 Stopped: another run failed'])
  })
})
