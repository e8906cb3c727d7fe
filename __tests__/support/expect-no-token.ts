import { expect } from '@jest/globals'
import type { RunResult } from '../../stand-ins/runner.js'

/** The token appears nowhere but in the add-mask command that the runner consumes (and hides). */
export function expectNoToken(result: RunResult, token: string): void {
  expect(result.stdout.replace(`::add-mask::${token}\n`, '')).not.toContain(token)
  expect(result.stderr).not.toContain(token)
  expect(result.summary).not.toContain(token)
  expect(JSON.stringify(result.outputs)).not.toContain(token)
}
