import { fromDomainRules, type Ball, type Match } from '@courtside/contracts'
import { defaultRules } from '@courtside/domain'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { aLicense, aUser, json, mockApi, type MockRequest } from './api-mock'

export function aPlayer(overrides: Record<string, unknown> = {}) {
  return {
    id: 12,
    first_name: 'Iida',
    last_name: 'Koski',
    display_name: null,
    email: null,
    can_save_games: true,
    permission_date: '2026-09-01',
    is_coached: true,
    coaching_start_date: '2026-09-01',
    created_at: '2026-09-01T10:00:00.000Z',
    updated_at: '2026-09-01T10:00:00.000Z',
    ...overrides,
  }
}

/** The one match fixture of the web tests: an ongoing pro doubles padel match (other fixtures override it). */
export function aMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 41,
    title: 'Club final',
    description: '',
    organization: { id: 7, name: "Iida's team" },
    court: null,
    sport: 'padel',
    match_type: 'doubles',
    license: 'pro',
    source: 'coach',
    status: 'in_progress',
    // Padel's defaults: golden point, a super tie-break to 10.
    rules: fromDomainRules(defaultRules('padel')),
    pairs: [
      {
        team: 0,
        players: [
          { id: 101, player_id: 12, name: 'Iida Koski' },
          { id: 102, player_id: null, name: 'Ana Ortiz' },
        ],
      },
      {
        team: 1,
        players: [
          { id: 103, player_id: null, name: 'Lea Virta' },
          { id: 104, player_id: null, name: 'Mia Salo' },
        ],
      },
    ],
    server_order: [101, 103, 102, 104],
    score: {
      sets: [
        { games: [6, 4], tie_break: null, super_tie_break: false },
        { games: [2, 1], tie_break: null, super_tie_break: false },
      ],
      current_game: { points: ['40', '15'], tie_break: false },
      server_id: 103,
      winner_team: null,
    },
    points_count: 73,
    visibility: 'private',
    start_showing_at: null,
    stop_showing_at: null,
    background: { style: 'default' },
    show_server_indicator: true,
    can_edit: true,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T11:00:00.000Z',
    balls_updated_at: '2026-11-20T11:00:00.000Z',
    // The display-only screens never score; the recorder's fixtures carry the engine's real state.
    engine_state: null,
    video: null,
    ...overrides,
  }
}

export const meta = (total: number, page = 1, per_page = 20) => ({ page, per_page, total })

export const anOrganization = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: "Iida's team",
  subdomain: 'iida-koski',
  license_status: 'active',
  player_count: 4,
  created_at: '2026-01-01T00:00:00.000Z',
  role: 'superadmin',
  coach_status: 'connected',
  ...overrides,
})

type Handler = (request: MockRequest) => Response | Promise<Response>

/** A signed-in coach with a licence, plus the given handlers. */
export function signedIn(
  handlers: Record<string, Handler> = {},
  options: { coachViewer?: boolean; license?: Record<string, unknown> } = {},
) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'header.payload.signature')
  return mockApi({
    'GET /api/v2/user/me.json': () => json(aUser({ coach_viewer: options.coachViewer ?? false })),
    'GET /api/v2/user_license/current': () => json(aLicense(options.license ?? {})),
    'GET /api/v2/organizations': () =>
      json({
        organizations: [anOrganization(), anOrganization({ id: 8, name: 'Viewer club', role: 'coach' })],
        meta: meta(2),
      }),
    'GET /api/v2/players': () => json({ players: [], meta: meta(0) }),
    'GET /api/v2/dashboard': () =>
      json({
        counts: { active_athletes: 0, recent_matches: 0, organization_connections: 0 },
        finished_matches: [],
        ongoing_matches: [],
      }),
    ...handlers,
  })
}

/** A recorded point as GET …/balls answers it: a quick tap (point to pair A, nobody named) unless overridden. */
export function aBall(seq: number, overrides: Partial<Ball> = {}): Ball {
  return {
    id: seq,
    seq,
    client_id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    server_id: 101,
    winner_team: 0,
    point_type: 'other',
    finisher_id: null,
    shot_type: null,
    shot_speed: null,
    previous_shooter_id: null,
    previous_shot_type: null,
    previous_shot_speed: null,
    from: null,
    to: null,
    comment: '',
    serve: null,
    tapped_at: '2026-11-20T09:59:58.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}
