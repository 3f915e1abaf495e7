import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  betaQuadrature,
  defaultRules,
  HIGH_LEVERAGE_SHARE,
  MIN_CLUTCH_POINTS,
  pressureOf,
  scoredBalls,
  SERVE_PRIOR_WEIGHT,
  SERVE_QUADRATURE_POINTS,
  winModel,
  type BallRecord,
  type PressureInput,
  type Rules,
  type ServingPlayer,
  type StatsPlayer,
  type Team,
} from '../../src/index.ts'
import { DOUBLES, SINGLES, games, pts, set60 } from '../support/builders.ts'
import { playable, streamArb } from '../support/arbitraries.ts'

const SINGLES_PLAYERS: StatsPlayer[] = [
  { id: 'A', name: 'Aino', team: 0 },
  { id: 'B', name: 'Bea', team: 1 },
]
const DOUBLES_PLAYERS: StatsPlayer[] = [
  { id: 'A1', name: 'Aino', team: 0 },
  { id: 'A2', name: 'Alma', team: 0 },
  { id: 'B1', name: 'Bea', team: 1 },
  { id: 'B2', name: 'Bella', team: 1 },
]

/** Balls of a match from its point winners; `finisher` picks who finished each point (default: nobody). */
function input(
  rules: Rules,
  order: ServingPlayer[],
  players: StatsPlayer[],
  winners: Team[],
  finisher: (i: number) => string | null = () => null,
): PressureInput {
  const balls: BallRecord[] = winners.map((w, i) => ({
    seq: i + 1,
    winnerTeam: w,
    serverId: '',
    pointType: 'other',
    finisherId: finisher(i),
  }))
  const scored = scoredBalls({ rules, serverOrder: order, balls })
  // The stats' serverId comes from the score: fill it as the API stores it.
  for (const b of scored) b.ball.serverId = b.ctx.serverId
  return { rules, sport: 'tennis', players, balls: scored }
}

const tennis3 = defaultRules('tennis')
// Love games: 6–0 to team 0, 4–6 (team 0 leads 4–0, team 1 takes six), 6–0: 24 + 40 + 24 points.
const match = [...set60(0), ...games(0, 4), ...games(1, 6), ...set60(0)]

describe('pressureOf', () => {
  const full = pressureOf(input(tennis3, SINGLES, SINGLES_PLAYERS, match))

  it('one entry per point, ½ at the start with level priors, exactly 1 after the last point', () => {
    expect(full.points).toHaveLength(match.length)
    expect(full.points[0]?.before).toBeCloseTo(0.5, 12)
    expect(full.points.at(-1)?.after).toBe(1)
    for (const p of full.points) expect(p.leverage).toBeGreaterThanOrEqual(0)
  })

  it('one Gauss point per side plugs in the posterior mean: the prior in game 1, then (0.64·40 + 4) / 44', () => {
    const plugIn = pressureOf({ ...input(tennis3, SINGLES, SINGLES_PLAYERS, match), quadraturePoints: 1 })
    // Game 1: team 0 serves and wins four points; its second point still uses the prior alone.
    const second = plugIn.points[1]!
    const prior = winModel(tennis3, { pA: 0.64, pB: 0.64 })
    const at = (points: [number, number], opener: Team, games: [number, number] = [0, 0]) => ({
      setsWon: [0, 0] as [number, number],
      games,
      points,
      gameKind: 'regular' as const,
      opener,
      earlierGames: 0,
      gamesLeft: null,
      winner: null,
    })
    expect(second.before).toBeCloseTo(prior.chance(at([1, 0], 0)), 12)
    // Game 2 (team 1 serves): team 0's serve is now (25.6 + 4) / 44; before mixes the two afters at 1 − pB.
    const pA = (0.64 * SERVE_PRIOR_WEIGHT + 4) / (SERVE_PRIOR_WEIGHT + 4)
    const fifth = plugIn.points[4]!
    expect(fifth.before).toBeCloseTo(winModel(tennis3, { pA, pB: 0.64 }).chance(at([0, 0], 1, [1, 0])), 12)
    const ifWon = fifth.after // team 0 won it
    const ifLost = ifWon - fifth.leverage
    expect(fifth.before).toBeCloseTo(0.36 * ifWon + 0.64 * ifLost, 12)
  })

  it('averages the exact chance over both Beta posteriors at a game’s start (Gauss grid of betaQuadrature)', () => {
    // Game 2's first point: team 0's serve is Beta(25.6 + 4, 14.4), team 1's the prior Beta(25.6, 14.4).
    const a = betaQuadrature(0.64 * SERVE_PRIOR_WEIGHT + 4, 0.36 * SERVE_PRIOR_WEIGHT, SERVE_QUADRATURE_POINTS)
    const b = betaQuadrature(0.64 * SERVE_PRIOR_WEIGHT, 0.36 * SERVE_PRIOR_WEIGHT, SERVE_QUADRATURE_POINTS)
    const at = {
      setsWon: [0, 0] as [number, number],
      games: [1, 0] as [number, number],
      points: [0, 0] as [number, number],
      gameKind: 'regular' as const,
      opener: 1 as Team,
      earlierGames: 0,
      gamesLeft: null,
      winner: null,
    }
    let expected = 0
    a.points.forEach((pA, i) =>
      b.points.forEach((pB, j) => {
        expected += a.weights[i]! * b.weights[j]! * winModel(tennis3, { pA, pB }).chance(at)
      }),
    )
    expect(full.points[4]!.before).toBeCloseTo(expected, 12)
    // The uncertainty pulls the chance towards ½: team 0 leads 1–0 and has served better than the prior says.
    const plugIn = pressureOf({ ...input(tennis3, SINGLES, SINGLES_PLAYERS, match), quadraturePoints: 1 })
    expect(full.points[4]!.before).toBeLessThan(plugIn.points[4]!.before)
    expect(full.points[4]!.before).toBeGreaterThan(0.5)
  })

  it('within a game, before = x·(after if won) + (1 − x)·(after if lost), x the Beta posterior’s updated mean', () => {
    // Game 1: team 0 serves and wins four in a row; after k of them its serve is Beta(25.6 + k, 14.4), mean
    // (25.6 + k) / (40 + k) (the grid's reweighing reproduces it exactly: its polynomials are of low degree).
    for (let k = 0; k < 4; k++) {
      const p = full.points[k]!
      const x = (0.64 * SERVE_PRIOR_WEIGHT + k) / (SERVE_PRIOR_WEIGHT + k)
      const mix = x * p.after + (1 - x) * (p.after - p.leverage)
      // The game's last `after` is the next game's `before`, on the new posterior's own grid: the same
      // expectation as the reweighed old grid, up to the quadrature's error.
      if (k < 3) expect(p.before).toBeCloseTo(mix, 12)
      else expect(Math.abs(p.before - mix)).toBeLessThan(1e-3)
      if (k > 0) expect(p.before).toBe(full.points[k - 1]!.after)
    }
    // Game 2, first point (team 1 serves, prior alone for team 1): x = 1 − 0.64.
    const fifth = full.points[4]!
    expect(fifth.before).toBeCloseTo(0.36 * fifth.after + 0.64 * (fifth.after - fifth.leverage), 12)
  })

  it('on random matches: chances in [0, 1], leverage ≥ 0, each after the next before, a finished match 1 or 0', () => {
    fc.assert(
      fc.property(streamArb, (stream) => {
        const winners = playable(tennis3, SINGLES, stream)
        const m = input(tennis3, SINGLES, SINGLES_PLAYERS, winners)
        const points = pressureOf(m).points
        points.forEach((p, i) => {
          for (const v of [p.before, p.after]) expect(v).toSatisfy((x: number) => x >= 0 && x <= 1)
          expect(p.leverage).toBeGreaterThanOrEqual(0)
          if (i > 0) expect(p.before).toBe(points[i - 1]!.after)
        })
        const last = m.balls.at(-1)
        if (last?.ctx.endsMatch) expect(points.at(-1)!.after).toBe(last.ctx.winner === 0 ? 1 : 0)
      }),
      { numRuns: 40 },
    )
  })

  it('never looks ahead: changing later points leaves every earlier probability as it was', () => {
    // The high-leverage mark is a ranking over the points recorded, so it may move; the chances may not.
    const figures = (p: { seq: number; before: number; after: number; leverage: number }) => ({
      seq: p.seq,
      before: p.before,
      after: p.after,
      leverage: p.leverage,
    })
    fc.assert(
      fc.property(streamArb, streamArb, fc.nat(), (a, b, cut) => {
        const first = playable(tennis3, SINGLES, a)
        const k = first.length === 0 ? 0 : cut % first.length
        const second = playable(tennis3, SINGLES, [...first.slice(0, k), ...b])
        const x = pressureOf(input(tennis3, SINGLES, SINGLES_PLAYERS, first))
          .points.slice(0, k)
          .map(figures)
        const y = pressureOf(input(tennis3, SINGLES, SINGLES_PLAYERS, second))
          .points.slice(0, k)
          .map(figures)
        expect(y).toEqual(x)
      }),
      { numRuns: 40 },
    )
  })

  it('marks the top fifth by leverage as high-leverage', () => {
    const high = full.points.filter((p) => p.high_leverage)
    const rest = full.points.filter((p) => !p.high_leverage)
    expect(high.length).toBeGreaterThanOrEqual(Math.ceil(full.points.length * HIGH_LEVERAGE_SHARE))
    expect(Math.min(...high.map((p) => p.leverage))).toBe(full.high_leverage_threshold)
    expect(Math.max(...rest.map((p) => p.leverage))).toBeLessThan(full.high_leverage_threshold as number)
  })

  it('in singles a player’s points are all points: counts add up and clutch is the difference of rates', () => {
    for (const p of full.players) {
      expect(p.high_leverage_points + p.other_points).toBe(match.length)
      const team = SINGLES_PLAYERS.find((x) => x.id === p.player_id)!.team
      const high = full.points.filter((x) => x.high_leverage)
      const wonHigh = high.filter((x) => match[x.seq - 1] === team).length
      expect(p.won).toBe(wonHigh)
      expect(p.clutch).toBeCloseTo(wonHigh / high.length - p.other_won / p.other_points, 12)
    }
    // Every point is won by one of the two: their clutch figures are opposite.
    const [a, b] = full.players
    expect((a?.clutch ?? 0) + (b?.clutch ?? 0)).toBeCloseTo(0, 12)
  })

  it('the set filter lists that set’s points with the whole match’s figures; the player filter lists one player', () => {
    const second = pressureOf({ ...input(tennis3, SINGLES, SINGLES_PLAYERS, match), filter: { set: 2 } })
    const inSet2 = full.points.slice(24, 24 + 40)
    expect(second.points).toEqual(inSet2)
    expect(second.high_leverage_threshold).toBe(full.high_leverage_threshold)
    expect(second.players.map((p) => p.high_leverage_points + p.other_points)).toEqual([40, 40])
    const one = pressureOf({ ...input(tennis3, SINGLES, SINGLES_PLAYERS, match), filter: { playerId: 'B' } })
    expect(one.players).toEqual([full.players[1]])
    expect(one.points).toEqual(full.points)
  })

  it('in doubles a player’s points are those they served or finished; too few gives a null clutch', () => {
    const rules = defaultRules('padel')
    const winners = pts('0000 1111 0000')
    // A1 finishes the first point only; A1 serves the first game (4 points).
    const m = pressureOf(input(rules, DOUBLES, DOUBLES_PLAYERS, winners, (i) => (i === 0 ? 'A1' : null)))
    const a1 = m.players.find((p) => p.player_id === 'A1')!
    expect(a1.high_leverage_points + a1.other_points).toBe(4)
    expect(a1.clutch).toBe(null)
    const a2 = m.players.find((p) => p.player_id === 'A2')!
    // A2 serves the third game (order A1, B1, A2, B2).
    expect(a2.high_leverage_points + a2.other_points).toBe(4)
    expect(MIN_CLUTCH_POINTS).toBeGreaterThan(4)
  })

  it('a serve history for team 0’s player tilts the first point towards team 0', () => {
    const base = input(tennis3, SINGLES, SINGLES_PLAYERS, match)
    const strong = pressureOf({ ...base, history: { A: { served: 500, won: 360 } } })
    expect(strong.points[0]!.before).toBeGreaterThan(0.5)
    const weak = pressureOf({ ...base, history: { A: { served: 500, won: 280 } } })
    expect(weak.points[0]!.before).toBeLessThan(0.5)
  })

  it('a timed match: exact in its last game, and ends on its winner', () => {
    const rules: Rules = { ...defaultRules('padel'), timedMinutes: 60 }
    const t0 = Date.UTC(2026, 0, 1)
    // Love games alternate 2–2; team 0 wins game 5, whose points come after the hour: team 0 wins 3–2.
    const winners = [...games(0, 1), ...games(1, 1), ...games(0, 1), ...games(1, 1), ...games(0, 1)]
    const base = input(rules, DOUBLES, DOUBLES_PLAYERS, winners)
    const taps = winners.map((_, i) => (i < 16 ? t0 + i * 60_000 : t0 + 61 * 60_000))
    const balls = scoredBalls({
      rules,
      serverOrder: DOUBLES,
      balls: base.balls.map((b, i) => ({ ...b.ball, tappedAt: taps[i] ?? null })),
    })
    expect(balls.at(-1)?.ctx.endsMatch).toBe(true)
    const m = pressureOf({ ...base, sport: 'padel', balls })
    const last = m.points.slice(16)
    expect(last.at(-1)?.after).toBe(1)
    // In the last game the chance is exact and the estimates stay put: each after is the next before.
    for (let i = 0; i + 1 < last.length; i++) expect(last[i + 1]?.before).toBeCloseTo(last[i]!.after, 12)
    // 2–2 in the last game: team 0 wins the game, or loses it and the match by games.
    for (const p of last) expect(p.before).toBeGreaterThan(0)
  })
})
