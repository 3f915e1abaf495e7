import pg from 'pg'
import type { DatabaseHandle } from '../db/client.ts'

export interface NoticeListener {
  /** UNLISTEN and release the connection; no callback runs afterwards. */
  close(): Promise<void>
  /** Whether notices reach this instance now: PostgreSQL's connection is up (PGlite's in-process one is open). */
  isAlive(): boolean
}

export interface NoticeListenerOptions {
  /** A lost connection, a failed reconnect or a heartbeat without answer (each is followed by a retry). */
  onError?(error: unknown): void
  /** Called after a lost PostgreSQL connection is back: notices sent meanwhile were missed. */
  onReconnect?(): void
  /** First reconnect delay; doubles up to 5 s. */
  retryDelayMs?: number
  /**
   * How often the PostgreSQL connection is asked `select 1`; no answer within the same time counts as a lost
   * connection. A LISTEN connection otherwise only reads: one that went quiet (a dropped route, a frozen server)
   * would never notice, and live updates would stop for good without a word.
   */
  heartbeatMs?: number
}

/** The name PostgreSQL shows for the listening connection (pg_stat_activity.application_name). */
export const LISTEN_APPLICATION_NAME = 'courtside-listen'

export type NoticeHandlers = Record<string, (payload: string) => void>

/**
 * LISTENs on channels of the app's database. PGlite delivers NOTIFY in-process through its own `listen`;
 * PostgreSQL needs one dedicated connection (a pooled one would be handed to queries and lose the LISTEN), which
 * is checked by a heartbeat and reopened when it drops, so a restart of the database does not silence this
 * instance for good.
 */
export async function listenForNotices(
  handle: DatabaseHandle,
  handlers: NoticeHandlers,
  options: NoticeListenerOptions = {},
): Promise<NoticeListener> {
  if (handle.pglite) {
    const pglite = handle.pglite
    const unlisteners = await Promise.all(
      Object.entries(handlers).map(([channel, onPayload]) => pglite.listen(channel, onPayload)),
    )
    return {
      isAlive: () => !pglite.closed,
      async close() {
        if (pglite.closed) return
        for (const unlisten of unlisteners) await unlisten().catch((error: unknown) => options.onError?.(error))
      },
    }
  }
  if (!handle.databaseUrl) throw new Error('listenForNotices: the database handle has neither PGlite nor a URL')
  return listenOnPostgres(handle.databaseUrl, handlers, options)
}

async function listenOnPostgres(
  url: string,
  handlers: NoticeHandlers,
  options: NoticeListenerOptions,
): Promise<NoticeListener> {
  let closed = false
  let client: pg.Client | undefined
  let timer: NodeJS.Timeout | undefined
  const firstDelay = options.retryDelayMs ?? 250
  let delay = firstDelay
  const heartbeatMs = options.heartbeatMs ?? 10_000
  const channels = Object.keys(handlers)

  // The channel names are ours (constants), not user input; LISTEN takes no bind parameters.
  const listenSql = (verb: 'LISTEN' | 'UNLISTEN') =>
    channels.map((channel) => `${verb} "${channel.replace(/"/g, '""')}"`).join('; ')

  /** Drops `lostClient` if it is still the one in use, and schedules a new connection. */
  const drop = (lostClient: pg.Client, error?: unknown) => {
    if (client !== lostClient) return
    if (error) options.onError?.(error)
    client = undefined
    // With a query in flight (the heartbeat), end() destroys the socket instead of waiting on a silent peer.
    lostClient.end().catch(() => {})
    reconnectSoon()
  }

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: LISTEN_APPLICATION_NAME })
    next.on('notification', (message) => {
      const handler = handlers[message.channel]
      if (handler && message.payload !== undefined) handler(message.payload)
    })
    next.on('error', (error) => drop(next, error))
    next.on('end', () => drop(next, new Error('the LISTEN connection ended')))
    try {
      await next.connect()
      await next.query(listenSql('LISTEN'))
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    delay = firstDelay
  }

  const reconnectSoon = () => {
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = undefined
      if (closed) return
      connect().then(
        () => {
          if (!closed) options.onReconnect?.()
        },
        (error: unknown) => {
          options.onError?.(error)
          delay = Math.min(delay * 2, 5000)
          reconnectSoon()
        },
      )
    }, delay)
    timer.unref()
  }

  let beating = false
  const heartbeat = setInterval(() => {
    const current = client
    if (!current || beating) return
    beating = true
    let timeout: NodeJS.Timeout | undefined
    const silence = new Promise<never>((_, reject) => {
      timeout = setTimeout(
        () => reject(new Error(`the LISTEN connection did not answer a heartbeat within ${heartbeatMs} ms`)),
        heartbeatMs,
      )
    })
    Promise.race([current.query('select 1'), silence])
      .catch((error: unknown) => drop(current, error))
      .finally(() => {
        clearTimeout(timeout)
        beating = false
      })
  }, heartbeatMs)
  heartbeat.unref()

  try {
    await connect()
  } catch (error) {
    clearInterval(heartbeat)
    throw error
  }
  return {
    isAlive: () => !closed && client !== undefined,
    async close() {
      closed = true
      clearInterval(heartbeat)
      if (timer) clearTimeout(timer)
      const current = client
      client = undefined
      if (!current) return
      await current.query(listenSql('UNLISTEN')).catch(() => {})
      await current.end().catch(() => {})
    },
  }
}
