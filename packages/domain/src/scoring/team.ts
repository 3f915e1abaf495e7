/** A side of the match: team 0 is the first pair (or player) listed, team 1 the second. */
export type Team = 0 | 1

export const TEAMS: readonly Team[] = [0, 1]

export function otherTeam(team: Team): Team {
  return team === 0 ? 1 : 0
}

export function isTeam(value: unknown): value is Team {
  return value === 0 || value === 1
}
