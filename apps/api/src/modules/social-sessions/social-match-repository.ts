import { and, asc, eq, max } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  socialSessionMatches,
  socialSessionPlayers,
  type SocialSessionMatchRow,
  type SocialSessionPlayerRow,
} from '../../db/schema/index.ts'

export async function insertSocialPlayers(db: Database, rows: SocialSessionPlayerRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(socialSessionPlayers).values(rows)
}

export async function insertSocialMatches(db: Database, rows: SocialSessionMatchRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(socialSessionMatches).values(rows)
}

/** The players in list order. */
export async function findSocialPlayers(db: Database, sessionId: number): Promise<SocialSessionPlayerRow[]> {
  return db
    .select()
    .from(socialSessionPlayers)
    .where(eq(socialSessionPlayers.sessionId, sessionId))
    .orderBy(asc(socialSessionPlayers.position))
}

/** Every match, round by round, court by court. */
export async function findSocialMatches(db: Database, sessionId: number): Promise<SocialSessionMatchRow[]> {
  return db
    .select()
    .from(socialSessionMatches)
    .where(eq(socialSessionMatches.sessionId, sessionId))
    .orderBy(asc(socialSessionMatches.round), asc(socialSessionMatches.court))
}

/** The number of the last round made (0 before any). */
export async function lastSocialRound(db: Database, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(socialSessionMatches.round) })
    .from(socialSessionMatches)
    .where(eq(socialSessionMatches.sessionId, sessionId))
  return row?.last ?? 0
}

/** Writes one court's result: one row, so results of other courts entered at the same time are untouched. */
export async function setSocialMatchScore(
  db: Database,
  key: { sessionId: number; round: number; court: number },
  score: { scoreA: number; scoreB: number },
): Promise<SocialSessionMatchRow | undefined> {
  const [row] = await db
    .update(socialSessionMatches)
    .set(score)
    .where(
      and(
        eq(socialSessionMatches.sessionId, key.sessionId),
        eq(socialSessionMatches.round, key.round),
        eq(socialSessionMatches.court, key.court),
      ),
    )
    .returning()
  return row
}
