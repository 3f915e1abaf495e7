import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { playlists, users, type PlaylistRow } from '../../db/schema/index.ts'

// The `playlists` table. Every query names the coach: a playlist is its coach's alone.

export async function findPlaylists(db: Database, userId: number): Promise<PlaylistRow[]> {
  return db.select().from(playlists).where(eq(playlists.userId, userId)).orderBy(desc(playlists.id))
}

export async function findPlaylist(db: Database, userId: number, id: number): Promise<PlaylistRow | undefined> {
  const rows = await db
    .select()
    .from(playlists)
    .where(and(eq(playlists.id, id), eq(playlists.userId, userId)))
    .limit(1)
  return rows[0]
}

/** The coach's playlists counted under their user row's lock, so two creations at once cannot both pass the cap. */
export async function countPlaylistsLocked(db: Database, userId: number): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
  const [row] = await db.select({ n: count() }).from(playlists).where(eq(playlists.userId, userId))
  return row?.n ?? 0
}

export async function insertPlaylist(db: Database, values: Omit<PlaylistRow, 'id'>): Promise<PlaylistRow> {
  const [row] = await db.insert(playlists).values(values).returning()
  return row!
}

export async function updatePlaylistRow(
  db: Database,
  id: number,
  changes: Partial<Pick<PlaylistRow, 'title' | 'filter' | 'leadSeconds' | 'lagSeconds'>>,
): Promise<PlaylistRow> {
  const [row] = await db.update(playlists).set(changes).where(eq(playlists.id, id)).returning()
  return row!
}

export async function deletePlaylistRow(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(playlists)
    .where(and(eq(playlists.id, id), eq(playlists.userId, userId)))
    .returning({ id: playlists.id })
  return rows.length > 0
}

export async function setPlaylistShareToken(db: Database, id: number, token: string | null): Promise<void> {
  await db.update(playlists).set({ shareToken: token }).where(eq(playlists.id, id))
}

/** The playlist shared under this token, if its coach's account is open (a closed account's links end with it). */
export async function findSharedPlaylist(db: Database, token: string): Promise<PlaylistRow | undefined> {
  const rows = await db
    .select({ playlist: playlists })
    .from(playlists)
    .innerJoin(users, and(eq(users.id, playlists.userId), isNull(users.deletedAt)))
    .where(eq(playlists.shareToken, token))
    .limit(1)
  return rows[0]?.playlist
}
