import { balanceWithinRounds } from './balance-opponents.ts'
import { matchPlayers, sharePlayer, type MatchPairs } from './match-pairs.ts'
import type { SocialPair } from './social-round.ts'
import { whistTournament } from './whist-tournament.ts'

/**
 * Every match an Americano of `players` can hold without a pair partnering twice: floor(P / 2) matches for the
 * P = players(players − 1)/2 pairs, as rounds on floor(players / 4) courts, plus (players ≡ 3 mod 4) one match that
 * fits no round.
 */
export interface AmericanoMatches {
  rounds: MatchPairs[][]
  extra: MatchPairs | null
}

interface Removal {
  rounds: MatchPairs[][]
  /** Pairs left without opponents: they never partner in the rounds. */
  lost: SocialPair[]
}

/**
 * The whist tournament without players x and y (the others renumbered in order). A match of x and a match of y
 * leave a pair each: the two pairs play each other. Where x and y meet, or where one of them rests, the pairs left
 * over are lost (one for players ≡ 2 mod 4, three for players ≡ 3 mod 4).
 */
function withoutTwo(whist: readonly MatchPairs[][], x: number, y: number): Removal {
  const renumber = (p: number): number => p - (p > x ? 1 : 0) - (p > y ? 1 : 0)
  const pair = (p: SocialPair): SocialPair => [renumber(p[0]), renumber(p[1])]
  const lost: SocialPair[] = []
  const rounds = whist.map((round) => {
    const kept: MatchPairs[] = []
    const leftOver: SocialPair[] = []
    for (const [a, b] of round) {
      const hasX = [...a, ...b].includes(x)
      const hasY = [...a, ...b].includes(y)
      if (hasX && hasY) {
        if (!a.includes(x) !== !a.includes(y)) continue // x and y opposed: their partners sit out
        lost.push(pair(a.includes(x) ? b : a))
      } else if (hasX || hasY) {
        leftOver.push(pair(a.includes(x) || a.includes(y) ? b : a))
      } else {
        kept.push([pair(a), pair(b)])
      }
    }
    if (leftOver.length === 2) kept.push([leftOver[0]!, leftOver[1]!])
    else lost.push(...leftOver)
    return kept
  })
  return { rounds, lost }
}

/**
 * The opponent spread the search settles for: every size reaches it, and none reached 1 in a longer search (the
 * least it could be, as those who play a match less cannot meet everyone equally often).
 */
const SPREAD_GOAL = 2

/** Whether every player plays the same number of matches, give or take one. */
function playsEven(players: number, matches: readonly MatchPairs[]): boolean {
  const plays = Array.from({ length: players }, () => 0)
  matches.forEach((match) => matchPlayers(match).forEach((p) => plays[p]!++))
  return Math.max(...plays) - Math.min(...plays) <= 1
}

/**
 * The choices of x and y worth trying. Adding a group element maps the tournament onto itself and any player onto
 * any other (the fixed extra player of players ≡ 0 mod 4 aside), so x can be player 0.
 */
function removals(whistPlayers: number): [number, number][] {
  return Array.from({ length: whistPlayers - 1 }, (_, i): [number, number] => [0, i + 1])
}

/** The matches made so far by size: the same every time, and the dearest part of a schedule. Never mutated. */
const made = new Map<string, AmericanoMatches>()

/**
 * For players ≡ 0, 1 (mod 4) the whist tournament itself. Otherwise the whist tournament of players + 2 without two
 * of its players (whichever two leave the most even opponents), with who plays whom inside each round re-dealt for
 * evener opponents. `withExtra` (players ≡ 3 mod 4 only) asks for the extra match, two lost pairs without a shared
 * player: the most even such choice.
 */
export function americanoMatches(players: number, withExtra: boolean): AmericanoMatches {
  const key = `${players}:${withExtra}`
  const known = made.get(key)
  if (known !== undefined) return known
  const matches = makeMatches(players, withExtra)
  made.set(key, matches)
  return matches
}

function makeMatches(players: number, withExtra: boolean): AmericanoMatches {
  if (players % 4 <= 1) return { rounds: whistTournament(players), extra: null }
  const whist = whistTournament(players + 2)
  let best: (AmericanoMatches & { spread: number; squares: number }) | null = null
  for (const [x, y] of removals(players + 2)) {
    if (best !== null && best.spread <= SPREAD_GOAL) break
    const { rounds, lost } = withoutTwo(whist, x, y)
    const extras: (MatchPairs | null)[] = withExtra ? [] : [null]
    if (withExtra) {
      lost.forEach((a, i) => lost.slice(i + 1).forEach((b) => sharePlayer(a, b) || extras.push([a, b])))
    }
    for (const extra of extras) {
      const fixed = extra === null ? [] : [extra]
      if (!playsEven(players, [...rounds.flat(), ...fixed])) continue
      const { rounds: balanced, spread, squares } = balanceWithinRounds(players, rounds, fixed, SPREAD_GOAL)
      if (best === null || spread < best.spread || (spread === best.spread && squares < best.squares)) {
        best = { rounds: balanced, extra, spread, squares }
      }
    }
  }
  if (best === null) throw new Error(`No Americano matches for ${players} players`)
  return { rounds: best.rounds, extra: best.extra }
}
