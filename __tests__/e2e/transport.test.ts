import { describe, expect, it } from '@jest/globals'
import { ConnectProxy } from '../../stand-ins/connect-proxy.js'
import { expectNoToken } from '../support/expect-no-token.js'
import { runAction } from '../../stand-ins/runner.js'
import { TEST_TOKEN, runAgainst } from '../../stand-ins/defaults.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { makePrivateCa } from '../../stand-ins/private-ca.js'
import { cleanups, expectSuccess, startApi } from '../support/e2e.js'

describe('the promises of the README', () => {
  it('names the last problem when the timeout comes', async () => {
    const api = await startApi({ jobMs: 60_000 })
    api.faults.push({ method: 'GET', status: 503, body: '{"error":"Service unavailable"}', times: Infinity })
    const result = await runAgainst(api.url, { timeout: '3' })
    expect(result.code).toBe(1)
    expect(errorAnnotations(result.stdout)).toEqual([
      expect.stringMatching(/^Timed out after 3 s .* job 1000 .*Last problem, retried: 503 Service unavailable/),
    ])
  })

  it('fails at once on a host that does not resolve', async () => {
    const result = await runAgainst('https://checkpoint.invalid', { timeout: '60' })
    expect(result.code).toBe(1)
    expect(result.elapsedMs).toBeLessThan(5_000)
    expect(errorAnnotations(result.stdout)).toEqual([expect.stringMatching(/host not found — check base-url/)])
  })

  it('never sends loopback requests through the proxy, and honours NO_PROXY', async () => {
    const proxy = new ConnectProxy()
    const proxyUrl = await proxy.start()
    cleanups.push(() => proxy.stop())
    const api = await startApi({ jobMs: 200 })
    const env = { HTTPS_PROXY: proxyUrl, HTTP_PROXY: proxyUrl }
    expectSuccess(await runAgainst(api.url, {}, { env }))
    // api.test resolves nowhere: with NO_PROXY naming it, the step tries it directly, and fails.
    const direct = await runAgainst(`https://api.test:${api.port}`, {}, { env: { ...env, NO_PROXY: 'api.test' } })
    expect(direct.code).toBe(1)
    expect(errorAnnotations(direct.stdout)[0]).toMatch(/host not found/)
    expect(proxy.tunnels).toEqual([])
  })
})

describe('cancellation', () => {
  it.each<NodeJS.Signals>(['SIGINT', 'SIGTERM'])(
    'stops on %s, fails naming the job, while it still runs',
    async name => {
      const api = await startApi({ jobMs: 60_000 })
      const result = await runAgainst(
        api.url,
        {},
        { signal: { name, afterMs: 500, afterOutput: /Job \d+ started; waiting for it/ } },
      )
      expect(result.code).toBe(1)
      expect(api.jobStates()).toEqual([{ id: 1000, running: true }])
      const [annotation] = errorAnnotations(result.stdout)
      expect(annotation).toContain(`Cancelled by ${name} while waiting for job 1000`)
      expect(result.outputs['job-id']).toBe('1000')
      expectNoToken(result, TEST_TOKEN)
    },
  )
})

describe('transport safety', () => {
  it('never follows a redirect, so the token cannot reach another host', async () => {
    const elsewhere = await startApi()
    const api = await startApi()
    api.faults.push({ method: 'POST', status: 307, headers: { location: `${elsewhere.url}/api/checkpoints` } })
    const result = await runAgainst(api.url)
    expect(result.code).toBe(1)
    expect(elsewhere.requests).toHaveLength(0)
    expect(errorAnnotations(result.stdout)[0]).toContain(`307 Redirect to ${elsewhere.url}/api/checkpoints`)
    expectNoToken(result, TEST_TOKEN)
  })

  it('trusts a private CA given through NODE_EXTRA_CA_CERTS, and only then', async () => {
    const ca = makePrivateCa(['localhost', '127.0.0.1'])
    cleanups.push(() => ca.dispose())
    const api = await startApi({ jobMs: 200, tls: { key: ca.key, cert: ca.cert } })
    const url = `https://localhost:${api.port}`

    const untrusted = await runAgainst(url)
    expect(untrusted.code).toBe(1)
    expectNoToken(untrusted, TEST_TOKEN)
    expect(errorAnnotations(untrusted.stdout)[0]).toMatch(/TLS certificate not trusted.*NODE_EXTRA_CA_CERTS/)

    const trusted = await runAgainst(url, {}, { env: { NODE_EXTRA_CA_CERTS: ca.caFile } })
    expectSuccess(trusted)
  })

  it('goes through the proxy HTTPS_PROXY names', async () => {
    const ca = makePrivateCa(['api.test'])
    cleanups.push(() => ca.dispose())
    const api = await startApi({ jobMs: 200, tls: { key: ca.key, cert: ca.cert } })
    const proxy = new ConnectProxy()
    const proxyUrl = await proxy.start()
    cleanups.push(() => proxy.stop())
    // api.test resolves nowhere: the step can only succeed through the proxy's tunnel.
    const result = await runAction({
      inputs: {
        'access-token': TEST_TOKEN,
        'project-id': '1234',
        'branch-id': 'main-branch-id',
        'base-url': `https://api.test:${api.port}`,
      },
      env: { HTTPS_PROXY: proxyUrl, NODE_EXTRA_CA_CERTS: ca.caFile },
    })
    expectSuccess(result)
    expect(proxy.tunnels.length).toBeGreaterThanOrEqual(2)
    expect(new Set(proxy.tunnels)).toEqual(new Set([`api.test:${api.port}`]))
  })
})
