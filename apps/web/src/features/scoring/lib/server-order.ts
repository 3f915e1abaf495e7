import type { ServingPlayer } from '@courtside/domain'
import type { Match } from '@courtside/contracts'
import { teamOfPlayer } from '@/lib/match-teams'

/** The match's order as serving players (string ids, as the domain counts them). */
export function servingOrder(match: Match, order: readonly number[] = match.server_order): ServingPlayer[] {
  return order.flatMap((id) => {
    const team = teamOfPlayer(match, id)
    return team === null ? [] : [{ id: String(id), team }]
  })
}

/** The order in force (the match payload carries the latest server change's order), rotated so the current server comes first. */
export function orderInForce(match: Match): number[] {
  const order = match.server_order
  const at = match.score.server_id === null ? -1 : order.indexOf(match.score.server_id)
  return at <= 0 ? [...order] : [...order.slice(at), ...order.slice(0, at)]
}
