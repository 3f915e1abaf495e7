import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client.ts'
import { acquireDirectoryLock, DatabaseLockedError } from '../src/db/pglite-lock.ts'
import { loadConfig } from '../src/config.ts'
import { findRepoRoot } from '../src/repo-root.ts'

const base = mkdtempSync(join(tmpdir(), 'courtside-lock-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

// The embedded database on disk, whatever DATABASE_URL says: this is what `npm start` uses by default. Opening it
// takes several seconds each on a loaded machine, hence the longer timeout.
describe('PGlite data directory', { timeout: 120_000 }, () => {
  it('persists data, refuses a second opener with a clear message, and is free again after close', async () => {
    const dir = join(base, 'pglite')
    const first = await openDatabase({ pgliteDir: dir })
    await first.db.execute(sql`insert into revoked_tokens (jti, expires_at) values ('kept', now())`)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} \\S+ \\S+ [0-9a-f]{24}\\n$`))

    const second = await openDatabase({ pgliteDir: dir }).catch((error: unknown) => error)
    expect(second).toBeInstanceOf(DatabaseLockedError)
    expect((second as Error).message).toMatch(/already in use by another Courtside process \(pid \d+/)

    await first.close()
    expect(existsSync(`${dir}.lock`)).toBe(false)
    const again = await openDatabase({ pgliteDir: dir })
    const rows = (await again.db.execute(sql`select jti from revoked_tokens`)) as unknown as { rows: unknown[] }
    expect(rows.rows).toEqual([{ jti: 'kept' }])
    await again.close()
  })

  it('takes over a stale lock left by a dead process', async () => {
    const dir = join(base, 'stale')
    writeFileSync(`${dir}.lock`, '999999999')
    const handle = await openDatabase({ pgliteDir: dir })
    expect(readFileSync(`${dir}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} `))
    await handle.close()
  })

  // ADR 0023: in a container the server has the same pid at every start (and pid 1 always runs), so a
  // lock naming a live pid is not proof that its writer still runs.
  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another live process (its start time differs)',
    async () => {
      const dir = join(base, 'reused-parent')
      const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
      // Our parent is alive, but it did not start at clock tick 1: the pid was "reused".
      writeFileSync(`${dir}.lock`, `${process.ppid} 1 ${boot} 0123456789abcdef01234567\n`)
      const lock = await acquireDirectoryLock(`${dir}.lock`)
      expect(readFileSync(`${dir}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} `))
      lock.release()
      expect(existsSync(`${dir}.lock`)).toBe(false)
    },
  )

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a bare-pid lock (older versions) naming our own pid, or a process started after it was written',
    async () => {
      const own = join(base, 'own-pid')
      writeFileSync(`${own}.lock`, String(process.pid)) // the previous container's server, same pid as ours
      const a = await acquireDirectoryLock(`${own}.lock`)
      expect(readFileSync(`${own}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} `))
      // ...but a second taker in this same process is refused while we hold it.
      await expect(acquireDirectoryLock(`${own}.lock`)).rejects.toBeInstanceOf(DatabaseLockedError)
      a.release()

      const init = join(base, 'pid-one')
      writeFileSync(`${init}.lock`, '1')
      // Written "before" pid 1 started: by the previous run of a container whose init is pid 1 again now.
      utimesSync(`${init}.lock`, new Date(0), new Date(0))
      const b = await acquireDirectoryLock(`${init}.lock`)
      expect(readFileSync(`${init}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} `))
      b.release()
    },
  )

  it('still refuses a bare-pid lock of a live process that started before it was written', async () => {
    const dir = join(base, 'live-parent')
    writeFileSync(`${dir}.lock`, String(process.ppid))
    await expect(acquireDirectoryLock(`${dir}.lock`)).rejects.toBeInstanceOf(DatabaseLockedError)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.ppid))
  })

  it('keeps the data directory and its files private to their owner', async () => {
    const dir = join(base, 'private')
    const handle = await openDatabase({ pgliteDir: dir })
    await handle.close()
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    // Files created before this open (an older version's 0644) are narrowed at the next open.
    chmodSync(join(dir, 'PG_VERSION'), 0o644)
    const again = await openDatabase({ pgliteDir: dir })
    await again.close()
    expect(statSync(join(dir, 'PG_VERSION')).mode & 0o077).toBe(0)
    expect(statSync(join(dir, 'global')).mode & 0o077).toBe(0)
  })
})

describe('loadConfig', () => {
  it('resolves DATA_DIR from the repository root, keeps a generated JWT secret, and reads the env', () => {
    const dataDir = join(base, 'data')
    const a = loadConfig({ DATA_DIR: dataDir, PORT: '4000' })
    const b = loadConfig({ DATA_DIR: dataDir })
    expect(a.jwtSecret).toBe(b.jwtSecret)
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32)
    expect(a.appUrl).toBe('http://localhost:4000')
    expect(a.pgliteDir).toBe(join(dataDir, 'pglite'))

    const relative = loadConfig({ DATA_DIR: './some-data', JWT_SECRET: 'x'.repeat(40) })
    expect(relative.dataDir).toBe(join(findRepoRoot(), 'some-data'))
    expect(existsSync(join(findRepoRoot(), 'package.json'))).toBe(true)

    const custom = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://db/courtside',
      FREE_PLAN_PRO_GAMES_PER_MONTH: '5',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '4',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
      JWT_SECRET: 'y'.repeat(40),
    })
    expect(custom.pgliteDir).toBeUndefined()
    expect(custom.freePlanProGamesPerMonth).toBe(5)
    expect(custom.rateLimits.login.perAddress).toBe(4)
    expect(custom.corsOrigins).toEqual(['https://a.example', 'https://b.example'])
    expect(custom.trustProxy).toBe(1)
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(/PORT/)
  })
})
