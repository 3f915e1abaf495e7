import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'

// ADR 0051: settings that would quietly make the server unsafe are refused at start.

let dataDir: string
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'courtside-safe-config-'))
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const SECRET = 'k'.repeat(32)

describe('TRUST_PROXY', () => {
  const load = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, TRUST_PROXY })

  it('refuses ranges holding every address of a family, or most of the internet', () => {
    for (const wide of [
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/1, 128.0.0.0/1',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/96',
      '::/64',
      '10.0.0.1, 64.0.0.0/2',
      '2000::/3',
      '0:0:0:0:0:ffff:0:0/100',
    ]) {
      expect(() => load(wide), wide).toThrow(/TRUST_PROXY: .* is refused/)
    }
  })

  it('takes the networks proxies live in', () => {
    for (const narrow of [
      '10.0.0.0/8',
      '172.16.0.0/12, 192.168.0.0/16',
      '203.0.113.7/32',
      'fc00::/7',
      'fe80::/10',
      '2001:db8::/32',
      '::1/128',
      '::ffff:10.0.0.0/104',
      'loopback, uniquelocal',
    ]) {
      expect(load(narrow).trustProxy, narrow).toBe(narrow)
    }
  })
})

describe('JWT_SECRET', () => {
  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a' })).toThrow(/JWT_SECRET must be at least 32 bytes/)
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(31) })).toThrow(/at least 32 bytes/)
    // Bytes, not characters: 16 two-byte characters are enough.
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'ä'.repeat(16) }).jwtSecret).toBe('ä'.repeat(16))
  })

  it('is required in production on a shared PostgreSQL, and generated otherwise', () => {
    const shared = { DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/courtside' }
    expect(() => loadConfig(shared)).toThrow(/JWT_SECRET must be set in production with DATABASE_URL/)
    expect(loadConfig({ ...shared, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET)
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).jwtSecret.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ ...shared, NODE_ENV: 'development' }).jwtSecret.length).toBeGreaterThanOrEqual(32)
  })
})

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url))

/** Runs the real server entry point with `env` and returns how it exited and what it wrote. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const base = { ...process.env }
  delete base.DATABASE_URL
  delete base.JWT_SECRET
  delete base.TRUST_PROXY
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...base, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += String(d)))
  child.stderr.on('data', (d) => (output += String(d)))
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    }),
  )
}

describe('the server process', () => {
  it('refuses to start, saying why, without JWT_SECRET in production on DATABASE_URL, with a short one, with TRUST_PROXY=0.0.0.0/0', async () => {
    const runs = await Promise.all([
      runServer({ NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }),
      runServer({ NODE_ENV: 'production', JWT_SECRET: 'a' }),
      runServer({ NODE_ENV: 'production', JWT_SECRET: SECRET, TRUST_PROXY: '0.0.0.0/0' }),
    ])
    for (const run of runs) {
      expect(run.code, run.output).toBe(1)
      expect(run.output).toMatch(/^Courtside could not start: /m)
      expect(run.output).not.toMatch(/\n\s+at /) // a sentence, not a stack trace
    }
    expect(runs[0]!.output).toMatch(/JWT_SECRET must be set in production with DATABASE_URL/)
    expect(runs[1]!.output).toMatch(/JWT_SECRET must be at least 32 bytes/)
    expect(runs[2]!.output).toMatch(/TRUST_PROXY: "0\.0\.0\.0\/0" is refused/)
  }, 90_000)
})
