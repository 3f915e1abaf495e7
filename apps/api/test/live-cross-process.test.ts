import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ballCreatedSchema } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { eventually } from './support/cable-consumer.ts'
import { newCoach, newMatch, postBall, quickPoint, type TestCoach } from './support/balls.ts'
import { subscribedConsumer } from './support/live-clients.ts'

// The in-process pair of instances (live-cross-instance.test.ts) shares nothing but the database already; this one
// starts the real server entry point as a separate operating-system process, as a deployment would.
const onPostgres = Boolean(process.env.DATABASE_URL?.trim())
const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

describe.skipIf(!onPostgres)('live fan-out between two API processes (needs DATABASE_URL: PGlite is one process)', () => {
  let a: TestApp
  let owner: TestCoach
  let child: ChildProcess
  let childUrl: string
  let dataDir: string
  let output = ''

  beforeAll(async () => {
    a = await createTestApp({ freePlanProGamesPerMonth: 1000 })
    owner = await newCoach(a.app)
    const port = await freePort()
    dataDir = mkdtempSync(join(tmpdir(), 'courtside-second-process-'))
    child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        DATABASE_URL: a.databaseUrl!,
        JWT_SECRET: a.config.jwtSecret,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (d) => (output += String(d)))
    child.stderr?.on('data', (d) => (output += String(d)))
    childUrl = `http://127.0.0.1:${port}`
    const start = Date.now()
    for (;;) {
      const ok = await fetch(`${childUrl}/healthz`).then((r) => r.ok).catch(() => false)
      if (ok) break
      if (child.exitCode !== null || Date.now() - start > 30_000) throw new Error(`second API process did not start:\n${output}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }, 60_000)

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
    await a?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('delivers a point recorded through this process to a socket held by the other, and back', async () => {
    const urlA = await a.listen()
    const onChild = await subscribedConsumer(childUrl, owner.token)
    const onA = await subscribedConsumer(urlA, owner.token)
    try {
      await eventually(() => onChild.state.connected && onA.state.connected, 10_000, 'subscriptions')
      const m = await newMatch(a.app, owner)
      const viaA = ballCreatedSchema.parse((await postBall(a.app, owner.headers, m.id, quickPoint(0))).json())
      await eventually(() => onChild.state.received.some((r) => (r as { updated_at: string }).updated_at === viaA.match.updated_at), 10_000, 'A → second process')
      expect(onChild.state.received).toContainEqual({ type: 'match_updated', match_id: m.id, updated_at: viaA.match.updated_at })

      // And a point recorded over HTTP on the second process reaches the first.
      const response = await fetch(`${childUrl}/api/v2/matches/${m.id}/balls`, {
        method: 'POST',
        headers: { ...owner.headers, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ball: quickPoint(1) }),
      })
      expect(response.status).toBe(201)
      const viaChild = ballCreatedSchema.parse(await response.json())
      expect(viaChild.ball.seq).toBe(2)
      await eventually(() => onA.state.received.some((r) => (r as { updated_at: string }).updated_at === viaChild.match.updated_at), 10_000, 'second process → A')
    } finally {
      onChild.close()
      onA.close()
    }
  })
})
