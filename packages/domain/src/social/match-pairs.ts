import type { SocialPair } from './social-round.ts'

/** A doubles match as the schedule builders see it: two pairs, no court yet. */
export type MatchPairs = readonly [SocialPair, SocialPair]

export function matchPlayers(match: MatchPairs): number[] {
  return [...match[0], ...match[1]]
}

export function sharePlayer(a: readonly number[], b: readonly number[]): boolean {
  return a.some((player) => b.includes(player))
}
