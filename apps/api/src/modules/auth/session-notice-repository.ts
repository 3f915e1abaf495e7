import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/database.ts'
import { parseNotice } from '../../lib/parse-notice.ts'

/** The NOTIFY channel that tells every API instance a session ended (ADR 0022: sockets closed within a second). */
export const SESSION_ENDED_CHANNEL = 'session_ended'

/** Whose sockets to check again: one token (logout) or every token of a user (password reset, deletion). */
const sessionEndedNoticeSchema = z.union([z.object({ jti: z.string() }), z.object({ user_id: z.number().int() })])
export type SessionEndedNotice = z.infer<typeof sessionEndedNoticeSchema>

/**
 * Queues the notice inside the caller's transaction (delivered on commit, dropped on rollback). It carries no
 * token, only whom to look at: each instance checks those sockets' sessions again with the same rules as HTTP,
 * so a stray or forged notice can close nothing that is still valid.
 */
export async function notifySessionEnded(tx: Database, notice: SessionEndedNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${JSON.stringify(notice)})`)
}

/** A notice's payload; null for a malformed one. */
export function parseSessionEndedNotice(payload: string): SessionEndedNotice | null {
  return parseNotice(payload, sessionEndedNoticeSchema)
}
