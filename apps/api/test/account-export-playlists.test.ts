import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { accountExportSchema } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, postBall } from './support/balls.ts'
import { createAthlete, noRateLimits } from './support/matches.ts'

// The account export (ADR 0031) carries what the coach set up around their matches: athletes' focuses, playlists
// with their filters and notes; never another coach's.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits(), freePlanProGamesPerMonth: 1000 })
})
afterAll(() => t?.close())

it('exports the focuses, playlists and notes of the coach, and only theirs', async () => {
  const coach = await newCoach(t.app)
  const other = await newCoach(t.app)
  const call = (who: typeof coach, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: who.headers, payload })

  const athlete = await createAthlete(t.app, coach.headers, { first_name: 'Lea', last_name: 'Virta' })
  const focus = { metric: 'winners_per_game', direction: 'higher', target: 2, starts_on: '2026-01-01', note: 'Volleys' }
  expect((await call(coach, 'POST', `/api/v2/players/${athlete.id}/focuses`, { focus })).statusCode).toBe(201)

  const match = await newMatch(t.app, coach, { title: 'Export match' })
  const tapped_at = new Date(Date.now() - 3_600_000).toISOString()
  const ball = { client_id: randomUUID(), point_type: 'other', winner_team: 0, tapped_at }
  expect((await postBall(t.app, coach.headers, match.id, ball)).statusCode).toBe(201)
  const video = { source: 'url', url: 'https://video.example/e.mp4', syncs: [{ seq: 1, time: 40 }] }
  expect((await call(coach, 'PUT', `/api/v2/matches/${match.id}/video`, { video })).statusCode).toBe(200)
  const filter = { match_ids: [match.id], point_types: ['other'] }
  const created = await call(coach, 'POST', '/api/v2/playlists', { playlist: { title: 'Rallies', filter } })
  const playlistId = created.json().playlist.id as number
  const note = { match_id: match.id, seq: 1, at_seconds: 4, text: 'Ready position' }
  expect((await call(coach, 'POST', `/api/v2/playlists/${playlistId}/notes`, { note })).statusCode).toBe(201)
  await call(other, 'POST', '/api/v2/playlists', { playlist: { title: 'Not mine' } })

  const response = await t.app.inject({ method: 'GET', url: '/api/v2/user/export', headers: coach.headers })
  expect(response.statusCode).toBe(200)
  const data = accountExportSchema.strict().parse(response.json())
  expect(data.focuses).toEqual([
    expect.objectContaining({ player_id: athlete.id, metric: 'winners_per_game', target: 2, note: 'Volleys' }),
  ])
  expect(data.playlists).toEqual([
    {
      id: playlistId,
      title: 'Rallies',
      filter,
      lead_seconds: 8,
      lag_seconds: 2,
      notes: [expect.objectContaining({ match_id: match.id, seq: 1, at_seconds: 4, text: 'Ready position' })],
    },
  ])
})
