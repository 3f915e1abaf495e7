import { describe, expect, it } from 'vitest'
import { SocialError, americanoRoundCount, americanoSchedule, type SocialRound } from '../src/index.ts'

/** Every allowed size: 4–16 players on 1 … players/4 courts. */
const SIZES = Array.from({ length: 13 }, (_, i) => i + 4).flatMap((players) =>
  Array.from({ length: Math.floor(players / 4) }, (_, i) => ({ players, courts: i + 1 })),
)

const key = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`)

/** What docs/social-sessions.md reports for a schedule, measured from the rounds alone. */
function measure(players: number, rounds: readonly SocialRound[]) {
  const partners = new Map<string, number>()
  const opponents = Array.from({ length: players }, () => Array.from({ length: players }, () => 0))
  const plays = Array.from({ length: players }, () => 0)
  const restRun = Array.from({ length: players }, () => 0)
  let playGap = 0
  let longestRest = 0
  for (const round of rounds) {
    for (const { teamA, teamB } of round.matches) {
      for (const [a, b] of [teamA, teamB]) partners.set(key(a, b), (partners.get(key(a, b)) ?? 0) + 1)
      for (const p of teamA) {
        for (const q of teamB) {
          opponents[p]![q]!++
          opponents[q]![p]!++
        }
      }
      ;[...teamA, ...teamB].forEach((p) => plays[p]!++)
    }
    for (let p = 0; p < players; p++) {
      restRun[p] = round.resting.includes(p) ? restRun[p]! + 1 : 0
      longestRest = Math.max(longestRest, restRun[p]!)
    }
    playGap = Math.max(playGap, Math.max(...plays) - Math.min(...plays))
  }
  const rests = plays.map((count) => rounds.length - count)
  const opponentSpread = Math.max(
    ...opponents.map((row, p) => {
      const others = row.filter((_, q) => q !== p)
      return Math.max(...others) - Math.min(...others)
    }),
  )
  return {
    rounds: rounds.length,
    unpartnered: (players * (players - 1)) / 2 - partners.size,
    mostPartnered: Math.max(...partners.values()),
    restGap: Math.max(...rests) - Math.min(...rests),
    opponentSpread,
    playGap,
    longestRest,
  }
}

/**
 * The table of docs/social-sessions.md: players, courts, rounds, pairs that never partner, opponent spread (the
 * widest gap between the opponents a player meets most and least), the widest gap in matches played after any
 * round, and the longest run of rounds one player sits out.
 */
const TABLE: [number, number, number, number, number, number, number][] = [
  [4, 1, 3, 0, 0, 0, 0],
  [5, 1, 5, 0, 0, 1, 1],
  [6, 1, 7, 1, 2, 1, 2],
  [7, 1, 10, 1, 2, 1, 3],
  [8, 1, 14, 0, 0, 1, 2],
  [8, 2, 7, 0, 0, 0, 0],
  [9, 1, 18, 0, 0, 1, 3],
  [9, 2, 9, 0, 0, 1, 1],
  [10, 1, 22, 1, 2, 2, 4],
  [10, 2, 11, 1, 2, 2, 1],
  [11, 1, 27, 1, 2, 2, 5],
  [11, 2, 13, 3, 2, 2, 2],
  [12, 1, 33, 0, 0, 1, 4],
  [12, 2, 16, 2, 1, 1, 2],
  [12, 3, 11, 0, 0, 0, 0],
  [13, 1, 39, 0, 0, 1, 6],
  [13, 2, 19, 2, 1, 2, 3],
  [13, 3, 13, 0, 0, 1, 1],
  [14, 1, 45, 1, 2, 2, 8],
  [14, 2, 22, 3, 2, 2, 3],
  [14, 3, 15, 1, 2, 1, 2],
  [15, 1, 52, 1, 2, 2, 8],
  [15, 2, 26, 1, 2, 2, 3],
  [15, 3, 17, 3, 2, 2, 1],
  [16, 1, 60, 0, 0, 1, 6],
  [16, 2, 30, 0, 0, 1, 2],
  [16, 3, 20, 0, 0, 2, 2],
  [16, 4, 15, 0, 0, 0, 0],
]

describe('Americano schedule', () => {
  const schedules = SIZES.map(({ players, courts }) => ({
    players,
    courts,
    rounds: americanoSchedule({ players, courts }),
  }))

  it('has a well-formed round for every size: numbered, full courts, everyone playing or resting once', () => {
    for (const { players, courts, rounds } of schedules) {
      rounds.forEach((round, i) => {
        expect(round.number).toBe(i + 1)
        expect(round.matches.map((m) => m.court)).toEqual(Array.from({ length: courts }, (_, c) => c + 1))
        const playing = round.matches.flatMap((m) => [...m.teamA, ...m.teamB])
        expect([...playing, ...round.resting].sort((a, b) => a - b)).toEqual(
          Array.from({ length: players }, (_, p) => p),
        )
        expect(round.resting).toEqual([...round.resting].sort((a, b) => a - b))
        expect(round.resting).toHaveLength(players - 4 * courts)
      })
    }
  })

  it('never pairs two players twice, and pairs as many as the rounds can', () => {
    for (const { players, courts, rounds } of schedules) {
      const m = measure(players, rounds)
      const pairs = (players * (players - 1)) / 2
      expect(m.mostPartnered, `${players} on ${courts}`).toBe(1)
      // Every round adds 2 · courts new partnerships: all pairs partner when the count allows, and what stays
      // unpartnered could not fill another round.
      expect(m.unpartnered).toBe(pairs - 2 * courts * rounds.length)
      expect(m.unpartnered).toBeLessThan(2 * courts)
      if (pairs % (2 * courts) === 0) expect(m.unpartnered).toBe(0)
    }
  })

  it('spreads rests evenly: rest counts differ by at most one', () => {
    for (const { players, courts, rounds } of schedules) {
      expect(measure(players, rounds).restGap, `${players} on ${courts}`).toBeLessThanOrEqual(1)
    }
  })

  it('meets the table of docs/social-sessions.md: round counts, opponent spread within 2, play gap within 2', () => {
    const measured = schedules.map(({ players, courts, rounds }) => {
      const m = measure(players, rounds)
      return [players, courts, m.rounds, m.unpartnered, m.opponentSpread, m.playGap, m.longestRest]
    })
    expect(measured).toEqual(TABLE)
    expect(Math.max(...TABLE.map((row) => row[4]))).toBe(2)
    expect(Math.max(...TABLE.map((row) => row[5]))).toBe(2)
  })

  it('has a whist tournament (everyone partners once, meets everyone twice) where one exists', () => {
    for (const players of [4, 5, 8, 9, 12, 13, 16]) {
      const rounds = americanoSchedule({ players, courts: Math.floor(players / 4) })
      expect(rounds).toHaveLength(players % 4 === 0 ? players - 1 : players)
      expect(measure(players, rounds)).toMatchObject({ unpartnered: 0, opponentSpread: 0 })
    }
  })

  it('is the same schedule every time', () => {
    expect(americanoSchedule({ players: 11, courts: 2 })).toEqual(americanoSchedule({ players: 11, courts: 2 }))
    expect(americanoSchedule({ players: 6, courts: 1 })).toEqual(americanoSchedule({ players: 6, courts: 1 }))
  })

  it('counts the rounds as floor(pairs / (2 · courts))', () => {
    expect(americanoRoundCount(8, 2)).toBe(7)
    expect(americanoRoundCount(4, 1)).toBe(3)
    expect(americanoRoundCount(16, 3)).toBe(20)
    expect(americanoRoundCount(14, 2)).toBe(22) // 91 pairs, 4 a round: 22 rounds, 3 pairs never partner
    for (const { players, courts } of SIZES) {
      expect(americanoRoundCount(players, courts)).toBe(Math.floor((players * (players - 1)) / 2 / (2 * courts)))
    }
  })

  it('plays the three ways of splitting four players (worked by hand)', () => {
    expect(americanoSchedule({ players: 4, courts: 1 })).toEqual([
      { number: 1, matches: [{ court: 1, teamA: [0, 3], teamB: [1, 2] }], resting: [] },
      { number: 2, matches: [{ court: 1, teamA: [1, 3], teamB: [0, 2] }], resting: [] },
      { number: 3, matches: [{ court: 1, teamA: [2, 3], teamB: [0, 1] }], resting: [] },
    ])
  })

  it('rests each of five players once, the whist of Z5 (worked by hand)', () => {
    // Round r rests player r − 1 and plays {r, r + 3} against {r + 1, r + 2} (mod 5).
    expect(americanoSchedule({ players: 5, courts: 1 })).toEqual([
      { number: 1, matches: [{ court: 1, teamA: [1, 4], teamB: [2, 3] }], resting: [0] },
      { number: 2, matches: [{ court: 1, teamA: [0, 2], teamB: [3, 4] }], resting: [1] },
      { number: 3, matches: [{ court: 1, teamA: [1, 3], teamB: [0, 4] }], resting: [2] },
      { number: 4, matches: [{ court: 1, teamA: [2, 4], teamB: [0, 1] }], resting: [3] },
      { number: 5, matches: [{ court: 1, teamA: [0, 3], teamB: [1, 2] }], resting: [4] },
    ])
  })

  it('refuses sizes outside 4–16 players and 1 … players/4 courts, by code', () => {
    const refusal = (players: number, courts: number): string | null => {
      try {
        americanoSchedule({ players, courts })
        return null
      } catch (error) {
        expect(error).toBeInstanceOf(SocialError)
        return (error as SocialError).code
      }
    }
    expect(refusal(3, 1)).toBe('socialPlayerCount')
    expect(refusal(17, 4)).toBe('socialPlayerCount')
    expect(refusal(8.5, 2)).toBe('socialPlayerCount')
    expect(refusal(8, 0)).toBe('socialCourtCount')
    expect(refusal(11, 3)).toBe('socialCourtCount')
    expect(refusal(8, 1.5)).toBe('socialCourtCount')
    expect(refusal(16, 4)).toBe(null)
  })
})
