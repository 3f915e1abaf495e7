import { z } from './zod.ts'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { API_KEY_NAME_MAX_LENGTH, ORGANIZATION_NAME_MAX_LENGTH, SUBDOMAIN_MAX_LENGTH } from './bounds.ts'

export const ORGANIZATION_ROLES = ['superadmin', 'admin', 'coach', 'viewer'] as const
export const COACH_STATUSES = ['connected', 'pending', 'none'] as const
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number]
export type CoachStatus = (typeof COACH_STATUSES)[number]

/** `meta` of every list response. */
export const listMetaSchema = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() })
export type ListMeta = z.infer<typeof listMetaSchema>

/** Query of paginated lists: page from 1, per_page 1..100. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
})

/** An organization as listed for the signed-in user. */
export const organizationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  license_status: z.string(),
  player_count: z.number().int(),
  created_at: z.string(),
  role: z.enum(ORGANIZATION_ROLES).nullable(),
  coach_status: z.enum(COACH_STATUSES),
})
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>

export const organizationListSchema = z.object({
  organizations: z.array(organizationSummarySchema),
  meta: listMetaSchema,
})

/** Subdomains: a DNS label, lower-case (ADR 0025). Whitespace and unicode are refused, not silently slugged. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
export const subdomainSchema = z
  .string({ error: messages.subdomainInvalid })
  .trim()
  .min(2, messages.subdomainInvalid)
  .max(SUBDOMAIN_MAX_LENGTH, messages.subdomainInvalid)
  .regex(SUBDOMAIN_PATTERN, messages.subdomainInvalid)

/** POST /api/v2/organizations `{ organization: {...} }`: the form and the API share it. */
export const createOrganizationSchema = z.object({
  name: z
    .string({ error: messages.organizationNameRequired })
    .trim()
    .min(1, messages.organizationNameRequired)
    .max(ORGANIZATION_NAME_MAX_LENGTH, messages.textTooLong),
  subdomain: subdomainSchema,
})
export type CreateOrganization = z.infer<typeof createOrganizationSchema>
export const createOrganizationRequestSchema = wrapped('organization', createOrganizationSchema)

/** POST /api/v2/organizations/connect_requests `{ subdomain }`. */
export const connectRequestInputSchema = z.object({
  subdomain: z.string({ error: messages.fieldRequired }).trim().min(1, messages.fieldRequired).max(300),
})
export type ConnectRequestInput = z.infer<typeof connectRequestInputSchema>

export const organizationResponseSchema = z.object({ organization: organizationSummarySchema })

/**
 * A person in an organization's Users tab: name, email, added date, plus role for the admins' controls. The e-mail
 * address is null unless the viewer is an admin of the organization (ADR 0051).
 */
export const organizationMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(ORGANIZATION_ROLES),
  added_at: z.string(),
})
export type OrganizationMember = z.infer<typeof organizationMemberSchema>

/** A shared athlete in the Players tab: name, email, added date, and who shared them. */
export const organizationPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  added_at: z.string(),
  coach: z.object({ id: z.number().int(), name: z.string() }),
})
export type OrganizationPlayer = z.infer<typeof organizationPlayerSchema>

/** GET /api/v2/organizations/:id: the summary with its users and players. */
export const organizationDetailSchema = organizationSummarySchema.extend({
  users: z.array(organizationMemberSchema),
  players: z.array(organizationPlayerSchema),
})
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>
export const organizationDetailResponseSchema = z.object({ organization: organizationDetailSchema })

/** A pending connect request as the organization's admins see it, and as the coach gets it back. */
export const connectRequestSchema = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
  created_at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  organization: z.object({ id: z.number().int(), name: z.string(), subdomain: z.string() }),
})
export type ConnectRequest = z.infer<typeof connectRequestSchema>
export const connectRequestResponseSchema = z.object({ connect_request: connectRequestSchema })
export const connectRequestListSchema = z.object({ connect_requests: z.array(connectRequestSchema) })

/** PATCH /api/v2/organizations/:id/members/:user_id `{ member: { role } }`. */
export const memberRoleSchema = z.object({ role: z.enum(ORGANIZATION_ROLES, { error: messages.fieldRequired }) })
export const memberRoleRequestSchema = wrapped('member', memberRoleSchema)
export const organizationMemberResponseSchema = z.object({ member: organizationMemberSchema })

/** POST /api/v2/organizations/:id/players `{ player_id }`: share one of the coach's consenting athletes. */
export const sharePlayerSchema = z.object({
  player_id: z.number({ error: messages.fieldRequired }).int().positive().max(2_147_483_647),
})
export const organizationPlayerResponseSchema = z.object({ player: organizationPlayerSchema })

/** Live scoreboard keys (ADR 0025). The key itself is only in the creation answer. */
export const apiKeyInputSchema = z.object({
  name: z
    .string({ error: messages.apiKeyNameRequired })
    .trim()
    .min(1, messages.apiKeyNameRequired)
    .max(API_KEY_NAME_MAX_LENGTH, messages.textTooLong),
})
export const apiKeyRequestSchema = wrapped('api_key', apiKeyInputSchema)
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }),
})
export type ApiKey = z.infer<typeof apiKeySchema>
export const apiKeyListSchema = z.object({ api_keys: z.array(apiKeySchema) })
export const createdApiKeySchema = z.object({
  api_key: z.object({ id: z.number().int(), name: z.string(), key: z.string() }),
})
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>['api_key']

/** A numeric path id: anything that cannot name an int4 row fails, which the API answers as an unknown id (404). */
export const pathIdSchema = z.coerce.number().int().min(1).max(2_147_483_647)
/** `:id` of any resource: a positive int4, else the route answers 404 (a malformed id reads like an unknown one). */
export const idParamsSchema = z.object({ id: pathIdSchema })

/** Path params of the organization routes. */
export const organizationParamsSchema = z.object({ id: pathIdSchema })
export const connectRequestParamsSchema = z.object({ id: pathIdSchema, request_id: pathIdSchema })
export const memberParamsSchema = z.object({ id: pathIdSchema, user_id: pathIdSchema })
export const organizationPlayerParamsSchema = z.object({ id: pathIdSchema, player_id: pathIdSchema })
export const apiKeyParamsSchema = z.object({ id: pathIdSchema, key_id: pathIdSchema })
