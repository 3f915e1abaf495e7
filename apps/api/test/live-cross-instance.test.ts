import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ballCreatedSchema } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { newCoach, newMatch, postBall, quickPoint, type TestCoach } from './support/balls.ts'
import { subscribedConsumer } from './support/live-clients.ts'

// Two API instances only exist on a shared PostgreSQL server: PGlite lives inside one process, where LISTEN/NOTIFY
// is in-process and live-socket.test.ts covers it.
const onPostgres = Boolean(process.env.DATABASE_URL?.trim())

describe.skipIf(!onPostgres)('live fan-out across API instances (needs DATABASE_URL: PGlite is one process)', () => {
  let a: TestApp
  let b: TestApp
  let owner: TestCoach
  const closers: (() => void)[] = []

  beforeAll(async () => {
    a = await createTestApp({ freePlanProGamesPerMonth: 1000 })
    // Same database and signing secret: a second instance behind the same load balancer.
    b = await createTestApp({ jwtSecret: a.config.jwtSecret, freePlanProGamesPerMonth: 1000 }, { sharedDatabaseUrl: a.databaseUrl! })
    owner = await newCoach(a.app)
  })
  afterAll(async () => {
    for (const close of closers) close()
    await b?.close()
    await a?.close()
  })

  it('delivers a point recorded through instance A to a socket held by instance B, and back', async () => {
    const [urlA, urlB] = await Promise.all([a.listen(), b.listen()])
    const onB = await subscribedConsumer(urlB, owner.token)
    const onA = await subscribedConsumer(urlA, owner.token)
    closers.push(onB.close, onA.close)
    await eventually(() => onB.state.connected && onA.state.connected, 5000, 'subscriptions')

    const m = await newMatch(a.app, owner)
    const viaA = ballCreatedSchema.parse((await postBall(a.app, owner.headers, m.id, quickPoint(0))).json())
    await eventually(() => onB.state.received.some((r) => (r as { updated_at: string }).updated_at === viaA.match.updated_at), 5000, 'A → B')
    expect(onB.state.received).toContainEqual({ type: 'match_updated', match_id: m.id, updated_at: viaA.match.updated_at })

    const viaB = ballCreatedSchema.parse((await postBall(b.app, owner.headers, m.id, quickPoint(1))).json())
    expect(viaB.ball.seq).toBe(2)
    await eventually(() => onA.state.received.some((r) => (r as { updated_at: string }).updated_at === viaB.match.updated_at), 5000, 'B → A')
  })
})
