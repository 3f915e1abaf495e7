import { and, desc, eq, gt, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { organizationMemberships, socialSessions } from '../../db/schema/index.ts'

/** Who hears that an evening changed: the organization's connected members, the same people who may read it. */
export async function findSocialSessionAudience(db: Database, organizationId: number): Promise<Set<number>> {
  const rows = await db
    .select({ userId: organizationMemberships.userId })
    .from(organizationMemberships)
    .where(
      and(eq(organizationMemberships.organizationId, organizationId), eq(organizationMemberships.status, 'connected')),
    )
  return new Set(rows.map((row) => row.userId))
}

/** Of these organizations, the ones whose evenings the user may read (a connected member): the same rule as above. */
export async function findEveningOrganizationsOf(
  db: Database,
  userId: number,
  organizationIds: number[],
): Promise<Set<number>> {
  if (organizationIds.length === 0) return new Set()
  const rows = await db
    .select({ organizationId: organizationMemberships.organizationId })
    .from(organizationMemberships)
    .where(
      and(
        eq(organizationMemberships.userId, userId),
        eq(organizationMemberships.status, 'connected'),
        inArray(organizationMemberships.organizationId, organizationIds),
      ),
    )
  return new Set(rows.map((row) => row.organizationId))
}

/** The evenings changed after `since`, newest first, at most `limit` (read when a live instance begins to listen). */
export async function findEveningsChangedSince(
  db: Database,
  since: Date,
  limit: number,
): Promise<{ organizationId: number; sessionId: number }[]> {
  return db
    .select({ organizationId: socialSessions.organizationId, sessionId: socialSessions.id })
    .from(socialSessions)
    .where(gt(socialSessions.updatedAt, since))
    .orderBy(desc(socialSessions.updatedAt))
    .limit(limit)
}
