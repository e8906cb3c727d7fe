import fc from 'fast-check'
import { TEST_TOKEN } from '../../stand-ins/defaults.js'
import type { Fault, RecordedRequest } from '../../stand-ins/checkpoint-api.js'

/**
 * What the fuzz tests share: seeded random answers of the API (statuses, rate-limit headers, bodies: valid, cut off,
 * wrong types, unknown statuses, huge, hostile), and what a create's answer says it may have done.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 6)
export const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
export const TIMEOUT_S = 3
/**
 * The step's wall time, spawn to exit, may pass its timeout by the process's own start and exit: under a loaded
 * 2-core test run that took up to 5.2 s (8.2 s in all, beside the browser tests). Any request or wait the timeout did
 * not cut would take longer (a request's own limit is 10–15 s; the scripted resets are hours away).
 */
export const WALL_LIMIT_MS = (TIMEOUT_S + 6) * 1000

export const hostile = 'x\n::error title=FORGED::forged\r::add-mask::FORGED\n  ::warning::FORGED\n##[error]FORGED'
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
/** One answer: a fault (or none), with random rate-limit headers or none. */
export const answer = fc.tuple(fault, rateHeaders).map(([f, headers]): Fault | undefined => {
  if (!headers) return f
  const { 'x-ratelimit-reset': reset, ...rest } = headers
  return { ...f, headers: { ...f?.headers, ...rest, 'x-ratelimit-reset': reset() } }
})
export const answers = fc.array(answer, { minLength: 1, maxLength: 40 })

/** A create after which the server may hold a new checkpoint. */
export function mayHaveCreated(request: RecordedRequest): boolean {
  const f = request.fault
  if (f?.reset === 'after' || f?.hang || f?.truncate) return true
  return (request.status >= 200 && request.status < 300) || [500, 502, 504].includes(request.status)
}

export function completeSuccess(request: RecordedRequest): boolean {
  return request.status >= 200 && request.status < 300 && !request.fault?.truncate && request.fault?.reset !== 'after'
}
