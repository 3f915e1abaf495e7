import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { initialMatchState, replayState, scorePoint, type MatchState, type Team } from '../src/index.ts'
import { orderArb, playable, rulesArb, streamArb } from './support/arbitraries.ts'

const matchArb = fc
  .record({ rules: rulesArb, order: orderArb, stream: streamArb })
  .map(({ rules, order, stream }) => ({ rules, order, winners: playable(rules, order, stream) }))

/** Every point of a match as (state before, winner, state after). */
function steps(m: { rules: MatchState['rules']; order: MatchState['serverOrder']; winners: Team[] }) {
  const out: { before: MatchState; winner: Team; after: MatchState }[] = []
  replayState({ rules: m.rules, serverOrder: [...m.order], winners: m.winners }, (before, winner, after) =>
    out.push({ before, winner, after }),
  )
  return out
}

const RUNS = { numRuns: 300 }

describe('deciding points and set tie-breaks (properties)', () => {
  it('a regular game is won by two points from 40, or on the deciding point of its rules and no other', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        for (const { before, winner, after } of steps(m)) {
          if (before.gameKind !== 'regular') continue
          const won = before.points[winner] + 1
          const lost = before.points[1 - winner]!
          const ended = after.gamesCompleted > before.gamesCompleted
          const deuce = m.rules.decidingPointAtDeuce
          const byTwo = won >= 4 && won - lost >= 2
          const deciding = deuce !== null && won === deuce + 3 && lost === deuce + 2
          expect(ended).toBe(byTwo || deciding)
          // Past the deciding deuce a game never goes on: it is always decided at that deuce's point.
          if (deuce !== null) expect(Math.min(...after.points)).toBeLessThanOrEqual(deuce + 2)
        }
      }),
      RUNS,
    )
  })

  it('the silver point decides at the second deuce and never before', () => {
    const rules = rulesOf(2)
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Team>(0, 1), { minLength: 1, maxLength: 40 }), (stream) => {
        let state = initialMatchState(rules, [
          { id: 'a', team: 0 },
          { id: 'b', team: 1 },
        ])
        for (const winner of stream) {
          const before = state
          state = scorePoint(state, winner)
          if (state.gamesCompleted === before.gamesCompleted) continue
          const [a, b] = before.points
          // The game ended: either two clear from 40 or at 4–4 (the second deuce's point), never at 3–3.
          const won = before.points[winner] + 1
          const lost = before.points[1 - winner]!
          expect(won - lost >= 2 || (a === 4 && b === 4)).toBe(true)
          expect(a === 3 && b === 3).toBe(false)
          break
        }
      }),
      RUNS,
    )
  })

  it('a set is won by two games at its target, or by the tie-break played at its games-all score', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        for (const { before, after } of steps(m)) {
          if (after.completedSets.length === before.completedSets.length) continue
          const set = after.completedSets.at(-1)!
          if (set.superTieBreak) continue
          const [a, b] = set.games
          if (set.tieBreak) {
            expect(Math.min(a, b)).toBe(m.rules.setTieBreakAt)
            expect(Math.max(a, b)).toBe(m.rules.setTieBreakAt + 1)
          } else {
            expect(Math.max(a, b)).toBeGreaterThanOrEqual(m.rules.gamesToWinSet)
            expect(Math.abs(a - b)).toBeGreaterThanOrEqual(2)
          }
        }
      }),
      RUNS,
    )
  })
})

function rulesOf(decidingPointAtDeuce: 1 | 2 | 3) {
  return {
    setsToWin: 1,
    gamesToWinSet: 6,
    setTieBreakAt: 6,
    tieBreakPointsToWin: 7,
    tieBreakSuddenDeath: false,
    decidingPointAtDeuce,
    superTieBreak: false,
    superTieBreakPointsToWin: 10,
    finalSetTieBreak: true,
    finalSetTieBreakPointsToWin: 7,
    timedMinutes: null,
  }
}

describe('rule presets', () => {
  it('every preset is playable and recognised as itself', async () => {
    const { RULE_PRESETS, presetOf, validateRules } = await import('../src/index.ts')
    for (const [id, preset] of Object.entries(RULE_PRESETS)) {
      expect(validateRules(preset.rules), id).toEqual([])
      expect(presetOf(preset.sport, preset.rules)).toBe(id)
    }
    expect(presetOf('padel', { ...RULE_PRESETS.padel_golden_point.rules, tieBreakPointsToWin: 9 })).toBe(null)
  })
})
