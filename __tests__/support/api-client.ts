import { afterAll, beforeAll } from '@jest/globals'
import { ApiClient } from '../../src/api/client.js'
import { Traffic } from '../../src/traffic/traffic.js'
import { StandInApi } from '../../stand-ins/checkpoint-api.js'

/**
 * A stand-in API for the file's tests, started before them and stopped after, with a client that speaks to it and
 * the traffic record the client writes to.
 */
export function useStandInApi(): { api: StandInApi; client: ApiClient; traffic: Traffic } {
  const handle = {
    api: new StandInApi({ token: 'tok', jobMs: 300 }),
    client: undefined as unknown as ApiClient,
    traffic: new Traffic(),
  }
  beforeAll(async () => {
    handle.client = new ApiClient(await handle.api.start(), 'tok', handle.traffic)
  })
  afterAll(() => handle.api.stop())
  return handle
}

export const BODY = { projectId: 1234, branchId: 'main-branch-id', description: 'd' }
export const live = (): AbortSignal => new AbortController().signal
