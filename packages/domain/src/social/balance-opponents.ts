import { sharePlayer, type MatchPairs } from './match-pairs.ts'
import { opponentCounts, opponentSpread, opponentSquares } from './opponent-counts.ts'
import { seededRandom } from './seeded-random.ts'

/** Opponent counts kept up to date while matches are tried, and what matches would add to their sum of squares. */
function tally(players: number, matches: readonly MatchPairs[]) {
  const counts = opponentCounts(players, matches)
  const add = (match: MatchPairs, delta: number): void => {
    for (const p of match[0]) {
      for (const q of match[1]) {
        counts[p]![q]! += delta
        counts[q]![p]! += delta
      }
    }
  }
  /** What `matches` add to the sum of squares when they go in one after the other. */
  const costOf = (matches: readonly MatchPairs[]): number => {
    let sum = 0
    for (const match of matches) {
      for (const p of match[0]) for (const q of match[1]) sum += 2 * counts[p]![q]! + 1
      add(match, 1)
    }
    for (const match of matches) add(match, -1)
    return sum
  }
  return { add, costOf }
}

/** Every way to split 2k items into k couples, as index couples (k ≤ 4 here). */
function couplings(size: number): [number, number][][] {
  if (size === 0) return [[]]
  return Array.from({ length: size - 1 }, (_, i) => i + 1).flatMap((other) =>
    couplings(size - 2).map((rest): [number, number][] => [
      [0, other],
      ...rest.map(([a, b]): [number, number] => [a + 1 + Number(a + 1 >= other), b + 1 + Number(b + 1 >= other)]),
    ]),
  )
}

/** The couplings of 0, 2, … 8 items (a round has at most four matches). */
const COUPLINGS = [0, 2, 4, 6, 8].map(couplings)

/** Every split of a round's pairs into matches. */
function splits(round: readonly MatchPairs[]): MatchPairs[][] {
  const pairs = round.flat()
  return COUPLINGS[pairs.length / 2]!.map((coupling) => coupling.map(([a, b]): MatchPairs => [pairs[a]!, pairs[b]!]))
}

/** Restarts from a random split of every round: the descent alone stops in a local optimum. */
const RESTARTS = 16

/** Descends from `start`: each round in turn takes its best split (of `options`) until no round improves. */
function descend(
  players: number,
  start: readonly MatchPairs[][],
  options: readonly MatchPairs[][][],
  fixed: readonly MatchPairs[],
): MatchPairs[][] {
  const result = start.map((round) => [...round])
  const { add, costOf } = tally(players, [...result.flat(), ...fixed])
  for (let improved = true; improved;) {
    improved = false
    result.forEach((round, i) => {
      round.forEach((match) => add(match, -1))
      let best = round
      let bestCost = costOf(round)
      for (const option of options[i]!) {
        const cost = costOf(option)
        if (cost < bestCost) [best, bestCost, improved] = [option, cost, true]
      }
      best.forEach((match) => add(match, 1))
      result[i] = best
    })
  }
  return result
}

/**
 * Re-deals who plays whom inside each round (the pairs stay, so does the round) for the most even opponents: a
 * descent on the sum of squared opponent counts, from the rounds as given and from seeded random re-deals, keeping
 * the smallest spread (then sum of squares), and stopping at the first whose spread is at most `goal`. `fixed` are
 * matches that count but do not move.
 */
export function balanceWithinRounds(
  players: number,
  rounds: readonly MatchPairs[][],
  fixed: readonly MatchPairs[],
  goal: number,
): { rounds: MatchPairs[][]; spread: number; squares: number } {
  const random = seededRandom(players)
  const options = rounds.map(splits)
  // A round of one match has no other split: nothing to restart from.
  const restarts = rounds.some((round) => round.length > 1) ? RESTARTS : 0
  let best: { rounds: MatchPairs[][]; spread: number; squares: number } | null = null
  for (let attempt = 0; attempt <= restarts && !(best !== null && best.spread <= goal); attempt++) {
    const start =
      attempt === 0
        ? rounds
        : options.map((splitsOfRound) => splitsOfRound[Math.floor(random() * splitsOfRound.length)]!)
    const balanced = descend(players, start, options, fixed)
    const counts = opponentCounts(players, [...balanced.flat(), ...fixed])
    const spread = opponentSpread(counts)
    const squares = opponentSquares(counts)
    if (best === null || spread < best.spread || (spread === best.spread && squares < best.squares)) {
      best = { rounds: balanced, spread, squares }
    }
  }
  return best!
}

/**
 * Swaps opponents between any two matches while the sum of squared opponent counts falls. Only for one court,
 * where every match is a round of its own and no swap can put a player twice into a round.
 */
export function balanceAcrossMatches(players: number, matches: readonly MatchPairs[]): MatchPairs[] {
  const result = [...matches]
  const { add, costOf } = tally(players, result)
  for (let improved = true; improved;) {
    improved = false
    for (let i = 0; i < result.length; i++) {
      for (let j = i + 1; j < result.length; j++) {
        const [a, b] = result[i]!
        const [c, d] = result[j]!
        const current: MatchPairs[] = [result[i]!, result[j]!]
        current.forEach((match) => add(match, -1))
        let best = current
        let bestCost = costOf(current)
        const options: MatchPairs[][] = [
          [
            [a, c],
            [b, d],
          ],
          [
            [a, d],
            [b, c],
          ],
        ]
        for (const option of options) {
          if (option.some(([p, q]) => sharePlayer(p, q))) continue
          const cost = costOf(option)
          if (cost < bestCost) [best, bestCost, improved] = [option, cost, true]
        }
        best.forEach((match) => add(match, 1))
        result[i] = best[0]!
        result[j] = best[1]!
      }
    }
  }
  return result
}
