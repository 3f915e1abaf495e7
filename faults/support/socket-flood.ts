import { spawn, type ChildProcess } from 'node:child_process'
import { setPriority } from 'node:os'
import { fileURLToPath } from 'node:url'
import WebSocket from 'ws'
import { findRepoRoot } from '../../apps/api/src/repo-root.ts'

/**
 * A hostile guest as its own process (so its own work does not slow the test's measuring client): `sockets` guest
 * sockets on /socket, each sending PublicMatchChannel subscribes as fast as the socket takes them, and opening
 * a new one at once whenever the server cuts it off or closes it. Run: node --import tsx socket-flood.ts <socketUrl> <token> <sockets>.
 * On SIGTERM it prints what it did as one JSON line and exits.
 */
function flood(url: string, token: string, sockets: number): void {
  const frame = JSON.stringify({
    command: 'subscribe',
    identifier: JSON.stringify({ channel: 'PublicMatchChannel', token }),
  })
  const stats = { opened: 0, sent: 0, cutOff: 0 }
  let stopping = false
  const open = () => {
    if (stopping) return
    const ws = new WebSocket(url, ['actioncable-v1-json'])
    ws.on('error', () => {})
    ws.on('open', () => {
      stats.opened++
      const pump = () => {
        // Batches of 100 while at most ~64 KiB is unsent: as fast as the server reads, without this process
        // buffering without end (or never yielding when the kernel takes every write at once).
        for (let i = 0; i < 100 && ws.readyState === WebSocket.OPEN && ws.bufferedAmount < 64 * 1024; i++) {
          ws.send(frame)
          stats.sent++
        }
        // Once the server stops reading, wait for it rather than spin.
        if (ws.readyState === WebSocket.OPEN)
          if (ws.bufferedAmount < 64 * 1024) setImmediate(pump)
          else setTimeout(pump, 5)
      }
      pump()
    })
    ws.on('message', (data) => {
      // Told to go: it does not wait for the close, it comes straight back on a new socket.
      if (!String(data).includes('too_many_commands')) return
      stats.cutOff++
      ws.terminate()
    })
    ws.on('close', () => setImmediate(open))
  }
  for (let i = 0; i < sockets; i++) open()
  process.on('SIGTERM', () => {
    stopping = true
    process.stdout.write(`${JSON.stringify(stats)}\n`, () => process.exit(0))
  })
}

export interface FloodProcess {
  child: ChildProcess
  /** Stops the flood and resolves with what it did. */
  stop(): Promise<{ opened: number; sent: number; cutOff: number }>
}

/** Starts the flood against `socketUrl` (ws://…/socket) in a process of its own. */
export function startSocketFlood(socketUrl: string, token: string, sockets: number): FloodProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), socketUrl, token, String(sockets)],
    {
      cwd: findRepoRoot(),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  // An attacker's own work happens on its machine, not the server's: here both share two cores, so the flood runs
  // at the lowest priority and takes what the server and the measuring client leave.
  if (child.pid !== undefined) setPriority(child.pid, 19)
  let output = ''
  child.stdout?.on('data', (d) => (output += String(d)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    child,
    async stop() {
      child.kill('SIGTERM')
      await exited
      const line = output.trim().split('\n').at(-1) ?? '{}'
      return JSON.parse(line) as { opened: number; sent: number; cutOff: number }
    },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, token, sockets] = process.argv.slice(2)
  flood(url!, token!, Number(sockets))
}
