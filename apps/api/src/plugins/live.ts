import fp from 'fastify-plugin'
import type { AppContext } from '../app-context.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { createCableServer } from '../live/cable-server.ts'
import { findMatchAudience } from '../live/match-audience-repository.ts'
import { createMatchFanOut } from '../live/match-fan-out.ts'
import { MATCHES_CHANNEL } from '../live/match-updates-channel.ts'
import { listenForNotices } from '../live/notice-listener.ts'
import { startSessionRecheck } from '../live/session-recheck.ts'
import { MATCH_UPDATED_CHANNEL } from '../modules/matches/notify-match-updated.ts'
import { verifySessionToken } from './auth.ts'

export const SOCKET_PATH = '/socket'

/**
 * The live half of the API (DESIGN §1, §3): the ActionCable-protocol endpoint at /socket on the HTTP server's
 * 'upgrade' event, and the fan-out of PostgreSQL `match_updated` notices to the sockets of this instance. Every
 * instance LISTENs, so a point recorded through any of them reaches every socket of every instance.
 */
export const livePlugin = fp<{ ctx: AppContext; handle: DatabaseHandle }>(
  async (app, { ctx, handle }) => {
    const cable = createCableServer({
      async authenticate(token) {
        if (!token) return null
        const session = await verifySessionToken(ctx.db, ctx.tokens, token)
        return session ? { userId: session.user.id, credential: token } : null
      },
      // Read at each upgrade: tests (and listen()) may point appUrl at the served address after startup.
      // Same-origin pages (the app served by this very host, however it was reached) are always welcome.
      isOriginAllowed: (origin, request) =>
        origin === undefined || origin === ctx.config.appUrl || ctx.config.corsOrigins.includes(origin) || isSameOrigin(origin, request.headers.host),
      channels: {
        // No params: it streams every match the user may see (SPEC §4); anything else is rejected.
        [MATCHES_CHANNEL]: { authorize: (_connection, params) => Object.keys(params).length === 0 },
      },
      onError: (error) => ctx.log.warn({ err: error }, 'live socket error'),
    })

    app.server.on('upgrade', (request, socket, head) => {
      const path = (request.url ?? '').split('?')[0]
      if (path !== SOCKET_PATH) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
        return
      }
      cable.handleUpgrade(request, socket, head)
    })

    const fanOut = createMatchFanOut({
      cable,
      findAudience: (matchId) => findMatchAudience(ctx.db, matchId, ctx.config.now()),
      onError: (error) => ctx.log.error({ err: error }, 'live fan-out failed'),
    })
    const listener = await listenForNotices(handle, MATCH_UPDATED_CHANNEL, (payload) => fanOut.onNotice(payload), {
      onError: (error) => ctx.log.warn({ err: error }, 'LISTEN connection lost; reconnecting'),
      onReconnect: () => ctx.log.info('LISTEN connection restored'),
    })

    const recheck = startSessionRecheck({
      cable,
      isSessionLive: async (token) => (await verifySessionToken(ctx.db, ctx.tokens, token)) !== null,
      intervalMs: ctx.config.liveSessionRecheckMs,
      onError: (error) => ctx.log.warn({ err: error }, 'live session re-check failed'),
    })

    // preClose runs before the HTTP server waits for its connections: upgraded sockets would hold it open.
    app.addHook('preClose', async () => {
      await recheck.stop()
      await cable.close()
    })
    app.addHook('onClose', async () => {
      await listener.close()
      await fanOut.idle()
    })
  },
  { name: 'live', dependencies: ['db', 'auth'] },
)

/** Whether a browser's Origin names the host the upgrade request was sent to. */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
