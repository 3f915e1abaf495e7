import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  POINT_TYPES,
  SHOT_TYPES,
  attributePoint,
  computeMatchStats,
  currentServer,
  initialMatchState,
  scorePoint,
  type MatchState,
  type PointType,
  type Rules,
  type StatsPlayer,
  type Team,
} from '../src/index.ts'
import { rulesArb } from './support/arbitraries.ts'
import { DOUBLES } from './support/builders.ts'
import { PAIR_PLAYERS, record, type BallSpec } from './support/record.ts'

const rawArb = fc.record({
  type: fc.constantFrom(...POINT_TYPES),
  pick: fc.nat(3),
  prev: fc.option(fc.nat(3), { nil: undefined }),
  shot: fc.option(fc.constantFrom(...SHOT_TYPES), { nil: undefined }),
  prevShot: fc.option(fc.constantFrom(...SHOT_TYPES), { nil: undefined }),
  team: fc.constantFrom<Team>(0, 1),
})

type RawBall = typeof rawArb extends fc.Arbitrary<infer T> ? T : never

/** Turns random choices into balls the API would accept (aces by the server, return errors by a receiver…). */
function specsFrom(rules: Rules, raws: RawBall[], players: StatsPlayer[]): BallSpec[] {
  const teamOf = new Map(players.map((p) => [p.id, p.team]))
  const specs: BallSpec[] = []
  let state: MatchState = initialMatchState(rules, DOUBLES)
  for (const r of raws) {
    const server = currentServer(state)
    if (!server) break
    const receivers = players.filter((p) => p.team !== server.team)
    const by =
      r.type === 'ace' || r.type === 'double_fault'
        ? server.id
        : r.type === 'serve_return_error'
          ? receivers[r.pick % 2]!.id
          : players[r.pick]!.id
    const spec: BallSpec = { type: r.type, by }
    if (r.shot) spec.shot = r.shot
    if (r.prevShot) spec.prevShot = r.prevShot
    if (r.prev !== undefined) spec.prev = players[r.prev]!.id
    if (r.type === 'other') spec.team = r.team
    const a = attributePoint({
      pointType: r.type,
      finisherTeam: teamOf.get(by)!,
      finisherIsServer: by === server.id,
      serverTeam: server.team,
      winnerTeam: spec.team ?? null,
    })
    if (!a.ok) throw new Error(a.message)
    specs.push(spec)
    state = scorePoint(state, a.winnerTeam)
  }
  return specs
}

const matchArb = fc.record({ rules: rulesArb, raws: fc.array(rawArb, { maxLength: 150 }) }).map(({ rules, raws }) => {
  const specs = specsFrom(rules, raws, PAIR_PLAYERS)
  return { rules, balls: record(rules, DOUBLES, PAIR_PLAYERS, specs) }
})

describe('statistics properties', () => {
  it('the impact score obeys its formula, per match and per game', () => {
    fc.assert(
      fc.property(matchArb, ({ rules, balls }) => {
        const s = computeMatchStats({ rules, serverOrder: DOUBLES, players: PAIR_PLAYERS, balls })
        const teamOf = new Map(PAIR_PLAYERS.map((p) => [p.id, p.team]))
        for (const p of s.players) {
          // recount from the raw balls, independently of the implementation
          const mine = (t: PointType) => balls.filter((b) => b.finisherId === p.id && b.pointType === t).length
          const setUp = (t: PointType) =>
            balls.filter(
              (b) => b.previousShooterId === p.id && b.pointType === t && teamOf.get(b.finisherId!) !== p.team,
            ).length
          expect(p.winners).toBe(mine('winner'))
          expect(p.aces).toBe(mine('ace'))
          expect(p.unforced_errors).toBe(mine('unforced_error'))
          expect(p.serve_return_errors).toBe(mine('serve_return_error'))
          expect(p.forced_to_error).toBe(setUp('forced_error'))
          expect(p.winners_given).toBe(setUp('winner'))
          const numerator =
            p.winners + p.aces + p.forced_to_error - p.unforced_errors - p.serve_return_errors - p.winners_given
          if (s.games_played === 0) expect(p.impact).toBe(null)
          else expect(p.impact).toBeCloseTo(numerator / s.games_played, 12)
          const perGame = p.impact_by_game.reduce((sum, g) => sum + g.impact, 0)
          expect(perGame).toBe(numerator + p.winners_given)
        }
        expect(s.teams[0]!.points_won + s.teams[1]!.points_won).toBe(balls.length)
        expect(s.teams[0]!.on_serve.played + s.teams[0]!.on_return.played).toBe(balls.length)
        expect(s.teams[0]!.on_serve.played).toBe(s.teams[1]!.on_return.played)
        expect(s.teams[0]!.on_serve.won).toBe(s.teams[1]!.on_return.played - s.teams[1]!.on_return.won)
        expect(s.story.map((e) => e.seq)).toEqual(balls.map((b) => b.seq))
      }),
      { numRuns: 150 },
    )
  })

  it('set filters partition the points and the completed games', () => {
    fc.assert(
      fc.property(matchArb, ({ rules, balls }) => {
        const all = computeMatchStats({ rules, serverOrder: DOUBLES, players: PAIR_PLAYERS, balls })
        const sets = new Set(all.story.map((e) => e.set))
        let points = 0
        let games = 0
        for (const set of sets) {
          const s = computeMatchStats({ rules, serverOrder: DOUBLES, players: PAIR_PLAYERS, balls, filter: { set } })
          points += s.points_played
          games += s.games_played
        }
        expect(points).toBe(all.points_played)
        expect(games).toBe(all.games_played)
      }),
      { numRuns: 80 },
    )
  })
})
