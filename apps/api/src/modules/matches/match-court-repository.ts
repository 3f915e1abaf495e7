import { and, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { courts, matches, users, type MatchRow } from '../../db/schema/index.ts'
import { ownerIsOpen } from './match-viewer-repository.ts'

// Reads of the `courts` table that a match needs (its court's name, whether a court may be named) and a court's
// current match. The courts module writes the courts; this module writes `matches.court_id` (ADR 0054), and only
// reads courts here, so the courts module may call this one without a cycle (docs/architecture.md).

export interface MatchCourt {
  id: number
  name: string
}

/**
 * The court if it is one of the organization's, else undefined. With `lock` it is held (FOR KEY SHARE) until the
 * transaction ends, so it cannot be deleted between this check and the match's write that names it.
 */
export async function findCourtOfOrganization(
  db: Database,
  courtId: number,
  organizationId: number | null,
  lock = false,
): Promise<MatchCourt | undefined> {
  if (organizationId === null) return undefined
  const query = db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .where(and(eq(courts.id, courtId), eq(courts.organizationId, organizationId)))
    .limit(1)
  const rows = lock ? await query.for('key share') : await query
  return rows[0]
}

export async function findCourtNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: courts.id, name: courts.name }).from(courts).where(inArray(courts.id, ids))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/**
 * Before a court is deleted: locks its matches in the order an edit of a match takes its locks (the match, then the
 * court it names), so the delete's `set null` never waits on an edit that waits on the court (a deadlock).
 */
export async function lockMatchesOfCourt(db: Database, courtId: number): Promise<void> {
  await db.select({ id: matches.id }).from(matches).where(eq(matches.courtId, courtId)).for('update')
}

/**
 * The current match of each court (packages/contracts/src/court.ts): its match in progress, the newest if several,
 * else its newest match not started; never a finished one, nor one of a closed account (ADR 0051). By court id.
 */
export async function findCurrentCourtMatches(db: Database, courtIds: number[]): Promise<Map<number, MatchRow>> {
  if (courtIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([matches.courtId], getTableColumns(matches))
    .from(matches)
    .innerJoin(users, ownerIsOpen)
    .where(and(inArray(matches.courtId, courtIds), ne(matches.status, 'finished')))
    .orderBy(matches.courtId, desc(sql`${matches.status} = 'in_progress'`), desc(matches.createdAt), desc(matches.id))
  return new Map(rows.map((row) => [row.courtId!, row]))
}
