/**
 * The floor of the live fan-out benchmark, in its own process like the API: a bare `ws` server on an HTTP server;
 * `POST /broadcast?key=…` sends one small JSON frame (serialized once) to every socket, then answers.
 * Prints its port on stdout.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'

const http = createServer((request, response) => {
  const key = new URL(request.url ?? '/', 'http://localhost').searchParams.get('key') ?? ''
  const frame = Buffer.from(JSON.stringify({ type: 'match_updated', match_id: 1, updated_at: key }))
  for (const client of wss.clients) client.send(frame, { binary: false })
  response.end('ok')
})
const wss = new WebSocketServer({ server: http, perMessageDeflate: false })
http.listen(0, '127.0.0.1', () => console.log((http.address() as AddressInfo).port))
process.on('SIGTERM', () => process.exit(0))
