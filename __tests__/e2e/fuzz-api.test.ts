import { afterEach, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { MAX_REQUESTS_PER_MINUTE } from '../../src/traffic/traffic.js'
import { expectNoToken } from '../support/expect-no-token.js'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { TEST_TOKEN, runAgainst, runCreateBranch, runDownloadApp } from '../../stand-ins/defaults.js'
import type { FileFault } from '../../stand-ins/file-host.js'
import { foreignCommands } from '../../stand-ins/workflow-commands.js'
import { type Fault, type RecordedRequest, StandInApi } from '../../stand-ins/checkpoint-api.js'

/**
 * The stand-in answers seeded random mixes of statuses, rate-limit headers and bodies (valid, cut off, wrong types,
 * unknown statuses, huge, hostile); whatever it answers, the step's guarantees hold. CI runs a few; run many with
 *   FUZZ_RUNS=200 npm test -- --coverage=false __tests__/e2e/fuzz-api.test.ts   (FUZZ_SEED picks another sequence)
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6)
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const TIMEOUT_S = 3
/**
 * The step's wall time, spawn to exit, may pass its timeout by the process's own start and exit: under a loaded
 * 2-core test run that took up to 3.3 s. Any request or wait the timeout did not cut would take longer (a request's
 * own limit is 10–15 s; the scripted resets are hours away).
 */
const WALL_LIMIT_MS = (TIMEOUT_S + 4) * 1000

const hostile = 'x\n::error title=FORGED::forged\r::add-mask::FORGED\n  ::warning::FORGED\n##[error]FORGED'
const body = fc.constantFrom(
  '',
  '<!DOCTYPE html><h1>502 Bad Gateway</h1>',
  JSON.stringify({ error: `FORGED ${hostile} ${TEST_TOKEN}` }),
  JSON.stringify({ error: 'e'.repeat(100_000) }),
  JSON.stringify({ id: 1000, status: 'complete', data: { id: `c${hostile}` } }),
  JSON.stringify({ id: '1000', status: 'running' }),
  JSON.stringify({ id: 1000 }),
  '[]',
  'null',
  '{"id": 1000, "status": "comp',
  'x'.repeat(1_200_000),
  JSON.stringify({
    result: [
      { id: `b${hostile}`, name: hostile },
      { id: 'main-branch-id', name: 'main' },
    ],
  }),
  JSON.stringify({ result: [{ id: 'b-x', name: `main${hostile}` }], pagination: { hasMore: true } }),
)
const edit = fc.constantFrom<(json: Record<string, unknown>) => unknown>(
  json => ({ ...json, status: 'queued' }),
  json => ({ ...json, status: 42 }),
  json => ({ ...json, id: 99 }),
  json => ({ ...json, id: 99, status: 'complete', data: { id: 'not-ours' } }),
  json => ({ ...json, id: 2 ** 60 }),
  json => ({ ...json, messages: [hostile, 'm'.repeat(50_000), { nested: hostile }] }),
  json => ({ ...json, data: { ...(json.data as object), id: `c${hostile}`, user: { fullName: hostile } } }),
  json => ({ ...json, messages: Array.from({ length: 500 }, (_, i) => `step ${i}`) }),
  json => ({ ...json, pagination: { hasMore: true } }),
  json => ({ ...json, status: 'complete', data: { project_id: 99, download_url: 'https://elsewhere.example/a.zip' } }),
  json => ({ ...json, status: 'complete', data: { download_url: `http://files.example/a.zip?sig=${hostile}` } }),
  json => ({ ...json, status: 'complete', data: { download_url: 'file:///etc/passwd', url: 'ftp://x/y' } }),
  json => ({
    ...json,
    result: [
      { id: `main${hostile}`, name: 'main' },
      { id: 'b-y', name: hostile },
    ],
  }),
)
const nowS = (): number => Math.floor(Date.now() / 1000)
const rateHeaders = fc.option(
  fc.record({
    'x-ratelimit-remaining': fc.constantFrom('0', '1', '100', 'lots'),
    'x-ratelimit-reset': fc.constantFrom(
      () => String(nowS() - 10),
      () => String(nowS() + 2),
      () => '9999999999',
      () => String(Date.now()),
      () => 'soon',
    ),
  }),
  { nil: undefined },
)
const fault: fc.Arbitrary<Fault | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.record({ status: fc.constantFrom(200, 201, 400, 404, 429, 500, 502, 503, 504), body }),
  fc.record({ edit }),
  fc.record({ reset: fc.constantFrom<'before' | 'after'>('before', 'after') }),
  fc.constant({ truncate: true }),
  fc.constant({ hang: true }),
)
const answers = fc.array(
  fc.tuple(fault, rateHeaders).map(([f, headers]): Fault | undefined => {
    if (!headers) return f
    const { 'x-ratelimit-reset': reset, ...rest } = headers
    return { ...f, headers: { ...f?.headers, ...rest, 'x-ratelimit-reset': reset() } }
  }),
  { minLength: 1, maxLength: 40 },
)

let api: StandInApi | undefined
afterEach(async () => api?.stop())

/** A create after which the server may hold a new checkpoint. */
function mayHaveCreated(request: RecordedRequest): boolean {
  const f = request.fault
  if (f?.reset === 'after' || f?.hang || f?.truncate) return true
  return (request.status >= 200 && request.status < 300) || [500, 502, 504].includes(request.status)
}

function completeSuccess(request: RecordedRequest): boolean {
  return request.status >= 200 && request.status < 300 && !request.fault?.truncate && request.fault?.reset !== 'after'
}

it(
  `holds its guarantees whatever the API answers (${RUNS} seeded runs)`,
  async () => {
    let runs = 0
    await fc.assert(
      // Half the runs name the branch, so the branch list meets the same answers.
      fc.asyncProperty(answers, fc.constantFrom(200, 1_500), fc.boolean(), async (script, jobMs, byName) => {
        runs++
        let next = 0
        api = new StandInApi({ token: TEST_TOKEN, jobMs, faultFor: () => script[next++] })
        await api.start()
        const branch: Record<string, string> = byName ? { 'branch-id': '', branch: 'main' } : {}
        const result = await runAgainst(api.url, { timeout: String(TIMEOUT_S), ...branch })
        await api.stop()
        const { requests } = api
        api = undefined

        expect(result.elapsedMs).toBeLessThanOrEqual(WALL_LIMIT_MS)
        expect(requests.length).toBeLessThanOrEqual(MAX_REQUESTS_PER_MINUTE)
        const creates = requests.filter(r => r.method === 'POST')
        expect(creates.filter(mayHaveCreated).length).toBeLessThanOrEqual(2)
        const firstDone = creates.findIndex(completeSuccess)
        expect(firstDone < 0 ? [] : creates.slice(firstDone + 1)).toEqual([])
        expectNoToken(result, TEST_TOKEN)
        expect(foreignCommands(result.stdout)).toEqual([])
        expect(result.stderr).not.toContain('Warning')
        expect([0, 1]).toContain(result.code)
        // A step that succeeded outputs a plain id; one that failed outputs none.
        const id = result.outputs['checkpoint-id']
        expect(result.code === 0 ? id : (id ?? 'none')).toMatch(/^[\x21-\x7e]{1,128}$/)
        expect(result.outputs['branch-id'] ?? 'none').toMatch(/^[\x21-\x7e]{1,128}$/)
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
    console.log(`fuzz: ${runs} runs, seed ${SEED}`)
    expect(runs).toBe(RUNS)
  },
  60_000 + RUNS * 6_000,
)

it(
  `create-branch holds its guarantees whatever the API answers (${RUNS} seeded runs)`,
  async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(answers, fc.boolean(), async (script, byName) => {
        runs++
        let next = 0
        api = new StandInApi({ token: TEST_TOKEN, faultFor: () => script[next++] })
        await api.start()
        const source: Record<string, string> = byName
          ? {}
          : { 'source-branch': '', 'source-branch-id': 'main-branch-id' }
        const result = await runCreateBranch(api.url, { timeout: String(TIMEOUT_S), ...source })
        await api.stop()
        const { requests } = api
        api = undefined

        expect(result.elapsedMs).toBeLessThanOrEqual(WALL_LIMIT_MS)
        expect(requests.length).toBeLessThanOrEqual(MAX_REQUESTS_PER_MINUTE)
        // Never a create after one that may have made the branch, unless the list was read in between.
        const order = requests.map(r => (r.method === 'POST' ? (mayHaveCreated(r) ? 'made?' : 'create') : 'list'))
        expect(order.join(' ')).not.toMatch(/made\? (create|made\?)/)
        expectNoToken(result, TEST_TOKEN)
        expect(foreignCommands(result.stdout)).toEqual([])
        expect(result.stderr).not.toContain('Warning')
        expect([0, 1]).toContain(result.code)
        expect(result.outputs['branch-id'] ?? 'none').toMatch(/^[\x21-\x7e]{1,128}$/)
        expect(result.code === 0 ? result.outputs.created : 'none').toMatch(/^(true|false|none)$/)
      }),
      { numRuns: RUNS, seed: SEED + 1, endOnFailure: true },
    )
    expect(runs).toBe(RUNS)
  },
  60_000 + RUNS * 6_000,
)

const fileFault: fc.Arbitrary<FileFault | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.record({ status: fc.constantFrom(400, 403, 404, 416, 500, 502, 503) }),
  fc.record({ cutAfter: fc.constantFrom(0, 1, 100, 1_000) }),
  fc.record({
    redirect: fc.constantFrom(
      'http://files.example/a.zip',
      'file:///etc/passwd',
      '//elsewhere.example/a.zip',
      `/builds/${hostile}`,
      'https://user:pw@elsewhere.example/a.zip',
    ),
  }),
  fc.constant({ ignoreRange: true }),
  fc.constant({ delayMs: 5_000 }),
)

it(
  `download-app holds its guarantees whatever the API and the file host answer (${RUNS} seeded runs)`,
  async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(answers, fc.array(fileFault, { maxLength: 8 }), async (script, files) => {
        runs++
        let next = 0
        api = new StandInApi({ token: TEST_TOKEN, jobMs: 200, faultFor: () => script[next++] })
        await api.start()
        api.files.faults.push(...files.flatMap(f => (f ? [f] : [])))
        const root = mkdtempSync(join(tmpdir(), 'fuzz-app-'))
        const [workspace, runnerTemp] = [join(root, 'workspace'), join(root, 'temp')]
        mkdirSync(workspace)
        mkdirSync(runnerTemp)
        const result = await runDownloadApp(api.url, { timeout: String(TIMEOUT_S) }, { workspace, runnerTemp })
        await api.stop()
        const { requests } = api
        const fileRequests = api.files.requests
        api = undefined
        try {
          expect(result.elapsedMs).toBeLessThanOrEqual(WALL_LIMIT_MS)
          expect(requests.length).toBeLessThanOrEqual(MAX_REQUESTS_PER_MINUTE)
          const creates = requests.filter(r => r.method === 'POST')
          expect(creates.filter(mayHaveCreated).length).toBeLessThanOrEqual(2)
          expectNoToken(result, TEST_TOKEN)
          expect(JSON.stringify(fileRequests.map(r => r.headers))).not.toContain(TEST_TOKEN)
          expect(foreignCommands(result.stdout)).toEqual([])
          expect(result.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain('s1gn4tur3')
          expect(result.stderr).not.toContain('Warning')
          expect([0, 1]).toContain(result.code)
          // Nothing anywhere but the app folder, whole, and only on success.
          const written = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(p => !p.startsWith('temp'))
          const ok = result.code === 0
          expect(ok ? written.includes(join('workspace', 'playcanvas-app', 'index.html')) : written).toEqual(
            ok ? true : ['workspace'],
          )
          const zip = ok ? readFileSync(result.outputs.file ?? '') : Buffer.alloc(0)
          expect(ok ? result.outputs.sha256 : 'none').toBe(ok ? createHash('sha256').update(zip).digest('hex') : 'none')
        } finally {
          rmSync(root, { recursive: true, force: true })
        }
      }),
      { numRuns: RUNS, seed: SEED + 2, endOnFailure: true },
    )
    expect(runs).toBe(RUNS)
  },
  60_000 + RUNS * 6_000,
)
