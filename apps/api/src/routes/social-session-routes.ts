import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { requireFullCoach } from '../plugins/require-full-coach.ts'
import { authOf } from '../plugins/auth.ts'
import {
  addSocialRound,
  createSocialSession,
  deleteSocialSession,
  getSocialSession,
  listSocialSessions,
  setSocialResult,
} from '../modules/social-sessions/index.ts'

/**
 * Social sessions of an organization (Americano, Mexicano; free on every plan). Members read and enter results;
 * starting, adding a round and deleting are management, which coach viewer accounts never do: 403 before the body is
 * read. Who may do what is written in packages/contracts/src/social-session.ts.
 */
export async function socialSessionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  const manage = { onRequest: requireFullCoach }

  routeFromContract(app, endpoints.listSocialSessions, {
    handler: async (request) => listSocialSessions(ctx, authOf(request).user.id, request.params.id, request.query),
  })

  routeFromContract(app, endpoints.createSocialSession, {
    ...manage,
    handler: async (request, reply) => {
      const session = await createSocialSession(ctx, authOf(request).user.id, request.params.id, request.body.session)
      return reply.code(201).send({ session })
    },
  })

  routeFromContract(app, endpoints.getSocialSession, {
    handler: async (request) => {
      const { id, session_id } = request.params
      return { session: await getSocialSession(ctx, authOf(request).user.id, id, session_id) }
    },
  })

  routeFromContract(app, endpoints.deleteSocialSession, {
    ...manage,
    handler: async (request, reply) => {
      await deleteSocialSession(ctx, authOf(request).user.id, request.params.id, request.params.session_id)
      return reply.code(204).send(null)
    },
  })

  routeFromContract(app, endpoints.createSocialRound, {
    ...manage,
    handler: async (request, reply) => {
      const { id, session_id } = request.params
      const session = await addSocialRound(ctx, authOf(request).user.id, id, session_id)
      return reply.code(201).send({ session })
    },
  })

  routeFromContract(app, endpoints.setSocialResult, {
    handler: async (request) => {
      const { id, session_id, number, court } = request.params
      const key = { sessionId: session_id, round: number, court }
      return { session: await setSocialResult(ctx, authOf(request).user.id, id, key, request.body.result) }
    },
  })
}
