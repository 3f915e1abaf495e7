import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { balls, matches, players, type BallRow, type MatchRow, type PlayerRow } from '../../db/schema/index.ts'

/** The rows of everything a coach owns, for the account export (ADR 0031): athletes, matches and their points. */
export async function findOwnedRows(
  db: Database,
  userId: number,
): Promise<{ athletes: PlayerRow[]; matches: MatchRow[]; balls: BallRow[] }> {
  const athleteRows = await db.select().from(players).where(eq(players.userId, userId)).orderBy(asc(players.id))
  const matchRows = await db.select().from(matches).where(eq(matches.userId, userId)).orderBy(asc(matches.id))
  const ids = matchRows.map((m) => m.id)
  const ballRows = ids.length
    ? await db.select().from(balls).where(inArray(balls.matchId, ids)).orderBy(asc(balls.matchId), asc(balls.seq))
    : []
  return { athletes: athleteRows, matches: matchRows, balls: ballRows }
}
