import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { MATCH_POINT_LIMIT, messages } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { balls } from '../src/db/schema/index.ts'
import { findMatch, writeMatchScore } from '../src/modules/matches/match-repository.ts'
import { findMatchPlayers } from '../src/modules/matches/match-player-repository.ts'
import { replayMatchScore } from '../src/modules/matches/match-score.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, postBall, quickPoint, type TestCoach, type TestMatch } from './support/balls.ts'

// ADR 0021: a match cannot grow without bound.

let t: TestApp
let coach: TestCoach
let match: TestMatch
beforeAll(async () => {
  t = await createTestApp()
  coach = await newCoach(t.app)
  // Advantage games: points won in turn stay at deuce for ever, so the match never ends on its own.
  match = await newMatch(t.app, coach, {
    rules: {
      sets_to_win: 2,
      games_to_win_set: 6,
      tie_break_points_to_win: 7,
      golden_point: false,
      star_point: false,
      super_tie_break: false,
      super_tie_break_points_to_win: 10,
      final_set_tie_break: true,
      final_set_tie_break_points_to_win: 7,
    },
  })
  // All but the last allowed point written straight to the table (posting 1,500 points would take minutes).
  const rows = Array.from({ length: MATCH_POINT_LIMIT - 1 }, (_, i) => ({
    matchId: match.id,
    seq: i + 1,
    clientId: randomUUID(),
    payloadHash: 'seeded',
    serverId: match.server_order[0]!,
    winnerTeam: i % 2,
    pointType: 'other',
  }))
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(balls).values(rows.slice(i, i + 500))
  // And the cached score with the engine's state, as the recording service writes them with every point.
  const row = (await findMatch(t.db, match.id))!
  const players = await findMatchPlayers(t.db, [match.id])
  const cached = replayMatchScore({
    rules: row.rules,
    teams: new Map(players.map((p) => [p.id, p.team as Team])),
    serverOrder: row.serverOrder,
    winners: rows.map((r) => r.winnerTeam as Team),
    serverChanges: [],
  })
  await writeMatchScore(t.db, match.id, cached, new Date(), { ballsChanged: true })
})
afterAll(() => t?.close())

const stored = async () => (await t.db.select({ n: count() }).from(balls).where(eq(balls.matchId, match.id)))[0]!.n

describe(`a match holds at most ${MATCH_POINT_LIMIT} points`, () => {
  it('names the limit the constant sets in its message', () => {
    expect(messages.matchPointLimit).toContain(` ${MATCH_POINT_LIMIT} `)
  })

  it('takes the last allowed point, refuses the next with 422 and a code, and answers a retry of the last', async () => {
    const last = quickPoint(((MATCH_POINT_LIMIT - 1) % 2) as 0 | 1)
    const accepted = await postBall(t.app, coach.headers, match.id, last)
    expect(accepted.statusCode, accepted.body).toBe(201)
    expect(await stored()).toBe(MATCH_POINT_LIMIT)

    const refused = await postBall(t.app, coach.headers, match.id, quickPoint(0))
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ message: messages.matchPointLimit, code: 'matchPointLimit' })
    expect(await stored()).toBe(MATCH_POINT_LIMIT)

    const retry = await postBall(t.app, coach.headers, match.id, last)
    expect(retry.statusCode).toBe(200)
    expect(await stored()).toBe(MATCH_POINT_LIMIT)
  })
})
