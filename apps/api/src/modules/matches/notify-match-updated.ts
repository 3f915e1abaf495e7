import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'

/** The one NOTIFY channel the live plugin LISTENs on (DESIGN §1: fan-out between instances). */
export const MATCH_UPDATED_CHANNEL = 'match_updated'

export interface MatchUpdatedNotice {
  match_id: number
  updated_at: string
}

/**
 * Queues a `match_updated` notice inside the caller's transaction: PostgreSQL delivers it on commit and drops it
 * on rollback, so listeners never hear of a change that did not happen. Call it in every match mutation.
 */
export async function notifyMatchUpdated(tx: Database, notice: MatchUpdatedNotice): Promise<void> {
  const payload = JSON.stringify({ match_id: notice.match_id, updated_at: notice.updated_at })
  await tx.execute(sql`select pg_notify(${MATCH_UPDATED_CHANNEL}, ${payload})`)
}
