import { afterEach, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MAX_REQUESTS_PER_MINUTE } from '../../src/traffic/traffic.js'
import { expectNoToken } from '../support/expect-no-token.js'
import { RUNS, SEED, TIMEOUT_S, WALL_LIMIT_MS, answers, hostile, mayHaveCreated } from '../support/fuzz.js'
import { TEST_TOKEN, runDownloadApp } from '../../stand-ins/defaults.js'
import { foreignCommands } from '../../stand-ins/workflow-commands.js'
import { StandInApi } from '../../stand-ins/checkpoint-api.js'
import type { FileFault } from '../../stand-ins/file-host.js'

/**
 * download-app against seeded random answers of the API (as fuzz-api.test.ts) and of the file host (statuses, cuts,
 * redirects to links not to follow, Range ignored, stalls): whatever they answer, the step's guarantees hold.
 *   FUZZ_RUNS=200 npm test -- --coverage=false __tests__/e2e/fuzz-download.test.ts
 */
let api: StandInApi | undefined
afterEach(async () => api?.stop())

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
