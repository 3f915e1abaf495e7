import { z } from './zod.ts'
import { SPORTS, type Sport } from '@courtside/domain'
import { messages } from './messages.ts'
import { wrapped } from './errors.ts'
import { listMetaSchema } from './organization.ts'
import { matchRulesInputSchema, matchRulesSchema, rulesInputProblems } from './match-rules.ts'
import { engineStateSchema } from './engine-state.ts'
import { matchVideoSchema } from './video.ts'
import { isoDateTime } from './date-range.ts'
import { DESCRIPTION_MAX_LENGTH, MATCH_PLAYER_NAME_MAX_LENGTH, SEARCH_MAX_LENGTH, TITLE_MAX_LENGTH } from './bounds.ts'

export const MATCH_TYPES = ['singles', 'doubles'] as const
export const MATCH_LICENSES = ['pro', 'free'] as const
export const MATCH_SOURCES = ['coach', 'live'] as const
export const MATCH_STATUSES = ['not_started', 'in_progress', 'finished'] as const
/** The list filter calls in_progress "ongoing". */
export const MATCH_STATUS_FILTERS = ['all', 'not_started', 'ongoing', 'finished'] as const
export const MATCH_SOURCE_FILTERS = ['all', 'coach', 'live'] as const
export const VISIBILITIES = ['public', 'internal', 'private'] as const
export type MatchType = (typeof MATCH_TYPES)[number]
export type MatchLicense = (typeof MATCH_LICENSES)[number]
export type MatchStatus = (typeof MATCH_STATUSES)[number]
export type Visibility = (typeof VISIBILITIES)[number]

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: messages.invalidColor })
export const backgroundSchema = z.discriminatedUnion('style', [
  z.object({ style: z.literal('default') }),
  z.object({ style: z.literal('gradient'), from: hexColor, to: hexColor }),
])
export type Background = z.infer<typeof backgroundSchema>

/** A row id: a positive int4, so an out-of-range number is a validation error, not a database error. */
export const MAX_ID = 2_147_483_647
export const idSchema = z.number().int().positive().max(MAX_ID)

/**
 * The court a match is played on (packages/contracts/src/court.ts): a court of the match's organization (else 422
 * `courtNotInOrganization` on `court_id`), or null for none.
 */
const courtIdSchema = z
  .number({ error: messages.courtNotInOrganization })
  .int({ error: messages.courtNotInOrganization })
  .positive({ error: messages.courtNotInOrganization })
  .max(MAX_ID, { error: messages.courtNotInOrganization })
  .nullable()

/** A player's name as a match or a social session takes it: trimmed, not empty, bounded. */
export const playerNameSchema = z
  .string({ error: messages.playerNameRequired })
  .trim()
  .min(1, { error: messages.playerNameRequired })
  .max(MATCH_PLAYER_NAME_MAX_LENGTH, { error: messages.textTooLong })

/** A pair's player at creation: one of the coach's athletes, or a new one by full name. */
export const newMatchPlayerSchema = z.union([
  z.object({ player_id: idSchema }).strict(),
  z
    .object({ name: playerNameSchema })
    .strict()
    .refine((v) => v.name.split(/\s+/).filter(Boolean).length >= 2, {
      error: messages.playerFullNameRequired,
      path: ['name'],
    }),
])
export type NewMatchPlayer = z.infer<typeof newMatchPlayerSchema>

/** A serving slot at creation, before match players have ids: team 0/1, player 0/1 within the pair. */
export const serverSlotSchema = z.object({
  team: z.union([z.literal(0), z.literal(1)]),
  index: z.number().int().min(0).max(1),
})

const description = z.string().trim().max(DESCRIPTION_MAX_LENGTH, { error: messages.textTooLong })

const matchSettingsFields = {
  title: z
    .string({ error: messages.titleRequired })
    .trim()
    .min(1, { error: messages.titleRequired })
    .max(TITLE_MAX_LENGTH, { error: messages.textTooLong }),
  description: description.optional().default(''),
  visibility: z.enum(VISIBILITIES).optional().default('private'),
  start_showing_at: isoDateTime.nullable().optional().default(null),
  stop_showing_at: isoDateTime.nullable().optional().default(null),
  background: backgroundSchema.optional().default({ style: 'default' }),
  show_server_indicator: z.boolean().optional().default(true),
}

function checkShowingWindow(v: { start_showing_at?: unknown; stop_showing_at?: unknown }, ctx: z.RefinementCtx) {
  const start = typeof v.start_showing_at === 'string' ? Date.parse(v.start_showing_at) : NaN
  const stop = typeof v.stop_showing_at === 'string' ? Date.parse(v.stop_showing_at) : NaN
  if (stop <= start) {
    ctx.addIssue({ code: 'custom', path: ['stop_showing_at'], message: messages.stopBeforeStart })
  }
}

export const createMatchSchema = z
  .object({
    ...matchSettingsFields,
    organization_id: z
      .number({ error: messages.organizationRequired })
      .int()
      .positive({ error: messages.organizationRequired })
      .max(MAX_ID, { error: messages.organizationRequired }),
    court_id: courtIdSchema.optional().default(null),
    sport: z
      .enum(SPORTS as unknown as [Sport, ...Sport[]])
      .optional()
      .default('padel'),
    match_type: z.enum(MATCH_TYPES).optional().default('doubles'),
    license: z.enum(MATCH_LICENSES),
    rules: matchRulesInputSchema.optional(),
    // At most two players a pair and four serving slots: the refinement below says which pair is wrong.
    pairs: z
      .array(z.object({ players: z.array(newMatchPlayerSchema.nullable()).max(2, { error: messages.pairSize }) }))
      .length(2),
    server_order: z
      .array(serverSlotSchema)
      .max(4, { error: messages.invalidServerOrder })
      .nullable()
      .optional()
      .default(null),
  })
  // Runs even when other fields failed (`when`), so the wizard shows every pair problem at once; hence the
  // defensive reading of a value that may not have parsed.
  .check(
    z.superRefine(
      (raw, ctx) => {
        // `when` runs this even on a value that is no object at all (a missing wrapper): nothing to add then.
        if (typeof raw !== 'object' || raw === null) return
        const v = raw as {
          match_type?: unknown
          pairs?: unknown
          rules?: unknown
        }
        checkShowingWindow(raw as Parameters<typeof checkShowingWindow>[0], ctx)
        const size = v.match_type === 'singles' ? 1 : 2
        if (Array.isArray(v.pairs)) {
          v.pairs.forEach((pair: { players?: unknown }, team) => {
            const players = Array.isArray(pair?.players) ? pair.players : []
            if (!players[0])
              ctx.addIssue({ code: 'custom', path: ['pairs', team, 'players', 0], message: messages.player1Required })
            for (let i = 1; i < size; i++) {
              if (!players[i])
                ctx.addIssue({
                  code: 'custom',
                  path: ['pairs', team, 'players', i],
                  message: messages.playerNameRequired,
                })
            }
            if (players.length > size)
              ctx.addIssue({ code: 'custom', path: ['pairs', team, 'players'], message: messages.pairSize })
          })
        }
        const rules = matchRulesInputSchema.safeParse(v.rules)
        if (rules.success && rules.data) {
          for (const problem of rulesInputProblems(rules.data))
            ctx.addIssue({ code: 'custom', path: ['rules', problem.path], message: messages[problem.message] })
        }
      },
      { when: () => true },
    ),
  )
export type CreateMatchInput = z.input<typeof createMatchSchema>
export const createMatchRequestSchema = wrapped('match', createMatchSchema)

/** PATCH: general, visibility, background and server settings of the edit dialog. */
export const updateMatchSchema = z
  .object({
    title: matchSettingsFields.title.optional(),
    description: description.optional(),
    visibility: z.enum(VISIBILITIES).optional(),
    start_showing_at: isoDateTime.nullable().optional(),
    stop_showing_at: isoDateTime.nullable().optional(),
    background: backgroundSchema.optional(),
    show_server_indicator: z.boolean().optional(),
    /** Another court of the match's organization, or null to clear it. */
    court_id: courtIdSchema.optional(),
  })
  .strict()
  .superRefine(checkShowingWindow)
export const updateMatchRequestSchema = wrapped('match', updateMatchSchema)

export const matchPlayerSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int().nullable(),
  name: z.string(),
})
export type MatchPlayer = z.infer<typeof matchPlayerSchema>

export const matchScoreSchema = z.object({
  sets: z.array(
    z.object({
      games: z.tuple([z.number(), z.number()]),
      tie_break: z.tuple([z.number(), z.number()]).nullable(),
      super_tie_break: z.boolean(),
    }),
  ),
  current_game: z.object({ points: z.tuple([z.string(), z.string()]), tie_break: z.boolean() }).nullable(),
  server_id: z.number().int().nullable(),
  winner_team: z.union([z.literal(0), z.literal(1)]).nullable(),
  /**
   * Only for a timed match: when its time is up (null before the first point), whether the game in play is the
   * last, and whether the next point is the deciding point of games level at the end.
   */
  timed: z.object({ ends_at: z.string().nullable(), last_game: z.boolean(), deciding_point: z.boolean() }).optional(),
})
export type MatchScore = z.infer<typeof matchScoreSchema>

export const matchSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The court it is played on (packages/contracts/src/court.ts), or null. */
  court: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sport: z.enum(SPORTS as unknown as [Sport, ...Sport[]]),
  match_type: z.enum(MATCH_TYPES),
  license: z.enum(MATCH_LICENSES),
  source: z.enum(MATCH_SOURCES),
  status: z.enum(MATCH_STATUSES),
  rules: matchRulesSchema,
  pairs: z.array(z.object({ team: z.union([z.literal(0), z.literal(1)]), players: z.array(matchPlayerSchema) })),
  server_order: z.array(z.number().int()),
  score: matchScoreSchema,
  points_count: z.number().int(),
  visibility: z.enum(VISIBILITIES),
  start_showing_at: z.string().nullable(),
  stop_showing_at: z.string().nullable(),
  background: backgroundSchema,
  show_server_indicator: z.boolean(),
  /** What the signed-in user may do with it (owner or organization admin). */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  balls_updated_at: z.string().nullable(),
  /** The engine's state after the stored points; null for a match stored before the state was kept (ADR 0032). */
  engine_state: engineStateSchema.nullable(),
  /** The video linked for review (ADR 0037), or null. */
  video: matchVideoSchema.nullable(),
})
export type Match = z.infer<typeof matchSchema>

export const matchResponseSchema = z.object({ match: matchSchema })
export const matchListSchema = z.object({ matches: z.array(matchSchema), meta: listMetaSchema })

export const matchListQuerySchema = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH, { error: messages.textTooLong }).optional(),
  status: z.enum(MATCH_STATUS_FILTERS).optional().default('all'),
  source: z.enum(MATCH_SOURCE_FILTERS).optional().default('all'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /** The organization the app is scoped to (the login organization field); absent = all. */
  organization_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
})
export type MatchListQuery = z.infer<typeof matchListQuerySchema>

/** GET /api/v2/dashboard: optionally scoped to one organization like the match list. */
export const dashboardQuerySchema = z.object({
  organization_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
})

export const dashboardSchema = z.object({
  counts: z.object({
    active_athletes: z.number().int(),
    recent_matches: z.number().int(),
    organization_connections: z.number().int(),
  }),
  finished_matches: z.array(matchSchema),
  ongoing_matches: z.array(matchSchema),
})
export type Dashboard = z.infer<typeof dashboardSchema>

/** The recent matches window. */
export const RECENT_MATCHES_DAYS = 30
