import type { MatchPairs } from './match-pairs.ts'
import type { SocialPair } from './social-round.ts'

/** An odd-order abelian group on 0 … order − 1 (no element is its own inverse but 0). */
interface Group {
  order: number
  add(a: number, b: number): number
  neg(a: number): number
}

const cyclic = (order: number): Group => ({ order, add: (a, b) => (a + b) % order, neg: (a) => (order - a) % order })

/** Z3 × Z3 (element 3i + j): no base round develops over Z9 into a whist tournament of 9, one over Z3 × Z3 does. */
const Z3_SQUARED: Group = {
  order: 9,
  add: (a, b) => ((Math.floor(a / 3) + Math.floor(b / 3)) % 3) * 3 + (((a % 3) + (b % 3)) % 3),
  neg: (a) => ((3 - Math.floor(a / 3)) % 3) * 3 + ((3 - (a % 3)) % 3),
}

/**
 * The first round of a whist tournament developed over `group`: its pairs' differences cover every difference class
 * exactly once and its opponents' differences every class exactly twice, so adding each group element in turn gives
 * rounds where every two players partner once and oppose twice. With `infinity` the extra player `order` is fixed by
 * the development and partners 0 (a 1-rotational tournament, players ≡ 0 mod 4); without it 0 sits the first round
 * out (players ≡ 1 mod 4). A depth-first search in a fixed order: the same answer every time.
 */
function baseRound(group: Group, infinity: boolean): MatchPairs[] {
  const { order } = group
  const INFINITY = order
  const differenceClass = (a: number, b: number): number => {
    const d = group.add(a, group.neg(b))
    return Math.min(d, group.neg(d))
  }
  const used: boolean[] = Array.from({ length: order + 1 }, (_, p) => p === 0 || (!infinity && p === INFINITY))
  const partnered: boolean[] = Array.from({ length: order }, () => false)
  const opposed: number[] = Array.from({ length: order }, () => 0)
  const pairs: SocialPair[] = infinity ? [[INFINITY, 0]] : []
  const pairCount = infinity ? (order + 1) / 2 : (order - 1) / 2

  const oppose = (p: SocialPair, q: SocialPair, delta: number): boolean => {
    let fits = true
    for (const a of p) {
      for (const b of q) {
        if (a === INFINITY || b === INFINITY) continue
        const d = differenceClass(a, b)
        opposed[d] = opposed[d]! + delta
        if (opposed[d]! > 2) fits = false
      }
    }
    return fits
  }

  const search = (): boolean => {
    if (pairs.length === pairCount) return true
    // The first pair of a match holds the smallest free element; its opponents may be any free pair.
    const second = pairs.length % 2 === 1
    const smallest = used.indexOf(false)
    for (let a = smallest; a < (second ? order : smallest + 1); a++) {
      if (used[a]) continue
      for (let b = a + 1; b < order; b++) {
        const d = differenceClass(a, b)
        if (used[b] || partnered[d]) continue
        used[a] = used[b] = partnered[d] = true
        const pair: SocialPair = [a, b]
        const fits = !second || oppose(pairs[pairs.length - 1]!, pair, 1)
        pairs.push(pair)
        if (fits && search()) return true
        pairs.pop()
        if (second) oppose(pairs[pairs.length - 1]!, pair, -1)
        used[a] = used[b] = partnered[d] = false
      }
    }
    return false
  }
  if (!search()) throw new Error(`No whist base round over a group of order ${order}`)
  return Array.from({ length: pairs.length / 2 }, (_, i): MatchPairs => [pairs[2 * i]!, pairs[2 * i + 1]!])
}

/**
 * A whist tournament for `players` ≡ 0 or 1 (mod 4), 4 … 17: players − 1 rounds (players ≡ 0) or `players` rounds
 * with one player resting in each (players ≡ 1), every round on floor(players / 4) courts; every two players
 * partner exactly once and oppose exactly twice.
 */
export function whistTournament(players: number): MatchPairs[][] {
  if (!Number.isInteger(players) || players < 4 || players % 4 > 1) {
    throw new RangeError(`A whist tournament needs 4k or 4k + 1 players, not ${players}`)
  }
  const infinity = players % 4 === 0
  const group = players === 9 ? Z3_SQUARED : cyclic(infinity ? players - 1 : players)
  const base = baseRound(group, infinity)
  const shift = (p: number, by: number): number => (p === group.order ? p : group.add(p, by))
  const pair = (p: SocialPair, by: number): SocialPair => [shift(p[0], by), shift(p[1], by)]
  return Array.from({ length: group.order }, (_, by) => base.map(([a, b]): MatchPairs => [pair(a, by), pair(b, by)]))
}
