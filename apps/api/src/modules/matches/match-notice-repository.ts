import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'

/** The one NOTIFY channel the live plugin LISTENs on (ADR 0001: fan-out between instances). */
export const MATCH_UPDATED_CHANNEL = 'match_updated'

export interface MatchUpdatedNotice {
  match_id: number
  updated_at: string
}

/**
 * The `pg_notify` call of a notice, for a statement of the caller's (a RETURNING list, say): PostgreSQL delivers
 * it on commit and drops it on rollback, so listeners never hear of a change that did not happen.
 */
export function matchUpdatedNotify(notice: MatchUpdatedNotice): SQL {
  return sql`pg_notify(${MATCH_UPDATED_CHANNEL}, ${matchUpdatedPayload(notice)})`
}

/** A notice's payload, as listeners parse it. */
export function matchUpdatedPayload(notice: MatchUpdatedNotice): string {
  return JSON.stringify({ match_id: notice.match_id, updated_at: notice.updated_at })
}

/** Queues a `match_updated` notice inside the caller's transaction. Call it (or the above) in every match mutation. */
export async function notifyMatchUpdated(tx: Database, notice: MatchUpdatedNotice): Promise<void> {
  await tx.execute(sql`select ${matchUpdatedNotify(notice)}`)
}
