import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface PrivateCa {
  /** The CA certificate (PEM), for NODE_EXTRA_CA_CERTS. */
  caFile: string
  key: string
  cert: string
  dispose(): void
}

/** A throwaway private CA and a server certificate it signed for the given host names (openssl). */
export function makePrivateCa(hosts: string[]): PrivateCa {
  const dir = mkdtempSync(join(tmpdir(), 'checkpoint-ca-'))
  const file = (name: string): string => join(dir, name)
  const openssl = (...args: string[]): void => void execFileSync('openssl', args, { stdio: 'pipe' })
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  openssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.crt'),
    '-days',
    '2',
    '-subj',
    '/CN=Test CA',
  )
  openssl('req', '-new', ...ec, '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', `/CN=${hosts[0]}`)
  const names = hosts.map(host => (/^[\d.]+$/.test(host) ? `IP:${host}` : `DNS:${host}`)).join(',')
  writeFileSync(file('ext.cnf'), `subjectAltName=${names}\n`)
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.crt'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('server.crt'),
    '-days',
    '2',
    '-extfile',
    file('ext.cnf'),
  )
  return {
    caFile: file('ca.crt'),
    key: readFileSync(file('server.key'), 'utf8'),
    cert: readFileSync(file('server.crt'), 'utf8'),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  }
}
