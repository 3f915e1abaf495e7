import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  defaultRules,
  gamesWon,
  initialMatchState,
  replayState,
  scorePoint,
  timedMatchEndsAt,
  validateRules,
  type MatchState,
  type Rules,
  type Team,
} from '../src/index.ts'
import { DOUBLES } from './support/builders.ts'

const MINUTE = 60_000
const T0 = Date.UTC(2026, 10, 27, 18, 0)
const timed = (minutes = 60) => ({ ...defaultRules('padel'), timedMinutes: minutes })
const game = (team: Team): Team[] => [team, team, team, team]

/** Plays `winners` with one tap every `gapMs` from T0 (the injected clock). */
function play(winners: readonly Team[], gapMs: number, rules: Rules = timed()): MatchState {
  return replayState({ rules, serverOrder: DOUBLES, winners, times: winners.map((_, i) => T0 + i * gapMs) })
}

describe('timed matches', () => {
  it('accepts 20 to 180 minutes, or none', () => {
    expect(validateRules(timed(20))).toEqual([])
    expect(validateRules(timed(180))).toEqual([])
    expect(validateRules(timed(19)).map((p) => p.field)).toEqual(['timedMinutes'])
    expect(validateRules(timed(60.5)).map((p) => p.field)).toEqual(['timedMinutes'])
  })

  it('runs its clock from the first tap and ignores tap times when untimed', () => {
    const state = play([0, 1], MINUTE)
    expect(state.startedAt).toBe(T0)
    expect(timedMatchEndsAt(state)).toBe(T0 + 60 * MINUTE)
    const untimed = play([0, 1], MINUTE, defaultRules('padel'))
    expect(untimed.startedAt).toBe(null)
    expect(timedMatchEndsAt(untimed)).toBe(null)
  })

  it('plays out the game in progress when the time is up, then the side with more games wins', () => {
    // Three games to A and one to B in the first hour, one point a minute: game 5 starts at minute 16.
    const start: Team[] = [...game(0), ...game(1), ...game(0), ...game(0)]
    const before = play(start, MINUTE)
    expect(before.lastGame).toBe(false)
    // The rest of the points tapped after the hour: the game in play (B leading 2–0 in it) is played out.
    const late = (winners: Team[]) =>
      replayState({
        rules: timed(),
        serverOrder: DOUBLES,
        winners: [...start, ...winners],
        times: [...start.map((_, i) => T0 + i * MINUTE), ...winners.map((_, i) => T0 + 61 * MINUTE + i * 1000)],
      })
    expect(late([1]).lastGame).toBe(true)
    expect(late([1]).winner).toBe(null)
    const over = late([1, 1, 1, 1])
    expect(over.winner).toBe(0)
    expect(gamesWon(over)).toEqual([3, 2])
    expect(over.completedSets).toEqual([{ games: [3, 2], tieBreak: null, superTieBreak: false }])
    expect(() => scorePoint(over, 0, T0 + 70 * MINUTE)).toThrow()
  })

  it('games level when the time is up: one deciding point decides the match', () => {
    const start: Team[] = [...game(0), ...game(1), ...game(0)]
    const times = start.map((_, i) => T0 + i * 5 * MINUTE)
    // The fourth game's first point is past the hour: B wins that game, 2–2, then the deciding point.
    const level = replayState({
      rules: timed(),
      serverOrder: DOUBLES,
      winners: [...start, ...game(1)],
      times: [...times, ...game(1).map((_, i) => T0 + 61 * MINUTE + i)],
    })
    expect(level.winner).toBe(null)
    expect(level.gameKind).toBe('decidingPoint')
    const decided = scorePoint(level, 1, T0 + 62 * MINUTE)
    expect(decided.winner).toBe(1)
    expect(decided.completedSets.at(-1)).toEqual({ games: [2, 3], tieBreak: [0, 1], superTieBreak: false })
  })

  it('ends only after the first point past its time, within the game it belongs to (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<Team>(0, 1), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 5_000, max: 120_000 }),
        fc.integer({ min: 20, max: 90 }),
        (stream, gap, minutes) => {
          const rules = timed(minutes)
          let state = initialMatchState(rules, DOUBLES)
          let firstLate: MatchState | null = null
          for (const [i, winner] of stream.entries()) {
            if (state.winner !== null) break
            const at = T0 + i * gap
            const before = state
            state = scorePoint(state, winner, at)
            if (at - T0 >= minutes * MINUTE && firstLate === null) firstLate = before
            if (state.winner !== null && firstLate === null) {
              // Over before the time was up: a full match won on sets, never on time.
              expect(state.setsWon[state.winner]).toBe(rules.setsToWin)
            }
            if (firstLate && state.winner === null) {
              // After the first late point the match is in its last game, a tie-break or the deciding point.
              expect(state.lastGame).toBe(true)
              expect(state.gamesCompleted - firstLate.gamesCompleted).toBeLessThanOrEqual(1)
            }
          }
          // The replay with the same taps is the same state, point for point.
          const times = stream.slice(0, state.pointCount).map((_, i) => T0 + i * gap)
          const replayed = replayState({
            rules,
            serverOrder: DOUBLES,
            winners: stream.slice(0, state.pointCount),
            times,
          })
          expect({ ...replayed, serverLog: null }).toEqual({ ...state, serverLog: null })
        },
      ),
      { numRuns: 200 },
    )
  })
})
