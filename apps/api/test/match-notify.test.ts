import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'
import { liveMessageSchema } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { coach, createMatch, matchBody, noRateLimits } from './support/matches.ts'
import { MATCH_UPDATED_CHANNEL } from '../src/modules/matches/match-notice-repository.ts'

let t: TestApp
const heard: { match_id: number; updated_at: string }[] = []
let stop: () => Promise<void> = async () => {}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: noRateLimits() })
  const onPayload = (payload: string) => heard.push(JSON.parse(payload))
  if (t.config.databaseUrl) {
    const client = new pg.Client({ connectionString: t.config.databaseUrl })
    await client.connect()
    client.on('notification', (n) => n.payload && onPayload(n.payload))
    await client.query(`listen ${MATCH_UPDATED_CHANNEL}`)
    stop = () => client.end()
  } else {
    const client = (t.db as unknown as { $client: PGlite }).$client
    const unlisten = await client.listen(MATCH_UPDATED_CHANNEL, onPayload)
    stop = unlisten
  }
})
afterAll(async () => {
  await stop()
  await t?.close()
})

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
  expect(check()).toBe(true)
}

describe('match_updated notices (pg_notify inside the transaction)', () => {
  it('announces create, update, server change and delete with the new updated_at, and nothing for a refusal', async () => {
    const c = await coach(t.app)
    const match = await createMatch(t.app, c.headers, matchBody(c.organizationId))
    await until(() => heard.some((n) => n.match_id === match.id))
    expect(heard.find((n) => n.match_id === match.id)).toEqual({ match_id: match.id, updated_at: match.updated_at })

    const patched = (
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v2/matches/${match.id}`,
        headers: c.headers,
        payload: { match: { title: 'New' } },
      })
    ).json().match
    await until(() => heard.some((n) => n.updated_at === patched.updated_at))
    const server = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/v2/matches/${match.id}/server`,
        headers: c.headers,
        payload: { player_id: match.server_order[1] },
      })
    ).json().match
    await until(() => heard.some((n) => n.updated_at === server.updated_at))
    // Details completed later (ADR 0036) tell watchers too.
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/v2/matches/${match.id}/balls`,
      headers: c.headers,
      payload: { ball: { client_id: crypto.randomUUID(), point_type: 'other', winner_team: 0 } },
    })
    await until(() => heard.some((n) => n.updated_at === recorded.json().match.updated_at))
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/matches/${match.id}/balls/${recorded.json().ball.id}`,
      headers: c.headers,
      payload: { ball: { comment: 'seen later' } },
    })
    expect(edited.statusCode).toBe(200)
    await until(() => heard.some((n) => n.updated_at === edited.json().match.updated_at))

    const before = heard.length
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/matches/${match.id}/server`,
      headers: c.headers,
      payload: { player_id: 999_999 },
    })
    expect(refused.statusCode).toBe(422)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v2/matches/${match.id}`, headers: c.headers })).statusCode,
    ).toBe(204)
    await until(() => heard.length === before + 1)
    expect(heard.at(-1)!.match_id).toBe(match.id)
    for (const notice of heard) liveMessageSchema.parse({ type: 'match_updated', ...notice })
  })
})
