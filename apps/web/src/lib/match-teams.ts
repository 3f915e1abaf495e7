type Team = 0 | 1
/** A match's sides: the signed-in match's players, or the public scoreboard's (ids and names only). */
interface WithPairs<P extends { id: number; name: string } = { id: number; name: string }> {
  pairs: readonly { team: Team; players: P[] }[]
}

/** The players of one side of a match, in their pair's order. */
export function playersOfTeam<P extends { id: number; name: string }>(match: WithPairs<P>, team: Team): P[] {
  return match.pairs.find((pair) => pair.team === team)?.players ?? []
}

/** Both sides' players, team 0 first. */
export function allPlayers<P extends { id: number; name: string }>(match: WithPairs<P>): P[] {
  return [...playersOfTeam(match, 0), ...playersOfTeam(match, 1)]
}

/** The side a match player plays on, or null when the id is not one of the match's players. */
export function teamOfPlayer(match: WithPairs, playerId: number): Team | null {
  for (const pair of match.pairs) if (pair.players.some((p) => p.id === playerId)) return pair.team
  return null
}

/** "Iida Koski & Ana Ortiz": one side's name, the same on every screen. */
export function teamName(match: WithPairs, team: Team): string {
  return playersOfTeam(match, team)
    .map((p) => p.name)
    .join(' & ')
}
