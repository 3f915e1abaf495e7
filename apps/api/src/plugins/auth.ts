import fp from 'fastify-plugin'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { messages } from '@courtside/contracts'
import type { Database } from '../db/database.ts'
import type { UserRow } from '../db/schema/index.ts'
import { HttpError } from '../lib/http-error.ts'
import { isTokenRevoked } from '../modules/auth/revoked-token-repository.ts'
import type { TokenSigner } from '../modules/auth/token-service.ts'
import { findLiveUserById } from '../modules/users/user-repository.ts'

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
    /** preHandler for protected routes: 401 'Unauthorized access' unless a live, unrevoked token is sent. */
    authenticate: preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    /** The signed-in (live) user, set by `authenticate`; null on public routes. */
    user: UserRow | null
    /** The verified token of this request (its jti is what logout revokes). */
    token: AuthToken | null
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export function authOf(request: FastifyRequest): AuthState {
  if (!request.user || !request.token) throw new HttpError(401, messages.unauthorized)
  return { user: request.user, token: request.token }
}

/**
 * The live user of a bearer token, or null: a bad or expired token, a logged-out one (revoked jti), a deleted
 * account, or a token older than the last password reset. HTTP requests and the /socket upgrade both use it.
 */
export async function verifySessionToken(db: Database, tokens: TokenSigner, token: string): Promise<AuthState | null> {
  const claims = await tokens.verify(token)
  if (!claims) return null
  const [revoked, user] = await Promise.all([isTokenRevoked(db, claims.jti), findLiveUserById(db, claims.userId)])
  if (revoked || !user) return null
  if (user.tokensValidAfter && claims.issuedAt.getTime() < user.tokensValidAfter.getTime()) return null
  return { user, token: { jti: claims.jti, expiresAt: claims.expiresAt } }
}

export const authPlugin = fp<{ tokens: TokenSigner }>(
  async (app, { tokens }) => {
    app.decorateRequest('user', null)
    app.decorateRequest('token', null)
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
      const session = match ? await verifySessionToken(app.db, tokens, match[1]!) : null
      if (!session) throw new HttpError(401, messages.unauthorized)
      request.user = session.user
      request.token = session.token
    })
  },
  { name: 'auth', dependencies: ['db'] },
)
