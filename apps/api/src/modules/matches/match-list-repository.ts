import { and, count, desc, eq, gt, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { matchPlayers, matches, organizationMemberships, users } from '../../db/schema/index.ts'
import { containsPattern } from '../../lib/like-pattern.ts'
import { ownerIsOpen, viewerMembership, type MatchWithMembership } from './match-viewer-repository.ts'

// What a user may see (ADR 0012), as lists and counts.

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * The SQL twin of matchAccess for lists: the user's own matches, plus matches of organizations they are a
 * connected member of — all of them for admins, public and internal ones inside the showing window for others.
 * Public matches of organizations the user is not in can be opened by link but are not listed.
 */
function listedFor(userId: number, now: Date): SQL {
  const inWindow = and(
    or(sql`${matches.startShowingAt} is null`, sql`${matches.startShowingAt} <= ${ts(now)}`),
    or(sql`${matches.stopShowingAt} is null`, sql`${matches.stopShowingAt} > ${ts(now)}`),
  )
  const ownerOpen = sql`exists (select 1 from ${users} where ${ownerIsOpen})`
  const visible = or(
    eq(matches.userId, userId),
    and(
      eq(organizationMemberships.status, 'connected'),
      or(
        inArray(organizationMemberships.role, ['admin', 'superadmin']),
        and(inArray(matches.visibility, ['public', 'internal']), inWindow),
      ),
    ),
  )
  return and(ownerOpen, visible)!
}

export interface MatchListFilter {
  search?: string | undefined
  status?: 'not_started' | 'in_progress' | 'finished' | undefined
  source?: 'coach' | 'live' | undefined
  createdSince?: Date | undefined
  /** The login organization scope: only this organization's matches. */
  organizationId?: number | undefined
}

function filterConditions(filter: MatchListFilter): SQL[] {
  const conditions: SQL[] = []
  if (filter.status) conditions.push(eq(matches.status, filter.status))
  if (filter.source) conditions.push(eq(matches.source, filter.source))
  if (filter.createdSince) conditions.push(gte(matches.createdAt, filter.createdSince))
  if (filter.organizationId !== undefined) conditions.push(eq(matches.organizationId, filter.organizationId))
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    conditions.push(
      or(
        ilike(matches.title, pattern),
        sql`exists (select 1 from ${matchPlayers} where ${matchPlayers.matchId} = ${matches.id} and ${matchPlayers.name} ilike ${pattern})`,
      )!,
    )
  }
  return conditions
}

export type MatchOrder = 'created' | 'recently_updated'

/** Matches the user may see, newest first (or most recently updated first, for the dashboard). */
export async function listVisibleMatches(
  db: Database,
  userId: number,
  now: Date,
  filter: MatchListFilter,
  page: { limit: number; offset: number; order?: MatchOrder },
): Promise<{ rows: MatchWithMembership[]; total: number }> {
  const where = and(listedFor(userId, now), ...filterConditions(filter))
  const order =
    page.order === 'recently_updated'
      ? [desc(matches.updatedAt), desc(matches.id)]
      : [desc(matches.createdAt), desc(matches.id)]
  const rows = await db
    .select({ match: matches, role: organizationMemberships.role, status: organizationMemberships.status })
    .from(matches)
    .leftJoin(organizationMemberships, viewerMembership(userId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
  const totals = await db
    .select({ total: count() })
    .from(matches)
    .leftJoin(organizationMemberships, viewerMembership(userId))
    .where(where)
  return { rows, total: Number(totals[0]?.total ?? 0) }
}

export async function countVisibleMatches(
  db: Database,
  userId: number,
  now: Date,
  filter: MatchListFilter,
): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(matches)
    .leftJoin(organizationMemberships, viewerMembership(userId))
    .where(and(listedFor(userId, now), ...filterConditions(filter)))
  return Number(rows[0]?.total ?? 0)
}

/** Of these matches, the ones the user may see now: what a new live subscription may hear again (ADR 0078). */
export async function findVisibleAmong(
  db: Database,
  userId: number,
  matchIds: number[],
  now: Date,
): Promise<Set<number>> {
  if (matchIds.length === 0) return new Set()
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .leftJoin(organizationMemberships, viewerMembership(userId))
    .where(and(inArray(matches.id, matchIds), listedFor(userId, now)))
  return new Set(rows.map((row) => row.id))
}

/**
 * The matches changed after `since`, newest first, at most `limit`: what a live instance that has just begun to
 * listen reads, since it heard none of their notices. A sequential scan, once per start or lost LISTEN: an index on
 * updated_at would cost every recorded point.
 */
export async function findMatchesChangedSince(
  db: Database,
  since: Date,
  limit: number,
): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: matches.id, updatedAt: matches.updatedAt })
    .from(matches)
    .where(gt(matches.updatedAt, since))
    .orderBy(desc(matches.updatedAt))
    .limit(limit)
}
