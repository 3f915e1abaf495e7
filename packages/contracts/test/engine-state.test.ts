import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  applyServerOrder,
  defaultRules,
  initialMatchState,
  MatchOverError,
  scorePoint,
  toMatchReplay,
  type MatchState,
  type ServingPlayer,
  type Team,
} from '@courtside/domain'
import {
  engineStateSchema,
  fromDomainRules,
  fromEngineStatePayload,
  toEngineStatePayload,
  type EngineStateMatch,
} from '../src/index.ts'

// One scoring engine (ADR 0032): the browser scores the points still syncing on the state the server sent. Sent
// through JSON and back, that state must score every further point exactly as the server's own state does.

const A1 = { id: '1', team: 0 as Team }
const A2 = { id: '2', team: 0 as Team }
const B1 = { id: '3', team: 1 as Team }
const B2 = { id: '4', team: 1 as Team }
const ORDERS: ServingPlayer[][] = [
  [A1, B1, A2, B2],
  [B1, A1, B2, A2],
  [A2, B2, A1, B1],
  [B2, A2, B1, A1],
  [A1, B2, A2, B1],
]

const rulesArb = fc.oneof(
  fc.constant(defaultRules('padel')),
  fc.constant(defaultRules('tennis')),
  fc.constant({ ...defaultRules('padel'), decidingPointAtDeuce: 3 as const }),
  fc.constant({ ...defaultRules('padel'), decidingPointAtDeuce: 2 as const }),
  fc.constant({ ...defaultRules('padel'), superTieBreak: false, finalSetTieBreak: false }),
  fc.constant({ ...defaultRules('tennis'), setsToWin: 1, gamesToWinSet: 4, setTieBreakAt: 4, tieBreakPointsToWin: 5 }),
  fc.constant({ ...defaultRules('tennis'), gamesToWinSet: 4, setTieBreakAt: 3 }),
)
// Mostly points, sometimes a server change; long enough to reach tie-breaks and the end of a match.
const stepArb = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom<Team>(0, 1).map((team) => ({ team })) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: ORDERS.length - 1 }).map((order) => ({ order })) },
)

function step(state: MatchState, s: { team: Team } | { order: number }): MatchState {
  if (state.winner !== null) return state
  if ('team' in s) return scorePoint(state, s.team)
  return applyServerOrder(state, ORDERS[s.order]!)
}

function matchOf(state: MatchState): EngineStateMatch {
  return {
    rules: fromDomainRules(state.rules),
    pairs: [
      { team: 0, players: [{ id: 1 }, { id: 2 }] },
      { team: 1, players: [{ id: 3 }, { id: 4 }] },
    ],
  }
}

describe('the engine state in the match payload', () => {
  it('scores every further point and server change exactly as the state it was made from', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.array(stepArb, { maxLength: 260 }),
        fc.array(stepArb, { maxLength: 40 }),
        (rules, before, after) => {
          const stored = before.reduce(step, initialMatchState(rules, ORDERS[0]!))
          const payload = engineStateSchema.parse(JSON.parse(JSON.stringify(toEngineStatePayload(stored))))
          const received = fromEngineStatePayload(payload, matchOf(stored))
          expect(received).not.toBeNull()
          const server = after.reduce(step, stored)
          const browser = after.reduce(step, received!)
          // The server keeps its state without the log of each point's server too (ADR 0032).
          const [b, s] = [
            { ...browser, serverLog: null },
            { ...server, serverLog: null },
          ]
          expect(b).toEqual(s)
          expect(toMatchReplay(b)).toEqual(toMatchReplay(s))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('is refused for a player who is not in the match', () => {
    const state = initialMatchState(defaultRules('padel'), ORDERS[0]!)
    const payload = toEngineStatePayload(state)
    const match = matchOf(state)
    expect(fromEngineStatePayload({ ...payload, server_order: [1, 3, 2, 9] }, match)).toBeNull()
  })

  it('a finished match scores nothing more', () => {
    let state = initialMatchState({ ...defaultRules('tennis'), setsToWin: 1 }, [A1, B1])
    while (state.winner === null) state = scorePoint(state, 0)
    const received = fromEngineStatePayload(toEngineStatePayload(state), {
      ...matchOf(state),
      pairs: [
        { team: 0, players: [{ id: 1 }] },
        { team: 1, players: [{ id: 3 }] },
      ],
    })
    expect(received?.winner).toBe(0)
    expect(() => scorePoint(received!, 1)).toThrow(MatchOverError)
  })
})
