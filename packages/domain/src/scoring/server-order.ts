import {
  InvalidServerChoiceError,
  INVALID_SERVER_ORDER,
  SERVER_ORDER_PLAYERS_CHANGED,
  type ServerOrderRefusal,
} from './scoring-error.ts'
import { isTeam, type Team } from './team.ts'

export interface ServingPlayer {
  id: string
  team: Team
}

export type ServerOrderCheck = { ok: true } | { ok: false; message: ServerOrderRefusal }

/**
 * Singles: two players, doubles: four; every player once; teams alternate around the whole cycle, so the
 * serve changes side every game.
 */
export function validateServerOrder(order: readonly ServingPlayer[]): ServerOrderCheck {
  if (order.length !== 2 && order.length !== 4) return { ok: false, message: INVALID_SERVER_ORDER }
  const ids = new Set<string>()
  for (let i = 0; i < order.length; i++) {
    const player = order[i]
    const next = order[(i + 1) % order.length]
    if (!player || !next || typeof player.id !== 'string' || player.id === '' || !isTeam(player.team)) {
      return { ok: false, message: INVALID_SERVER_ORDER }
    }
    if (ids.has(player.id) || player.team === next.team) return { ok: false, message: INVALID_SERVER_ORDER }
    ids.add(player.id)
  }
  return { ok: true }
}

/** A new order (a server change) must keep the match's players, each on the same team. */
export function validateReplacementOrder(
  current: readonly ServingPlayer[],
  next: readonly ServingPlayer[],
): ServerOrderCheck {
  const check = validateServerOrder(next)
  if (!check.ok) return check
  const teamOf = new Map(current.map((p) => [p.id, p.team]))
  const same = next.length === current.length && next.every((p) => teamOf.get(p.id) === p.team)
  return same ? { ok: true } : { ok: false, message: SERVER_ORDER_PLAYERS_CHANGED }
}

/** "Pick the next server": the same cycle, started at `playerId`. */
export function rotateOrderToServer(order: readonly ServingPlayer[], playerId: string): ServingPlayer[] {
  const at = order.findIndex((p) => p.id === playerId)
  if (at < 0) throw new InvalidServerChoiceError()
  return [...order.slice(at), ...order.slice(0, at)]
}

/** The order used when the coach gives none: A1, B1, A2, B2 (singles: A, B), starting with `firstServerTeam`. */
export function defaultServerOrder(
  teams: readonly [readonly string[], readonly string[]],
  firstServerTeam: Team = 0,
): ServingPlayer[] {
  const [a, b] = teams
  const first = firstServerTeam === 0 ? { ids: a, team: 0 as Team } : { ids: b, team: 1 as Team }
  const second = firstServerTeam === 0 ? { ids: b, team: 1 as Team } : { ids: a, team: 0 as Team }
  const order: ServingPlayer[] = []
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = first.ids[i]
    const y = second.ids[i]
    if (x !== undefined) order.push({ id: x, team: first.team })
    if (y !== undefined) order.push({ id: y, team: second.team })
  }
  return order
}
