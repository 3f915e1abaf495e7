import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { newCoach } from './support/balls.ts'
import { subscribedConsumer } from './support/live-clients.ts'

let t: TestApp
let baseUrl: string
const closers: (() => void)[] = []

beforeAll(async () => {
  // Checked every 100 ms here; production checks every 30 s.
  t = await createTestApp({ liveSessionRecheckMs: 100 })
  baseUrl = await t.listen()
})
afterAll(async () => {
  for (const close of closers) close()
  await t?.close()
})

describe('/socket sessions are checked again while open', () => {
  it('closes the socket of a session that signed out, for good, and leaves other sessions alone', async () => {
    const leaving = await newCoach(t.app)
    const staying = await newCoach(t.app)
    const gone = await subscribedConsumer(baseUrl, leaving.token)
    const kept = await subscribedConsumer(baseUrl, staying.token)
    closers.push(gone.close, kept.close)
    await eventually(() => gone.state.connected && kept.state.connected, 5000, 'subscriptions')

    const out = await t.app.inject({ method: 'DELETE', url: '/logout.json', headers: leaving.headers })
    expect(out.statusCode).toBeLessThan(300)

    await eventually(() => gone.state.disconnects.length > 0, 5000, 'the signed-out socket closed')
    // reconnect: false — the consumer does not come back with a token that will never work again.
    expect(gone.state.disconnects[0]).toEqual({ willAttemptReconnect: false })
    expect(kept.state.disconnects).toEqual([])
  })
})
