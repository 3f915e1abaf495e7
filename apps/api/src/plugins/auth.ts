import fp from 'fastify-plugin'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { messages } from '@courtside/contracts'
import type { UserRow } from '../db/schema/index.ts'
import { HttpError } from '../lib/http-error.ts'
import { isTokenRevoked } from '../modules/auth/revoked-token-repository.ts'
import type { TokenSigner } from '../modules/auth/token-service.ts'
import { findLiveUserById } from '../modules/users/user-repository.ts'

export interface AuthState {
  user: UserRow
  token: { jti: string; expiresAt: Date }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for protected routes: 401 'Unauthorized access' unless a live, unrevoked token is sent. */
    authenticate: preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    auth: AuthState | null
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export function authOf(request: FastifyRequest): AuthState {
  if (!request.auth) throw new HttpError(401, messages.unauthorized)
  return request.auth
}

export const authPlugin = fp<{ tokens: TokenSigner }>(
  async (app, { tokens }) => {
    app.decorateRequest('auth', null)
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
      const claims = match ? await tokens.verify(match[1]!) : null
      if (!claims) throw new HttpError(401, messages.unauthorized)
      const [revoked, user] = await Promise.all([
        isTokenRevoked(app.db, claims.jti),
        findLiveUserById(app.db, claims.userId),
      ])
      // A logged-out token or a deleted account is refused everywhere.
      if (revoked || !user) throw new HttpError(401, messages.unauthorized)
      request.auth = { user, token: { jti: claims.jti, expiresAt: claims.expiresAt } }
    })
  },
  { name: 'auth', dependencies: ['db'] },
)
