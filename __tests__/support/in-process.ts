import { afterAll, afterEach, beforeAll, beforeEach, jest } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { StandInApi, type StandInOptions } from '../../stand-ins/checkpoint-api.js'
import { TEST_TOKEN } from '../../stand-ins/defaults.js'

/**
 * For a file that runs an action's run() in-process: a stand-in API started before its tests and stopped after, a
 * folder for the summary (and an event payload, when given), the runner's variables set for each test and restored
 * after it, and stdout kept quiet (printUntrusted writes to it itself).
 */
export function inProcess(
  options: StandInOptions,
  event?: { name: string; payload: unknown },
): { api: () => StandInApi } {
  let api: StandInApi
  let dir: string
  const saved = { ...process.env }
  beforeAll(async () => {
    api = new StandInApi({ token: TEST_TOKEN, ...options })
    await api.start()
    dir = mkdtempSync(join(tmpdir(), 'in-process-'))
    if (event) writeFileSync(join(dir, 'event.json'), JSON.stringify(event.payload))
  })
  afterAll(async () => {
    await api.stop()
    rmSync(dir, { recursive: true, force: true })
  })
  beforeEach(() => {
    process.env.GITHUB_STEP_SUMMARY = join(dir, 'summary')
    if (event) Object.assign(process.env, { GITHUB_EVENT_NAME: event.name, GITHUB_EVENT_PATH: join(dir, 'event.json') })
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  })
  afterEach(() => {
    process.env = { ...saved }
    jest.restoreAllMocks()
  })
  return { api: () => api }
}
