import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { organizationPlayers, players, users } from '../../db/schema/index.ts'

export interface OrganizationPlayerRow {
  playerId: number
  firstName: string
  lastName: string
  displayName: string | null
  email: string | null
  addedAt: Date
  coachId: number
  coachFirstName: string
  coachLastName: string
}

export async function listOrganizationPlayers(db: Database, organizationId: number): Promise<OrganizationPlayerRow[]> {
  return db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      displayName: players.displayName,
      email: players.email,
      addedAt: organizationPlayers.createdAt,
      coachId: users.id,
      coachFirstName: users.firstName,
      coachLastName: users.lastName,
    })
    .from(organizationPlayers)
    .innerJoin(players, eq(players.id, organizationPlayers.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .where(and(eq(organizationPlayers.organizationId, organizationId), sql`${users.deletedAt} is null`))
    .orderBy(asc(organizationPlayers.createdAt), asc(players.id))
}

/** Shares an athlete; undefined when it already was. */
export async function insertOrganizationPlayer(
  db: Database,
  values: { organizationId: number; playerId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(organizationPlayers)
    .values({ organizationId: values.organizationId, playerId: values.playerId, createdAt: values.now })
    .onConflictDoNothing()
    .returning({ playerId: organizationPlayers.playerId })
  return rows.length > 0
}

export async function findOrganizationPlayer(db: Database, organizationId: number, playerId: number) {
  const rows = await db
    .select({ playerId: organizationPlayers.playerId, coachId: players.userId })
    .from(organizationPlayers)
    .innerJoin(players, eq(players.id, organizationPlayers.playerId))
    .where(and(eq(organizationPlayers.organizationId, organizationId), eq(organizationPlayers.playerId, playerId)))
    .limit(1)
  return rows[0]
}

export async function deleteOrganizationPlayer(db: Database, organizationId: number, playerId: number): Promise<void> {
  await db
    .delete(organizationPlayers)
    .where(and(eq(organizationPlayers.organizationId, organizationId), eq(organizationPlayers.playerId, playerId)))
}

/** A coach who leaves takes their athletes along: their shares in that organization end with the membership. */
export async function deletePlayersSharedBy(db: Database, organizationId: number, coachId: number): Promise<void> {
  const owned = db.select({ id: players.id }).from(players).where(eq(players.userId, coachId))
  await db
    .delete(organizationPlayers)
    .where(and(eq(organizationPlayers.organizationId, organizationId), inArray(organizationPlayers.playerId, owned)))
}
