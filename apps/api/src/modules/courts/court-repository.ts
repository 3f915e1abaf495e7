import { and, asc, count, eq, gt, gte, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { courts, organizations, type CourtRow } from '../../db/schema/index.ts'

// The `courts` table. Every write of an organization's courts runs after lockCourtsOf in the same transaction, so
// positions stay 0 … n − 1 with no gap and no two alike.

/**
 * Takes the organization row's lock (FOR NO KEY UPDATE: rows that reference the organization can still be
 * written) for the rest of the transaction: the writes of one organization's courts run one after the other.
 */
export async function lockCourtsOf(db: Database, organizationId: number): Promise<void> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('no key update')
}

export async function findCourts(db: Database, organizationId: number): Promise<CourtRow[]> {
  return db
    .select()
    .from(courts)
    .where(eq(courts.organizationId, organizationId))
    .orderBy(asc(courts.position), asc(courts.id))
}

export async function countCourts(db: Database, organizationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courts).where(eq(courts.organizationId, organizationId))
  return row?.n ?? 0
}

/** The court if it is the organization's, else undefined. */
export async function findCourt(db: Database, organizationId: number, courtId: number): Promise<CourtRow | undefined> {
  const rows = await db
    .select()
    .from(courts)
    .where(and(eq(courts.id, courtId), eq(courts.organizationId, organizationId)))
    .limit(1)
  return rows[0]
}

/** Any court by id with its organization's name (the caller checks membership), else undefined. */
export async function findCourtWithOrganization(
  db: Database,
  courtId: number,
): Promise<(CourtRow & { organizationName: string }) | undefined> {
  const rows = await db
    .select({ court: courts, organizationName: organizations.name })
    .from(courts)
    .innerJoin(organizations, eq(organizations.id, courts.organizationId))
    .where(eq(courts.id, courtId))
    .limit(1)
  const row = rows[0]
  return row && { ...row.court, organizationName: row.organizationName }
}

export async function insertCourt(db: Database, values: Omit<CourtRow, 'id'>): Promise<CourtRow> {
  const [row] = await db.insert(courts).values(values).returning()
  return row!
}

export async function updateCourtRow(
  db: Database,
  courtId: number,
  changes: Partial<Pick<CourtRow, 'name' | 'position'>>,
): Promise<CourtRow> {
  const [row] = await db.update(courts).set(changes).where(eq(courts.id, courtId)).returning()
  return row!
}

/** Moves the organization's courts at positions from … to (both included) by `by` places. */
export async function shiftCourts(
  db: Database,
  organizationId: number,
  range: { from: number; to: number },
  by: 1 | -1,
): Promise<void> {
  await db
    .update(courts)
    .set({ position: sql`${courts.position} + ${by}` })
    .where(
      and(eq(courts.organizationId, organizationId), gte(courts.position, range.from), lte(courts.position, range.to)),
    )
}

/** Deletes the court; the courts after it move up one place. Its matches keep existing, with no court. */
export async function deleteCourtRow(db: Database, court: CourtRow): Promise<void> {
  await db.delete(courts).where(eq(courts.id, court.id))
  await db
    .update(courts)
    .set({ position: sql`${courts.position} - 1` })
    .where(and(eq(courts.organizationId, court.organizationId), gt(courts.position, court.position)))
}
