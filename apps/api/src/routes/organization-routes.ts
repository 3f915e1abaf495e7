import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { requireFullCoach } from '../plugins/require-full-coach.ts'
import { authOf } from '../plugins/auth.ts'
import {
  createApiKey,
  listOrganizationApiKeys,
  revokeApiKey,
  localeOf,
  changeMemberRole,
  createOrganization,
  decideConnectRequest,
  disconnect,
  getOrganizationDetail,
  listConnectRequests,
  listOrganizationsOf,
  removeMember,
  requestToConnect,
  requireOrganizationAdmin,
  sharePlayer,
  unsharePlayer,
} from '../modules/organizations/index.ts'

/**
 * Organizations (ADR 0025). Listing stays open to coach viewers (the match wizard needs it); everything
 * else is organization management, which they never see: 403 before the body is even read.
 */
export async function organizationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  const manage = { onRequest: requireFullCoach }

  routeFromContract(app, endpoints.listOrganizations, {
    handler: async (request) => listOrganizationsOf(ctx.db, authOf(request).user.id, request.query),
  })

  routeFromContract(app, endpoints.createOrganization, {
    ...manage,
    handler: async (request, reply) => {
      const locale = localeOf(request.headers['accept-language'])
      const organization = await createOrganization(ctx, authOf(request).user.id, request.body.organization, locale)
      return reply.code(201).send({ organization })
    },
  })

  routeFromContract(app, endpoints.getOrganization, {
    ...manage,
    handler: async (request) => ({
      organization: await getOrganizationDetail(ctx, authOf(request).user.id, request.params.id),
    }),
  })

  routeFromContract(app, endpoints.createConnectRequest, {
    ...manage,
    handler: async (request, reply) => {
      const locale = localeOf(request.headers['accept-language'])
      const connectRequest = await requestToConnect(ctx, authOf(request).user, request.body.subdomain, locale)
      return reply.code(201).send({ connect_request: connectRequest })
    },
  })

  routeFromContract(app, endpoints.listConnectRequests, {
    ...manage,
    handler: async (request) => ({
      connect_requests: await listConnectRequests(ctx, authOf(request).user.id, request.params.id),
    }),
  })

  const decisions = [
    [endpoints.approveConnectRequest, 'approve'],
    [endpoints.declineConnectRequest, 'decline'],
  ] as const
  for (const [endpoint, decision] of decisions) {
    routeFromContract(app, endpoint, {
      ...manage,
      handler: async (request, reply) => {
        const { id, request_id } = request.params
        await decideConnectRequest(ctx, authOf(request).user.id, id, request_id, decision)
        return reply.code(204).send(null)
      },
    })
  }

  routeFromContract(app, endpoints.leaveOrganization, {
    ...manage,
    handler: async (request, reply) => {
      await disconnect(ctx, authOf(request).user.id, request.params.id)
      return reply.code(204).send(null)
    },
  })

  routeFromContract(app, endpoints.changeMemberRole, {
    ...manage,
    handler: async (request) => {
      const { id, user_id } = request.params
      return { member: await changeMemberRole(ctx, authOf(request).user.id, id, user_id, request.body.member.role) }
    },
  })

  routeFromContract(app, endpoints.removeMember, {
    ...manage,
    handler: async (request, reply) => {
      await removeMember(ctx, authOf(request).user.id, request.params.id, request.params.user_id)
      return reply.code(204).send(null)
    },
  })

  routeFromContract(app, endpoints.shareOrganizationPlayer, {
    ...manage,
    handler: async (request, reply) => {
      const { created, player } = await sharePlayer(
        ctx,
        authOf(request).user.id,
        request.params.id,
        request.body.player_id,
      )
      return reply.code(created ? 201 : 200).send({ player })
    },
  })

  routeFromContract(app, endpoints.unshareOrganizationPlayer, {
    ...manage,
    handler: async (request, reply) => {
      await unsharePlayer(ctx, authOf(request).user.id, request.params.id, request.params.player_id)
      return reply.code(204).send(null)
    },
  })

  routeFromContract(app, endpoints.listApiKeys, {
    ...manage,
    handler: async (request) => {
      await requireOrganizationAdmin(ctx, authOf(request).user.id, request.params.id)
      return { api_keys: await listOrganizationApiKeys(ctx.db, request.params.id) }
    },
  })

  routeFromContract(app, endpoints.createApiKey, {
    ...manage,
    handler: async (request, reply) => {
      const userId = authOf(request).user.id
      await requireOrganizationAdmin(ctx, userId, request.params.id)
      const apiKey = await createApiKey(ctx, {
        organizationId: request.params.id,
        userId,
        name: request.body.api_key.name,
      })
      // The key is shown once: never cache this answer.
      return reply.code(201).header('cache-control', 'no-store').send({ api_key: apiKey })
    },
  })

  routeFromContract(app, endpoints.revokeApiKey, {
    ...manage,
    handler: async (request, reply) => {
      await requireOrganizationAdmin(ctx, authOf(request).user.id, request.params.id)
      await revokeApiKey(ctx.db, request.params.id, request.params.key_id)
      return reply.code(204).send(null)
    },
  })
}
