import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  SocialError,
  mexicanoRound,
  nextMexicanoRound,
  socialStandings,
  type ScoredSocialRound,
  type SocialRound,
} from '../src/index.ts'

const score = (round: SocialRound, scores: [number, number][]): ScoredSocialRound => ({
  ...round,
  matches: round.matches.map((m, i) => ({ ...m, result: { scoreA: scores[i]![0], scoreB: scores[i]![1] } })),
})

/** A size, a ranking (any order of the players) and rest counts that differ by at most one, as a session keeps them. */
const roundInputArb = fc
  .integer({ min: 4, max: 16 })
  .chain((players) =>
    fc.record({
      players: fc.constant(players),
      courts: fc.integer({ min: 1, max: Math.floor(players / 4) }),
      order: fc.shuffledSubarray(
        Array.from({ length: players }, (_, p) => p),
        { minLength: players, maxLength: players },
      ),
      base: fc.nat({ max: 5 }),
      extra: fc.array(fc.boolean(), { minLength: players, maxLength: players }),
    }),
  )
  .map(({ players, courts, order, base, extra }) => ({
    players,
    courts,
    order,
    rests: extra.map((more) => base + Number(more)),
  }))

describe('Mexicano', () => {
  it('plays round 1 from the list, then the standings (worked by hand)', () => {
    const first = nextMexicanoRound({ players: 9, courts: 2, rounds: [] })
    // The last of the list sits out; 1st & 4th against 2nd & 3rd, 5th & 8th against 6th & 7th.
    expect(first).toEqual({
      number: 1,
      matches: [
        { court: 1, teamA: [0, 3], teamB: [1, 2] },
        { court: 2, teamA: [4, 7], teamB: [5, 6] },
      ],
      resting: [8],
    })
    const one = score(first, [
      [15, 9],
      [10, 14],
    ])
    // Standings: 0 and 3 on 15 (list order), 5 and 6 on 14, 4 and 7 on 10, 1 and 2 on 9, 8 on 0. Player 8 has
    // rested, so the lowest ranked of the others, 2, sits out; the other eight fill the courts in that order.
    const second = nextMexicanoRound({ players: 9, courts: 2, rounds: [one] })
    expect(second).toEqual({
      number: 2,
      matches: [
        { court: 1, teamA: [0, 6], teamB: [3, 5] },
        { court: 2, teamA: [4, 8], teamB: [7, 1] },
      ],
      resting: [2],
    })
    const two = score(second, [
      [12, 12],
      [20, 4],
    ])
    // 4: 10 + 20 = 30; 0 and 3: 27; 5 and 6: 26; 8: 20; 7: 14; 1: 13; 2: 9 (rested).
    expect(socialStandings(9, [one, two]).map((s) => [s.player, s.points])).toEqual([
      [4, 30],
      [0, 27],
      [3, 27],
      [5, 26],
      [6, 26],
      [8, 20],
      [7, 14],
      [1, 13],
      [2, 9],
    ])
    // Everybody but 2 and 8 has rested none: the lowest ranked of them, 1, sits out next.
    expect(nextMexicanoRound({ players: 9, courts: 2, rounds: [one, two] }).resting).toEqual([1])
  })

  it('fills the courts four by four down the ranking: 1st & 4th against 2nd & 3rd', () => {
    fc.assert(
      fc.property(roundInputArb, ({ players, courts, order, rests }) => {
        const round = mexicanoRound({ number: 3, order, courts, rests })
        expect(round.number).toBe(3)
        expect(round.resting).toHaveLength(players - 4 * courts)
        const playing = order.filter((p) => !round.resting.includes(p))
        round.matches.forEach((match, i) => {
          const [a, b, c, d] = playing.slice(4 * i, 4 * i + 4)
          expect(match).toEqual({ court: i + 1, teamA: [a, d], teamB: [b, c] })
        })
      }),
    )
  })

  it('rests those who rested least, the lowest ranked first among them', () => {
    fc.assert(
      fc.property(roundInputArb, ({ courts, order, rests }) => {
        const { resting } = mexicanoRound({ number: 2, order, courts, rests })
        const playing = order.filter((p) => !resting.includes(p))
        for (const r of resting) {
          for (const p of playing) {
            expect(rests[r]!).toBeLessThanOrEqual(rests[p]!)
            if (rests[r] === rests[p]) expect(order.indexOf(r)).toBeGreaterThan(order.indexOf(p))
          }
        }
      }),
    )
  })

  it('keeps rest counts within one of each other through a whole session', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 16 }).chain((players) =>
          fc.record({
            players: fc.constant(players),
            courts: fc.integer({ min: 1, max: Math.floor(players / 4) }),
            scores: fc.array(fc.integer({ min: 0, max: 24 }), { minLength: 40, maxLength: 40 }),
          }),
        ),
        ({ players, courts, scores }) => {
          const rounds: ScoredSocialRound[] = []
          const rests = Array.from({ length: players }, () => 0)
          for (let r = 0; r < 10; r++) {
            const round = nextMexicanoRound({ players, courts, rounds })
            expect(round.number).toBe(r + 1)
            const seen = [...round.matches.flatMap((m) => [...m.teamA, ...m.teamB]), ...round.resting]
            expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: players }, (_, p) => p))
            round.resting.forEach((p) => rests[p]!++)
            expect(Math.max(...rests) - Math.min(...rests)).toBeLessThanOrEqual(1)
            rounds.push(
              score(
                round,
                round.matches.map((_, i) => [scores[(4 * r + i) % 40]!, 24 - scores[(4 * r + i) % 40]!]),
              ),
            )
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('waits for every result before the next round, and refuses a bad size or ranking', () => {
    const first = nextMexicanoRound({ players: 8, courts: 2, rounds: [] })
    const half: ScoredSocialRound = {
      ...first,
      matches: first.matches.map((m, i) => ({ ...m, result: i === 0 ? { scoreA: 20, scoreB: 4 } : null })),
    }
    expect(() => nextMexicanoRound({ players: 8, courts: 2, rounds: [half] })).toThrow(
      expect.objectContaining({ code: 'socialRoundUnfinished' }),
    )
    expect(() => mexicanoRound({ number: 1, order: [0, 1, 2, 3, 4, 5, 6, 7], courts: 3 })).toThrow(SocialError)
    expect(() => mexicanoRound({ number: 1, order: [0, 1, 2], courts: 1 })).toThrow(
      expect.objectContaining({ code: 'socialPlayerCount' }),
    )
    expect(() => mexicanoRound({ number: 1, order: [0, 1, 2, 2], courts: 1 })).toThrow(RangeError)
  })
})
