import { z } from 'zod'

export const ORGANIZATION_ROLES = ['superadmin', 'admin', 'coach', 'viewer'] as const
export const COACH_STATUSES = ['connected', 'pending', 'none'] as const
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number]
export type CoachStatus = (typeof COACH_STATUSES)[number]

/** `meta` of every list response (DESIGN §3). */
export const listMetaSchema = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() })
export type ListMeta = z.infer<typeof listMetaSchema>

/** Query of paginated lists: page from 1, per_page 1..100. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
})

/** An organization as listed for the signed-in user (SPEC §3, DESIGN §3.1). */
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

/** The organization a login was scoped to (DESIGN §2 login organization field). */
export const loginOrganizationSchema = z.object({ id: z.number().int(), name: z.string(), subdomain: z.string() })

/** POST /login.json response: SPEC's short user, plus the organization when one was given. */
export const loginResponseSchema = z.object({
  user: z.object({ id: z.number().int().optional(), email: z.string(), name: z.string() }),
  organization: loginOrganizationSchema.optional(),
})
