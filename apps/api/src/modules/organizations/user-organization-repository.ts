import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  organizationMemberships,
  organizationPlayers,
  organizations,
  players,
  users,
  type MembershipStatus,
  type OrganizationRole,
} from '../../db/schema/index.ts'

export interface UserOrganizationRow {
  id: number
  name: string
  subdomain: string
  licenseStatus: string
  createdAt: Date
  role: OrganizationRole
  status: MembershipStatus
  playerCount: number
}

/** Shared athletes of an organization whose coach's account is live (what the Players tab shows). */
const playerCount = sql<number>`(
  select count(*)::int from ${organizationPlayers}
  join ${players} on ${players.id} = ${organizationPlayers.playerId}
  join ${users} on ${users.id} = ${players.userId} and ${users.deletedAt} is null
  where ${organizationPlayers.organizationId} = ${organizations.id}
)`

/** Organizations the user belongs to or asked to join, oldest first; `organizationId` narrows it to one. */
export async function listUserOrganizations(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
  organizationId?: number,
): Promise<{ rows: UserOrganizationRow[]; total: number }> {
  const where = and(
    eq(organizationMemberships.userId, userId),
    organizationId !== undefined ? eq(organizationMemberships.organizationId, organizationId) : undefined,
  )
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      subdomain: organizations.subdomain,
      licenseStatus: organizations.licenseStatus,
      createdAt: organizations.createdAt,
      role: organizationMemberships.role,
      status: organizationMemberships.status,
      playerCount,
    })
    .from(organizationMemberships)
    .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
    .where(where)
    .orderBy(asc(organizations.createdAt), asc(organizations.id))
    .limit(page.limit)
    .offset(page.offset)
  const totals = await db.select({ total: count() }).from(organizationMemberships).where(where)
  return { rows, total: Number(totals[0]?.total ?? 0) }
}

/** The dashboard's "organization connections": memberships the user holds (connected, not pending). */
export async function countConnectedMemberships(db: Database, userId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(organizationMemberships)
    .where(and(eq(organizationMemberships.userId, userId), eq(organizationMemberships.status, 'connected')))
  return Number(rows[0]?.total ?? 0)
}
