import fp from 'fastify-plugin'
import type { AppContext } from '../app-context.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { createCableServer, refuseUpgrade, type CableConnection } from '../live/cable-server.ts'
import proxyAddr from '@fastify/proxy-addr'
import { PUBLIC_MATCH_CHANNEL, PUBLIC_WALL_CHANNEL } from '@courtside/contracts'
import { createMatchFanOut, parseMatchNotice } from '../live/match-fan-out.ts'
import { createSocialSessionFanOut } from '../live/social-session-fan-out.ts'
import { createPublicMatchStreams } from '../live/public-match-streams.ts'
import { createPublicWallStreams } from '../live/public-wall-streams.ts'
import { COURT_WALL_UPDATED_CHANNEL, openWallOf, parseCourtWallNotice } from '../modules/courts/index.ts'
import {
  findSocialSessionAudience,
  parseSocialSessionNotice,
  SOCIAL_SESSION_UPDATED_CHANNEL,
} from '../modules/social-sessions/index.ts'
import { openShareOf } from '../modules/public-matches/index.ts'
import { MATCHES_CHANNEL } from '../live/match-updates-channel.ts'
import { listenForNotices } from '../live/notice-listener.ts'
import { startSessionRecheck } from '../live/session-recheck.ts'
import { parseSessionEndedNotice, SESSION_ENDED_CHANNEL } from '../modules/auth/index.ts'
import { findMatchAudience, findMatchOrganization, MATCH_UPDATED_CHANNEL } from '../modules/matches/index.ts'
import { createLiveCatchUp } from '../live/live-catch-up.ts'
import { DEFAULT_LIVE_LIMITS } from '../live/live-limits.ts'
import { HttpError } from '../lib/http-error.ts'
import type { LiveResync } from '@courtside/contracts'
import { verifySessionToken } from './auth.ts'
import { clientIpKey } from '../lib/client-ip-key.ts'

export const SOCKET_PATH = '/socket'

/**
 * The live half of the API (ADR 0001, ADR 0017): the ActionCable-protocol endpoint at /socket on the HTTP server's
 * 'upgrade' event, and the fan-out of PostgreSQL `match_updated` notices to the sockets of this instance. Every
 * instance LISTENs, so a point recorded through any of them reaches every socket of every instance.
 */
export const livePlugin = fp<{ ctx: AppContext; handle: DatabaseHandle }>(
  async (app, { ctx, handle }) => {
    // The shared per-IP count of live reads (RATE_LIMIT_LIVE_MATCH_*); the limiter refuses a spent address from
    // memory, so a flood past the limit writes nothing (ADR 0050).
    const admit = (address: string) =>
      ctx.rateLimiter.hit('liveMatch', 'ip', address).then(
        () => true,
        (error: unknown) => {
          // Not counted (the database is away): refused this time, as a spent address is.
          if (!(error instanceof HttpError && error.statusCode === 429))
            ctx.log.warn({ err: error }, 'live read not counted')
          return false
        },
      )
    // What a new subscriber missed between its page's fetch and its confirmation (ADR 0078).
    const catchUp = createLiveCatchUp(ctx)
    const recent = catchUp.recent
    const publicStreams = createPublicMatchStreams({
      findShare: (token) => openShareOf(ctx, token),
      admit,
      recentChange: (matchId) => recent.recentMatch(matchId),
      now: () => ctx.config.now(),
      onError: (error) => ctx.log.error({ err: error }, 'public live stream failed'),
    })
    const wallStreams = createPublicWallStreams({
      findWall: (token) => openWallOf(ctx, token),
      findMatchOrganization: (matchId) => findMatchOrganization(ctx.db, matchId),
      admit,
      changedRecently: (organizationId) => catchUp.wallChanged(organizationId),
      onError: (error) => ctx.log.error({ err: error }, 'court wall stream failed'),
    })
    const trust = trustFunction(ctx.config.trustProxy)
    const cable = createCableServer({
      async authenticate(token) {
        if (!token) return null
        const session = await verifySessionToken(ctx.db, ctx.tokens, token)
        return session ? { userId: session.user.id, credential: token, sessionId: session.token.jti } : null
      },
      // Read at each upgrade: tests (and listen()) may point appUrl at the served address after startup.
      // Same-origin pages (the app served by this very host, however it was reached) are always welcome.
      isOriginAllowed: (origin, request) =>
        origin === undefined ||
        origin === ctx.config.appUrl ||
        ctx.config.corsOrigins.includes(origin) ||
        isSameOrigin(origin, request.headers.host),
      channels: {
        // No params: it streams every match the user may see; anything else is rejected.
        [MATCHES_CHANNEL]: {
          authorize: (_connection, params) => Object.keys(params).length === 0,
          confirmed: catchUp.signedIn,
        },
        // The public scoreboard (ADR 0033): guests too, with a share token.
        [PUBLIC_MATCH_CHANNEL]: publicStreams.channel,
        // The court wall: guests too, with the wall token.
        [PUBLIC_WALL_CHANNEL]: wallStreams.channel,
      },
      guests: {
        maxPerAddress: ctx.config.live?.maxGuestSocketsPerAddress ?? DEFAULT_LIVE_LIMITS.maxGuestSocketsPerAddress,
      },
      // The same client address as the HTTP routes' request.ip (the same trusted proxies); an IPv6 client's
      // sockets count by its /64 (ADR 0051).
      addressOf: (request) => clientIpKey(proxyAddr(request, trust)),
      limits: ctx.config.live,
      onError: (error) => ctx.log.warn({ err: error }, 'live socket error'),
      onLimit: (event) => ctx.log.info(event, 'live socket closed by a limit'),
    })

    publicStreams.attach(cable)
    wallStreams.attach(cable)

    app.server.on('upgrade', (request, socket, head) => {
      const path = (request.url ?? '').split('?')[0]
      if (path !== SOCKET_PATH) return refuseUpgrade(socket, 404, 'Not Found')
      cable.handleUpgrade(request, socket, head)
    })

    const fanOut = createMatchFanOut({
      cable,
      findAudience: (matchId) => findMatchAudience(ctx.db, matchId, ctx.config.now()),
      onError: (error) => ctx.log.error({ err: error }, 'live fan-out failed'),
    })
    const socialFanOut = createSocialSessionFanOut({
      cable,
      findAudience: (organizationId) => findSocialSessionAudience(ctx.db, organizationId),
      onError: (error) => ctx.log.error({ err: error }, 'live fan-out of an evening failed'),
    })
    // The poll is the safety net; session_ended notices close a revoked session's sockets at once.
    const recheck = startSessionRecheck({
      cable,
      isSessionLive: async (token) => (await verifySessionToken(ctx.db, ctx.tokens, token)) !== null,
      intervalMs: ctx.config.liveSessionRecheckMs,
      onError: (error) => ctx.log.warn({ err: error }, 'live session re-check failed'),
    })

    const listener = await listenForNotices(
      handle,
      {
        [MATCH_UPDATED_CHANNEL]: (payload) => {
          const notice = parseMatchNotice(payload)
          if (!notice) return
          recent.heardMatch(notice.match_id, notice.updated_at)
          fanOut.onNotice(notice)
          publicStreams.onMatchUpdated(notice)
          wallStreams.onMatchUpdated(notice.match_id)
        },
        [COURT_WALL_UPDATED_CHANNEL]: (payload) => {
          const organizationId = parseCourtWallNotice(payload)
          if (organizationId === null) return
          recent.heardWall(organizationId)
          wallStreams.onWallChanged(organizationId)
        },
        [SOCIAL_SESSION_UPDATED_CHANNEL]: (payload) => {
          const notice = parseSocialSessionNotice(payload)
          if (!notice) return
          recent.heardEvening(notice.organization_id, notice.session_id)
          socialFanOut.onNotice(notice)
        },
        [SESSION_ENDED_CHANNEL]: (payload) => {
          const filter = sessionEndedFilter(payload)
          if (filter) void recheck.runFor(filter)
        },
      },
      {
        heartbeatMs: ctx.config.live?.listenHeartbeatMs ?? DEFAULT_LIVE_LIMITS.listenHeartbeatMs,
        onError: (error) => {
          recent.forgetSeed()
          ctx.log.warn({ err: error }, 'LISTEN connection lost; reconnecting')
        },
        onReconnect: () => {
          void catchUp.seed()
          app.metrics.listenReconnects.inc()
          // Notices sent while the connection was down are lost: every socket here refetches what it shows, and
          // sessions that ended meanwhile are checked now rather than at the next poll.
          const resync: LiveResync = { type: 'resync' }
          const told = cable.broadcast(MATCHES_CHANNEL, resync)
          publicStreams.resync()
          wallStreams.resync()
          ctx.log.info({ sockets: told }, 'LISTEN connection restored; clients told to resync')
          void recheck.runOnce()
        },
      },
    )

    await catchUp.seed()

    app.metrics.watchLive({ sockets: cable, listening: () => listener.isAlive() })

    // preClose runs before the HTTP server waits for its connections: upgraded sockets would hold it open.
    app.addHook('preClose', async () => {
      await recheck.stop()
      publicStreams.stop()
      await cable.close()
    })
    app.addHook('onClose', async () => {
      await listener.close()
      await fanOut.idle()
      await socialFanOut.idle()
      await publicStreams.idle()
      await wallStreams.idle()
    })
  },
  { name: 'live', dependencies: ['db', 'auth'] },
)

/** Which sockets a session_ended payload names; null for a malformed one. */
function sessionEndedFilter(payload: string): ((connection: CableConnection) => boolean) | null {
  const notice = parseSessionEndedNotice(payload)
  if (!notice) return null
  if ('jti' in notice) return (connection) => connection.sessionId === notice.jti
  return (connection) => connection.userId === notice.user_id
}

/** Whether a browser's Origin names the host the upgrade request was sent to. */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

/** Fastify's trustProxy setting as proxy-addr's trust function (a hop count trusts the nearest N proxies). */
function trustFunction(setting: false | number | string): (address: string, hop: number) => boolean {
  if (setting === false) return () => false
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return proxyAddr.compile(setting.split(',').map((part) => part.trim()))
}
