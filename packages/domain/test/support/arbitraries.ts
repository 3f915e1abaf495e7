import fc from 'fast-check'
import {
  initialMatchState,
  scorePoint,
  type Rules,
  type ServerChange,
  type ServingPlayer,
  type Team,
} from '../../src/index.ts'
import { DOUBLES, SINGLES } from './builders.ts'

export const teamArb: fc.Arbitrary<Team> = fc.constantFrom<Team>(0, 1)

/** Any playable rules; small sets keep matches short enough to finish within the generated streams. */
export const rulesArb: fc.Arbitrary<Rules> = fc
  .record({
    setsToWin: fc.integer({ min: 1, max: 3 }),
    gamesToWinSet: fc.integer({ min: 1, max: 6 }),
    tieBreakPointsToWin: fc.integer({ min: 3, max: 10 }),
    tieBreakSuddenDeath: fc.boolean(),
    decidingPointAtDeuce: fc.constantFrom<Rules['decidingPointAtDeuce']>(null, 1, 2, 3),
    tieBreakOneEarly: fc.boolean(),
    superTieBreak: fc.boolean(),
    superTieBreakPointsToWin: fc.integer({ min: 5, max: 12 }),
    finalSetTieBreak: fc.boolean(),
    finalSetTieBreakPointsToWin: fc.integer({ min: 3, max: 10 }),
  })
  // The tie-break at games-all of the set's target, or one game earlier (Fast4), within setTieBreakRange.
  .map(({ tieBreakOneEarly, ...r }) => ({
    ...r,
    setTieBreakAt: tieBreakOneEarly ? Math.max(1, r.gamesToWinSet - 1) : r.gamesToWinSet,
    timedMinutes: null,
  }))

export const orderArb: fc.Arbitrary<ServingPlayer[]> = fc
  .constantFrom(SINGLES, DOUBLES)
  .chain((base) =>
    fc.integer({ min: 0, max: base.length - 1 }).map((start) => [...base.slice(start), ...base.slice(0, start)]),
  )

export const streamArb = fc.array(teamArb, { maxLength: 700 })

/** The prefix of `stream` a match actually uses: it stops at the point that ends the match. */
export function playable(rules: Rules, order: ServingPlayer[], stream: readonly Team[]): Team[] {
  let state = initialMatchState(rules, order)
  const used: Team[] = []
  for (const w of stream) {
    if (state.winner !== null) break
    state = scorePoint(state, w)
    used.push(w)
  }
  return used
}

/** Random server changes at positions within [0, length], each a rotation of the base order or a partner swap. */
export function changesArb(order: ServingPlayer[], length: number): fc.Arbitrary<ServerChange[]> {
  return fc
    .array(
      fc.record({
        atPoint: fc.integer({ min: 0, max: length }),
        start: fc.integer({ min: 0, max: order.length - 1 }),
        swap: fc.boolean(),
      }),
      { maxLength: 4 },
    )
    .map(
      (raw) =>
        raw
          .map(({ atPoint, start, swap }) => {
            let o = [...order]
            if (swap && o.length === 4) o = [o[2]!, o[1]!, o[0]!, o[3]!] // partners change places, teams still alternate
            return { atPoint, order: [...o.slice(start), ...o.slice(0, start)] }
          })
          .sort((a, b) => a.atPoint - b.atPoint), // a log records changes as they are made
    )
}
