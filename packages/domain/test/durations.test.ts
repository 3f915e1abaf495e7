import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeMatchStats, type BallRecord, type Team } from '../src/index.ts'
import { DOUBLES, padel } from './support/builders.ts'
import { PAIR_PLAYERS, record, type BallSpec } from './support/record.ts'

// ADR 0034: durations from the points' tap times.

const rules = padel({ decidingPointAtDeuce: 1 })

/** 'other' points to the given teams, recorded as the API would (the engine gives the server). */
function balls(winners: readonly Team[], taps: readonly (number | null)[]): BallRecord[] {
  const specs: BallSpec[] = winners.map((team) => ({ type: 'other', by: team === 0 ? 'A1' : 'B1', team }))
  return record(rules, DOUBLES, PAIR_PLAYERS, specs).map((ball, i) => ({ ...ball, tappedAt: taps[i] ?? null }))
}

const stats = (records: BallRecord[], set?: number) =>
  computeMatchStats({
    rules,
    serverOrder: DOUBLES,
    players: PAIR_PLAYERS,
    balls: records,
    ...(set === undefined ? {} : { filter: { set } }),
  })

/** Winners that never finish a two-set padel match within 100 points (games won in turn). */
const winnersArb = fc
  .integer({ min: 1, max: 100 })
  .map((n) => Array.from({ length: n }, (_, i) => (Math.floor(i / 4) % 2) as Team))

describe('durations (ADR 0034)', () => {
  it('counts a hand-timed game: 4 points tapped 0, 10, 25 and 55 s in', () => {
    const d = stats(balls([0, 0, 0, 0, 1], [0, 10_000, 25_000, 55_000, 70_000])).durations
    expect(d).toEqual({
      timed_points: 5,
      total_ms: 70_000,
      sets: [],
      games: [{ set: 1, game: 1, game_in_set: 1, ms: 55_000 }],
      between_points: { median_ms: 15_000, longest_ms: 30_000 },
    })
    const story = stats(balls([0, 0, 0], [0, 10_000, 25_000])).story
    expect(story.map((e) => e.since_previous_ms)).toEqual([null, 10_000, 15_000])
  })

  it('adds up: the gaps make the total, the games telescope, the median lies between the extremes', () => {
    fc.assert(
      fc.property(
        winnersArb,
        fc.array(fc.integer({ min: 0, max: 600_000 }), { minLength: 100, maxLength: 100 }),
        (winners, gaps) => {
          let at = Date.UTC(2026, 10, 25)
          const taps = winners.map((_, i) => (at += gaps[i]!))
          const s = stats(balls(winners, taps))
          const d = s.durations
          const since = s.story.map((e) => e.since_previous_ms)
          expect(since[0]).toBeNull()
          const between = since.slice(1) as number[]
          expect(d.timed_points).toBe(winners.length)
          if (winners.length < 2) {
            expect(d.total_ms).toBeNull()
            expect(d.between_points).toBeNull()
            return
          }
          expect(d.total_ms).toBe(taps.at(-1)! - taps[0]!)
          expect(between.reduce((a, b) => a + b, 0)).toBe(d.total_ms)
          expect(d.between_points!.longest_ms).toBe(Math.max(...between))
          expect(d.between_points!.median_ms).toBeGreaterThanOrEqual(Math.min(...between))
          expect(d.between_points!.median_ms).toBeLessThanOrEqual(d.between_points!.longest_ms)
          expect(d.games).toHaveLength(s.games_played)
          const lastGameEnd = s.story.filter((e) => e.ends_game).at(-1)
          const gamesTotal = d.games.reduce((a, g) => a + g.ms, 0)
          expect(gamesTotal).toBe(lastGameEnd ? taps[lastGameEnd.seq - 1]! - taps[0]! : 0)
        },
      ),
    )
  })

  it('never goes below zero when device clocks disagree, and leaves untimed points out', () => {
    fc.assert(
      fc.property(
        winnersArb,
        fc.array(fc.option(fc.integer({ min: 0, max: 2 ** 40 }), { nil: null }), { minLength: 100, maxLength: 100 }),
        (winners, taps) => {
          const d = stats(balls(winners, taps)).durations
          const timed = taps.slice(0, winners.length).filter((t) => t !== null).length
          expect(d.timed_points).toBe(timed)
          for (const value of [d.total_ms ?? 0, ...d.games.map((g) => g.ms), ...d.sets.map((x) => x.ms)])
            expect(value).toBeGreaterThanOrEqual(0)
          if (timed < 2) expect(d.total_ms).toBeNull()
        },
      ),
    )
  })

  it('a set filter keeps that set’s games and sets; without tap times everything is empty', () => {
    const winners = Array.from({ length: 60 }, (_, i) => (i < 24 ? 0 : Math.floor(i / 4) % 2) as Team)
    const taps = winners.map((_, i) => i * 20_000)
    const whole = stats(balls(winners, taps))
    expect(whole.durations.sets).toEqual([{ set: 1, ms: 23 * 20_000 }])
    const second = stats(balls(winners, taps), 2).durations
    expect(second.sets).toEqual([])
    expect(second.games.every((g) => g.set === 2)).toBe(true)
    // The second set's first game starts at the tap that ended the first set.
    expect(second.games[0]).toEqual({ set: 2, game: 7, game_in_set: 1, ms: 4 * 20_000 })
    expect(second.total_ms).toBe((59 - 24) * 20_000)

    const untimed = stats(balls(winners, [])).durations
    expect(untimed).toEqual({ timed_points: 0, total_ms: null, sets: [], games: [], between_points: null })
  })
})
