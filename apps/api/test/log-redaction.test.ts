import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '../src/modules/mail/create-mailer.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// ADR 0021: tokens, reset links and SQL parameters never reach the logs or world-readable files.

const lines: string[] = []
const stream = { write: (line: string) => void lines.push(line) }
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } })
})
afterAll(() => t?.close())
afterEach(() => {
  lines.length = 0
})

describe('request logs', () => {
  it('hide the JWT of a plain GET /socket?token=… and the token of a reset link', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2VjcmV0LXNpZ25hdHVyZQ'
    await t.app.inject({ method: 'GET', url: `/socket?token=${jwt}` })
    await t.app.inject({ method: 'GET', url: '/reset-password?reset_password_token=reset-secret-42' })
    // URLSearchParams, which /socket reads its token with, decodes the name: so must the redaction.
    await t.app.inject({ method: 'GET', url: `/socket?%74oken=${jwt}x` })
    const log = lines.join('')
    expect(log).toContain('/socket?token=[redacted]')
    expect(log).toContain('reset_password_token=[redacted]')
    expect(log).not.toContain(jwt)
    expect(log).not.toContain('reset-secret-42')
  })

  it("hide a share link's token in the path of the scoreboard's request (ADR 0052)", async () => {
    await t.app.inject({ method: 'GET', url: '/api/v2/live/share-secret-42' })
    const log = lines.join('')
    expect(log).toContain('/api/v2/live/[redacted]')
    expect(log).not.toContain('share-secret-42')
  })
})

describe('error logs', () => {
  it("drop a failed query's parameters (a password digest, an e-mail) but keep what failed", async () => {
    const secret = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LWRpZ2VzdA'
    const failure = await t.db.execute(sql`select ${secret}::int as n`).then(
      () => null,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(Error)
    expect(String((failure as Error).message) + JSON.stringify(failure)).toContain('c2VjcmV0LWRpZ2VzdA')
    t.app.log.error({ err: failure }, 'request failed')
    const log = lines.join('')
    expect(log).toContain('request failed')
    expect(log).toContain('select $1::int')
    expect(log).not.toContain('c2VjcmV0LWRpZ2VzdA')
  })
})

describe('the mailer without SMTP_URL', () => {
  const message = { to: 'coach@example.com', subject: 'Reset password', text: 'Open /reset?reset_password_token=abc' }

  it('outside production writes the message to a file only its owner reads, and logs no link', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-outbox-'))
    try {
      const outboxDir = join(dir, 'outbox')
      const mailer = createMailer({ mailFrom: 'x@y.z', outboxDir, logger: t.app.log, production: false })
      await mailer.send(message)
      const [file] = readdirSync(outboxDir)
      expect(statSync(join(outboxDir, file!)).mode & 0o777).toBe(0o600)
      expect(statSync(outboxDir).mode & 0o077).toBe(0)
      expect(lines.join('')).not.toContain('reset_password_token')
      expect(lines.join('')).not.toContain('coach@example.com')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('in production writes nothing and logs only that the mail was not sent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-outbox-'))
    try {
      const outboxDir = join(dir, 'outbox')
      const mailer = createMailer({ mailFrom: 'x@y.z', outboxDir, logger: t.app.log, production: true })
      expect(lines.join('')).toContain('SMTP_URL is not set: emails (password resets, invitations) will not be sent')
      await mailer.send(message)
      expect(() => readdirSync(outboxDir)).toThrow()
      expect(lines.join('')).toContain('mail not sent: SMTP_URL is not set')
      expect(lines.join('')).not.toContain('reset_password_token')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
