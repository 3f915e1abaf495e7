import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { TokenClaims, TokenSigner } from '../../lib/token-signer.ts'

/** How many verified tokens one process remembers (about 200 bytes each). */
export const VERIFIED_TOKENS_KEPT = 10_000

/** HS256 JWTs with sub, jti and exp, timed by the app's clock so tests can move time. */
export function createTokenSigner(options: { secret: string; ttlSeconds: number; now: () => Date }): TokenSigner {
  // Imported once: given raw bytes, jose imports a WebCrypto key at every sign and verify (every request).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  // Tokens whose signature already checked out, so a phone tapping a point every few seconds pays the HMAC once:
  // only a valid signature gets in, expiry is checked at every use, and logout, deletion and password resets are
  // checked by the caller against the database at every request as before. Oldest first out.
  const verified = new Map<string, TokenClaims>()
  return {
    async issue(userId) {
      const now = options.now()
      const iat = Math.floor(now.getTime() / 1000)
      const exp = iat + options.ttlSeconds
      const jti = randomUUID()
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(await key)
      return { token, claims: { userId, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) } }
    },
    async verify(token) {
      const nowSeconds = Math.floor(options.now().getTime() / 1000)
      const known = verified.get(token)
      if (known) {
        // Expired as jose decides it (exp <= now); the rest of the token cannot have changed.
        if (known.expiresAt.getTime() / 1000 > nowSeconds) return known
        verified.delete(token)
        return null
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], currentDate: options.now() })
        const userId = Number(payload.sub)
        if (!Number.isInteger(userId) || userId <= 0 || !payload.jti || !payload.exp || !payload.iat) return null
        const claims = {
          userId,
          jti: payload.jti,
          issuedAt: new Date(payload.iat * 1000),
          expiresAt: new Date(payload.exp * 1000),
        }
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!)
        verified.set(token, claims)
        return claims
      } catch {
        return null
      }
    },
  }
}
