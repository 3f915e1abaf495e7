import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  errorResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  messages,
  registerRequestSchema,
  resetPasswordRequestSchema,
  userResponseSchema,
} from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import type { RateLimitAction } from '../config.ts'
import { authOf } from '../plugins/auth.ts'
import { login, logout, requestPasswordReset, resetPassword } from '../modules/auth/auth-service.ts'
import { registerUser } from '../modules/users/user-service.ts'
import { presentAuthUser, presentUser } from '../modules/users/user-presenter.ts'

const errors = { '4xx': errorResponseSchema }
const tags = ['auth']

/** Auth calls: the token travels in the Authorization response header. */
export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { rateLimiter } = ctx
  const r = app.withTypeProvider<ZodTypeProvider>()
  const sendToken = async (reply: FastifyReply, userId: number) => {
    const { token } = await ctx.tokens.issue(userId)
    reply.header('authorization', `Bearer ${token}`)
  }
  // Every attempt counts against the client's address before its body is even read (malformed ones included).
  const perIp = (action: RateLimitAction) => ({
    onRequest: async (request: FastifyRequest) => rateLimiter.hit(action, 'ip', request.ip),
  })

  r.post(
    '/login.json',
    {
      ...perIp('login'),
      schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) => {
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
  )

  r.post(
    '/api/v2/auth/register',
    {
      ...perIp('register'),
      schema: { tags, body: registerRequestSchema, response: { 201: userResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const input = request.body.user
      await rateLimiter.hit('register', 'address', input.email)
      const user = await registerUser(ctx, input)
      await sendToken(reply, user.id)
      return reply.code(201).send({ user: presentUser(user) })
    },
  )

  r.post(
    '/api/v2/auth/forgot_password',
    {
      ...perIp('forgotPassword'),
      schema: { tags, body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      const input = request.body.user
      await rateLimiter.hit('forgotPassword', 'address', input.email)
      await requestPasswordReset(ctx, input)
      return { message: messages.forgotPasswordSent }
    },
  )

  r.post(
    '/api/v2/auth/reset_password',
    {
      ...perIp('resetPassword'),
      schema: { tags, body: resetPasswordRequestSchema, response: { 200: userResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const input = request.body.user
      await rateLimiter.hit('resetPassword', 'address', input.reset_password_token)
      const user = await resetPassword(ctx, input)
      await sendToken(reply, user.id)
      return { user: presentUser(user) }
    },
  )

  r.delete(
    '/logout.json',
    { onRequest: app.authenticate, schema: { tags, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await logout(ctx, authOf(request).token)
      return reply.code(204).send(null)
    },
  )
}
