import type { CableServer } from './cable-server.ts'

/**
 * Sockets outlive the request that opened them. Every `intervalMs` the sessions behind open sockets are checked
 * again (one check per distinct token), and sockets whose session has ended — logout, password reset, account
 * deletion, expiry — are closed with a disconnect that forbids reconnecting. Works across instances without any
 * extra channel: each instance checks its own sockets against the shared database.
 */
export function startSessionRecheck(options: {
  cable: CableServer
  isSessionLive(credential: string): Promise<boolean>
  intervalMs: number
  onError?(error: unknown): void
}): { stop(): Promise<void>; runOnce(): Promise<number> } {
  let running: Promise<number> | null = null

  async function check(): Promise<number> {
    const credentials = new Set<string>()
    for (const connection of options.cable.connections()) if (connection.credential) credentials.add(connection.credential)
    const ended = new Set<string>()
    for (const credential of credentials) {
      if (!(await options.isSessionLive(credential))) ended.add(credential)
    }
    return ended.size === 0 ? 0 : options.cable.revoke((c) => c.credential !== null && ended.has(c.credential))
  }

  function runOnce(): Promise<number> {
    // Never two checks at once: a slow database must not pile them up.
    running ??= check()
      .catch((error: unknown) => {
        options.onError?.(error)
        return 0
      })
      .finally(() => {
        running = null
      })
    return running
  }

  const timer = setInterval(() => void runOnce(), options.intervalMs)
  timer.unref()
  return {
    runOnce,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
