import type { CourtMatch } from '@courtside/contracts'
import type { MatchRow } from '../../db/schema/index.ts'
import { matchAccess, type ViewerMembership } from './match-access.ts'

/**
 * What a member of the court's organization sees of its current match: its id, title and score when they may see
 * the match (ADR 0012), else null: the court is in use, and nothing more is said.
 */
export function courtMatchForMember(
  match: MatchRow,
  userId: number,
  membership: ViewerMembership,
  now: Date,
): CourtMatch | null {
  if (!matchAccess(match, userId, membership, now).canView) return null
  return { id: match.id, title: match.title, score: match.score }
}
