import type { CableConnection, CableServer } from './cable-server.ts'

export interface SessionRecheck {
  /** Checks every open socket's session now (the periodic safety net runs this). */
  runOnce(): Promise<number>
  /** Checks the sessions of the sockets `filter` picks now (a session_ended notice names them). */
  runFor(filter: (connection: CableConnection) => boolean): Promise<number>
  stop(): Promise<void>
}

/**
 * Sockets outlive the request that opened them. Their sessions are checked again — logout, password reset,
 * account deletion or expiry close them with a disconnect that forbids reconnecting — at once for the sockets a
 * `session_ended` notice names (every instance hears it), and every `intervalMs` for all of them, as a safety net
 * for notices missed while a LISTEN connection was down and for plain expiry. One check per distinct token.
 */
export function startSessionRecheck(options: {
  cable: CableServer
  isSessionLive(credential: string): Promise<boolean>
  intervalMs: number
  onError?(error: unknown): void
}): SessionRecheck {
  let running: Promise<number> | null = null
  const pending = new Set<Promise<number>>()

  async function check(filter: (connection: CableConnection) => boolean): Promise<number> {
    const credentials = new Set<string>()
    for (const connection of options.cable.connections())
      if (connection.credential && filter(connection)) credentials.add(connection.credential)
    const ended = new Set<string>()
    for (const credential of credentials) {
      if (!(await options.isSessionLive(credential))) ended.add(credential)
    }
    return ended.size === 0 ? 0 : options.cable.revoke((c) => c.credential !== null && ended.has(c.credential))
  }

  function guarded(filter: (connection: CableConnection) => boolean): Promise<number> {
    const run = check(filter).catch((error: unknown) => {
      options.onError?.(error)
      return 0
    })
    pending.add(run)
    void run.finally(() => pending.delete(run))
    return run
  }

  function runOnce(): Promise<number> {
    // Never two full checks at once: a slow database must not pile them up.
    running ??= guarded(() => true).finally(() => {
      running = null
    })
    return running
  }

  const timer = setInterval(() => void runOnce(), options.intervalMs)
  timer.unref()
  return {
    runOnce,
    runFor: guarded,
    async stop() {
      clearInterval(timer)
      await Promise.all(pending)
    },
  }
}
