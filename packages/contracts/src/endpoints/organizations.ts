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
} from '../organization.ts'
import { clientErrors, noContent, endpoint } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

const tags = ['organizations'] as const
const params = organizationParamsSchema
const done = { 204: noContent, ...clientErrors } as const

/** The user's organizations with role and coach status, pending ones included. */
export const listOrganizations = endpoint(paths.listOrganizations, {
  tags,
  query: paginationQuerySchema,
  responses: { 200: organizationListSchema, ...clientErrors },
})

export const createOrganization = endpoint(paths.createOrganization, {
  tags,
  body: createOrganizationRequestSchema,
  responses: { 201: organizationResponseSchema, ...clientErrors },
})

export const getOrganization = endpoint(paths.getOrganization, {
  tags,
  params,
  responses: { 200: organizationDetailResponseSchema, ...clientErrors },
})

export const createConnectRequest = endpoint(paths.createConnectRequest, {
  tags,
  body: connectRequestInputSchema,
  responses: { 201: connectRequestResponseSchema, ...clientErrors },
})

export const listConnectRequests = endpoint(paths.listConnectRequests, {
  tags,
  params,
  responses: { 200: connectRequestListSchema, ...clientErrors },
})

export const approveConnectRequest = endpoint(paths.approveConnectRequest, {
  tags,
  params: connectRequestParamsSchema,
  responses: done,
})

export const declineConnectRequest = endpoint(paths.declineConnectRequest, {
  tags,
  params: connectRequestParamsSchema,
  responses: done,
})

/** Leave an organization, or cancel a pending request. */
export const leaveOrganization = endpoint(paths.leaveOrganization, { tags, params, responses: done })

export const changeMemberRole = endpoint(paths.changeMemberRole, {
  tags,
  params: memberParamsSchema,
  body: memberRoleRequestSchema,
  responses: { 200: organizationMemberResponseSchema, ...clientErrors },
})

export const removeMember = endpoint(paths.removeMember, { tags, params: memberParamsSchema, responses: done })

/** 201 when newly shared, 200 when it already was. */
export const shareOrganizationPlayer = endpoint(paths.shareOrganizationPlayer, {
  tags,
  params,
  body: sharePlayerSchema,
  responses: { 200: organizationPlayerResponseSchema, 201: organizationPlayerResponseSchema, ...clientErrors },
})

export const unshareOrganizationPlayer = endpoint(paths.unshareOrganizationPlayer, {
  tags,
  params: organizationPlayerParamsSchema,
  responses: done,
})

export const listApiKeys = endpoint(paths.listApiKeys, {
  tags,
  params,
  responses: { 200: apiKeyListSchema, ...clientErrors },
})

/** The key is in this answer only, never again. */
export const createApiKey = endpoint(paths.createApiKey, {
  tags,
  params,
  body: apiKeyRequestSchema,
  responses: { 201: createdApiKeySchema, ...clientErrors },
})

export const revokeApiKey = endpoint(paths.revokeApiKey, { tags, params: apiKeyParamsSchema, responses: done })
