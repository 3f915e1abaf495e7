import { matchPlayers, type MatchPairs } from './match-pairs.ts'

/**
 * The tries in turn, each with its own budget of search steps: play counts within 1 after every round, then within
 * 2, then anything that packs. The sizes that pack within a bound do so in a few hundred steps, 13 players on one
 * court in about 4,700 (within 1); a few more would reach 1 only after tens of thousands of steps, too dear here.
 */
const TRIES = [
  { bound: 1, leastPlayedFirst: true, steps: 6_000 },
  { bound: 2, leastPlayedFirst: true, steps: 6_000 },
  { bound: Infinity, leastPlayedFirst: false, steps: 100_000 },
] as const

function bitCount(mask: number): number {
  let count = 0
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++
  return count
}

/**
 * Rounds of `perRound` units (each a set of matches; no player twice in a round) such that after every round the
 * play counts differ by at most `bound`: a depth-first search over the units, those whose players have played
 * least first (or simply in their order), then the earliest. Null when the steps run out.
 */
function packWithin(
  players: number,
  units: readonly MatchPairs[][],
  perRound: number,
  { bound, leastPlayedFirst, steps: stepLimit }: (typeof TRIES)[number],
): MatchPairs[][] | null {
  const unitPlayers = units.map((unit) => unit.flatMap(matchPlayers))
  // Players as bits (at most 16 of them): two units clash when their masks share a bit.
  const masks = unitPlayers.map((list) => list.reduce((mask, p) => mask | (1 << p), 0))
  const unitSize = units[0]?.length ?? 1
  const plays = Array.from({ length: players }, () => 0)
  const used = units.map(() => false)
  const rounds: MatchPairs[][] = []
  const roundCount = units.length / perRound
  let steps = 0

  const play = (round: readonly number[], delta: number): void =>
    round.forEach((i) => {
      used[i] = delta > 0
      unitPlayers[i]!.forEach((p) => (plays[p]! += delta))
    })

  const nextRound = (): boolean => {
    if (rounds.length === roundCount) return true
    const least = Math.min(...plays)
    // Unless every least-played player plays this round the least stays, so nobody at least + bound may play.
    const leastMask = plays.reduce((mask, count, p) => (count === least ? mask | (1 << p) : mask), 0)
    const topMask = plays.reduce((mask, count, p) => (count >= least + bound ? mask | (1 << p) : mask), 0)
    const load = units.map((_, i) => unitPlayers[i]!.reduce((sum, p) => sum + plays[p]!, 0))
    const candidates = units.map((_, i) => i).filter((i) => !used[i])
    if (leastPlayedFirst) candidates.sort((a, b) => load[a]! - load[b]! || a - b)
    const fill = (round: number[], busy: number, from: number): boolean => {
      if (++steps > stepLimit) return false
      if (busy & topMask && bitCount(leastMask & ~busy) > 4 * (perRound - round.length) * unitSize) return false
      if (round.length === perRound) {
        play(round, 1)
        rounds.push(round.flatMap((i) => units[i]!))
        if (Math.max(...plays) - Math.min(...plays) <= bound && nextRound()) return true
        rounds.pop()
        play(round, -1)
        return false
      }
      // Without the least-played order a round is led by the earliest unit left: no round is tried twice.
      const last = leastPlayedFirst || round.length > 0 ? candidates.length : Math.min(1, candidates.length)
      for (let k = from; k < last && steps <= stepLimit; k++) {
        const i = candidates[k]!
        if ((busy & masks[i]!) === 0 && fill([...round, i], busy | masks[i]!, k + 1)) return true
      }
      return false
    }
    return fill([], 0, 0)
  }
  return nextRound() ? rounds : null
}

/**
 * `units` (sets of matches without a shared player, a multiple of `perRound` of them) as rounds of `perRound` units
 * without a shared player, the play counts after every round as close as the search finds, or null.
 */
export function packRounds(players: number, units: readonly MatchPairs[][], perRound: number): MatchPairs[][] | null {
  for (const attempt of TRIES) {
    const rounds = packWithin(players, units, perRound, attempt)
    if (rounds !== null) return rounds
  }
  return null
}
