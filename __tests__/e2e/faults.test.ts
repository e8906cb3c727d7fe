import { describe, expect, it } from '@jest/globals'
import { connect } from 'node:net'
import { TEST_TOKEN, runAgainst } from '../../stand-ins/defaults.js'
import { type Fault, StandInApi } from '../../stand-ins/checkpoint-api.js'
import { cleanups, expectSuccess, startApi } from '../support/e2e.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'

const html = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>'

// One fault of each kind, spawned as a runner runs the step: an error status, an unreadable answer, a body cut short,
// a connection reset. Which statuses and bodies are which kind is held by the policy's and the client's own tests.
describe('transient faults while polling are retried', () => {
  it.each<[string, Fault]>([
    ['502 with an HTML page from a proxy', { status: 502, body: html, headers: { 'content-type': 'text/html' } }],
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

describe('a poll answered 404', () => {
  it('fails saying the job was lost, not that project-id or branch-id are wrong', async () => {
    const api = await startApi({ jobMs: 5_000 })
    api.faults.push({ method: 'GET', status: 404, body: '{"error":"Job not found"}' })
    const result = await runAgainst(api.url)
    expect(result.code).toBe(1)
    const [annotation] = errorAnnotations(result.stdout)
    expect(annotation).toMatch(/^Polling job 1000 failed: 404 Job not found — the service no longer knows the job/)
    expect(annotation).not.toMatch(/project-id|branch-id/)
    expect(api.requests.filter(r => r.method === 'GET')).toHaveLength(1)
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
    // Up once the step has been refused, however long the process took to start: never before its first request.
    let starting = false
    const onOutput = (stdout: string): void => {
      if (starting || !stdout.includes('connection refused')) return
      starting = true
      void late.start(port)
    }
    const result = await runAgainst(`http://127.0.0.1:${port}`, {}, { onOutput })
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
