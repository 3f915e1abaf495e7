import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { newAccount, TEST_PASSWORD } from './support/accounts.ts'
import { quickPoint } from './support/balls.ts'
import { startApiProcess, type ApiProcess } from './support/api-process.ts'

// `npm run backup` and `npm run restore` as a club runs them (docs/decisions/0059-backups.md): real data recorded
// through a real server process, a backup taken while that server runs and keeps recording, the server stopped, the
// backup restored into an empty database, a new server started on it, and every account, athlete, match and point
// found there through the API.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const serverUrl = process.env.DATABASE_URL?.trim()
const ROUND_TRIP_MS = 300_000 // four process starts at 20-60 s each on a loaded machine, and two script runs

const processes: ApiProcess[] = []
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()))
  for (const cleanup of cleanups) await cleanup()
})

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** `npm run <script> -- <args>` from the repository root, with the server's settings in `env`. */
function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += String(d)))
  child.stderr.on('data', (d) => (output += String(d)))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  )
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const auth = response.headers.get('authorization') ?? ''
  return { status: response.status, body: text ? JSON.parse(text) : undefined, token: auth.replace(/^Bearer /, '') }
}

async function ok(base: string, method: string, path: string, token?: string, body?: unknown, status = 200) {
  const response = await call(base, method, path, token, body)
  if (response.status !== status)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`)
  return response
}

interface Coach {
  email: string
  token: string
  matchId: number
  /** The match's score after each point, by the number of points: what the server answered when it was recorded. */
  scoreAt: unknown[]
}

async function recordPoint(base: string, coach: Coach, team: 0 | 1) {
  const { body } = await ok(
    base,
    'POST',
    `/api/v2/matches/${coach.matchId}/balls`,
    coach.token,
    { ball: quickPoint(team) },
    201,
  )
  coach.scoreAt[body.match.points_count] = body.match.score
}

/** A coach with an athlete and a match of `points` points, the athlete playing in it. */
async function recordCoach(base: string, points: number) {
  const account = newAccount()
  const { token } = await ok(base, 'POST', '/api/v2/auth/register', undefined, { user: account }, 201)
  const organizationId = (await ok(base, 'GET', '/api/v2/organizations', token)).body.organizations[0].id as number
  const athlete = (
    await ok(base, 'POST', '/api/v2/players', token, { player: { first_name: 'Noora', last_name: 'Aalto' } }, 201)
  ).body.player as { id: number }
  const match = {
    title: 'Club final',
    organization_id: organizationId,
    license: 'free',
    pairs: [
      { players: [{ player_id: athlete.id }, { name: 'Bea Blanco' }] },
      { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
    ],
  }
  const created = await ok(base, 'POST', '/api/v2/matches', token, { match }, 201)
  const coach: Coach = { email: account.email, token, matchId: created.body.match.id, scoreAt: [] }
  for (let i = 0; i < points; i++) await recordPoint(base, coach, (i % 3 === 0 ? 1 : 0) as 0 | 1)
  return { coach, athleteId: athlete.id }
}

/** What a server holds for the coach's match: the match and its points. */
async function matchOf(base: string, token: string, matchId: number) {
  const match = (await ok(base, 'GET', `/api/v2/matches/${matchId}`, token)).body.match
  const balls = (await ok(base, 'GET', `/api/v2/matches/${matchId}/balls`, token)).body.balls as unknown[]
  return { match, balls }
}

/**
 * The whole round trip. `backupEnv` and `restoreEnv` are the settings the scripts run with (DATA_DIR or
 * DATABASE_URL); `start` starts a server on the source, then on the restored database.
 */
async function roundTrip(options: {
  start: (which: 'source' | 'restored') => Promise<ApiProcess>
  backupEnv: Record<string, string>
  restoreEnv: Record<string, string>
}) {
  const source = await options.start('source')
  processes.push(source)
  const first = await recordCoach(source.url, 12)
  const second = await recordCoach(source.url, 5)
  const before = await matchOf(source.url, second.coach.token, second.coach.matchId)

  // The backup runs while the first coach keeps recording: the copy must be one moment of the database, whatever
  // that moment is.
  const file = join(tempDir('courtside-backup-file-'), 'club.backup')
  const backup = npmRun('backup', [file], options.backupEnv)
  let running = true
  void backup.then(() => (running = false))
  for (let i = 0; running && i < 400; i++) await recordPoint(source.url, first.coach, (i % 2) as 0 | 1)
  const backedUp = await backup
  expect(backedUp.output).toMatch(/^backup: wrote /)
  expect(backedUp.code).toBe(0)
  const final = await matchOf(source.url, first.coach.token, first.coach.matchId)
  await source.stop()

  const restored = await npmRun('restore', [file], options.restoreEnv)
  expect(restored.output).toMatch(/^restore: restored .*: 2 accounts, 2 athletes, 2 matches, \d+ points/)
  expect(restored.code).toBe(0)
  const again = await npmRun('restore', [file], options.restoreEnv)
  expect(again.code).toBe(1)
  expect(again.output).toMatch(/already holds a database|is not empty/)

  const server = await options.start('restored')
  processes.push(server)
  for (const { coach, athleteId } of [first, second]) {
    // The session tokens were signed by the first server; the accounts sign in with their passwords.
    const login = await ok(server.url, 'POST', '/login.json', undefined, {
      user: { email: coach.email, password: TEST_PASSWORD },
    })
    const athletes = (await ok(server.url, 'GET', '/api/v2/players', login.token)).body.players as { id: number }[]
    expect(athletes.map((a) => a.id)).toContain(athleteId)
    const { match, balls } = await matchOf(server.url, login.token, coach.matchId)
    expect(match.pairs[0].players.some((p: { player_id: number | null }) => p.player_id === athleteId)).toBe(true)
    if (coach === second.coach) {
      expect(balls).toEqual(before.balls)
      expect(match).toEqual(before.match)
    } else {
      // Every point recorded before the backup started, then a prefix of what followed, and a score that is the
      // one the server gave after exactly that many points.
      expect(balls.length).toBeGreaterThanOrEqual(12)
      expect(balls).toEqual(final.balls.slice(0, balls.length))
      expect(match.points_count).toBe(balls.length)
      expect(match.score).toEqual(coach.scoreAt[balls.length])
    }
  }
}

describe('npm run backup / restore on embedded PGlite', () => {
  it(
    'copies the database while the server runs and records, and restores it into an empty data directory',
    async () => {
      const sourceDir = tempDir('courtside-backup-source-')
      const targetDir = tempDir('courtside-backup-target-')
      await roundTrip({
        start: (which) => startApiProcess({ env: { DATA_DIR: which === 'source' ? sourceDir : targetDir } }),
        backupEnv: { DATA_DIR: sourceDir },
        restoreEnv: { DATA_DIR: targetDir },
      })
    },
    ROUND_TRIP_MS,
  )
})

/** A new database on the test server; dropped after the file. */
async function newDatabase(url: string, role: string): Promise<string> {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const name = `courtside_backup_${role}_${randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`create database "${name}"`).finally(() => client.end())
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: admin.toString() })
    await dropper.connect()
    await dropper.query(`drop database if exists "${name}" with (force)`).finally(() => dropper.end())
  })
  const database = new URL(url)
  database.pathname = `/${name}`
  return database.toString()
}

describe.skipIf(!serverUrl)('npm run backup / restore on PostgreSQL (needs DATABASE_URL)', () => {
  it(
    'pg_dumps the database while an instance records, and pg_restores it into an empty database',
    async () => {
      const source = await newDatabase(serverUrl!, 'source')
      const target = await newDatabase(serverUrl!, 'target')
      const jwtSecret = randomBytes(48).toString('base64url')
      await roundTrip({
        start: (which) => startApiProcess({ databaseUrl: which === 'source' ? source : target, jwtSecret }),
        backupEnv: { DATABASE_URL: source },
        restoreEnv: { DATABASE_URL: target },
      })
    },
    ROUND_TRIP_MS,
  )
})
