import type { DecidingPointAtDeuce } from '../rules/rules.ts'

/**
 * The server's chance of winning a regular game from raw points `a` (server) – `b` (receiver), winning each point
 * with chance `p`. It follows the engine's game rule (match-state.ts): first to 4 by two, or at the n-th deuce
 * (raw (n+2)–(n+2)) the next point decides. Advantage play past deuce has the closed form of docs/win-probability.md.
 */
export function gameChance(p: number, a: number, b: number, deuce: DecidingPointAtDeuce | null): number {
  const q = 1 - p
  const hi = Math.max(a, b)
  const lo = Math.min(a, b)
  const decided = (deuce !== null && hi === deuce + 3 && lo === deuce + 2) || (hi >= 4 && hi - lo >= 2)
  if (decided) return a > b ? 1 : 0
  if (deuce !== null && a === deuce + 2 && b === deuce + 2) return p
  if (deuce === null && a >= 3 && b >= 3) {
    // Deuce: win the next two, lose them both, or split and be back at deuce.
    const atDeuce = (p * p) / (p * p + q * q)
    if (a === b) return atDeuce
    return a > b ? p + q * atDeuce : p * atDeuce
  }
  return p * gameChance(p, a + 1, b, deuce) + q * gameChance(p, a, b + 1, deuce)
}
