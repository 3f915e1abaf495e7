import { mexicanoRound } from './mexicano-round.ts'
import { SocialError } from './social-error.ts'
import type { ScoredSocialRound, SocialRound } from './social-round.ts'
import { socialStandings } from './social-standings.ts'

/**
 * The next round of a Mexicano of `players` on `courts` courts after `rounds` (none for the first round, which
 * follows the list order): ranked by the standings, rests counted from the rounds so far.
 * @throws SocialError `socialRoundUnfinished` while a match of the rounds so far has no result, or for a size
 *   outside 4–16 players or 1 … players/4 courts.
 */
export function nextMexicanoRound({
  players,
  courts,
  rounds,
}: {
  players: number
  courts: number
  rounds: readonly ScoredSocialRound[]
}): SocialRound {
  if (rounds.some((round) => round.matches.some((match) => match.result == null))) {
    throw new SocialError('socialRoundUnfinished')
  }
  const rests = Array.from({ length: players }, () => 0)
  rounds.forEach((round) => round.resting.forEach((player) => rests[player]!++))
  const order = socialStandings(players, rounds).map((standing) => standing.player)
  return mexicanoRound({ number: rounds.length + 1, order, courts, rests })
}
