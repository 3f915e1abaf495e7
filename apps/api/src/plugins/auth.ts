import fp from 'fastify-plugin'
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { Database } from '../db/database.ts'
import type { UserRow } from '../db/schema/index.ts'
import { HttpError } from '../lib/http-error.ts'
import { findSessionUser } from '../modules/auth/index.ts'
import type { TokenSigner } from '../lib/token-signer.ts'
import { checkApiKeyRequest, isApiKey, verifyApiKey, type ApiKeyIdentity } from '../modules/organizations/index.ts'

export interface AuthToken {
  jti: string
  expiresAt: Date
}

export interface AuthState {
  user: UserRow
  token: AuthToken
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook for protected routes: 401 'Unauthorized access' unless a live, unrevoked token is sent. Add it as an
     * `onRequest` hook, so an unauthenticated request is refused before its body is parsed and validated (a 401,
     * never a 422 telling a stranger what the body should look like). As a preHandler it still works.
     */
    authenticate: onRequestAsyncHookHandler
  }
  interface FastifyRequest {
    /** The signed-in (live) user, set by `authenticate`; null on public routes. */
    user: UserRow | null
    /** The verified token of this request (its jti is what logout revokes). */
    token: AuthToken | null
    /** Set when a live scoreboard's API key (not a session) authenticated the request (ADR 0025). */
    apiKey: ApiKeyIdentity | null
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export function authOf(request: FastifyRequest): AuthState {
  if (!request.user || !request.token) throw new HttpError(401, 'unauthorized')
  return { user: request.user, token: request.token }
}

/**
 * The live user of a bearer token, or null: a bad or expired token, a logged-out one (revoked jti), a deleted
 * account, or a token older than the last password reset. HTTP requests and the /socket upgrade both use it.
 */
export async function verifySessionToken(db: Database, tokens: TokenSigner, token: string): Promise<AuthState | null> {
  const claims = await tokens.verify(token)
  if (!claims) return null
  const found = await findSessionUser(db, claims.userId, claims.jti)
  // Anything but a plain false counts as logged out: a driver returning 'f' must fail closed.
  if (!found || found.revoked !== false) return null
  const { user } = found
  if (user.tokensValidAfter && claims.issuedAt.getTime() < user.tokensValidAfter.getTime()) return null
  return { user, token: { jti: claims.jti, expiresAt: claims.expiresAt } }
}

export const authPlugin = fp<{ tokens: TokenSigner; now?: () => Date }>(
  async (app, { tokens, now = () => new Date() }) => {
    app.decorateRequest('user', null)
    app.decorateRequest('token', null)
    app.decorateRequest('apiKey', null)
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
      if (match && isApiKey(match[1]!)) {
        const verified = await verifyApiKey(app.db, match[1]!, now())
        if (!verified) throw new HttpError(401, 'unauthorized')
        request.user = verified.user
        // Keys never expire and are never "logged out": revoking deletes them (checked on every request).
        request.token = { jti: `api-key:${verified.apiKey.id}`, expiresAt: new Date(8.64e15) }
        request.apiKey = verified.apiKey
        await checkApiKeyRequest(app.db, request, verified.apiKey)
        return
      }
      const session = match ? await verifySessionToken(app.db, tokens, match[1]!) : null
      if (!session) throw new HttpError(401, 'unauthorized')
      request.user = session.user
      request.token = session.token
    })
  },
  { name: 'auth', dependencies: ['db'] },
)
