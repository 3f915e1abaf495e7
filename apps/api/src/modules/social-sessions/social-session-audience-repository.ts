import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { organizationMemberships } from '../../db/schema/index.ts'

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
