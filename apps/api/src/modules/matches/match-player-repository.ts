import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Team } from '@courtside/domain'
import type { Database } from '../../db/database.ts'
import { matchPlayers, matches, players, type MatchPlayerRow, type MatchRow } from '../../db/schema/index.ts'

// The `match_players` table: who plays a match, on which team and in which position.

export async function insertMatchPlayers(
  db: Database,
  rows: Omit<typeof matchPlayers.$inferInsert, 'id'>[],
): Promise<MatchPlayerRow[]> {
  const inserted = await db.insert(matchPlayers).values(rows).returning()
  return inserted.sort((a, b) => a.team - b.team || a.position - b.position)
}

export async function findMatchPlayers(db: Database, matchIds: number[]): Promise<MatchPlayerRow[]> {
  if (matchIds.length === 0) return []
  return db
    .select()
    .from(matchPlayers)
    .where(inArray(matchPlayers.matchId, matchIds))
    .orderBy(asc(matchPlayers.matchId), asc(matchPlayers.team), asc(matchPlayers.position))
}

/** The athlete's matches: every match where one of the match players is linked to them, newest first. */
export async function findAthleteMatches(
  db: Database,
  playerId: number,
): Promise<{ match: MatchRow; team: Team; matchPlayerId: number }[]> {
  const rows = await db
    .select({ match: matches, team: matchPlayers.team, matchPlayerId: matchPlayers.id })
    .from(matchPlayers)
    .innerJoin(matches, eq(matches.id, matchPlayers.matchId))
    .where(eq(matchPlayers.playerId, playerId))
    .orderBy(desc(matches.createdAt), desc(matches.id))
  return rows.map((r) => ({ ...r, team: r.team as Team }))
}

/** An athlete as a new match names them: the names its match player is given. */
export interface MatchAthlete {
  id: number
  firstName: string
  lastName: string
  displayName: string | null
}

/**
 * The subset of `ids` the coach owns, read from the players module's table (the matches module only reads it: a
 * match copies its athletes' names when it is created).
 */
export async function findOwnedAthletes(db: Database, userId: number, ids: number[]): Promise<MatchAthlete[]> {
  if (ids.length === 0) return []
  return db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      displayName: players.displayName,
    })
    .from(players)
    .where(and(eq(players.userId, userId), inArray(players.id, ids)))
}
