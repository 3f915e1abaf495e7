import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ballCreatedSchema } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { newCoach, newMatch, postBall, quickPoint, type TestCoach } from './support/balls.ts'
import { subscribedConsumer } from './support/live-clients.ts'
import { startApiProcess, type ApiProcess } from './support/api-process.ts'

// The in-process pair of instances (live-cross-instance.test.ts) shares nothing but the database already; this one
// starts the real server entry point as a separate operating-system process, as a deployment would.
const onPostgres = Boolean(process.env.DATABASE_URL?.trim())

describe.skipIf(!onPostgres)(
  'live fan-out between two API processes (needs DATABASE_URL: PGlite is one process)',
  () => {
    let a: TestApp
    let owner: TestCoach
    let child: ApiProcess
    let childUrl: string

    beforeAll(async () => {
      a = await createTestApp({ freePlanProGamesPerMonth: 1000 })
      owner = await newCoach(a.app)
      child = await startApiProcess({ databaseUrl: a.databaseUrl!, jwtSecret: a.config.jwtSecret })
      childUrl = child.url
    }, 60_000)

    afterAll(async () => {
      await child?.stop()
      await a?.close()
    })

    it('delivers a point recorded through this process to a socket held by the other, and back', async () => {
      const urlA = await a.listen()
      const onChild = await subscribedConsumer(childUrl, owner.token)
      const onA = await subscribedConsumer(urlA, owner.token)
      try {
        await eventually(() => onChild.state.connected && onA.state.connected, 10_000, 'subscriptions')
        const m = await newMatch(a.app, owner)
        const viaA = ballCreatedSchema.parse((await postBall(a.app, owner.headers, m.id, quickPoint(0))).json())
        await eventually(
          () => onChild.state.received.some((r) => (r as { updated_at: string }).updated_at === viaA.match.updated_at),
          10_000,
          'A → second process',
        )
        expect(onChild.state.received).toContainEqual({
          type: 'match_updated',
          match_id: m.id,
          updated_at: viaA.match.updated_at,
        })

        // And a point recorded over HTTP on the second process reaches the first.
        const response = await fetch(`${childUrl}/api/v2/matches/${m.id}/balls`, {
          method: 'POST',
          headers: { ...owner.headers, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ ball: quickPoint(1) }),
        })
        expect(response.status).toBe(201)
        const viaChild = ballCreatedSchema.parse(await response.json())
        expect(viaChild.ball.seq).toBe(2)
        await eventually(
          () => onA.state.received.some((r) => (r as { updated_at: string }).updated_at === viaChild.match.updated_at),
          10_000,
          'second process → A',
        )
      } finally {
        onChild.close()
        onA.close()
      }
    })
  },
)
