import { randomBytes } from 'node:crypto'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Locale } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import type { UserRow } from '../../db/schema/index.ts'
import {
  organizationMemberships,
  organizations,
  users,
  type MembershipStatus,
  type OrganizationRole,
  type OrganizationRow,
} from '../../db/schema/index.ts'

/** Sequential candidates tried before the random fallback: `base`, `base-2` … `base-SEQUENTIAL_SUFFIXES`. */
export const SEQUENTIAL_SUFFIXES = 10_000

/**
 * Inserts an organization under the first free subdomain: `base`, then `base-2`, `base-3`…; once those run out
 * (10,000 coaches whose names slug to the same base, e.g. every non-Latin name → "coach"), a random suffix, which
 * is retried until free, so signup never fails for lack of a subdomain. ON CONFLICT DO NOTHING keeps the
 * surrounding transaction usable when a subdomain is taken (even by a concurrent signup).
 */
export async function insertOrganizationWithFreeSubdomain(
  db: Database,
  values: { name: string; baseSubdomain: string; now: Date },
): Promise<OrganizationRow> {
  const base = values.baseSubdomain
  const taken = await db
    .select({ subdomain: organizations.subdomain })
    .from(organizations)
    .where(sql`lower(${organizations.subdomain}) like ${`${base}%`}`)
  const used = new Set(taken.map((r) => r.subdomain.toLowerCase()))
  const insert = async (subdomain: string) =>
    (
      await db
        .insert(organizations)
        .values({ name: values.name, subdomain, licenseStatus: 'active', createdAt: values.now })
        .onConflictDoNothing()
        .returning()
    )[0]
  for (let n = 1; n <= SEQUENTIAL_SUFFIXES; n++) {
    const subdomain = n === 1 ? base : `${base}-${n}`
    if (used.has(subdomain)) continue
    const row = await insert(subdomain)
    if (row) return row
  }
  // 8 random base-36 characters: 2.8e12 values, so a collision (then simply retried) is vanishingly rare.
  for (;;) {
    const row = await insert(`${base}-${randomSuffix()}`)
    if (row) return row
  }
}

function randomSuffix(): string {
  const bytes = randomBytes(8)
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('')
}

/** The language a member's e-mails are written in. */
export type MemberLocale = Locale

export async function insertMembership(
  db: Database,
  values: {
    organizationId: number
    userId: number
    role: OrganizationRole
    status: MembershipStatus
    now: Date
    locale?: MemberLocale
  },
): Promise<void> {
  const { now, ...rest } = values
  await db.insert(organizationMemberships).values({ ...rest, createdAt: now })
}

/** A new organization under exactly this subdomain, or undefined when it is taken (case-insensitively). */
export async function insertOrganization(
  db: Database,
  values: { name: string; subdomain: string; now: Date },
): Promise<OrganizationRow | undefined> {
  const rows = await db
    .insert(organizations)
    .values({ name: values.name, subdomain: values.subdomain, licenseStatus: 'active', createdAt: values.now })
    .onConflictDoNothing()
    .returning()
  return rows[0]
}

/** With `forUpdate` the row is locked: membership changes of one organization run one after the other. */
export async function findOrganizationById(
  db: Database,
  id: number,
  forUpdate = false,
): Promise<OrganizationRow | undefined> {
  const query = db.select().from(organizations).where(eq(organizations.id, id)).limit(1)
  const rows = forUpdate ? await query.for('update') : await query
  return rows[0]
}

/** A pending request, unless the user already has a membership row (pending or connected) there. */
export async function insertPendingMembership(
  db: Database,
  values: { organizationId: number; userId: number; locale: MemberLocale; now: Date },
): Promise<{ id: number; createdAt: Date } | undefined> {
  const rows = await db
    .insert(organizationMemberships)
    .values({
      organizationId: values.organizationId,
      userId: values.userId,
      role: 'coach',
      status: 'pending',
      locale: values.locale,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: organizationMemberships.id, createdAt: organizationMemberships.createdAt })
  return rows[0]
}

export interface MemberRow {
  membershipId: number
  userId: number
  firstName: string
  lastName: string
  email: string
  role: OrganizationRole
  status: MembershipStatus
  locale: MemberLocale
  createdAt: Date
  /** The member's settings: whether they want organization emails. */
  settings: UserRow['settings']
}

const memberColumns = {
  membershipId: organizationMemberships.id,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: organizationMemberships.role,
  status: organizationMemberships.status,
  // The member's chosen language wins over the one they asked to join in (docs/decisions/0070-chosen-language.md).
  locale: sql<MemberLocale>`coalesce(${users.locale}, ${organizationMemberships.locale})`,
  createdAt: organizationMemberships.createdAt,
  settings: users.settings,
}

/** Members with a live account; `status` picks connected members or pending requests. Oldest first. */
export async function listMembers(
  db: Database,
  organizationId: number,
  status: MembershipStatus,
): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(organizationMemberships)
    .innerJoin(users, eq(users.id, organizationMemberships.userId))
    .where(
      and(
        eq(organizationMemberships.organizationId, organizationId),
        eq(organizationMemberships.status, status),
        sql`${users.deletedAt} is null`,
      ),
    )
    .orderBy(asc(organizationMemberships.createdAt), asc(organizationMemberships.id))
}

export async function findMember(
  db: Database,
  where: { organizationId: number; userId?: number; membershipId?: number },
): Promise<MemberRow | undefined> {
  const rows = await db
    .select(memberColumns)
    .from(organizationMemberships)
    .innerJoin(users, eq(users.id, organizationMemberships.userId))
    .where(
      and(
        eq(organizationMemberships.organizationId, where.organizationId),
        where.userId !== undefined ? eq(organizationMemberships.userId, where.userId) : undefined,
        where.membershipId !== undefined ? eq(organizationMemberships.id, where.membershipId) : undefined,
        sql`${users.deletedAt} is null`,
      ),
    )
    .limit(1)
  return rows[0]
}

/** Approves: pending → connected as `coach`. Undefined when it was not (or no longer) pending. */
export async function approvePendingMembership(
  db: Database,
  membershipId: number,
): Promise<{ id: number } | undefined> {
  const rows = await db
    .update(organizationMemberships)
    .set({ status: 'connected', role: 'coach' })
    .where(and(eq(organizationMemberships.id, membershipId), eq(organizationMemberships.status, 'pending')))
    .returning({ id: organizationMemberships.id })
  return rows[0]
}

/** Deletes a membership (or request) by id; `onlyStatus` guards against deleting something else meanwhile. */
export async function deleteMembershipById(
  db: Database,
  membershipId: number,
  onlyStatus?: MembershipStatus,
): Promise<boolean> {
  const rows = await db
    .delete(organizationMemberships)
    .where(
      and(
        eq(organizationMemberships.id, membershipId),
        onlyStatus ? eq(organizationMemberships.status, onlyStatus) : undefined,
      ),
    )
    .returning({ id: organizationMemberships.id })
  return rows.length > 0
}

export async function updateMemberRole(db: Database, membershipId: number, role: OrganizationRole): Promise<void> {
  await db.update(organizationMemberships).set({ role }).where(eq(organizationMemberships.id, membershipId))
}

export async function countSuperadmins(db: Database, organizationId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(organizationMemberships)
    .innerJoin(users, eq(users.id, organizationMemberships.userId))
    .where(
      and(
        eq(organizationMemberships.organizationId, organizationId),
        eq(organizationMemberships.status, 'connected'),
        eq(organizationMemberships.role, 'superadmin'),
        sql`${users.deletedAt} is null`,
      ),
    )
  return Number(rows[0]?.total ?? 0)
}

export async function findOrganizationBySubdomain(
  db: Database,
  subdomain: string,
): Promise<OrganizationRow | undefined> {
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
