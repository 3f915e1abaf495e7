import { computeMatchStats, type TeamStats } from '@courtside/domain'
import {
  completeRules,
  PUBLIC_RECENT_POINTS,
  SHARE_TOKEN_LENGTH,
  toDomainRules,
  type PublicMatch,
} from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { MatchRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findMatchLog, findMatchOfOpenAccountByShareToken, shareTokenOf, type MatchLog } from '../matches/index.ts'

/**
 * The match a share token opens, for a guest (ADR 0033): only a public match whose link is current, of an account
 * that is not closed (ADR 0051), and only inside its showing window. Before the window a 404 says when it starts; after it, that it is over; a
 * token that opens nothing is the plain 404 of a missing match.
 */
export async function findSharedMatch(ctx: AppContext, token: string): Promise<MatchRow> {
  const match =
    token.length === SHARE_TOKEN_LENGTH ? await findMatchOfOpenAccountByShareToken(ctx.db, token) : undefined
  if (!match || shareTokenOf(match) !== token) throw new HttpError(404, 'notFound')
  const now = ctx.config.now().getTime()
  if (match.startShowingAt && now < match.startShowingAt.getTime()) {
    throw new HttpError(404, 'matchNotShownYet', undefined, undefined, {
      starts_at: match.startShowingAt.toISOString(),
    })
  }
  if (match.stopShowingAt && now >= match.stopShowingAt.getTime()) throw new HttpError(404, 'matchNoLongerShown')
  return match
}

/** A share link that opens a match now, and when its showing window closes (null: it stays open). */
export interface OpenShare {
  matchId: number
  stopShowingAt: Date | null
}

/** For the live channel: the match a token opens now and when its window closes; null when it opens nothing. */
export async function openShareOf(ctx: AppContext, token: string): Promise<OpenShare | null> {
  try {
    const match = await findSharedMatch(ctx, token)
    return { matchId: match.id, stopShowingAt: match.stopShowingAt }
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null
    throw error
  }
}

/** GET /api/v2/live/:token: the scoreboard's match. Names and the score only; no e-mails, ids of people or comments. */
export async function getPublicMatch(ctx: AppContext, token: string): Promise<PublicMatch> {
  return publicMatchOf(ctx, await findSharedMatch(ctx, token))
}

/**
 * A court's current match as a guest on the court wall sees it (packages/contracts/src/court.ts): the scoreboard of
 * a public match inside its showing window, else null (the wall then says only that the court is in use).
 */
export async function guestCourtMatch(ctx: AppContext, match: MatchRow): Promise<PublicMatch | null> {
  const now = ctx.config.now().getTime()
  const shown =
    match.visibility === 'public' &&
    (!match.startShowingAt || match.startShowingAt.getTime() <= now) &&
    (!match.stopShowingAt || now < match.stopShowingAt.getTime())
  return shown ? publicMatchOf(ctx, match) : null
}

/** The scoreboard of a match a guest may see. */
async function publicMatchOf(ctx: AppContext, match: MatchRow): Promise<PublicMatch> {
  // Every point makes each guest refetch: the answer is computed once per version of the match, not per guest.
  const version = `${match.id}|${match.updatedAt.getTime()}|${match.ballsUpdatedAt?.getTime() ?? 0}`
  const cache = cacheOf(ctx)
  const now = Date.now()
  const cached = cache.get(version)
  // The server's clock is stamped on each answer, never cached: a guest screen tells how old the last point is.
  const stamped = (presented: UnstampedMatch): PublicMatch => ({
    ...presented,
    server_time: ctx.config.now().toISOString(),
  })
  if (cached && now - cached.at < PUBLIC_CACHE_TTL_MS) return stamped(cached.match)
  const presented = presentPublicMatch(match, await findMatchLog(ctx.db, match))
  cache.delete(version)
  cache.set(version, { match: presented, at: now })
  if (cache.size > PUBLIC_CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
  return stamped(presented)
}

/** Versions of shared matches kept per app; a short life covers changes that do not move updated_at. */
const PUBLIC_CACHE_ENTRIES = 500
const PUBLIC_CACHE_TTL_MS = 10_000
const caches = new WeakMap<AppContext, Map<string, { match: UnstampedMatch; at: number }>>()
function cacheOf(ctx: AppContext): Map<string, { match: UnstampedMatch; at: number }> {
  let cache = caches.get(ctx)
  if (!cache) caches.set(ctx, (cache = new Map()))
  return cache
}

const byTeam = (teams: readonly TeamStats[], figure: (t: TeamStats) => number): [number, number] => [
  figure(teams.find((t) => t.team === 0)!),
  figure(teams.find((t) => t.team === 1)!),
]

/** A scoreboard without the server's clock (added per answer), so it can be cached. */
type UnstampedMatch = Omit<PublicMatch, 'server_time'>

function presentPublicMatch(match: MatchRow, log: MatchLog): UnstampedMatch {
  const stats = computeMatchStats({ rules: toDomainRules(match.rules), ...log })
  const pair = (team: 0 | 1) => ({
    team,
    players: log.players.filter((p) => p.team === team).map((p) => ({ id: Number(p.id), name: p.name })),
  })
  return {
    title: match.title,
    sport: match.sport,
    match_type: match.matchType,
    status: match.status,
    rules: completeRules(match.rules),
    pairs: [pair(0), pair(1)],
    score: match.score,
    points_count: match.pointsCount,
    background: match.background,
    show_server_indicator: match.showServerIndicator,
    start_showing_at: match.startShowingAt?.toISOString() ?? null,
    stop_showing_at: match.stopShowingAt?.toISOString() ?? null,
    updated_at: match.updatedAt.toISOString(),
    last_point_at: match.ballsUpdatedAt?.toISOString() ?? null,
    recent_points: log.balls
      .slice(-PUBLIC_RECENT_POINTS)
      .reverse()
      .map((ball) => ({
        seq: ball.seq,
        winner_team: ball.winnerTeam,
        point_type: ball.pointType,
        finisher_id: ball.finisherId === null ? null : Number(ball.finisherId),
        shot_type: ball.shotType ?? null,
      })),
    stats: {
      points_won: byTeam(stats.teams, (t) => t.points_won),
      winners: byTeam(stats.teams, (t) => t.winners + t.aces),
      errors: byTeam(stats.teams, (t) => t.forced_errors + t.unforced_errors + t.serve_return_errors + t.double_faults),
      break_points_converted: byTeam(stats.teams, (t) => t.break_points.converted),
      break_points_chances: byTeam(stats.teams, (t) => t.break_points.chances),
    },
  }
}
