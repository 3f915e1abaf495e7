import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A minimal TCP load balancer in front of API processes, as a deployment has: each new connection goes to the first
 * backend that accepts it, in the given order (so everything lands on the first until it dies). Clients keep one
 * address across a crash, and reconnecting sockets reach a live instance.
 */
export interface TcpBalancer {
  url: string
  close(): Promise<void>
}

export function startBalancer(backendPorts: number[]): Promise<TcpBalancer> {
  const open = new Set<Socket>()
  const server: Server = createServer((client) => {
    open.add(client)
    client.on('close', () => open.delete(client))
    client.on('error', () => {})
    client.pause()
    const tryBackend = (index: number) => {
      if (index >= backendPorts.length) return client.destroy()
      const upstream = connect(backendPorts[index]!, '127.0.0.1')
      let connected = false
      upstream.once('error', () => {
        if (!connected) tryBackend(index + 1)
        else client.destroy()
      })
      upstream.once('connect', () => {
        connected = true
        open.add(upstream)
        upstream.on('close', () => {
          open.delete(upstream)
          client.destroy()
        })
        upstream.on('error', () => client.destroy())
        client.on('close', () => upstream.destroy())
        client.pipe(upstream)
        upstream.pipe(client)
        client.resume()
      })
    }
    tryBackend(0)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of open) socket.destroy()
            server.close(() => done())
          }),
      })
    }),
  )
}
