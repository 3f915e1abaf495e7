import { messages } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import type { MatchRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findMembership } from '../organizations/organization-repository.ts'
import { matchAccess, type MatchAccess } from './match-access.ts'
import { findMatch } from './match-repository.ts'

/**
 * The match if the user may see it, with what they may do; 404 'Not found' when they may not (a hidden match reads
 * exactly like a missing one). With `forUpdate` the row is locked for the rest of the transaction.
 */
export async function findViewableMatch(
  db: Database,
  id: number,
  userId: number,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<{ match: MatchRow; access: MatchAccess }> {
  const match = await findMatch(db, id, options.forUpdate ?? false)
  if (!match) throw new HttpError(404, messages.notFound)
  const membership =
    match.userId === userId || match.organizationId === null
      ? null
      : ((await findMembership(db, match.organizationId, userId)) ?? null)
  const access = matchAccess(match, userId, membership, now)
  if (!access.canView) throw new HttpError(404, messages.notFound)
  return { match, access }
}

/** For every mutation (settings, delete, server, balls): locked, visible (else 404) and editable (else 403). */
export async function findEditableMatch(tx: Database, id: number, userId: number, now: Date): Promise<MatchRow> {
  const { match, access } = await findViewableMatch(tx, id, userId, now, { forUpdate: true })
  if (!access.canEdit) throw new HttpError(403, messages.forbidden)
  return match
}
