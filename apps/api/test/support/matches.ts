import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { replayMatch, type Team } from '@courtside/domain'
import { toDomainRules } from '@courtside/contracts'
import type { Database } from '../../src/db/database.ts'
import { balls } from '../../src/db/schema/index.ts'
import { insertMembership } from '../../src/modules/organizations/organization-repository.ts'
import { findMatch, writeMatchScore } from '../../src/modules/matches/match-repository.ts'
import { findMatchPlayers } from '../../src/modules/matches/match-player-repository.ts'
import { findServerChanges } from '../../src/modules/matches/server-change-repository.ts'
import { replayMatchScore, servingPlayers, toDomainServerChanges } from '../../src/modules/matches/match-score.ts'
import type { MembershipStatus, OrganizationRole } from '../../src/db/schema/index.ts'
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../../src/config.ts'
import { bearer, signUp } from './accounts.ts'

/** These suites sign up many coaches from one address; the limits have their own tests. */
export const noRateLimits = (): RateLimitConfig => ({ ...structuredClone(DEFAULT_RATE_LIMITS), enabled: false })

/** A coach with their token, user id and personal organization id. */
export async function coach(app: FastifyInstance, overrides: Partial<Record<string, unknown>> = {}) {
  const { token, user } = await signUp(app, overrides)
  const orgs = await app.inject({ method: 'GET', url: '/api/v2/organizations', headers: bearer(token) })
  const organizationId = orgs.json().organizations[0].id as number
  return { token, userId: user.id, organizationId, headers: bearer(token) }
}

export async function joinOrganization(
  db: Database,
  userId: number,
  organizationId: number,
  role: OrganizationRole,
  status: MembershipStatus = 'connected',
) {
  await insertMembership(db, { organizationId, userId, role, status, now: new Date() })
}

export function matchBody(organizationId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Club final',
    organization_id: organizationId,
    license: 'free',
    pairs: [
      { players: [{ name: 'Ana Ortiz' }, { name: 'Bea Blanco' }] },
      { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
    ],
    ...overrides,
  }
}

export async function createMatch(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: Record<string, unknown>,
) {
  const response = await app.inject({ method: 'POST', url: '/api/v2/matches', headers, payload: { match: body } })
  if (response.statusCode !== 201) throw new Error(`match creation failed: ${response.statusCode} ${response.body}`)
  return response.json().match as {
    id: number
    server_order: number[]
    pairs: { players: { id: number }[] }[]
  } & Record<string, unknown>
}

export async function createAthlete(
  app: FastifyInstance,
  headers: Record<string, string>,
  player: Record<string, unknown>,
) {
  const response = await app.inject({ method: 'POST', url: '/api/v2/players', headers, payload: { player } })
  if (response.statusCode !== 201) throw new Error(`athlete creation failed: ${response.statusCode} ${response.body}`)
  return response.json().player as { id: number } & Record<string, unknown>
}

/**
 * Stands in for the recording endpoint (ADR 0016): appends points won by `winners` as winner balls finished by the
 * server's side, with the domain's servers, and rewrites the cached score as the recording service will.
 */
export async function recordPoints(db: Database, matchId: number, winners: Team[], now = new Date()) {
  const match = (await findMatch(db, matchId))!
  const players = await findMatchPlayers(db, [matchId])
  const teams = new Map(players.map((p) => [p.id, p.team as Team]))
  const changes = await findServerChanges(db, matchId)
  const existing = await db.select({ winnerTeam: balls.winnerTeam }).from(balls).where(eq(balls.matchId, matchId))
  const all = [...existing.map((b) => b.winnerTeam as Team), ...winners]
  const replay = replayMatch({
    rules: toDomainRules(match.rules),
    serverOrder: servingPlayers(match.serverOrder, teams),
    winners: all,
    serverChanges: toDomainServerChanges(changes, teams),
  })
  const finisherOf = (team: Team) => players.find((p) => p.team === team)!.id
  for (let i = existing.length; i < all.length; i++) {
    await db.insert(balls).values({
      matchId,
      seq: i,
      clientId: crypto.randomUUID(),
      payloadHash: 'test',
      serverId: Number(replay.servers[i]),
      winnerTeam: all[i]!,
      pointType: 'winner',
      finisherId: finisherOf(all[i]!),
      shotType: 'smash',
      createdAt: now,
    })
  }
  const cached = replayMatchScore({
    rules: match.rules,
    teams,
    serverOrder: match.serverOrder,
    winners: all,
    serverChanges: changes,
  })
  await writeMatchScore(db, matchId, cached, now, { ballsChanged: true })
}

/** Points for team 0 only: a whole best-of-three match at golden point is 2 sets × 6 games × 4 points. */
export const straightSetsWin = (): Team[] => Array.from({ length: 48 }, () => 0 as Team)
