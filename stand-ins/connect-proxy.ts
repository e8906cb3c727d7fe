import { type Server, createServer } from 'node:http'
import { type AddressInfo, connect } from 'node:net'

/** An HTTP CONNECT proxy on 127.0.0.1 that sends every tunnel to 127.0.0.1, whatever host was asked for. */
export class ConnectProxy {
  /** The `host:port` of each CONNECT request received. */
  readonly tunnels: string[] = []
  private readonly server: Server
  private readonly sockets = new Set<{ destroy(): void }>()

  constructor() {
    this.server = createServer((_, res) => res.writeHead(405).end())
    this.server.on('connect', (req, client, head) => {
      const target = req.url ?? ''
      this.tunnels.push(target)
      const port = Number(target.split(':').pop())
      this.sockets.add(client)
      const upstream = connect(port, '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        upstream.write(head)
        upstream.pipe(client).pipe(upstream)
      })
      this.sockets.add(upstream)
      upstream.on('error', () => client.destroy())
      client.on('error', () => upstream.destroy())
    })
  }

  async start(): Promise<string> {
    await new Promise<void>(resolve => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    for (const socket of this.sockets) socket.destroy()
    await new Promise(resolve => this.server.close(resolve))
  }
}
