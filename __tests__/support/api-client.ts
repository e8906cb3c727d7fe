import { afterAll, beforeAll } from '@jest/globals'
import { ApiClient } from '../../src/api/client.js'
import { StandInApi } from '../../stand-ins/checkpoint-api.js'

/** A stand-in API for the file's tests, started before them and stopped after, with a client that speaks to it. */
export function useStandInApi(): { api: StandInApi; client: ApiClient } {
  const handle = { api: new StandInApi({ token: 'tok', jobMs: 300 }), client: undefined as unknown as ApiClient }
  beforeAll(async () => {
    handle.client = new ApiClient(await handle.api.start(), 'tok')
  })
  afterAll(() => handle.api.stop())
  return handle
}

export const BODY = { projectId: 1234, branchId: 'main-branch-id', description: 'd' }
export const live = (): AbortSignal => new AbortController().signal
