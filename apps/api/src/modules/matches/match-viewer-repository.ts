import { and, eq, getTableColumns, inArray, isNull, sql, type Placeholder } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  courts,
  matchPlayers,
  matches,
  organizationMemberships,
  organizations,
  users,
  type MatchPlayerRow,
  type MatchRow,
  type MembershipStatus,
  type OrganizationRole,
} from '../../db/schema/index.ts'
import { rowFromJson } from '../../db/row-from-json.ts'
import { perDatabase } from '../../db/prepared-statement.ts'

// Reads of a match as someone sees it: with what access needs (ADR 0012). They read the membership, organization
// and user tables, which their own modules write.

export interface MatchWithMembership {
  match: MatchRow
  /** The viewer's membership in the match's organization, if any. */
  role: OrganizationRole | null
  status: MembershipStatus | null
}

/** The viewer's membership in the match's organization (a left join: none for a stranger). */
export const viewerMembership = (userId: number | Placeholder) =>
  and(eq(organizationMemberships.organizationId, matches.organizationId), eq(organizationMemberships.userId, userId))
const matchOrganization = eq(organizations.id, matches.organizationId)
const matchCourt = eq(courts.id, matches.courtId)
/**
 * A closed account's matches are gone for every viewer at once (ADR 0051): they stay in the database only until the
 * purge hands its club matches over, and read like missing ones until then.
 */
export const ownerIsOpen = and(eq(users.id, matches.userId), isNull(users.deletedAt))
/**
 * A match as its viewer reads it: what access needs (ADR 0012) and the names of its organization and court that its
 * answer shows.
 */
const viewerColumns = {
  match: matches,
  role: organizationMemberships.role,
  status: organizationMemberships.status,
  organizationName: organizations.name,
  courtName: courts.name,
}

/** The names a match's answer shows beside the match row, read in the same query. */
export interface MatchPlaceNames {
  organizationName: string | null
  courtName: string | null
}

/**
 * The match with what access needs and what its answer shows, in one round trip: the viewer's membership in its
 * organization and the names of the organization and the court. With `forUpdate` only the match row is locked
 * (FOR UPDATE OF).
 */
export async function findMatchForViewer(
  db: Database,
  id: number,
  userId: number,
  forUpdate = false,
): Promise<(MatchWithMembership & MatchPlaceNames) | undefined> {
  const query = db
    .select(viewerColumns)
    .from(matches)
    .innerJoin(users, ownerIsOpen)
    .leftJoin(organizationMemberships, viewerMembership(userId))
    .leftJoin(organizations, matchOrganization)
    .leftJoin(courts, matchCourt)
    .where(eq(matches.id, id))
    .limit(1)
  const rows = forUpdate ? await query.for('update', { of: matches }) : await query
  return rows[0]
}

/** The row version of a match as read (its `xmin`): a write made "if unchanged" compares it. */
export type MatchVersion = string

/**
 * Everything recording a point reads, in one round trip and without a lock: the match with its row version, the
 * viewer's membership, the organization's and court's names and the players. A write based on it must check the
 * version.
 */
export async function findMatchSnapshot(
  db: Database,
  id: number,
  userId: number,
): Promise<(MatchWithMembership & MatchPlaceNames & { version: MatchVersion; players: MatchPlayerRow[] }) | undefined> {
  const rows = await matchSnapshotQuery(db).execute({ id, userId })
  const row = rows[0]
  if (!row) return undefined
  const players = (typeof row.players === 'string' ? JSON.parse(row.players) : row.players) as Record<string, unknown>[]
  return { ...row, players: players.map((p) => rowFromJson(matchPlayers, p)) }
}

/** findMatchSnapshot's query, prepared once per database handle: every point reads it (ADR 0043). */
const matchSnapshotQuery = perDatabase((db) =>
  db
    .select({
      ...viewerColumns,
      version: sql<string>`${matches}.xmin::text`,
      players: sql<
        Record<string, unknown>[]
      >`(select coalesce(json_agg(p order by p.team, p.position), '[]'::json) from ${matchPlayers} p where p.match_id = ${matches.id})`,
    })
    .from(matches)
    .innerJoin(users, ownerIsOpen)
    .leftJoin(organizationMemberships, viewerMembership(sql.placeholder('userId')))
    .leftJoin(organizations, matchOrganization)
    .leftJoin(courts, matchCourt)
    .where(eq(matches.id, sql.placeholder('id')))
    .limit(1)
    .prepare('courtside_match_snapshot'),
)

/**
 * The match a share token names, if its coach's account is open: a closed account's matches are kept only for the
 * purge to hand the club's ones over, and show nothing to guests from the moment it closes (ADR 0051).
 */
export async function findMatchOfOpenAccountByShareToken(db: Database, token: string): Promise<MatchRow | undefined> {
  const rows = await db
    .select(getTableColumns(matches))
    .from(matches)
    .innerJoin(users, ownerIsOpen)
    .where(eq(matches.shareToken, token))
    .limit(1)
  return rows[0]
}

export async function findOrganizationNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, ids))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** The user's membership in an organization (role and status), if any: who may create a match in it. */
export async function findViewerMembership(
  db: Database,
  organizationId: number,
  userId: number,
): Promise<{ role: OrganizationRole; status: MembershipStatus } | undefined> {
  const rows = await db
    .select({ role: organizationMemberships.role, status: organizationMemberships.status })
    .from(organizationMemberships)
    .where(and(eq(organizationMemberships.organizationId, organizationId), eq(organizationMemberships.userId, userId)))
    .limit(1)
  return rows[0]
}
