// Longer than 300 lines on purpose: one table of examples per statistic, read beside ADR 0005.
import { describe, expect, it } from 'vitest'
import { computeMatchStats, FINDING_THRESHOLDS, MOMENTUM_WINDOW, type BallRecord } from '../src/index.ts'
import { DOUBLES, padel } from './support/builders.ts'
import { PAIR_PLAYERS, loveGame, record, type BallSpec } from './support/record.ts'

// Two games of doubles padel (golden point), worked out by hand:
// game 1, A1 serving: ace A1; B1 UE (backhand after glass); A2 smash winner off B2's lob; B2 volley winner off
//   A1's forehand; B1 forced error (volley) off A2's bandeja → 1–0.
// game 2, B1 serving: A1 return error; B1 double fault; A2 UE (backhand after glass); B2 vibora winner → 15–40;
//   A1 forehand winner; A2 winner → 40–40; golden point: B1 UE (backhand after glass, fast) → break, 2–0.
const SPECS: BallSpec[] = [
  { type: 'ace', by: 'A1' },
  { type: 'unforced_error', by: 'B1', shot: 'backhand_after_glass' },
  {
    type: 'winner',
    by: 'A2',
    shot: 'smash',
    speed: 'fast',
    prev: 'B2',
    prevShot: 'lob',
    prevSpeed: 'slow',
    from: { x: 0.4, y: 0.6 },
    to: { x: 0.2, y: 0.9 },
  },
  { type: 'winner', by: 'B2', shot: 'volley', prev: 'A1', prevShot: 'forehand' },
  { type: 'forced_error', by: 'B1', shot: 'volley', prev: 'A2', prevShot: 'bandeja' },
  { type: 'serve_return_error', by: 'A1' },
  { type: 'double_fault', by: 'B1' },
  { type: 'unforced_error', by: 'A2', shot: 'backhand_after_glass' },
  { type: 'winner', by: 'B2', shot: 'vibora' },
  { type: 'winner', by: 'A1', shot: 'forehand' },
  { type: 'winner', by: 'A2' },
  { type: 'unforced_error', by: 'B1', shot: 'backhand_after_glass', speed: 'fast', comment: 'net cord' },
]
const rules = padel()
const balls = record(rules, DOUBLES, PAIR_PLAYERS, SPECS)
const stats = computeMatchStats({ rules, serverOrder: DOUBLES, players: PAIR_PLAYERS, balls })
const player = (id: string, s = stats) => s.players.find((p) => p.id === id)!

describe('match statistics on a hand-built doubles match', () => {
  it('derives the winners of the points and the games', () => {
    expect(balls.map((b) => b.winnerTeam)).toEqual([0, 0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 0])
    expect(stats.games_played).toBe(2)
    expect(stats.points_played).toBe(12)
  })
  it('counts every figure per player, with the impact score', () => {
    expect(player('A1')).toMatchObject({
      team: 0,
      points_won: 8,
      winners: 1,
      aces: 1,
      forced_errors: 0,
      forced_to_error: 0,
      unforced_errors: 0,
      serve_return_errors: 1,
      double_faults: 0,
      winners_given: 1,
    })
    // (1 + 1 + 0 − 0 − 1 − 1) / 2
    expect(player('A1').impact).toBe(0)
    expect(player('A2')).toMatchObject({ winners: 2, forced_to_error: 1, unforced_errors: 1, winners_given: 0 })
    expect(player('A2').impact).toBe(1) // (2 + 0 + 1 − 1 − 0 − 0) / 2
    expect(player('B1')).toMatchObject({
      points_won: 4,
      winners: 0,
      forced_errors: 1,
      unforced_errors: 2,
      double_faults: 1,
    })
    expect(player('B1').impact).toBe(-1) // (0 − 2) / 2
    expect(player('B2')).toMatchObject({ winners: 2, winners_given: 1 })
    expect(player('B2').impact).toBe(0.5) // (2 − 1) / 2
  })
  it('gives the per-game impact (without winners given)', () => {
    const series = (id: string) => player(id).impact_by_game.map((g) => g.impact)
    expect(series('A1')).toEqual([1, 0]) // ace | return error, winner
    expect(series('A2')).toEqual([2, 0]) // smash winner, forced an error | UE, winner
    expect(series('B1')).toEqual([-1, -1])
    expect(series('B2')).toEqual([1, 1])
    expect(player('A1').impact_by_game[1]).toEqual({ game: 2, set: 1, game_in_set: 2, impact: 0 })
  })
  it('breaks the counts down by shot type and shot group', () => {
    expect(
      player('A2').by_shot_type.map((r) => [r.shot_type, r.winners, r.forced_to_error, r.unforced_errors]),
    ).toEqual([
      ['bandeja', 0, 1, 0],
      ['smash', 1, 0, 0],
      ['backhand_after_glass', 0, 0, 1],
    ])
    expect(player('A2').by_shot_group.map((r) => r.shot_group)).toEqual(['volleys', 'offensive', 'defensive'])
    expect(player('B1').by_shot_type).toEqual([
      {
        shot_type: 'volley',
        winners: 0,
        aces: 0,
        forced_errors: 1,
        forced_to_error: 0,
        unforced_errors: 0,
        serve_return_errors: 0,
        double_faults: 0,
        winners_given: 0,
      },
      {
        shot_type: 'backhand_after_glass',
        winners: 0,
        aces: 0,
        forced_errors: 0,
        forced_to_error: 0,
        unforced_errors: 2,
        serve_return_errors: 0,
        double_faults: 0,
        winners_given: 0,
      },
    ])
    expect(player('B2').by_shot_type.map((r) => [r.shot_type, r.winners, r.winners_given])).toEqual([
      ['volley', 1, 0],
      ['vibora', 1, 0],
      ['lob', 0, 1],
    ])
    const team0 = stats.teams[0]!
    expect(team0.by_shot_type.map((r) => r.shot_type)).toEqual(['forehand', 'bandeja', 'smash', 'backhand_after_glass'])
    expect(team0.by_shot_type[0]).toMatchObject({ winners: 1, winners_given: 1 })
  })
  it('counts team figures: serve and return, break, golden and game points', () => {
    const [t0, t1] = stats.teams
    expect(t0).toMatchObject({
      team: 0,
      player_ids: ['A1', 'A2'],
      points_won: 8,
      winners: 3,
      aces: 1,
      forced_to_error: 1,
      unforced_errors: 1,
      serve_return_errors: 1,
      winners_given: 1,
    })
    expect(t0!.impact).toBe(1) // (3 + 1 + 1 − 1 − 1 − 1) / 2
    expect(t0!.on_serve).toEqual({ played: 5, won: 4 })
    expect(t0!.on_return).toEqual({ played: 7, won: 4 })
    expect(t1!.on_serve).toEqual({ played: 7, won: 3 })
    expect(t1!.on_return).toEqual({ played: 5, won: 1 })
    expect(t0!.break_points).toEqual({ chances: 1, converted: 1, faced: 0, saved: 0 })
    expect(t1!.break_points).toEqual({ chances: 0, converted: 0, faced: 1, saved: 0 })
    expect(t0!.golden_points).toEqual({ played: 1, won: 1 })
    expect(t1!.golden_points).toEqual({ played: 1, won: 0 })
    expect(t0!.star_points).toEqual({ played: 0, won: 0 })
    expect(t0!.game_points).toEqual({ played: 3, won: 2 }) // 40–0, 40–15, 40–40
    expect(t1!.game_points).toEqual({ played: 3, won: 0 }) // 15–40, 30–40, 40–40
    expect(t0!.set_points).toEqual({ played: 0, won: 0 })
    expect(t0!.tie_break_points).toEqual({ played: 0, won: 0 })
  })
  it('picks the highlights', () => {
    expect(stats.highlights.longest_run).toEqual({ team: 0, points: 3, from_seq: 1, to_seq: 3 })
    expect(stats.highlights.biggest_comeback).toBe(null)
    expect(stats.highlights.best_game).toEqual({ player_id: 'A2', game: 1, set: 1, game_in_set: 1, impact: 2 })
    expect(stats.highlights.worst_game).toEqual({ player_id: 'B1', game: 1, set: 1, game_in_set: 1, impact: -1 })
    expect(stats.highlights.decisive_points).toEqual([
      {
        seq: 12,
        set: 1,
        game: 2,
        winner_team: 0,
        kinds: ['break_point', 'golden_point'],
        score_before: { sets: '', games: '1-0', points: '40-40' },
      },
    ])
  })
  it('draws the momentum', () => {
    expect(stats.momentum.map((m) => m.diff)).toEqual([1, 2, 3, 2, 3, 2, 3, 2, 1, 2, 3, 4])
    expect(MOMENTUM_WINDOW).toBe(8)
    expect(stats.momentum.map((m) => m.swing)).toEqual([1, 2, 3, 2, 3, 2, 3, 2, 0, 0, 0, 2])
  })
  it('places court-map points by outcome', () => {
    expect(stats.court_map).toEqual([
      {
        seq: 3,
        set: 1,
        game: 1,
        finisher_id: 'A2',
        finisher_team: 0,
        winner_team: 0,
        point_type: 'winner',
        outcome: 'winner',
        shot_type: 'smash',
        from: { x: 0.4, y: 0.6 },
        to: { x: 0.2, y: 0.9 },
      },
    ])
  })
  it('tells the story ball by ball with the score before and after', () => {
    expect(stats.story).toHaveLength(12)
    expect(stats.story[2]).toEqual({
      seq: 3,
      set: 1,
      game: 1,
      game_in_set: 1,
      tie_break: false,
      super_tie_break: false,
      server_id: 'A1',
      winner_team: 0,
      point_type: 'winner',
      finisher_id: 'A2',
      finisher_name: 'Ana Ortiz',
      finisher_team: 0,
      shot_type: 'smash',
      shot_speed: 'fast',
      previous_shooter_id: 'B2',
      previous_shooter_name: 'Mia Laine',
      previous_shot_type: 'lob',
      previous_shot_speed: 'slow',
      comment: null,
      serve: null,
      score_before: { sets: '', games: '0-0', points: '30-0' },
      score_after: { sets: '', games: '0-0', points: '40-0' },
      ends_game: false,
      ends_set: false,
      ends_match: false,
      decisive: [],
      // These balls carry no tap times (ADR 0034).
      since_previous_ms: null,
    })
    expect(stats.story[4]!.score_after).toEqual({ sets: '', games: '1-0', points: '0-0' })
    expect(stats.story[4]!.ends_game).toBe(true)
    expect(stats.story[11]).toMatchObject({
      server_id: 'B1',
      comment: 'net cord',
      score_before: { games: '1-0', points: '40-40' },
      score_after: { games: '2-0', points: '0-0' },
      decisive: ['break_point', 'golden_point'],
    })
  })
  it('says nothing below the findings thresholds', () => {
    expect(stats.findings).toEqual([])
  })
  it('gives a null impact before the first completed game', () => {
    const s = computeMatchStats({ rules, serverOrder: DOUBLES, players: PAIR_PLAYERS, balls: balls.slice(0, 3) })
    expect(s.games_played).toBe(0)
    expect(s.players.every((p) => p.impact === null)).toBe(true)
    expect(s.teams.every((t) => t.impact === null)).toBe(true)
  })
  it('reads balls in seq order whatever order they come in', () => {
    expect(
      computeMatchStats({ rules, serverOrder: DOUBLES, players: PAIR_PLAYERS, balls: [...balls].reverse() }),
    ).toEqual(stats)
  })
})

describe('filters', () => {
  // Set 1: 6–0 to team 0 in love games; set 2: 1–0 then a started game.
  const setOne: BallSpec[] = ['A1', 'A2', 'A1', 'A2', 'A1', 'A2'].flatMap(loveGame)
  const setTwo: BallSpec[] = [
    ...loveGame('A1'),
    { type: 'unforced_error', by: 'A2', shot: 'lob' },
    { type: 'winner', by: 'B1', shot: 'smash', prev: 'A2', prevShot: 'lob' },
  ]
  const twoSets = record(rules, DOUBLES, PAIR_PLAYERS, [...setOne, ...setTwo])
  const input = { rules, serverOrder: DOUBLES, players: PAIR_PLAYERS, balls: twoSets }

  it('by set: everything comes from that set, the score context from the whole match', () => {
    const s = computeMatchStats({ ...input, filter: { set: 2 } })
    expect(s.filter).toEqual({ set: 2, player_id: null })
    expect(s.games_played).toBe(1)
    expect(s.points_played).toBe(6)
    expect(player('A1', s).winners).toBe(4)
    expect(player('A1', s).impact).toBe(4)
    expect(player('A2', s)).toMatchObject({ unforced_errors: 1, winners_given: 1, impact: -2 })
    expect(s.story[0]!.score_before).toEqual({ sets: '6-0', games: '0-0', points: '0-0' })
    expect(s.story.every((e) => e.set === 2)).toBe(true)
    expect(s.momentum[0]!.diff).toBe(1)
    expect(computeMatchStats({ ...input, filter: { set: 1 } }).games_played).toBe(6)
    expect(computeMatchStats({ ...input, filter: { set: 3 } }).points_played).toBe(0)
  })
  it('by player: only that player and the balls they finished, set up or served', () => {
    const s = computeMatchStats({ ...input, filter: { playerId: 'A2' } })
    expect(s.players.map((p) => p.id)).toEqual(['A2'])
    expect(s.teams.map((t) => t.team)).toEqual([0])
    const served = twoSets.filter((b) => b.serverId === 'A2').length
    const finishedOrSetUp = twoSets.filter(
      (b) => b.serverId !== 'A2' && (b.finisherId === 'A2' || b.previousShooterId === 'A2'),
    ).length
    expect(s.points_played).toBe(served + finishedOrSetUp)
    expect(s.story.every((e) => e.server_id === 'A2' || e.finisher_id === 'A2' || e.previous_shooter_id === 'A2')).toBe(
      true,
    )
    expect(s.games_played).toBe(7) // the denominator of impact stays the games of the scope
    const unfiltered = computeMatchStats(input)
    expect(player('A2', s)).toEqual(player('A2', unfiltered))
    expect(s.teams[0]).toEqual(unfiltered.teams[0])
    expect(computeMatchStats({ ...input, filter: { set: 2, playerId: 'B1' } }).story.map((e) => e.seq)).toEqual([
      twoSets.length,
    ])
  })
})

describe('tie-breaks and super tie-breaks in the statistics', () => {
  const oneAll: BallSpec[] = [
    ...Array.from({ length: 6 }, () => loveGame('A1')).flat(),
    ...Array.from({ length: 6 }, () => loveGame('B1')).flat(),
  ]
  it('counts a super tie-break as one game and its points as tie-break points, set and match points', () => {
    const superTb: BallSpec[] = [
      ...Array.from({ length: 9 }, (_, i) => ({ type: 'winner' as const, by: i % 2 ? 'B2' : 'A2' })).slice(0, 8), // 4–4
      ...Array.from({ length: 6 }, () => ({ type: 'winner' as const, by: 'A2' })), // 10–4
    ]
    const b = record(rules, DOUBLES, PAIR_PLAYERS, [...oneAll, ...superTb])
    const s = computeMatchStats({ rules, serverOrder: DOUBLES, players: PAIR_PLAYERS, balls: b })
    expect(s.games_played).toBe(13)
    expect(s.teams[0]!.tie_break_points).toEqual({ played: 14, won: 10 })
    expect(s.teams[0]!.match_points).toEqual({ played: 1, won: 1 })
    expect(s.teams[1]!.set_points).toEqual({ played: 1, won: 1 }) // 5–6 … the last point of set 2
    expect(s.story.at(-1)).toMatchObject({
      super_tie_break: true,
      ends_match: true,
      score_after: { sets: '6-0 0-6 [10-4]', games: '', points: '' },
      decisive: ['match_point'],
    })
    expect(s.story.at(-2)!.score_before).toEqual({ sets: '6-0 0-6', games: '', points: '8-4' })
  })
  it('finds the biggest comeback: a set won from 1–4 down', () => {
    const specs: BallSpec[] = [
      ...loveGame('A1'),
      ...loveGame('B1'),
      ...loveGame('B2'),
      ...loveGame('B1'),
      ...loveGame('B2'), // 1–4
      ...loveGame('A1'),
      ...loveGame('A2'),
      ...loveGame('A1'),
      ...loveGame('A2'),
      ...loveGame('A1'),
      ...loveGame('A2'), // 7–4
    ]
    // team 0 wins the set at 6–4; the last love game opens set 2
    const b = record(rules, DOUBLES, PAIR_PLAYERS, specs)
    const s = computeMatchStats({ rules, serverOrder: DOUBLES, players: PAIR_PLAYERS, balls: b })
    expect(s.highlights.biggest_comeback).toEqual({
      team: 0,
      set: 1,
      unit: 'games',
      deficit: 3,
      worst_score: '1-4',
      final_score: '6-4',
    })
    expect(s.teams[0]!.set_points).toEqual({ played: 1, won: 1 }) // only at 5–4, 40–0
    expect(s.teams[1]!.set_points).toEqual({ played: 0, won: 0 }) // team 1 never reached 5 games
  })
})

describe('findings thresholds', () => {
  const errors = (n: number, onShot: number): BallSpec[] =>
    Array.from({ length: n }, (_, i) => ({
      type: 'unforced_error' as const,
      by: 'B1',
      shot: i < onShot ? ('backhand_after_glass' as const) : ('lob' as const),
    }))
  const statsOf = (specs: BallSpec[]) =>
    computeMatchStats({
      rules,
      serverOrder: DOUBLES,
      players: PAIR_PLAYERS,
      balls: record(rules, DOUBLES, PAIR_PLAYERS, specs),
    })

  it('names the shot behind most unforced errors once the sample is big enough', () => {
    const t = FINDING_THRESHOLDS.shotShare
    const enough = statsOf(errors(t.minTotal + 1, 5)).findings
    expect(enough).toContainEqual({
      kind: 'unforced_errors_on_shot',
      player_id: 'B1',
      shot_type: 'backhand_after_glass',
      count: 5,
      total: 7,
    })
    expect(enough).toContainEqual({
      kind: 'errors_outweigh_winners_on_shot',
      player_id: 'B1',
      shot_type: 'backhand_after_glass',
      unforced_errors: 5,
      winners: 0,
      count: 5,
      total: 5,
    })
    const tooFew = statsOf(errors(t.minTotal - 1, 3)).findings
    expect(tooFew.filter((f) => f.kind === 'unforced_errors_on_shot')).toEqual([])
    expect(tooFew.filter((f) => f.kind === 'errors_outweigh_winners_on_shot')).toEqual([])
  })
  it('reports a clearly good golden-point record only from enough golden points', () => {
    const golden = (by: string): BallSpec[] => [
      { type: 'winner', by: 'A1' },
      { type: 'winner', by: 'A1' },
      { type: 'winner', by: 'A1' },
      { type: 'winner', by: 'B1' },
      { type: 'winner', by: 'B1' },
      { type: 'winner', by: 'B1' },
      { type: 'winner', by },
    ]
    const four = statsOf([...golden('A1'), ...golden('A2'), ...golden('A1'), ...golden('B1')])
    expect(four.teams[0]!.golden_points).toEqual({ played: 4, won: 3 })
    expect(four.findings).toContainEqual({ kind: 'golden_points_won', team: 0, count: 3, total: 4 })
    const three = statsOf([...golden('A1'), ...golden('A2'), ...golden('A1')])
    expect(three.findings.filter((f) => f.kind === 'golden_points_won')).toEqual([])
  })
})

export type { BallRecord }
