import type { MatchPairs } from './match-pairs.ts'

/** counts[p][q]: how many times p and q are on opposite sides of `matches`. */
export function opponentCounts(players: number, matches: readonly MatchPairs[]): number[][] {
  const counts = Array.from({ length: players }, () => Array.from({ length: players }, () => 0))
  for (const [teamA, teamB] of matches) {
    for (const p of teamA) {
      for (const q of teamB) {
        counts[p]![q]!++
        counts[q]![p]!++
      }
    }
  }
  return counts
}

/** The widest gap, over the players, between the others a player meets most and least often as opponents. */
export function opponentSpread(counts: readonly (readonly number[])[]): number {
  let spread = 0
  counts.forEach((row, p) => {
    const others = row.filter((_, q) => q !== p)
    spread = Math.max(spread, Math.max(...others) - Math.min(...others))
  })
  return spread
}

/** The sum of squared opponent counts: smaller is more even for the same number of matches. */
export function opponentSquares(counts: readonly (readonly number[])[]): number {
  return counts.reduce((sum, row) => sum + row.reduce((s, c) => s + c * c, 0), 0)
}
