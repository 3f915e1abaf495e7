import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeMatchStats, hasFullDetail, SERVES, serveOf, type BallRecord, type Serve } from '../src/index.ts'
import { DOUBLES, padel } from './support/builders.ts'
import { PAIR_PLAYERS, record, type BallSpec } from './support/record.ts'

// ADR 0036: first or second serve, and what the statistics make of it.

const rules = padel({ decidingPointAtDeuce: 1 })
const stats = (balls: BallRecord[], license?: 'pro' | 'free') =>
  computeMatchStats({
    rules,
    serverOrder: DOUBLES,
    players: PAIR_PLAYERS,
    balls,
    ...(license ? { license } : {}),
  })

describe('serve statistics (ADR 0036)', () => {
  // A1 serves game 1, B1 game 2 (DOUBLES order A1, B1, A2, B2).
  const specs: BallSpec[] = [
    { type: 'winner', by: 'A1', serve: 'first', shot: 'smash' }, // A1 first serve, won
    { type: 'winner', by: 'A2', serve: 'second' }, // A1 second serve, won
    { type: 'unforced_error', by: 'A1', serve: 'first' }, // A1 first serve, lost
    { type: 'double_fault', by: 'A1' }, // A1: a double fault is a second serve, lost
    { type: 'winner', by: 'B2' }, // A1, serve not recorded: not charted (30-40)
    { type: 'ace', by: 'A1', serve: 'second' }, // A1 second serve, won (40-40)
    { type: 'winner', by: 'A1', serve: 'first' }, // A1 first serve, won: the golden point and the game
    { type: 'winner', by: 'A2' }, // game 2, B1 serving, not charted
    { type: 'ace', by: 'B1', serve: 'first' }, // game 2: B1 first serve, won
  ]
  const s = stats(record(rules, DOUBLES, PAIR_PLAYERS, specs))
  const player = (id: string) => s.players.find((p) => p.id === id)!

  it('counts a hand-charted game per server and per team', () => {
    expect(player('A1').serve).toEqual({
      charted: 6,
      first_in: 3,
      first_serve_pct: 50,
      first_serve: { played: 3, won: 2 },
      second_serve: { played: 3, won: 2 },
    })
    expect(player('B1').serve).toEqual({
      charted: 1,
      first_in: 1,
      first_serve_pct: 100,
      first_serve: { played: 1, won: 1 },
      second_serve: { played: 0, won: 0 },
    })
    expect(player('A2').serve.first_serve_pct).toBeNull()
    expect(s.teams[0]!.serve).toEqual(player('A1').serve)
    expect(s.teams[1]!.serve).toEqual(player('B1').serve)
  })

  it('tells the serve in the story, a double fault always on the second', () => {
    expect(s.story.map((e) => e.serve)).toEqual([
      'first',
      'second',
      'first',
      'second',
      null,
      'second',
      'first',
      null,
      'first',
    ])
    expect(serveOf({ pointType: 'ace', serve: null })).toBeNull()
  })

  it('counts the points with full detail: the finisher, and on a pro match the shot', () => {
    const quick = record(rules, DOUBLES, PAIR_PLAYERS, [
      { type: 'other', by: 'A1', team: 0 },
      { type: 'winner', by: 'A1' },
      { type: 'winner', by: 'A1', shot: 'volley' },
    ]).map((b, i) => (i === 0 ? { ...b, finisherId: null } : b))
    expect(stats(quick).points_detailed).toBe(1)
    expect(stats(quick, 'free').points_detailed).toBe(2)
    expect(hasFullDetail({ finisherId: 7, shotType: null }, 'free')).toBe(true)
    expect(hasFullDetail({ finisherId: null, shotType: 'volley' }, 'pro')).toBe(false)
  })

  it('keeps the serve figures consistent for any charting (property)', () => {
    const spec = fc.record({
      winner: fc.constantFrom('A1', 'A2', 'B1', 'B2'),
      serve: fc.option(fc.constantFrom<Serve>(...SERVES), { nil: undefined }),
      fault: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(spec, { minLength: 1, maxLength: 60 }), (picks) => {
        // 'other' points so any order of winners records; a few become double faults by the server.
        let balls = record(
          rules,
          DOUBLES,
          PAIR_PLAYERS,
          picks.map((p): BallSpec => ({ type: 'other', by: p.winner, team: p.winner.startsWith('A') ? 0 : 1 })),
        )
        balls = balls.map((b, i) => {
          const pick = picks[i]!
          const serverTeam = b.serverId.startsWith('A') ? 0 : 1
          const fault = pick.fault && b.winnerTeam !== serverTeam
          return fault
            ? { ...b, pointType: 'double_fault', finisherId: b.serverId, serve: null }
            : { ...b, serve: pick.serve ?? null }
        })
        const out = stats(balls)
        for (const team of out.teams) {
          const v = team.serve
          const served = balls.filter((b) => b.serverId.startsWith(team.team === 0 ? 'A' : 'B'))
          const charted = served.filter((b) => serveOf(b) !== null)
          expect(v.charted).toBe(charted.length)
          expect(v.first_serve.played + v.second_serve.played).toBe(v.charted)
          expect(v.first_in).toBe(v.first_serve.played)
          expect(v.first_serve.won).toBeLessThanOrEqual(v.first_serve.played)
          expect(v.second_serve.won).toBeLessThanOrEqual(v.second_serve.played)
          // Points won on a known serve are some of the points won on serve.
          expect(v.first_serve.won + v.second_serve.won).toBeLessThanOrEqual(team.on_serve.won)
          const members = out.players.filter((p) => p.team === team.team)
          expect(members.reduce((n, p) => n + p.serve.charted, 0)).toBe(v.charted)
          if (v.charted > 0) expect(v.first_serve_pct).toBeCloseTo((100 * v.first_in) / v.charted, 10)
          else expect(v.first_serve_pct).toBeNull()
        }
        expect(out.points_detailed).toBeLessThanOrEqual(out.points_played)
      }),
    )
  })
})
