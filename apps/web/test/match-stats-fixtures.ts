import {
  attributePoint,
  computeMatchStats,
  replayMatch,
  type BallRecord,
  type PointType,
  type ShotSpeed,
  type ShotType,
  type StatsFilter,
  type Team,
} from '@courtside/domain'
import { toDomainRules, withNumberIds, type Match, type MatchStatsBody } from '@courtside/contracts'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { aLicense, aUser, json, mockApi } from './api-mock'
import { aMatch } from './match-fixtures'

/** Iida Koski & Ana Ortiz (101, 102) against Lea Virta & Mia Salo (103, 104); serving order A1, B1, A2, B2. */
export function aStatsMatch(overrides: Partial<Match> = {}): Match {
  return aMatch({
    score: {
      sets: [
        { games: [6, 0], tie_break: null, super_tie_break: false },
        { games: [0, 1], tie_break: null, super_tie_break: false },
      ],
      current_game: { points: ['0', '0'], tie_break: false },
      server_id: 104,
      winner_team: null,
    },
    points_count: 28,
    ...overrides,
  })
}

interface Spec {
  type: PointType
  by: number
  shot?: ShotType
  speed?: ShotSpeed
  prev?: number
  prevShot?: ShotType
  from?: { x: number; y: number }
  to?: { x: number; y: number }
}

const TEAM_OF: Record<number, Team> = { 101: 0, 102: 0, 103: 1, 104: 1 }

/**
 * Set 1 (24 points, 6–0 to Iida & Ana): the first ball is Iida's fast smash winner off Lea's lob; then Lea's
 * unforced errors (7 on the backhand after the glass, 2 volleys) and Iida's volley winners. Set 2: Lea and Mia
 * win a game with four winners.
 */
export const FIXTURE_BALLS: Spec[] = [
  {
    type: 'winner',
    by: 101,
    shot: 'smash',
    speed: 'fast',
    prev: 103,
    prevShot: 'lob',
    from: { x: 0.4, y: 0.45 },
    to: { x: 0.2, y: 0.9 },
  },
  ...Array.from({ length: 7 }, (): Spec => ({
    type: 'unforced_error',
    by: 103,
    shot: 'backhand_after_glass',
    to: { x: 0.7, y: 0.95 },
  })),
  ...Array.from({ length: 2 }, (): Spec => ({ type: 'unforced_error', by: 103, shot: 'volley' })),
  ...Array.from({ length: 14 }, (): Spec => ({ type: 'winner', by: 101, shot: 'volley' })),
  ...Array.from({ length: 4 }, (): Spec => ({ type: 'winner', by: 104, shot: 'bandeja' })),
]

function ballsOf(match: Match, specs: readonly Spec[], detailed: boolean): BallRecord[] {
  const winners = specs.map((s) => {
    const a = attributePoint({
      pointType: s.type,
      finisherTeam: TEAM_OF[s.by]!,
      finisherIsServer: s.type === 'ace' || s.type === 'double_fault',
    })
    if (!a.ok) throw new Error(a.message)
    return a.winnerTeam
  })
  const serverOrder = match.server_order.map((id) => ({ id: String(id), team: TEAM_OF[id]! }))
  const { servers } = replayMatch({ rules: toDomainRules(match.rules), serverOrder, winners })
  // seq is 1-based, as the API stores it (ADR 0016).
  return specs.map((s, i) => ({
    seq: i + 1,
    winnerTeam: winners[i]!,
    serverId: servers[i]!,
    pointType: s.type,
    finisherId: String(s.by),
    ...(detailed
      ? {
          shotType: s.shot ?? null,
          shotSpeed: s.speed ?? null,
          previousShooterId: s.prev ? String(s.prev) : null,
          previousShotType: s.prevShot ?? null,
          from: s.from ?? null,
          to: s.to ?? null,
        }
      : {}),
  }))
}

/** The statistics the API would answer for the fixture, computed by the domain itself. */
export function statsOf(
  match: Match,
  filter: StatsFilter = {},
  specs: readonly Spec[] = FIXTURE_BALLS,
): MatchStatsBody {
  const players = match.pairs.flatMap((pair) =>
    pair.players.map((p) => ({ id: String(p.id), name: p.name, team: pair.team })),
  )
  return withNumberIds(
    computeMatchStats({
      rules: toDomainRules(match.rules),
      serverOrder: match.server_order.map((id) => ({ id: String(id), team: TEAM_OF[id]! })),
      players,
      balls: ballsOf(match, specs, match.license === 'pro'),
      filter,
    }),
  )
}

/** A signed-in coach and the match's two calls; the stats follow the request's set and player. */
export function serveStats(match: Match, stats?: (filter: StatsFilter) => MatchStatsBody) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'header.payload.signature')
  const compute = stats ?? ((filter: StatsFilter) => statsOf(match, filter))
  const api = mockApi({
    'GET /api/v2/user/me.json': () => json(aUser()),
    'GET /api/v2/user_license/current': () => json(aLicense()),
    [`GET /api/v2/matches/${match.id}`]: () => json({ match }),
    [`GET /api/v2/matches/${match.id}/stats`]: () => {
      // The last stats call's query string decides the filter, as the API would.
      const url = new URL(String(api.fetchMock.mock.calls.at(-1)![0]), 'http://localhost')
      const set = url.searchParams.get('set')
      const player = url.searchParams.get('player')
      return json({ stats: compute({ ...(set ? { set: Number(set) } : {}), ...(player ? { playerId: player } : {}) }) })
    },
  })
  return api
}

/** Every stats URL the page asked for, with its query string. */
export function statsRequests(api: ReturnType<typeof mockApi>): string[] {
  return api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/stats'))
    .map((url) => `${url.pathname}${url.search}`)
}
