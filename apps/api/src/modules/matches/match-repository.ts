import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm'
import type { BallRecord, PointType, Serve, ShotSpeed, ShotType, Team } from '@courtside/domain'
import type { Database } from '../../db/database.ts'
import {
  balls,
  matchPlayers,
  matchServerChanges,
  matches,
  organizationMemberships,
  organizations,
  users,
  type MatchPlayerRow,
  type MatchRow,
  type MembershipStatus,
  type OrganizationRole,
} from '../../db/schema/index.ts'
import { containsPattern } from '../../lib/like-pattern.ts'
import type { MatchScoreColumns, StoredServerChange } from './match-score.ts'
import { matchUpdatedNotify } from './notify-match-updated.ts'
import { rowFromJson } from '../../db/row-from-json.ts'
import { perDatabase } from '../../db/prepared-statement.ts'

export type NewMatch = Omit<typeof matches.$inferInsert, 'id'>
export type MatchChanges = Partial<Omit<NewMatch, 'userId' | 'createdAt' | 'updatedAt'>>

export interface MatchWithMembership {
  match: MatchRow
  /** The viewer's membership in the match's organization, if any. */
  role: OrganizationRole | null
  status: MembershipStatus | null
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * `updated_at` always moves forward, even for two writes within one millisecond: live clients compare it with
 * their cache, so a change must never carry the timestamp of the one before it.
 */
const nextUpdatedAt = (now: Date) => sql`greatest(${ts(now)}, ${matches.updatedAt} + interval '1 millisecond')`

export async function insertMatch(db: Database, values: NewMatch): Promise<MatchRow> {
  const rows = await db.insert(matches).values(values).returning()
  return rows[0]!
}

export async function insertMatchPlayers(
  db: Database,
  rows: Omit<typeof matchPlayers.$inferInsert, 'id'>[],
): Promise<MatchPlayerRow[]> {
  const inserted = await db.insert(matchPlayers).values(rows).returning()
  return inserted.sort((a, b) => a.team - b.team || a.position - b.position)
}

/** FOR UPDATE serializes every writer of one match (settings, server changes, balls) behind this row. */
export async function findMatch(db: Database, id: number, forUpdate = false): Promise<MatchRow | undefined> {
  const query = db.select().from(matches).where(eq(matches.id, id)).limit(1)
  const rows = forUpdate ? await query.for('update') : await query
  return rows[0]
}

/** The viewer's membership in the match's organization (a left join: none for a stranger). */
const viewerMembership = (userId: number | Placeholder) =>
  and(eq(organizationMemberships.organizationId, matches.organizationId), eq(organizationMemberships.userId, userId))
const matchOrganization = eq(organizations.id, matches.organizationId)
/**
 * A closed account's matches are gone for every viewer at once (ADR 0051): they stay in the database only until the
 * purge hands its club matches over, and read like missing ones until then.
 */
const ownerIsOpen = and(eq(users.id, matches.userId), isNull(users.deletedAt))
/** A match as its viewer reads it: what access needs (ADR 0012) and the organization's name its answer shows. */
const viewerColumns = {
  match: matches,
  role: organizationMemberships.role,
  status: organizationMemberships.status,
  organizationName: organizations.name,
}

/**
 * The match with what access needs and what its answer shows, in one round trip: the viewer's membership in its
 * organization and the organization's name. With `forUpdate` only the match row is locked (FOR UPDATE OF).
 */
export async function findMatchForViewer(
  db: Database,
  id: number,
  userId: number,
  forUpdate = false,
): Promise<(MatchWithMembership & { organizationName: string | null }) | undefined> {
  const query = db
    .select(viewerColumns)
    .from(matches)
    .innerJoin(users, ownerIsOpen)
    .leftJoin(organizationMemberships, viewerMembership(userId))
    .leftJoin(organizations, matchOrganization)
    .where(eq(matches.id, id))
    .limit(1)
  const rows = forUpdate ? await query.for('update', { of: matches }) : await query
  return rows[0]
}

/** The row version of a match as read (its `xmin`): a write made "if unchanged" compares it. */
export type MatchVersion = string

/**
 * Everything recording a point reads, in one round trip and without a lock: the match with its row version, the
 * viewer's membership, the organization's name and the players. A write based on it must check the version.
 */
export async function findMatchSnapshot(
  db: Database,
  id: number,
  userId: number,
): Promise<
  | (MatchWithMembership & { organizationName: string | null; version: MatchVersion; players: MatchPlayerRow[] })
  | undefined
> {
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
    .where(eq(matches.id, sql.placeholder('id')))
    .limit(1)
    .prepare('courtside_match_snapshot'),
)

/** The match a share token opens, if any. */
export async function findMatchByShareToken(db: Database, token: string): Promise<MatchRow | undefined> {
  const rows = await db.select().from(matches).where(eq(matches.shareToken, token)).limit(1)
  return rows[0]
}

/** Sets or clears the share token without touching `updated_at`: a link is not a change of the match. */
export async function setShareToken(db: Database, id: number, token: string | null): Promise<void> {
  await db.update(matches).set({ shareToken: token }).where(eq(matches.id, id))
}

/** Updates the match and moves `updated_at` on; returns the new row. */
export async function updateMatchRow(db: Database, id: number, changes: MatchChanges, now: Date): Promise<MatchRow> {
  const rows = await db
    .update(matches)
    .set({ ...changes, updatedAt: nextUpdatedAt(now) })
    .where(eq(matches.id, id))
    .returning()
  return rows[0]!
}

/** Writes the cached score of a replay (and `balls_updated_at` when balls changed). */
export async function writeMatchScore(
  db: Database,
  id: number,
  columns: MatchScoreColumns,
  now: Date,
  options: { ballsChanged?: boolean } = {},
): Promise<MatchRow> {
  return updateMatchRow(
    db,
    id,
    {
      score: columns.score,
      status: columns.status,
      pointsCount: columns.pointsCount,
      winnerTeam: columns.winnerTeam,
      currentServerOrder: columns.currentServerOrder,
      engineState: columns.engineState,
      ...(options.ballsChanged ? { ballsUpdatedAt: now } : {}),
    },
    now,
  )
}

/**
 * writeMatchScore for a match locked by this transaction, with its `match_updated` notice queued by the same
 * statement (one round trip fewer on the recording path). The new `updated_at` is the rule of nextUpdatedAt worked
 * out here from the locked row, so the notice can carry it.
 */
export async function writeLockedMatchScoreAndNotify(
  db: Database,
  locked: MatchRow,
  columns: MatchScoreColumns,
  now: Date,
): Promise<MatchRow> {
  const rows = await scoreWriteOf(db, locked, columns, now, eq(matches.id, locked.id))
  const { notified: _notified, ...row } = rows[0]!
  return row
}

/**
 * What a point's score write sets on `current` (the row as read) and the `match_updated` notice it sends. The new
 * `updated_at` follows nextUpdatedAt's rule worked out from the row, so the notice can carry it. One list for both
 * ways of recording (ADR 0039): the locked UPDATE below and the prepared statement of ADR 0043.
 */
export function scoreWriteValues(current: MatchRow, columns: MatchScoreColumns, now: Date) {
  const updatedAt = new Date(Math.max(now.getTime(), current.updatedAt.getTime() + 1))
  return {
    set: {
      score: columns.score,
      status: columns.status,
      pointsCount: columns.pointsCount,
      winnerTeam: columns.winnerTeam,
      currentServerOrder: columns.currentServerOrder,
      engineState: columns.engineState,
      ballsUpdatedAt: now,
      updatedAt,
    } satisfies Partial<MatchRow>,
    notice: { match_id: current.id, updated_at: updatedAt.toISOString() },
  }
}

/** The UPDATE of scoreWriteValues on the rows `where` picks, returning the new row with its notice queued. */
export function scoreWriteOf(db: Database, current: MatchRow, columns: MatchScoreColumns, now: Date, where: SQL) {
  const { set, notice } = scoreWriteValues(current, columns, now)
  return db
    .update(matches)
    .set(set)
    .where(where)
    .returning({ ...getTableColumns(matches), notified: matchUpdatedNotify(notice) })
}

/** Completes a match inserted in this transaction; its updated_at stays equal to its created_at. */
export async function setNewMatchOrderAndScore(
  db: Database,
  id: number,
  serverOrder: number[],
  columns: MatchScoreColumns,
): Promise<MatchRow> {
  const rows = await db
    .update(matches)
    .set({
      serverOrder,
      score: columns.score,
      status: columns.status,
      pointsCount: columns.pointsCount,
      winnerTeam: columns.winnerTeam,
      engineState: columns.engineState,
    })
    .where(eq(matches.id, id))
    .returning()
  return rows[0]!
}

export async function deleteMatchRow(db: Database, id: number): Promise<void> {
  await db.delete(matches).where(eq(matches.id, id))
}

export async function findMatchPlayers(db: Database, matchIds: number[]): Promise<MatchPlayerRow[]> {
  if (matchIds.length === 0) return []
  return db
    .select()
    .from(matchPlayers)
    .where(inArray(matchPlayers.matchId, matchIds))
    .orderBy(asc(matchPlayers.matchId), asc(matchPlayers.team), asc(matchPlayers.position))
}

export async function findOrganizationNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, ids))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** Point winners in recording order (the log the score replays). */
export async function findBallWinners(db: Database, matchId: number): Promise<Team[]> {
  const rows = await db
    .select({ winnerTeam: balls.winnerTeam })
    .from(balls)
    .where(eq(balls.matchId, matchId))
    .orderBy(asc(balls.seq))
  return rows.map((r) => r.winnerTeam as Team)
}

/** The match's balls as the domain's statistics read them (ids as strings). */
export async function findBallRecords(db: Database, matchId: number): Promise<BallRecord[]> {
  const rows = await db.select().from(balls).where(eq(balls.matchId, matchId)).orderBy(asc(balls.seq))
  const id = (v: number | null) => (v === null ? null : String(v))
  return rows.map((b) => ({
    seq: b.seq,
    winnerTeam: b.winnerTeam as Team,
    serverId: String(b.serverId),
    pointType: b.pointType as PointType,
    finisherId: id(b.finisherId),
    shotType: b.shotType as ShotType | null,
    shotSpeed: b.shotSpeed as ShotSpeed | null,
    previousShooterId: id(b.previousShooterId),
    previousShotType: b.previousShotType as ShotType | null,
    previousShotSpeed: b.previousShotSpeed as ShotSpeed | null,
    from: b.from,
    to: b.to,
    comment: b.comment,
    serve: b.serve as Serve | null,
    // Rows from before the tap time (migration 0008) have their arrival time instead (ADR 0034).
    tappedAt: (b.tappedAt ?? b.createdAt).getTime(),
  }))
}

/** Server changes in the order the replay applies them (ADR 0004: same point → the order they were made). */
export async function findServerChanges(db: Database, matchId: number): Promise<StoredServerChange[]> {
  const rows = await db
    .select({ atPoint: matchServerChanges.atPoint, order: matchServerChanges.order })
    .from(matchServerChanges)
    .where(eq(matchServerChanges.matchId, matchId))
    .orderBy(asc(matchServerChanges.atPoint), asc(matchServerChanges.id))
  return rows
}

export async function insertServerChange(
  db: Database,
  values: { matchId: number; atPoint: number; order: number[]; now: Date },
): Promise<void> {
  await db
    .insert(matchServerChanges)
    .values({ matchId: values.matchId, atPoint: values.atPoint, order: values.order, createdAt: values.now })
}

// ——— What a user may see (ADR 0012) ———

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

/** The athlete's matches: every match where one of the match players is linked to them, newest first. */
export async function findAthleteMatches(
  db: Database,
  playerId: number,
): Promise<{ match: MatchRow; team: Team; matchPlayerId: number }[]> {
  const rows = await db
    .select({ match: matches, team: matchPlayers.team, matchPlayerId: matchPlayers.id })
    .from(matchPlayers)
    .innerJoin(matches, eq(matches.id, matchPlayers.matchId))
    .where(eq(matchPlayers.playerId, playerId))
    .orderBy(desc(matches.createdAt), desc(matches.id))
  return rows.map((r) => ({ ...r, team: r.team as Team }))
}
