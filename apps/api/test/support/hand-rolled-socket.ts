import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { connect } from 'node:net'

/**
 * A WebSocket client written by hand, so a test decides how its frames reach the wire: several commands and the
 * close in one TCP write, as a client that queued them and left at once would send them. The server's frames are
 * not masked, so their JSON shows as it is in `text()`.
 */
export async function handRolledCableSocket(
  baseUrl: string,
  options: { query?: string; headers?: Record<string, string> } = {},
) {
  const { hostname, port } = new URL(baseUrl)
  const socket = connect(Number(port), hostname)
  let received = Buffer.alloc(0)
  socket.on('error', () => {})
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])))
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  await once(socket, 'connect')
  const extra = Object.entries(options.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.write(
    `GET /socket${options.query ?? ''} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
      `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
      `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: actioncable-v1-json\r\n${extra}\r\n`,
  )
  return {
    text: () => received.toString('utf8'),
    /** Writes every command, then (unless `close` is false) a close frame, with one write. */
    sendTogether(commands: unknown[], close = true): void {
      const frames = commands.map((command) => frame(0x1, Buffer.from(JSON.stringify(command))))
      if (close) frames.push(frame(0x8, Buffer.from([0x03, 0xe8])))
      socket.write(Buffer.concat(frames))
    },
    closed,
    destroy: () => socket.destroy(),
  }
}

/** One final client frame; clients must mask, and a zero mask leaves the payload as it is. */
function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length
  if (length >= 65_536) throw new Error('frame too long for this client')
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, 0x80 | length])
      : Buffer.from([0x80 | opcode, 0x80 | 126, length >> 8, length & 0xff])
  return Buffer.concat([header, Buffer.alloc(4), payload])
}
