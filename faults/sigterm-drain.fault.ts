import { readdirSync, mkdtempSync, rmSync, statSync, existsSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { rawFrames } from '../apps/api/test/support/live-clients.ts'
import { startApi, stopApi, type ApiProcess } from './support/api-process.ts'
import { freePort } from './support/free-port.ts'
import { createEndlessMatch, signUpOverHttp } from './support/http-client.ts'

// ADR 0023: SIGTERM drains requests in flight. On the embedded database (the default deployment), so the exit also
// has to close PGlite cleanly and release its lock for the next start.

/** Every file and directory under `dir` that someone other than its owner may read, write or enter. */
function notPrivate(dir: string): string[] {
  const open: string[] = []
  const walk = (path: string) => {
    const stat = statSync(path)
    if ((stat.mode & 0o077) !== 0) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`)
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name))
  }
  walk(dir)
  return open
}

describe('SIGTERM while a request is in flight', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'courtside-fault-term-')), 'data')
  const processes: ApiProcess[] = []
  afterAll(async () => {
    for (const api of processes) await stopApi(api)
    rmSync(join(dataDir, '..'), { recursive: true, force: true })
  })

  it('finishes the slow request, refuses new connections, tells sockets to reconnect, and exits 0', async () => {
    const port = await freePort()
    const api = await startApi({ port, dataDir })
    processes.push(api)
    const coach = await signUpOverHttp(api.url)
    const matchId = await createEndlessMatch(api.url, coach)
    const frames = rawFrames(`ws://127.0.0.1:${port}/socket?token=${encodeURIComponent(coach.token)}`, { ms: 60_000 })

    // A point whose body arrives slowly: its headers and half its body are in before SIGTERM, the rest after.
    const body = JSON.stringify({ ball: { client_id: crypto.randomUUID(), point_type: 'other', winner_team: 0 } })
    let slowRequest!: ReturnType<typeof request>
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${api.url}/api/v2/matches/${matchId}/balls`,
        {
          method: 'POST',
          headers: { ...coach.headers, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = ''
          res.on('data', (d) => (text += String(d)))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 20))
      slowRequest = req
    })
    await new Promise((r) => setTimeout(r, 500))

    // While it runs, nobody else can even enter the data directory or the database in it.
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700')
    expect((statSync(join(dataDir, 'pglite')).mode & 0o777).toString(8)).toBe('700')

    const termAt = Date.now()
    api.child.kill('SIGTERM')
    // New connections are refused once the server stopped listening (while the slow request still holds it open).
    let refused = false
    while (!refused && Date.now() - termAt < 5000) {
      refused = await fetch(`${api.url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
        () => false,
        () => true,
      )
      if (!refused) await new Promise((r) => setTimeout(r, 50))
    }
    expect(refused).toBe(true)
    expect(api.child.exitCode).toBeNull() // still draining

    slowRequest.end(body.slice(20))
    const { status, text } = await answer
    expect(status, text).toBe(201)
    expect(JSON.parse(text).ball.seq).toBe(1)

    const { code, signal } = await api.exited
    const exitMs = Date.now() - termAt
    expect({ code, signal }).toEqual({ code: 0, signal: null })
    expect(exitMs).toBeLessThan(10_000)
    // The open socket was told the server restarts and it may come back.
    expect(await frames).toContainEqual({ type: 'disconnect', reason: 'server_restart', reconnect: true })
    // The lock is released, and what the process wrote is its owner's alone (umask 077, data dir 0700).
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false)
    expect(notPrivate(dataDir)).toEqual([])
    console.log(`SIGTERM: drained and exited 0 in ${exitMs} ms`)

    // The point is durable: the next process on the same directory starts and has it.
    const next = await startApi({ port, dataDir })
    processes.push(next)
    const balls = await (await fetch(`${next.url}/api/v2/matches/${matchId}/balls`, { headers: coach.headers })).json()
    expect((balls as { balls: unknown[] }).balls).toHaveLength(1)
  })
})
