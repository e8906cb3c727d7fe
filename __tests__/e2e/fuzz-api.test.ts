import { afterEach, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { RUNS, SEED, TIMEOUT_S, WALL_LIMIT_MS, answers, completeSuccess, mayHaveCreated } from '../support/fuzz.js'
import { MAX_REQUESTS_PER_MINUTE } from '../../src/traffic/traffic.js'
import { expectNoToken } from '../support/expect-no-token.js'
import { TEST_TOKEN, runAgainst, runCreateBranch } from '../../stand-ins/defaults.js'
import { foreignCommands } from '../../stand-ins/workflow-commands.js'
import { StandInApi } from '../../stand-ins/checkpoint-api.js'

/**
 * The stand-in answers seeded random mixes of statuses, rate-limit headers and bodies (../support/fuzz.ts); whatever
 * it answers, the step's guarantees hold. CI runs a few; run many with
 *   FUZZ_RUNS=200 npm test -- --coverage=false __tests__/e2e/fuzz-api.test.ts   (FUZZ_SEED picks another sequence)
 */
let api: StandInApi | undefined
afterEach(async () => api?.stop())

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
