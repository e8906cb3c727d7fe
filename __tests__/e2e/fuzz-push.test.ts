import { afterEach, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RUNS, SEED, TIMEOUT_S, WALL_LIMIT_MS, answer, hostile } from '../support/fuzz.js'
import { expectNoToken } from '../support/expect-no-token.js'
import { TEST_TOKEN, runPushFiles } from '../../stand-ins/defaults.js'
import { foreignCommands } from '../../stand-ins/workflow-commands.js'
import { type Fault, type RecordedRequest, StandInApi } from '../../stand-ins/checkpoint-api.js'

/**
 * push-files against seeded random answers (../support/fuzz.ts), and asset lists that lie: hostile names, two assets
 * of one name, a total that never ends, entries of the wrong shape. Whatever it is answered, the step's guarantees
 * hold. More: FUZZ_RUNS=100 npm test -- --coverage=false __tests__/e2e/fuzz-push.test.ts
 */
let api: StandInApi | undefined
let workspace: string | undefined
afterEach(async () => {
  await api?.stop()
  if (workspace) rmSync(workspace, { recursive: true, force: true })
})

const entry = (id: unknown, name: unknown, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type: 'script',
  parent: null,
  ...extra,
})
const lists = fc.constantFrom(
  { result: [entry(1, hostile, { file: { hash: hostile } })], pagination: { total: 1 } },
  { result: [entry(2, 'b.mjs'), entry(3, 'b.mjs')], pagination: { total: 2 } },
  { result: [entry(4, 'b.mjs', { type: 'texture' })], pagination: { total: 1 } },
  { result: [entry(5, 'lib', { type: 'folder' }), entry(6, 'lib', { type: 'folder' })] },
  { result: Array.from({ length: 10 }, (_, i) => entry(i + 10, `x${i}.js`)), pagination: { total: 1e12 } },
  { result: [entry('7', 'a'), entry(8, ''), entry(9, 'c', { parent: 'root' }), null, 'x'], pagination: {} },
)
const listAnswer: fc.Arbitrary<Fault> = lists.map(body => ({
  method: 'GET',
  path: /\/assets$/,
  status: 200,
  body: JSON.stringify(body),
}))

/** A create after which the client cannot know whether the asset exists. */
function unknownOutcome(request: RecordedRequest): boolean {
  const f = request.fault
  if (request.method !== 'POST' || !f) return false
  return Boolean(f.reset || f.hang || f.truncate || (f.status && ![400, 401, 403, 404, 429, 503].includes(f.status)))
}

it(
  `push-files holds its guarantees whatever the API answers (${RUNS} seeded runs)`,
  async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(answer, listAnswer), { minLength: 1, maxLength: 40 }), async script => {
        runs++
        let next = 0
        api = new StandInApi({ token: TEST_TOKEN, faultFor: () => script[next++] })
        await api.start()
        // Each run's folder goes at the next run's start, the last one's after the test.
        if (workspace) rmSync(workspace, { recursive: true, force: true })
        workspace = mkdtempSync(join(tmpdir(), 'fuzz-push-'))
        mkdirSync(join(workspace, 'scripts', 'lib'), { recursive: true })
        writeFileSync(join(workspace, 'scripts', 'lib', 'a.js'), 'a')
        writeFileSync(join(workspace, 'scripts', 'b.mjs'), 'b')
        const result = await runPushFiles(
          api.url,
          { timeout: String(TIMEOUT_S), delete: 'true', branch: '', 'branch-id': 'main-branch-id' },
          { workspace },
        )
        await api.stop()
        const { requests } = api
        api = undefined

        expect(result.elapsedMs).toBeLessThanOrEqual(WALL_LIMIT_MS)
        // After a create whose outcome the step cannot know, the next request (if any) reads the list.
        const unread = requests.filter((r, i) => unknownOutcome(r) && (requests[i + 1]?.method ?? 'GET') !== 'GET')
        expect(unread).toEqual([])
        // Deletes only of what the stand-in holds under the root, never before every create and update.
        const kinds = requests.filter(r => r.method !== 'GET').map(r => r.method)
        expect(kinds.join(' ')).not.toMatch(/DELETE.*(POST|PUT)/)
        expectNoToken(result, TEST_TOKEN)
        expect(foreignCommands(result.stdout)).toEqual([])
        expect(result.stderr).not.toContain('Warning')
        expect([0, 1]).toContain(result.code)
        const changes = JSON.parse(result.outputs.changes ?? '[]') as unknown[]
        expect(Array.isArray(changes)).toBe(true)
      }),
      { numRuns: RUNS, seed: SEED + 7, endOnFailure: true },
    )
    expect(runs).toBe(RUNS)
  },
  60_000 + RUNS * 8_000,
)
