import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { Env } from './read-env.ts'

/** Shorter than an HS256 key should be (RFC 7518 §3.2: at least the hash's 256 bits): guessable offline. */
export const MIN_JWT_SECRET_BYTES = 32

/**
 * Reads JWT_SECRET or keeps a generated one in the data dir, so tokens survive a restart. In production on a shared
 * PostgreSQL the generated secret is refused: each instance would make its own, and none would accept the others'
 * tokens (ADR 0051).
 */
export function resolveJwtSecret(env: Env, dataDir: string, production: boolean, sharedDatabase: boolean): string {
  const given = env.JWT_SECRET?.trim()
  if (given) {
    if (Buffer.byteLength(given, 'utf8') < MIN_JWT_SECRET_BYTES)
      throw new Error(
        `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes (e.g. \`openssl rand -base64 48\`); a short secret can be guessed from any token`,
      )
    return given
  }
  if (production && sharedDatabase)
    throw new Error(
      "JWT_SECRET must be set in production with DATABASE_URL: every instance on that database must sign with the same secret (e.g. `openssl rand -base64 48`), or each would make its own and refuse the others' tokens",
    )
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored) return stored
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
