import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Team } from '@courtside/domain'
import {
  ballCreatedSchema,
  ballListSchema,
  ballUpdatedSchema,
  matchStatsResponseSchema,
  messages,
} from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import {
  newCoach,
  newMatch,
  postBall,
  quickPoint,
  recordQuickPoints,
  storedMatchState,
  type TestCoach,
  type TestMatch,
} from './support/balls.ts'
import { noRateLimits, recordPoints } from './support/matches.ts'

// ADR 0036, details later: PATCH /api/v2/matches/:id/balls/:ball_id under the rules of recording.

let t: TestApp
let coach: TestCoach
beforeAll(async () => {
  // Many pro matches: the free plan's monthly pro quota is not what these tests are about.
  t = await createTestApp({ rateLimits: noRateLimits(), freePlanProGamesPerMonth: 1000 })
  coach = await newCoach(t.app)
})
afterAll(() => t?.close())

const patch = (matchId: number, ballId: number | string, ball: unknown, headers = coach.headers) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v2/matches/${matchId}/balls/${ballId}`,
    headers,
    payload: { ball },
  })
const listBalls = async (matchId: number) =>
  ballListSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/v2/matches/${matchId}/balls`, headers: coach.headers })).json(),
  ).balls
const statsOf = async (matchId: number) =>
  matchStatsResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/v2/matches/${matchId}/stats`, headers: coach.headers })).json(),
  ).stats

/** The stored score is the replay of the stored balls, and each ball's server the replay's. */
async function expectConsistent(matchId: number) {
  const s = await storedMatchState(t.db, matchId)
  expect(s.cached).toEqual(s.expected)
  expect(s.storedServers).toEqual(s.replay.servers)
  return s
}

async function quickMatch(winners: Team[], license: 'pro' | 'free' = 'pro'): Promise<TestMatch> {
  const match = await newMatch(t.app, coach, { license })
  await recordQuickPoints(t.app, coach.headers, match.id, winners)
  return match
}

describe('PATCH a recorded point (ADR 0036)', () => {
  it("completes a quick point's detail; the score, the tap time and the client_id stay", async () => {
    const match = await quickMatch([0, 1, 0])
    const before = await listBalls(match.id)
    const [a1, a2] = match.teams[0]
    const [b1] = match.teams[1]
    const response = await patch(match.id, before[0]!.id, {
      finisher_id: a2,
      point_type: 'winner',
      shot_type: 'bandeja',
      shot_speed: 'fast',
      previous_shooter_id: b1,
      previous_shot_type: 'lob',
      from: { x: 0.4, y: 0.3 },
      to: { x: 0.8, y: 0.9 },
      comment: '  down the glass  ',
      serve: 'second',
    })
    expect(response.statusCode).toBe(200)
    const { ball, match: after } = ballUpdatedSchema.parse(response.json())
    expect(ball).toMatchObject({
      id: before[0]!.id,
      seq: before[0]!.seq,
      client_id: before[0]!.client_id,
      tapped_at: before[0]!.tapped_at,
      created_at: before[0]!.created_at,
      server_id: before[0]!.server_id,
      winner_team: 0,
      finisher_id: a2,
      point_type: 'winner',
      shot_type: 'bandeja',
      comment: 'down the glass',
      serve: 'second',
    })
    expect(after.score.current_game?.points).toEqual(['30', '15'])
    await expectConsistent(match.id)

    // Fields not sent stay; a field sent as null is cleared.
    const second = await patch(match.id, before[0]!.id, { comment: 'kept the rest', shot_speed: null })
    expect(second.statusCode).toBe(200)
    expect(ballUpdatedSchema.parse(second.json()).ball).toMatchObject({
      shot_type: 'bandeja',
      shot_speed: null,
      comment: 'kept the rest',
      finisher_id: a2,
    })

    const stats = await statsOf(match.id)
    expect(stats.points_detailed).toBe(1)
    expect(stats.points_played).toBe(3)
    expect(stats.players.find((p) => p.id === a2)!.winners).toBe(1)
    expect(stats.players.find((p) => p.id === a1)!.serve).toMatchObject({ charted: 1, first_in: 0 })
  })

  it('a late retry of the original POST answers the edited point, without recording it again', async () => {
    const match = await newMatch(t.app, coach)
    const original = quickPoint(0)
    const posted = ballCreatedSchema.parse((await postBall(t.app, coach.headers, match.id, original)).json())
    expect((await patch(match.id, posted.ball.id, { comment: 'later' })).statusCode).toBe(200)
    const retry = await postBall(t.app, coach.headers, match.id, original)
    expect(retry.statusCode).toBe(200)
    expect(ballCreatedSchema.parse(retry.json()).ball).toMatchObject({ id: posted.ball.id, comment: 'later' })
    expect(await listBalls(match.id)).toHaveLength(1)
  })

  it('keeps a free match to the winner, the finisher and the point type', async () => {
    const match = await quickMatch([0, 1], 'free')
    const [ball] = await listBalls(match.id)
    for (const detail of [{ shot_type: 'smash' }, { serve: 'first' }, { from: { x: 0.5, y: 0.5 } }]) {
      const refused = await patch(match.id, ball!.id, { finisher_id: match.teams[0][0], ...detail })
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toMatchObject({ code: 'freeMatchDetail' })
    }
    expect((await listBalls(match.id))[0]).toEqual(ball)
    const done = await patch(match.id, ball!.id, { finisher_id: match.teams[0][0], point_type: 'winner' })
    expect(done.statusCode).toBe(200)
    expect((await statsOf(match.id)).points_detailed).toBe(1)
  })

  it('asks before giving the point to the other side, then rescores: later points take their new servers', async () => {
    // Game 1 (team 0 serving) to team 0 in four points, then game 2 under way.
    const match = await quickMatch([0, 0, 0, 0, 1, 1])
    const before = await expectConsistent(match.id)
    const balls = await listBalls(match.id)
    const edit = { finisher_id: match.teams[1][0], point_type: 'winner' }

    const asked = await patch(match.id, balls[1]!.id, edit)
    expect(asked.statusCode).toBe(409)
    expect(asked.json()).toMatchObject({ code: 'rescoreRequired', message: messages.rescoreRequired })
    expect(await listBalls(match.id)).toEqual(balls)
    expect((await storedMatchState(t.db, match.id)).match.updatedAt).toEqual(before.match.updatedAt)

    const rescored = await patch(match.id, balls[1]!.id, { ...edit, rescore: true })
    expect(rescored.statusCode).toBe(200)
    const body = ballUpdatedSchema.parse(rescored.json())
    expect(body.ball.winner_team).toBe(1)
    // 0 1 0 0 1 1: game 1 is no longer won after four points; it stands at 40–40 with team 0 still serving.
    expect(body.match.score.sets[0]!.games).toEqual([0, 0])
    expect(body.match.score.current_game?.points).toEqual(['40', '40'])
    const after = await expectConsistent(match.id)
    expect(after.storedServers.slice(4)).not.toEqual(before.storedServers.slice(4))
    expect(after.storedServers.slice(4)).toEqual(before.replay.servers.slice(0, 2))
  })

  it('refuses a rescore after which a later point no longer fits its server, and writes nothing', async () => {
    const match = await quickMatch([0, 0, 0, 0])
    const returner = match.server_order[1]! // serves game 2
    const ace = await postBall(t.app, coach.headers, match.id, {
      client_id: crypto.randomUUID(),
      point_type: 'ace',
      finisher_id: returner,
    })
    expect(ace.statusCode).toBe(201)
    const balls = await listBalls(match.id)
    const refused = await patch(match.id, balls[1]!.id, { point_type: 'other', winner_team: 1, rescore: true })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'rescoreBreaksLaterPoint',
      errors: { seq: [String(balls[4]!.seq)] },
    })
    expect(await listBalls(match.id)).toEqual(balls)
    await expectConsistent(match.id)
  })

  it('on a finished match: details can be completed, a rescore that would end it before its last point cannot', async () => {
    const match = await newMatch(t.app, coach)
    // Team 1 takes the first point, then team 0 wins 6–0 6–0: 49 points, the last one ends the match.
    await recordPoints(t.db, match.id, [1, ...Array<Team>(48).fill(0)])
    const balls = await listBalls(match.id)
    expect((await storedMatchState(t.db, match.id)).match.status).toBe('finished')

    const detail = await patch(match.id, balls.at(-1)!.id, { comment: 'match point', serve: 'first' })
    expect(detail.statusCode).toBe(200)
    expect(ballUpdatedSchema.parse(detail.json()).match.status).toBe('finished')

    const early = await patch(match.id, balls[0]!.id, { finisher_id: match.teams[0][0], rescore: true })
    expect(early.statusCode).toBe(422)
    expect(early.json()).toMatchObject({ code: 'rescoreEndsMatchEarly' })
    expect((await listBalls(match.id))[0]).toEqual(balls[0])
    await expectConsistent(match.id)
  })

  it("answers 404 for another coach's match, another match's ball or a ball that is not there", async () => {
    const match = await quickMatch([0])
    const other = await quickMatch([1])
    const [ball] = await listBalls(match.id)
    const stranger = await newCoach(t.app)
    expect((await patch(match.id, ball!.id, { comment: 'mine now' }, stranger.headers)).statusCode).toBe(404)
    expect((await patch(other.id, ball!.id, { comment: 'wrong match' })).statusCode).toBe(404)
    expect((await patch(match.id, 2_147_483_647, { comment: 'none' })).statusCode).toBe(404)
    expect((await listBalls(match.id))[0]).toEqual(ball)
  })

  it('refuses bad input with a 4xx in the error shape and changes nothing', async () => {
    const match = await quickMatch([0, 1])
    const [ball] = await listBalls(match.id)
    const cases: [unknown, number, string][] = [
      [{}, 422, 'base'],
      [{ rescore: true }, 422, 'base'],
      [{ client_id: crypto.randomUUID() }, 422, 'base'],
      [{ tapped_at: new Date().toISOString() }, 422, 'base'],
      [{ finisher_id: 999_999 }, 422, 'finisher_id'],
      [{ finisher_id: 1e300 }, 422, 'finisher_id'],
      [{ finisher_id: '3' }, 422, 'finisher_id'],
      [{ point_type: 'lob' }, 422, 'point_type'],
      [{ comment: 'x'.repeat(10_000) }, 422, 'comment'],
      [{ comment: 'a\u0000b' }, 422, 'comment'],
      [{ serve: 'third' }, 422, 'serve'],
      [{ finisher_id: match.server_order[0], point_type: 'double_fault', serve: 'first', rescore: true }, 422, 'serve'],
      [{ from: { x: 2, y: 0 } }, 422, 'from.x'],
      [{ rescore: 'yes', comment: 'x' }, 422, 'rescore'],
    ]
    for (const [body, status, field] of cases) {
      const response = await patch(match.id, ball!.id, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(status)
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field)
      expect(typeof response.json().message).toBe('string')
    }
    // Malformed ids read as missing, as on every match route.
    for (const id of ['abc', '0', '1e3', '99999999999999']) {
      expect((await patch(match.id, id, { comment: 'x' })).statusCode).toBe(404)
    }
    const raw = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/matches/${match.id}/balls/${ball!.id}`,
      headers: coach.headers,
      payload: { ball: null },
    })
    expect(raw.statusCode).toBe(422)
    expect((await listBalls(match.id))[0]).toEqual(ball)
    await expectConsistent(match.id)
  })

  it('an edit and new points at the same time: each applied once, the stored score the replay', async () => {
    const match = await quickMatch([0, 0, 0])
    const balls = await listBalls(match.id)
    const responses = await Promise.all([
      patch(match.id, balls[0]!.id, { finisher_id: match.teams[1][0], point_type: 'winner', rescore: true }),
      postBall(t.app, coach.headers, match.id, quickPoint(1)),
      patch(match.id, balls[2]!.id, { comment: 'at the same time' }),
      postBall(t.app, coach.headers, match.id, quickPoint(0)),
    ])
    expect(responses.map((r) => r.statusCode)).toEqual([200, 201, 200, 201])
    const after = await listBalls(match.id)
    expect(after.slice(0, 3).map((b) => b.winner_team)).toEqual([1, 0, 0])
    expect(
      after
        .slice(3)
        .map((b) => b.winner_team)
        .sort(),
    ).toEqual([0, 1])
    expect(after[2]!.comment).toBe('at the same time')
    await expectConsistent(match.id)
  })

  it('answers the statistics of the log as it is now after each point, edit and undo', async () => {
    // Free: a finisher and a point type make a point detailed there.
    const match = await quickMatch([0, 1], 'free')
    const first = await statsOf(match.id)
    expect(first.points_detailed).toBe(0)
    // Read again at once: the same log, the same figures.
    expect(await statsOf(match.id)).toEqual(first)

    const [ball] = await listBalls(match.id)
    expect((await patch(match.id, ball!.id, { finisher_id: match.teams[0][0], point_type: 'winner' })).statusCode).toBe(
      200,
    )
    expect((await statsOf(match.id)).points_detailed).toBe(1)

    await recordQuickPoints(t.app, coach.headers, match.id, [1])
    const three = await statsOf(match.id)
    expect(three).not.toEqual(first)

    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/matches/${match.id}/balls/last`,
      headers: coach.headers,
    })
    expect(undone.statusCode).toBe(200)
    const afterUndo = await statsOf(match.id)
    expect(afterUndo).not.toEqual(three)
    expect(afterUndo.points_detailed).toBe(1)
  })
})
