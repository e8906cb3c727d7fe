import { afterEach, describe, expect, it } from '@jest/globals'
import { StandInApi } from '../../stand-ins/checkpoint-api.js'

// The pull bench's round trip (`--latency`): every route of the stand-in waits before it answers, list and file alike.
describe('the stand-in with latencyMs', () => {
  let api: StandInApi | undefined
  afterEach(async () => {
    await api?.stop()
    api = undefined
  })

  /** Milliseconds from sending a GET of `path` to its answer's last byte, and the answer's status. */
  async function timed(url: string, path: string): Promise<{ ms: number; status: number }> {
    const started = performance.now()
    const response = await fetch(`${url}${path}`, { headers: { authorization: 'Bearer test-token' } })
    await response.arrayBuffer()
    return { ms: performance.now() - started, status: response.status }
  }

  it('answers no request, on any route, sooner than latencyMs', async () => {
    api = new StandInApi({ latencyMs: 100 })
    const { id } = api.assets.add('main-branch-id', { name: 'a.js', text: 'a\n' })
    const url = await api.start()
    for (const path of [
      '/api/ratelimits',
      '/api/projects/1234/assets?branchId=main-branch-id',
      `/api/assets/${id}/file/a.js?branchId=main-branch-id`,
      '/api/no-such-route',
    ]) {
      const { ms, status } = await timed(url, path)
      expect({ path, late: ms >= 100 }).toEqual({ path, late: true })
      expect(status).toBe(path === '/api/no-such-route' ? 404 : 200)
    }
  })

  it('waits for nothing by default', async () => {
    api = new StandInApi()
    const url = await api.start()
    await timed(url, '/api/ratelimits')
    // The first request opens the connection; the second is the round trip alone.
    expect((await timed(url, '/api/ratelimits')).ms).toBeLessThan(100)
  })
})
