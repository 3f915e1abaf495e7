import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MatchOverError,
  addPoint,
  applyServerOrder,
  currentServer,
  initialMatchState,
  replayMatch,
  replayState,
  scorePoint,
  sortServerChanges,
  toMatchReplay,
  undoLastPoint,
  type MatchLog,
  type MatchState,
  type ServingPlayer,
  type Team,
} from '../src/index.ts'
import { changesArb, orderArb, playable, rulesArb, streamArb, teamArb } from './support/arbitraries.ts'

const matchArb = fc
  .record({ rules: rulesArb, order: orderArb, stream: streamArb })
  .map(({ rules, order, stream }) => ({ rules, order, winners: playable(rules, order, stream) }))

// A change is made for an active ball, so never after the point that ended the match.
const withChangesArb = matchArb.chain((m) => {
  const over = replayState({ rules: m.rules, serverOrder: m.order, winners: m.winners }).winner !== null
  return changesArb(m.order, m.winners.length - (over ? 1 : 0)).map((serverChanges) => ({ ...m, serverChanges }))
})

const RUNS = { numRuns: 300 }

describe('scoring properties', () => {
  it('the winner is the first side to the required sets, and the match ends on that point', () => {
    fc.assert(
      fc.property(
        rulesArb,
        orderArb,
        fc.array(teamArb, { minLength: 3000, maxLength: 3000 }),
        (rules, order, stream) => {
          const winners = playable(rules, order, stream)
          const r = replayMatch({ rules, serverOrder: order, winners })
          expect(r.winner).not.toBe(null) // 3000 points always finish such a match
          const won = [0, 1].map((t) => r.sets.filter((s) => s.games[t]! > s.games[1 - t]!).length)
          expect(won[r.winner!]).toBe(rules.setsToWin)
          expect(won[1 - r.winner!]).toBeLessThan(rules.setsToWin)
          expect(replayMatch({ rules, serverOrder: order, winners: winners.slice(0, -1) }).winner).toBe(null)
          expect(() => replayMatch({ rules, serverOrder: order, winners: [...winners, 0] })).toThrow(MatchOverError)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('swapping the teams mirrors the result', () => {
    fc.assert(
      fc.property(withChangesArb, ({ rules, order, winners, serverChanges }) => {
        const flip = (o: ServingPlayer[]) => o.map((p) => ({ ...p, team: (1 - p.team) as Team }))
        const a = replayMatch({ rules, serverOrder: order, winners, serverChanges })
        const b = replayMatch({
          rules,
          serverOrder: flip(order),
          winners: winners.map((w) => (1 - w) as Team),
          serverChanges: serverChanges.map((c) => ({ ...c, order: flip(c.order) })),
        })
        expect(b.winner).toBe(a.winner === null ? null : 1 - a.winner)
        expect(b.sets).toEqual(
          a.sets.map((s) => ({
            ...s,
            games: [s.games[1], s.games[0]],
            tieBreak: s.tieBreak && [s.tieBreak[1], s.tieBreak[0]],
          })),
        )
        expect(b.currentGame).toEqual(
          a.currentGame && { ...a.currentGame, points: [a.currentGame.points[1], a.currentGame.points[0]] },
        )
        expect(b.servers).toEqual(a.servers)
        expect(b.nextServer).toBe(a.nextServer)
      }),
      RUNS,
    )
  })

  it('the incremental form agrees with the replay after every point, server changes included', () => {
    fc.assert(
      fc.property(withChangesArb, ({ rules, order, winners, serverChanges }) => {
        const changes = sortServerChanges(serverChanges)
        let state: MatchState = initialMatchState(rules, order)
        for (let i = 0; i <= winners.length; i++) {
          for (const c of changes) if (c.atPoint === i) state = applyServerOrder(state, c.order)
          // the replay of the prefix treats changes at or past its end as belonging to the active ball
          const prefix = replayMatch({
            rules,
            serverOrder: order,
            winners: winners.slice(0, i),
            serverChanges: changes.filter((c) => c.atPoint <= i),
          })
          expect(toMatchReplay(state)).toEqual(prefix)
          if (i < winners.length) state = scorePoint(state, winners[i]!)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('undo(add(x)) = x, for the log and for its replay', () => {
    fc.assert(
      fc.property(withChangesArb, teamArb, ({ rules, order, winners, serverChanges }, w) => {
        const log: MatchLog = { winners, serverChanges }
        const before = replayState({ rules, serverOrder: order, ...log })
        fc.pre(before.winner === null)
        const undone = undoLastPoint(addPoint(log, w))
        expect(undone).toEqual(log)
        expect(replayMatch({ rules, serverOrder: order, ...undone })).toEqual(toMatchReplay(before))
      }),
      RUNS,
    )
  })

  it('undo equals the replay of the log minus its last point, and the active server survives the undo', () => {
    fc.assert(
      fc.property(withChangesArb, ({ rules, order, winners, serverChanges }) => {
        fc.pre(winners.length > 0)
        const log: MatchLog = { winners, serverChanges }
        const full = replayState({ rules, serverOrder: order, ...log })
        const undone = undoLastPoint(log)
        const r = replayMatch({ rules, serverOrder: order, ...undone })
        expect(r.servers).toEqual(replayMatch({ rules, serverOrder: order, ...log }).servers.slice(0, -1))
        // a change made for the active ball after the last point still decides who serves once that point is gone
        const lastChangeForActive = [...sortServerChanges(serverChanges)]
          .reverse()
          .find((c) => c.atPoint === winners.length)
        if (lastChangeForActive && full.winner === null) expect(r.nextServer).toBe(lastChangeForActive.order[0]!.id)
      }),
      RUNS,
    )
  })

  it('servers alternate teams from game to game, and keep one server through a regular game', () => {
    fc.assert(
      fc.property(matchArb, ({ rules, order, winners }) => {
        const firstServerTeamOfGame: Team[] = []
        const teamOf = new Map(order.map((p) => [p.id, p.team]))
        let gameServer: string | null = null
        replayState({ rules, serverOrder: order, winners }, (before) => {
          const server = currentServer(before)!.id
          const startsGame = before.points[0] + before.points[1] === 0
          if (startsGame) {
            firstServerTeamOfGame.push(teamOf.get(server)!)
            gameServer = server
          } else if (before.gameKind === 'regular') {
            expect(server).toBe(gameServer)
          }
        })
        for (let g = 1; g < firstServerTeamOfGame.length; g++) {
          expect(firstServerTeamOfGame[g]).not.toBe(firstServerTeamOfGame[g - 1])
        }
      }),
      RUNS,
    )
  })
})
