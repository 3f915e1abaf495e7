import type { Match } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import type { MatchRow } from '../../db/schema/index.ts'
import { presentMatch } from './match-presenter.ts'
import { findCourtNames } from './match-court-repository.ts'
import { findMatchPlayers } from './match-player-repository.ts'
import { findOrganizationNames } from './match-viewer-repository.ts'

/** Presents many matches with three queries (players, organization and court names) instead of three per match. */
export async function presentMatches(
  db: Database,
  items: readonly { match: MatchRow; canEdit: boolean }[],
): Promise<Match[]> {
  const ids = items.map((i) => i.match.id)
  const orgIds = [...new Set(items.map((i) => i.match.organizationId).filter((id): id is number => id !== null))]
  const courtIds = [...new Set(items.map((i) => i.match.courtId).filter((id): id is number => id !== null))]
  const [players, orgNames, courtNames] = await Promise.all([
    findMatchPlayers(db, ids),
    findOrganizationNames(db, orgIds),
    findCourtNames(db, courtIds),
  ])
  return items.map(({ match, canEdit }) => {
    const orgId = match.organizationId
    const organization = orgId !== null && orgNames.has(orgId) ? { id: orgId, name: orgNames.get(orgId)! } : null
    const courtId = match.courtId
    const court = courtId !== null && courtNames.has(courtId) ? { id: courtId, name: courtNames.get(courtId)! } : null
    return presentMatch(
      match,
      players.filter((p) => p.matchId === match.id),
      organization,
      canEdit,
      court,
    )
  })
}
