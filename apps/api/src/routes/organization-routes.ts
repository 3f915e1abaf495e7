import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeyRequestSchema,
  connectRequestInputSchema,
  connectRequestListSchema,
  connectRequestParamsSchema,
  connectRequestResponseSchema,
  createdApiKeySchema,
  createOrganizationRequestSchema,
  errorResponseSchema,
  memberParamsSchema,
  memberRoleRequestSchema,
  organizationDetailResponseSchema,
  organizationListSchema,
  organizationMemberResponseSchema,
  organizationParamsSchema,
  organizationPlayerParamsSchema,
  organizationPlayerResponseSchema,
  organizationResponseSchema,
  paginationQuerySchema,
  sharePlayerSchema,
} from '@courtside/contracts'
import type { AppContext } from '../app-context.ts'
import { requireFullCoach } from '../lib/require-full-coach.ts'
import { authOf } from '../plugins/auth.ts'
import { createApiKey, listOrganizationApiKeys, revokeApiKey } from '../modules/organizations/api-key-service.ts'
import { localeOf } from '../modules/organizations/organization-mail.ts'
import {
  changeMemberRole,
  createOrganization,
  decideConnectRequest,
  disconnect,
  getOrganizationDetail,
  listConnectRequests,
  listOrganizationsOf,
  removeMember,
  requestToConnect,
} from '../modules/organizations/organization-service.ts'
import { requireOrganizationAdmin } from '../modules/organizations/organization-access.ts'
import { sharePlayer, unsharePlayer } from '../modules/organizations/organization-player-service.ts'

const errors = { '4xx': errorResponseSchema }
/** 204 No Content answers carry no body. */
const noContent = { 204: z.null(), ...errors }
const tags = ['organizations']

/**
 * Organizations (ADR 0025). Listing stays open to coach viewers (the match wizard needs it); everything
 * else is organization management, which they never see: 403 before the body is even read.
 */
export async function organizationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const manage = { onRequest: requireFullCoach }

  r.get(
    '/api/v2/organizations',
    { schema: { tags, querystring: paginationQuerySchema, response: { 200: organizationListSchema, ...errors } } },
    async (request) => listOrganizationsOf(ctx.db, authOf(request).user.id, request.query),
  )

  r.post(
    '/api/v2/organizations',
    {
      ...manage,
      schema: { tags, body: createOrganizationRequestSchema, response: { 201: organizationResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const locale = localeOf(request.headers['accept-language'])
      const organization = await createOrganization(ctx, authOf(request).user.id, request.body.organization, locale)
      return reply.code(201).send({ organization })
    },
  )

  r.get(
    '/api/v2/organizations/:id',
    {
      ...manage,
      schema: {
        tags,
        params: organizationParamsSchema,
        response: { 200: organizationDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      organization: await getOrganizationDetail(ctx, authOf(request).user.id, request.params.id),
    }),
  )

  r.post(
    '/api/v2/organizations/connect_requests',
    {
      ...manage,
      schema: { tags, body: connectRequestInputSchema, response: { 201: connectRequestResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const locale = localeOf(request.headers['accept-language'])
      const connectRequest = await requestToConnect(ctx, authOf(request).user, request.body.subdomain, locale)
      return reply.code(201).send({ connect_request: connectRequest })
    },
  )

  r.get(
    '/api/v2/organizations/:id/connect_requests',
    {
      ...manage,
      schema: { tags, params: organizationParamsSchema, response: { 200: connectRequestListSchema, ...errors } },
    },
    async (request) => ({
      connect_requests: await listConnectRequests(ctx, authOf(request).user.id, request.params.id),
    }),
  )

  for (const decision of ['approve', 'decline'] as const) {
    r.post(
      `/api/v2/organizations/:id/connect_requests/:request_id/${decision}`,
      { ...manage, schema: { tags, params: connectRequestParamsSchema, response: noContent } },
      async (request, reply) => {
        const { id, request_id } = request.params
        await decideConnectRequest(ctx, authOf(request).user.id, id, request_id, decision)
        return reply.code(204).send(null)
      },
    )
  }

  r.delete(
    '/api/v2/organizations/:id/membership',
    { ...manage, schema: { tags, params: organizationParamsSchema, response: noContent } },
    async (request, reply) => {
      await disconnect(ctx, authOf(request).user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  r.patch(
    '/api/v2/organizations/:id/members/:user_id',
    {
      ...manage,
      schema: {
        tags,
        params: memberParamsSchema,
        body: memberRoleRequestSchema,
        response: { 200: organizationMemberResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, user_id } = request.params
      return { member: await changeMemberRole(ctx, authOf(request).user.id, id, user_id, request.body.member.role) }
    },
  )

  r.delete(
    '/api/v2/organizations/:id/members/:user_id',
    { ...manage, schema: { tags, params: memberParamsSchema, response: noContent } },
    async (request, reply) => {
      await removeMember(ctx, authOf(request).user.id, request.params.id, request.params.user_id)
      return reply.code(204).send(null)
    },
  )

  r.post(
    '/api/v2/organizations/:id/players',
    {
      ...manage,
      schema: {
        tags,
        params: organizationParamsSchema,
        body: sharePlayerSchema,
        response: { 200: organizationPlayerResponseSchema, 201: organizationPlayerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, player } = await sharePlayer(
        ctx,
        authOf(request).user.id,
        request.params.id,
        request.body.player_id,
      )
      return reply.code(created ? 201 : 200).send({ player })
    },
  )

  r.delete(
    '/api/v2/organizations/:id/players/:player_id',
    { ...manage, schema: { tags, params: organizationPlayerParamsSchema, response: noContent } },
    async (request, reply) => {
      await unsharePlayer(ctx, authOf(request).user.id, request.params.id, request.params.player_id)
      return reply.code(204).send(null)
    },
  )

  r.get(
    '/api/v2/organizations/:id/api_keys',
    { ...manage, schema: { tags, params: organizationParamsSchema, response: { 200: apiKeyListSchema, ...errors } } },
    async (request) => {
      await requireOrganizationAdmin(ctx, authOf(request).user.id, request.params.id)
      return { api_keys: await listOrganizationApiKeys(ctx.db, request.params.id) }
    },
  )

  r.post(
    '/api/v2/organizations/:id/api_keys',
    {
      ...manage,
      schema: {
        tags,
        params: organizationParamsSchema,
        body: apiKeyRequestSchema,
        response: { 201: createdApiKeySchema, ...errors },
      },
    },
    async (request, reply) => {
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
  )

  r.delete(
    '/api/v2/organizations/:id/api_keys/:key_id',
    { ...manage, schema: { tags, params: apiKeyParamsSchema, response: noContent } },
    async (request, reply) => {
      await requireOrganizationAdmin(ctx, authOf(request).user.id, request.params.id)
      await revokeApiKey(ctx.db, request.params.id, request.params.key_id)
      return reply.code(204).send(null)
    },
  )
}
