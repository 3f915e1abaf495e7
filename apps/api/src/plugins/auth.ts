import fp from 'fastify-plugin'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { messages } from '@courtside/contracts'
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

export const authPlugin = fp<{ tokens: TokenSigner }>(
  async (app, { tokens }) => {
    app.decorateRequest('user', null)
    app.decorateRequest('token', null)
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
      const claims = match ? await tokens.verify(match[1]!) : null
      if (!claims) throw new HttpError(401, messages.unauthorized)
      const [revoked, user] = await Promise.all([
        isTokenRevoked(app.db, claims.jti),
        findLiveUserById(app.db, claims.userId),
      ])
      // A logged-out token, a deleted account, or a token older than the last password reset is refused everywhere.
      if (revoked || !user) throw new HttpError(401, messages.unauthorized)
      if (user.tokensValidAfter && claims.issuedAt.getTime() < user.tokensValidAfter.getTime()) {
        throw new HttpError(401, messages.unauthorized)
      }
      request.user = user
      request.token = { jti: claims.jti, expiresAt: claims.expiresAt }
    })
  },
  { name: 'auth', dependencies: ['db'] },
)
