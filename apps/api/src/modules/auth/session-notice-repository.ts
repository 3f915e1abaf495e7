import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'

/** The NOTIFY channel that tells every API instance a session ended (ADR 0022: sockets closed within a second). */
export const SESSION_ENDED_CHANNEL = 'session_ended'

/** Whose sockets to check again: one token (logout) or every token of a user (password reset, deletion). */
export type SessionEndedNotice = { jti: string } | { user_id: number }

/**
 * Queues the notice inside the caller's transaction (delivered on commit, dropped on rollback). It carries no
 * token, only whom to look at: each instance checks those sockets' sessions again with the same rules as HTTP,
 * so a stray or forged notice can close nothing that is still valid.
 */
export async function notifySessionEnded(tx: Database, notice: SessionEndedNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${JSON.stringify(notice)})`)
}
