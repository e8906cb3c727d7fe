import { afterEach, describe, expect, it } from '@jest/globals'
import { connect } from 'node:net'
import { ConnectProxy } from '../../stand-ins/connect-proxy.js'
import { expectNoToken } from '../support/expect-no-token.js'
import { type RunResult, runAction } from '../../stand-ins/runner.js'
import { TEST_TOKEN, runAgainst } from '../../stand-ins/defaults.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { type Fault, StandInApi, type StandInOptions } from '../../stand-ins/checkpoint-api.js'
import { makePrivateCa } from '../../stand-ins/private-ca.js'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function startApi(options: StandInOptions = {}): Promise<StandInApi> {
  const api = new StandInApi({ token: TEST_TOKEN, ...options })
  await api.start()
  cleanups.push(() => api.stop())
  return api
}

function expectSuccess(result: RunResult): void {
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
  expect(result.outputs['checkpoint-id']).toMatch(/^[0-9a-f]{16}$/)
  expectNoToken(result, TEST_TOKEN)
}

const html = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>'

describe('transient faults while polling are retried', () => {
  it.each<[string, Fault]>([
    ['500', { status: 500 }],
    ['502 with an HTML page from a proxy', { status: 502, body: html, headers: { 'content-type': 'text/html' } }],
    ['503', { status: 503, body: '{"error":"Service unavailable"}' }],
    ['504', { status: 504, body: '' }],
    ['200 with an empty body', { status: 200, body: '' }],
    ['200 with malformed JSON', { status: 200, body: '{"id": 1000, "status": "comp' }],
    ['a body cut short', { truncate: true }],
    ['a connection reset', { reset: 'before' }],
  ])('%s', async (_, fault) => {
    const api = await startApi({ jobMs: 600 })
    api.faults.push({ method: 'GET', ...fault }, { method: 'GET', ...fault })
    const result = await runAgainst(api.url, {}, { env: { RUNNER_DEBUG: '1' } })
    expectSuccess(result)
    const polls = api.requests.filter(r => r.method === 'GET')
    expect(polls.length).toBeGreaterThanOrEqual(3)
    expect(api.requests.filter(r => r.method === 'POST')).toHaveLength(1)
  })

  it('a hung request is given up on and retried, well inside the step timeout', async () => {
    const api = await startApi({ jobMs: 300 })
    api.faults.push({ method: 'GET', hang: true })
    // The hung request never answers: success means it was abandoned and retried.
    const result = await runAgainst(api.url, { timeout: '30' })
    expectSuccess(result)
    expect(api.requests.filter(r => r.method === 'GET').length).toBeGreaterThanOrEqual(2)
  })
})

describe('creating', () => {
  it.each<[string, Fault]>([
    ['500', { status: 500 }],
    ['503', { status: 503, body: html }],
    ['a connection dropped before the request was read', { reset: 'before' }],
  ])('retries %s, creating one checkpoint', async (_, fault) => {
    const api = await startApi({ jobMs: 200 })
    api.faults.push({ method: 'POST', ...fault })
    const result = await runAgainst(api.url)
    expectSuccess(result)
    expect(api.requests.filter(r => r.method === 'POST')).toHaveLength(2)
    expect(api.jobStates()).toHaveLength(1)
  })

  it('retries a create whose answer was lost, warning that a duplicate may exist', async () => {
    const api = await startApi({ jobMs: 200 })
    api.faults.push({ method: 'POST', reset: 'after' })
    const result = await runAgainst(api.url)
    expectSuccess(result)
    expect(api.jobStates()).toHaveLength(2)
    expect(result.stdout).toMatch(/::warning::.*duplicate checkpoint may exist/)
  })

  it('waits for the API to come up when the connection is refused', async () => {
    // A port below the kernel's ephemeral range: no other test's listen(0) can take it while this one waits for it.
    const port = await refusingPort()
    const late = new StandInApi({ token: TEST_TOKEN, jobMs: 100 })
    cleanups.push(() => late.stop())
    setTimeout(() => void late.start(port), 1_000)
    const result = await runAgainst(`http://127.0.0.1:${port}`)
    expectSuccess(result)
    expect(result.stdout).toContain('connection refused')
  })
})

/** A port on 127.0.0.1 outside the ephemeral range (32768 and up on Linux) that refuses connections now. */
async function refusingPort(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 10_000)
    const socket = connect(port, '127.0.0.1')
    const refused = await new Promise<boolean>(done => {
      socket.once('connect', () => done(false)).once('error', () => done(true))
      socket.setTimeout(1_000, () => done(false))
    })
    socket.destroy()
    if (refused) return port
  }
  throw new Error('no free port below the ephemeral range')
}

describe('rate limit', () => {
  it('waits for the reset on a 429, says until when, and goes on', async () => {
    const api = await startApi({ jobMs: 300 })
    const reset = String(Math.ceil(Date.now() / 1000) + 2)
    const limited = { status: 429, body: '{"error":"Too many requests"}', headers: { 'x-ratelimit-reset': reset } }
    api.faults.push({ method: 'POST', ...limited }, { method: 'GET', ...limited })
    const result = await runAgainst(api.url)
    expectSuccess(result)
    expect(result.stdout).toMatch(/::warning::Rate limited \(429\); waiting until \d{4}-\d\d-\d\dT/)
    const create = api.requests.filter(r => r.method === 'POST')
    expect(create.map(r => r.status)).toEqual([429, 201])
    // Not before the reset the 429 named.
    expect(create[1]?.atMs).toBeGreaterThanOrEqual((create[0]?.atMs ?? 0) + 900)
  })

  it('lets parallel runs that share one token under a tight limit all succeed', async () => {
    const runs = 24
    const api = await startApi({ jobMs: 1_500, rateLimit: { limit: 30, windowMs: 5_000 } })
    const results = await Promise.all(Array.from({ length: runs }, () => runAgainst(api.url, { timeout: '120' })))
    for (const result of results) expectSuccess(result)
    const limited = api.requests.filter(r => r.status === 429).length
    // Figures for the closing note and the benchmark issue; the assertions above are the test.
    console.log(`${runs} parallel runs: ${api.requests.length} requests (minimum ${2 * runs}), ${limited} answered 429`)
  })
})

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
    expect(errorAnnotations(result.stdout)).toEqual([expect.stringMatching(/host not found \(check base-url\)/)])
  })

  it('gives up on a create with no answer after its own limit (15 s), and sends it once more', async () => {
    const api = await startApi({ jobMs: 200 })
    api.faults.push({ method: 'POST', hang: true })
    const result = await runAgainst(api.url, { timeout: '60' })
    expectSuccess(result)
    expect(result.stdout).toMatch(/::warning::POST .*: no answer within 15 s; retrying once, so a duplicate/)
    const posts = api.requests.filter(r => r.method === 'POST')
    expect(posts).toHaveLength(2)
    expect((posts[1]?.atMs ?? 0) - (posts[0]?.atMs ?? 0)).toBeGreaterThanOrEqual(15_000)
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

describe('pacing by the shared rate limit', () => {
  it('12 runs on a 30-a-minute token, 2 s jobs: every run succeeds, no request answered 429', async () => {
    const runs = 12
    const api = await startApi({ jobMs: 2_000, rateLimit: { limit: 30, windowMs: 60_000 } })
    const results = await Promise.all(
      Array.from({ length: runs }, () => runAgainst(api.url, { timeout: '120' }, { env: { RUNNER_DEBUG: '1' } })),
    )
    for (const result of results) expectSuccess(result)
    const limited = api.requests.filter(r => r.status === 429).length
    const slowest = Math.max(...results.map(r => r.elapsedMs))
    console.log(`${runs} runs, 30/min: ${api.requests.length} requests, ${limited} answered 429, slowest ${slowest} ms`)
    expect(limited).toBe(0)
    expect(api.requests.length).toBeLessThanOrEqual(30)
    // Each decision is one debug line saying what was read and why; the summary counts the requests.
    const decisions = results.flatMap(r =>
      r.stdout.split('\n').filter(line => line.startsWith('::debug::Next poll in')),
    )
    expect(decisions.length).toBeGreaterThanOrEqual(runs)
    expect(decisions.some(line => /left, reset in [\d.]+ s, ~[\d.]+ spending it: share [\d.]+/.test(line))).toBe(true)
    expect(results.every(r => /Requests<\/th><td>\d+</.test(r.summary))).toBe(true)
  })
})

describe('cancellation', () => {
  it.each<NodeJS.Signals>(['SIGINT', 'SIGTERM'])(
    'stops on %s, fails naming the job, while it still runs',
    async name => {
      const api = await startApi({ jobMs: 60_000 })
      const result = await runAgainst(api.url, {}, { signal: { name, afterMs: 1_500 } })
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
