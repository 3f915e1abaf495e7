import { otherTeam, type Team } from '../scoring/team.ts'

/**
 * The team serving point `k` (0-based) of a tie-break opened by `opener`: the opener once, then two each in turn,
 * as the engine rotates the servers (match-state.ts; teams alternate around the serve order).
 */
export function tieBreakServer(opener: Team, k: number): Team {
  return Math.floor((k + 1) / 2) % 2 === 0 ? opener : otherTeam(opener)
}

/** The tie-break's opener from the team serving point `k` of it (how a recorded point tells it). */
export function tieBreakOpener(server: Team, k: number): Team {
  return tieBreakServer(server, k)
}

/** Team 0's chance from level scores past target − 1: two points, one served by each side, decide or level again. */
export function levelChance(x0: number, x1: number): number {
  const win = x0 * x1
  const loss = (1 - x0) * (1 - x1)
  // Both sides always win their serve: the play never ends; call it even.
  return win + loss === 0 ? 0.5 : win / (win + loss)
}

/**
 * Team 0's chance of winning a tie-break to `target` from `a`–`b` (team 0's points first), opened by `opener`; `x[t]`
 * is team 0's chance of winning a point served by team t. Won by two, or by the first to `target` when `winBy` is 1
 * (sudden death).
 */
export function tieBreakChance(
  x: readonly [number, number],
  opener: Team,
  target: number,
  a: number,
  b: number,
  winBy: 1 | 2 = 2,
  memo: Map<number, number> = new Map(),
): number {
  if (a >= target && a - b >= winBy) return 1
  if (b >= target && b - a >= winBy) return 0
  if (winBy === 2 && a === b && a >= target - 1) return levelChance(x[0], x[1])
  const key = a * 4096 + b
  const known = memo.get(key)
  if (known !== undefined) return known
  const p = x[tieBreakServer(opener, a + b)]
  const value =
    p * tieBreakChance(x, opener, target, a + 1, b, winBy, memo) +
    (1 - p) * tieBreakChance(x, opener, target, a, b + 1, winBy, memo)
  memo.set(key, value)
  return value
}
