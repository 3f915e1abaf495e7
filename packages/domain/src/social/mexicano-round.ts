import { assertSocialSize } from './check-social-size.ts'
import type { SocialRound } from './social-round.ts'

export interface MexicanoRoundInput {
  /** The round's number, from 1. */
  number: number
  /** Every player index once, best first: the list order for round 1, the standings after it. */
  order: readonly number[]
  courts: number
  /** Rounds each player has sat out so far, by player index; nobody yet when missing. */
  rests?: readonly number[]
}

/**
 * A Mexicano round from a ranking: the players who sit out are those who have rested least, the lowest ranked
 * first among equals; the others, in ranking order, fill the courts four by four, 1st and 4th against 2nd and 3rd
 * on court 1, 5th and 8th against 6th and 7th on court 2, and so on. docs/social-sessions.md.
 * @throws SocialError for a size outside 4–16 players or 1 … players/4 courts.
 */
export function mexicanoRound({ number, order, courts, rests }: MexicanoRoundInput): SocialRound {
  const players = order.length
  assertSocialSize(players, courts)
  if ([...order].sort((a, b) => a - b).some((player, i) => player !== i)) {
    throw new RangeError('A Mexicano ranking lists every player index once')
  }
  const restsOf = (player: number): number => rests?.[player] ?? 0
  const rank = new Map(order.map((player, i) => [player, i]))
  const resting = [...order]
    .sort((a, b) => restsOf(a) - restsOf(b) || rank.get(b)! - rank.get(a)!)
    .slice(0, players - 4 * courts)
  const playing = order.filter((player) => !resting.includes(player))
  return {
    number,
    matches: Array.from({ length: courts }, (_, i) => {
      const [first, second, third, fourth] = playing.slice(4 * i, 4 * i + 4) as [number, number, number, number]
      return { court: i + 1, teamA: [first, fourth] as const, teamB: [second, third] as const }
    }),
    resting: resting.sort((a, b) => a - b),
  }
}
