import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { StandInApi } from '../../stand-ins/checkpoint-api.js'
import { TEST_TOKEN } from '../../stand-ins/defaults.js'
import { type PrivateCa, makePrivateCa } from '../../stand-ins/private-ca.js'

/**
 * For the tests beside the service's own sync tool, which takes only https: a throwaway CA for the file (trusted by
 * both tools through NODE_EXTRA_CA_CERTS), and for each test a fresh https stand-in and workspace, removed after.
 */
export function useHttpsStandIn(prefix: string): { ca: PrivateCa; api: StandInApi; workspace: string } {
  const handle = {} as { ca: PrivateCa; api: StandInApi; workspace: string }
  beforeAll(() => {
    handle.ca = makePrivateCa(['127.0.0.1'])
  })
  afterAll(() => handle.ca.dispose())
  beforeEach(async () => {
    handle.api = new StandInApi({ token: TEST_TOKEN, tls: { key: handle.ca.key, cert: handle.ca.cert } })
    await handle.api.start()
    handle.workspace = mkdtempSync(join(tmpdir(), prefix))
  })
  afterEach(async () => {
    await handle.api.stop()
    rmSync(handle.workspace, { recursive: true, force: true })
  })
  return handle
}
