/**
 * A bounded pool that keeps its items' order: each item prepared one at a time in order, its run started as soon as
 * fewer than `limit` are running and fewer than `limit` × AHEAD are started and not yet taken (so never all the items
 * are held at once), and each run's result taken one at a time in the items' order, whatever order the runs end in.
 * The first failure ends every run (their signal), waits for all of them, hands what they left to `left`, then is
 * thrown. No I/O of its own: the steps are the caller's.
 */

/** How a run ended. */
export type Ended<R> = { ok: true; value: R } | { ok: false; error: unknown }

export interface Steps<T, P, R> {
  /** One at a time, in order, before the item's run starts (e.g. its folders made: never two at once). */
  prepare: (item: T) => Promise<P>
  /** At most `limit` at once; `signal` ends them all on the first failure, or when the caller's signal does. */
  run: (prepared: P, signal: AbortSignal) => Promise<R>
  /** One at a time, in the items' order, each once its run has ended well. */
  take: (result: R, prepared: P) => Promise<void>
  /**
   * After a failure, once every run has ended: each item whose run started and was not taken, in order, with how the
   * run ended (what it did is said, what it left removed).
   */
  left: (ended: Ended<R>, prepared: P) => Promise<void>
}

/**
 * How far runs may go ahead of the oldest one not taken, in multiples of `limit`: one slow file holds its followers'
 * results until it is taken, and this keeps that backlog (and the log's pause) bounded, whatever the number of items.
 */
export const AHEAD = 4

export async function pooled<T, P, R>(
  items: Iterable<T>,
  limit: number,
  steps: Steps<T, P, R>,
  outer: AbortSignal,
): Promise<void> {
  const stop = new AbortController()
  const signal = AbortSignal.any([outer, stop.signal])
  let failure: { error: unknown } | undefined
  let running = 0
  let wake = (): void => undefined
  const fail = (error: unknown): void => {
    if (failure) return
    failure = { error }
    // The others end as stopped (their requests' records say so), not with this failure's name.
    stop.abort(new DOMException('Stopped: another run failed', 'AbortError'))
    wake()
  }
  /** Runs started and not taken, in the items' order. */
  const pending = new Set<{ prepared: P; ended: Promise<Ended<R>> }>()
  // The takes, chained in order: each waits for its own run and for the take before it.
  let taking = Promise.resolve()
  for (const item of items) {
    while ((running >= limit || pending.size >= limit * AHEAD) && !failure) {
      await new Promise<void>(resolve => (wake = resolve))
    }
    if (!failure && outer.aborted) fail(outer.reason)
    if (failure) break
    let prepared: P
    try {
      prepared = await steps.prepare(item)
    } catch (error) {
      fail(error)
      break
    }
    if (failure) break
    running++
    const ended = (async (): Promise<Ended<R>> => {
      try {
        return { ok: true, value: await steps.run(prepared, signal) }
      } catch (error) {
        fail(error)
        return { ok: false, error }
      } finally {
        running--
        wake()
      }
    })()
    const entry = { prepared, ended }
    pending.add(entry)
    taking = taking
      .then(async () => {
        const end = await ended
        // After a failure, `left` says what each run did.
        if (failure || !end.ok) return
        pending.delete(entry)
        wake()
        await steps.take(end.value, prepared)
      })
      .catch(fail)
  }
  // Every run started has ended once the chain has passed it.
  await taking
  if (!failure) return
  for (const { prepared, ended } of pending) await steps.left(await ended, prepared).catch(() => undefined)
  throw failure.error
}
