import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve, sep } from 'node:path'
import { contentType } from '../content-types.js'

export interface ServeOptions {
  /** Answer `mraid.js` with this script (an MRAID stand-in) when the directory holds none, as a network would. */
  mraid?: string
}

export interface ServedDirectory {
  /** `http://127.0.0.1:<port>/`: the directory's index.html. */
  url: string
  close(): Promise<void>
}

/**
 * Serves `directory` on 127.0.0.1, an ephemeral port, as a static host serves a build: GET and HEAD, the query ignored,
 * a folder's index.html for its path, and nothing outside the directory (no `..`, no symbolic link leading out).
 */
export async function serveDirectory(directory: string, options: ServeOptions = {}): Promise<ServedDirectory> {
  const root = await realpath(resolve(directory))
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end()
      const file = await fileFor(root, req.url ?? '/')
      if (!file && options.mraid !== undefined && new URL(req.url ?? '/', 'http://host').pathname === '/mraid.js') {
        const body = Buffer.from(options.mraid)
        res.writeHead(200, { 'content-type': contentType('mraid.js'), 'content-length': String(body.length) })
        return void res.end(req.method === 'HEAD' ? undefined : body)
      }
      if (!file) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      res.writeHead(200, {
        'content-type': contentType(file.path),
        'content-length': String(file.size),
        'cache-control': 'no-store',
      })
      if (req.method === 'HEAD') return void res.end()
      createReadStream(file.path)
        .on('error', () => res.destroy())
        .pipe(res)
    })().catch(() => res.destroy())
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', done)
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      server.closeAllConnections()
      await new Promise(done => server.close(done))
    },
  }
}

export interface ServedPage {
  url: URL
  close(): Promise<void>
}

/** `page` of `directory` (a path in it, `/`-separated) served as serveDirectory() serves it, and its address. */
export async function servePage(directory: string, page: string, options: ServeOptions = {}): Promise<ServedPage> {
  const served = await serveDirectory(directory, options)
  const path = page === 'index.html' ? '' : page.split('/').map(encodeURIComponent).join('/')
  return { url: new URL(path, served.url), close: () => served.close() }
}

/** The file a request's path names under `root`, or undefined when there is none there. */
async function fileFor(root: string, url: string): Promise<{ path: string; size: number } | undefined> {
  let path: string
  try {
    path = decodeURIComponent(new URL(url, 'http://host').pathname)
  } catch {
    return undefined
  }
  if (path.includes('\0')) return undefined
  // Relative to root, leading slashes off: a plain variable, as the bundler rewrites a path it can read statically.
  const relative = (path.endsWith('/') ? `${path}index.html` : path).replace(/^[/\\]+/, '')
  const wanted = resolve(root, relative)
  try {
    const real = await realpath(wanted)
    if (!real.startsWith(root + sep)) return undefined
    const info = await stat(real)
    return info.isFile() ? { path: real, size: info.size } : undefined
  } catch {
    return undefined
  }
}
