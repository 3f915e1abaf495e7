import { sql } from 'drizzle-orm'
import { socialSessionUpdatedSchema, type SocialSessionUpdated } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import { parseNotice } from '../../lib/parse-notice.ts'

/**
 * The NOTIFY channel that tells every API instance an evening changed: made, a result entered, a round added,
 * deleted. The live plugin LISTENs on it and tells the organization's members' sockets, so every phone and the TV
 * at the club follow the results as they are entered.
 */
export const SOCIAL_SESSION_UPDATED_CHANNEL = 'social_session_updated'

/** Queues the notice in the caller's transaction: delivered on commit, dropped with a refused or failed change. */
export async function notifySocialSession(tx: Database, organizationId: number, sessionId: number): Promise<void> {
  const notice: SocialSessionUpdated = {
    type: 'social_session_updated',
    organization_id: organizationId,
    session_id: sessionId,
  }
  await tx.execute(sql`select pg_notify(${SOCIAL_SESSION_UPDATED_CHANNEL}, ${JSON.stringify(notice)})`)
}

/** A notice's payload as the live message it becomes; null for a malformed one. */
export function parseSocialSessionNotice(payload: string): SocialSessionUpdated | null {
  return parseNotice(payload, socialSessionUpdatedSchema)
}
