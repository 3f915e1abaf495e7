import { fromDomainRules, type PublicMatch } from '@courtside/contracts'
import { defaultRules } from '@courtside/domain'

/** A guest's scoreboard of an ongoing padel match (the wall's and the overlay's tests), with any field overridden. */
export function aPublicMatch(overrides: Partial<PublicMatch> = {}): PublicMatch {
  return {
    title: 'Club final',
    sport: 'padel',
    match_type: 'doubles',
    status: 'in_progress',
    // Padel's defaults: golden point, a super tie-break to 10.
    rules: fromDomainRules(defaultRules('padel')),
    pairs: [
      {
        team: 0,
        players: [
          { id: 1, name: 'Iida Koski' },
          { id: 2, name: 'Ana Ortiz' },
        ],
      },
      {
        team: 1,
        players: [
          { id: 3, name: 'Lea Virta' },
          { id: 4, name: 'Maria Lopez' },
        ],
      },
    ],
    score: {
      sets: [
        { games: [6, 4], tie_break: null, super_tie_break: false },
        { games: [2, 3], tie_break: null, super_tie_break: false },
      ],
      current_game: { points: ['30', '15'], tie_break: false },
      server_id: 3,
      winner_team: null,
    },
    points_count: 71,
    background: { style: 'default' },
    show_server_indicator: true,
    start_showing_at: null,
    stop_showing_at: null,
    updated_at: '2026-03-01T10:00:00.000Z',
    last_point_at: '2026-03-01T10:00:00.000Z',
    server_time: '2026-03-01T10:01:00.000Z',
    recent_points: [],
    stats: {
      points_won: [40, 31],
      winners: [10, 8],
      errors: [9, 12],
      break_points_converted: [2, 1],
      break_points_chances: [4, 3],
    },
    ...overrides,
  }
}
