import { describe, expect, it } from 'vitest'
import {
  BALL_ROW_COLUMNS,
  athleteImpact,
  athleteRecommendations,
  ballRows,
  ballRowsToCsv,
  computeMatchStats,
  type PlayerStats,
} from '../src/index.ts'
import { DOUBLES, padel } from './support/builders.ts'
import { PAIR_PLAYERS, loveGame, record, type BallSpec } from './support/record.ts'

const rules = padel()

describe('CSV rows', () => {
  const specs: BallSpec[] = [
    ...loveGame('A1').slice(0, 3),
    {
      type: 'winner',
      by: 'A2',
      shot: 'smash',
      speed: 'fast',
      prev: 'B1',
      prevShot: 'lob',
      from: { x: 0.5, y: 0.25 },
      to: { x: 0.1, y: 0.95 },
      comment: 'great, "clean" hit',
    },
    { type: 'unforced_error', by: 'B1', comment: '=SUM(A1)' },
  ]
  const balls = record(rules, DOUBLES, PAIR_PLAYERS, specs)
  const rows = ballRows({ rules, serverOrder: DOUBLES, balls, players: PAIR_PLAYERS })

  it('gives every recorded field and the score before and after each ball', () => {
    expect(rows).toHaveLength(5)
    expect(rows[3]).toEqual({
      seq: 4,
      set: 1,
      game: 1,
      game_in_set: 1,
      tie_break: false,
      server_id: 'A1',
      server_name: 'Iida Koski',
      winner_team: 0,
      point_type: 'winner',
      finisher_id: 'A2',
      finisher_name: 'Ana Ortiz',
      shot_type: 'smash',
      shot_speed: 'fast',
      previous_shooter_id: 'B1',
      previous_shooter_name: 'Lea Virta',
      previous_shot_type: 'lob',
      previous_shot_speed: null,
      from_x: 0.5,
      from_y: 0.25,
      to_x: 0.1,
      to_y: 0.95,
      comment: 'great, "clean" hit',
      serve: null,
      tapped_at: null,
      score_before_sets: '',
      score_before_games: '0–0',
      score_before_points: '40–0',
      score_after_sets: '',
      score_after_games: '1–0',
      score_after_points: '0–0',
    })
    expect(rows[4]).toMatchObject({ game: 2, server_id: 'B1', score_before_games: '1–0', score_after_points: '15–0' })
    // En dashes: a spreadsheet never reads a score as a date.
    expect(
      rows
        .flatMap((r) => [r.score_before_games, r.score_after_games, r.score_before_points, r.score_after_points])
        .join(' '),
    ).not.toContain('-')
  })
  it('writes RFC 4180 CSV, quoting and defusing formulas', () => {
    const csv = ballRowsToCsv(rows)
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(BALL_ROW_COLUMNS.join(','))
    expect(lines).toHaveLength(7) // header, 5 rows, final empty
    expect(lines[4]).toContain('"great, ""clean"" hit"')
    expect(lines[5]).toContain(",'=SUM(A1),")
  })
})

describe('athlete recommendations across matches', () => {
  const match = (specs: BallSpec[]) =>
    computeMatchStats({
      rules,
      serverOrder: DOUBLES,
      players: PAIR_PLAYERS,
      balls: record(rules, DOUBLES, PAIR_PLAYERS, specs),
    })
  const lea = (specs: BallSpec[]): PlayerStats => match(specs).players.find((p) => p.id === 'B1')!
  const bagErrors = (n: number): BallSpec[] =>
    Array.from({ length: n }, () => ({
      type: 'unforced_error' as const,
      by: 'B1',
      shot: 'backhand_after_glass' as const,
    }))
  const smashes = (n: number): BallSpec[] =>
    Array.from({ length: n }, () => ({ type: 'winner' as const, by: 'B1', shot: 'smash' as const }))

  it('names a shot whose unforced errors are twice its winners, with the points it rests on', () => {
    const recs = athleteRecommendations([
      lea([...bagErrors(3), { type: 'winner', by: 'B1', shot: 'backhand_after_glass' }]),
      lea(bagErrors(3)),
    ])
    expect(recs).toEqual([
      {
        kind: 'reduce_errors_on_shot',
        shot_type: 'backhand_after_glass',
        unforced_errors: 6,
        winners: 1,
        points: 7,
        matches: 2,
      },
    ])
  })
  it('praises a reliable shot and stays silent on thin evidence', () => {
    expect(athleteRecommendations([lea(smashes(3)), lea(smashes(2))])).toEqual([
      { kind: 'keep_using_shot', shot_type: 'smash', winners: 5, unforced_errors: 0, points: 5, matches: 2 },
    ])
    expect(athleteRecommendations([lea([...bagErrors(4), ...smashes(4)])])).toEqual([])
    expect(athleteRecommendations([])).toEqual([])
  })
  it('sums impact over all the games played', () => {
    const a = match([...smashes(4)]) // B1 wins game 1 with four winners: impact 4 over 1 game
    const b = match([...bagErrors(4), ...bagErrors(4)]) // two games, 8 UE
    const input = [a, b].map((s) => ({ player: s.players.find((p) => p.id === 'B1')!, gamesPlayed: s.games_played }))
    expect(athleteImpact(input)).toBe((4 - 8) / 3)
    expect(athleteImpact([])).toBe(null)
  })
})
