import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client.ts'
import { DatabaseLockedError } from '../src/db/pglite-lock.ts'
import { loadConfig } from '../src/config.ts'
import { findRepoRoot } from '../src/repo-root.ts'

const base = mkdtempSync(join(tmpdir(), 'courtside-lock-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

// The embedded database on disk, whatever DATABASE_URL says: this is what `npm start` uses by default.
describe('PGlite data directory', () => {
  it('persists data, refuses a second opener with a clear message, and is free again after close', async () => {
    const dir = join(base, 'pglite')
    const first = await openDatabase({ pgliteDir: dir })
    await first.db.execute(sql`insert into revoked_tokens (jti, expires_at) values ('kept', now())`)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))

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
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    await handle.close()
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
    })
    expect(custom.pgliteDir).toBeUndefined()
    expect(custom.freePlanProGamesPerMonth).toBe(5)
    expect(custom.rateLimits.login.perAddress).toBe(4)
    expect(custom.corsOrigins).toEqual(['https://a.example', 'https://b.example'])
    expect(custom.trustProxy).toBe(1)
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(/PORT/)
  })
})
