import type { FastifyInstance, FastifyReply } from 'fastify'
import { forgotPasswordSchema, loginSchema, messages, registerSchema, resetPasswordSchema } from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { parseWrapped } from '../lib/parse-body.ts'
import { authOf } from '../plugins/auth.ts'
import { login, logout, requestPasswordReset, resetPassword } from '../modules/auth/auth-service.ts'
import { registerUser } from '../modules/users/user-service.ts'
import { presentAuthUser, presentUser } from '../modules/users/user-presenter.ts'

/** SPEC §7 auth calls: the token travels in the Authorization response header. */
export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { rateLimiter } = ctx
  const sendToken = async (reply: FastifyReply, userId: number) => {
    const { token } = await ctx.tokens.issue(userId)
    reply.header('authorization', `Bearer ${token}`)
  }

  app.post('/login.json', async (request, reply) => {
    await rateLimiter.hit('login', 'ip', request.ip)
    const input = parseWrapped(loginSchema, request.body)
    // Counts failures only: a success clears it, so the real user is not locked out by their own typos.
    await rateLimiter.hit('login', 'address', input.email)
    const result = await login(ctx, input)
    await rateLimiter.clear('login', 'address', input.email)
    await sendToken(reply, result.user.id)
    return result.organization
      ? { user: presentAuthUser(result.user), organization: result.organization }
      : { user: presentAuthUser(result.user) }
  })

  app.post('/api/v2/auth/register', async (request, reply) => {
    await rateLimiter.hit('register', 'ip', request.ip)
    const input = parseWrapped(registerSchema, request.body)
    await rateLimiter.hit('register', 'address', input.email)
    const user = await registerUser(ctx, input)
    await sendToken(reply, user.id)
    return reply.code(201).send({ user: presentUser(user) })
  })

  app.post('/api/v2/auth/forgot_password', async (request) => {
    await rateLimiter.hit('forgotPassword', 'ip', request.ip)
    const input = parseWrapped(forgotPasswordSchema, request.body)
    await rateLimiter.hit('forgotPassword', 'address', input.email)
    await requestPasswordReset(ctx, input)
    return { message: messages.forgotPasswordSent }
  })

  app.post('/api/v2/auth/reset_password', async (request, reply) => {
    await rateLimiter.hit('resetPassword', 'ip', request.ip)
    const input = parseWrapped(resetPasswordSchema, request.body)
    await rateLimiter.hit('resetPassword', 'address', input.reset_password_token)
    const user = await resetPassword(ctx, input)
    await sendToken(reply, user.id)
    return { user: presentUser(user) }
  })

  app.delete('/logout.json', { preHandler: app.authenticate }, async (request, reply) => {
    await logout(ctx, authOf(request).token)
    return reply.code(204).send()
  })
}
