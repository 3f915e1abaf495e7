import { chmodSync, unlinkSync } from 'node:fs'
import { createConnection, createServer, type Socket } from 'node:net'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'

// A running server on embedded PGlite is the only process that may open its data directory (the lock, ADR 0023),
// and a copy of the files taken from outside would catch pages half written. So the server itself hands out the
// copy, through a Unix socket beside its data that only its owner can open (docs/decisions/0059-backups.md).
// One request line, `backup`; one answer: `ok <bytes>` then the gzipped tar of the data directory, or
// `error <message>`.

const REQUEST = 'backup'

/** The socket of the server whose DATA_DIR this is. */
export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'backup.sock')
}

/**
 * The data directory as PGlite's own tar (what `loadDataDir` reads back), taken between two statements and outside
 * any transaction: Drizzle's transactions hold PGlite's transaction mutex from BEGIN to COMMIT, and dumpDataDir holds
 * the query mutex. What is on disk then is what a crash at that instant would leave: every committed transaction is
 * in the WAL, and opening the copy replays it.
 */
export async function dumpPglite(pglite: PGlite): Promise<Uint8Array> {
  // Writes the shared buffers out first, so that opening the copy has little WAL to replay.
  await pglite.exec('CHECKPOINT')
  const tar = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'))
  return new Uint8Array(await tar.arrayBuffer())
}

export interface BackupSocket {
  close(): Promise<void>
}

/**
 * Listens on `path` (mode 0600) and answers each `backup` request with `dump()`, one dump at a time. The caller
 * holds the PGlite lock of this data directory, so a socket file already there was left by a server that died.
 */
export async function serveBackups(path: string, dump: () => Promise<Uint8Array>): Promise<BackupSocket> {
  removeIfPresent(path)
  let queue: Promise<unknown> = Promise.resolve()
  const server = createServer((socket) => {
    socket.on('error', () => {}) // a client that went away is its own problem
    readLine(socket, (line) => {
      if (line !== REQUEST) return void socket.end(`error unknown request\n`)
      const result = queue.then(dump)
      queue = result.catch(() => {})
      result.then(
        (bytes) => socket.end(Buffer.concat([Buffer.from(`ok ${bytes.byteLength}\n`), bytes])),
        (error: unknown) => socket.end(`error ${errorText(error)}\n`),
      )
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => {
      server.off('error', reject)
      resolve()
    })
  })
  chmodSync(path, 0o600)
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          removeIfPresent(path)
          resolve()
        })
      }),
  }
}

/**
 * Asks the server listening on `path` for a copy of its database. Null when nothing listens there (no socket file,
 * or one left by a server that is gone); throws what the server answered when it could not make one.
 */
export function requestBackup(path: string, timeoutMs = 10 * 60_000): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path)
    const chunks: Buffer[] = []
    let connected = false
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer from ${path} in ${timeoutMs / 1000} s`)))
    socket.on('connect', () => {
      connected = true
      // write, not end: the server's side closes when ours does (no half-open sockets), before it has answered.
      socket.write(`${REQUEST}\n`)
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null)
      else reject(error)
    })
    socket.on('close', (hadError) => {
      if (hadError) return
      const answer = Buffer.concat(chunks)
      const end = answer.indexOf(10)
      const head = answer.subarray(0, end === -1 ? answer.length : end).toString('utf8')
      const body = answer.subarray(end + 1)
      if (head.startsWith('ok ') && end !== -1 && Number(head.slice(3)) === body.length) resolve(new Uint8Array(body))
      else if (head.startsWith('error ')) reject(new Error(head.slice('error '.length)))
      else reject(new Error(`the server's answer on ${path} was cut short (${answer.length} bytes)`))
    })
  })
}

/** Calls `onLine` with the first line the client sends (at most 64 bytes of it). */
function readLine(socket: Socket, onLine: (line: string) => void): void {
  let text = ''
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8')
    const end = text.indexOf('\n')
    if (end === -1 && text.length < 64) return
    socket.off('data', onData)
    onLine(text.slice(0, end === -1 ? 64 : end).trim())
  }
  socket.on('data', onData)
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ')
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}
