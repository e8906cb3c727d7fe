import { describe, expect, it } from '@jest/globals'
import { runArchiveProject } from '../../stand-ins/defaults.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { startApi } from '../support/e2e.js'

// Answers of the service that its own clients show, and the stand-in gives: an archive's create answered 200, and
// the rate-limit classes route.
describe('the service as its clients see it', () => {
  it('archive-project takes an export answered 200 (a complete 2xx is final) and follows its job', async () => {
    const api = await startApi({ jobMs: 300, archiveStatus: 200 })
    const result = await runArchiveProject(api.url)
    expect(errorAnnotations(result.stdout)).toEqual([])
    expect(result.code).toBe(0)
    const creates = api.requests.filter(r => r.method === 'POST')
    expect(creates.map(r => r.status)).toEqual([200])
    expect(Number(result.outputs.size)).toBeGreaterThan(0)
  })

  it('GET /api/ratelimits answers each class in requests a minute, as playcanvas-sync 2 reads them', async () => {
    const api = await startApi({
      rateLimit: { limit: 30, windowMs: 30_000 },
      createRateLimit: { limit: 40, windowMs: 60_000 },
    })
    const answer = await fetch(`${api.url}/api/ratelimits`, { headers: { authorization: 'Bearer test-token' } })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      limits: { normal: 60, strict: 10, assets: 120, post: 40, download: expect.any(Number) },
    })
    const refused = await fetch(`${api.url}/api/ratelimits`)
    expect(refused.status).toBe(401)
  })
})
