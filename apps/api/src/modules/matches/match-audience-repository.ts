import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { matches, organizationMemberships } from '../../db/schema/index.ts'
import { matchAccess } from './match-access.ts'

/**
 * The users a `match_updated` notice goes to: the owner, and the connected members of the match's
 * organization who may see it by the same rule as the HTTP API (matchAccess: public and internal → members inside
 * the showing window, private → admins and superadmins). Null when the match no longer exists.
 */
export async function findMatchAudience(db: Database, matchId: number, now: Date): Promise<Set<number> | null> {
  const rows = await db
    .select({
      userId: matches.userId,
      organizationId: matches.organizationId,
      visibility: matches.visibility,
      startShowingAt: matches.startShowingAt,
      stopShowingAt: matches.stopShowingAt,
    })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1)
  const match = rows[0]
  if (!match) return null
  const audience = new Set([match.userId])
  if (match.organizationId === null) return audience
  const members = await db
    .select({
      userId: organizationMemberships.userId,
      role: organizationMemberships.role,
      status: organizationMemberships.status,
    })
    .from(organizationMemberships)
    .where(
      and(
        eq(organizationMemberships.organizationId, match.organizationId),
        eq(organizationMemberships.status, 'connected'),
      ),
    )
  for (const member of members) {
    if (matchAccess(match, member.userId, { role: member.role, status: member.status }, now).canView)
      audience.add(member.userId)
  }
  return audience
}

/** The organization a match belongs to (whose court wall shows it); null without one or when it no longer exists. */
export async function findMatchOrganization(db: Database, matchId: number): Promise<number | null> {
  const rows = await db
    .select({ organizationId: matches.organizationId })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1)
  return rows[0]?.organizationId ?? null
}

/** Whether any of these matches belongs to the organization now: a court wall's catch-up (ADR 0078). */
export async function anyMatchOfOrganization(
  db: Database,
  matchIds: number[],
  organizationId: number,
): Promise<boolean> {
  if (matchIds.length === 0) return false
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(inArray(matches.id, matchIds), eq(matches.organizationId, organizationId)))
    .limit(1)
  return rows.length > 0
}
