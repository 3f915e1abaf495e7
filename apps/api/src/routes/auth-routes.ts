import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { endpoints, messages, spokenLocaleOf } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import type { RateLimitAction } from '../config.ts'
import { authOf } from '../plugins/auth.ts'
import { login, logout, requestPasswordReset, resetPassword } from '../modules/auth/index.ts'
import { registerUser } from '../modules/accounts/index.ts'
import { presentAuthUser, presentUser } from '../modules/users/index.ts'

/** Auth calls: the token travels in the Authorization response header. */
export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { rateLimiter } = ctx
  const sendToken = async (reply: FastifyReply, userId: number) => {
    const { token } = await ctx.tokens.issue(userId)
    reply.header('authorization', `Bearer ${token}`)
  }
  // Every attempt counts against the client's address before its body is even read (malformed ones included).
  const perIp = (action: RateLimitAction) => ({
    onRequest: async (request: FastifyRequest) => rateLimiter.hit(action, 'ip', request.ip),
  })

  routeFromContract(app, endpoints.login, {
    ...perIp('login'),
    handler: async (request, reply) => {
      const input = request.body.user
      // Counts failures only: a success clears it, so the real user is not locked out by their own typos.
      await rateLimiter.hit('login', 'address', input.email)
      const result = await login(ctx, input)
      await rateLimiter.clear('login', 'address', input.email)
      await sendToken(reply, result.user.id)
      return result.organization
        ? { user: presentAuthUser(result.user), organization: result.organization }
        : { user: presentAuthUser(result.user) }
    },
  })

  routeFromContract(app, endpoints.register, {
    ...perIp('register'),
    handler: async (request, reply) => {
      const input = request.body.user
      await rateLimiter.hit('register', 'address', input.email)
      const user = await registerUser(ctx, input, spokenLocaleOf(request.headers['accept-language']))
      await sendToken(reply, user.id)
      return reply.code(201).send({ user: presentUser(user) })
    },
  })

  routeFromContract(app, endpoints.forgotPassword, {
    ...perIp('forgotPassword'),
    handler: async (request) => {
      const input = request.body.user
      await rateLimiter.hit('forgotPassword', 'address', input.email)
      await requestPasswordReset(ctx, input)
      return { message: messages.forgotPasswordSent }
    },
  })

  routeFromContract(app, endpoints.resetPassword, {
    ...perIp('resetPassword'),
    handler: async (request, reply) => {
      const input = request.body.user
      await rateLimiter.hit('resetPassword', 'address', input.reset_password_token)
      const user = await resetPassword(ctx, input)
      await sendToken(reply, user.id)
      return { user: presentUser(user) }
    },
  })

  routeFromContract(app, endpoints.logout, {
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      await logout(ctx, authOf(request).token)
      return reply.code(204).send(null)
    },
  })
}
