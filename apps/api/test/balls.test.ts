// Longer than 300 lines on purpose: every rule of recording and undoing a point in one place.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ACE_BY_RECEIVER,
  DOUBLE_FAULT_BY_RECEIVER,
  OTHER_NEEDS_WINNER_TEAM,
  SERVE_RETURN_ERROR_BY_SERVER,
  WINNER_TEAM_CONTRADICTS,
  type Team,
} from '@courtside/domain'
import { ballCreatedSchema, ballListSchema, matchSchema, messages } from '@courtside/contracts'
import { insertMembership } from '../src/modules/organizations/organization-repository.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { bearer } from './support/accounts.ts'
import {
  newCoach,
  newMatch,
  postBall,
  quickPoint,
  recordQuickPoints,
  storedMatchState,
  toSixAll,
  type TestCoach,
  type TestMatch,
} from './support/balls.ts'

let t: TestApp
let owner: TestCoach

beforeAll(async () => {
  // Many pro matches: the free plan's monthly pro quota is not what these tests are about.
  t = await createTestApp({ freePlanProGamesPerMonth: 1000 })
  owner = await newCoach(t.app)
})
afterAll(async () => {
  await t?.close()
})

const undo = (matchId: number, headers = owner.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/v2/matches/${matchId}/balls/last`, headers })
const listBalls = (matchId: number, headers = owner.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v2/matches/${matchId}/balls`, headers })
const pickServer = (matchId: number, playerId: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/matches/${matchId}/server`,
    headers: owner.headers,
    payload: { player_id: playerId },
  })

/** The stored log and its cache always agree: cached score = replay, seq 1..n, each ball served by the replay's server. */
async function expectConsistent(matchId: number) {
  const state = await storedMatchState(t.db, matchId)
  expect(state.cached).toEqual(state.expected)
  expect(state.seqs).toEqual(state.balls.map((_, i) => i + 1))
  expect(state.storedServers).toEqual(state.replay.servers)
  return state
}

const detailedWinner = (m: TestMatch) => ({
  client_id: randomUUID(),
  point_type: 'winner',
  finisher_id: m.teams[0][1],
  shot_type: 'smash',
  shot_speed: 'fast',
  previous_shooter_id: m.teams[1][1],
  previous_shot_type: 'lob',
  previous_shot_speed: 'slow',
  from: { x: 0.42, y: 0.71 },
  to: { x: 0.18, y: 0.09 },
  comment: '  down the middle ',
})

describe('POST /api/v2/matches/:id/balls', () => {
  it('records a detailed point with the engine server and answers {ball, match}', async () => {
    const m = await newMatch(t.app, owner)
    const body = detailedWinner(m)
    const response = await postBall(t.app, owner.headers, m.id, body)
    expect(response.statusCode).toBe(201)
    const { ball, match } = ballCreatedSchema.parse(response.json())
    expect(ball).toMatchObject({
      seq: 1,
      client_id: body.client_id,
      server_id: m.server_order[0],
      winner_team: 0,
      point_type: 'winner',
      finisher_id: m.teams[0][1],
      shot_type: 'smash',
      previous_shooter_id: m.teams[1][1],
      from: { x: 0.42, y: 0.71 },
      comment: 'down the middle',
    })
    expect(match).toMatchObject({ id: m.id, points_count: 1, status: 'in_progress' })
    expect(match.score.current_game).toEqual({ points: ['15', '0'], tie_break: false })
    expect(match.balls_updated_at).not.toBeNull()

    const list = await listBalls(m.id)
    expect(list.statusCode).toBe(200)
    expect(ballListSchema.parse(list.json()).balls).toEqual([ball])
    // The answer is built from what was written, not read back (ADR 0061): it must be what a read gives.
    const read = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${m.id}`, headers: owner.headers })
    expect(matchSchema.parse(read.json().match)).toEqual(match)
    await expectConsistent(m.id)
  })

  it('records the same client_id once: five sends → one point, the same body each time', async () => {
    const m = await newMatch(t.app, owner)
    const body = detailedWinner(m)
    const responses = []
    for (let i = 0; i < 5; i++) responses.push(await postBall(t.app, owner.headers, m.id, body))
    expect(responses.map((r) => r.statusCode)).toEqual([201, 200, 200, 200, 200])
    for (const r of responses.slice(1)) expect(r.json()).toEqual(responses[0]!.json())
    // Defaults spelled out are the same payload.
    const spelled = await postBall(t.app, owner.headers, m.id, {
      ...body,
      winner_team: null,
      comment: 'down the middle',
    })
    expect(spelled.statusCode).toBe(200)
    const state = await expectConsistent(m.id)
    expect(state.balls).toHaveLength(1)
    expect(state.match.pointsCount).toBe(1)
  })

  it('refuses the same client_id with another payload (409) and records nothing', async () => {
    const m = await newMatch(t.app, owner)
    const body = detailedWinner(m)
    expect((await postBall(t.app, owner.headers, m.id, body)).statusCode).toBe(201)
    const other = await postBall(t.app, owner.headers, m.id, { ...body, shot_type: 'volley' })
    expect(other.statusCode).toBe(409)
    expect(other.json()).toEqual({
      message: messages.clientIdReused,
      code: 'clientIdReused',
      errors: { client_id: [messages.clientIdReused] },
    })
    // Even when the other payload would be refused on its own (an ace by the receiver).
    const refused = await postBall(t.app, owner.headers, m.id, {
      client_id: body.client_id,
      point_type: 'ace',
      finisher_id: m.teams[1][0],
    })
    expect(refused.statusCode).toBe(409)
    expect((await storedMatchState(t.db, m.id)).balls).toHaveLength(1)
  })

  it('answers concurrent retries of one client_id with one 201 and 200s', async () => {
    const m = await newMatch(t.app, owner)
    const body = quickPoint(1)
    const responses = await Promise.all(Array.from({ length: 10 }, () => postBall(t.app, owner.headers, m.id, body)))
    const codes = responses.map((r) => r.statusCode).sort()
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect((await expectConsistent(m.id)).balls).toHaveLength(1)
  })

  it('serializes 30 concurrent writers: all land, seq 1..30, cached score = replay of the stored balls', async () => {
    const m = await newMatch(t.app, owner)
    const winners: Team[] = Array.from({ length: 30 }, (_, i) => ((i * 7) % 3 === 0 ? 0 : 1) as Team)
    const responses = await Promise.all(winners.map((team) => postBall(t.app, owner.headers, m.id, quickPoint(team))))
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(201))
    const seqs = responses.map((r) => ballCreatedSchema.parse(r.json()).ball.seq).sort((a, b) => a - b)
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    const state = await expectConsistent(m.id)
    expect(state.match.pointsCount).toBe(30)
    // The last answer (seq 30) carries the final score.
    const last = responses.map((r) => ballCreatedSchema.parse(r.json())).find((r) => r.ball.seq === 30)!
    expect(last.match.score).toEqual(state.match.score)
  })

  it('retrying the point that ended the match answers 200, a new point is refused (422)', async () => {
    const m = await newMatch(t.app, owner)
    const winners: Team[] = Array(47).fill(0)
    await recordQuickPoints(t.app, owner.headers, m.id, winners)
    const final = quickPoint(0)
    const ended = await postBall(t.app, owner.headers, m.id, final)
    expect(ended.statusCode).toBe(201)
    expect(ballCreatedSchema.parse(ended.json()).match).toMatchObject({
      status: 'finished',
      score: { winner_team: 0, server_id: null },
    })
    expect((await postBall(t.app, owner.headers, m.id, final)).statusCode).toBe(200)

    const refused = await postBall(t.app, owner.headers, m.id, quickPoint(1))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(messages.matchOver)
    expect((await expectConsistent(m.id)).balls).toHaveLength(48)

    // Undoing the last point reopens the match.
    const reopened = await undo(m.id)
    expect(reopened.statusCode).toBe(200)
    expect(matchSchema.parse(reopened.json().match).status).toBe('in_progress')
    expect((await postBall(t.app, owner.headers, m.id, quickPoint(1))).statusCode).toBe(201)
    await expectConsistent(m.id)
  })
})

describe('refusals (422, nothing recorded)', () => {
  let pro: TestMatch
  let free: TestMatch
  beforeAll(async () => {
    pro = await newMatch(t.app, owner)
    free = await newMatch(t.app, owner, { license: 'free' })
  })

  it('refuses pro detail on a free match, field by field, and takes the free fields', async () => {
    const detail = detailedWinner(free)
    const response = await postBall(t.app, owner.headers, free.id, detail)
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(messages.freeMatchDetail)
    expect(Object.keys(response.json().errors).sort()).toEqual(
      [
        'from',
        'previous_shooter_id',
        'previous_shot_speed',
        'previous_shot_type',
        'shot_speed',
        'shot_type',
        'to',
      ].sort(),
    )
    for (const field of ['shot_type', 'shot_speed', 'from']) {
      const one = await postBall(t.app, owner.headers, free.id, {
        client_id: randomUUID(),
        point_type: 'winner',
        finisher_id: free.teams[0][0],
        [field]: field === 'from' ? { x: 0.1, y: 0.2 } : field === 'shot_type' ? 'smash' : 'fast',
      })
      expect(one.statusCode).toBe(422)
      expect(one.json().errors).toEqual({ [field]: [messages.freeMatchDetail] })
    }
    expect((await storedMatchState(t.db, free.id)).balls).toHaveLength(0)
    const ok = await postBall(t.app, owner.headers, free.id, {
      client_id: randomUUID(),
      point_type: 'unforced_error',
      finisher_id: free.teams[1][0],
      comment: 'net',
    })
    expect(ok.statusCode).toBe(201)
    expect(ballCreatedSchema.parse(ok.json()).ball).toMatchObject({ winner_team: 0, shot_type: null, from: null })
  })

  it('refuses impossible attributions with the domain text on the right field', async () => {
    const server = pro.server_order[0]!
    const partner = pro.teams[0].find((id) => id !== server)!
    const receiver = pro.teams[1][0]!
    const cases: [Record<string, unknown>, string, string][] = [
      [{ point_type: 'ace', finisher_id: receiver }, 'finisher_id', ACE_BY_RECEIVER],
      [{ point_type: 'ace', finisher_id: partner }, 'finisher_id', ACE_BY_RECEIVER],
      [{ point_type: 'double_fault', finisher_id: receiver }, 'finisher_id', DOUBLE_FAULT_BY_RECEIVER],
      [{ point_type: 'serve_return_error', finisher_id: server }, 'finisher_id', SERVE_RETURN_ERROR_BY_SERVER],
      [{ point_type: 'serve_return_error', finisher_id: partner }, 'finisher_id', SERVE_RETURN_ERROR_BY_SERVER],
      [{ point_type: 'other' }, 'winner_team', OTHER_NEEDS_WINNER_TEAM],
      [{ point_type: 'other', finisher_id: receiver }, 'winner_team', OTHER_NEEDS_WINNER_TEAM],
      [{ point_type: 'winner', finisher_id: receiver, winner_team: 0 }, 'winner_team', WINNER_TEAM_CONTRADICTS],
      [{ point_type: 'winner' }, 'finisher_id', messages.finisherRequired],
      [{ point_type: 'winner', finisher_id: 999_999 }, 'finisher_id', messages.notAMatchPlayer],
      [
        { point_type: 'winner', finisher_id: server, previous_shooter_id: free.teams[1][0] },
        'previous_shooter_id',
        messages.notAMatchPlayer,
      ],
    ]
    for (const [body, field, text] of cases) {
      const response = await postBall(t.app, owner.headers, pro.id, { client_id: randomUUID(), ...body })
      expect(response.statusCode, JSON.stringify(body)).toBe(422)
      expect(response.json().errors, JSON.stringify(body)).toEqual({ [field]: [text] })
      // Every refusal carries a code the app translates, the domain's texts included.
      expect(response.json().code, JSON.stringify(body)).toEqual(expect.any(String))
    }
    // The allowed ones, for contrast.
    expect(
      (
        await postBall(t.app, owner.headers, pro.id, {
          client_id: randomUUID(),
          point_type: 'ace',
          finisher_id: server,
        })
      ).statusCode,
    ).toBe(201)
    expect(
      (
        await postBall(t.app, owner.headers, pro.id, {
          client_id: randomUUID(),
          point_type: 'serve_return_error',
          finisher_id: receiver,
        })
      ).statusCode,
    ).toBe(201)
    expect((await expectConsistent(pro.id)).balls).toHaveLength(2)
  })

  it('answers bad bodies with the error shape, never a 500', async () => {
    const bodies: unknown[] = [
      {},
      { ball: null },
      { ball: { point_type: 'winner' } },
      { ball: { client_id: 'not-a-uuid', point_type: 'winner' } },
      { ball: { client_id: randomUUID(), point_type: 'volley' } },
      { ball: { client_id: randomUUID(), point_type: 'other', winner_team: 2 } },
      { ball: { client_id: randomUUID(), point_type: 'winner', finisher_id: 'x' } },
      { ball: { client_id: randomUUID(), point_type: 'winner', finisher_id: 1.5 } },
      { ball: { client_id: randomUUID(), point_type: 'other', winner_team: 0, from: { x: 2, y: 0 } } },
      { ball: { client_id: randomUUID(), point_type: 'other', winner_team: 0, extra: true } },
      { ball: { client_id: randomUUID(), point_type: 'other', winner_team: 0, comment: 'x'.repeat(501) } },
    ]
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v2/matches/${pro.id}/balls`,
        headers: owner.headers,
        payload: payload as object,
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(422)
      expect(typeof response.json().message).toBe('string')
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/v2/matches/${pro.id}/balls`,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"ball":',
    })
    expect(malformed.statusCode).toBe(400)
    for (const id of ['abc', '0', '99999999999', '2147483648']) {
      const response = await postBall(t.app, owner.headers, id as unknown as number, quickPoint(0))
      expect(response.statusCode).toBe(404)
    }
  })
})

describe('DELETE /api/v2/matches/:id/balls/last', () => {
  it("refuses with 'No points to remove' when there are none, then removes the last point", async () => {
    const m = await newMatch(t.app, owner)
    const none = await undo(m.id)
    expect(none.statusCode).toBe(422)
    expect(none.json().message).toBe(messages.noPointsToRemove)

    await recordQuickPoints(t.app, owner.headers, m.id, [0, 1, 1])
    const before = (await storedMatchState(t.db, m.id)).match.updatedAt
    const response = await undo(m.id)
    expect(response.statusCode).toBe(200)
    const match = matchSchema.parse(response.json().match)
    expect(match).toMatchObject({ points_count: 2, status: 'in_progress' })
    expect(match.score.current_game).toEqual({ points: ['15', '15'], tie_break: false })
    expect(new Date(match.updated_at).getTime()).toBeGreaterThan(before.getTime())
    const list = ballListSchema.parse((await listBalls(m.id)).json()).balls
    expect(list.map((b) => b.winner_team)).toEqual([0, 1])
    await expectConsistent(m.id)

    await undo(m.id)
    await undo(m.id)
    expect((await undo(m.id)).json().message).toBe(messages.noPointsToRemove)
    expect((await expectConsistent(m.id)).match.status).toBe('not_started')
  })

  it('keeps server changes and undo consistent in the middle of a tie-break (ADR 0004)', async () => {
    const m = await newMatch(t.app, owner)
    const last = await recordQuickPoints(t.app, owner.headers, m.id, toSixAll())
    expect(last!.match.score.sets[0]!.games).toEqual([6, 6])
    expect(last!.match.score.current_game).toEqual({ points: ['0', '0'], tie_break: true })
    await recordQuickPoints(t.app, owner.headers, m.id, [0])
    await expectConsistent(m.id)

    // Pick a player who is not serving now; they serve the active ball, and the ball recorded next.
    const serving = (await storedMatchState(t.db, m.id)).match.score.server_id!
    const picked = m.server_order.find((id) => id !== serving)!
    const changed = await pickServer(m.id, picked)
    expect(changed.statusCode).toBe(200)
    expect(changed.json().match.score.server_id).toBe(picked)
    const next = await recordQuickPoints(t.app, owner.headers, m.id, [1])
    expect(next!.ball.server_id).toBe(picked)
    await expectConsistent(m.id)

    // A second correction for the active ball, then undo: the change moves back with the active ball.
    const active = (await storedMatchState(t.db, m.id)).match.score.server_id!
    const second =
      m.server_order.find((id) => id !== active && id !== picked) ?? m.server_order.find((id) => id !== active)!
    expect((await pickServer(m.id, second)).statusCode).toBe(200)
    const undone = await undo(m.id)
    expect(undone.statusCode).toBe(200)
    expect(undone.json().match.score.server_id).toBe(second)
    expect(undone.json().match.score.current_game).toEqual({ points: ['1', '0'], tie_break: true })
    const state = await expectConsistent(m.id)
    expect(state.changes.map((c) => c.atPoint)).toEqual([49, 49])

    // The recorded point is served by that player, and everything still replays to the cache.
    const again = await recordQuickPoints(t.app, owner.headers, m.id, [1])
    expect(again!.ball.server_id).toBe(second)
    await expectConsistent(m.id)

    // Undo back out of the tie-break: 6–5, an ordinary game again.
    for (let i = 0; i < 3; i++) expect((await undo(m.id)).statusCode).toBe(200)
    const back = await expectConsistent(m.id)
    expect(back.match.score.sets[0]!.games).toEqual([6, 5])
    expect(back.match.score.current_game?.tie_break).toBe(false)
    expect(back.changes.every((c) => c.atPoint <= back.balls.length)).toBe(true)
  })
})

describe('who may record', () => {
  it('hides the match from strangers (404), lets members see by visibility, and only editors record', async () => {
    const internal = await newMatch(t.app, owner, { visibility: 'internal' })
    const priv = await newMatch(t.app, owner, { visibility: 'private' })
    await recordQuickPoints(t.app, owner.headers, internal.id, [0])

    const stranger = await newCoach(t.app)
    const viewer = await newCoach(t.app)
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/user/me',
      headers: viewer.headers,
      payload: { user: { coach_viewer: true } },
    })
    expect(patched.statusCode).toBe(200)
    for (const who of [stranger, viewer]) {
      for (const m of [internal, priv]) {
        expect((await listBalls(m.id, who.headers)).statusCode).toBe(404)
        expect((await postBall(t.app, who.headers, m.id, quickPoint(0))).statusCode).toBe(404)
        expect((await undo(m.id, who.headers)).statusCode).toBe(404)
      }
    }

    const member = await newCoach(t.app)
    await insertMembership(t.db, {
      organizationId: owner.organizationId,
      userId: member.userId,
      role: 'coach',
      status: 'connected',
      now: new Date(),
    })
    expect((await listBalls(internal.id, member.headers)).statusCode).toBe(200)
    expect((await postBall(t.app, member.headers, internal.id, quickPoint(0))).statusCode).toBe(403)
    expect((await undo(internal.id, member.headers)).statusCode).toBe(403)
    expect((await listBalls(priv.id, member.headers)).statusCode).toBe(404)

    const admin = await newCoach(t.app)
    await insertMembership(t.db, {
      organizationId: owner.organizationId,
      userId: admin.userId,
      role: 'admin',
      status: 'connected',
      now: new Date(),
    })
    expect((await postBall(t.app, admin.headers, priv.id, quickPoint(1))).statusCode).toBe(201)
    expect((await undo(priv.id, admin.headers)).statusCode).toBe(200)

    expect((await postBall(t.app, {}, internal.id, quickPoint(0))).statusCode).toBe(401)
    expect((await postBall(t.app, bearer('nope'), internal.id, quickPoint(0))).statusCode).toBe(401)
    expect((await expectConsistent(internal.id)).balls).toHaveLength(1)
  })
})
