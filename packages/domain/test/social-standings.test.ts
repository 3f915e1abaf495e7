import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { americanoSchedule, socialStandings, type ScoredSocialRound, type SocialStanding } from '../src/index.ts'

const round = (
  number: number,
  courts: [number, number, number, number, number, number][],
  resting: number[] = [],
): ScoredSocialRound => ({
  number,
  matches: courts.map(([a, b, c, d, scoreA, scoreB], i) => ({
    court: i + 1,
    teamA: [a, b],
    teamB: [c, d],
    result: { scoreA, scoreB },
  })),
  resting,
})

const schedules = new Map<string, ScoredSocialRound[]>()
const scheduleOf = (players: number, courts: number): ScoredSocialRound[] => {
  const key = `${players}/${courts}`
  if (!schedules.has(key)) schedules.set(key, americanoSchedule({ players, courts }))
  return schedules.get(key)!
}

/** Any session: an Americano's first rounds, some matches scored (to a small total, so ties are common). */
const sessionArb = fc
  .record({
    players: fc.integer({ min: 4, max: 16 }),
    courtsPick: fc.nat(),
    roundsPick: fc.nat(),
    pointsPerMatch: fc.integer({ min: 1, max: 6 }),
  })
  .chain(({ players, courtsPick, roundsPick, pointsPerMatch }) => {
    const courts = 1 + (courtsPick % Math.floor(players / 4))
    const schedule = scheduleOf(players, courts)
    const rounds = schedule.slice(0, 1 + (roundsPick % Math.min(schedule.length, 8)))
    const results = rounds.map((r) =>
      fc.array(fc.option(fc.integer({ min: 0, max: pointsPerMatch }), { nil: null }), {
        minLength: r.matches.length,
        maxLength: r.matches.length,
      }),
    )
    return fc.tuple(...results).map((scores) => ({
      players,
      pointsPerMatch,
      rounds: rounds.map((r, i): ScoredSocialRound => ({
        ...r,
        matches: r.matches.map((m, j) => {
          const scoreA = scores[i]![j]!
          return { ...m, result: scoreA === null ? null : { scoreA, scoreB: pointsPerMatch - scoreA } }
        }),
      })),
    }))
  })

const sortKey = (s: SocialStanding): number[] => [-s.points, -s.difference, -(2 * s.wins + s.draws), s.player]
const before = (a: number[], b: number[]): boolean => {
  const i = a.findIndex((v, k) => v !== b[k])
  return i !== -1 && a[i]! < b[i]!
}

describe('social standings', () => {
  it('ranks by points, then difference, then wins (a draw half a win), then list order (worked by hand)', () => {
    const rounds = [
      round(1, [
        [0, 1, 2, 3, 13, 11],
        [4, 5, 6, 7, 12, 12],
      ]),
      round(2, [
        [0, 2, 1, 3, 13, 11],
        [4, 6, 5, 7, 12, 12],
      ]),
      round(3, [
        [0, 3, 1, 2, 0, 24],
        [4, 7, 5, 6, 2, 22],
      ]),
    ]
    const table = socialStandings(8, rounds)
    // 1 and 2: 48 points, +24, two wins each, so the list order. 5 and 6: 46. Then 0, 4 and 7 all on 26 points and
    // −20: 0 won twice, 4 and 7 drew twice (one win's worth), so 0 first, then 4 before 7 by the list order. 3: 22.
    expect(table.map((s) => s.player)).toEqual([1, 2, 5, 6, 0, 4, 7, 3])
    expect(table.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(table[4]).toEqual({
      player: 0,
      rank: 5,
      points: 26,
      against: 46,
      difference: -20,
      wins: 2,
      draws: 0,
      losses: 1,
      played: 3,
      rested: 0,
    })
    expect(table[5]).toMatchObject({ player: 4, points: 26, difference: -20, wins: 0, draws: 2, losses: 1 })
  })

  it('gives a resting player nothing for the round, and counts the rest only once the round has a result', () => {
    const played = round(1, [[0, 1, 2, 3, 16, 8]], [4])
    const upcoming: ScoredSocialRound = {
      number: 2,
      matches: [{ court: 1, teamA: [4, 0], teamB: [1, 2], result: null }],
      resting: [3],
    }
    const table = socialStandings(5, [played, upcoming])
    const of = (player: number) => table.find((s) => s.player === player)!
    expect(of(4)).toMatchObject({ points: 0, played: 0, rested: 1, rank: 5 })
    expect(of(3)).toMatchObject({ points: 8, played: 1, rested: 0 })
    expect(of(0)).toMatchObject({ points: 16, played: 1, wins: 1, rank: 1 })
  })

  it('with no results, is the list order with zeros', () => {
    const table = socialStandings(6, [])
    expect(table.map((s) => [s.player, s.rank, s.points, s.played])).toEqual(
      Array.from({ length: 6 }, (_, p) => [p, p + 1, 0, 0]),
    )
  })

  it('totals equal the sum of the results, and the table is in order', () => {
    fc.assert(
      fc.property(sessionArb, ({ players, pointsPerMatch, rounds }) => {
        const table = socialStandings(players, rounds)
        expect(table.map((s) => s.player).sort((a, b) => a - b)).toEqual(Array.from({ length: players }, (_, p) => p))
        expect(table.map((s) => s.rank)).toEqual(Array.from({ length: players }, (_, i) => i + 1))
        for (let i = 1; i < table.length; i++) expect(before(sortKey(table[i - 1]!), sortKey(table[i]!))).toBe(true)

        const scored = rounds.flatMap((r) => r.matches).filter((m) => m.result != null)
        const sum = (f: (s: SocialStanding) => number) => table.reduce((total, s) => total + f(s), 0)
        expect(sum((s) => s.points)).toBe(2 * pointsPerMatch * scored.length)
        expect(sum((s) => s.difference)).toBe(0)
        expect(sum((s) => s.wins)).toBe(sum((s) => s.losses))
        for (const s of table) {
          // Each player's points are their team's scores, match by match.
          const own = scored.reduce(
            (total, m) =>
              total +
              (m.teamA.includes(s.player) ? m.result!.scoreA : m.teamB.includes(s.player) ? m.result!.scoreB : 0),
            0,
          )
          expect(s.points).toBe(own)
          expect(s.points + s.against).toBe(pointsPerMatch * s.played)
          expect(s.wins + s.draws + s.losses).toBe(s.played)
          expect(s.difference).toBe(s.points - s.against)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('does not depend on the order the rounds come in', () => {
    fc.assert(
      fc.property(sessionArb, ({ players, rounds }) => {
        expect(socialStandings(players, [...rounds].reverse())).toEqual(socialStandings(players, rounds))
      }),
      { numRuns: 100 },
    )
  })

  it('refuses a player outside the session', () => {
    expect(() => socialStandings(4, [round(1, [[0, 1, 2, 4, 10, 14]])])).toThrow(RangeError)
  })
})
