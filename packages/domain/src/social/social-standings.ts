import type { ScoredSocialRound } from './social-round.ts'

/** One player's line in the table. */
export interface SocialStanding {
  player: number
  /** Place in the table, 1 first: no two players share one (the list order settles a full tie). */
  rank: number
  /** Points scored: the player's team's score in every match played. */
  points: number
  /** Points the opponents scored in those matches. */
  against: number
  difference: number
  wins: number
  draws: number
  losses: number
  played: number
  /** Rounds sat out among those with at least one result. */
  rested: number
}

/**
 * The table of a social session (Americano or Mexicano) from its rounds with the results entered so far: by points
 * scored, then points difference, then wins (a draw counting half a win), then the list order. Matches without a
 * result count for nothing yet; a resting player gets nothing for the round (no average points).
 * docs/social-sessions.md.
 */
export function socialStandings(players: number, rounds: readonly ScoredSocialRound[]): SocialStanding[] {
  const table = Array.from({ length: players }, (_, player) => ({
    player,
    rank: 0,
    points: 0,
    against: 0,
    difference: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    played: 0,
    rested: 0,
  }))
  const line = (player: number): SocialStanding => {
    const standing = table[player]
    if (standing === undefined) throw new RangeError(`Player ${player} is not one of the ${players} players`)
    return standing
  }
  for (const round of rounds) {
    const scored = round.matches.filter((match) => match.result != null)
    if (scored.length > 0) round.resting.forEach((player) => line(player).rested++)
    for (const { teamA, teamB, result } of scored) {
      const sides = [
        { team: teamA, own: result!.scoreA, other: result!.scoreB },
        { team: teamB, own: result!.scoreB, other: result!.scoreA },
      ]
      for (const { team, own, other } of sides) {
        for (const player of team) {
          const standing = line(player)
          standing.points += own
          standing.against += other
          standing.difference += own - other
          standing.played++
          if (own > other) standing.wins++
          else if (own === other) standing.draws++
          else standing.losses++
        }
      }
    }
  }
  const matchPoints = (s: SocialStanding): number => 2 * s.wins + s.draws
  return table
    .sort(
      (a, b) =>
        b.points - a.points || b.difference - a.difference || matchPoints(b) - matchPoints(a) || a.player - b.player,
    )
    .map((standing, i) => ({ ...standing, rank: i + 1 }))
}
