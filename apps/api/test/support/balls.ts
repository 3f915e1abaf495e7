import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { asc, eq } from 'drizzle-orm'
import { replayMatch, type Team } from '@courtside/domain'
import { ballCreatedSchema, matchShareResponseSchema, toDomainRules } from '@courtside/contracts'
import type { Database } from '../../src/db/database.ts'
import { balls, matches, matchPlayers, matchServerChanges } from '../../src/db/schema/index.ts'
import { replayMatchScore, servingPlayers, toDomainServerChanges } from '../../src/modules/matches/match-score.ts'
import { bearer, signUp } from './accounts.ts'

// Self-contained helpers for the recording and live tests (no vitest imports: the benchmarks use them too).

export interface TestCoach {
  token: string
  userId: number
  organizationId: number
  headers: Record<string, string>
}

/** A new coach with their personal organization (where they are superadmin). */
export async function newCoach(
  app: FastifyInstance,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<TestCoach> {
  const { token, user } = await signUp(app, overrides)
  const orgs = await app.inject({ method: 'GET', url: '/api/v2/organizations', headers: bearer(token) })
  return { token, userId: user.id, organizationId: orgs.json().organizations[0].id as number, headers: bearer(token) }
}

export interface TestMatch {
  id: number
  license: 'pro' | 'free'
  /** Match player ids: team 0's, then team 1's. */
  teams: [number[], number[]]
  server_order: number[]
}

/** A doubles padel match (golden point, super tie-break) in the coach's organization. */
export async function newMatch(
  app: FastifyInstance,
  owner: TestCoach,
  overrides: Record<string, unknown> = {},
): Promise<TestMatch> {
  const body = {
    title: 'Club final',
    organization_id: owner.organizationId,
    license: 'pro',
    pairs: [
      { players: [{ name: 'Ana Ortiz' }, { name: 'Bea Blanco' }] },
      { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
    ],
    ...overrides,
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/matches',
    headers: owner.headers,
    payload: { match: body },
  })
  if (response.statusCode !== 201) throw new Error(`match creation failed: ${response.statusCode} ${response.body}`)
  const match = response.json().match as {
    id: number
    license: 'pro' | 'free'
    server_order: number[]
    pairs: { players: { id: number }[] }[]
  }
  return {
    id: match.id,
    license: match.license,
    server_order: match.server_order,
    teams: [match.pairs[0]!.players.map((p) => p.id), match.pairs[1]!.players.map((p) => p.id)],
  }
}

/** A free public match of the owner with a share link: the match and the link's token. */
export async function newSharedMatch(app: FastifyInstance, owner: TestCoach) {
  const match = await newMatch(app, owner, { license: 'free', visibility: 'public' })
  const response = await app.inject({
    method: 'POST',
    url: `/api/v2/matches/${match.id}/share`,
    headers: owner.headers,
  })
  return { match, token: matchShareResponseSchema.parse(response.json()).share!.token }
}

/** The one-tap "point to team X" of the recording screen: type other, the winning team, nobody named. */
export function quickPoint(team: Team, clientId: string = randomUUID()) {
  return { client_id: clientId, point_type: 'other', winner_team: team }
}

export function postBall(
  app: FastifyInstance,
  headers: Record<string, string>,
  matchId: number,
  ball: Record<string, unknown>,
) {
  return app.inject({ method: 'POST', url: `/api/v2/matches/${matchId}/balls`, headers, payload: { ball } })
}

/** Records quick points one after the other; throws on anything but 201, and checks the answer's shape. */
export async function recordQuickPoints(
  app: FastifyInstance,
  headers: Record<string, string>,
  matchId: number,
  winners: readonly Team[],
) {
  let last: ReturnType<typeof ballCreatedSchema.parse> | undefined
  for (const team of winners) {
    const response = await postBall(app, headers, matchId, quickPoint(team))
    if (response.statusCode !== 201) throw new Error(`point failed: ${response.statusCode} ${response.body}`)
    last = ballCreatedSchema.parse(response.json())
  }
  return last
}

/** Winners that take the first set to 6–6 at golden point: games alternate, four straight points each. */
export const toSixAll = (): Team[] =>
  Array.from({ length: 12 }, (_, game) => Array<Team>(4).fill((game % 2) as Team)).flat()

/**
 * What the database holds for a match, with the domain's replay of it: the cached columns must equal the replay
 * of the stored balls and server changes, seq must run 1..n, and each ball's server must be the replay's.
 */
export async function storedMatchState(db: Database, matchId: number) {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId))
  const rows = await db.select().from(balls).where(eq(balls.matchId, matchId)).orderBy(asc(balls.seq))
  const players = await db.select().from(matchPlayers).where(eq(matchPlayers.matchId, matchId))
  const changes = await db
    .select({ atPoint: matchServerChanges.atPoint, order: matchServerChanges.order })
    .from(matchServerChanges)
    .where(eq(matchServerChanges.matchId, matchId))
    .orderBy(asc(matchServerChanges.atPoint), asc(matchServerChanges.id))
  const teams = new Map(players.map((p) => [p.id, p.team as Team]))
  const winners = rows.map((b) => b.winnerTeam as Team)
  const replay = replayMatch({
    rules: toDomainRules(match!.rules),
    serverOrder: servingPlayers(match!.serverOrder, teams),
    winners,
    serverChanges: toDomainServerChanges(changes, teams),
  })
  const expected = replayMatchScore({
    rules: match!.rules,
    teams,
    serverOrder: match!.serverOrder,
    winners,
    serverChanges: changes,
  })
  return {
    match: match!,
    balls: rows,
    changes,
    replay,
    expected,
    cached: {
      score: match!.score,
      status: match!.status,
      pointsCount: match!.pointsCount,
      winnerTeam: match!.winnerTeam,
      currentServerOrder: match!.currentServerOrder,
      // The stored engine state is the replay's, exactly: the next point builds on it (ADR 0039).
      engineState: match!.engineState,
    },
    seqs: rows.map((b) => b.seq),
    storedServers: rows.map((b) => String(b.serverId)),
  }
}
