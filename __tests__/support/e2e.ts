import { afterEach, expect } from '@jest/globals'
import { StandInApi, type StandInOptions } from '../../stand-ins/checkpoint-api.js'
import { TEST_TOKEN } from '../../stand-ins/defaults.js'
import type { RunResult } from '../../stand-ins/runner.js'
import { errorAnnotations, foreignCommands } from '../../stand-ins/workflow-commands.js'
import { expectNoToken } from './expect-no-token.js'
import { fileURLToPath } from 'node:url'

/** What an end-to-end file cleans up after each test: the stand-ins and proxies it started. */
export const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A stand-in API on 127.0.0.1, stopped after the test. */
export async function startApi(options: StandInOptions = {}): Promise<StandInApi> {
  const api = new StandInApi({ token: TEST_TOKEN, ...options })
  await api.start()
  cleanups.push(() => api.stop())
  return api
}

/** The step succeeded with a checkpoint id, no error, and the token nowhere. */
export function expectSuccess(result: RunResult): void {
  expect(errorAnnotations(result.stdout)).toEqual([])
  expect(result.code).toBe(0)
  expect(result.outputs['checkpoint-id']).toMatch(/^[0-9a-f]{16}$/)
  expectNoToken(result, TEST_TOKEN)
}

/** Text that would act as workflow commands if it were printed raw. */
export const HOSTILE =
  'x\n::error title=FORGED::forged annotation\r::add-mask::FORGED\n  ::warning::FORGED\n##[error]FORGED'

/** Whatever the API answered: no token anywhere, no command the action did not write, no timer overflow. */
export function expectContained(result: RunResult): void {
  expectNoToken(result, TEST_TOKEN)
  expect(foreignCommands(result.stdout)).toEqual([])
  expect(result.stderr).not.toContain('TimeoutOverflowWarning')
}

/** Contained, and failed with one annotation that matches `message`. */
export function expectFailure(result: RunResult, message: RegExp): void {
  expectContained(result)
  expect(result.code).toBe(1)
  expect(errorAnnotations(result.stdout)).toEqual([expect.stringMatching(message)])
}

export const posts = (api: StandInApi): number => api.requests.filter(r => r.method === 'POST').length
export const gets = (api: StandInApi): string[] => api.requests.filter(r => r.method === 'GET').map(r => r.path)

/** The environment that runs a spawned action's clock `scale` times as fast (stand-ins/scaled-clock.mjs). */
export function scaledClock(scale: number): Record<string, string> {
  const hook = fileURLToPath(new URL('../../stand-ins/scaled-clock.mjs', import.meta.url))
  return { NODE_OPTIONS: `--import=${hook}`, CLOCK_SCALE: String(scale) }
}
