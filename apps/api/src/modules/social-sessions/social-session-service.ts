import type { z } from 'zod'
import { SocialError, checkSocialSize, maxSocialCourts, nextMexicanoRound, type SocialRound } from '@courtside/domain'
import {
  messages,
  playerDisplayName,
  type createSocialSessionSchema,
  type ListMeta,
  type SocialSession,
  type SocialSessionSummary,
} from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { Database } from '../../db/database.ts'
import type { SocialSessionMatchRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import {
  mayManageSession,
  requireSessionManager,
  requireSessionStarter,
  requireSocialMember,
} from './social-session-access.ts'
import { presentSocialSession } from './social-session-presenter.ts'
import {
  findSocialMatches,
  findSocialPlayers,
  insertSocialMatches,
  insertSocialPlayers,
} from './social-match-repository.ts'
import {
  deleteSocialSessionRow,
  findSocialSession,
  insertSocialSession,
  listSocialSessionRows,
} from './social-session-repository.ts'
import { notifySocialSession } from './social-session-notice-repository.ts'
import { americanoScheduleOf } from './americano-schedules.ts'
import { findOwnedAthletes } from '../matches/index.ts'

type CreateSocialSession = z.output<typeof createSocialSessionSchema>

/** A refusal of the domain as the API answers it: 422 with the domain's code, a key of the messages (ADR 0024). */
export function socialRefusal(error: unknown): never {
  if (error instanceof SocialError) throw new HttpError(422, error.code)
  throw error
}

/** The rows of rounds the domain made. */
export const matchRowsOf = (sessionId: number, rounds: readonly SocialRound[]): SocialSessionMatchRow[] =>
  rounds.flatMap((round) =>
    round.matches.map((match) => ({
      sessionId,
      round: round.number,
      court: match.court,
      teamA: [...match.teamA],
      teamB: [...match.teamB],
      scoreA: null,
      scoreB: null,
    })),
  )

/**
 * The names of the new session's players, in list order: an athlete named by `player_id` must be one the creator
 * coaches (as for a match's players) and appear once; every problem is on its own field, all at once.
 */
async function resolvePlayers(db: Database, userId: number, input: CreateSocialSession['players']) {
  const wanted = input.flatMap((player) => ('player_id' in player ? [player.player_id] : []))
  const owned = new Map((await findOwnedAthletes(db, userId, [...new Set(wanted)])).map((a) => [a.id, a]))
  const errors: Record<string, string[]> = {}
  const seen = new Set<number>()
  const players = input.map((player, position) => {
    if (!('player_id' in player)) return { position, playerId: null, name: player.name }
    const athlete = owned.get(player.player_id)
    const field = `players.${position}.player_id`
    if (!athlete) errors[field] = [messages.userNotFound]
    else if (seen.has(athlete.id)) errors[field] = [messages.socialPlayerTwice]
    seen.add(player.player_id)
    const name = athlete
      ? playerDisplayName({
          first_name: athlete.firstName,
          last_name: athlete.lastName,
          display_name: athlete.displayName,
        })
      : ''
    return { position, playerId: player.player_id, name }
  })
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'validationFailed', errors)
  return players
}

/**
 * Starts a session (admins, superadmins and coaches of the organization): an Americano with its whole schedule, a
 * Mexicano with its first round by the list order. docs/social-sessions.md.
 */
export async function createSocialSession(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  input: CreateSocialSession,
): Promise<SocialSession> {
  requireSessionStarter(await requireSocialMember(ctx.db, organizationId, userId))
  const players = await resolvePlayers(ctx.db, userId, input.players)
  const courts = input.courts ?? maxSocialCourts(players.length)
  // The contract already refused these; the domain's own check keeps a future schema change from slipping past.
  const size = checkSocialSize(players.length, courts)
  if (size !== null) {
    throw new HttpError(422, 'validationFailed', {
      [size === 'socialCourtCount' ? 'courts' : 'players']: [messages[size]],
    })
  }
  let rounds: readonly SocialRound[]
  try {
    rounds =
      input.format === 'americano'
        ? americanoScheduleOf(players.length, courts)
        : [nextMexicanoRound({ players: players.length, courts, rounds: [] })]
  } catch (error) {
    socialRefusal(error)
  }
  const now = ctx.config.now()
  return ctx.db.transaction(async (tx) => {
    const session = await insertSocialSession(tx, {
      organizationId,
      createdById: userId,
      name: input.name,
      format: input.format,
      courts,
      pointsPerMatch: input.points_per_match,
      createdAt: now,
      updatedAt: now,
    })
    const playerRows = players.map((player) => ({ sessionId: session.id, ...player }))
    const matchRows = matchRowsOf(session.id, rounds)
    await insertSocialPlayers(tx, playerRows)
    await insertSocialMatches(tx, matchRows)
    await notifySocialSession(tx, organizationId, session.id)
    return presentSocialSession(session, playerRows, matchRows, true)
  })
}

/** A session for any member of its organization; 404 for anyone else and for another organization's session. */
export async function getSocialSession(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  sessionId: number,
): Promise<SocialSession> {
  const membership = await requireSocialMember(ctx.db, organizationId, userId)
  const session = await findSocialSession(ctx.db, organizationId, sessionId)
  if (!session) throw new HttpError(404, 'notFound')
  const [players, matches] = [await findSocialPlayers(ctx.db, sessionId), await findSocialMatches(ctx.db, sessionId)]
  return presentSocialSession(session, players, matches, mayManageSession(membership, session, userId))
}

/** Beyond any real list: a page past it is empty without asking the database to skip that far. */
const MAX_OFFSET = 1_000_000

export async function listSocialSessions(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  query: { page: number; per_page: number },
): Promise<{ social_sessions: SocialSessionSummary[]; meta: ListMeta }> {
  await requireSocialMember(ctx.db, organizationId, userId)
  const offset = (query.page - 1) * query.per_page
  const { rows, total } = await listSocialSessionRows(ctx.db, organizationId, {
    limit: offset > MAX_OFFSET ? 0 : query.per_page,
    offset: Math.min(offset, MAX_OFFSET),
  })
  return {
    social_sessions: rows.map((row) => ({
      id: row.id,
      name: row.name,
      format: row.format,
      created_at: row.createdAt.toISOString(),
      players_count: row.playersCount,
      rounds_count: row.roundsCount,
    })),
    meta: { page: query.page, per_page: query.per_page, total },
  }
}

/** Deletes a session with its rounds and results: its organizer or an admin of the organization. */
export async function deleteSocialSession(
  ctx: AppContext,
  userId: number,
  organizationId: number,
  sessionId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const membership = await requireSocialMember(tx, organizationId, userId)
    const session = await findSocialSession(tx, organizationId, sessionId, true)
    if (!session) throw new HttpError(404, 'notFound')
    requireSessionManager(membership, session, userId)
    await deleteSocialSessionRow(tx, sessionId)
    await notifySocialSession(tx, organizationId, sessionId)
  })
}
