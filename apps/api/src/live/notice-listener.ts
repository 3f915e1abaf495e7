import pg from 'pg'
import type { DatabaseHandle } from '../db/client.ts'

export interface NoticeListener {
  /** UNLISTEN and release the connection; no callback runs afterwards. */
  close(): Promise<void>
}

export interface NoticeListenerOptions {
  onError?(error: unknown): void
  /** Called after a lost PostgreSQL connection is back: notices sent meanwhile were missed. */
  onReconnect?(): void
  /** First reconnect delay; doubles up to 5 s. */
  retryDelayMs?: number
}

/**
 * LISTENs on one channel of the app's database. PGlite delivers NOTIFY in-process through its own `listen`;
 * PostgreSQL needs one dedicated connection (a pooled one would be handed to queries and lose the LISTEN), which
 * is reopened when it drops so a restart of the database does not silence this instance for good.
 */
export async function listenForNotices(
  handle: DatabaseHandle,
  channel: string,
  onPayload: (payload: string) => void,
  options: NoticeListenerOptions = {},
): Promise<NoticeListener> {
  if (handle.pglite) {
    const pglite = handle.pglite
    const unlisten = await pglite.listen(channel, onPayload)
    return {
      async close() {
        if (!pglite.closed) await unlisten().catch((error: unknown) => options.onError?.(error))
      },
    }
  }
  if (!handle.databaseUrl) throw new Error('listenForNotices: the database handle has neither PGlite nor a URL')
  return listenOnPostgres(handle.databaseUrl, channel, onPayload, options)
}

async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  options: NoticeListenerOptions,
): Promise<NoticeListener> {
  let closed = false
  let client: pg.Client | undefined
  let timer: NodeJS.Timeout | undefined
  const firstDelay = options.retryDelayMs ?? 250
  let delay = firstDelay

  const listenSql = (verb: 'LISTEN' | 'UNLISTEN') => `${verb} "${channel.replace(/"/g, '""')}"`

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    const lost = (error?: unknown) => {
      if (error) options.onError?.(error)
      // Only the connection in use matters; a failed attempt is retried by reconnectSoon itself.
      if (client !== next) return
      client = undefined
      next.end().catch(() => {})
      reconnectSoon()
    }
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
    })
    next.on('error', lost)
    next.on('end', () => lost())
    try {
      await next.connect()
      // The channel name is ours (a constant), not user input; LISTEN takes no bind parameters.
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
        () => options.onReconnect?.(),
        (error: unknown) => {
          options.onError?.(error)
          delay = Math.min(delay * 2, 5000)
          reconnectSoon()
        },
      )
    }, delay)
    timer.unref()
  }

  await connect()
  return {
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const current = client
      client = undefined
      if (!current) return
      await current.query(listenSql('UNLISTEN')).catch(() => {})
      await current.end().catch(() => {})
    },
  }
}
