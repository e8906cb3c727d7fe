import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ServedDirectory, serveDirectory } from '../../src/verifying/serve-directory.js'

let parent: string
let served: ServedDirectory

beforeAll(async () => {
  // The served folder is parent/site; parent/secret.txt is outside it, where a traversal would lead.
  parent = mkdtempSync(join(tmpdir(), 'serve-directory-'))
  const site = join(parent, 'site')
  mkdirSync(join(site, 'files', 'scripts'), { recursive: true })
  writeFileSync(join(parent, 'secret.txt'), 'outside')
  writeFileSync(join(site, 'index.html'), '<html>root</html>')
  writeFileSync(join(site, 'files', 'index.html'), '<html>files</html>')
  writeFileSync(join(site, 'files', 'scripts', 'a.js'), 'console.log(1)')
  writeFileSync(join(site, 'files', 'b.mjs'), 'export {}')
  writeFileSync(join(site, 'files', 'c.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]))
  writeFileSync(join(site, 'config.json'), '{"a":1}')
  writeFileSync(join(site, 'data.bin'), 'raw')
  writeFileSync(join(site, 'UPPER.JS'), 'x')
  writeFileSync(join(site, 'my model.glb'), 'glTF')
  symlinkSync(join(parent, 'secret.txt'), join(site, 'link-out.txt'))
  symlinkSync(join(site, 'config.json'), join(site, 'link-in.json'))
  served = await serveDirectory(site)
})

afterAll(async () => {
  await served.close()
  rmSync(parent, { recursive: true, force: true })
})

const get = (path: string, init?: RequestInit): Promise<Response> => fetch(new URL(path, served.url), init)

/** A request with its path sent exactly as written: fetch would resolve `..` before sending it. */
function raw(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(served.url), { path, method: 'GET' }, res => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('serveDirectory', () => {
  it('listens on 127.0.0.1 on a port of its own', () => {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect(served.url).not.toBe('http://127.0.0.1:0/')
  })

  it.each([
    ['/', 'text/html; charset=utf-8', '<html>root</html>'],
    ['/files/scripts/a.js', 'text/javascript; charset=utf-8', 'console.log(1)'],
    ['/files/b.mjs', 'text/javascript; charset=utf-8', 'export {}'],
    ['/config.json', 'application/json', '{"a":1}'],
    ['/data.bin', 'application/octet-stream', 'raw'],
    ['/UPPER.JS', 'text/javascript; charset=utf-8', 'x'],
    ['/my%20model.glb', 'model/gltf-binary', 'glTF'],
    ['/link-in.json', 'application/json', '{"a":1}'],
  ])('serves %s as %s', async (path, type, body) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).toBe(body)
  })

  it('serves a .wasm file as application/wasm, byte for byte', async () => {
    const res = await get('/files/c.wasm')
    expect(res.headers.get('content-type')).toBe('application/wasm')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]))
  })

  it("serves a sub-folder's index.html for its path ending in /", async () => {
    const res = await get('/files/')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('<html>files</html>')
  })

  it('ignores the query', async () => {
    const res = await get('/files/scripts/a.js?v=3&t=/../secret.txt')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('console.log(1)')
    expect(await (await get('/?debug')).text()).toBe('<html>root</html>')
  })

  it.each(['/missing.js', '/files', '/files/scripts', '/files/scripts/', '/a.js%00.html', '/%E0%A4%A'])(
    'answers 404 for %s',
    async path => {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await res.text()).toBe('not found')
    },
  )

  it.each([
    '/../secret.txt',
    '/files/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
  ])('answers 404 for %s, which leads out of the folder', async path => {
    expect(await raw(path)).toEqual({ status: 404, body: 'not found' })
  })

  it('answers 404 for a symbolic link that leads out of the folder', async () => {
    expect((await get('/link-out.txt')).status).toBe(404)
  })

  it('answers HEAD with the length and type, and no body', async () => {
    const res = await get('/files/scripts/a.js', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe(String('console.log(1)'.length))
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await res.text()).toBe('')
  })

  it.each(['POST', 'PUT', 'DELETE'])('answers %s with 405 and the methods allowed', async method => {
    const res = await get('/index.html', { method, body: method === 'DELETE' ? undefined : 'x' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('ServedDirectory.close', () => {
  it('stops the server, a kept-alive connection included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-directory-close-'))
    writeFileSync(join(dir, 'index.html'), 'hi')
    const own = await serveDirectory(dir)
    try {
      expect(await (await fetch(own.url)).text()).toBe('hi')
      await own.close()
      await expect(fetch(own.url)).rejects.toThrow()
    } finally {
      // Closed again when an expectation failed before close(): a server left open would keep jest from ending.
      await own.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
