import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'

export interface TokenClaims {
  userId: number
  jti: string
  issuedAt: Date
  expiresAt: Date
}

export interface TokenSigner {
  issue(userId: number): Promise<{ token: string; claims: TokenClaims }>
  /** Null for anything not a valid, unexpired token of ours. */
  verify(token: string): Promise<TokenClaims | null>
}

/** HS256 JWTs with sub, jti and exp (DESIGN §2), timed by the app's clock so tests can move time. */
export function createTokenSigner(options: { secret: string; ttlSeconds: number; now: () => Date }): TokenSigner {
  const key = new TextEncoder().encode(options.secret)
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
        .sign(key)
      return { token, claims: { userId, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) } }
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: options.now() })
        const userId = Number(payload.sub)
        if (!Number.isInteger(userId) || userId <= 0 || !payload.jti || !payload.exp || !payload.iat) return null
        return {
          userId,
          jti: payload.jti,
          issuedAt: new Date(payload.iat * 1000),
          expiresAt: new Date(payload.exp * 1000),
        }
      } catch {
        return null
      }
    },
  }
}
