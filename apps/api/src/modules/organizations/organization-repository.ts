import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  organizationMemberships,
  organizations,
  type MembershipStatus,
  type OrganizationRole,
  type OrganizationRow,
} from '../../db/schema/index.ts'

/**
 * Inserts an organization under the first free subdomain among `candidates()`. ON CONFLICT DO NOTHING keeps the
 * surrounding transaction usable when a subdomain is taken (even by a concurrent signup).
 */
export async function insertOrganizationWithFreeSubdomain(
  db: Database,
  values: { name: string; baseSubdomain: string; now: Date },
): Promise<OrganizationRow> {
  const taken = await db
    .select({ subdomain: organizations.subdomain })
    .from(organizations)
    .where(sql`lower(${organizations.subdomain}) like ${`${values.baseSubdomain}%`}`)
  const used = new Set(taken.map((r) => r.subdomain.toLowerCase()))
  for (let n = 1; n < 10_000; n++) {
    const subdomain = n === 1 ? values.baseSubdomain : `${values.baseSubdomain}-${n}`
    if (used.has(subdomain)) continue
    const rows = await db
      .insert(organizations)
      .values({ name: values.name, subdomain, licenseStatus: 'active', createdAt: values.now })
      .onConflictDoNothing()
      .returning()
    if (rows[0]) return rows[0]
  }
  throw new Error(`no free subdomain for ${values.baseSubdomain}`)
}

export async function insertMembership(
  db: Database,
  values: { organizationId: number; userId: number; role: OrganizationRole; status: MembershipStatus; now: Date },
): Promise<void> {
  const { now, ...rest } = values
  await db.insert(organizationMemberships).values({ ...rest, createdAt: now })
}

export async function findOrganizationBySubdomain(db: Database, subdomain: string): Promise<OrganizationRow | undefined> {
  const rows = await db
    .select()
    .from(organizations)
    .where(sql`lower(${organizations.subdomain}) = lower(${subdomain})`)
    .limit(1)
  return rows[0]
}

export async function findMembership(db: Database, organizationId: number, userId: number) {
  const rows = await db
    .select()
    .from(organizationMemberships)
    .where(and(eq(organizationMemberships.organizationId, organizationId), eq(organizationMemberships.userId, userId)))
    .limit(1)
  return rows[0]
}

export interface UserOrganizationRow {
  id: number
  name: string
  subdomain: string
  licenseStatus: string
  createdAt: Date
  role: OrganizationRole
  status: MembershipStatus
}

/** Organizations the user belongs to or asked to join, oldest first. */
export async function listUserOrganizations(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: UserOrganizationRow[]; total: number }> {
  const where = eq(organizationMemberships.userId, userId)
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      subdomain: organizations.subdomain,
      licenseStatus: organizations.licenseStatus,
      createdAt: organizations.createdAt,
      role: organizationMemberships.role,
      status: organizationMemberships.status,
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
