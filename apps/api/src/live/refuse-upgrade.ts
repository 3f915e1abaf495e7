import type { Duplex } from 'node:stream'

/**
 * Answers an upgrade request that will not become a WebSocket, and destroys the socket. Once Node hands an
 * upgrade over, the raw socket has no 'error' listener: a client that resets it while the answer is written would
 * raise an uncaught ECONNRESET/EPIPE and end the process (ADR 0022). The listener goes on first.
 */
export function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.on('error', () => socket.destroy())
  if (!socket.writable) {
    socket.destroy()
    return
  }
  socket.once('finish', () => socket.destroy())
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}
