import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { ApiClient, type FileSink } from '../../src/api/client.js'
import { CHECKPOINT_RESULT } from '../../src/api/model.js'
import { checkpointJob } from '../../src/jobs/kinds.js'
import { ApiError, CancelledError, FileMismatchError, TransportError, UnreadableAnswerError } from '../../src/errors.js'
import { Traffic } from '../../src/traffic/traffic.js'
import { BODY as body, live, useStandInApi } from '../support/api-client.js'

// The client in-process against the same stand-in API the end-to-end suite uses.
const standIn = useStandInApi()
beforeEach(() => {
  standIn.api.faults.length = 0
})

describe('ApiClient', () => {
  it('creates a job and reads it, recording each request with its route, outcome and rate-limit reading', async () => {
    const before = standIn.traffic.sent.length
    const created = await standIn.client.startJob(checkpointJob(body), live())
    expect(created).toMatchObject({ kind: 'job', job: { status: 'running' } })
    const id = created.kind === 'job' ? created.job.id : -1
    const polled = await standIn.client.getJob(id, CHECKPOINT_RESULT, live())
    expect(polled.id).toBe(id)
    expect(standIn.traffic.sent.slice(before)).toEqual([
      expect.objectContaining({ route: 'create', what: 'POST /api/checkpoints', outcome: 201 }),
      expect.objectContaining({ route: 'poll', what: `GET /api/jobs/${id}`, outcome: 200 }),
    ])
    expect(standIn.traffic.sent.slice(before).map(s => s.reading?.limit)).toEqual([240, 240])
  })

  it('records a failed request with its status, its problem, and the reading its answer carried', async () => {
    standIn.api.faults.push({ status: 503, body: '{"error":"Busy"}' })
    const before = standIn.traffic.sent.length
    await expect(standIn.client.getJob(1000, CHECKPOINT_RESULT, live())).rejects.toBeInstanceOf(ApiError)
    expect(standIn.traffic.sent.slice(before)).toEqual([
      expect.objectContaining({ route: 'poll', outcome: 503, problem: '503 Busy', reading: expect.anything() }),
    ])
    expect(standIn.traffic.lastProblem()).toBe('503 Busy')
  })

  it('turns an error body into an ApiError with the status and the API text', async () => {
    const error = await standIn.client
      .startJob(checkpointJob({ ...body, projectId: 99 }), live())
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, apiMessage: 'Project not found', message: '404 Project not found' })
  })

  it('reads the API text from `message` where an error body has no `error`, as the Editor’s client does', async () => {
    standIn.api.faults.push({ status: 504, body: '{"message":"Request timed out"}' })
    const error = await standIn.client.getJob(1000, CHECKPOINT_RESULT, live()).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 504, apiMessage: 'Request timed out' })
    standIn.api.faults.push({ status: 400, body: '{"error":"Bad","message":"ignored"}' })
    const both = await standIn.client.getJob(1000, CHECKPOINT_RESULT, live()).catch((e: unknown) => e)
    expect(both).toMatchObject({ status: 400, apiMessage: 'Bad' })
  })

  it('keeps the reset time of a 429 when it is plausible, and drops it when not', async () => {
    const inTwenty = Math.ceil(Date.now() / 1000) + 20
    for (const reset of [inTwenty, 9_999_999_999]) {
      standIn.api.faults.push({
        status: 429,
        body: '{"error":"Too many"}',
        headers: { 'x-ratelimit-reset': String(reset) },
      })
    }
    const near = (await standIn.client.getJob(1000, CHECKPOINT_RESULT, live()).catch((e: unknown) => e)) as ApiError
    expect(near.retryAtMs).toBe(inTwenty * 1000)
    const far = (await standIn.client.getJob(1000, CHECKPOINT_RESULT, live()).catch((e: unknown) => e)) as ApiError
    expect(far).toBeInstanceOf(ApiError)
    expect(far.retryAtMs).toBeUndefined()
  })

  it('refuses to follow a redirect', async () => {
    standIn.api.faults.push({ status: 302, headers: { location: 'https://elsewhere.example/x' } })
    await expect(standIn.client.getJob(1000, CHECKPOINT_RESULT, live())).rejects.toThrow(
      '302 Redirect to https://elsewhere.example/x',
    )
  })

  it.each([
    ['<html>proxy</html>', 502, 'an HTML page instead of JSON'],
    ['', 200, 'an empty body'],
    ['{"id":', 200, 'a body that is not valid JSON'],
  ])('names an unusable body (%j, %d) without echoing it', async (text, status, description) => {
    standIn.api.faults.push({ status, body: text })
    const error = await standIn.client.getJob(1000, CHECKPOINT_RESULT, live()).catch((e: unknown) => e)
    expect((error as Error).message).toContain(description)
  })

  it("calls a 2xx answer that is not the job's record unreadable: its own kind, not a transport failure", async () => {
    standIn.api.faults.push({ status: 200, body: '{"id":' })
    await expect(standIn.client.getJob(1000, CHECKPOINT_RESULT, live())).rejects.toBeInstanceOf(UnreadableAnswerError)
    standIn.api.faults.push({ edit: json => ({ ...json, id: 4242 }) })
    await expect(standIn.client.getJob(1000, CHECKPOINT_RESULT, live())).rejects.toBeInstanceOf(UnreadableAnswerError)
  })

  it('fails at once on a body cut short', async () => {
    standIn.api.faults.push({ truncate: true })
    await expect(standIn.client.getJob(1000, CHECKPOINT_RESULT, live())).rejects.toBeInstanceOf(TransportError)
  })

  it('ends a hung request with the step, rejecting with the step signal reason', async () => {
    standIn.api.faults.push({ hang: true })
    const controller = new AbortController()
    setTimeout(() => controller.abort(new CancelledError('SIGINT')), 100)
    await expect(standIn.client.getJob(1000, CHECKPOINT_RESULT, controller.signal)).rejects.toBeInstanceOf(
      CancelledError,
    )
  })

  it('reads over one connection kept alive, even past a read the step ended; writes each on a fresh one', async () => {
    const client = new ApiClient(standIn.api.url, 'tok', new Traffic())
    const before = standIn.api.requests.length
    const created = await client.startJob(checkpointJob(body), live())
    const id = created.kind === 'job' ? created.job.id : -1
    await client.getJob(id, CHECKPOINT_RESULT, live())
    await client.getJob(id, CHECKPOINT_RESULT, live())
    standIn.api.faults.push({ hang: true })
    const ended = new AbortController()
    setTimeout(() => ended.abort(new CancelledError('SIGINT')), 100)
    await expect(client.getJob(id, CHECKPOINT_RESULT, ended.signal)).rejects.toBeInstanceOf(CancelledError)
    await client.getJob(id, CHECKPOINT_RESULT, live())
    await client.startJob(checkpointJob(body), live())
    const [create, read1, read2, hung, read3, create2] = standIn.api.requests.slice(before).map(r => r.clientPort)
    expect([read1, read2, hung].every(port => port === read1)).toBe(true)
    // The ended read's connection is not given to the next: it is closed with the read.
    expect(new Set([create, read1, read3, create2]).size).toBe(4)
  })

  it('says a refused connection never reached the server', async () => {
    const error = (await new ApiClient('http://127.0.0.1:9', 'tok', new Traffic())
      .startJob(checkpointJob(body), live())
      .catch((e: unknown) => e)) as TransportError
    expect(error.maybeProcessed).toBe(false)
    expect(error.code).toBe('ECONNREFUSED')
    expect(error.message).toContain('connection refused')
  })

  it('gives up on a request with no answer after its own time limit, saying the server may have acted', async () => {
    standIn.api.faults.push({ method: 'POST', hang: true })
    const client = new ApiClient(standIn.api.url, 'tok', new Traffic(), {
      branches: 300,
      create: 300,
      poll: 300,
      'create-branch': 300,
      scenes: 300,
      build: 300,
      archive: 300,
      assets: 300,
      'asset-create': 300,
      'asset-update': 300,
      'asset-delete': 300,
      'asset-file': 300,
    })
    const error = (await client.startJob(checkpointJob(body), live()).catch((e: unknown) => e)) as TransportError
    expect(error).toBeInstanceOf(TransportError)
    expect(error.message).toMatch(/POST .*\/api\/checkpoints: no answer within 0.3 s/)
    expect(error.maybeProcessed).toBe(true)
  })

  describe('assetFile (pull-files)', () => {
    const MAIN = 'main-branch-id'
    /** A sink that keeps the bytes, as pulling/receive-file.ts writes them. */
    const collect: FileSink<Buffer> = async body => {
      const chunks: Buffer[] = []
      for await (const chunk of body) chunks.push(chunk)
      return Buffer.concat(chunks)
    }

    it('streams the bytes as stored into the sink, by the file’s own name URL-encoded, recorded as asset-file', async () => {
      const bytes = Buffer.from([0, 1, 2, 255, 10, 13])
      const stored = standIn.api.assets.add(MAIN, { name: 'x.js', text: 'x', filename: 'a b%#?.js' })
      if (stored.file) stored.file.bytes = bytes
      const asset = { id: stored.id, name: 'x.js', type: 'script', parent: null, filename: 'a b%#?.js', size: 6 }
      await expect(standIn.client.assetFile(asset, MAIN, 6, collect, live())).resolves.toEqual(bytes)
      const sent = standIn.traffic.sent[standIn.traffic.sent.length - 1]
      expect(sent).toMatchObject({
        route: 'asset-file',
        what: `GET /api/assets/${stored.id}/file/a%20b%25%23%3F.js?branchId=${MAIN}`,
        outcome: 200,
      })
    })

    it('stops an answer that runs past the size it is allowed: a FileMismatchError through the sink', async () => {
      const stored = standIn.api.assets.add(MAIN, { name: 'y.js', text: 'y' })
      standIn.api.faults.push({ path: /\/file\//, raw: Buffer.alloc(1024 * 1024, 1) })
      const asset = { id: stored.id, name: 'y.js', type: 'script', parent: null, size: 1 }
      let seen = 0
      const counting: FileSink<number> = async body => {
        for await (const chunk of body) seen += chunk.length
        return seen
      }
      const error = await standIn.client.assetFile(asset, MAIN, 1, counting, live()).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(FileMismatchError)
      expect((error as Error).message).toMatch(/ran past the 1 bytes its list says, and was stopped$/)
      // Stopped at the first chunk over: the sink never saw a byte past the limit.
      expect(seen).toBeLessThanOrEqual(1)
    })

    it('answers 404 for a file the asset does not have, without calling the sink', async () => {
      const stored = standIn.api.assets.add(MAIN, { name: 'z.js', text: 'z' })
      const asset = { id: stored.id, name: 'z.js', type: 'script', parent: null, filename: 'other.js' }
      const sink = jest.fn(collect)
      await expect(standIn.client.assetFile(asset, MAIN, 10, sink, live())).rejects.toMatchObject({ status: 404 })
      expect(sink).not.toHaveBeenCalled()
    })

    it('a body cut short reaches the sink as a failure, and is a TransportError (retried as the network’s)', async () => {
      const stored = standIn.api.assets.add(MAIN, { name: 'c.js', text: 'x'.repeat(64 * 1024) })
      standIn.api.faults.push({ path: /\/file\//, truncate: true })
      const asset = { id: stored.id, name: 'c.js', type: 'script', parent: null, size: 64 * 1024 }
      let sinkSaw: unknown
      const failing: FileSink<Buffer> = (body, signal) =>
        collect(body, signal).catch((error: unknown) => {
          sinkSaw = error
          throw error
        })
      const error = await standIn.client.assetFile(asset, MAIN, 64 * 1024, failing, live()).catch((e: unknown) => e)
      expect(sinkSaw).toBeInstanceOf(Error)
      expect(error).toBeInstanceOf(TransportError)
      expect(error).toMatchObject({ maybeProcessed: true })
      expect(standIn.traffic.sent[standIn.traffic.sent.length - 1]).toMatchObject({ route: 'asset-file' })
    })

    it('the sink’s own failure (the disk’s) comes as it is: no TransportError, so never retried', async () => {
      const stored = standIn.api.assets.add(MAIN, { name: 'd.js', text: 'd'.repeat(1000) })
      const asset = { id: stored.id, name: 'd.js', type: 'script', parent: null, size: 1000 }
      const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })
      const failing: FileSink<never> = () => Promise.reject(full)
      await expect(standIn.client.assetFile(asset, MAIN, 1000, failing, live())).rejects.toBe(full)
      // The connection is not left open: the next request is answered.
      await expect(standIn.client.assetFile(asset, MAIN, 1000, collect, live())).resolves.toHaveLength(1000)
    })

    it('a sink still reading when the step ends: the step’s reason, the sink told through its signal', async () => {
      const stored = standIn.api.assets.add(MAIN, { name: 'e.js', text: 'e' })
      const asset = { id: stored.id, name: 'e.js', type: 'script', parent: null, size: 1 }
      const controller = new AbortController()
      let sinkSignal: AbortSignal | undefined
      const slow: FileSink<void> = (_body, signal) => {
        sinkSignal = signal
        controller.abort(new CancelledError('SIGINT'))
        return new Promise<void>(() => undefined)
      }
      await expect(standIn.client.assetFile(asset, MAIN, 1, slow, controller.signal)).rejects.toBeInstanceOf(
        CancelledError,
      )
      expect(sinkSignal?.aborted).toBe(true)
    })
  })
})
