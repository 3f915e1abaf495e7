import { RECENT_MATCHES_DAYS, type Dashboard } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import { countVisibleMatches, listVisibleMatches, presentMatches, toEditable } from '../matches/index.ts'
import { countConnectedMemberships } from '../organizations/index.ts'
import { countCoachedPlayers } from '../players/index.ts'

const DASHBOARD_LIST_SIZE = 5
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The dashboard (ADR 0012): counts and the latest finished and ongoing matches, over the same matches the match
 * list shows, so every "view all" link lands on a list that agrees with the card.
 */
export async function dashboardOf(
  ctx: AppContext,
  userId: number,
  scope: { organizationId?: number | undefined } = {},
): Promise<Dashboard> {
  const now = ctx.config.now()
  const since = new Date(now.getTime() - RECENT_MATCHES_DAYS * DAY_MS)
  const activeAthletes = await countCoachedPlayers(ctx.db, userId)
  const recentMatches = await countVisibleMatches(ctx.db, userId, now, {
    createdSince: since,
    organizationId: scope.organizationId,
  })
  const connections = await countConnectedMemberships(ctx.db, userId)
  const latest = (status: 'finished' | 'in_progress') =>
    listVisibleMatches(
      ctx.db,
      userId,
      now,
      { status, organizationId: scope.organizationId },
      { limit: DASHBOARD_LIST_SIZE, offset: 0, order: 'recently_updated' },
    )
  const finished = await latest('finished')
  const ongoing = await latest('in_progress')
  return {
    counts: { active_athletes: activeAthletes, recent_matches: recentMatches, organization_connections: connections },
    finished_matches: await presentMatches(
      ctx.db,
      finished.rows.map((r) => toEditable(r, userId)),
    ),
    ongoing_matches: await presentMatches(
      ctx.db,
      ongoing.rows.map((r) => toEditable(r, userId)),
    ),
  }
}
