import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'

/**
 * The NOTIFY channel that tells every API instance an organization's wall changed without any match changing: a
 * court added, renamed, moved or removed, or the wall link replaced or ended. The live plugin LISTENs on it.
 */
export const COURT_WALL_UPDATED_CHANNEL = 'court_wall_updated'

/** Queues the notice in the caller's transaction (delivered on commit, dropped on rollback). It carries the id only. */
export async function notifyCourtWall(tx: Database, organizationId: number): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${COURT_WALL_UPDATED_CHANNEL}, ${JSON.stringify({ organization_id: organizationId })})`,
  )
}

/** The organization a notice names; null for a malformed payload. */
export function parseCourtWallNotice(payload: string): number | null {
  try {
    const id = (JSON.parse(payload) as { organization_id?: unknown }).organization_id
    return Number.isSafeInteger(id) ? (id as number) : null
  } catch {
    return null
  }
}
