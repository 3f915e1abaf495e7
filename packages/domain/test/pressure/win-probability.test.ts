import { describe, expect, it } from 'vitest'
import {
  defaultRules,
  gameChance,
  pressureStateOf,
  winModel,
  currentServer,
  initialMatchState,
  RULE_PRESETS,
  scorePoint,
  winProbability,
  type MatchState,
  type Rules,
  type Team,
} from '../../src/index.ts'
import { DOUBLES, SINGLES, game, games, pointsAll, pts, repeat, tennis } from '../support/builders.ts'
import { monteCarlo, stateAfter, timedMonteCarlo } from './support.ts'

const serve = { pA: 0.62, pB: 0.58 }

describe('win probability by hand', () => {
  it('an advantage set to one game: two games decide, else level again', () => {
    // A set to one game needs a two-game lead: 1–0 is not a set. Take a finished first game and look from 1–1.
    const rules = tennis({ setsToWin: 1, gamesToWinSet: 1, setTieBreakAt: 1, finalSetTieBreak: false })
    const s = stateAfter(rules, SINGLES, [])
    // Advantage deciding set to one game, level at 0–0: two games decide, else level again.
    const h0 = gameChance(0.62, 0, 0, null)
    const h1 = 1 - gameChance(0.58, 0, 0, null)
    expect(winProbability(s, serve)).toBeCloseTo((h0 * h1) / (h0 * h1 + (1 - h0) * (1 - h1)), 12)
  })
  it('a match point at 40–0 on the receiver’s side: 1 − p³·D for the server, chained', () => {
    // Best of one set, 5–0 to team 0; game 6 is served by team 1 (team 0 served game 1), team 0 leads 0–40.
    const rules = tennis({ setsToWin: 1 })
    const s = stateAfter(rules, SINGLES, [...games(0, 5), 0, 0, 0])
    expect(s.games).toEqual([5, 0])
    // Team 1 saves it only by three points in a row and then the deuce: p³·p²/(p² + q²) with p = 0.58.
    const g = 1 - 0.58 ** 3 * (0.58 ** 2 / (0.58 ** 2 + 0.42 ** 2))
    expect(1 - gameChance(0.58, 0, 3, null)).toBeCloseTo(g, 12)
    // Lose that game: 5–1 with team 0 to serve; the chance is g + (1 − g)·P(from 5–1).
    const from51 = winProbability(stateAfter(rules, SINGLES, [...games(0, 5), ...game(1)]), serve)
    expect(winProbability(s, serve)).toBeCloseTo(g + (1 - g) * from51, 12)
  })
  it('a won match is 1 or 0 whatever the strengths', () => {
    const s = stateAfter(tennis({ setsToWin: 1 }), SINGLES, games(1, 6))
    expect(s.winner).toBe(1)
    expect(winProbability(s, { pA: 0.99, pB: 0.01 })).toBe(0)
  })
  // A sudden-death tie-break (Fast4) is no fair race: its opener serves one point more; see the test below.
  it.each(
    Object.entries(RULE_PRESETS).filter(([, p]) => p.rules.timedMinutes === null && !p.rules.tieBreakSuddenDeath),
  )('level strengths give ½ at the start: %s', (_id, preset) => {
    for (const p of [0.55, 0.64, 0.7]) {
      expect(winProbability(initialMatchState(preset.rules, DOUBLES), { pA: p, pB: p })).toBeCloseTo(0.5, 12)
    }
  })
  it('sudden-death tie-breaks: the model equals the engine with every point played out', () => {
    // With golden points and sudden-death tie-breaks every game ends within a few points, so the engine's own
    // scorePoint can walk the whole tree: no closed form, nothing the model shares.
    const exact = (rules: Rules, pA: number, pB: number) => {
      const memo = new Map<string, number>()
      const walk = (s: MatchState): number => {
        if (s.winner !== null) return s.winner === 0 ? 1 : 0
        const key = JSON.stringify([s.setsWon, s.games, s.points, s.rotation, s.gameKind])
        const known = memo.get(key)
        if (known !== undefined) return known
        const x = currentServer(s)!.team === 0 ? pA : 1 - pB
        const value = x * walk(scorePoint(s, 0)) + (1 - x) * walk(scorePoint(s, 1))
        memo.set(key, value)
        return value
      }
      return walk
    }
    const oneGameSets = tennis({ gamesToWinSet: 1, setTieBreakAt: 1, tieBreakPointsToWin: 3 })
    const cases: [Rules, number, number][] = [
      [RULE_PRESETS.fast4.rules, 0.6, 0.6],
      [RULE_PRESETS.fast4.rules, 0.62, 0.55],
      [
        { ...oneGameSets, tieBreakSuddenDeath: true, decidingPointAtDeuce: 3, finalSetTieBreakPointsToWin: 6 },
        0.05,
        0.05,
      ],
    ]
    for (const [rules, pA, pB] of cases) {
      const walk = exact(rules, pA, pB)
      let s = initialMatchState(rules, SINGLES)
      for (const winner of [0, 1, 1, 0, 0, 0, 1, ...pointsAll(12)] as Team[]) {
        if (s.winner !== null) break
        expect(winProbability(s, { pA, pB })).toBeCloseTo(walk(s), 12)
        s = scorePoint(s, winner)
      }
    }
    // Level serves, yet not ½: the first server opens every tie-break of the sets it opens.
    expect(winProbability(initialMatchState(RULE_PRESETS.fast4.rules, SINGLES), { pA: 0.6, pB: 0.6 })).toBeCloseTo(
      0.504202,
      6,
    )
    // And winning a point can hurt: the one-game sets with serves of 0.05.
    const [rules] = cases[2]!
    const start = initialMatchState(rules, SINGLES)
    const serve05 = { pA: 0.05, pB: 0.05 }
    expect(winProbability(scorePoint(start, 0), serve05)).toBeLessThan(winProbability(start, serve05))
  })
  it('the golden point helps the weaker server: advantage widens the gap', () => {
    const s = (rules: Rules) => initialMatchState(rules, DOUBLES)
    const strong = { pA: 0.62, pB: 0.55 }
    const golden = winProbability(s(defaultRules('padel')), strong)
    const advantage = winProbability(s({ ...defaultRules('padel'), decidingPointAtDeuce: null }), strong)
    expect(golden).toBeGreaterThan(0.5)
    expect(advantage).toBeGreaterThan(golden)
  })
})

describe('win probability against the engine played out (Monte Carlo, seeded)', () => {
  const N = 6_000
  // 3.5 standard errors of a share near ½.
  const tolerance = 3.5 * Math.sqrt(0.25 / N)
  const cases: [string, Rules, Team[]][] = [
    ['tennis best of three, 0–0', defaultRules('tennis'), []],
    ['tennis, 6–6 in the first set', defaultRules('tennis'), repeat([...game(0), ...game(1)], 6)],
    ['padel golden point + match tie-break, one set all', defaultRules('padel'), [...games(0, 6), ...games(1, 6)]],
    ['silver point, 30–40', { ...defaultRules('padel'), decidingPointAtDeuce: 2 }, pts('0011 1')],
    ['star point, second deuce', { ...defaultRules('padel'), decidingPointAtDeuce: 3 }, pointsAll(5)],
    ['Fast4', RULE_PRESETS.fast4.rules, [...games(0, 2)]],
    ['pro set to 8', RULE_PRESETS.pro_set_8.rules, []],
    [
      'advantage final set at 5–5',
      tennis({ finalSetTieBreak: false }),
      [...games(0, 6), ...games(1, 6), ...repeat([...game(0), ...game(1)], 5)],
    ],
    [
      'best of five, 2 sets to 1',
      RULE_PRESETS.tennis_best_of_five.rules,
      [...games(0, 6), ...games(1, 6), ...games(0, 6)],
    ],
  ]
  it.each(cases)('%s', (_name, rules, winners) => {
    const s = stateAfter(rules, SINGLES, winners)
    expect(s.winner).toBe(null)
    const strengths = { pA: 0.6, pB: 0.57 }
    const exact = winProbability(s, strengths)
    expect(Math.abs(exact - monteCarlo(s, strengths, N, 7))).toBeLessThan(tolerance)
  })
})

describe('timed matches', () => {
  const rules: Rules = { ...defaultRules('padel'), timedMinutes: 60 }
  const t0 = Date.UTC(2026, 0, 1)
  const min = 60_000
  /** Points tapped a minute apart from t0, then one past the hour: the game in play is the last. */
  function timed(winners: Team[]): ReturnType<typeof initialMatchState> {
    let s = initialMatchState(rules, DOUBLES)
    winners.forEach((w, i) => (s = scorePoint(s, w, t0 + i * min)))
    return scorePoint(s, 0, t0 + 61 * min)
  }
  it('in the last game, two games ahead is certain, one ahead is the game or the deciding point', () => {
    // 2–0 in games after two love games, then one point of game 3 after the hour (team 0 leads 15–0).
    const s = timed(games(0, 2))
    expect(s.lastGame).toBe(true)
    expect(winProbability(s, serve)).toBe(1)
    const t = timed(game(0))
    // 1–0, 15–0 in game 2 (served by team 1): team 0 wins that game, or loses it and plays the deciding point
    // served by team 0 (the serve passes every game).
    const g = 1 - gameChance(0.58, 0, 1, 1)
    expect(winProbability(t, serve)).toBeCloseTo(g + (1 - g) * 0.62, 12)
  })
  it('the deciding point is its server’s strength', () => {
    // 1–0, then team 1 takes game 2 with its points tapped after the hour: games level, one deciding point.
    let s = initialMatchState(rules, DOUBLES)
    game(0).forEach((w, i) => (s = scorePoint(s, w, t0 + i * min)))
    for (const w of game(1)) s = scorePoint(s, w, t0 + 61 * min)
    expect(s.gameKind).toBe('decidingPoint')
    expect(currentServer(s)?.team).toBe(0)
    expect(winProbability(s, serve)).toBeCloseTo(0.62, 12)
  })
  it('before the hour the expected games to come decide between exact whole counts', () => {
    // Three minutes in, 0–0 games: about 57 / 4 games to come. The chance lies between those of 14 and 15.
    let s = initialMatchState(rules, DOUBLES)
    s = scorePoint(s, 0, t0)
    const p = winProbability(s, serve, { now: t0 + 3 * min })
    expect(p).toBeGreaterThan(0)
    expect(p).toBeLessThan(1)
    // Later with the same score, fewer games are left: a leader's chance grows.
    const lead = timedLead(s)
    expect(winProbability(lead, serve, { now: t0 + 50 * min })).toBeGreaterThan(
      winProbability(lead, serve, { now: t0 + 10 * min }),
    )
  })
  it.each([
    ['1–0 in sets after 6–3, 8 games to come', [0, 1, 0, 1, 0, 1, 0, 0, 0], [], 8],
    [
      '1–0 in sets after 6–0, 0–5: a set all in the last game goes to the deciding point',
      [0, 0, 0, 0, 0, 0],
      [1, 1, 1, 1, 1],
      0,
    ],
    ['3–2 in the first set, 4 games to come', [0, 1, 0, 1, 0], [], 4],
  ] as [string, Team[], Team[], number][])('against the engine on its own clock: %s', (_name, set1, set2, left) => {
    let s = initialMatchState(rules, DOUBLES)
    for (const g of [...set1, ...set2]) for (const w of game(g)) s = scorePoint(s, w, t0)
    const strengths = { pA: 0.6, pB: 0.55 }
    const exact = winModel(rules, strengths).chance({ ...pressureStateOf(s), gamesLeft: left })
    const n = 6_000
    expect(Math.abs(exact - timedMonteCarlo(s, strengths, left, n, 11))).toBeLessThan(3.5 * Math.sqrt(0.25 / n))
  })
})

function timedLead(s: MatchState): MatchState {
  let t = s
  for (const w of [0, 0, 0, ...games(0, 2)] as Team[]) t = scorePoint(t, w)
  return t
}
