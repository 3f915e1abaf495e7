import { americanoMatches } from './americano-matches.ts'
import { balanceAcrossMatches } from './balance-opponents.ts'
import { assertSocialSize } from './check-social-size.ts'
import { matchPlayers, type MatchPairs } from './match-pairs.ts'
import { opponentCounts, opponentSpread, opponentSquares } from './opponent-counts.ts'
import { packRounds } from './pack-rounds.ts'
import { maxSocialCourts, type SocialPair, type SocialRound } from './social-round.ts'

/**
 * The rounds of an Americano: as many full rounds as fit without a pair partnering twice, floor(P / (2 · courts))
 * for the P = players(players − 1)/2 pairs (each round uses 2 · courts of them). docs/social-sessions.md.
 */
export function americanoRoundCount(players: number, courts: number): number {
  assertSocialSize(players, courts)
  return Math.floor((players * (players - 1)) / (4 * courts))
}

const ascending = ([a, b]: SocialPair): SocialPair => (a < b ? [a, b] : [b, a])

const playCounts = (players: number, matches: readonly MatchPairs[]): number[] => {
  const plays = Array.from({ length: players }, () => 0)
  matches.forEach((match) => matchPlayers(match).forEach((p) => plays[p]!++))
  return plays
}

/**
 * The ways to leave out `count` matches so the play counts still differ by at most one: only matches whose four
 * players all play the most, those that leave the evenest opponents, latest first.
 */
function* leaveOut(players: number, matches: readonly MatchPairs[], count: number): Generator<MatchPairs[]> {
  if (count === 0) {
    yield [...matches]
    return
  }
  const plays = playCounts(players, matches)
  const most = Math.max(...plays)
  const options = matches
    .map((match, index) => {
      const rest = matches.filter((_, i) => i !== index)
      const counts = opponentCounts(players, rest)
      return { index, rest, spread: opponentSpread(counts), squares: opponentSquares(counts) }
    })
    .filter(({ index }) => matchPlayers(matches[index]!).every((p) => plays[p] === most))
    .sort((a, b) => a.spread - b.spread || a.squares - b.squares || b.index - a.index)
  for (const { rest } of options) yield* leaveOut(players, rest, count - 1)
}

/**
 * The whole Americano of `players` on `courts` courts, made at creation: every two players partner at most once,
 * and every pair partners when the round count allows it; rests and opponents spread as evenly as
 * docs/social-sessions.md measures. Deterministic: the same size gives the same schedule.
 * @throws SocialError for a size outside 4–16 players or 1 … players/4 courts.
 */
export function americanoSchedule({ players, courts }: { players: number; courts: number }): SocialRound[] {
  const roundCount = americanoRoundCount(players, courts)
  // Players ≡ 3 (mod 4) have one match beyond the full rounds; it is played when the round count needs it.
  const allMatches = Math.floor((players * (players - 1)) / 4)
  const { rounds, extra } = americanoMatches(players, players % 4 === 3 && roundCount * courts === allMatches)
  let packed: MatchPairs[][] | null = null
  if (courts > 1 && courts === maxSocialCourts(players)) {
    // On the full courts the rounds stay as they are (without the extra match) and only their order is chosen.
    if (roundCount === rounds.length) packed = packRounds(players, rounds, 1)
  } else {
    const inOrder = extra === null ? rounds.flat() : [...rounds.flat(), extra]
    const matches = courts === 1 ? balanceAcrossMatches(players, inOrder) : inOrder
    for (const kept of leaveOut(players, matches, matches.length - roundCount * courts)) {
      packed = packRounds(
        players,
        kept.map((match) => [match]),
        courts,
      )
      if (packed !== null) break
    }
  }
  if (packed === null) throw new Error(`No Americano schedule for ${players} players on ${courts} courts`)
  return packed.map((round, i) => ({
    number: i + 1,
    matches: round.map(([teamA, teamB], court) => ({
      court: court + 1,
      teamA: ascending(teamA),
      teamB: ascending(teamB),
    })),
    resting: Array.from({ length: players }, (_, p) => p).filter(
      (p) => !round.some((m) => matchPlayers(m).includes(p)),
    ),
  }))
}
