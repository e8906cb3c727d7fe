import { type IncomingMessage, type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A stand-in for the GitHub REST API's `GET /repos/{owner}/{repo}/commits/{ref}` on 127.0.0.1. */
export class StandInGitHub {
  readonly requests: { path: string; headers: IncomingMessage['headers'] }[] = []
  /** Commit messages by sha. */
  readonly commits = new Map<string, string>()
  /** When set, every request is answered with this status. */
  failWith?: number
  private readonly server: Server

  /** `prefix` is where the API sits: '' as on github.com, '/api/v3' as on GitHub Enterprise Server. */
  constructor(private readonly prefix = '') {
    this.server = createServer((req, res) => {
      const path = req.url ?? ''
      this.requests.push({ path, headers: req.headers })
      const send = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      }
      if (this.failWith) return send(this.failWith, { message: 'Resource not accessible by integration' })
      const match = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([^/?]+)/.exec(path.slice(this.prefix.length))
      const message = match && this.commits.get(match[3] ?? '')
      if (!path.startsWith(`${this.prefix}/`) || message === undefined || message === null) {
        return send(404, { message: 'Not Found' })
      }
      send(200, { sha: match?.[3], commit: { message, author: { name: 'Ada' } }, files: [] })
    })
  }

  async start(): Promise<string> {
    await new Promise<void>(resolve => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${this.prefix}`
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise(resolve => this.server.close(resolve))
  }
}
