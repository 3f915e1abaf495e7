import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { parseNotice } from '../../lib/parse-notice.ts'
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

const courtWallNoticeSchema = z.object({ organization_id: z.number().int().positive() })

/** The organization a notice names; null for a malformed payload. */
export function parseCourtWallNotice(payload: string): number | null {
  return parseNotice(payload, courtWallNoticeSchema)?.organization_id ?? null
}
