import type { Database } from '../../db/database.ts'
import type { MatchRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { matchAccess, type MatchAccess } from './match-access.ts'
import { findMatchForViewer, type MatchPlaceNames, type MatchWithMembership } from './match-viewer-repository.ts'

export interface GuardedMatch {
  match: MatchRow
  access: MatchAccess
  /** The match's organization (its name is what answers show), read with the match. */
  organization: { id: number; name: string } | null
  /** The match's court (its name is what answers show), read with the match. */
  court: { id: number; name: string } | null
}

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
): Promise<GuardedMatch> {
  return guardViewable(await findMatchForViewer(db, id, userId, options.forUpdate ?? false), userId, now)
}

/** findViewableMatch on a match already read with the viewer's membership and its organization's and court's names. */
export function guardViewable(
  found: (MatchWithMembership & MatchPlaceNames) | undefined,
  userId: number,
  now: Date,
): GuardedMatch {
  if (!found) throw new HttpError(404, 'notFound')
  const { match, role, status, organizationName, courtName } = found
  const membership = role !== null && status !== null ? { role, status } : null
  const access = matchAccess(match, userId, membership, now)
  if (!access.canView) throw new HttpError(404, 'notFound')
  const organization =
    match.organizationId !== null && organizationName !== null
      ? { id: match.organizationId, name: organizationName }
      : null
  const court = match.courtId !== null && courtName !== null ? { id: match.courtId, name: courtName } : null
  return { match, access, organization, court }
}

/** The guarded match if the viewer may change it, else 403. */
export function requireEditable(guarded: GuardedMatch): GuardedMatch {
  if (!guarded.access.canEdit) throw new HttpError(403, 'forbidden')
  return guarded
}

/** For every mutation (settings, delete, server, balls): locked, visible (else 404) and editable (else 403). */
export async function findEditableMatch(tx: Database, id: number, userId: number, now: Date): Promise<MatchRow> {
  return (await findEditableMatchWithOrganization(tx, id, userId, now)).match
}

/** findEditableMatch with the organization read in the same query, for answers that present the match. */
export async function findEditableMatchWithOrganization(
  tx: Database,
  id: number,
  userId: number,
  now: Date,
): Promise<GuardedMatch> {
  return requireEditable(await findViewableMatch(tx, id, userId, now, { forUpdate: true }))
}
